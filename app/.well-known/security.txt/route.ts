import { disclosurePage } from '@/content/security-disclosure';
import { site } from '@/content/site';
import { env } from '@/lib/config/env';
import { securityTxt } from '@/lib/site/security-txt';

// Written to out/.well-known/security.txt by the static export, with Expires counted from the build.
export const dynamic = 'force-static';

export function GET() {
  const body = securityTxt({
    email: site.security.email,
    siteUrl: env.siteUrl,
    policyPath: disclosurePage.meta.path,
    preferredLanguages: site.security.preferredLanguages,
    now: new Date(),
  });
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
