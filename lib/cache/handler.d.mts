// Types of handler.mjs (plain JavaScript: Next loads it at run time as it is) for the TypeScript that imports it.
export type Cache = {
  get: (key: string, ctx: unknown) => Promise<unknown>;
  set: (key: string, data: unknown, ctx: unknown) => Promise<unknown>;
  revalidateTag: (tags: string | string[], ...rest: unknown[]) => Promise<unknown>;
  resetRequestCache?: () => void;
};
export type Probe = { ping: () => Promise<unknown>; verify?: () => Promise<unknown> };

export declare const STATUS_KEY: unique symbol;
export declare const LISTENERS_KEY: unique symbol;
export declare function emit(event: object): void;
export declare function diagnose(error: unknown): { problem: 'unreachable' | 'misconfigured'; reason: string };
export declare function nextInterface(
  handler: {
    get: (key: string, meta: { implicitTags: string[] }) => Promise<unknown>;
    set: (key: string, value: unknown, ctx: unknown) => Promise<unknown>;
    revalidateTag: (tag: string) => Promise<unknown>;
  },
  now?: () => number,
): Cache;
export declare const REDIS_TIMEOUT_MS: number;
export declare const PROBE_INTERVAL_MS: number;

export declare class FallbackCache {
  constructor(parts: { local: Cache; remote: () => Cache; probe: Probe | null; log?: (line: string) => void; timeoutMs?: number });
  check(): Promise<void>;
  get(key: string, ctx: unknown): Promise<unknown>;
  set(key: string, data: unknown, ctx: unknown): Promise<void>;
  revalidateTag(tags: string | string[], ...rest: unknown[]): Promise<void>;
  resetRequestCache(): void;
}

export default class SiteCacheHandler {
  constructor(options: unknown);
  get(key: string, ctx: unknown): Promise<unknown>;
  set(key: string, data: unknown, ctx: unknown): Promise<unknown>;
  revalidateTag(tags: string | string[], ...rest: unknown[]): Promise<unknown>;
  resetRequestCache(): void;
}
