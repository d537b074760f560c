import { toPrintable, wrapText } from './wrap-text';

// One unit per character keeps the expected lines easy to read.
const measure = (s: string) => s.length;

describe('wrapText', () => {
  it('breaks between words so no line exceeds the width', () => {
    expect(wrapText('the quick brown fox jumps over the lazy dog', 15, measure)).toEqual([
      'the quick brown',
      'fox jumps over',
      'the lazy dog',
    ]);
  });

  it('collapses runs of whitespace and ignores leading and trailing space', () => {
    expect(wrapText('  one \n two   three ', 100, measure)).toEqual(['one two three']);
  });

  it('gives a word longer than the line a line of its own instead of looping', () => {
    expect(wrapText('a supercalifragilistic b', 5, measure)).toEqual(['a', 'supercalifragilistic', 'b']);
  });

  it('returns no lines for empty text', () => {
    expect(wrapText('   ', 10, measure)).toEqual([]);
  });
});

describe('toPrintable', () => {
  const ascii = new Set(Array.from({ length: 95 }, (_, i) => i + 32));

  it('keeps characters the font supports', () => {
    expect(toPrintable('Edge node, ARM64', ascii)).toBe('Edge node, ARM64');
  });

  it('replaces known typographic characters and marks unknown ones', () => {
    expect(toPrintable('a\u2212b \u2192 c\u00a0d \u{1F680}', ascii)).toBe('a-b -> c d ?');
  });
});
