/**
 * The RFC 9116 security.txt file, served at /.well-known/security.txt (app/.well-known/security.txt/route.ts).
 * Built at build time: `Expires` is counted from the build, so a site that stops being rebuilt stops
 * advertising a contact nobody may read any more, rather than pointing researchers at it forever.
 */

/** Days from the build to `Expires`: RFC 9116 recommends less than a year. */
export const SECURITY_TXT_LIFETIME_DAYS = 180;

export type SecurityTxtInput = {
  /** Reporting address, used as a mailto: URI. */
  email: string;
  /** Canonical origin of the site, without a trailing slash. */
  siteUrl: string;
  /** Path of the disclosure policy page. */
  policyPath: string;
  /** RFC 5646 language tags, most preferred first. */
  preferredLanguages: readonly string[];
  /** The build's clock. */
  now: Date;
};

/** RFC 3339 timestamp in UTC without milliseconds, as RFC 9116's own examples write it. */
function rfc3339(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

export function securityTxt({ email, siteUrl, policyPath, preferredLanguages, now }: SecurityTxtInput): string {
  // Counted from the start of the build's UTC day, so every build of one day writes the same file: a rebuild
  // then uploads security.txt at most once a day instead of every time.
  const day = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const expires = new Date(day + SECURITY_TXT_LIFETIME_DAYS * 24 * 60 * 60 * 1000);
  const lines = [
    `# Security contact for ${new URL(siteUrl).host}. Please read the policy before you test or report.`,
    `Contact: mailto:${email}`,
    `Expires: ${rfc3339(expires)}`,
    `Policy: ${siteUrl}${policyPath}`,
    `Preferred-Languages: ${preferredLanguages.join(', ')}`,
    `Canonical: ${siteUrl}/.well-known/security.txt`,
  ];
  return `${lines.join('\n')}\n`;
}
