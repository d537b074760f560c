// @ts-check
/**
 * One value per process, whichever copy of a module asks first. Next bundles pages, route handlers and the
 * instrumentation hook separately (and loads the cache handler outside every bundle), so a module-level value
 * would exist once per bundle. Plain JavaScript, because the cache handler imports it at run time as it is.
 *
 * @template T
 * @param {string} name unique within the site
 * @param {() => T} create called once per process
 * @returns {T}
 */
export function processSingleton(name, create) {
  const store = /** @type {Record<symbol, T | undefined>} */ (/** @type {unknown} */ (globalThis));
  const key = Symbol.for(`vendor-site.${name}`);
  return (store[key] ??= create());
}
