export declare function precompress(dir: string): { files: number; before: number; after: number };
