import { ConfigError, readRevalidateSecret } from '@/lib/config/env';

export type RevalidateConfig = { secret: string | null; problem: string | null };

/**
 * The endpoint's secret, and what is wrong with the configuration when there is none. The problem is for the
 * server's log only (it names the variable and the rule, never the value); callers get a plain 401.
 */
/** `raw` unset: the process's REVALIDATE_SECRET (read by lib/config/env.ts). */
export function revalidateConfig(raw?: string): RevalidateConfig {
  const consequence = 'POST /api/revalidate refuses every call (401) and pages refresh only after BLOG_REVALIDATE_SECONDS.';
  try {
    const secret = readRevalidateSecret(raw);
    return { secret, problem: secret === null ? `REVALIDATE_SECRET is not set: ${consequence}` : null };
  } catch (error) {
    const reason = error instanceof ConfigError ? error.message : 'REVALIDATE_SECRET could not be read';
    return { secret: null, problem: `${reason}. ${consequence}` };
  }
}
