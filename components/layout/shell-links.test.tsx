import { render } from '@testing-library/react';
import { SiteLink } from './shell-links';

// What Link was asked to do, recorded instead of prefetching.
const linkProps: Record<string, unknown>[] = [];
jest.mock('next/link', () => ({
  __esModule: true,
  default: (props: Record<string, unknown>) => {
    linkProps.push(props);
    return null;
  },
}));

describe('SiteLink', () => {
  it('never prefetches as it scrolls into view: the layout prefetches on intent (use-intent-prefetch.ts)', () => {
    render(
      <SiteLink href="/about" className="x">
        About
      </SiteLink>,
    );
    expect(linkProps).toEqual([expect.objectContaining({ href: '/about', className: 'x', prefetch: false, 'data-prefetch': '' })]);
  });
});
