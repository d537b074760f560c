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
let pathname = '/';
jest.mock('next/navigation', () => ({ usePathname: () => pathname }));

beforeEach(() => linkProps.splice(0));

describe('SiteLink', () => {
  it('prefetches nothing on the drafts preview, whose connect-src is the WordPress.com API alone', () => {
    for (const path of ['/blog/drafts', '/blog/drafts.html']) {
      pathname = path;
      render(<SiteLink href="/about">About</SiteLink>);
    }
    expect(linkProps.map((props) => props.prefetch)).toEqual([false, false]);
  });

  it("leaves Next's prefetching as it is everywhere else", () => {
    pathname = '/blog';
    render(<SiteLink href="/about">About</SiteLink>);
    render(
      <SiteLink href="/about" prefetch={false}>
        About
      </SiteLink>,
    );
    expect(linkProps.map((props) => props.prefetch)).toEqual([undefined, false]);
  });
});
