import { checkSecret, presentedSecret } from './secret';

const SECRET = 'c0ffee'.repeat(8);

describe('checkSecret', () => {
  it('accepts the configured secret', () => {
    expect(checkSecret(SECRET, SECRET)).toEqual({ ok: true });
  });

  it.each([
    ['a wrong secret of the same length', 'x'.repeat(SECRET.length)],
    ['a prefix of the secret', SECRET.slice(0, 10)],
    ['the secret with a character more', `${SECRET}0`],
    ['the secret in another case', SECRET.toUpperCase()],
  ])('refuses %s with 401', (_, presented) => {
    expect(checkSecret(presented, SECRET)).toEqual({ ok: false, status: 401, error: 'Wrong secret.' });
  });

  it('refuses a request without a secret with 401', () => {
    expect(checkSecret(null, SECRET)).toMatchObject({ ok: false, status: 401, error: expect.stringMatching(/^Missing secret/) });
  });

  it('answers a server without a secret exactly as a wrong or missing secret', () => {
    // Nothing tells an anonymous caller that the server is misconfigured.
    expect(checkSecret(SECRET, null)).toEqual(checkSecret('x'.repeat(SECRET.length), SECRET));
    expect(checkSecret('', null)).toEqual({ ok: false, status: 401, error: 'Wrong secret.' });
    expect(checkSecret(null, null)).toEqual(checkSecret(null, SECRET));
  });

  it('never repeats the secret or the guess in its message', () => {
    const guess = 'guess-'.repeat(6);
    const results = [checkSecret(guess, SECRET), checkSecret(null, SECRET), checkSecret(guess, null)];
    for (const result of results) {
      expect(JSON.stringify(result)).not.toContain(SECRET);
      expect(JSON.stringify(result)).not.toContain(guess);
    }
  });
});

describe('presentedSecret', () => {
  // jsdom has no Headers; header names are case-insensitive, as in fetch.
  const headers = (init: Record<string, string>) => ({ get: (name: string) => init[name.toLowerCase()] ?? null });

  it('reads a bearer token or the x-revalidate-secret header', () => {
    expect(presentedSecret(headers({ authorization: `Bearer ${SECRET}` }))).toBe(SECRET);
    expect(presentedSecret(headers({ authorization: `bearer ${SECRET}` }))).toBe(SECRET);
    expect(presentedSecret(headers({ 'x-revalidate-secret': SECRET }))).toBe(SECRET);
  });

  it('returns null when neither is sent, or the authorization scheme is not Bearer', () => {
    expect(presentedSecret(headers({}))).toBeNull();
    expect(presentedSecret(headers({ 'x-revalidate-secret': '  ' }))).toBeNull();
    expect(presentedSecret(headers({ authorization: `Basic ${SECRET}` }))).toBeNull();
    expect(presentedSecret(headers({ authorization: 'Bearer' }))).toBeNull();
  });
});
