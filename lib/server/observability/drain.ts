/**
 * Readiness before drain. On SIGTERM the instance says it is no longer ready (GET /api/health/ready answers 503,
 * GET /api/health stays 200) and keeps serving for SHUTDOWN_DRAIN_SECONDS, the time the load balancer needs to
 * stop sending it requests; only then does it stop taking connections, finish what it accepted and exit.
 * The state is a process singleton: the health route is bundled apart from instrumentation.ts.
 */
import { subscribe } from 'node:diagnostics_channel';
import type { Server, ServerResponse } from 'node:http';
import { processSingleton } from '@/lib/util/process-singleton.mjs';

export type DrainState = { draining: boolean; since: string | null };

function state(): DrainState {
  return processSingleton<DrainState>('drain', () => ({ draining: false, since: null }));
}

export function drainState(): Readonly<DrainState> {
  return state();
}

function startDraining(now = new Date()) {
  const current = state();
  if (current.draining) return;
  current.draining = true;
  current.since = now.toISOString();
}

type SignalListener = (signal: NodeJS.Signals) => void;
type RequestStart = { response: ServerResponse; server: Server };

/**
 * Watches the server's requests (Node's diagnostics channel: no wrapper around Next's handler) for two things.
 * During the drain every answer carries `Connection: close` and its connection is closed after it, so clients
 * and proxies that pool connections let go of this instance while it still serves: when Next's close then shuts
 * the idle connections, none is about to carry a request (one written into a connection as it closes gets a
 * reset, not an answer). And it learns the servers, so that `closing()` can end, right after its answer, each
 * connection whose request began before SIGTERM and outlasts the drain: Next's close shuts idle connections only
 * once, and with a long KEEP_ALIVE_TIMEOUT such a connection would hold the exit for that long.
 */
function watchRequests() {
  const servers = new Set<Server>();
  subscribe('http.server.request.start', (message) => {
    const { response, server } = message as RequestStart;
    servers.add(server);
    if (state().draining) response.shouldKeepAlive = false;
  });
  return {
    closing() {
      // 0 would mean no timeout at all.
      for (const server of servers) server.keepAliveTimeout = 1;
    },
  };
}

/**
 * Takes over SIGTERM from the listeners installed before it: Next's, which stops taking connections at once
 * (next/dist/server/lib/start-server.js adds it before it loads the app, so before instrumentation.ts runs).
 * They run after the drain period, so they still stop listening, finish the requests in flight and exit.
 * A SIGTERM listener added after this one would run at once, with no drain: `lateListeners` counts them.
 */
export function drainOnSigterm({
  seconds,
  onDrain,
  onClose,
  proc = process,
}: {
  seconds: number;
  onDrain: (info: { lateListeners: number }) => void;
  onClose?: () => Promise<void>;
  proc?: Pick<NodeJS.Process, 'listeners' | 'removeListener' | 'on' | 'exit'>;
}) {
  const later = proc.listeners('SIGTERM') as SignalListener[];
  for (const listener of later) proc.removeListener('SIGTERM', listener);
  const requests = watchRequests();
  const drain = () => {
    if (state().draining) return;
    startDraining();
    onDrain({ lateListeners: proc.listeners('SIGTERM').filter((listener) => listener !== drain).length });
    setTimeout(() => {
      void (async () => {
        await onClose?.().catch(() => {});
        requests.closing();
        // Without Next's handler (NEXT_MANUAL_SIG_HANDLE set) nobody else ends the process.
        if (later.length === 0) proc.exit(143);
        for (const listener of later) listener('SIGTERM');
      })();
    }, seconds * 1000);
  };
  proc.on('SIGTERM', drain);
}
