import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { connection } from 'next/server';
import { draftsPage } from '@/content/blog-drafts';
import { draftsConfig } from '@/lib/blog/drafts/config';
import { env } from '@/lib/config/env';
import { DraftsScreen } from './_components/drafts-screen';
import { DraftsUnconfigured } from './_components/drafts-unconfigured';

// The editors' preview: linked from nowhere, kept out of search engines, the sitemap, the feed and the site
// search, and never cached by a host (deploy/headers.ts).
export const metadata: Metadata = {
  title: draftsPage.meta.title,
  description: draftsPage.meta.description,
  robots: { index: false, follow: false },
};

type Search = Promise<Record<string, string | string[] | undefined>>;

/**
 * Server mode with WPCOM_CLIENT_SECRET (read at run time): the server signs the editor in and fetches the drafts
 * for this request's session, so the page is rendered per request. Otherwise (and always in the export) the
 * browser signs in with the implicit grant.
 */
async function codeGrantSession(searchParams: Search) {
  await connection();
  const { serverDeps, serverDraftsView } = await import('@/lib/server/drafts/view');
  const { cookieName } = await import('@/lib/server/drafts/cookies');
  const { config, sessions } = serverDeps();
  if (!config) return null;
  const sessionId = (await cookies()).get(cookieName('session', config.siteUrl))?.value ?? null;
  return serverDraftsView(config, await searchParams, sessionId, { sessions });
}

export default async function DraftsPage({ searchParams }: { searchParams: Search }) {
  const config = draftsConfig();
  if (!config) return <DraftsUnconfigured />;
  const server = env.serverMode ? await codeGrantSession(searchParams) : null;
  return <DraftsScreen config={config} {...(server ? { server } : {})} />;
}
