// Playwright's global setup: the fake WordPress.com APIs of test-support/builds.ts and the fake Plausible
// collector, unless e2e/run.ts (which needs the APIs for the builds) has started them already.
import { start as startCollector } from '../dev-services/fake-plausible/start';
import { start } from '../dev-services/fake-wpcom/start';
import { collector, fakes } from './builds';

export default async function startFakes() {
  const started = await Promise.all([
    ...fakes.map(({ port, dataset }) => start({ port, dataset, reuse: true })),
    startCollector({ ...collector, reuse: true }),
  ]);
  return async () => {
    await Promise.all(started.map(({ stop }) => stop()));
  };
}
