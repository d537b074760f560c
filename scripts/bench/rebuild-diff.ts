// What a one-post edit re-uploads: builds the export against the local fake WordPress.com API, edits one post's
// text through the fake's control endpoint, builds again and compares the two out/ trees by content (what a
// hash-comparing upload sends). --twice first builds the unedited data a second time and reports any file that
// differs (determinism). Prints the time of each build step.
//   npx tsx scripts/bench/rebuild-diff.ts [--posts N] [--twice]   (default: the e2e data set; N seeds N posts)
// Replaces out/ (and .next/) like any build. Figures: docs/benchmarks.md#rebuild-after-one-edited-post-what-changes-what-the-upload-sends.
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { DEFAULT_SITE_URL } from '@/lib/config/env';
import { benchPorts } from '../../test-support/ports';
import { steps } from '../build';
import { diffTrees, hashTree } from './out-diff';
import { start as startFake } from '../../dev-services/fake-wpcom/start';

async function main() {
  const root = join(__dirname, '../..');
  const args = process.argv.slice(2);
  const postsAt = args.indexOf('--posts');
  const posts = postsAt >= 0 ? Number(args[postsAt + 1]) : null;
  const twice = args.includes('--twice');
  const port = benchPorts.rebuildWpcom;
  const api = `http://127.0.0.1:${port}`;

  const fake = await startFake({ port });
  // A fresh connection per call (agent: false): a kept-alive socket from before a build is closed by then.
  const control = (path: string, body?: unknown) =>
    new Promise<unknown>((resolve, reject) => {
      const request = httpRequest(`${api}/__control/${path}`, { method: 'POST', agent: false }, (response) => {
        let text = '';
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () =>
          response.statusCode === 200 ? resolve(JSON.parse(text)) : reject(new Error(`${path}: ${response.statusCode} ${text}`)),
        );
      });
      request.on('error', reject);
      request.end(body ? JSON.stringify(body) : undefined);
    });

  // The steps run in this process (as in `npm run build`), so the benchmark's configuration is this process's.
  const env = process.env;
  for (const key of Object.keys(env)) if (key.startsWith('NEXT_PUBLIC_')) delete env[key];
  Object.assign(env, {
    ALLOW_LOCALHOST_SITE_URL: '1',
    NEXT_TELEMETRY_DISABLED: '1',
    NEXT_PUBLIC_SITE_URL: DEFAULT_SITE_URL,
    NEXT_PUBLIC_BLOG_API_BASE: api,
    NEXT_PUBLIC_BLOG_SITE: 'bench.wordpress.com',
  });
  // The steps of `npm run build`, timed one by one.
  async function build(label: string) {
    const times: Record<string, number> = {};
    for (const step of steps('export', {}, env)) {
      const started = performance.now();
      try {
        await step.run();
      } catch (error) {
        throw new Error(`${label}: ${step.name} failed`, { cause: error });
      }
      times[step.name] = (performance.now() - started) / 1000;
    }
    const total = Object.values(times).reduce((a, b) => a + b, 0);
    console.log(
      `${label}: ${total.toFixed(1)} s (${Object.entries(times)
        .map(([k, v]) => `${k} ${v.toFixed(1)}`)
        .join(', ')})`,
    );
    return hashTree(join(root, 'out'));
  }

  const mb = (bytes: number) => `${(bytes / 1e6).toFixed(2)} MB`;
  function report(title: string, diff: ReturnType<typeof diffTrees>) {
    const changedFiles = diff.changed.length + diff.added.length;
    console.log(
      `${title}: ${diff.changed.length} changed + ${diff.added.length} new + ${diff.removed.length} removed of ${diff.files} files ` +
        `(${((changedFiles / diff.files) * 100).toFixed(1)} %); upload ${mb(diff.uploadBytes)} of ${mb(diff.totalBytes)}`,
    );
    for (const path of [...diff.changed, ...diff.added].slice(0, 80)) console.log(`  ${path}`);
  }

  if (posts !== null) await control(`seed?count=${posts}&images=1`);
  const { posts: list } = await fetch(`${api}/rest/v1.1/sites/bench.wordpress.com/posts?number=40&fields=ID,modified`).then(
    (r) => r.json() as Promise<{ posts: { ID: number }[] }>,
  );
  // A post on the second list page: neither the newest (which every list shows) nor one nobody lists.
  const target = list[25]!;
  const first = await build('build 1');
  if (twice) report('same data, built again', diffTrees(first, await build('build 2')));
  await control('posts', {
    ID: target.ID,
    modified: '2030-01-01T00:00:00+00:00',
    content: '<p>One sentence edited by an editor, to see what a rebuild sends.</p>',
  });
  report(`post ${target.ID} edited`, diffTrees(first, await build('after edit')));
  await fake.stop();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
