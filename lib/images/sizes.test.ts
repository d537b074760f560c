import { CONTENT_SIZES, gridItemSizes } from './sizes';

const REM = 16;

/** What a browser takes from `sizes` at a viewport width: the first rule whose max-width holds. */
function slotWidth(sizes: string, viewport: number): number {
  for (const rule of sizes.split(', ')) {
    const [, maxWidth, length = ''] = /^(?:\(max-width: ([\d.]+)rem\) )?(.+)$/.exec(rule) ?? [];
    if (maxWidth && viewport > Number(maxWidth) * REM) continue;
    const calc = /^calc\(([\d.]+)vw - ([\d.]+)rem\)$/.exec(length);
    return calc ? (Number(calc[1]) * viewport) / 100 - Number(calc[2]) * REM : parseFloat(length) * REM;
  }
  throw new Error('no rule matched');
}

/** The CSS: a Section's 72rem box with 1.5rem gutters, `repeat(auto-fit, minmax(min, 1fr))` with a gap. */
function gridColumn(viewport: number, min: number, gap: number): number {
  const row = Math.min(viewport, 72 * REM) - 3 * REM;
  const columns = Math.max(1, Math.floor((row + gap * REM) / ((min + gap) * REM)));
  return (row - (columns - 1) * gap * REM) / columns;
}

describe('gridItemSizes', () => {
  const viewports = [320, 375, 414, 600, 648, 700, 768, 900, 912, 960, 1024, 1152, 1280, 1440];

  it.each([
    { min: 18, gap: 1.5 },
    { min: 26, gap: 2 },
  ])('matches the grid column width from 320 to 1440 px (min $min rem, gap $gap rem)', ({ min, gap }) => {
    const sizes = gridItemSizes({ min, gap });
    for (const viewport of viewports) {
      expect([viewport, slotWidth(sizes, viewport)]).toEqual([viewport, expect.closeTo(gridColumn(viewport, min, gap), 0)]);
    }
  });

  it('gives a full-width image the content box', () => {
    expect(slotWidth(CONTENT_SIZES, 375)).toBe(327);
    expect(slotWidth(CONTENT_SIZES, 1440)).toBe(1104);
  });
});
