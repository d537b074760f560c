// HTML validity: the W3C Nu Html Checker (vnu-jar, on the system Java) over every .html file of the export.
// Zero errors allowed; warnings are counted and shown.
//   node scripts/audit/vnu.mjs [outDir]
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { htmlFiles } from './lib/export.mjs';

// React serialises void elements as <meta ... />. The checker notes the slash as information (not a warning
// or an error); it is how React writes HTML, not something this project can change.
const FILTERED_INFO = /^Trailing slash on void elements/;
// The checker also evaluates each page's CSP <meta> against the file it reads: a file: URL has no origin, so it
// reports every 'self' resource and every JSON-LD block (data, not script) as blocked. Chromium is the judge
// of the policy instead: e2e/deploy-nginx.spec.ts loads every route under it and fails on any violation.
const CSP_FALSE_ALARM = /^(Resource|Inline script) violates Content Security Policy \(meta tag\)/;

export function runVnu(outDir, { java = process.env.JAVA ?? 'java' } = {}) {
  const jar = createRequire(import.meta.url)('vnu-jar').toString();
  const files = htmlFiles(outDir);
  const result = spawnSync(java, ['-Xss4m', '-jar', jar, '--format', 'json', '--exit-zero-always', ...files], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.error || result.status !== 0) {
    throw new Error(`vnu.jar did not run (${result.error?.message ?? `exit ${result.status}`}): ${result.stderr}`);
  }
  const { messages } = JSON.parse(result.stderr);
  const where = (m) =>
    `${m.url ? relative(outDir, new URL(m.url).pathname) : '?'}${m.lastLine ? `:${m.lastLine}:${m.firstColumn ?? m.lastColumn}` : ''}`;
  const errors = [];
  const warnings = [];
  let filtered = 0;
  let cspNotes = 0;
  for (const m of messages) {
    if (m.type !== 'error' && CSP_FALSE_ALARM.test(m.message)) {
      cspNotes += 1;
      continue;
    }
    const line = `${where(m)}: ${m.message}${m.extract ? `  [${m.extract.replace(/\s+/g, ' ').trim().slice(0, 120)}]` : ''}`;
    if (m.type === 'error' || m.type === 'non-document-error') errors.push(line);
    else if (m.subType === 'warning') warnings.push(line);
    else if (FILTERED_INFO.test(m.message)) filtered += 1;
    else warnings.push(`(info) ${line}`);
  }
  return { files: files.length, errors, warnings, filtered, cspNotes };
}

export function printVnuReport({ files, errors, warnings, filtered, cspNotes }) {
  console.log(
    `HTML validity (vnu): ${files} files, ${errors.length} errors, ${warnings.length} warnings (not shown: ${filtered} notes about React's void-element slashes, ${cspNotes} CSP warnings the checker raises for files without an origin)`,
  );
  for (const w of warnings) console.log(`  warning ${w}`);
  if (errors.length) console.error(`\n${errors.length} HTML validity error(s):\n- ${errors.join('\n- ')}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = new URL('../..', import.meta.url).pathname;
  const result = runVnu(process.argv[2] ?? join(root, 'out'));
  printVnuReport(result);
  process.exit(result.errors.length ? 1 : 0);
}
