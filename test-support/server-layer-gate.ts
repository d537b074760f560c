/**
 * The Node server tests (e2e/server/*.test.ts) and Playwright's server-mode project both change the server build's
 * fake API and start servers on its ports, so they never run at the same time. e2e/run.ts runs the Node tests beside
 * Playwright's export projects and closes this gate meanwhile: a file named in E2E_SERVER_LAYER_GATE holding
 * run.ts's pid. Playwright's server-mode worker waits at it (test-support/fixtures.ts) until the file is gone, or
 * the run that wrote it has ended (then nothing else is using the fake). Without the variable nothing waits.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const VARIABLE = 'E2E_SERVER_LAYER_GATE';

/** Closes the gate; `env` is what to give the Playwright run that must wait, `open` lets it through. */
export function closeGate(): { env: Record<string, string>; open: () => void } {
  const file = join(tmpdir(), `e2e-server-layer-${process.pid}`);
  writeFileSync(file, String(process.pid));
  return { env: { [VARIABLE]: file }, open: () => rmSync(file, { force: true }) };
}

/** Resolves once the gate named in the environment is open (at once when there is none). */
export async function waitAtGate(): Promise<void> {
  const file = process.env[VARIABLE];
  if (!file) return;
  for (;;) {
    try {
      process.kill(Number(readFileSync(file, 'utf8')), 0);
    } catch {
      // No file (the gate is open), or its writer is gone.
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
