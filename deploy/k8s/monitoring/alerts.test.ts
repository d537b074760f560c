/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse, stringify } from 'yaml';

/**
 * The PrometheusRule's alerts through Debian's promtool (apt-get install prometheus; .ci/run installs it):
 * `promtool check rules` on its spec, then `promtool test rules` on alerts.test.yaml, which fires each alert from
 * a series that should page and keeps every one quiet on a healthy one.
 */
const dir = mkdtempSync(join(tmpdir(), 'site-alerts-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const rule = parse(readFileSync(join(__dirname, 'prometheusrule.yaml'), 'utf8')) as { spec: { groups: { rules: { alert: string }[] }[] } };
writeFileSync(join(dir, 'rules.yaml'), stringify(rule.spec));
copyFileSync(join(__dirname, 'alerts.test.yaml'), join(dir, 'alerts.test.yaml'));

function promtool(...args: string[]) {
  const result = spawnSync('promtool', args, { cwd: dir, encoding: 'utf8' });
  if (result.error) throw new Error(`promtool did not run (is Debian's prometheus installed?): ${result.error.message}`);
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
}

it('the rules pass promtool check rules', () => {
  const { code, output } = promtool('check', 'rules', 'rules.yaml');
  expect(output).toMatch(/SUCCESS: 5 rules found/);
  expect(code).toBe(0);
});

it('every alert is fired by a unit test, and the tests pass promtool test rules', () => {
  const tests = readFileSync(join(__dirname, 'alerts.test.yaml'), 'utf8');
  for (const { alert } of rule.spec.groups.flatMap((group) => group.rules)) {
    expect(tests).toMatch(new RegExp(`alertname: ${alert}\\n\\s+exp_alerts:\\n\\s+- exp_labels`));
  }
  const { code, output } = promtool('test', 'rules', 'alerts.test.yaml');
  expect(output).toMatch(/SUCCESS/);
  expect(code).toBe(0);
});
