/**
 * Lighthouse's runs for Lighthouse CI's `assert` and `upload`, made in this process instead of by `lhci collect`.
 * `lhci collect` starts a Node process per run that loads Lighthouse anew, prints the report as JSON to be parsed
 * again, then renders an HTML copy nobody reads: ~7 s a run on the 2-core CI machine around Lighthouse's own ~9 s.
 * Here Lighthouse loads once; each run still gets a Chromium of its own, as under `lhci collect`, so no run starts
 * warm from the one before. The settings are lighthouserc.cjs's (`ci.collect`), and each result is saved where
 * Lighthouse CI's other commands read it: .lighthouseci/lhr-<time>.json.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';

const root = join(__dirname, '../../..');
const saved = join(root, '.lighthouseci');

type CollectSettings = { chromeFlags: string } & Record<string, unknown>;
type CollectConfig = { numberOfRuns: number; chromePath?: string; settings: CollectSettings };

/** The collect options of lighthouserc.cjs (the same for every target). */
function collectConfig(): CollectConfig {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- Lighthouse CI's configuration is CommonJS
  return (require(join(root, 'lighthouserc.cjs')) as { ci: { collect: CollectConfig } }).ci.collect;
}

/**
 * Runs Lighthouse `runs` times on each URL (lighthouserc.cjs's number unless given) and saves each result; throws
 * on a run that failed (a page that fails to load included: Lighthouse reports that as a result, not an error).
 */
export async function collect(urls: readonly string[], { runs }: { runs?: number } = {}): Promise<void> {
  const { chromePath, settings, ...config } = collectConfig();
  const numberOfRuns = runs ?? config.numberOfRuns;
  const { chromeFlags, ...flags } = settings;
  const { default: lighthouse } = await import('lighthouse');
  mkdirSync(saved, { recursive: true });
  // A fresh set, as `lhci collect` starts with: assert and upload read every saved result.
  for (const file of readdirSync(saved)) if (/^lhr-\d+\.(json|html)$/.test(file)) rmSync(join(saved, file));

  for (const url of urls) {
    for (let run = 1; run <= numberOfRuns; run++) {
      const started = Date.now();
      const chrome = await launch({ chromePath, chromeFlags: chromeFlags.split(/\s+/).filter(Boolean), logLevel: 'error' });
      try {
        const result = await lighthouse(url, { ...flags, port: chrome.port, output: 'json', logLevel: 'error' });
        const lhr = result?.lhr;
        if (!lhr) throw new Error(`Lighthouse returned no result for ${url}`);
        if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        writeFileSync(join(saved, `lhr-${Date.now()}.json`), JSON.stringify(lhr));
        console.log(`Lighthouse ${url} run ${run}/${numberOfRuns}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
      } finally {
        await chrome.kill();
      }
    }
  }
}
