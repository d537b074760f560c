/**
 * The one way to start the fake Plausible collector from code (the e2e run, Playwright's global setup, its own
 * test), in the fake WordPress.com API's manner: a child process of its own, resolved once it answers. What it
 * collected is read over HTTP, so a test process reads the same events as the process that started it.
 */
import { join } from 'node:path';
import { startService } from '../wait';
import type { CollectedEvent, CollectorOptions, Rejection } from './collector';

export type Collected = { events: CollectedEvent[]; rejected: Rejection[] };

/** Reading and clearing what a collector at `origin` holds. */
export function collectorClient(origin: string) {
  return {
    /** What it accepted and refused, oldest first; with `userAgent`, only from requests whose User-Agent contains it. */
    async events(userAgent = ''): Promise<Collected> {
      const response = await fetch(`${origin}/__events?ua=${encodeURIComponent(userAgent)}`);
      if (!response.ok) throw new Error(`fake Plausible collector: /__events answered ${response.status}`);
      return (await response.json()) as Collected;
    },
    async reset(): Promise<void> {
      const response = await fetch(`${origin}/__reset`, { method: 'POST' });
      if (!response.ok) throw new Error(`fake Plausible collector: /__reset answered ${response.status}`);
    },
  };
}

export type FakePlausible = ReturnType<typeof collectorClient> & { origin: string; stop: () => Promise<void> };

export async function start({
  port,
  domain,
  siteOrigins,
  reuse = false,
  log = false,
}: CollectorOptions & {
  /** Unset: a free port. */
  port?: number;
  /** A collector already answering on `port` is used as it is (and left running by `stop`). */
  reuse?: boolean;
  /** Pass its own output through (its start line); stderr is always passed through. */
  log?: boolean;
}): Promise<FakePlausible> {
  const service = await startService({
    server: join(__dirname, 'server.ts'),
    what: 'the fake Plausible collector',
    port,
    env: { PLAUSIBLE_DOMAIN: domain, PLAUSIBLE_SITE_ORIGINS: siteOrigins.join(',') },
    reuse,
    log,
  });
  return { ...service, ...collectorClient(service.origin) };
}
