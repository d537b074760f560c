// A page paints before the framework starts. Next writes each of its scripts as `<script src async>` in the head,
// and a browser runs an async script as soon as the file is there: on a fast connection or from the cache that is
// before the first frame, which then waits for React's start-up (module set-up, reading the page's payload,
// hydration: ~50-150 ms of a phone's main thread). Here the scripts leave the document, and one inline script adds
// them once the browser reports its first paint (or, without Paint Timing, after the first frame: a frame callback,
// then a task). A tab that is not visible paints nothing; there they are added at once. Without JavaScript nothing
// changes: every page works without its scripts.
//
// Nothing preloads them either, Next's own preloads of these files included. A preload starts the download with the
// page's, and the browser compiles a script while it streams in: ~450 KB of framework, every function of it compiled at
// once (the compile hints, scripts/build/compile-hints.ts), on background threads that took the CPU from the first
// frame's style and layout on a 2-core machine (~21 ms in a quiet load, 60-100 ms beside the compiles) and shared the
// connection with the photos. Without the preloads, paired Lighthouse medians of /blog went from 97 to 98.5 and of the
// gallery post from 98 to 99 (docs/benchmarks.md#lighthouse). The files now start downloading at the first paint: on a
// fast connection or from the cache that costs nothing, and on a slow one the page's words and photos arrive first,
// which every page is built to work with.
//
// Applied to every HTML page the site sends: the export's pages by the build (scripts/build/csp.ts, before their
// policy is computed) and server mode's responses by its response hook (lib/server/csp-response.ts). The loader is an
// inline script of a shape lib/site/csp-inline.ts accepts, hashed into each page's policy like Next's own.

/** A framework script exactly as Next 16 writes it (React's `preinit`): a chunk of the build, async, nothing else. */
const FRAMEWORK_SCRIPT = /<script src="(\/_next\/static\/chunks\/[\w.-]+\.js)" async=""><\/script>/g;

/** A chunk path the loader may add: one of the build's chunks, nothing else (no quote, no other origin). */
const LOADER_SOURCE = /^\/_next\/static\/chunks\/[\w.-]+\.js$/;

const LOADER_HEAD = '(function(s){';
// The paint entry comes once the frame is on screen; a frame callback and the task after it come when the frame is
// drawn, before the screen shows it (~100 ms earlier in headless Chromium), so they are only the fallback.
const LOADER_BODY =
  'function r(){s.forEach(function(u){var e=document.createElement("script");e.src=u;e.async=true;document.head.appendChild(e)})}' +
  'var t=self.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];' +
  'if(document.hidden)r();' +
  'else if(t.indexOf("paint")>=0)new PerformanceObserver(function(l,o){o.disconnect();r()}).observe({type:"paint",buffered:true});' +
  'else requestAnimationFrame(function(){setTimeout(r)})})(';

/** The inline loader for these chunk paths, in document order. */
export function paintFirstLoader(sources: readonly string[]): string {
  for (const source of sources) if (!LOADER_SOURCE.test(source)) throw new Error(`not a chunk of the build: ${source}`);
  return `${LOADER_HEAD}${LOADER_BODY}${JSON.stringify(sources)})`;
}

/** The chunk paths of a loader this module wrote, or null when the text is anything else. */
export function loaderSources(text: string): string[] | null {
  const prefix = LOADER_HEAD + LOADER_BODY;
  if (!text.startsWith(prefix) || !text.endsWith(')')) return null;
  let sources: unknown;
  try {
    sources = JSON.parse(text.slice(prefix.length, -1));
  } catch {
    return null;
  }
  if (!Array.isArray(sources) || sources.length === 0) return null;
  if (!sources.every((source): source is string => typeof source === 'string' && LOADER_SOURCE.test(source))) return null;
  // Exactly as written here: the same text from the same list, so nothing else can pass for a loader.
  return paintFirstLoader(sources) === text ? sources : null;
}

/** A preload of a framework file, as Next writes one: removed with the file's script. */
const preload = (source: string) => `<link rel="preload" as="script" fetchPriority="low" href="${source}"/>`;

/**
 * The page with its framework scripts started after the first paint. A page without them (already rewritten, or
 * not a page of the app) is returned as it is.
 */
export function paintFirst(html: string): string {
  // One pass of slices over the page as read, not replace() with a callback nor a search in the string being built:
  // server mode runs this on every HTML answer, and those took ~1.5 ms of an 80 KB page against ~0.1 ms.
  const end = html.lastIndexOf('</body>');
  const sources: string[] = [];
  const cuts: { at: number; length: number }[] = [];
  for (const { 0: element, 1: source, index } of html.matchAll(FRAMEWORK_SCRIPT)) {
    if (end < index) throw new Error('a page with framework scripts and no </body> after them');
    cuts.push({ at: index, length: element.length });
    if (sources.includes(source!)) continue;
    sources.push(source!);
    const preloaded = html.indexOf(preload(source!));
    if (preloaded >= 0 && preloaded < end) cuts.push({ at: preloaded, length: preload(source!).length });
  }
  if (sources.length === 0) return html;
  cuts.sort((a, b) => a.at - b.at);
  let rewritten = '';
  let at = 0;
  for (const cut of cuts) {
    rewritten += html.slice(at, cut.at);
    at = cut.at + cut.length;
  }
  return `${rewritten}${html.slice(at, end)}<script>${paintFirstLoader(sources)}</script>${html.slice(end)}`;
}
