import {
  cloudFrontHeaders,
  cloudFrontPolicy,
  parseHeadersFile,
  parseNginxHeaders,
  renderCloudFrontPolicy,
  renderHeadersFile,
  renderNginxSnippet,
} from './header-files.mjs';

const headers = [
  { key: 'Content-Security-Policy', value: "frame-ancestors 'none'" },
  { key: 'Strict-Transport-Security', value: 'max-age=600; includeSubDomains; preload' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
  { key: 'Referrer-Policy', value: 'no-referrer' },
  { key: 'X-Custom', value: 'a=(), b=()' },
];
const asMap = new Map(headers.map(({ key, value }) => [key.toLowerCase(), value]));

it('writes an nginx snippet that nginx sends on every response, in order', () => {
  const conf = renderNginxSnippet(headers);
  expect(conf).toContain(`add_header X-Custom "a=(), b=()" always;`);
  expect(parseNginxHeaders(conf)).toEqual(headers);
});

it('writes a _headers file with the headers on /*, the immutable cache and the security.txt type', () => {
  const rules = parseHeadersFile(renderHeadersFile(headers, { immutable: 'max-age=1', revalidate: 'max-age=0' }));
  expect([...rules.keys()]).toEqual(['/*', '/_next/static/*', '/.well-known/security.txt']);
  expect(rules.get('/*')).toEqual(asMap);
  expect(rules.get('/_next/static/*')).toEqual(new Map([['cache-control', 'max-age=1']]));
  expect(rules.get('/.well-known/security.txt')).toEqual(new Map([['content-type', 'text/plain; charset=utf-8']]));
});

it('puts the headers CloudFront knows in SecurityHeadersConfig and the rest in custom headers', () => {
  const policy = cloudFrontPolicy(headers);
  expect(Object.keys(policy.SecurityHeadersConfig)).toEqual([
    'ContentSecurityPolicy',
    'StrictTransportSecurity',
    'ContentTypeOptions',
    'FrameOptions',
    'ReferrerPolicy',
  ]);
  expect(policy.CustomHeadersConfig).toEqual({ Quantity: 1, Items: [{ Header: 'X-Custom', Value: 'a=(), b=()', Override: true }] });
  expect(policy.Comment.length).toBeLessThanOrEqual(128); // CloudFront's limit
  expect(cloudFrontHeaders(JSON.parse(renderCloudFrontPolicy(headers)))).toEqual(asMap);
});

it('refuses a value a host file cannot carry as written', () => {
  for (const value of ['a "quoted" word', 'back\\slash', '$host', 'two\nlines']) {
    const bad = [{ key: 'X-Bad', value }];
    expect(() => renderNginxSnippet(bad)).toThrow(/X-Bad/);
    expect(() => renderHeadersFile(bad)).toThrow(/X-Bad/);
  }
  expect(() => renderNginxSnippet([{ key: 'X Bad', value: 'x' }])).toThrow(/not a token/);
});

it('refuses a security header CloudFront cannot send as given', () => {
  expect(() => cloudFrontPolicy([{ key: 'X-Frame-Options', value: 'ALLOW-FROM https://a.example' }])).toThrow(/X-Frame-Options/);
  expect(() => cloudFrontPolicy([{ key: 'Strict-Transport-Security', value: 'max-age=1; preload; includeSubDomains' }])).toThrow(
    /Strict-Transport-Security/,
  );
  expect(() => cloudFrontPolicy([{ key: 'X-Content-Type-Options', value: 'sniff' }])).toThrow(/X-Content-Type-Options/);
});
