import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { sanitizeWith, type Purifier } from './sanitize';

/**
 * The build's sanitiser: the same policy as sanitize.ts over a jsdom window that is replaced every
 * RENEW_EVERY posts. jsdom 27 registers nine event listeners on the window for every document DOMPurify
 * parses and never removes them, and each new listener is checked against all the earlier ones: with one
 * window for the whole build, sanitising grew quadratic (3,000 posts took 43 s, the next 3,000 126 s, the next
 * 221 s; a 10,000-post build did not finish in 35 minutes). jsdom 29 creates that selector engine lazily, but
 * its ES-module dependencies need a Node (22+) newer than this project's floor for Jest. Server-only: the
 * browser sanitises with its own DOM (sanitizeHtml).
 */
export const RENEW_EVERY = 500;

let purifier: Purifier | null = null;
let uses = 0;

export function sanitizeHtmlInNode(html: string): string {
  if (purifier === null || uses >= RENEW_EVERY) {
    purifier = createDOMPurify(new JSDOM('').window as unknown as Parameters<typeof createDOMPurify>[0]);
    uses = 0;
  }
  uses += 1;
  return sanitizeWith(purifier, html);
}
