// @ts-check
/**
 * Next's cache interface over the redis-strings handler of @fortedigital/nextjs-cache-handler (lib/server/cache/handler.mjs
 * wraps it in the local fallback of fallback.mjs).
 */

/** @typedef {import('./fallback.mjs').Cache} Cache */

/**
 * A page that answered 404 (a made-up or deleted article address) stays out of the shared cache: each one would be
 * a Redis key, and anyone can invent a million of them. Asked again, it is rendered again, at no API call: the
 * article route remembers a missing id for a minute (lib/server/revalidate/missed-articles.ts). Shown by
 * e2e/server/cache-abuse.test.ts (1,000 made-up addresses add no key).
 * @param {any} data
 */
function sharedEntry(data) {
  return !(data?.kind === 'APP_PAGE' && data.status === 404);
}

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
/**
 * How long Redis keeps an entry past its revalidation time. Next answers with a stale entry and regenerates it
 * behind the response, so a page kept a day longer never makes a visitor wait for a render.
 */
const STALE_KEPT_SECONDS = 24 * 60 * 60;

/** @param {Record<string, unknown> | undefined} headers @returns {string[]} */
function tagsOfPage(headers) {
  const tags = headers?.['x-next-cache-tags'];
  if (Array.isArray(tags)) return tags.map(String);
  return typeof tags === 'string' ? tags.split(',') : [];
}

/**
 * Next's cache interface over the redis-strings handler of @fortedigital/nextjs-cache-handler: what the package's
 * own CacheHandler class does (tags, implicit tags, lifespan), except that a failed Redis call reaches
 * FallbackCache instead of being swallowed, so a revalidation Redis missed is queued and replayed.
 * @param {{ get: Function, set: Function, revalidateTag: Function }} handler @param {() => number} [now]
 * @returns {Cache}
 */
export function nextInterface(handler, now = Date.now) {
  return {
    async get(/** @type {string} */ key, /** @type {any} */ ctx) {
      return (await handler.get(key, { implicitTags: ctx?.softTags ?? [] })) ?? null;
    },
    async set(/** @type {string} */ key, /** @type {any} */ data, /** @type {any} */ ctx) {
      if (!sharedEntry(data)) return;
      const revalidate = data?.kind === 'FETCH' ? data.revalidate : (ctx?.cacheControl?.revalidate ?? ctx?.revalidate);
      const lastModified = Math.round(ctx?.internal_lastModified ?? now());
      const lastModifiedAt = Math.floor(lastModified / 1000);
      const staleAge = typeof revalidate === 'number' && revalidate > 0 ? revalidate : ONE_YEAR_SECONDS;
      const expireAge = staleAge + STALE_KEPT_SECONDS;
      const lifespan = {
        lastModifiedAt,
        revalidate,
        staleAge,
        staleAt: lastModifiedAt + staleAge,
        expireAge,
        expireAt: lastModifiedAt + expireAge,
      };
      const tags = data?.kind === 'APP_PAGE' ? tagsOfPage(data.headers) : (ctx?.tags ?? []);
      await handler.set(key, { lastModified, lifespan, tags, value: data }, { setOnlyIfNotExists: ctx?.setOnlyIfNotExists });
    },
    async revalidateTag(/** @type {string | string[]} */ tags) {
      for (const tag of [tags].flat()) await handler.revalidateTag(tag);
    },
  };
}
