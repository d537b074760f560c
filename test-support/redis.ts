/**
 * Debian's redis-server for the server-mode cluster tests and the load benchmark: one per spec on its own port,
 * nothing persisted, keyspace events on (the cache handler's tag maps need them, as on a managed Redis).
 */
import { spawn } from 'node:child_process';
import { connect } from 'node:net';

export type RedisServer = { url: string; stop: () => Promise<void> };

function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port }, () => socket.write('PING\r\n'));
    socket.setTimeout(1_000, () => (socket.destroy(), resolve(false)));
    socket.once('data', (data) => (socket.destroy(), resolve(data.toString().startsWith('+PONG'))));
    socket.once('error', () => resolve(false));
  });
}

export async function startRedis(port: number): Promise<RedisServer> {
  if (await answersPing(port)) throw new Error(`port ${port} already has a Redis; set E2E_PORT_BASE to another base`);
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--notify-keyspace-events', 'Exe'],
    { stdio: 'ignore' },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.once('error', () => {}); // ENOENT: reported below as "did not start"
  for (let i = 0; i < 100; i += 1) {
    if (await answersPing(port)) {
      return {
        url: `redis://127.0.0.1:${port}`,
        stop: async () => {
          if (child.exitCode === null) child.kill('SIGKILL');
          await exited;
        },
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`redis-server did not start on port ${port} (is Debian's redis-server installed? .ci/run installs it)`);
}
