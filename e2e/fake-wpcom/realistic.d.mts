/** Types of realistic.mjs (the fake WordPress.com API's realistic data set) for the TypeScript specs. */
export declare const REALISTIC_SITE: string;
export declare const REALISTIC_EMBEDS: Record<number, string[]>;
export type RealisticExpectation = {
  id: number;
  /** HTML-encoded, as the API sends it (articlePath takes this one). */
  rawTitle: string;
  title: string;
  /** Every word of the content's text, as the DOM's textContent reads it. */
  words: string[];
  /** File names under /wp-content/uploads/2026/11/ that the article page must reference, the featured image included. */
  uploads: string[];
  /** URLs of the embedded players the post carries. */
  embeds: string[];
};
export declare function realisticExpectations(origin?: string): RealisticExpectation[];
/** Complete post objects as the API answers them: the hand-written ones, then generated ones, `count` in all. */
export declare function realisticPosts(origin: string, count?: number): Record<string, unknown>[];
