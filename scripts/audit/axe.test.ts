import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { summariseAxe } from './axe';

/** One test of a spec; like Playwright, its runtime annotations appear on the result and on the test. */
type Entry = { file: string; spec: { title: string; file: string; tests: object[] } };

const test = (file: string, project: string, status: string, scans = 1): Entry => {
  // Two dialogs scanned on one page give identical descriptions: both must count.
  const annotations = Array.from({ length: scans }, () => ({
    type: 'axe-scan',
    description: '/p dialog[open]: 40 rules passed, 0 violated',
  }));
  return {
    file,
    spec: {
      title: `${file} ${project}`,
      file,
      tests: [
        { projectName: project, status, annotations, results: [{ status: status === 'expected' ? 'passed' : 'failed', annotations }] },
      ],
    },
  };
};

/** Playwright's JSON report shape: file suites holding describe suites holding specs. */
function report(entries: Entry[]) {
  return {
    suites: [...new Set(entries.map((e) => e.file))].map((file) => ({
      file,
      specs: [],
      suites: [{ title: 'describe', specs: entries.filter((e) => e.file === file).map((e) => e.spec as never) }],
    })),
  };
}

describe('summariseAxe', () => {
  it('counts tests and scans per width from a complete run', () => {
    const summary = summariseAxe(
      report([
        test('axe-pages.spec.ts', 'desktop', 'expected', 2),
        test('axe-pages.spec.ts', 'mobile', 'expected', 2),
        test('axe-open-states.spec.ts', 'desktop', 'expected', 3),
        test('axe-open-states.spec.ts', 'mobile', 'flaky', 1),
        test('navigation.spec.ts', 'desktop', 'expected', 5),
      ]),
    );
    assert.equal(summary.complete, true);
    assert.equal(summary.tests, 4);
    assert.equal(summary.scans, 8);
    assert.deepEqual(summary.byProject, { desktop: 5, mobile: 3 });
    assert.equal(summary.rulesPassed, 320);
    assert.deepEqual(summary.failed, []);
    assert.equal(summary.flaky, 1);
  });

  it('lists failures and notices a run without one of the widths', () => {
    const summary = summariseAxe(
      report([test('axe-pages.spec.ts', 'desktop', 'unexpected'), test('axe-open-states.spec.ts', 'desktop', 'expected')]),
    );
    assert.equal(summary.complete, false);
    assert.deepEqual(summary.failed, ['[desktop] axe-pages.spec.ts › axe-pages.spec.ts desktop (unexpected)']);
  });
});
