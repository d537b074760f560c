import { createHash } from 'node:crypto';
import { blogSources, buildPagePolicy } from './csp';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

function directive(policy: string, name: string): string[] {
  const found = policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([key]) => key === name);
  if (!found) throw new Error(`no ${name} in ${policy}`);
  return found.slice(1);
}

describe('page policy', () => {
  const sources = blogSources({ apiBase: 'https://public-api.wordpress.com/', site: 'news.example.com' });
  const policy = buildPagePolicy({ ...sources, scriptHashes: [sha('a()')] });

  it("limits scripts to the site and the page's hashes, with no unsafe-inline or unsafe-eval", () => {
    expect(directive(policy, 'script-src')).toEqual(["'self'", sha('a()')]);
    expect(policy).not.toMatch(/unsafe-eval/);
    expect(directive(policy, 'default-src')).toEqual(["'self'"]);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'base-uri')).toEqual(["'self'"]);
  });

  it('lets the browser talk only to the site, the blog API and EmailJS', () => {
    expect(directive(policy, 'connect-src')).toEqual(["'self'", 'https://public-api.wordpress.com', 'https://api.emailjs.com']);
  });

  it("loads images only from the site and the blog's image hosts", () => {
    expect(directive(policy, 'img-src')).toEqual([
      "'self'",
      'data:',
      'https://*.wp.com',
      'https://*.files.wordpress.com',
      'https://public-api.wordpress.com',
      'https://news.example.com',
    ]);
  });

  it('uses the WordPress.com API by default and adds no host for a numeric site id', () => {
    expect(blogSources({})).toEqual({
      apiOrigin: 'https://public-api.wordpress.com',
      imageHosts: ['https://*.wp.com', 'https://*.files.wordpress.com', 'https://public-api.wordpress.com'],
    });
    expect(blogSources({ apiBase: 'http://127.0.0.1:5810', site: '123456' }).imageHosts).toEqual([
      'https://*.wp.com',
      'https://*.files.wordpress.com',
      'http://127.0.0.1:5810',
    ]);
  });
});
