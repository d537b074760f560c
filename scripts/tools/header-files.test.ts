import assert from 'node:assert/strict';
import { test as it } from 'node:test';
import {
  cloudFrontHeaders,
  cloudFrontPolicy,
  parseHeadersFile,
  parseNginxHeaders,
  renderCloudFrontPolicy,
  renderHeadersFile,
  renderNginxSnippet,
} from './header-files';

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
  assert.ok(conf.includes(`add_header X-Custom "a=(), b=()" always;`));
  assert.deepEqual(parseNginxHeaders(conf), headers);
});

it('writes a _headers file with the headers on /*, the immutable cache and the security.txt type', () => {
  const rules = parseHeadersFile(
    renderHeadersFile(headers, { immutable: 'max-age=1', revalidate: 'max-age=0', noStore: 'no-store' }, ['/x']),
  );
  assert.deepEqual([...rules.keys()], ['/*', '/_next/static/*', '/.well-known/security.txt', '/x', '/x.html']);
  assert.deepEqual(rules.get('/x'), new Map([['cache-control', 'no-store']]));
  assert.deepEqual(rules.get('/*'), asMap);
  assert.deepEqual(rules.get('/_next/static/*'), new Map([['cache-control', 'max-age=1']]));
  assert.deepEqual(rules.get('/.well-known/security.txt'), new Map([['content-type', 'text/plain; charset=utf-8']]));
});

it('puts the headers CloudFront knows in SecurityHeadersConfig and the rest in custom headers', () => {
  const policy = cloudFrontPolicy(headers);
  assert.deepEqual(Object.keys(policy.SecurityHeadersConfig), [
    'ContentSecurityPolicy',
    'StrictTransportSecurity',
    'ContentTypeOptions',
    'FrameOptions',
    'ReferrerPolicy',
  ]);
  assert.deepEqual(policy.CustomHeadersConfig, { Quantity: 1, Items: [{ Header: 'X-Custom', Value: 'a=(), b=()', Override: true }] });
  assert.ok(policy.Comment.length <= 128); // CloudFront's limit
  assert.deepEqual(cloudFrontHeaders(JSON.parse(renderCloudFrontPolicy(headers))), asMap);
});

it('refuses a value a host file cannot carry as written', () => {
  for (const value of ['a "quoted" word', 'back\\slash', '$host', 'two\nlines']) {
    const bad = [{ key: 'X-Bad', value }];
    assert.throws(() => renderNginxSnippet(bad), /X-Bad/);
    assert.throws(() => renderHeadersFile(bad), /X-Bad/);
  }
  assert.throws(() => renderNginxSnippet([{ key: 'X Bad', value: 'x' }]), /not a token/);
});

it('refuses a security header CloudFront cannot send as given', () => {
  assert.throws(() => cloudFrontPolicy([{ key: 'X-Frame-Options', value: 'ALLOW-FROM https://a.example' }]), /X-Frame-Options/);
  assert.throws(
    () => cloudFrontPolicy([{ key: 'Strict-Transport-Security', value: 'max-age=1; preload; includeSubDomains' }]),
    /Strict-Transport-Security/,
  );
  assert.throws(() => cloudFrontPolicy([{ key: 'X-Content-Type-Options', value: 'sniff' }]), /X-Content-Type-Options/);
});
