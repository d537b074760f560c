/**
 * Server mode sends its headers from next.config.mjs; they must stay the nginx snippet's, with one full
 * Content-Security-Policy in place of the header-only one (no per-page hashes on a server, see the module).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseNginxHeaders, serverContentSecurityPolicy, serverSecurityHeaders } from '../scripts/lib/server-headers.mjs';

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
    const server = serverSecurityHeaders({}, snippet);
    expect(nginx.length).toBeGreaterThanOrEqual(7);
    expect(server.map(({ key }) => key)).toEqual(nginx.map(({ key }) => key));
    for (const [index, { key, value }] of server.entries()) {
      if (key.toLowerCase() === 'content-security-policy') expect(value).toBe(serverContentSecurityPolicy({}));
      else expect(value).toBe(nginx[index]?.value);
    }
  });

  it('reads the snippet in the repository by default', () => {
    expect(serverSecurityHeaders()).toEqual(serverSecurityHeaders({}, snippet));
  });
});

describe('serverContentSecurityPolicy', () => {
  const policy = directives(
    serverContentSecurityPolicy({ apiBase: 'https://blog-api.example.com', site: 'news.example.com' }),
  );

  it("allows inline scripts (Next's bootstrap) but never eval", () => {
    expect(policy.get('script-src')).toEqual(["'self'", "'unsafe-inline'"]);
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
    expect(search.get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'", "'unsafe-inline'"]);
    expect([...search.values()].flat()).not.toContain("'unsafe-eval'");
    expect(policy.get('script-src')).not.toContain("'wasm-unsafe-eval'");
  });

  it('uses the public WordPress.com API when no blog API is configured', () => {
    expect(directives(serverContentSecurityPolicy()).get('connect-src')).toContain('https://public-api.wordpress.com');
  });
});
