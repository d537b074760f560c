/**
 * The server's JSON logs (pino, one object a line on stdout): a line per request (lib/server/observability/http.ts),
 * and everything Next and the cache handler print through console.*, so a log pipeline parses every line.
 * LOG_LEVEL sets the level. Every message passes through the redactor (./redact.ts) first.
 */
import { formatWithOptions } from 'node:util';
import pino, { type Logger } from 'pino';
import { serverEnv } from '@/lib/config/env';
import { processSingleton } from '@/lib/util/process-singleton.mjs';
import { redactor } from './redact';

// Next colours its own lines; a log pipeline wants the words.
const ANSI = /\u001b\[[0-9;]*m/g;

/** How lines are gathered into writes to stdout (pino's SonicBoom options). */
type Batching = { minLength?: number; maxWrite?: number; periodicFlush?: number };

/**
 * A logger on stdout that never blocks: lines logged while a write is under way go out with the next one, and
 * pino flushes what is left when the process exits.
 */
function create(batching: Batching): Logger {
  const redact = redactor();
  return pino(
    {
      level: serverEnv().logLevel,
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      hooks: {
        logMethod(args, method) {
          const [first, ...rest] = args as unknown[];
          if (typeof first === 'string') return method.apply(this, [redact(first), ...(rest as [])]);
          if (typeof rest[0] === 'string') return method.apply(this, [first as object, redact(rest[0]), ...(rest.slice(1) as [])]);
          return method.apply(this, args);
        },
      },
    },
    pino.destination({ dest: 1, sync: false, ...batching }),
  );
}

/** The server's log: everything but the request lines, each line written as soon as it is logged. */
export function logger(): Logger {
  return processSingleton('logger', () => create({}));
}

/**
 * The request lines (lib/server/observability/http.ts), written in batches: a write per line, each a hop to libuv's thread
 * pool, cost a busy server about a tenth of its requests per second (docs/benchmarks.md#observability-cost). They go
 * out once 2 KB have gathered or a quarter of a second after they were logged, in writes of at most 4 KB, which a
 * pipe keeps whole beside the other log's lines.
 */
export function requestLogger(): Logger {
  return processSingleton('request-logger', () => create({ minLength: 2048, maxWrite: 4096, periodicFlush: 250 }));
}

/** console.* as JSON lines: log and info at info, debug at debug, warn at warn, error at error. */
export function routeConsoleToLogger(log: Logger = logger()) {
  const line = (args: unknown[]) =>
    formatWithOptions({ colors: false }, ...args)
      .replace(ANSI, '')
      .trim();
  const to =
    (level: 'debug' | 'info' | 'warn' | 'error') =>
    (...args: unknown[]) => {
      if (!log.isLevelEnabled(level)) return;
      const msg = line(args);
      if (msg) log[level](msg);
    };
  console.log = to('info');
  console.info = to('info');
  console.debug = to('debug');
  console.warn = to('warn');
  console.error = to('error');
}
