import { classifyInlineScript, inlineScripts } from './csp-inline';
import { loaderSources, paintFirst, paintFirstLoader } from './paint-first';

// The head and body of an exported page as Next 16 writes them, cut down to the parts this module reads.
const page = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="preload" href="/_next/static/media/inter-s.p.woff2" as="font" crossorigin="" type="font/woff2"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/2u7wej-qkfkou.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/1k2w3nq2-wg_-.js"/>',
  '<link rel="preload" as="script" href="/_next/static/chunks/lazy-part.js"/>',
  '<script src="/_next/static/chunks/1kh9p_rd7je65.js" async=""></script>',
  '<script src="/_next/static/chunks/0mcqey-5p6pje.js" async=""></script>',
  '<script src="/_next/static/chunks/turbopack-077hmtqrhcoji.js" async=""></script>',
  '<script src="/_next/static/chunks/0cz1d0mv5g_q7.js" noModule=""></script>',
  '</head><body><main><h1>Blog</h1><p>Words.</p></main>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/1k2w3nq2-wg_-.js"],"runtimeModuleIds":[46168]});</script>',
  '<script src="/_next/static/chunks/1k2w3nq2-wg_-.js" async=""></script>',
  '</body></html>',
].join('');

const chunks = [
  '/_next/static/chunks/1kh9p_rd7je65.js',
  '/_next/static/chunks/0mcqey-5p6pje.js',
  '/_next/static/chunks/turbopack-077hmtqrhcoji.js',
  '/_next/static/chunks/1k2w3nq2-wg_-.js',
];

describe('paintFirst', () => {
  const painted = paintFirst(page);

  it('leaves no framework script for the parser to run, nor a preload that would fetch one before the paint', () => {
    expect(painted).not.toMatch(/<script src="\/_next\/static\/chunks\/[^"]+" async/);
    for (const chunk of chunks) expect(painted).not.toContain(`href="${chunk}"`);
    // The font's preload is the first paint's own, and a file the loader does not add is not the loader's to drop.
    expect(painted).toContain('<link rel="preload" href="/_next/static/media/inter-s.p.woff2" as="font"');
    expect(painted).toContain('<link rel="preload" as="script" href="/_next/static/chunks/lazy-part.js"/>');
  });

  it('adds one loader for them, in document order, as the last element of the body', () => {
    expect(painted).toContain(`<script>${paintFirstLoader(chunks)}</script></body></html>`);
    expect(inlineScripts(painted).filter((text) => loaderSources(text))).toHaveLength(1);
  });

  it('keeps everything else as it was: the page, its inline scripts, the legacy browsers’ script', () => {
    expect(painted).toContain('<main><h1>Blog</h1><p>Words.</p></main>');
    expect(painted).toContain('<script src="/_next/static/chunks/0cz1d0mv5g_q7.js" noModule=""></script>');
    expect(inlineScripts(painted).slice(0, 2)).toEqual(inlineScripts(page));
  });

  it('changes nothing on a second pass, or on a page without framework scripts', () => {
    expect(paintFirst(painted)).toBe(painted);
    const plain = '<html><head></head><body><p>404</p></body></html>';
    expect(paintFirst(plain)).toBe(plain);
  });

  it('drops only a preload before the body ends: what follows the body stays, once', () => {
    const tail = '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/1kh9p_rd7je65.js"/>';
    const odd = paintFirst(page.replace('</body></html>', `</body>${tail}</html>`));
    expect(odd.split(tail)).toHaveLength(2);
    expect(odd.split('</body>')).toHaveLength(2);
    expect(odd).toContain(`</script></body>${tail}</html>`);
  });

  it('refuses a page whose body never ends rather than lose its scripts', () => {
    expect(() => paintFirst(page.replace('</body>', ''))).toThrow('no </body>');
  });
});

describe('the loader', () => {
  const added = () => Array.from(document.head.querySelectorAll('script[src]'), (script) => script as HTMLScriptElement);
  const run = () => new Function(paintFirstLoader(chunks))();

  beforeEach(() => {
    document.head.innerHTML = '';
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('adds the scripts once the browser reports the first paint, in order and async, and nothing before', () => {
    let report: (() => void) | undefined;
    const disconnect = jest.fn();
    class Observer {
      static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
      constructor(private callback: (list: unknown, observer: Observer) => void) {}
      observe(options: PerformanceObserverInit) {
        expect(options).toEqual({ type: 'paint', buffered: true });
        report = () => this.callback({}, this);
      }
      disconnect = disconnect;
    }
    const original = Object.getOwnPropertyDescriptor(window, 'PerformanceObserver');
    Object.defineProperty(window, 'PerformanceObserver', { configurable: true, writable: true, value: Observer });
    try {
      run();
      jest.runAllTimers();
      expect(added()).toEqual([]);
      report!();
      expect(added().map((script) => script.getAttribute('src'))).toEqual(chunks);
      expect(added().every((script) => script.async)).toBe(true);
      expect(disconnect).toHaveBeenCalled();
    } finally {
      if (original) Object.defineProperty(window, 'PerformanceObserver', original);
      else delete (window as { PerformanceObserver?: unknown }).PerformanceObserver;
    }
  });

  it('without Paint Timing, adds the scripts after the first frame and the task after it', () => {
    let frame: FrameRequestCallback | undefined;
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frame = callback;
      return 1;
    });
    run();
    expect(added()).toEqual([]);
    frame!(0);
    expect(added()).toEqual([]);
    jest.runAllTimers();
    expect(added().map((script) => script.getAttribute('src'))).toEqual(chunks);
    expect(added().every((script) => script.async)).toBe(true);
  });

  it('adds them at once in a tab that is not visible, where no frame is drawn', () => {
    jest.spyOn(document, 'hidden', 'get').mockReturnValue(true);
    const frame = jest.spyOn(window, 'requestAnimationFrame');
    run();
    expect(added().map((script) => script.getAttribute('src'))).toEqual(chunks);
    expect(frame).not.toHaveBeenCalled();
  });
});

describe('the policy accepts the loader and nothing passing for it', () => {
  it('classifies the loader as its own shape', () => {
    expect(classifyInlineScript(paintFirstLoader(chunks))).toBe('paint-first-loader');
    expect(loaderSources(paintFirstLoader(chunks))).toEqual(chunks);
  });

  it.each([
    ['another origin', paintFirstLoader(chunks).replace('/_next/static/chunks/1kh9p_rd7je65.js', 'https://evil.example/x.js')],
    ['a quote breaking out', paintFirstLoader(chunks).replace('1kh9p_rd7je65.js', '1kh9p_rd7je65.js\\"+alert(1)+\\"')],
    ['code after it', `${paintFirstLoader(chunks)};alert(1)`],
    ['a changed body', paintFirstLoader(chunks).replace('e.async=true', 'e.async=true;alert(1)')],
    ['no scripts', paintFirstLoader([])],
  ])('refuses %s', (_, text) => {
    expect(loaderSources(text)).toBeNull();
    expect(classifyInlineScript(text)).toBeNull();
  });

  it('will not write a loader for a file outside the build’s chunks', () => {
    expect(() => paintFirstLoader(['https://evil.example/x.js'])).toThrow('not a chunk of the build');
  });
});
