/**
 * The load balancer of the rolling-restart test, doing what a Kubernetes Service does with readiness: it polls
 * each backend's GET /api/health/ready and sends requests round-robin to the ready ones. Like a probe with a
 * failureThreshold, a backend leaves after `failures` failed polls in a row (a 503, or no answer within 2 s: on
 * a busy machine one slow poll must not empty the pool) and is back after one 200.
 * A request that fails at the backend is answered 502 and counted, never retried: every drop shows.
 */
import { createServer, request as httpRequest } from 'node:http';

export type Balancer = {
  origin: string;
  setBackends: (origins: string[]) => void;
  ready: () => string[];
  stop: () => Promise<void>;
};

export function startBalancer({
  port,
  pollMs = 250,
  failures = 3,
}: {
  port: number;
  pollMs?: number;
  failures?: number;
}): Promise<Balancer> {
  let backends: string[] = [];
  const ready = new Set<string>();
  const failed = new Map<string, number>();
  const fail = (origin: string) => {
    failed.set(origin, (failed.get(origin) ?? 0) + 1);
    if ((failed.get(origin) ?? 0) >= failures) ready.delete(origin);
  };
  let next = 0;
  const poll = setInterval(() => {
    for (const origin of backends) {
      fetch(`${origin}/api/health/ready`, { signal: AbortSignal.timeout(2_000) }).then(
        (response) => {
          void response.arrayBuffer().catch(() => {});
          if (response.status !== 200) return fail(origin);
          failed.set(origin, 0);
          ready.add(origin);
        },
        () => fail(origin),
      );
    }
  }, pollMs);
  const server = createServer((req, res) => {
    const live = backends.filter((origin) => ready.has(origin));
    if (live.length === 0) return void res.writeHead(503).end('no ready backend');
    const target = new URL(req.url ?? '/', live[next++ % live.length]);
    const upstream = httpRequest(target, { method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.once('error', () => res.headersSent || res.writeHead(502).end('backend failed'));
    req.pipe(upstream);
  });
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () =>
      resolve({
        origin: `http://127.0.0.1:${port}`,
        setBackends: (origins) => {
          backends = origins;
          for (const origin of [...ready]) if (!origins.includes(origin)) ready.delete(origin);
        },
        ready: () => backends.filter((origin) => ready.has(origin)),
        stop: () => {
          clearInterval(poll);
          server.closeAllConnections();
          return new Promise((done) => server.close(() => done()));
        },
      }),
    );
  });
}
