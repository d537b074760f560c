// Local servers the browser-based audits need: a static server over the export (the hosting rule: `serve`
// maps /about to about.html and answers unknown paths with 404.html), and the fake WordPress.com API the
// test-configuration export's blog revalidates against in the browser.
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

const root = join(__dirname, '../../..');

async function waitFor(url: string, child: ChildProcess | null, what: string) {
  for (let i = 0; i < 300; i += 1) {
    if (child && child.exitCode !== null) throw new Error(`${what} exited with code ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${what} did not answer at ${url}`);
}

const answers = (url: string) =>
  fetch(url).then(
    (response) => response.ok,
    () => false,
  );

/** Stops a server the audit started; resolves once it has exited. */
export type Stop = () => Promise<void>;

function stopper(child: ChildProcess): Stop {
  return () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill();
    });
}

/** Serves `dir` on `port`; resolves to a stop function. */
export async function startStaticServer(dir: string, port: number): Promise<Stop> {
  const url = `http://127.0.0.1:${port}/`;
  if (await answers(url)) throw new Error(`port ${port} is already in use; set E2E_PORT_BASE to another base`);
  const child = spawn(join(root, 'node_modules/.bin/serve'), [dir, '-l', String(port), '--no-port-switching', '--no-clipboard'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitFor(url, child, 'the static server');
  return stopper(child);
}

/** Starts the fake blog API unless one already answers on `port` (e.g. from the e2e run); returns a stop function. */
export async function ensureFakeBlogApi(port: number, extraEnv: Record<string, string> = {}): Promise<Stop> {
  const health = `http://127.0.0.1:${port}/__health`;
  if (await answers(health)) return async () => {};
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'e2e/fake-wpcom/server.ts')], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...extraEnv, PORT: String(port) },
  });
  await waitFor(health, child, 'the fake WordPress.com API');
  return stopper(child);
}
