export declare const NGINX_MISSING: string;
export declare function findNginx(): string | null;
export declare function renderNginxConf(template: string, values: Record<string, string>): string;
export declare function startNginx(options: { root: string; port: number; host?: string }): Promise<{
  origin: string;
  /** The master process; its workers are its children. */
  pid: number | undefined;
  stderr: () => string;
  stop: () => Promise<void>;
}>;
