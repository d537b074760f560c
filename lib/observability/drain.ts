/**
 * Readiness before drain. On SIGTERM the instance says it is no longer ready (GET /api/health/ready answers 503,
 * GET /api/health stays 200) and keeps serving for SHUTDOWN_DRAIN_SECONDS, the time the load balancer needs to
 * stop sending it requests; only then does it stop taking connections, finish what it accepted and exit.
 * The state is a process singleton: the health route is bundled apart from instrumentation.ts.
 */
import { processSingleton } from '@/lib/process-singleton.mjs';

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

/**
 * Takes over SIGTERM from the listeners already installed (Next's, which stops taking connections at once):
 * they run after the drain period, so they still finish the requests in flight and exit as before.
 */
export function drainOnSigterm({
  seconds,
  onDrain,
  onClose,
  proc = process,
}: {
  seconds: number;
  onDrain: () => void;
  onClose?: () => Promise<void>;
  proc?: Pick<NodeJS.Process, 'listeners' | 'removeListener' | 'on' | 'exit'>;
}) {
  const later = proc.listeners('SIGTERM') as SignalListener[];
  for (const listener of later) proc.removeListener('SIGTERM', listener);
  proc.on('SIGTERM', () => {
    if (state().draining) return;
    startDraining();
    onDrain();
    setTimeout(() => {
      void (async () => {
        await onClose?.().catch(() => {});
        if (later.length === 0) proc.exit(143);
        for (const listener of later) listener('SIGTERM');
      })();
    }, seconds * 1000);
  });
}
