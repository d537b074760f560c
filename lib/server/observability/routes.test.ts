/** @jest-environment node */
import { cacheKind, OTHER_ROUTES, routeMatcher } from './routes';

// As the build writes them (.next-server/routes-manifest.json): the specific routes come before the catch-alls.
const match = routeMatcher({
  staticRoutes: [
    { page: '/', regex: '^/(?:/)?$' },
    { page: '/about', regex: '^/about(?:/)?$' },
    { page: '/blog', regex: '^/blog(?:/)?$' },
  ],
  dynamicRoutes: [
    { page: '/blog/page/[page]', regex: '^/blog/page/([^/]+?)(?:/)?$' },
    { page: '/blog/[articleId]/[modifiedTitle]', regex: '^/blog/([^/]+?)/([^/]+?)(?:/)?$' },
  ],
});

describe('route templates', () => {
  it('names a page by its template, never by the path a visitor asked for', () => {
    expect(match('/blog/4101/hardening-fkp-clusters?utm_source=x', 200)).toBe('/blog/[articleId]/[modifiedTitle]');
    expect(match('/blog/page/2', 200)).toBe('/blog/page/[page]');
    expect(match('/about', 200)).toBe('/about');
    expect(match('/', 200)).toBe('/');
  });

  it("counts a page's RSC payloads as the page", () => {
    expect(match('/about.rsc', 200)).toBe('/about');
    expect(match('/index.rsc', 200)).toBe('/');
    expect(match('/blog.segments/_tree.segment.rsc', 200)).toBe('/blog');
  });

  it('puts assets, public files and unknown paths in a few fixed labels', () => {
    expect(match('/_next/static/chunks/abc.js', 200)).toBe(OTHER_ROUTES.assets);
    expect(match('/_next/image?url=x', 200)).toBe(OTHER_ROUTES.next);
    expect(match('/images/logo.svg', 200)).toBe(OTHER_ROUTES.file);
    expect(match('/wp-login.php', 404)).toBe(OTHER_ROUTES.unmatched);
    expect(match('/a/b/c/d', 404)).toBe(OTHER_ROUTES.unmatched);
  });

  it('sorts templates into the cache kinds', () => {
    expect(cacheKind('/blog/[articleId]/[modifiedTitle]')).toBe('article');
    expect(cacheKind('/blog/page/[page]')).toBe('blog');
    expect(cacheKind('/blog')).toBe('blog');
    expect(cacheKind('/about')).toBe('page');
  });
});
