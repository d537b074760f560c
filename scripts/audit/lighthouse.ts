// Lighthouse over the served export, mobile and desktop. Asserted (stable on a shared 2-core machine):
// accessibility, best practices and SEO at 1.00; CLS ≤ 0.001; no render-blocking third-party request; every
// image sized. Reported, not asserted: performance, as the median of several runs (it swings with CPU load).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
  '--no-first-run',
];
const ASSERTED_CATEGORIES = ['accessibility', 'best-practices', 'seo'];
const MAX_CLS = 0.001;

/** The parts of a Lighthouse result (LHR) the gate reads. */
type DetailItem = {
  url?: unknown;
  href?: string;
  text?: string;
  node?: { snippet?: string };
  resourceType?: string;
  transferSize?: number;
};
type Audit = {
  score?: number | null;
  title?: string;
  numericValue?: number;
  scoreDisplayMode?: string;
  details?: { items?: DetailItem[] };
};
export type Lhr = {
  finalDisplayedUrl?: string;
  finalUrl?: string;
  runtimeError?: { message: string };
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] } | undefined>;
  audits: Record<string, Audit | undefined>;
};
export type FormFactor = 'mobile' | 'desktop';

/** One browser for all runs (Lighthouse opens a fresh tab and clears the origin's storage for each). */
async function launchChrome(chromePath: string) {
  const profile = mkdtempSync(join(tmpdir(), 'audit-chrome-'));
  const child = spawn(chromePath, [...CHROME_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(() => reject(new Error(`chromium did not start: ${seen.slice(-500)}`)), 30_000);
    child.stderr.on('data', (chunk) => {
      seen += chunk;
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(seen);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once('exit', (code) => reject(new Error(`chromium exited (${code}): ${seen.slice(-500)}`)));
  });
  child.stderr.resume();
  const stop = () =>
    new Promise<void>((resolve) => {
      child.once('exit', () => {
        rmSync(profile, { recursive: true, force: true });
        resolve();
      });
      child.kill();
    });
  return { port, stop };
}

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** Problems in one Lighthouse result (`full`: the run that scored every category). */
export function lighthouseProblems(lhr: Lhr, { full }: { full: boolean }): string[] {
  const problems: string[] = [];
  const origin = new URL(lhr.finalDisplayedUrl ?? lhr.finalUrl ?? '').origin;
  if (full) {
    for (const id of ASSERTED_CATEGORIES) {
      const category = lhr.categories[id];
      if (!category) {
        problems.push(`category ${id} missing`);
        continue;
      }
      if (category.score === 1) continue;
      const failing = category.auditRefs
        .filter((ref) => {
          const score = lhr.audits[ref.id]?.score;
          return ref.weight > 0 && score !== null && score !== undefined && score < 1;
        })
        .map((ref) => `${ref.id}: ${lhr.audits[ref.id]?.title}${itemsOf(lhr.audits[ref.id]!)}`);
      problems.push(`${id} ${Math.round((category.score ?? 0) * 100)} (${failing.join('; ') || 'see the Lighthouse report'})`);
    }
  }
  const cls = lhr.audits['cumulative-layout-shift']?.numericValue;
  if (cls === undefined) problems.push('no CLS measured');
  else if (cls > MAX_CLS) problems.push(`CLS ${cls.toFixed(4)} > ${MAX_CLS}`);
  for (const id of ['render-blocking-resources', 'render-blocking-insight']) {
    const items = lhr.audits[id]?.details?.items ?? [];
    for (const item of items) {
      if (typeof item.url === 'string' && new URL(item.url).origin !== origin) {
        problems.push(`render-blocking third-party request: ${item.url}`);
      }
    }
  }
  const unsized = lhr.audits['unsized-images'];
  if (!unsized) problems.push('unsized-images audit missing');
  else if (unsized.scoreDisplayMode !== 'notApplicable' && unsized.score !== 1) {
    problems.push(`images without width and height${itemsOf(unsized)}`);
  }
  return [...new Set(problems)];
}

/** Bytes of images the page load moved over the network (what a phone pays for pictures before any scroll). */
function imageBytes(lhr: Lhr): number {
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  return requests.filter((item) => item.resourceType === 'Image').reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
}

function itemsOf(audit: Audit) {
  const items = audit.details?.items ?? [];
  const labels = items
    .slice(0, 3)
    .map((item) => item.node?.snippet ?? (typeof item.url === 'string' ? item.url : undefined) ?? item.href ?? item.text ?? '')
    .filter(Boolean);
  return labels.length ? ` [${labels.join(', ')}${items.length > 3 ? `, +${items.length - 3}` : ''}]` : '';
}

/**
 * Runs Lighthouse `runs[formFactor]` times per route; the first run of each pair scores every category, the
 * others only performance. Returns one row per route and form factor.
 */
/** One route at one form factor: medians over the runs, the full run's category scores, the problems found. */
export type LighthouseRow = {
  route: string;
  formFactor: FormFactor;
  runs: number;
  performance: number;
  performanceRange: [number, number];
  fcp: number;
  lcp: number;
  tbt: number;
  clsMax: number;
  imageBytes: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  problems: string[];
};

export async function runLighthouse({
  baseUrl,
  routes,
  runs,
  chromePath,
  log = console.log,
  formFactors = ['mobile', 'desktop'],
}: {
  baseUrl: string;
  routes: string[];
  /** Runs per route at each form factor (the first scores every category). */
  runs: Partial<Record<FormFactor, number>>;
  chromePath: string;
  log?: (line: string) => void;
  formFactors?: FormFactor[];
}): Promise<LighthouseRow[]> {
  // Loaded as native ES modules, not through tsx's CommonJS transform: Lighthouse sends its page functions to the
  // browser as source text, and the transform's `__name` helper does not exist there.
  const { default: lighthouse } = await import('lighthouse');
  const { default: desktopConfig } = await import('lighthouse/core/config/desktop-config.js');
  const chrome = await launchChrome(chromePath);
  const rows: LighthouseRow[] = [];
  try {
    for (const formFactor of formFactors) {
      for (const route of routes) {
        const url = new URL(route, baseUrl).href;
        const results: {
          imageBytes: number;
          full: boolean;
          lhr: Lhr;
          performance: number;
          fcp: number;
          lcp: number;
          tbt: number;
          cls: number;
          problems: string[];
        }[] = [];
        for (let i = 0; i < (runs[formFactor] ?? 0); i += 1) {
          const full = i === 0;
          const started = Date.now();
          const flags = {
            port: chrome.port,
            output: 'json' as const,
            logLevel: 'error' as const,
            onlyCategories: full ? ['performance', ...ASSERTED_CATEGORIES] : ['performance'],
            disableFullPageScreenshot: true,
            skipAudits: ['screenshot-thumbnails', 'final-screenshot'],
          };
          const result = await lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined);
          const lhr = result?.lhr as unknown as Lhr | undefined;
          if (!lhr) throw new Error(`Lighthouse returned no result for ${url}`);
          if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
          const metric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
          results.push({
            imageBytes: imageBytes(lhr),
            full,
            lhr,
            performance: lhr.categories.performance?.score ?? NaN,
            fcp: metric('first-contentful-paint'),
            lcp: metric('largest-contentful-paint'),
            tbt: metric('total-blocking-time'),
            cls: metric('cumulative-layout-shift'),
            problems: lighthouseProblems(lhr, { full }),
          });
          log(
            `  lighthouse ${formFactor.padEnd(7)} ${route} run ${i + 1}/${runs[formFactor]}: performance ${Math.round(results.at(-1)!.performance * 100)} (${((Date.now() - started) / 1000).toFixed(0)} s)`,
          );
        }
        const fullRun = results[0]!.lhr;
        const score = (id: string) => fullRun.categories[id]?.score ?? NaN;
        rows.push({
          route,
          formFactor,
          runs: results.length,
          performance: median(results.map((r) => r.performance)),
          performanceRange: [Math.min(...results.map((r) => r.performance)), Math.max(...results.map((r) => r.performance))],
          fcp: median(results.map((r) => r.fcp)),
          lcp: median(results.map((r) => r.lcp)),
          tbt: median(results.map((r) => r.tbt)),
          clsMax: Math.max(...results.map((r) => r.cls)),
          imageBytes: median(results.map((r) => r.imageBytes)),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          seo: score('seo'),
          problems: [...new Set(results.flatMap((r) => r.problems))],
        });
      }
    }
  } finally {
    await chrome.stop();
  }
  return rows;
}
