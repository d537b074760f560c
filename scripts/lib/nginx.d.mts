export declare const NGINX_MISSING: string;
export declare function findNginx(): string | null;
export declare function renderNginxConf(template: string, values: Record<string, string>): string;
export declare function startNginx(options: { root: string; port: number; host?: string }): Promise<{
  origin: string;
  stderr: () => string;
  stop: () => Promise<void>;
}>;
