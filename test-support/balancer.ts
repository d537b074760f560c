/**
 * The load balancer of the rolling-restart test, doing what a Kubernetes Service does with readiness: it polls
 * each backend's GET /api/health/ready and sends requests round-robin to the ready ones. A 503 takes a backend
 * out at once (the drain's signal); a poll with no answer counts only after `failures` in a row (on a busy
 * machine one slow poll must not empty the pool); one 200 brings it back. Each backend is polled again only once
 * its previous poll has ended.
 * A request that fails at the backend is answered 502 (or cut, if the answer had begun), recorded with the
 * backend and the error, and never retried: every drop shows.
 */
import { createServer, request as httpRequest } from 'node:http';

type Drop = { backend: string; error: string; at: number };

export type Balancer = {
  origin: string;
  setBackends: (origins: string[]) => void;
  ready: () => string[];
  /** Requests the balancer could not get answered by the backend it chose. */
  drops: () => Drop[];
  stop: () => Promise<void>;
};

// Hop-by-hop: they describe the backend's connection to the balancer, not the client's.
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding']);

export function startBalancer({
  port,
  pollMs = 250,
  pollTimeoutMs = 5_000,
  failures = 3,
}: {
  port: number;
  pollMs?: number;
  pollTimeoutMs?: number;
  failures?: number;
}): Promise<Balancer> {
  let backends: string[] = [];
  let stopped = false;
  const ready = new Set<string>();
  const failed = new Map<string, number>();
  const polling = new Set<string>();
  const drops: Drop[] = [];

  const pollOnce = async (origin: string) => {
    // 0: no answer within the timeout (the body too), or no connection.
    const status = await fetch(`${origin}/api/health/ready`, { signal: AbortSignal.timeout(pollTimeoutMs) })
      .then((response) => response.arrayBuffer().then(() => response.status))
      .catch(() => 0);
    if (status === 200) {
      failed.set(origin, 0);
      if (backends.includes(origin)) ready.add(origin);
    } else if (status !== 0) {
      ready.delete(origin);
    } else {
      failed.set(origin, (failed.get(origin) ?? 0) + 1);
      if ((failed.get(origin) ?? 0) >= failures) ready.delete(origin);
    }
  };
  const poll = (origin: string) => {
    if (polling.has(origin)) return;
    polling.add(origin);
    void (async () => {
      while (!stopped && backends.includes(origin)) {
        await pollOnce(origin);
        await new Promise((resolve) => setTimeout(resolve, pollMs));
      }
      polling.delete(origin);
    })();
  };

  let next = 0;
  const server = createServer((req, res) => {
    const live = backends.filter((origin) => ready.has(origin));
    if (live.length === 0) return void res.writeHead(503).end('no ready backend');
    const backend = live[next++ % live.length]!;
    const drop = (error: Error) => {
      drops.push({ backend, error: (error as NodeJS.ErrnoException).code ?? error.message, at: Date.now() });
      if (res.headersSent) res.destroy();
      else res.writeHead(502).end('backend failed');
    };
    const upstream = httpRequest(new URL(req.url ?? '/', backend), { method: req.method, headers: req.headers }, (answer) => {
      const headers = Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !HOP_BY_HOP.has(name)));
      res.writeHead(answer.statusCode ?? 502, headers);
      answer.once('error', drop);
      answer.pipe(res);
    });
    upstream.once('error', drop);
    req.pipe(upstream);
  });
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () =>
      resolve({
        origin: `http://127.0.0.1:${port}`,
        setBackends: (origins) => {
          backends = origins;
          for (const origin of [...ready]) if (!origins.includes(origin)) ready.delete(origin);
          for (const origin of origins) poll(origin);
        },
        ready: () => backends.filter((origin) => ready.has(origin)),
        drops: () => [...drops],
        stop: () => {
          stopped = true;
          server.closeAllConnections();
          return new Promise((done) => server.close(() => done()));
        },
      }),
    );
  });
}
