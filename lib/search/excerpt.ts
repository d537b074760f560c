/** A run of excerpt text; `marked` runs are the words that matched the query. */
export type ExcerptSegment = { text: string; marked: boolean };

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/**
 * Pagefind's excerpt is escaped page text with the matched words wrapped in <mark>. Splitting it into text
 * runs lets React render the marks as elements and everything else as text: no HTML from the index is ever
 * parsed, so a crafted page cannot inject markup into the results.
 */
export function excerptSegments(excerpt: string): ExcerptSegment[] {
  const segments: ExcerptSegment[] = [];
  let marked = false;
  for (const part of excerpt.split(/(<\/?mark>)/i)) {
    const tag = part.toLowerCase();
    if (tag === '<mark>' || tag === '</mark>') {
      marked = tag === '<mark>';
      continue;
    }
    // Any other tag is not expected in an excerpt; drop it rather than show it as text.
    const text = decodeEntities(part.replace(/<[^>]*>/g, ''));
    if (!text) continue;
    const last = segments[segments.length - 1];
    if (last && last.marked === marked) last.text += text;
    else segments.push({ text, marked });
  }
  return segments;
}
