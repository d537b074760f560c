// Internal links and #fragments of the export, checked by linkinator over the export served the way the hosts
// serve it (`serve`: /about is about.html even beside the about/ folder of payloads): it follows every href, src
// and srcset from the home page and checks each fragment against the ids of the page it points at. Links off the
// site (and the public origin's absolute URLs in canonical and Open Graph tags, which the SEO gate checks against
// the export) are not fetched.
import { LinkChecker, LinkState } from 'linkinator';
import { startStaticServer } from './lib/servers';

export async function checkLinks(outDir: string, port: number): Promise<{ summary: string; errors: string[] }> {
  const origin = `http://127.0.0.1:${port}`;
  const stop = await startStaticServer(outDir, port);
  try {
    const result = await new LinkChecker().check({
      path: `${origin}/`,
      recurse: true,
      checkFragments: true,
      linksToSkip: async (link) => !link.startsWith(`${origin}/`),
      concurrency: 8,
      timeout: 60_000,
    });
    const checked = result.links.filter((link) => link.state !== LinkState.SKIPPED);
    const path = (link: string) => link.replace(origin, '') || '/';
    // What the 404 page links to, reached through a broken link, is not another problem.
    const page = (url: string) => url.replace(/#.*$/, '').replace(/\/$/, '');
    const isBroken = (link: (typeof checked)[number]) => link.state === LinkState.BROKEN;
    const missing = new Set(checked.filter((link) => isBroken(link) && link.status !== 200).map((link) => page(link.url)));
    const broken = checked.filter((link) => isBroken(link) && !missing.has(page(link.parent ?? '')));
    const errors = [...new Set(broken.map((link) => `${path(link.url)} (${link.status || 'no answer'}) linked from ${path(link.parent ?? '/')}`))];
    return { summary: `${checked.length} internal URLs and fragments checked, ${errors.length} broken`, errors };
  } finally {
    await stop();
  }
}
