// The `sizes` attribute says how wide an image is drawn before any CSS has loaded, so it restates the layout in
// rem: a Section's content box (--content-width 72rem less --space-5 gutters each side) split by a `fit` grid
// (components/ui/grid-list.module.css) into columns at least --grid-min wide, --grid-gap apart.
const CONTENT_WIDTH = 72;
const GUTTERS = 2 * 1.5;
const ROW_MAX = CONTENT_WIDTH - GUTTERS;

const trim = (n: number) => Number(n.toFixed(3));

/** An image as wide as the Section's content box. */
export const CONTENT_SIZES = `(max-width: ${CONTENT_WIDTH}rem) calc(100vw - ${GUTTERS}rem), ${ROW_MAX}rem`;

/** `sizes` for an item of a `fit` grid inside a Section, given the grid's --grid-min and --grid-gap in rem. */
export function gridItemSizes({ min, gap }: { min: number; gap: number }): string {
  // n columns fit once the row (viewport less gutters) is at least n·min + (n−1)·gap wide.
  const columnsAt = (row: number) => Math.max(1, Math.floor((row + gap) / (min + gap)));
  const maxColumns = columnsAt(ROW_MAX);
  const width = (n: number) => {
    const fixed = trim((GUTTERS + (n - 1) * gap) / n);
    return n === 1 ? `calc(100vw - ${fixed}rem)` : `calc(${trim(100 / n)}vw - ${fixed}rem)`;
  };
  const rules: string[] = [];
  for (let n = 1; n < maxColumns; n += 1) {
    // The viewport at which n + 1 columns start, less a hair: max-width is inclusive.
    const next = trim((n + 1) * (min + gap) - gap + GUTTERS - 0.01);
    rules.push(`(max-width: ${next}rem) ${width(n)}`);
  }
  rules.push(`(max-width: ${CONTENT_WIDTH}rem) ${width(maxColumns)}`);
  rules.push(`${trim((ROW_MAX - (maxColumns - 1) * gap) / maxColumns)}rem`);
  return rules.join(', ');
}
