import {
  ConfigError,
  DEFAULT_RESIZE_HOSTS,
  DEFAULT_BLOG_PRERENDER_POSTS,
  DEFAULT_BLOG_REVALIDATE_SECONDS,
  defaultPhotonHosts,
  parseHostPatterns,
  parseAnalytics,
  parseImageHosts,
  parsePrerenderPosts,
  parseRevalidateSeconds,
  readRedisKeyPrefix,
  readRedisUrl,
  parseWpcomClientId,
  readRevalidateSecret,
  readWpcomClientSecret,
} from './env';

describe('parseWpcomClientId (NEXT_PUBLIC_WPCOM_CLIENT_ID)', () => {
  it('is null when unset or blank: the drafts preview is off', () => {
    expect(parseWpcomClientId(undefined)).toBeNull();
    expect(parseWpcomClientId('  ')).toBeNull();
  });

  it("takes a WordPress.com app's numeric Client ID", () => {
    expect(parseWpcomClientId(' 81234 ')).toBe('81234');
  });

  it('names the variable for anything else', () => {
    for (const bad of ['abc', '12 34', 'https://public-api.wordpress.com', '1234567890123']) {
      expect(() => parseWpcomClientId(bad)).toThrow(/NEXT_PUBLIC_WPCOM_CLIENT_ID/);
    }
  });
});

describe('parseRevalidateSeconds (BLOG_REVALIDATE_SECONDS)', () => {
  it('defaults to five minutes when unset or blank', () => {
    expect(DEFAULT_BLOG_REVALIDATE_SECONDS).toBe(300);
    expect(parseRevalidateSeconds(undefined)).toBe(300);
    expect(parseRevalidateSeconds('  ')).toBe(300);
  });

  it('accepts whole seconds from 1 to a year', () => {
    expect(parseRevalidateSeconds('3')).toBe(3);
    expect(parseRevalidateSeconds(' 600 ')).toBe(600);
    expect(parseRevalidateSeconds('31536000')).toBe(31_536_000);
  });

  it.each(['0', '-5', '1.5', '5m', 'abc', '31536001'])('names the variable for %p', (raw) => {
    expect(() => parseRevalidateSeconds(raw)).toThrow(ConfigError);
    expect(() => parseRevalidateSeconds(raw)).toThrow(/^BLOG_REVALIDATE_SECONDS: /);
  });
});

describe('readRedisUrl (REDIS_URL) and readRedisKeyPrefix (REDIS_KEY_PREFIX)', () => {
  it('accepts redis:// and rediss:// URLs, with a password and a database; unset means one cache per instance', () => {
    expect(readRedisUrl(undefined)).toBeNull();
    expect(readRedisUrl('  ')).toBeNull();
    expect(readRedisUrl('redis://127.0.0.1:6379')).toBe('redis://127.0.0.1:6379');
    expect(readRedisUrl('rediss://:s3cret@cache.example.com:6380/2')).toBe('rediss://:s3cret@cache.example.com:6380/2');
  });

  it('refuses anything else, naming the variable and never repeating the value (it may hold a password)', () => {
    for (const bad of ['cache.example.com:6379', 'http://cache:6379', 'redis://', 'https://:hunter2@cache']) {
      expect(() => readRedisUrl(bad)).toThrow(ConfigError);
      expect(() => readRedisUrl(bad)).toThrow(/^REDIS_URL: must be a redis:\/\/host:port/);
      expect(() => readRedisUrl(bad)).not.toThrow(/hunter2/);
    }
  });

  it('prefixes keys with "site" unless told otherwise, in characters Redis tools show plainly', () => {
    expect(readRedisKeyPrefix(undefined)).toBe('site');
    expect(readRedisKeyPrefix('www-example.com')).toBe('www-example.com');
    expect(() => readRedisKeyPrefix('a b')).toThrow(/^REDIS_KEY_PREFIX: must be 1-64 letters/);
  });
});

describe('readRevalidateSecret (REVALIDATE_SECRET)', () => {
  it('is null when unset or blank', () => {
    expect(readRevalidateSecret(undefined)).toBeNull();
    expect(readRevalidateSecret(' ')).toBeNull();
  });

  it('returns a secret of 32 characters or more', () => {
    const secret = 'a'.repeat(32);
    expect(readRevalidateSecret(` ${secret} `)).toBe(secret);
  });

  it('refuses a short secret without repeating it', () => {
    const short = 'hunter2-hunter2';
    expect(() => readRevalidateSecret(short)).toThrow(/^REVALIDATE_SECRET: must be at least 32 characters/);
    try {
      readRevalidateSecret(short);
    } catch (error) {
      expect((error as Error).message).not.toContain(short);
    }
  });
});

describe('readWpcomClientSecret (WPCOM_CLIENT_SECRET)', () => {
  const secret = 'Zq8xV3nRkT1mW9pLc4YbH6sJd2FgA0eU5oNiQ7rEtXyKaMvBw3lCz8hGjP1uSd4f';

  it('is null when unset or blank: the drafts preview keeps the implicit grant', () => {
    expect(readWpcomClientSecret(undefined, {})).toBeNull();
    expect(readWpcomClientSecret('  ', {})).toBeNull();
  });

  it("returns an app's Client Secret", () => {
    expect(readWpcomClientSecret(` ${secret} `, {})).toBe(secret);
  });

  it('refuses a value that cannot be a Client Secret, naming the variable and never the value', () => {
    for (const bad of ['short-secret', `${secret.slice(0, 20)} ${secret.slice(20)}`]) {
      expect(() => readWpcomClientSecret(bad, {})).toThrow(/^WPCOM_CLIENT_SECRET: /);
      expect(() => readWpcomClientSecret(bad, {})).not.toThrow(bad);
    }
  });

  it('refuses a NEXT_PUBLIC_ copy, which would reach every browser, without repeating it', () => {
    expect(() => readWpcomClientSecret(secret, { NEXT_PUBLIC_WPCOM_CLIENT_SECRET: secret })).toThrow(
      /^NEXT_PUBLIC_WPCOM_CLIENT_SECRET: must not be set/,
    );
    expect(() => readWpcomClientSecret(undefined, { NEXT_PUBLIC_WPCOM_CLIENT_SECRET: secret })).not.toThrow(secret);
    expect(() => readWpcomClientSecret(undefined, { NEXT_PUBLIC_WPCOM_CLIENT_SECRET: secret })).toThrow(/WPCOM_CLIENT_SECRET/);
  });
});

describe('parseImageHosts (NEXT_PUBLIC_BLOG_RESIZE_HOSTS, NEXT_PUBLIC_BLOG_PHOTON_HOSTS)', () => {
  const VARIABLE = 'NEXT_PUBLIC_BLOG_RESIZE_HOSTS';

  it('keeps the default when unset or blank, and empties the list with "none"', () => {
    expect(parseImageHosts(VARIABLE, undefined, DEFAULT_RESIZE_HOSTS)).toEqual([...DEFAULT_RESIZE_HOSTS]);
    expect(parseImageHosts(VARIABLE, '  ', DEFAULT_RESIZE_HOSTS)).toEqual([...DEFAULT_RESIZE_HOSTS]);
    expect(parseImageHosts(VARIABLE, 'none', DEFAULT_RESIZE_HOSTS)).toEqual([]);
    expect(parseImageHosts(VARIABLE, '*.files.wordpress.com,media.example.com', [])).toEqual([
      '*.files.wordpress.com',
      'media.example.com',
    ]);
  });

  it('fails naming the variable on a URL, a port, an IP address or localhost', () => {
    for (const raw of ['https://media.example.com', 'media.example.com:8443', '10.0.0.1', 'localhost']) {
      expect(() => parseImageHosts(VARIABLE, raw, [])).toThrow(ConfigError);
      expect(() => parseImageHosts(VARIABLE, raw, [])).toThrow(/^NEXT_PUBLIC_BLOG_RESIZE_HOSTS: must be "none" or a comma-separated list/);
    }
  });

  it("defaults Photon to the blog's own domain, never to a numeric site id", () => {
    expect(defaultPhotonHosts('News.Example.com')).toEqual(['news.example.com']);
    expect(defaultPhotonHosts('example.wordpress.com')).toEqual(['example.wordpress.com']);
    expect(defaultPhotonHosts('123456')).toEqual([]);
    expect(defaultPhotonHosts(null)).toEqual([]);
  });
});

describe('parsePrerenderPosts (BLOG_PRERENDER_POSTS)', () => {
  it('defaults to 200 when unset or blank', () => {
    expect(DEFAULT_BLOG_PRERENDER_POSTS).toBe(200);
    expect(parsePrerenderPosts(undefined)).toBe(200);
    expect(parsePrerenderPosts('  ')).toBe(200);
  });

  it('takes 0 (render every article on demand) up to 10,000', () => {
    expect(parsePrerenderPosts('0')).toBe(0);
    expect(parsePrerenderPosts('1000')).toBe(1000);
    expect(parsePrerenderPosts('10000')).toBe(10000);
  });

  it('names the variable for anything else', () => {
    for (const raw of ['-1', '1.5', '200 posts', '10001', 'all']) {
      expect(() => parsePrerenderPosts(raw)).toThrow(ConfigError);
      expect(() => parsePrerenderPosts(raw)).toThrow(/BLOG_PRERENDER_POSTS/);
    }
  });
});

describe('parseHostPatterns', () => {
  it('reads a comma-separated list, folding case and duplicates', () => {
    expect(parseHostPatterns(' *.files.wordpress.com , Blog.Example.com,blog.example.com ')).toEqual([
      '*.files.wordpress.com',
      'blog.example.com',
    ]);
    expect(parseHostPatterns('none')).toEqual([]);
    expect(parseHostPatterns('NONE')).toEqual([]);
  });

  it.each([
    'https://blog.example.com',
    'blog.example.com:443',
    'blog.example.com/uploads',
    'localhost',
    'a.localhost',
    '127.0.0.1',
    '*',
    '*.com.',
    'com',
    '*.*.example.com',
    'a..example.com',
    '-a.example.com',
    'blog.example.com,',
    'user@blog.example.com',
    'bücher.example',
  ])('refuses %j', (value) => {
    expect(parseHostPatterns(value)).toBeNull();
  });
});

describe('parseAnalytics (NEXT_PUBLIC_PLAUSIBLE_DOMAIN, NEXT_PUBLIC_PLAUSIBLE_ENDPOINT)', () => {
  it('is off when the domain is unset or blank, the default', () => {
    expect(parseAnalytics(undefined, undefined)).toBeNull();
    expect(parseAnalytics('  ', 'https://plausible.example.com/api/event')).toBeNull();
  });

  it("posts to plausible.io's Events API unless told otherwise, with the domain in lower case", () => {
    expect(parseAnalytics(' WWW.Example.com ', undefined)).toEqual({
      domain: 'www.example.com',
      endpoint: 'https://plausible.io/api/event',
    });
  });

  it('takes a self-hosted Community Edition or a proxy, over https, or http to this machine', () => {
    expect(parseAnalytics('www.example.com', 'https://stats.example.com/api/event')?.endpoint).toBe('https://stats.example.com/api/event');
    expect(parseAnalytics('www.example.com', 'https://www.example.com/stats/api/event')?.endpoint).toBe(
      'https://www.example.com/stats/api/event',
    );
    expect(parseAnalytics('site.test', 'http://127.0.0.1:7189/api/event')?.endpoint).toBe('http://127.0.0.1:7189/api/event');
  });

  it.each(['https://www.example.com', 'www.example.com/blog', 'localhost', '10.0.0.1', '*.example.com', 'example', 'example.com:8443'])(
    'names the domain variable for %p',
    (raw) => {
      expect(() => parseAnalytics(raw, undefined)).toThrow(
        /^NEXT_PUBLIC_PLAUSIBLE_DOMAIN: must be the site's domain as registered in Plausible/,
      );
    },
  );

  it.each([
    'plausible.io/api/event',
    'http://plausible.example.com/api/event',
    'https://plausible.example.com',
    'https://plausible.example.com/api/event?key=1',
    'https://user:pass@plausible.example.com/api/event',
    'ftp://plausible.example.com/api/event',
  ])('names the endpoint variable for %p, even with analytics off', (raw) => {
    expect(() => parseAnalytics(undefined, raw)).toThrow(
      /^NEXT_PUBLIC_PLAUSIBLE_ENDPOINT: must be the https URL of a Plausible Events API/,
    );
  });
});
