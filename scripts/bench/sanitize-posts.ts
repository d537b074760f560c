// What the build's sanitiser costs per post on real markup: every post of the fake's realistic data set
// (block-editor and classic posts, dev-services/fake-wpcom/realistic.ts) sanitised `rounds` times with the build's
// sanitiser (sanitizeHtmlInNode, jsdom), after one warm-up round. Prints the mean and median CPU milliseconds per
// post, and the slowest post.
//   npx tsx scripts/bench/sanitize-posts.ts [rounds=10]
// Figures: docs/benchmarks.md#accessibility-engines.
import { performance } from 'node:perf_hooks';
import { realisticPosts } from '../../dev-services/fake-wpcom/realistic';
import { sanitizeHtmlInNode } from '../../lib/blog/source';

function main() {
  const rounds = Number(process.argv[2] ?? 10);
  const posts = realisticPosts('https://fake.invalid').map((post) => ({ id: post.ID as number, html: post.content as string }));
  for (const post of posts) sanitizeHtmlInNode(post.html);
  const perPost = new Map<number, number[]>();
  for (let round = 0; round < rounds; round += 1) {
    for (const post of posts) {
      const started = performance.now();
      sanitizeHtmlInNode(post.html);
      perPost.set(post.id, [...(perPost.get(post.id) ?? []), performance.now() - started]);
    }
  }
  const means = [...perPost].map(([id, times]) => [id, times.reduce((a, b) => a + b, 0) / times.length] as const);
  const all = means.map(([, ms]) => ms).sort((a, b) => a - b);
  const mean = all.reduce((a, b) => a + b, 0) / all.length;
  const median = all[Math.floor(all.length / 2)]!;
  const [slowId, slowMs] = [...means].sort((a, b) => b[1] - a[1])[0]!;
  console.log(
    `${posts.length} posts × ${rounds} rounds: mean ${mean.toFixed(2)} ms/post, median ${median.toFixed(2)} ms, slowest ${slowId} ${slowMs.toFixed(2)} ms`,
  );
}

main();
