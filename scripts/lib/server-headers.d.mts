export type HeaderRule = { key: string; value: string };

export declare function parseNginxHeaders(conf: string): HeaderRule[];
export declare function serverContentSecurityPolicy(
  blog?: { apiBase?: string | undefined; site?: string | undefined },
  options?: { wasm?: boolean },
): string;
export declare function serverSecurityHeaders(
  blog?: { apiBase?: string | undefined; site?: string | undefined },
  conf?: string,
): HeaderRule[];
