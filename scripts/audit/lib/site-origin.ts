// The public origin the export was built for (NEXT_PUBLIC_SITE_URL at build time), read back from the home
// page's canonical link so the audits need no configuration of their own.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { attr, elements, parseHtml } from './html';

export function siteOriginOf(outDir: string): string {
  const document = parseHtml(readFileSync(join(outDir, 'index.html'), 'utf8'));
  const canonical = elements(document).find((el) => el.tagName === 'link' && attr(el, 'rel') === 'canonical');
  const href = canonical && attr(canonical, 'href');
  if (!href) throw new Error('out/index.html has no canonical link: cannot tell the site origin');
  return new URL(href).origin;
}
