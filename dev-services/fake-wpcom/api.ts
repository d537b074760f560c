// The fake WordPress.com REST API's behaviour, apart from HTTP plumbing (server.ts) so unit tests can drive it.
// Rules follow the Jetpack endpoint sources (see fixtures/README.md): `number` defaults to 20 and over 100 is a
// 400 invalid_number; `page` is 1-based; `meta.next_page`, passed back as `page_handle`, appears only when more
// posts exist and neither `page` nor `offset` was given; `category` and `tag` filter by slug or name; unknown posts are
// 404 unknown_post.
// A `loop` state (seed with ?loop=N, or a scenario with `loop: N`) is a broken API: it claims N posts and answers
// every list call with the first page and the same next_page handle, whatever page or handle is asked for.
// A `duplicate` scenario repeats the first post of each list page.
// `dataset: 'realistic'` serves realistic.ts's posts instead of the default set (and seeds realistic posts).
// `fields` keeps only the named top-level post fields, on lists and single posts alike.
import { clone, defaultPosts, generatePosts, hostilePost, makePost, type FakePost, type PostFields } from './data';
import { defaultPages, generatePages, makePage, type PageFields } from './pages';
import { realisticPages, realisticPosts } from './realistic';

const LIST = /^\/rest\/v1(?:\.1)?\/sites\/([^/]+)\/posts\/?$/;
const SINGLE = /^\/rest\/v1(?:\.1)?\/sites\/([^/]+)\/posts\/(\d+)\/?$/;
/** A site name the fake does not know, for tests of the unknown_blog answer. */
const UNKNOWN_SITE = 'unknown.wordpress.com';

const byDateDesc = (a: FakePost, b: FakePost) => Date.parse(b.date) - Date.parse(a.date) || b.ID - a.ID;

/** One answer of the fake: an HTTP status, a JSON body and, for API calls, the injected delay. */
export type FakeAnswer = { status: number; body: unknown; delayMs?: number };

const json = (status: number, body: unknown): FakeAnswer => ({ status, body });
const apiError = (status: number, error: string, message: string) => json(status, { error, message });

/** One data set's state: the main one, or a test scenario's private copy. */
type State = {
  posts: FakePost[];
  /** WordPress pages, listed with `type=page` (pages.ts). */
  pages: FakePost[];
  failList: number | null;
  failPost: number | null;
  delayMs: number;
  loop: number | null;
  duplicate: boolean;
  requests: string[];
};

/** A post to add or change through the controls: an ID and any fields of PostFields. */
type PartialPost = Partial<PostFields> & { ID: number };

/** The JSON body of /__control/scenario (and, for `status`/`target`, of /__control/fail). */
type ControlBody = {
  posts?: PartialPost[];
  hostile?: boolean;
  remove?: number[];
  failList?: number;
  failPost?: number;
  delayMs?: number;
  loop?: number;
  duplicate?: boolean;
  status?: number;
  target?: 'list' | 'post';
};

function encodeHandle(offset: number) {
  return Buffer.from(JSON.stringify({ offset })).toString('base64url');
}

function decodeHandle(handle: string) {
  try {
    const { offset } = JSON.parse(Buffer.from(handle, 'base64url').toString('utf8'));
    return Number.isInteger(offset) && offset >= 0 ? offset : null;
  } catch {
    return null;
  }
}

function freshState(posts: FakePost[], pages: FakePost[] = []): State {
  return {
    posts: [...posts].sort(byDateDesc),
    pages: [...pages].sort(byDateDesc),
    failList: null,
    failPost: null,
    delayMs: 0,
    loop: null,
    duplicate: false,
    requests: [],
  };
}

/** Fills a partial post ({ ID, title, … }) into a complete one, keeping an existing post's other fields. */
function upsert(state: State, partial: PartialPost): FakePost {
  const existing = state.posts.find((p) => p.ID === partial.ID);
  const post = existing
    ? { ...existing, ...partial }
    : makePost({
        date: new Date().toISOString().replace(/\.\d+Z$/, '+00:00'),
        title: `Post ${partial.ID}`,
        excerpt: '',
        content: '',
        ...partial,
      } as PostFields);
  if (partial.categories && Array.isArray(partial.categories))
    post.categories = makePost({ ...partial, date: post.date } as PostFields).categories;
  if (partial.tags && Array.isArray(partial.tags)) post.tags = makePost({ ...partial, date: post.date } as PostFields).tags;
  state.posts = [...state.posts.filter((p) => p.ID !== partial.ID), post].sort(byDateDesc);
  return post;
}

const loopCount = (value: unknown) => (value != null && Number(value) > 0 ? Number(value) : null);

/** The post fields a `fields=` parameter names, or null when it names none. */
function fieldsOf(url: URL) {
  const fields = url.searchParams
    .get('fields')
    ?.split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  return fields?.length ? fields : null;
}

const pickFields = (post: FakePost, fields: string[] | null) =>
  fields ? Object.fromEntries(fields.filter((name) => name in post).map((name) => [name, post[name]])) : post;

const DATASETS = ['default', 'realistic'] as const;
export type Dataset = (typeof DATASETS)[number];

export function createFakeApi({ origin, dataset = 'default' }: { origin: string; dataset?: string }) {
  if (!(DATASETS as readonly string[]).includes(dataset))
    throw new Error(`unknown data set "${dataset}" (expected one of ${DATASETS.join(', ')})`);
  const initialPosts = () => (dataset === 'realistic' ? realisticPosts(origin) : defaultPosts(origin));
  const initialPages = () => (dataset === 'realistic' ? realisticPages(origin) : defaultPages(origin));
  let baseline = initialPosts();
  let baselinePages = initialPages();
  let main = freshState(baseline, baselinePages);
  const scenarios = new Map<string, State>();

  const stateFor = (url: URL) => {
    const id = url.searchParams.get('__scenario');
    return id ? (scenarios.get(id) ?? null) : main;
  };

  function list(state: State, url: URL): FakeAnswer {
    const q = url.searchParams;
    const number = q.has('number') ? Number(q.get('number')) : 20;
    if (!Number.isInteger(number) || number < 1 || number > 100) {
      return apiError(400, 'invalid_number', 'The number parameter must be between 1 and 100.');
    }
    if (state.loop) {
      const meta = { next_page: encodeHandle(number) };
      return json(200, { found: state.loop, posts: clone(state.posts.slice(0, number)), meta });
    }
    let start = 0;
    if (q.has('page')) {
      const page = Number(q.get('page'));
      if (!Number.isInteger(page) || page < 1) return apiError(400, 'invalid_page', 'The page parameter must be a positive integer.');
      start = (page - 1) * number;
    } else if (q.has('offset')) {
      start = Math.max(0, Number(q.get('offset')) || 0);
    } else if (q.has('page_handle')) {
      const offset = decodeHandle(q.get('page_handle') ?? '');
      if (offset === null) return apiError(400, 'invalid_page_handle', 'The page_handle parameter is invalid.');
      start = offset;
    }
    const fields = fieldsOf(url);
    const pick = (post: FakePost) => pickFields(post, fields);
    // `category` and `tag` take a slug (or name), as WordPress.com's list endpoint does.
    const has = (terms: unknown, wanted: string) =>
      Object.entries<{ slug?: string }>((terms ?? {}) as Record<string, { slug?: string }>).some(
        ([name, term]) => name.toLowerCase() === wanted || term?.slug === wanted,
      );
    const category = q.get('category')?.toLowerCase();
    const tag = q.get('tag')?.toLowerCase();
    // `type=page` lists the pages (the same paging), anything else the posts.
    const items: FakePost[] = q.get('type') === 'page' ? state.pages : state.posts;
    const matching = items.filter((p) => (!category || has(p.categories, category)) && (!tag || has(p.tags, tag)));
    const page = matching.slice(start, start + number);
    // `duplicate` repeats the page's first post after itself, as an API mid-reindex might.
    if (state.duplicate && page.length > 0) page.splice(1, 0, page[0]!);
    const posts = page.map(pick);
    const meta: { links: { counts: string }; next_page?: string } = {
      links: { counts: 'https://public-api.wordpress.com/rest/v1.1/sites/230000001/post-counts/post' },
    };
    const more = start + number < matching.length;
    if (more && !q.has('page') && !q.has('offset')) meta.next_page = encodeHandle(start + number);
    return json(200, { found: matching.length, posts: clone(posts), meta });
  }

  /** Answers one API request: { status, body, delayMs }, or null when the path is not part of the API. */
  function handleApi(url: URL): FakeAnswer | null {
    const listMatch = LIST.exec(url.pathname);
    const singleMatch = SINGLE.exec(url.pathname);
    if (!listMatch && !singleMatch) return null;
    const state = stateFor(url);
    if (!state) return apiError(400, 'unknown_scenario', 'This test scenario does not exist.');
    state.requests.push(`${url.pathname}${url.search.replace(/[?&]__scenario=[^&]*/, '').replace(/^&/, '?')}`);
    const site = decodeURIComponent((listMatch ?? singleMatch)![1]!);
    const delayMs = state.delayMs;
    if (site === UNKNOWN_SITE) return { ...apiError(404, 'unknown_blog', 'Unknown blog'), delayMs };
    if (listMatch) {
      if (state.failList) return { ...apiError(state.failList, 'http_error', 'Injected failure'), delayMs };
      return { ...list(state, url), delayMs };
    }
    if (state.failPost) return { ...apiError(state.failPost, 'http_error', 'Injected failure'), delayMs };
    const id = Number(singleMatch![2]);
    const post = state.posts.find((p) => p.ID === id) ?? state.pages.find((p) => p.ID === id);
    return { ...(post ? json(200, clone(pickFields(post, fieldsOf(url)))) : apiError(404, 'unknown_post', 'Unknown post')), delayMs };
  }

  /** Test controls, all POST with an optional JSON body, scoped to `?scenario=` when given. */
  function handleControl(path: string, url: URL, body: unknown): FakeAnswer {
    const scenarioId = url.searchParams.get('scenario');
    const target = () => (scenarioId ? scenarios.get(scenarioId) : main);
    switch (path) {
      case '/__control/reset':
        baseline = initialPosts();
        baselinePages = initialPages();
        main = freshState(baseline, baselinePages);
        scenarios.clear();
        return json(200, { ok: true });
      case '/__control/seed': {
        const count = Number(url.searchParams.get('count'));
        if (!Number.isInteger(count) || count < 0) return json(400, { error: 'count must be a whole number' });
        // ?images=1: a third of the posts get a featured image (the benchmark's realistic list page).
        const imageOrigin = url.searchParams.get('images') === '1' ? origin : null;
        // The realistic data set seeds realistic posts: the hand-written ones, then generated ones from them.
        baseline =
          dataset === 'realistic'
            ? realisticPosts(origin, count)
            : generatePosts(count, { firstId: 10_001, start: Date.UTC(2025, 5, 1, 12), imageOrigin });
        // ?pages=N: N generated pages beside the posts (the build benchmark's pages option).
        const pagesParam = url.searchParams.get('pages');
        const pageCount = Number(pagesParam);
        if (pagesParam !== null && (!Number.isInteger(pageCount) || pageCount < 0))
          return json(400, { error: 'pages must be a whole number' });
        baselinePages = pagesParam === null ? initialPages() : generatePages(pageCount, origin);
        main = freshState(baseline, baselinePages);
        main.loop = loopCount(url.searchParams.get('loop'));
        return json(200, { ok: true, count });
      }
      case '/__control/scenario': {
        // A private copy of the default data for one test, so tests that change data never race each other.
        if (!scenarioId) return json(400, { error: 'scenario id required' });
        const options = body as ControlBody | undefined;
        const state = freshState(baseline, baselinePages);
        for (const partial of options?.posts ?? []) upsert(state, partial);
        if (options?.hostile) state.posts = [...state.posts, hostilePost()].sort(byDateDesc);
        for (const id of options?.remove ?? []) state.posts = state.posts.filter((p) => p.ID !== id);
        state.failList = options?.failList ?? null;
        state.failPost = options?.failPost ?? null;
        state.delayMs = options?.delayMs ?? 0;
        state.loop = loopCount(options?.loop);
        state.duplicate = options?.duplicate === true;
        scenarios.set(scenarioId, state);
        return json(200, { ok: true, posts: state.posts.length });
      }
      case '/__control/posts': {
        const state = target();
        if (!state) return json(404, { error: 'no such scenario' });
        const posts = (Array.isArray(body) ? (body as PartialPost[]) : [body as PartialPost]).map((partial) => upsert(state, partial));
        return json(200, { ok: true, ids: posts.map((p) => p.ID) });
      }
      case '/__control/pages': {
        // Adds or changes WordPress pages: { ID, slug, title, content, … } (pages.ts's PageFields), one or a list.
        const state = target();
        if (!state) return json(404, { error: 'no such scenario' });
        const partials = (Array.isArray(body) ? body : [body]) as (Partial<PageFields> & { ID: number })[];
        for (const partial of partials) {
          const existing = state.pages.find((p) => p.ID === partial.ID);
          const page = existing
            ? { ...existing, ...partial, modified: new Date().toISOString().replace(/\.\d+Z$/, '+00:00') }
            : makePage({ slug: `page-${partial.ID}`, title: `Page ${partial.ID}`, content: '', ...partial });
          state.pages = [...state.pages.filter((p) => p.ID !== partial.ID), page].sort(byDateDesc);
        }
        return json(200, { ok: true, ids: partials.map((p) => p.ID) });
      }
      case '/__control/fail': {
        const state = target();
        if (!state) return json(404, { error: 'no such scenario' });
        const options = body as ControlBody | undefined;
        const status = options?.status ?? null;
        if (options?.target !== 'post') state.failList = status;
        if (options?.target !== 'list') state.failPost = status;
        return json(200, { ok: true });
      }
      case '/__control/delay': {
        // A slow API for every later answer (server-mode tests: a request still in flight when the server stops).
        const state = target();
        if (!state) return json(404, { error: 'no such scenario' });
        const delayMs = (body as { delayMs?: unknown } | undefined)?.delayMs;
        if (typeof delayMs !== 'number' || !Number.isInteger(delayMs) || delayMs < 0)
          return json(400, { error: 'delayMs: a whole number of ms' });
        state.delayMs = delayMs;
        return json(200, { ok: true });
      }
      case '/__control/requests': {
        const state = target();
        return state ? json(200, { requests: state.requests }) : json(404, { error: 'no such scenario' });
      }
      default:
        return json(404, { error: 'unknown control' });
    }
  }

  return { handleApi, handleControl };
}
