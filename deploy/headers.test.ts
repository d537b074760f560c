/**
 * deploy/headers.ts is the one source of the response headers; the nginx snippet, public/_headers and the
 * CloudFront policy are generated from it. A host file edited by hand, or a module change not regenerated, would
 * give the site different security on different hosts.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CACHE_CONTROL, HEADER_POLICY, NO_STORE_PATHS, SECURITY_HEADERS, SECURITY_TXT_CONTENT_TYPE } from './headers';
import { cloudFrontHeaders, headerFiles, parseHeadersFile, parseNginxHeaders, type CloudFrontPolicy } from '@/scripts/tools/header-files';

const root = join(__dirname, '..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');
const lowerCased = (headers: readonly { key: string; value: string }[]) =>
  new Map(headers.map(({ key, value }) => [key.toLowerCase(), value]));

const source = lowerCased(SECURITY_HEADERS);
const security = lowerCased(parseNginxHeaders(read('deploy/snippets/security-headers.conf')));
const site = read('deploy/snippets/static-site.conf');
const headersFile = parseHeadersFile(read('public/_headers'));

it.each(Object.entries(headerFiles()))('%s is what npm run headers writes', (path, generated) => {
  // Out of date: run `npm run headers` and commit the result.
  expect(read(path)).toBe(generated);
});

it('sends the same security headers from nginx, a _headers host and CloudFront', () => {
  expect(security.size).toBeGreaterThanOrEqual(7);
  expect(security).toEqual(source);
  expect(headersFile.get('/*')).toEqual(security);
  const cloudFront = JSON.parse(read('deploy/cloudfront/response-headers-policy.json')) as CloudFrontPolicy;
  expect(cloudFrontHeaders(cloudFront)).toEqual(security);
});

it('sends the values the deploy notes promise', () => {
  expect(Object.fromEntries(source)).toMatchObject({
    'content-security-policy': "frame-ancestors 'none'; object-src 'none'; base-uri 'self'; form-action 'self'",
    'strict-transport-security': 'max-age=63072000; includeSubDomains',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-opener-policy': 'same-origin',
  });
  const permissions = source.get('permissions-policy') ?? '';
  for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()']) {
    expect(permissions).toContain(feature);
  }
});

it('uses the header policy the page policy was designed around', () => {
  expect(security.get('content-security-policy')).toBe(HEADER_POLICY);
  expect(HEADER_POLICY).toContain("frame-ancestors 'none'");
  // A script-src here would have to repeat every page's hashes: the page's meta policy owns scripts.
  expect(HEADER_POLICY).not.toMatch(/default-src|script-src/);
});

it('caches the hashed build output for a year on both hosts', () => {
  expect(CACHE_CONTROL.immutable).toBe('public, max-age=31536000, immutable');
  const staticLocation = /location \^~ \/_next\/static\/ \{([^}]*)\}/.exec(site)?.[1] ?? '';
  expect(lowerCased(parseNginxHeaders(staticLocation)).get('cache-control')).toBe(CACHE_CONTROL.immutable);
  expect(headersFile.get('/_next/static/*')?.get('cache-control')).toBe(CACHE_CONTROL.immutable);
});

it("caches everything else on nginx with the module's short policy", () => {
  // static-site.conf stays hand-written (routing rules); its Cache-Control values are the module's.
  const values = parseNginxHeaders(site)
    .filter(({ key }) => key.toLowerCase() === 'cache-control')
    .map(({ value }) => value);
  expect(values.length).toBeGreaterThanOrEqual(4);
  expect(new Set(values)).toEqual(new Set([CACHE_CONTROL.immutable, CACHE_CONTROL.revalidate]));
});

it('keeps the drafts preview out of every cache: nginx, a _headers host and CloudFront', () => {
  expect(NO_STORE_PATHS).toContain('/blog/drafts');
  expect(CACHE_CONTROL.noStore).toBe('no-store');
  expect(site).toContain('include snippets/no-store.conf;');
  const noStore = read('deploy/snippets/no-store.conf');
  for (const path of NO_STORE_PATHS) {
    const location = noStore.split('location ').find((block) => block.startsWith(`~ ^${path}(`)) ?? '';
    expect(location).toContain('include snippets/security-headers.conf;');
    expect(lowerCased(parseNginxHeaders(location)).get('cache-control')).toBe('no-store');
    for (const rule of [path, `${path}.html`]) expect(headersFile.get(rule)?.get('cache-control')).toBe('no-store');
  }
  const cloudFront = cloudFrontHeaders(JSON.parse(read('deploy/cloudfront/no-store-headers-policy.json')) as CloudFrontPolicy);
  expect(cloudFront.get('cache-control')).toBe('no-store');
  expect(new Map([...cloudFront].filter(([key]) => key !== 'cache-control'))).toEqual(security);
});

it('serves security.txt as text/plain on nginx and a _headers host', () => {
  expect(SECURITY_TXT_CONTENT_TYPE).toBe('text/plain; charset=utf-8');
  expect(headersFile.get('/.well-known/security.txt')?.get('content-type')).toBe(SECURITY_TXT_CONTENT_TYPE);
  const location = /location = \/\.well-known\/security\.txt \{([\s\S]*?)\n\}/.exec(site)?.[1] ?? '';
  expect(location).toContain('default_type text/plain;');
  expect(site).toMatch(/^charset utf-8;$/m);
});

it('includes the security headers in every nginx location that sets a header of its own', () => {
  // nginx drops inherited add_header lines in a location with its own; each must include the snippet again.
  const locations = [...site.matchAll(/location [^{]+\{([^}]*)\}/g)].map((m) => m[1] ?? '');
  const withHeaders = locations.filter((body) => /add_header|return 30/.test(body));
  expect(withHeaders.length).toBeGreaterThanOrEqual(3);
  for (const body of withHeaders) expect(body).toContain('include snippets/security-headers.conf;');
});
