/**
 * What XML 1.0 forbids even as a character reference (the C0 controls other than tab, LF and CR, lone surrogates,
 * U+FFFE and U+FFFF): one such character in a title ('&#1;' decodes to U+0001) makes a feed reader or a search
 * engine reject the whole file, so it is dropped.
 */
const XML_FORBIDDEN =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const ENTITIES: Record<string, string> = { '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' };

/** Text for an XML element or attribute (sitemaps, the RSS feed). */
export function escapeXml(text: string): string {
  return text.replace(XML_FORBIDDEN, '').replace(/[<>&'"]/g, (c) => ENTITIES[c]!);
}
