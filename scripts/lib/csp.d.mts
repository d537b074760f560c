export declare const DEFAULT_BLOG_API_BASE: string;
export declare const EMAILJS_ORIGIN: string;
export declare const WORDPRESS_IMAGE_HOSTS: string[];

export type BlogSources = { apiOrigin: string; imageHosts: string[] };

export declare function isExecutableInline(attrs: string): boolean;
export declare function scriptHash(text: string): string;
export declare function inlineScriptHashes(html: string): string[];
export declare function unknownInlineScripts(html: string): string[];
export declare function blogSources(config?: { apiBase?: string | undefined; site?: string | undefined }): BlogSources;
export declare const WASM_PAGES: Set<string>;
export declare function isArticlePage(relativePath: string): boolean;
export declare function buildPagePolicy(input: BlogSources & { scriptHashes: string[]; wasm?: boolean; frames?: string[] }): string;
export declare function insertCspMeta(html: string, policy: string): string;
export declare function applyPagePolicy(html: string, sources: BlogSources, options?: { wasm?: boolean; frames?: string[] }): string;
