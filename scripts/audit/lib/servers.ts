// Local servers the browser-based audits need: a static server over the export (the hosting rule: `serve`
// maps /about to about.html and answers unknown paths with 404.html), and the fake WordPress.com API the
// test-configuration export's blog revalidates against in the browser (dev-services/fake-wpcom/start.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { answers, waitFor } from '../../../dev-services/wait';

const root = join(__dirname, '../../..');

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
  await waitFor(url, { child, what: 'the static server' });
  return stopper(child);
}
