import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { publicConfig } from './env-public';
import { ENV_SCHEMA } from './env-schema';
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
  parseEnv,
  parseServerEnv,
  readMetricsPort,
  readLogLevel,
  readDrainSeconds,
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

describe('parseEnv (the build configuration, one schema)', () => {
  it('gives the defaults when nothing is set', () => {
    expect(parseEnv({})).toEqual({
      siteUrl: 'http://localhost:3000',
      blog: {
        apiBase: 'https://public-api.wordpress.com',
        site: null,
        revalidateSeconds: 300,
        prerenderPosts: 200,
        images: { resizeHosts: [...DEFAULT_RESIZE_HOSTS], photonHosts: [] },
      },
      serverMode: false,
      building: false,
      emailjs: { serviceId: null, templateId: null, publicKey: null },
      wpcom: { clientId: null },
      analytics: null,
    });
  });

  const configured = {
    NEXT_PUBLIC_SITE_URL: ' https://www.example.com/ ',
    NEXT_PUBLIC_BLOG_API_BASE: 'http://127.0.0.1:4180',
    NEXT_PUBLIC_BLOG_SITE: 'News.Example.com',
    NEXT_PUBLIC_BLOG_RESIZE_HOSTS: 'none',
    NEXT_PUBLIC_EMAILJS_SERVICE_ID: 'service_1',
    NEXT_PUBLIC_EMAILJS_TEMPLATE_ID: 'template_1',
    NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: 'key-1',
    NEXT_PUBLIC_WPCOM_CLIENT_ID: '81234',
    NEXT_PUBLIC_PLAUSIBLE_DOMAIN: 'WWW.example.com',
    NEXT_OUTPUT: 'server',
    NEXT_PHASE: 'phase-production-build',
    BLOG_REVALIDATE_SECONDS: '60',
    BLOG_PRERENDER_POSTS: '0',
  };

  it('reads every build variable, and its public half is what the browser computes from the same values', () => {
    const config = parseEnv(configured);
    expect(config).toMatchObject({
      siteUrl: 'https://www.example.com',
      blog: { apiBase: 'http://127.0.0.1:4180', site: 'News.Example.com', revalidateSeconds: 60, prerenderPosts: 0 },
      serverMode: true,
      building: true,
      analytics: { domain: 'www.example.com', endpoint: 'https://plausible.io/api/event' },
    });
    expect(config.blog.images).toEqual({ resizeHosts: [], photonHosts: ['news.example.com'] });
    const { blog, serverMode, building, ...rest } = config;
    void [serverMode, building];
    const { revalidateSeconds, prerenderPosts, ...publicBlog } = blog;
    void [revalidateSeconds, prerenderPosts];
    expect(publicConfig(configured)).toEqual({ ...rest, blog: publicBlog });
  });

  it('names the first variable it refuses, and lists the others after it', () => {
    expect(() => parseEnv({ NEXT_PUBLIC_SITE_URL: 'www.example.com' })).toThrow(/^NEXT_PUBLIC_SITE_URL: must be an absolute http\(s\) URL/);
    expect(() => parseEnv({ NEXT_PUBLIC_SITE_URL: 'ftp://example.com' })).toThrow(
      /^NEXT_PUBLIC_SITE_URL: must use http or https, got "ftp:"/,
    );
    expect(() => parseEnv({ NEXT_PUBLIC_BLOG_API_BASE: 'https://example.com/api' })).toThrow(
      /^NEXT_PUBLIC_BLOG_API_BASE: must be an origin without a path/,
    );
    expect(() => parseEnv({ NEXT_PUBLIC_BLOG_SITE: 'https://x.example.com' })).toThrow(/^NEXT_PUBLIC_BLOG_SITE: /);
    expect(() => parseEnv({ NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: 'a b' })).toThrow(/^NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: must be 3-64/);
    try {
      parseEnv({ NEXT_PUBLIC_BLOG_SITE: 'x y', BLOG_PRERENDER_POSTS: 'all' });
      throw new Error('accepted');
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).variable).toBe('NEXT_PUBLIC_BLOG_SITE');
      expect((error as Error).message).toMatch(/\nBLOG_PRERENDER_POSTS: must be a whole number of posts/);
    }
  });

  it('has a rule for every variable .env.example lists, and nothing else', () => {
    const listed = [...readFileSync(join(__dirname, '../..', '.env.example'), 'utf8').matchAll(/^([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]);
    // Read by the build pipeline (scripts/build/site-url.ts), not by the site.
    const pipeline = ['ALLOW_LOCALHOST_SITE_URL'];
    for (const name of listed) if (!pipeline.includes(name!)) expect(Object.keys(ENV_SCHEMA.entries)).toContain(name);
  });
});

describe('parseServerEnv (the server run-time configuration)', () => {
  it('gives the defaults when nothing is set', () => {
    expect(parseServerEnv({})).toEqual({
      redis: { url: null, keyPrefix: 'site' },
      logLevel: 'info',
      metricsPort: null,
      drainSeconds: 0,
      otel: {},
    });
  });

  it('reads each variable by its rule, and the OpenTelemetry ones trimmed', () => {
    const config = parseServerEnv({
      REDIS_URL: 'redis://cache:6379',
      REDIS_KEY_PREFIX: 'www',
      LOG_LEVEL: 'WARN',
      METRICS_PORT: '9464',
      PORT: '3000',
      SHUTDOWN_DRAIN_SECONDS: '2.5',
      OTEL_EXPORTER_OTLP_ENDPOINT: ' http://collector:4318 ',
      OTEL_SERVICE_NAME: ' ',
    });
    expect(config).toEqual({
      redis: { url: 'redis://cache:6379', keyPrefix: 'www' },
      logLevel: 'warn',
      metricsPort: 9464,
      drainSeconds: 2.5,
      otel: { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' },
    });
  });

  it('refuses a malformed value by name, never repeating a secret', () => {
    expect(() => parseServerEnv({ LOG_LEVEL: 'verbose' })).toThrow(/^LOG_LEVEL: must be one of fatal, error/);
    expect(() => parseServerEnv({ METRICS_PORT: '3000', PORT: ' 3000 ' })).toThrow(/^METRICS_PORT: must differ from PORT/);
    expect(() => parseServerEnv({ SHUTDOWN_DRAIN_SECONDS: '301' })).toThrow(/^SHUTDOWN_DRAIN_SECONDS: /);
    const password = 'hunter2-hunter2-hunter2';
    expect(() => parseServerEnv({ REDIS_URL: `https://:${password}@cache` })).toThrow(/^REDIS_URL: /);
    expect(() => parseServerEnv({ REDIS_URL: `https://:${password}@cache` })).not.toThrow(new RegExp(password));
  });

  it('leaves a short revalidation secret to the endpoint, which logs it (not fatal at start)', () => {
    expect(() => parseServerEnv({ REVALIDATE_SECRET: 'short' })).not.toThrow();
  });

  it('keeps the single readers the other modules use, with the same rules', () => {
    expect(readMetricsPort('9464', '3000')).toBe(9464);
    expect(() => readMetricsPort('3000', '3000')).toThrow(/^METRICS_PORT: must differ from PORT/);
    expect(readLogLevel(' Debug ')).toBe('debug');
    expect(readDrainSeconds('10')).toBe(10);
  });
});

describe('lib/config/env-public.ts (what client modules import)', () => {
  it('holds no validator and no message: valibot and the schema stay on the server', () => {
    const source = readFileSync(join(__dirname, 'env-public.ts'), 'utf8');
    expect([...source.matchAll(/^import .* from '([^']+)'/gm)].map((m) => m[1])).toEqual([]);
    expect(source).not.toMatch(/must be/);
  });

  it('never throws, even on values the schema refuses (the build fails with the schema message instead)', () => {
    expect(() =>
      publicConfig({
        NEXT_PUBLIC_SITE_URL: 'not a url',
        NEXT_PUBLIC_BLOG_RESIZE_HOSTS: 'http://x',
        NEXT_PUBLIC_PLAUSIBLE_DOMAIN: 'x',
        NEXT_PUBLIC_PLAUSIBLE_ENDPOINT: '::',
      }),
    ).not.toThrow();
  });
});
