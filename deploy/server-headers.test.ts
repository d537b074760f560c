/**
 * Server mode sends its headers from next.config.mjs; they must stay deploy/headers.ts's (which the static hosts'
 * files are generated from), with one full Content-Security-Policy in place of the header-only one (its script
 * hashes are added per response by lib/server/csp-response.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serverContentSecurityPolicy, serverSecurityHeaders } from '@/lib/site/csp';
import { parseNginxHeaders } from '@/scripts/tools/header-files';
import { SECURITY_HEADERS } from './headers';

const snippet = readFileSync(join(__dirname, 'snippets', 'security-headers.conf'), 'utf8');

function directives(policy: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name = '', ...sources] = part.trim().split(/\s+/);
    expect(map.has(name)).toBe(false); // each directive once
    map.set(name, sources);
  }
  return map;
}

describe('serverSecurityHeaders', () => {
  it("sends every header of the nginx snippet, with the snippet's values except the CSP", () => {
    const nginx = parseNginxHeaders(snippet);
    const server = serverSecurityHeaders({});
    expect(nginx.length).toBeGreaterThanOrEqual(7);
    expect(server.map(({ key }) => key)).toEqual(nginx.map(({ key }) => key));
    for (const [index, { key, value }] of server.entries()) {
      if (key.toLowerCase() === 'content-security-policy') expect(value).toBe(serverContentSecurityPolicy({}));
      else expect(value).toBe(nginx[index]?.value);
    }
  });

  it('takes the headers from deploy/headers.ts by default, not from nginx text', () => {
    expect(serverSecurityHeaders()).toEqual(serverSecurityHeaders({}, SECURITY_HEADERS));
    const only = serverSecurityHeaders({}, [{ key: 'X-Test', value: 'yes' }]);
    expect(only).toEqual([{ key: 'X-Test', value: 'yes' }]);
  });

  it('reads no file at server start', () => {
    const source = readFileSync(join(__dirname, '..', 'lib', 'site', 'csp.ts'), 'utf8');
    expect(source).not.toMatch(/node:fs|readFileSync|\.conf\b/);
  });
});

describe('serverContentSecurityPolicy', () => {
  const policy = directives(serverContentSecurityPolicy({ apiBase: 'https://blog-api.example.com', site: 'news.example.com' }));

  it("allows no inline script before a response's hashes are added (lib/server/csp-response.ts), and never eval", () => {
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect([...policy.values()].flat()).not.toContain("'unsafe-eval'");
  });

  it('limits connections and images to the site, the blog and EmailJS', () => {
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://blog-api.example.com', 'https://api.emailjs.com']);
    expect(policy.get('img-src')).toEqual(
      expect.arrayContaining(["'self'", 'https://blog-api.example.com', 'https://news.example.com', 'https://*.wp.com']),
    );
  });

  it('carries the header-only directives a meta policy cannot', () => {
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
  });

  it("adds 'wasm-unsafe-eval' for the search page's policy only", () => {
    const search = directives(serverContentSecurityPolicy({}, { wasm: true }));
    expect(search.get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect([...search.values()].flat()).not.toContain("'unsafe-eval'");
    expect(policy.get('script-src')).not.toContain("'wasm-unsafe-eval'");
  });

  it('frames the players given (article routes) and nothing by default', () => {
    const players = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'];
    expect(directives(serverContentSecurityPolicy({}, { frames: players })).get('frame-src')).toEqual(players);
    expect(policy.get('frame-src')).toEqual(["'none'"]);
    expect(policy.get('media-src')).toEqual(
      expect.arrayContaining(["'self'", 'https://news.example.com', 'https://*.files.wordpress.com']),
    );
    expect(policy.get('media-src')).not.toContain('data:');
  });

  it("lets the server's pages reach the analytics collector when the build has one, and only then", () => {
    const analytics = { domain: 'www.example.com', endpoint: 'https://stats.example.com/api/event' };
    expect(directives(serverContentSecurityPolicy({ analytics })).get('connect-src')).toContain('https://stats.example.com');
    expect(directives(serverContentSecurityPolicy({ analytics: {} })).get('connect-src')).not.toContain('https://stats.example.com');
    expect(directives(serverContentSecurityPolicy({ analytics })).get('script-src')).toEqual(["'self'"]);
  });

  it('uses the public WordPress.com API when no blog API is configured', () => {
    expect(directives(serverContentSecurityPolicy()).get('connect-src')).toContain('https://public-api.wordpress.com');
  });
});
