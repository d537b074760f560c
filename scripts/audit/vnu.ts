// HTML validity: the W3C Nu Html Checker (vnu-jar, on the system Java) over every .html file of the export.
// Zero errors allowed; warnings are counted and shown.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { relative } from 'node:path';
import { htmlFiles } from './lib/export';

// React serialises void elements as <meta ... />. The checker notes the slash as information (not a warning
// or an error); it is how React writes HTML, not something this project can change.
const FILTERED_INFO = /^Trailing slash on void elements/;
// The checker also evaluates each page's CSP <meta> against the file it reads: a file: URL has no origin, so it
// reports every 'self' resource and every JSON-LD block (data, not script) as blocked. Chromium is the judge
// of the policy instead: e2e/deploy-nginx.spec.ts loads every route under it and fails on any violation.
const CSP_FALSE_ALARM = /^(Resource|Inline script) violates Content Security Policy \(meta tag\)/;

/** One message of the checker's JSON output. */
type VnuMessage = {
  type: string;
  subType?: string;
  message: string;
  url?: string;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
  extract?: string;
};

export type VnuReport = { files: number; summary: string; errors: string[]; warnings: string[] };

/** Runs the checker without blocking: the audit's other file gates run meanwhile. */
function checker(java: string, args: string[]): Promise<{ status: number | null; error?: Error; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(java, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', (error) => resolve({ status: null, error, stderr }));
    child.on('close', (status) => resolve({ status, stderr }));
  });
}

export async function runVnu(outDir: string, { java = process.env.JAVA ?? 'java' } = {}): Promise<VnuReport> {
  const jar = createRequire(__filename)('vnu-jar').toString();
  const files = htmlFiles(outDir);
  const result = await checker(java, ['-Xss4m', '-jar', jar, '--format', 'json', '--exit-zero-always', ...files]);
  if (result.error || result.status !== 0) {
    throw new Error(`vnu.jar did not run (${result.error?.message ?? `exit ${result.status}`}): ${result.stderr}`);
  }
  const { messages } = JSON.parse(result.stderr) as { messages: VnuMessage[] };
  const where = (m: VnuMessage) =>
    `${m.url ? relative(outDir, new URL(m.url).pathname) : '?'}${m.lastLine ? `:${m.lastLine}:${m.firstColumn ?? m.lastColumn}` : ''}`;
  const errors: string[] = [];
  const warnings: string[] = [];
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
  const summary =
    `${files.length} files, ${errors.length} errors, ${warnings.length} warnings (not counted: ${filtered} notes on React's ` +
    `void-element slashes, ${cspNotes} CSP notes the checker raises for files without an origin)`;
  for (const warning of warnings) console.log(`  warning ${warning}`);
  return { files: files.length, summary, errors, warnings };
}
