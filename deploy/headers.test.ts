/**
 * The nginx snippets and public/_headers are two spellings of one policy; a header changed in one place and
 * not the other would give the site different security on different hosts.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { HEADER_POLICY } from '../scripts/lib/csp.mjs';

const root = join(__dirname, '..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');

function nginxHeaders(conf: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const [, name = '', value = ''] of conf.matchAll(/^\s*add_header\s+([\w-]+)\s+"([^"]*)"(?:\s+always)?\s*;/gm)) {
    headers.set(name.toLowerCase(), value);
  }
  return headers;
}

function headersFileRules(text: string): Map<string, Map<string, string>> {
  const rules = new Map<string, Map<string, string>>();
  let current: Map<string, string> | null = null;
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      current = new Map();
      rules.set(line.trim(), current);
    } else if (current) {
      const colon = line.indexOf(':');
      current.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
    }
  }
  return rules;
}

type CloudFrontPolicy = {
  SecurityHeadersConfig: {
    ContentSecurityPolicy: { ContentSecurityPolicy: string };
    StrictTransportSecurity: { AccessControlMaxAgeSec: number; IncludeSubdomains: boolean; Preload: boolean };
    ContentTypeOptions: object;
    FrameOptions: { FrameOption: string };
    ReferrerPolicy: { ReferrerPolicy: string };
  };
  CustomHeadersConfig: { Quantity: number; Items: { Header: string; Value: string }[] };
};

/** The headers a CloudFront response headers policy makes CloudFront send. */
function cloudFrontHeaders(policy: CloudFrontPolicy): Map<string, string> {
  const { SecurityHeadersConfig: s, CustomHeadersConfig: custom } = policy;
  const hsts = s.StrictTransportSecurity;
  const headers = new Map<string, string>([
    ['content-security-policy', s.ContentSecurityPolicy.ContentSecurityPolicy],
    [
      'strict-transport-security',
      `max-age=${hsts.AccessControlMaxAgeSec}${hsts.IncludeSubdomains ? '; includeSubDomains' : ''}${hsts.Preload ? '; preload' : ''}`,
    ],
    ['x-content-type-options', 'nosniff'],
    ['x-frame-options', s.FrameOptions.FrameOption],
    ['referrer-policy', s.ReferrerPolicy.ReferrerPolicy],
  ]);
  expect(custom.Quantity).toBe(custom.Items.length);
  for (const item of custom.Items) headers.set(item.Header.toLowerCase(), item.Value);
  return headers;
}

const security = nginxHeaders(read('deploy/snippets/security-headers.conf'));
const site = read('deploy/snippets/static-site.conf');
const headersFile = headersFileRules(read('public/_headers'));

it('sends the same security headers from nginx, a _headers host and CloudFront', () => {
  expect(security.size).toBeGreaterThanOrEqual(7);
  expect(headersFile.get('/*')).toEqual(security);
  const cloudFront = JSON.parse(read('deploy/cloudfront/response-headers-policy.json')) as CloudFrontPolicy;
  expect(cloudFrontHeaders(cloudFront)).toEqual(security);
});

it('uses the header policy the page policy was designed around', () => {
  expect(security.get('content-security-policy')).toBe(HEADER_POLICY);
  expect(HEADER_POLICY).toContain("frame-ancestors 'none'");
  // A script-src here would have to repeat every page's hashes: the page's meta policy owns scripts.
  expect(HEADER_POLICY).not.toMatch(/default-src|script-src/);
});

it('caches the hashed build output for a year on both hosts', () => {
  const staticLocation = /location \^~ \/_next\/static\/ \{([^}]*)\}/.exec(site)?.[1] ?? '';
  expect(nginxHeaders(staticLocation).get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect(headersFile.get('/_next/static/*')?.get('cache-control')).toBe('public, max-age=31536000, immutable');
});

it('includes the security headers in every nginx location that sets a header of its own', () => {
  // nginx drops inherited add_header lines in a location with its own; each must include the snippet again.
  const locations = [...site.matchAll(/location [^{]+\{([^}]*)\}/g)].map((m) => m[1] ?? '');
  const withHeaders = locations.filter((body) => /add_header|return 30/.test(body));
  expect(withHeaders.length).toBeGreaterThanOrEqual(3);
  for (const body of withHeaders) expect(body).toContain('include snippets/security-headers.conf;');
});
