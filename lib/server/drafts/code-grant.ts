import * as v from 'valibot';
import { readWpcomClientSecret } from '@/lib/config/env';
import { draftsConfig } from '../../blog/drafts/config';
import { CALLBACK_PATH, type ApiToken, type DraftsConfig } from '../../blog/drafts/oauth';

/*
 * WordPress.com's authorization-code grant, for server mode with WPCOM_CLIENT_SECRET: the editor is sent to the
 * authorize page with response_type=code, comes back to CALLBACK_PATH with a one-time code, and the server trades
 * that code (with the app's secret) for the token at /oauth2/token. The token never reaches the browser.
 */

export type CodeGrantConfig = DraftsConfig & { clientSecret: string };

/** The code grant's settings, or null when the site signs editors in with the implicit grant (no secret). */
export function codeGrantConfig(
  base: DraftsConfig | null = draftsConfig(),
  clientSecret: string | null = readWpcomClientSecret(),
): CodeGrantConfig | null {
  return base && clientSecret ? { ...base, clientSecret } : null;
}

/** The registered redirect URL of a server-mode app: the callback route, on the canonical origin. */
const callbackUrl = (config: Pick<DraftsConfig, 'siteUrl'>) => `${config.siteUrl}${CALLBACK_PATH}`;

export function codeAuthorizeUrl(config: DraftsConfig, state: string): string {
  const query = new URLSearchParams({
    client_id: config.clientId,
    redirect_uri: callbackUrl(config),
    response_type: 'code',
    blog: config.site,
    state,
  });
  return `${config.apiBase}/oauth2/authorize?${query}`;
}

const tokenAnswer = v.object({
  access_token: v.pipe(v.string(), v.minLength(1)),
  token_type: v.string(),
  blog_id: v.optional(v.union([v.number(), v.string(), v.null()])),
});

/** Why the exchange failed, without the answer's body (it may echo the code) or anything secret. */
class CodeExchangeError extends Error {
  constructor(readonly status: number | null) {
    super(`WordPress.com refused the sign-in code${status === null ? '' : ` (HTTP ${status})`}`);
    this.name = 'CodeExchangeError';
  }
}

/** Trades a code for the editor's token: POST {apiBase}/oauth2/token, form fields, the secret in the body only. */
export async function exchangeCode(config: CodeGrantConfig, code: string, fetchImpl: typeof fetch = fetch): Promise<ApiToken> {
  const body = new URLSearchParams({
    client_id: config.clientId,
    client_secret: config.clientSecret,
    redirect_uri: callbackUrl(config),
    code,
    grant_type: 'authorization_code',
  });
  let response: Response;
  try {
    response = await fetchImpl(`${config.apiBase}/oauth2/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body,
      cache: 'no-store',
      signal: AbortSignal.timeout(15_000),
    });
  } catch {
    throw new CodeExchangeError(null);
  }
  if (!response.ok) throw new CodeExchangeError(response.status);
  const parsed = v.safeParse(tokenAnswer, await response.json().catch(() => null));
  if (!parsed.success || parsed.output.token_type.toLowerCase() !== 'bearer') throw new CodeExchangeError(response.status);
  const { access_token, blog_id } = parsed.output;
  return { accessToken: access_token, siteId: blog_id === undefined || blog_id === null || blog_id === '' ? null : String(blog_id) };
}
