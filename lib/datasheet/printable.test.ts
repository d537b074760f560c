import { toPrintable } from './printable';

describe('toPrintable', () => {
  const ascii = new Set(Array.from({ length: 95 }, (_, i) => i + 32));

  it('keeps characters the font supports', () => {
    expect(toPrintable('Edge node, ARM64', ascii)).toBe('Edge node, ARM64');
  });

  it('replaces known typographic characters and marks unknown ones', () => {
    expect(toPrintable('a\u2212b \u2192 c\u00a0d \u{1F680}', ascii)).toBe('a-b -> c d ?');
  });
});
