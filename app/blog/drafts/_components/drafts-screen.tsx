'use client';

import { buttonClassName } from '@/components/ui/link-button';
import { draftsPage as copy } from '@/content/blog-drafts';
import type { DraftsConfig } from '@/lib/blog/drafts/oauth';
import dynamic from 'next/dynamic';
import { fill } from './fill';
import styles from './drafts.module.css';
import { SignInControl, SignOutControl } from './session-controls';
import { useDrafts, type DraftsNotice, type ServerRendered } from './use-drafts';

// Loaded with the data they draw, never for the sign-in alone: the article view and the list.
const DraftList = dynamic(() => import('./draft-list').then((module) => module.DraftList));
const DraftPreview = dynamic(() => import('./draft-preview').then((module) => module.DraftPreview));

const NOTICES: Record<Exclude<DraftsNotice, null>, string> = {
  ended: copy.notices.ended,
  'wrong-state': copy.notices.wrongState,
  denied: copy.notices.denied,
  failed: copy.notices.failed,
};

/**
 * /blog/drafts: sign in, the list of unpublished posts, or one post previewed with its pre-publish check.
 * `server`: what server mode's code grant loaded for this request (sign-in and sign-out then go to the server).
 */
export function DraftsScreen({ config, server }: { config: DraftsConfig; server?: ServerRendered & { id: number | null } }) {
  const { view, notice, signIn, signOut, retry } = useDrafts(config, undefined, server);
  const signedIn = !['starting', 'signed-out', 'redirecting'].includes(view.kind);
  const words = server ? copy.codeGrant : copy;
  // A WordPress page is drawn wider than an article: the toolbar lines up with it.
  const wide = view.kind === 'preview' && view.drawing.as === 'page';

  return (
    <div className={styles.screen}>
      {signedIn ? (
        <div className={wide ? `${styles.toolbar} ${styles.wide}` : styles.toolbar}>
          {view.kind === 'preview' || view.kind === 'not-found' ? (
            // A full load, not a client-side navigation: the page reads its address once, when it loads.
            // eslint-disable-next-line @next/next/no-html-link-for-pages
            <a href="/blog/drafts" className={styles.back}>
              {copy.preview.back}
            </a>
          ) : (
            <span className={styles.signedIn}>{words.signedIn}</span>
          )}
          <SignOutControl className={buttonClassName('secondary', styles.small)} onClick={signOut} server={!!server} />
        </div>
      ) : null}
      {notice ? (
        <div className={styles.column}>
          <p role="alert" className={styles.notice}>
            {NOTICES[notice]}
          </p>
        </div>
      ) : null}
      {view.kind === 'preview' ? (
        <DraftPreview post={view.post} drawing={view.drawing} items={view.items} siteUrl={config.siteUrl} />
      ) : (
        <div className={styles.page}>
          <h1 className={styles.title}>
            {view.kind === 'other-site'
              ? copy.otherSite.title
              : view.kind === 'unavailable'
                ? copy.unavailable.title
                : view.kind === 'not-found'
                  ? copy.notFound.title
                  : copy.title}
          </h1>
          {view.kind === 'starting' || view.kind === 'redirecting' ? (
            <p role="status">{view.kind === 'starting' ? copy.loading : copy.redirecting}</p>
          ) : null}
          {view.kind === 'starting' ? (
            <noscript>
              <p className={styles.lead}>{copy.noScript}</p>
            </noscript>
          ) : null}
          {view.kind === 'signed-out' ? (
            <>
              <p className={styles.lead}>{words.signedOutBody}</p>
              <SignInControl className={buttonClassName('primary')} onClick={signIn} server={!!server} id={server?.id ?? null} />
            </>
          ) : null}
          {view.kind === 'list' ? <DraftList posts={view.posts} decoded={!!server} /> : null}
          {view.kind === 'other-site' ? <p role="alert">{fill(copy.otherSite.body, { other: view.other, site: config.site })}</p> : null}
          {view.kind === 'not-found' ? <p role="alert">{fill(copy.notFound.body, { id: view.id, site: config.site })}</p> : null}
          {view.kind === 'unavailable' ? (
            <>
              <p role="alert">{copy.unavailable.body}</p>
              <button type="button" className={buttonClassName('primary')} onClick={retry}>
                {copy.unavailable.retry}
              </button>
            </>
          ) : null}
        </div>
      )}
    </div>
  );
}
