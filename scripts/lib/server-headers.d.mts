export type HeaderRule = { key: string; value: string };

export declare function serverContentSecurityPolicy(
  blog?: { apiBase?: string | undefined; site?: string | undefined },
  options?: { wasm?: boolean; frames?: string[] },
): string;
export declare function serverSecurityHeaders(
  blog?: { apiBase?: string | undefined; site?: string | undefined },
  headers?: readonly HeaderRule[],
): HeaderRule[];
