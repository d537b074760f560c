import { env, type SiteEnv } from '@/lib/config/env';
import { redirectUri, type DraftsConfig } from './oauth';

let warned = false;

/** The variables the drafts preview needs that this build lacks: the app's Client ID and a WordPress.com site. */
export function missingDraftsVariables(config: Pick<SiteEnv, 'wpcom' | 'blog'> = env): string[] {
  const missing: string[] = [];
  if (!config.wpcom.clientId) missing.push('NEXT_PUBLIC_WPCOM_CLIENT_ID');
  if (!config.blog.site) missing.push('NEXT_PUBLIC_BLOG_SITE');
  return missing;
}

/**
 * What the drafts page signs in with, or null when the build lacks it: then /blog/drafts tells the deployer how
 * to register the WordPress.com app, and the build says so once per process (as for EmailJS).
 */
export function draftsConfig(config: Pick<SiteEnv, 'wpcom' | 'blog' | 'siteUrl'> = env): DraftsConfig | null {
  const { clientId } = config.wpcom;
  const { site, apiBase } = config.blog;
  if (clientId && site) return { apiBase, site, clientId, siteUrl: config.siteUrl };
  if (!warned) {
    warned = true;
    console.warn(
      `[blog] The drafts preview (/blog/drafts) is off: ${missingDraftsVariables(config).join(', ')} not set. ` +
        `Register a WordPress.com app with the redirect URL ${redirectUri(config)} and the JavaScript origin ${config.siteUrl}.`,
    );
  }
  return null;
}
