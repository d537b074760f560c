/** Meta descriptions are cut at about this many characters. */
const DESCRIPTION_LENGTH = 160;

/**
 * Sanitised HTML as one line of plain text, cut at a word boundary for meta descriptions. `decode` is the
 * environment's entity decoder (`he` at build and on the server, the DOM's in the browser), so this module pulls
 * neither `he` nor the site's configuration into a browser bundle.
 */
export function plainTextOf(html: string, decode: (text: string) => string, max = DESCRIPTION_LENGTH): string {
  const text = decode(html.replace(/<[^>]*>/g, ' '))
    .replace(/\[…\]|\[\.\.\.\]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > max / 2 ? cut.lastIndexOf(' ') : cut.length).replace(/[\s,.;:]+$/, '')}…`;
}
