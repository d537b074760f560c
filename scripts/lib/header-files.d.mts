import type { HeaderRule } from '../../deploy/headers.mjs';

export type CloudFrontPolicy = {
  Name: string;
  Comment: string;
  SecurityHeadersConfig: Record<string, Record<string, unknown>>;
  CustomHeadersConfig: { Quantity: number; Items: { Header: string; Value: string; Override: boolean }[] };
};

export declare function renderNginxSnippet(headers?: readonly HeaderRule[]): string;
export declare function renderHeadersFile(headers?: readonly HeaderRule[], cache?: { immutable: string; revalidate: string }): string;
export declare function cloudFrontPolicy(headers?: readonly HeaderRule[]): CloudFrontPolicy;
export declare function renderCloudFrontPolicy(headers?: readonly HeaderRule[]): string;
export declare function headerFiles(): Record<string, string>;
export declare function parseNginxHeaders(conf: string): { key: string; value: string }[];
export declare function parseHeadersFile(text: string): Map<string, Map<string, string>>;
export declare function cloudFrontHeaders(policy: CloudFrontPolicy): Map<string, string>;
