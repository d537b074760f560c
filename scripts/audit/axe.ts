// Accessibility gate: the axe-core specs (e2e/axe-pages.spec.ts: every page at 1280 and 375 px; e2e/axe-open-states.spec.ts:
// every open state) must pass at both widths. `npm test` already runs them and Playwright writes its JSON
// report; that report is reused when it is newer than the export and holds both specs at both widths, so CI
// does not run them twice. Otherwise both specs are run here, over the existing builds.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const A11Y_SPECS = ['axe-pages.spec.ts', 'axe-open-states.spec.ts'];
const PROJECTS = ['desktop', 'mobile'];

/** The parts of Playwright's JSON report the gate reads. */
type Annotation = { type: string; description?: string };
type ReportTest = { projectName: string; status: string; annotations?: Annotation[]; results?: { annotations?: Annotation[] }[] };
type ReportSpec = { title: string; file?: string; tests?: ReportTest[] };
type ReportSuite = { file?: string; title?: string; specs?: ReportSpec[]; suites?: ReportSuite[] };
export type PlaywrightReport = { suites?: ReportSuite[] };

/** One test of one project, as the gate counts it. */
type TestEntry = { file: string; title: string; project: string; status: string; annotations: Annotation[] };

/** Flattens Playwright's JSON report into one entry per test and project. */
function testsOf(report: PlaywrightReport): TestEntry[] {
  const found: TestEntry[] = [];
  const walk = (suite: ReportSuite, file?: string) => {
    const here = suite.file ?? file;
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        // Runtime annotations are on each result (the last one is the final attempt) and, in current
        // Playwright, copied to the test as well: read one place, or repeated scans would be merged.
        const last = t.results?.at(-1);
        const annotations = last?.annotations ?? t.annotations ?? [];
        found.push({
          file: (spec.file ?? here ?? '').split('/').at(-1) ?? '',
          title: spec.title,
          project: t.projectName,
          status: t.status,
          annotations,
        });
      }
    }
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return found;
}

/** Counts and failures of the a11y specs in a report; `complete` says whether both specs ran at both widths. */
export function summariseAxe(report: PlaywrightReport) {
  const tests = testsOf(report).filter((t) => A11Y_SPECS.includes(t.file));
  const complete = A11Y_SPECS.every((file) => PROJECTS.every((p) => tests.some((t) => t.file === file && t.project === p)));
  const failed = tests.filter((t) => t.status !== 'expected' && t.status !== 'flaky' && t.status !== 'skipped');
  const scans = tests.flatMap((t) => t.annotations.filter((a) => a.type === 'axe-scan').map((a) => ({ ...a, project: t.project })));
  const byProject = Object.fromEntries(PROJECTS.map((p) => [p, scans.filter((s) => s.project === p).length]));
  const rulesPassed = scans.reduce((sum, s) => sum + Number(/(\d+) rules passed/.exec(s.description ?? '')?.[1] ?? 0), 0);
  return {
    complete,
    tests: tests.length,
    failed: failed.map((t) => `[${t.project}] ${t.file} › ${t.title} (${t.status})`),
    scans: scans.length,
    byProject,
    rulesPassed,
    flaky: tests.filter((t) => t.status === 'flaky').length,
  };
}

/** Reads the last e2e report, or runs the a11y specs when it is missing, stale or partial. */
export type AxeSummary = ReturnType<typeof summariseAxe> & { source: string };

export function axeGate({ root, outDir, log = console.log }: { root: string; outDir: string; log?: (line: string) => void }): AxeSummary {
  const reportFile = join(root, 'playwright-report/results.json');
  const fresh = () => existsSync(reportFile) && statSync(reportFile).mtimeMs > statSync(join(outDir, 'index.html')).mtimeMs;
  if (fresh()) {
    const summary = summariseAxe(JSON.parse(readFileSync(reportFile, 'utf8')));
    if (summary.complete) return { ...summary, source: 'the e2e run (playwright-report/results.json)' };
  }
  log('  the last e2e report lacks the a11y specs at both widths: running them now');
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', join(root, 'e2e/run.ts'), '--no-build', ...A11Y_SPECS.map((f) => `e2e/${f}`)],
    {
      cwd: root,
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  if (!fresh()) throw new Error(`the a11y specs wrote no report (exit ${result.status})`);
  const summary = summariseAxe(JSON.parse(readFileSync(reportFile, 'utf8')));
  if (!summary.complete) summary.failed.push('the a11y specs did not run at both widths');
  return { ...summary, source: 'a run of the a11y specs by the audit' };
}
