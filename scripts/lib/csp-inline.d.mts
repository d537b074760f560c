export declare function classifyInlineScript(text: string): string | null;
export declare function excerpt(text: string, length?: number): string;
