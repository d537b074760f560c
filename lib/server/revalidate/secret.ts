import { createHash, timingSafeEqual } from 'node:crypto';

export type SecretCheck = { ok: true } | { ok: false; status: 401; error: string };

/** The secret a caller sent: `Authorization: Bearer <secret>` or `x-revalidate-secret: <secret>`. */
export function presentedSecret(headers: Pick<Headers, 'get'>): string | null {
  const bearer = /^Bearer[ \t]+(\S+)\s*$/i.exec(headers.get('authorization') ?? '')?.[1];
  const header = headers.get('x-revalidate-secret')?.trim();
  return bearer ?? (header || null);
}

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/**
 * Whether the caller may revalidate. Both values are hashed first so timingSafeEqual always compares 32 bytes:
 * the time taken says nothing about the secret, not even its length. Messages never repeat either value.
 *
 * A server without a (valid) secret answers exactly as it does to a wrong one: a distinct answer would tell an
 * anonymous caller that the endpoint is unprotected-by-mistake. The operator learns it from the start-up log
 * (instrumentation.ts).
 */
export function checkSecret(presented: string | null, expected: string | null): SecretCheck {
  if (presented === null) {
    return { ok: false, status: 401, error: 'Missing secret: send Authorization: Bearer <secret> or x-revalidate-secret.' };
  }
  if (expected === null || !timingSafeEqual(digest(presented), digest(expected))) {
    return { ok: false, status: 401, error: 'Wrong secret.' };
  }
  return { ok: true };
}
