/** @jest-environment node */
import { redactor, secretValues } from './redact';

describe('log redaction', () => {
  const redact = redactor(
    secretValues({
      REVALIDATE_SECRET: 'e2e-revalidate-secret-7c1d0f4e9a2b6c835e10d7f4',
      REDIS_URL: 'rediss://:hunter2hunter2@cache:6380',
      LOG_LEVEL: 'debug',
    }),
  );

  it('masks bearer tokens and Authorization values', () => {
    expect(redact('GET /x Authorization: Bearer abc.def-123')).toBe('GET /x Authorization: Bearer [redacted]');
    expect(redact('{"authorization":"token-123"}')).toBe('{"authorization":"[redacted]"}');
  });

  it('masks secrets and tokens in query strings, keeping the other parameters', () => {
    expect(redact('/api/revalidate?secret=abc&id=4&access_token=xyz#token=q')).toBe(
      '/api/revalidate?secret=[redacted]&id=4&access_token=[redacted]#token=[redacted]',
    );
  });

  it("masks a URL's password and the values of secret variables wherever they appear", () => {
    expect(redact('connect rediss://:hunter2hunter2@cache:6380 failed')).not.toContain('hunter2hunter2');
    expect(redact('password hunter2hunter2 rejected')).toBe('password [redacted] rejected');
    expect(redact('got e2e-revalidate-secret-7c1d0f4e9a2b6c835e10d7f4 in a body')).toBe('got [redacted] in a body');
  });

  it('leaves ordinary lines alone (short settings are not secrets)', () => {
    expect(redact('[cache] Redis is back: the cache is shared again (debug)')).toBe(
      '[cache] Redis is back: the cache is shared again (debug)',
    );
  });
});
