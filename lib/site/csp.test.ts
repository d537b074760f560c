import { policyDirective, sha256Source } from '@/test-support/csp';
import { blogSources, buildPagePolicy, draftsConnectSources } from './csp';

describe('page policy', () => {
  const sources = blogSources({ apiBase: 'https://public-api.wordpress.com/', site: 'news.example.com' });
  const policy = buildPagePolicy({ ...sources, scriptHashes: [sha256Source('a()')] });

  it("limits scripts to the site and the page's hashes, with no unsafe-inline or unsafe-eval", () => {
    expect(policyDirective(policy, 'script-src')).toEqual(["'self'", sha256Source('a()')]);
    expect(policy).not.toMatch(/unsafe-eval/);
    expect(policyDirective(policy, 'default-src')).toEqual(["'self'"]);
    expect(policyDirective(policy, 'object-src')).toEqual(["'none'"]);
    expect(policyDirective(policy, 'base-uri')).toEqual(["'self'"]);
  });

  it('lets the browser talk only to the site, the blog API and EmailJS', () => {
    expect(policyDirective(policy, 'connect-src')).toEqual(["'self'", 'https://public-api.wordpress.com', 'https://api.emailjs.com']);
  });

  it("loads images only from the site and the blog's image hosts", () => {
    expect(policyDirective(policy, 'img-src')).toEqual([
      "'self'",
      'data:',
      'https://*.wp.com',
      'https://*.files.wordpress.com',
      'https://public-api.wordpress.com',
      'https://news.example.com',
    ]);
  });

  it("adds the analytics collector's origin, and only it, to connect-src when analytics is on", () => {
    const on = (endpoint?: string) =>
      policyDirective(
        buildPagePolicy({ ...blogSources({ analytics: { domain: 'www.example.com', endpoint } }), scriptHashes: [] }),
        'connect-src',
      );
    expect(on()).toEqual(["'self'", 'https://public-api.wordpress.com', 'https://api.emailjs.com', 'https://plausible.io']);
    expect(on('https://stats.example.com/api/event')).toEqual([
      "'self'",
      'https://public-api.wordpress.com',
      'https://api.emailjs.com',
      'https://stats.example.com',
    ]);
    // An endpoint without a domain turns nothing on.
    expect(blogSources({ analytics: { endpoint: 'https://stats.example.com/api/event' } }).analyticsOrigin).toBeUndefined();
  });

  it('gives the drafts preview a connect-src of the blog API alone: no site, EmailJS or collector', () => {
    const sources = blogSources({ apiBase: 'https://public-api.wordpress.com', analytics: { domain: 'www.example.com' } });
    const policy = buildPagePolicy({ ...sources, scriptHashes: [], connect: draftsConnectSources(sources) });
    expect(policyDirective(policy, 'connect-src')).toEqual(['https://public-api.wordpress.com']);
    // Everything else is the page policy as it is.
    expect(policy.replace(/connect-src [^;]*/, '')).toBe(
      buildPagePolicy({ ...sources, scriptHashes: [] }).replace(/connect-src [^;]*/, ''),
    );
  });

  it("leaves script-src as it is with analytics on: the tracker is part of the site's own scripts", () => {
    const sources = blogSources({ analytics: { domain: 'www.example.com' } });
    expect(policyDirective(buildPagePolicy({ ...sources, scriptHashes: [] }), 'script-src')).toEqual(["'self'"]);
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
