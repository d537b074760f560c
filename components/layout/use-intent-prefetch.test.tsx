/* eslint-disable @next/next/no-html-link-for-pages -- the anchors SiteLink and a plain link render, without Next */
import { fireEvent, render } from '@testing-library/react';
import { intentHref, useIntentPrefetch } from './use-intent-prefetch';

const prefetch = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ prefetch }) }));

function Page({ pathname }: { pathname: string }) {
  useIntentPrefetch(pathname);
  return (
    <main>
      <a href="/fkp" data-prefetch="">
        <span>FKP</span>
      </a>
      <a href="/blog/9001/newer-than-the-build">Newer post</a>
      <a href="https://github.com/example" data-prefetch="">
        GitHub
      </a>
      <a href="#section" data-prefetch="">
        Section
      </a>
      <a href="/fkp-datasheet.pdf" data-prefetch="">
        Datasheet
      </a>
      <a href="/contact" target="_blank" data-prefetch="">
        Contact
      </a>
      <a href="/blog?page=2" download data-prefetch="">
        Export
      </a>
      <p>Not a link</p>
    </main>
  );
}

beforeEach(() => prefetch.mockClear());

describe('useIntentPrefetch', () => {
  it('prefetches a page once, when a pointer rests on its link, a finger touches it, or it takes focus', () => {
    const { getByText } = render(<Page pathname="/" />);
    expect(prefetch).not.toHaveBeenCalled();
    fireEvent.pointerOver(getByText('FKP'));
    fireEvent.touchStart(getByText('FKP'));
    fireEvent.focusIn(getByText('FKP').closest('a')!);
    expect(prefetch.mock.calls).toEqual([['/fkp']]);
  });

  it('leaves plain links, other origins, files, fragments, new windows, downloads and plain text alone', () => {
    const { getByText } = render(<Page pathname="/" />);
    for (const text of ['Newer post', 'GitHub', 'Section', 'Datasheet', 'Contact', 'Export', 'Not a link'])
      fireEvent.pointerOver(getByText(text));
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('prefetches nothing on the drafts preview', () => {
    const { getByText } = render(<Page pathname="/blog/drafts" />);
    fireEvent.pointerOver(getByText('FKP'));
    expect(prefetch).not.toHaveBeenCalled();
  });
});

describe('intentHref', () => {
  const location = { href: 'https://example.com/blog', origin: 'https://example.com', pathname: '/blog' };
  const link = (href: string) => {
    const a = Object.assign(document.createElement('a'), { href });
    a.setAttribute('data-prefetch', '');
    return a;
  };

  it('keeps the path and query of another page of the site', () => {
    expect(intentHref(link('/blog/5012/a-post/?ref=card'), location)).toBe('/blog/5012/a-post/?ref=card');
    expect(intentHref(link('https://example.com/blog/drafts.html'), location)).toBe('/blog/drafts.html');
    expect(intentHref(link('/blog#latest'), location)).toBeNull();
  });
});
