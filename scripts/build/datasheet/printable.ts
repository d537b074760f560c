// Typographic characters outside the embedded font's character set, with their nearest printable stand-ins.
const REPLACEMENTS: Record<string, string> = {
  '\u2212': '-', // minus sign
  '\u2192': '->',
  '\u2011': '-', // non-breaking hyphen
  '\u00a0': ' ',
  '\u202f': ' ',
};

/**
 * Makes copy printable in the datasheet's embedded font (Inter's Latin subset): known typographic characters
 * are replaced, anything else the font cannot draw becomes '?', so a new character in the content never
 * prints as an empty box or breaks the build. `supported`: the code points the font draws.
 */
export function toPrintable(text: string, supported: ReadonlySet<number>): string {
  return Array.from(text, (char) => {
    const replacement = REPLACEMENTS[char];
    if (replacement !== undefined) return replacement;
    return supported.has(char.codePointAt(0) ?? 0) ? char : '?';
  }).join('');
}
