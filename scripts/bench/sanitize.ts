// How the build's sanitiser scales with the number of posts: sanitises the same excerpt-sized post
// N times in one process, the way one build worker does, with the build's sanitiser (a jsdom window renewed every
// RENEW_EVERY posts) and with one window for the whole run. Linear means each block of
// calls costs about the same. Prints milliseconds per block.
//   npx tsx scripts/bench/sanitize.ts [calls=6000] [block=1500]
// Figures: docs/benchmarks.md#blog-build (the sanitiser's scaling).
import { performance } from 'node:perf_hooks';
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { sanitizeWith } from '../../lib/blog/sanitize';
import { sanitizeHtmlInNode } from '../../lib/blog/source';

async function main() {
  const [calls = 6000, block = 1500] = process.argv.slice(2).map(Number);
  const oneWindow = createDOMPurify(new JSDOM('').window);
  const sanitizeOnOneWindow = (html: string) => sanitizeWith(oneWindow, html);
  const html = '<p>Cluster upgrades <a href="https://example.com/a">without downtime</a>, <em>tested</em>.</p>'.repeat(6);

  const variants: [string, (html: string) => string][] = [
    ['renewed window (build)', sanitizeHtmlInNode],
    ['one window', sanitizeOnOneWindow],
  ];
  for (const [name, sanitize] of variants) {
    const blocks: number[] = [];
    let started = performance.now();
    for (let i = 1; i <= calls; i += 1) {
      sanitize(html);
      if (i % block === 0) {
        blocks.push(Math.round(performance.now() - started));
        started = performance.now();
      }
    }
    console.log(`${name}: ms per ${block} calls: ${blocks.join(', ')}`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
