import { decode } from 'he';
import { DraftsError, fetchDraft, fetchDrafts, fetchSite } from '../../blog/drafts/api';
import type { CheckTools } from '../../blog/drafts/check';
import { requestedId } from '../../blog/drafts/oauth';
import { loadView, type DraftsCalls, type DraftsView } from '../../blog/drafts/session';
import { promoteOpeningCoverIn } from '../../wp-pages/hero';
import { codeGrantConfig, type CodeGrantConfig } from './code-grant';
import type { RouteDeps } from './routes';
import { createSessions, type Sessions } from './sessions';
import { serverStore } from './store';

/** Why the sign-in is offered again: the browser's DraftsNotice, and the callback's 'failed'. */
type ServerNotice = 'ended' | 'wrong-state' | 'denied' | 'failed' | null;

/** What the page draws for this request: the view, a notice, and the post asked for (the sign-in's return). */
export type ServerDrafts = { view: DraftsView; notice: ServerNotice; id: number | null };

const NOTICES: ReadonlySet<string> = new Set(['wrong-state', 'denied', 'failed']);

/** The routes' and the page's collaborators in this process: the settings, and the sessions in the shared store. */
export function serverDeps(): RouteDeps & { config: CodeGrantConfig | null } {
  return { config: codeGrantConfig(), sessions: createSessions(serverStore()) };
}

/**
 * The published pages' sanitiser, decoder and hero pass as the server runs them, reporting findings as the
 * browser's do.
 */
export async function serverCheckTools(apiOrigin: string): Promise<CheckTools> {
  const [{ sanitizeHtmlInNode }, { sanitizeWith }, { collectFindings }, { JSDOM }, { default: createDOMPurify }] = await Promise.all([
    import('../../blog/source'),
    import('../../blog/sanitize'),
    import('../../blog/sanitize/findings'),
    import('jsdom'),
    import('dompurify'),
  ]);
  return {
    decode,
    sanitize: sanitizeHtmlInNode,
    sanitizeWithFindings: (html) => {
      const findings: Parameters<typeof collectFindings>[0] = [];
      const purifier = createDOMPurify(new JSDOM('').window as unknown as Parameters<typeof createDOMPurify>[0]);
      return { html: sanitizeWith(purifier, html, collectFindings(findings)), findings };
    },
    hero: (html) => promoteOpeningCoverIn(new JSDOM('').window.document, html),
    apiOrigin,
  };
}

const serverCalls = (apiOrigin: string): DraftsCalls => ({
  fetchSite,
  fetchDraft,
  fetchDrafts,
  tools: () => serverCheckTools(apiOrigin),
});

/** Titles and names decoded here: the list draws them as text, and the browser's DOM decoder is not on the server. */
function decodedList(view: DraftsView): DraftsView {
  if (view.kind !== 'list') return view;
  const posts = view.posts.map((post) => ({
    ...post,
    title: decode(post.title).trim(),
    author: post.author ? { name: decode(post.author.name).trim() } : post.author,
  }));
  return { kind: 'list', posts };
}

/**
 * The page for the session `sessionId` names, fetched by the server with that session's token and for it alone
 * (the page is rendered per request and never cached). An ended session (idle, signed out, or the token
 * refused by WordPress.com) is the sign-in again, saying so.
 */
export async function serverDraftsView(
  config: CodeGrantConfig,
  search: { id?: string | string[] | undefined; notice?: string | string[] | undefined },
  sessionId: string | null,
  { sessions, calls = serverCalls(config.apiBase) }: { sessions: Sessions; calls?: DraftsCalls },
): Promise<ServerDrafts> {
  const id = requestedId(`?id=${typeof search.id === 'string' ? encodeURIComponent(search.id) : ''}`);
  const asked = typeof search.notice === 'string' && NOTICES.has(search.notice) ? (search.notice as ServerNotice) : null;
  let token;
  try {
    token = sessionId ? await sessions.read(sessionId) : null;
  } catch (error) {
    console.error(`[drafts] the sessions could not be read: ${error instanceof Error ? error.message : String(error)}`);
    return { view: { kind: 'unavailable' }, notice: null, id };
  }
  if (!token) return { view: { kind: 'signed-out' }, notice: asked ?? (sessionId ? 'ended' : null), id };
  try {
    return { view: decodedList(await loadView(config, token, id, calls)), notice: null, id };
  } catch (error) {
    if (!(error instanceof DraftsError && error.kind === 'signed-out')) throw error;
    await sessions.end(sessionId!).catch(() => {});
    return { view: { kind: 'signed-out' }, notice: 'ended', id };
  }
}
