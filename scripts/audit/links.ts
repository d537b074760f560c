// Internal links and #fragments of the export, checked by linkinator: it serves the folder the way the hosts do
// (clean URLs: /about is about.html), follows every href, src and srcset from the home page, and checks each
// fragment against the ids of the page it points at. Links off the site (and the public origin's absolute URLs in
// canonical and Open Graph tags, which the SEO gate checks against the export) are not fetched.
import { LinkChecker, LinkState } from 'linkinator';

/** Fetches nothing but the local server linkinator starts over the folder. */
const offSite = async (link: string) => !/^http:\/\/localhost:\d+\//.test(link);

export async function checkLinks(outDir: string): Promise<{ summary: string; errors: string[] }> {
  const result = await new LinkChecker().check({
    path: outDir,
    recurse: true,
    cleanUrls: true,
    checkFragments: true,
    linksToSkip: offSite,
    concurrency: 20,
  });
  const checked = result.links.filter((link) => link.state !== LinkState.SKIPPED);
  // Linkinator serves the folder under its own path: reports name the site's path.
  const path = (link: string) => {
    const url = URL.canParse(link) ? new URL(link) : null;
    return (url ? decodeURI(url.pathname + url.hash) : link).replace(outDir, '') || '/';
  };
  const broken = checked.filter((link) => link.state === LinkState.BROKEN);
  const errors = [...new Set(broken.map((link) => `${path(link.url)} (${link.status || 'no answer'}) linked from ${link.parent ? path(link.parent) : '/'}`))];
  return { summary: `${checked.length} internal URLs and fragments checked, ${errors.length} broken`, errors };
}
