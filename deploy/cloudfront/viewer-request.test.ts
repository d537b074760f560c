import { readFileSync } from 'node:fs';
import { join } from 'node:path';

type Query = Record<string, { value: string; multiValue?: { value: string }[] }>;
type Request = { uri: string; querystring: Query };
type Redirect = { statusCode: number; headers: { location: { value: string } } };

// The file is a CloudFront Function (no modules): evaluate it as CloudFront does and take `handler`.
const source = readFileSync(join(__dirname, 'viewer-request.js'), 'utf8');
const handler = new Function(`${source}\nreturn handler;`)() as (event: { request: Request }) => Request | Redirect;

const run = (uri: string, querystring: Query = {}) => handler({ request: { uri, querystring } });

describe('CloudFront viewer-request function', () => {
  it('maps a clean URL to the exported .html file', () => {
    expect(run('/about')).toMatchObject({ uri: '/about.html' });
    expect(run('/blog')).toMatchObject({ uri: '/blog.html' });
    expect(run("/blog/42/what's-new-in-cluster-api")).toMatchObject({ uri: "/blog/42/what's-new-in-cluster-api.html" });
  });

  it('serves the home page from index.html', () => {
    expect(run('/')).toMatchObject({ uri: '/index.html' });
  });

  it('leaves real files alone', () => {
    expect(run('/_next/static/chunks/0h6cm29y3cg7p.js')).toMatchObject({ uri: '/_next/static/chunks/0h6cm29y3cg7p.js' });
    expect(run('/about.html')).toMatchObject({ uri: '/about.html' });
    expect(run('/images/frontier-edge-datasheet.pdf')).toMatchObject({ uri: '/images/frontier-edge-datasheet.pdf' });
    expect(run('/robots.txt')).toMatchObject({ uri: '/robots.txt' });
  });

  it('redirects a trailing slash to the canonical URL, keeping the query', () => {
    expect(run('/about/')).toEqual({
      statusCode: 301,
      statusDescription: 'Moved Permanently',
      headers: { location: { value: '/about' } },
    });
    const redirect = run('/blog/', {
      utm_source: { value: 'mail' },
      tag: { value: 'a', multiValue: [{ value: 'a' }, { value: 'b' }] },
      flag: { value: '' },
    }) as Redirect;
    expect(redirect.headers.location.value).toBe('/blog?utm_source=mail&tag=a&tag=b&flag');
  });

  // Each would otherwise be a 301 whose Location a browser resolves to another origin (or a dotfile served).
  const refused = [
    '/%5Cevil.example/',
    '/%09/evil.example/',
    '//evil.example/',
    '/%2F%2Fevil.example/',
    '/%5C%5Cevil.example/',
    '/\\evil.example/',
    '/\tevil.example/',
    '/about%0D%0ALocation:%20https://evil.example/',
    '/.env',
    '/.git/config',
    '/%2Eenv',
    '/blog/.DS_Store',
    '/.well-known/.hidden',
  ];
  it.each(refused)('sends %j to the 404 page, never to a redirect', (uri) => {
    const result = run(uri) as Request & Partial<Redirect>;
    expect(result.statusCode).toBeUndefined();
    // A key below the 404.html file cannot exist in the bucket: S3 misses and the 404 error response answers.
    expect(result.uri).toBe('/404.html/not-found');
  });

  it('still serves /.well-known/', () => {
    expect(run('/.well-known/security.txt')).toMatchObject({ uri: '/.well-known/security.txt' });
  });

  it('never answers with a Location outside the origin', () => {
    for (const uri of [...refused, '/about/', '/a//b/', '/%2e%2e/x/']) {
      const result = run(uri) as Partial<Redirect>;
      const location = result.headers?.location.value;
      if (location === undefined) continue;
      expect(location).toMatch(/^\/[^/\\]/);
      expect(new URL(location, 'https://www.example.com').origin).toBe('https://www.example.com');
    }
  });
});
