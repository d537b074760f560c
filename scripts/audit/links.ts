// Internal links and #fragments of the export, checked by linkinator: it follows every href, src and srcset from
// the home page and checks each fragment against the ids of the page it points at. The export is served by the
// hosting rule (lib/export.ts: /about is about.html even beside the about/ folder of payloads), except that a
// missing file is a bare 404: the site's 404 page keeps the footer's link relative, and crawled at every wrong
// address it would lead linkinator ever deeper. Links off the site (and the public origin's absolute URLs in
// canonical and Open Graph tags, which the SEO gate checks against the export) are not fetched.
import { createReadStream } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { LinkChecker, LinkState } from 'linkinator';
import { resolveOnExport } from './lib/export';

export async function checkLinks(outDir: string): Promise<{ summary: string; errors: string[] }> {
  const server = createServer((request, response) => {
    const file = resolveOnExport(outDir, new URL(request.url ?? '/', 'http://export.invalid').pathname);
    if (!file) return response.writeHead(404, { 'Content-Type': 'text/plain' }).end();
    response.writeHead(200, { 'Content-Type': file.endsWith('.html') ? 'text/html; charset=utf-8' : 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const result = await new LinkChecker().check({
      path: `${origin}/`,
      recurse: true,
      // Extensionless paths are pages, not folders: relative links resolve from /fkp as a browser resolves them.
      cleanUrls: true,
      checkFragments: true,
      linksToSkip: async (link) => !link.startsWith(`${origin}/`),
      concurrency: 8,
    });
    const checked = result.links.filter((link) => link.state !== LinkState.SKIPPED);
    const path = (link: string) => link.replace(origin, '') || '/';
    const broken = checked.filter((link) => link.state === LinkState.BROKEN);
    const errors = [
      ...new Set(broken.map((link) => `${path(link.url)} (${link.status || 'no answer'}) linked from ${path(link.parent ?? '/')}`)),
    ];
    return { summary: `${checked.length} internal URLs and fragments checked, ${errors.length} broken`, errors };
  } finally {
    server.close();
  }
}
