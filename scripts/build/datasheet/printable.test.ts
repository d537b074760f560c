import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { toPrintable } from './printable';

describe('toPrintable', () => {
  const ascii = new Set(Array.from({ length: 95 }, (_, i) => i + 32));

  it('keeps characters the font supports', () => {
    assert.equal(toPrintable('Edge node, ARM64', ascii), 'Edge node, ARM64');
  });

  it('replaces known typographic characters and marks unknown ones', () => {
    assert.equal(toPrintable('a\u2212b \u2192 c\u00a0d \u{1F680}', ascii), 'a-b -> c d ?');
  });
});
