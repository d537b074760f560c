/**
 * Greedy word wrap for fixed-width layout (the PDF datasheet has no layout engine of its own).
 * `measure` returns the rendered width of a string; a single word wider than the line gets a line to itself.
 */
export function wrapText(text: string, maxWidth: number, measure: (s: string) => number): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let current = '';
  for (const word of words) {
    const candidate = current ? `${current} ${word}` : word;
    if (current && measure(candidate) > maxWidth) {
      lines.push(current);
      current = word;
    } else {
      current = candidate;
    }
  }
  if (current) lines.push(current);
  return lines;
}

// Typographic characters outside the standard PDF fonts' WinAnsi set, with their nearest printable stand-ins.
const REPLACEMENTS: Record<string, string> = {
  '\u2212': '-', // minus sign
  '\u2192': '->',
  '\u2011': '-', // non-breaking hyphen
  '\u00a0': ' ',
  '\u202f': ' ',
};

/**
 * Makes copy printable in a standard (WinAnsi) PDF font: known typographic characters are replaced,
 * anything else the font cannot draw becomes '?', so a new character in the content never breaks the build.
 */
export function toPrintable(text: string, supported: ReadonlySet<number>): string {
  return Array.from(text, (char) => {
    const replacement = REPLACEMENTS[char];
    if (replacement !== undefined) return replacement;
    return supported.has(char.codePointAt(0) ?? 0) ? char : '?';
  }).join('');
}
