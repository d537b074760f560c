export type HeaderRule = { readonly key: string; readonly value: string };

export declare const HEADER_POLICY: string;
export declare const SECURITY_HEADERS: readonly HeaderRule[];
export declare const CACHE_CONTROL: { readonly immutable: string; readonly revalidate: string };
export declare const SECURITY_TXT_CONTENT_TYPE: string;
