/* eslint-disable @next/next/no-html-link-for-pages -- the anchors SiteLink and a plain link render, without Next */
import { fireEvent, render } from '@testing-library/react';
import { SiteLink } from './site-link';
import { clickHref, intentHref, useSiteNavigation } from './site-navigation';

const prefetch = jest.fn();
const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ prefetch, push }) }));

function Page({ pathname }: { pathname: string }) {
  useSiteNavigation(pathname);
  return (
    <main>
      <SiteLink href="/fkp">
        <span>FKP</span>
      </SiteLink>
      <a href="/blog/9001/newer-than-the-build">Newer post</a>
      <SiteLink href="https://github.com/example">GitHub</SiteLink>
      <SiteLink href="#section">Section</SiteLink>
      <SiteLink href="/fkp-datasheet.pdf">Datasheet</SiteLink>
      <SiteLink href="/contact" target="_blank">
        Contact
      </SiteLink>
      <SiteLink href="/blog?page=2" download>
        Export
      </SiteLink>
      <SiteLink href="/security" onClick={(event) => event.preventDefault()}>
        Handled
      </SiteLink>
      <p>Not a link</p>
    </main>
  );
}

beforeEach(() => {
  prefetch.mockClear();
  push.mockClear();
});

describe('SiteLink', () => {
  it('is a plain link, marked for the layout, that works before and without any script', () => {
    const { getByRole } = render(
      <SiteLink href="/about" className="x" aria-current="page">
        About
      </SiteLink>,
    );
    const link = getByRole('link', { name: 'About' });
    expect(link.outerHTML).toBe('<a href="/about" class="x" aria-current="page" data-site-link="">About</a>');
  });
});

describe('useSiteNavigation', () => {
  it('opens another page in place on a plain click, without reloading the document', () => {
    const { getByText } = render(<Page pathname="/" />);
    // fireEvent returns false when the default action (the browser loading the href) was prevented.
    expect(fireEvent.click(getByText('FKP'))).toBe(false);
    expect(push.mock.calls).toEqual([['/fkp']]);
  });

  it('leaves modified and middle clicks, plain links, other origins, files, new windows, downloads and handled clicks to the browser', () => {
    const { getByText } = render(<Page pathname="/" />);
    for (const modifier of ['ctrlKey', 'metaKey', 'shiftKey', 'altKey'])
      expect(fireEvent.click(getByText('FKP'), { [modifier]: true })).toBe(true);
    expect(fireEvent.click(getByText('FKP'), { button: 1 })).toBe(true);
    for (const text of ['Newer post', 'GitHub', 'Datasheet', 'Contact', 'Export', 'Not a link'])
      expect(fireEvent.click(getByText(text))).toBe(true);
    fireEvent.click(getByText('Handled'));
    expect(push).not.toHaveBeenCalled();
  });

  it('prefetches a page once, when a pointer rests on its link, a finger touches it, or it takes focus', () => {
    const { getByText } = render(<Page pathname="/" />);
    expect(prefetch).not.toHaveBeenCalled();
    fireEvent.pointerOver(getByText('FKP'));
    fireEvent.touchStart(getByText('FKP'));
    fireEvent.focusIn(getByText('FKP').closest('a')!);
    expect(prefetch.mock.calls).toEqual([['/fkp']]);
  });

  it('prefetches nothing for plain links, other origins, files, fragments, new windows, downloads and plain text', () => {
    const { getByText } = render(<Page pathname="/" />);
    for (const text of ['Newer post', 'GitHub', 'Section', 'Datasheet', 'Contact', 'Export', 'Not a link'])
      fireEvent.pointerOver(getByText(text));
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('on the drafts preview, prefetches nothing and lets every link load its whole page', () => {
    const { getByText } = render(<Page pathname="/blog/drafts" />);
    fireEvent.pointerOver(getByText('FKP'));
    expect(fireEvent.click(getByText('FKP'))).toBe(true);
    expect(prefetch).not.toHaveBeenCalled();
    expect(push).not.toHaveBeenCalled();
  });
});

describe('intentHref and clickHref', () => {
  const location = { href: 'https://example.com/blog', origin: 'https://example.com', pathname: '/blog', search: '' };
  const link = (href: string) => {
    const a = Object.assign(document.createElement('a'), { href });
    a.setAttribute('data-site-link', '');
    return a;
  };
  const click = (href: string) => {
    const event = new MouseEvent('click', { button: 0 });
    Object.defineProperty(event, 'target', { value: link(href) });
    return clickHref(event, location);
  };

  it('prefetches the path and query of another page of the site, not this page', () => {
    expect(intentHref(link('/blog/5012/a-post/?ref=card'), location)).toBe('/blog/5012/a-post/?ref=card');
    expect(intentHref(link('https://example.com/blog/drafts.html'), location)).toBe('/blog/drafts.html');
    expect(intentHref(link('/blog#latest'), location)).toBeNull();
  });

  it("navigates to another page's fragment, and leaves this page's fragments to the browser's scroll", () => {
    expect(click('/fkp#pricing')).toBe('/fkp#pricing');
    expect(click('/blog?page=2')).toBe('/blog?page=2');
    expect(click('/blog#latest')).toBeNull();
    expect(click('/blog')).toBe('/blog');
  });
});
