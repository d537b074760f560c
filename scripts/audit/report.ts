// Renders docs/quality-report.md from the gates' results (scripts/audit/run.ts).
import type { AxeSummary } from './axe';
import type { FormFactor, LighthouseRow } from './lighthouse';
import type { LinkReport } from './links';
import type { WeightReport } from './page-weight';
import type { SeoReport } from './seo';
import type { VnuReport } from './vnu';

/** A gate's outcome: its result with the problems it found, or why it did not run. */
export type Gate<T> = (T & { errors: string[] }) | { skipped: true } | { crashed: string };
type LighthouseResult = { rows: LighthouseRow[]; runs: Record<FormFactor, number>; articleSkipped: boolean };
type RealisticResult = { rows: LighthouseRow[]; runs: Record<FormFactor, number>; budgets: { list: number; article: number } };
export type Gates = {
  vnu?: Gate<VnuReport>;
  links?: Gate<LinkReport>;
  seo?: Gate<SeoReport>;
  weight?: Gate<WeightReport>;
  axe?: Gate<AxeSummary>;
  lighthouse?: Gate<LighthouseResult>;
  realistic?: Gate<RealisticResult>;
};
export type ReportContext = { date: string; commit: string; node: string; cores: number; load: number; seconds?: number };

/** The gate's result when it ran, else undefined. */
const ran = <T>(gate: Gate<T> | undefined): (T & { errors: string[] }) | undefined =>
  gate && !('skipped' in gate) && !('crashed' in gate) ? gate : undefined;

const KB = 1024;
const kb = (bytes: number) => (bytes / KB).toFixed(1);
const pct = (score: number) => (Number.isFinite(score) ? String(Math.round(score * 100)) : '–');
const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value)} ms` : '–');
const s = (value: number) => (Number.isFinite(value) ? `${(value / 1000).toFixed(2)} s` : '–');
const cell = (text: unknown) => String(text).replace(/\|/g, '\\|');

function status(gate: Gate<object> | undefined, pass: boolean) {
  if (!gate) return 'not run';
  if ('skipped' in gate) return 'skipped';
  if ('crashed' in gate) return `did not run: ${gate.crashed}`;
  return pass ? 'pass' : '**FAIL**';
}

function lighthouseTable(rows: LighthouseRow[]) {
  return [
    '| Route | Form factor | Performance (median, min–max) | FCP | LCP | TBT | CLS (max) | Images (KB) | Accessibility | Best practices | SEO |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      (r) =>
        `| ${cell(r.route)} | ${r.formFactor} | ${pct(r.performance)} (${pct(r.performanceRange[0])}–${pct(r.performanceRange[1])}, ${r.runs} run${r.runs > 1 ? 's' : ''}) | ${s(r.fcp)} | ${s(r.lcp)} | ${ms(r.tbt)} | ${r.clsMax.toFixed(3)} | ${kb(r.imageBytes)} | ${pct(r.accessibility)} | ${pct(r.bestPractices)} | ${pct(r.seo)} |`,
    ),
  ];
}

export function renderReport({ context, gates, failures }: { context: ReportContext; gates: Gates; failures: string[] }) {
  const [vnu, links, seo, weight, axe, lighthouse, realistic] = [
    ran(gates.vnu),
    ran(gates.links),
    ran(gates.seo),
    ran(gates.weight),
    ran(gates.axe),
    ran(gates.lighthouse),
    ran(gates.realistic),
  ] as const;
  const ok = (gate: { errors: string[] } | undefined) => Boolean(gate && !gate.errors.length);
  const lines: string[] = [];
  const push = (...rows: string[]) => lines.push(...rows);

  push(
    '# Quality report',
    '',
    `Written by \`npm run audit\` (scripts/audit/run.ts) over \`out/\`, the export built with the e2e test configuration.`,
    `Run: ${context.date.slice(0, 16).replace('T', ' ')} UTC, commit ${context.commit}, Node ${context.node}, ${context.cores} cores, load average ${context.load.toFixed(1)} at start, ${context.seconds} s in all.`,
    '',
    '## Summary',
    '',
    '| Gate | Result | Figures |',
    '|---|---|---|',
  );
  push(
    `| HTML validity (W3C Nu Html Checker) | ${status(gates.vnu, ok(vnu))} | ${vnu?.files !== undefined ? `${vnu.files} files, ${vnu.errors.length} errors, ${vnu.warnings.length} warnings` : ''} |`,
    `| Links, ids, alt, rel=noopener | ${status(gates.links, ok(links))} | ${links?.pages !== undefined ? `${links.pages} pages, ${links.internalChecked} internal references resolved, ${links.errors.length} problems, ${links.external.size} external URLs listed (not fetched)` : ''} |`,
    `| SEO metadata, sitemap, robots, JSON-LD | ${status(gates.seo, ok(seo))} | ${seo?.pages !== undefined ? `${seo.pages} pages (${seo.articles} articles), ${seo.sitemapCount} sitemap URLs, ${seo.errors.length} problems` : ''} |`,
    `| Page weight budgets | ${status(gates.weight, ok(weight))} | ${weight?.rows ? `${weight.rows.length} routes, ${weight.failures.length} over budget` : ''} |`,
    `| axe-core, WCAG 2.2 A/AA + best practices | ${status(gates.axe, ok(axe))} | ${axe?.tests !== undefined ? `${axe.tests} tests, ${axe.scans} scans (1280 px: ${axe.byProject.desktop}, 375 px: ${axe.byProject.mobile}), ${axe.failed.length} failing` : ''} |`,
    `| Lighthouse (a11y, best practices, SEO = 100; CLS, render-blocking, image sizes) | ${status(gates.lighthouse, ok(lighthouse))} | ${lighthouse?.rows ? `${lighthouse.rows.length} route × form factor pairs, ${lighthouse.errors.length} problems` : ''} |`,
    `| Lighthouse, realistic blog (the same, plus image bytes) | ${status(gates.realistic, ok(realistic))} | ${realistic?.rows ? `${realistic.rows.length} routes, ${realistic.errors.length} problems` : ''} |`,
    '',
  );

  if (failures.length) {
    push('## Misses', '', ...failures.map((f) => `- ${cell(f)}`), '');
  }

  if (weight?.rows) {
    push(
      '## Page weight',
      '',
      `gzip bytes (level 9) of the HTML, CSS and JS a first visit to each route loads. Framework floor (Next ${weight.floor.next}, React ${weight.floor.react}, a page with no client components): ${kb(weight.floor.jsGzip)} KB of JS. Budgets: the shell ≤ 5 KB over the floor, no route over the floor + 15 KB (per-route budgets in scripts/audit/page-weight.ts).`,
      '',
      '| Route | HTML KB | CSS KB | JS KB | JS over floor KB | JS / floor | Budget KB | |',
      '|---|---:|---:|---:|---:|---:|---:|---|',
      ...weight.rows.map(
        (r) =>
          `| ${cell(r.route)} | ${kb(r.html)} | ${kb(r.css)} | ${kb(r.js)} | ${kb(r.over)} | ${(r.js / weight.floor.jsGzip).toFixed(3)} | ${kb(r.budget)} | ${r.ok ? 'ok' : '**over**'} |`,
      ),
      '',
      weight.articles ? `Articles: ${weight.articles}, all within budget unless listed under Misses.` : 'Articles: none in this export.',
      '',
    );
  }

  if (lighthouse?.rows) {
    const { runs } = lighthouse;
    push(
      '## Lighthouse',
      '',
      `Lighthouse 12.8 on Debian's chromium, headless, against a static server over \`out/\`. Mobile is Lighthouse's default (simulated slow 4G, 4× CPU slowdown), desktop its desktop preset. Runs per route: ${runs.mobile} on mobile, ${runs.desktop} on desktop; the first run scores every category, further runs performance only. Performance and the timings are medians; CLS is the worst run. Performance is reported, not asserted: it swings by 10–15 points with the load of a shared 2-core machine.`,
      lighthouse.articleSkipped
        ? '\nNo article exists in this export (the blog had no posts at build time), so articles were skipped.'
        : '',
      '',
      ...lighthouseTable(lighthouse.rows),
      '',
    );
  }

  if (realistic?.rows) {
    push(
      '## Lighthouse on the realistic blog',
      '',
      `The same Lighthouse runs over \`out-realistic/\`, built from the fake API's realistic data set (block-editor posts, every post with a 2560-px photo of ~0.9 MB as WordPress stores it, served with WordPress.com's resizing parameters). Mobile only, ${realistic.runs.mobile} run(s) per route. Images are the median bytes of images the load moved; asserted: /blog ≤ ${kb(realistic.budgets.list)} KB, an article ≤ ${kb(realistic.budgets.article)} KB.`,
      '',
      ...lighthouseTable(realistic.rows),
      '',
    );
  }

  if (axe?.tests !== undefined) {
    push(
      '## Accessibility (axe-core)',
      '',
      `e2e/axe-pages.spec.ts scans every page as loaded and e2e/axe-open-states.spec.ts every open state (mobile menu, Products menu, each dialog and image viewer, each disclosure and tab), at 1280 px and 375 px, with the WCAG 2.2 A/AA and best-practice rules. Counts from ${axe.source}.`,
      '',
      `- Tests: ${axe.tests} (${axe.failed.length} failing${axe.flaky ? `, ${axe.flaky} passed on retry` : ''})`,
      `- Scans: ${axe.scans} (1280 px: ${axe.byProject.desktop}, 375 px: ${axe.byProject.mobile}); ${axe.rulesPassed} rule checks passed; violations allowed: 0`,
      '',
    );
  }

  if (vnu?.files !== undefined) {
    push(
      '## HTML validity',
      '',
      `vnu-jar (W3C Nu Html Checker) over ${vnu.files} HTML files: ${vnu.errors.length} errors, ${vnu.warnings.length} warnings. ${vnu.filtered} informational notes about the trailing slash React writes on void elements are not counted, nor ${vnu.cspNotes ?? 0} CSP warnings the checker raises because it reads files without an origin ('self' matches nothing there, and JSON-LD blocks count as scripts); Chromium checks the policy on every route instead (e2e/deploy-nginx.spec.ts).`,
      ...(vnu.warnings.length ? ['', ...vnu.warnings.map((w) => `- ${cell(w)}`)] : []),
      '',
    );
  }

  if (links?.pages !== undefined) {
    const refs = [...links.external.values()].reduce((a, b) => a + b, 0);
    push(
      '## Links',
      '',
      `${links.pages} pages, ${links.internalChecked} internal references (href, src, srcset, #fragment, og:image/url) resolved under the hosting rule; ${links.errors.length} problems. External links, listed and not fetched: ${links.external.size} URLs, ${refs} references.`,
      '',
      ...[...links.external].sort((a, b) => a[0].localeCompare(b[0])).map(([url, n]) => `- ${cell(url)} (${n})`),
      '',
    );
  }

  if (seo?.pages !== undefined) {
    const types = [...seo.jsonLdTypes].map(([type, n]) => `${type} ×${n}`).join(', ') || 'none';
    push(
      '## SEO',
      '',
      `${seo.pages} pages (${seo.articles} articles) with a unique title and description, a self-referencing canonical, Open Graph title/description/url/image, one h1 and \`<html lang>\`; robots.txt and sitemap.xml (${seo.sitemapCount} URLs) checked; JSON-LD blocks: ${types}. Problems: ${seo.errors.length}.`,
      '',
    );
  }
  return `${lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()}\n`;
}
