import { createHash, timingSafeEqual } from 'node:crypto';

export type SecretCheck = { ok: true } | { ok: false; status: 401 | 500; error: string };

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
 */
export function checkSecret(presented: string | null, expected: string | null): SecretCheck {
  if (expected === null) {
    return { ok: false, status: 500, error: 'On-demand revalidation is off: REVALIDATE_SECRET is not set on this server.' };
  }
  if (presented === null) {
    return { ok: false, status: 401, error: 'Missing secret: send Authorization: Bearer <secret> or x-revalidate-secret.' };
  }
  if (!timingSafeEqual(digest(presented), digest(expected))) return { ok: false, status: 401, error: 'Wrong secret.' };
  return { ok: true };
}
