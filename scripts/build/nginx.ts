// Runs deploy/nginx.conf over a directory on loopback, in the foreground, from a throwaway directory: used by
// the deploy e2e test and the load benchmark.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// __dirname, not import.meta: Playwright loads this file as CommonJS, where import.meta cannot appear.
const deployDir = join(__dirname, '../../deploy');

/** The nginx binary: $NGINX_BIN, Debian's /usr/sbin/nginx, or nginx on the PATH; null when there is none. */
export function findNginx(): string | null {
  if (process.env.NGINX_BIN) return existsSync(process.env.NGINX_BIN) ? process.env.NGINX_BIN : null;
  if (existsSync('/usr/sbin/nginx')) return '/usr/sbin/nginx';
  const which = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' });
  return which.status === 0 && which.stdout.trim() ? which.stdout.trim() : null;
}

const NGINX_MISSING =
  'nginx is not installed: the deploy test serves out/ with it. Install it (Debian: apt-get install nginx) ' +
  'or point NGINX_BIN at an nginx binary.';

/** Fills the ${NAME} placeholders of deploy/nginx.conf; an unknown or missing one is an error. */
function renderNginxConf(template: string, values: Record<string, string>): string {
  return template.replace(/\$\{([A-Z_]+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`deploy/nginx.conf: no value for \${${name}}`);
    return value;
  });
}

async function waitForPort(origin: string, child: ChildProcess, output: () => string): Promise<void> {
  // Generous on a loaded CI machine; each probe has its own timeout so one stuck connection cannot eat it all.
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}:\n${output()}`);
    try {
      await fetch(`${origin}/`, { method: 'HEAD', signal: AbortSignal.timeout(2_000) });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  throw new Error(`nginx did not answer on ${origin} within 20 s:\n${output()}`);
}

export type RunningNginx = {
  origin: string;
  /** The master process; its workers are its children. */
  pid: number | undefined;
  stderr: () => string;
  stop: () => Promise<void>;
};

/**
 * Starts nginx on host:port serving `root`. Resolves to { origin, stop }; stop() ends that one process
 * and removes its directory.
 */
export async function startNginx({ root, port, host = '127.0.0.1' }: { root: string; port: number; host?: string }): Promise<RunningNginx> {
  const bin = findNginx();
  if (!bin) throw new Error(NGINX_MISSING);
  if (!existsSync(join(root, 'index.html'))) throw new Error(`${root} has no index.html: build the site first`);

  const runDir = mkdtempSync(join(tmpdir(), 'site-nginx-'));
  cpSync(join(deployDir, 'snippets'), join(runDir, 'snippets'), { recursive: true });
  const conf = join(runDir, 'nginx.conf');
  const template = readFileSync(join(deployDir, 'nginx.conf'), 'utf8');
  writeFileSync(conf, renderNginxConf(template, { SITE_ROOT: root, LISTEN: `${host}:${port}`, RUN_DIR: runDir }));

  let stderr = '';
  const child = spawn(bin, ['-p', runDir, '-e', 'stderr', '-c', conf], { stdio: ['ignore', 'ignore', 'pipe'] });
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const cleanUp = () => rmSync(runDir, { recursive: true, force: true });

  const origin = `http://${host}:${port}`;
  try {
    await waitForPort(origin, child, () => stderr);
  } catch (error) {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    cleanUp();
    throw error;
  }

  return {
    origin,
    pid: child.pid,
    stderr: () => stderr,
    async stop() {
      // SIGQUIT: graceful shutdown, the master waits for its workers.
      if (child.exitCode === null) child.kill('SIGQUIT');
      await exited;
      cleanUp();
    },
  };
}
