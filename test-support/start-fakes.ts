// Playwright's global setup: the fake WordPress.com APIs of test-support/builds.ts, unless e2e/run.ts (which
// needs them for the builds) has started them already.
import { start } from '../dev-services/fake-wpcom/start';
import { fakes } from './builds';

export default async function startFakes() {
  const started = await Promise.all(fakes.map(({ port, dataset }) => start({ port, dataset, reuse: true })));
  return async () => {
    await Promise.all(started.map(({ stop }) => stop()));
  };
}
