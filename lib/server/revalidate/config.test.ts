import { revalidateConfig } from './config';

describe('revalidateConfig', () => {
  it('returns the secret and no problem when it is set', () => {
    const secret = 'a'.repeat(40);
    expect(revalidateConfig(secret)).toEqual({ secret, problem: null });
  });

  it('names the problem for the log when the secret is unset or too short, never repeating the value', () => {
    expect(revalidateConfig(undefined)).toEqual({ secret: null, problem: expect.stringMatching(/^REVALIDATE_SECRET is not set/) });
    const short = revalidateConfig('short-secret');
    expect(short.secret).toBeNull();
    expect(short.problem).toContain('at least 32 characters');
    expect(short.problem).not.toContain('short-secret');
  });
});
