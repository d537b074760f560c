/**
 * Debian's redis-server for the server-mode cluster tests and the load benchmark: one per spec on its own port,
 * nothing persisted, otherwise at Redis's defaults (keyspace events off), as most managed Redis services ship.
 * `args` adds settings for the misconfiguration tests (--requirepass, --replicaof, …).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export type RedisServer = {
  url: string;
  stop: () => Promise<void>;
  /** SIGSTOP: Redis hangs, its connections stay open and nothing answers (a stalled host, not a refused port). */
  pause: () => void;
};

function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port }, () => socket.write('PING\r\n'));
    socket.setTimeout(1_000, () => (socket.destroy(), resolve(false)));
    // A Redis with a password answers NOAUTH: it is up all the same.
    socket.once('data', (data) => (socket.destroy(), resolve(/^(\+PONG|-NOAUTH)/.test(data.toString()))));
    socket.once('error', () => resolve(false));
  });
}

/** Sends one command on a connection of its own and returns the first line of the reply (`+OK`, `-ERR …`). */
export function redisCommand(port: number, ...args: string[]): Promise<string> {
  const request = `*${args.length}\r\n${args.map((arg) => `$${Buffer.byteLength(arg)}\r\n${arg}\r\n`).join('')}`;
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port }, () => socket.write(request));
    socket.setTimeout(2_000, () => (socket.destroy(), reject(new Error(`redis on ${port}: no answer`))));
    socket.once('data', (data) => (socket.destroy(), resolve(data.toString().split('\r\n')[0]!)));
    socket.once('error', reject);
  });
}

export async function startRedis(port: number, { args = [] }: { args?: string[] } = {}): Promise<RedisServer> {
  if (await answersPing(port)) throw new Error(`port ${port} already has a Redis; set E2E_PORT_BASE to another base`);
  // A folder of its own: a primary writes its snapshot where it runs when a replica syncs, and Redis loads any
  // dump.rdb it finds there at start (--save '' stops saving, not loading), so a shared folder would hand a later
  // "fresh" Redis an earlier one's keys.
  const dir = mkdtempSync(join(tmpdir(), 'site-redis-'));
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', ...args], {
    stdio: 'ignore',
    cwd: dir,
  });
  const removeDir = () => rmSync(dir, { recursive: true, force: true });
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      removeDir();
      resolve();
    }),
  );
  child.once('error', () => {}); // ENOENT: reported below as "did not start"
  for (let i = 0; i < 100; i += 1) {
    if (await answersPing(port)) {
      return {
        url: `redis://127.0.0.1:${port}`,
        pause: () => void child.kill('SIGSTOP'),
        // SIGKILL ends a paused Redis too.
        stop: async () => {
          if (child.exitCode === null) child.kill('SIGKILL');
          await exited;
        },
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  removeDir();
  throw new Error(`redis-server did not start on port ${port} (is Debian's redis-server installed? .ci/run installs it)`);
}
