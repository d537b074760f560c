import { layoutSlot } from './layout-sizes';

/** The slot of the first image in `html`, parsed as the sanitiser's output would be. */
function slotOf(html: string) {
  const root = document.createElement('div');
  root.innerHTML = html;
  return layoutSlot(root.querySelector('img')!, root);
}

const IMG = '<img src="https://example.files.wordpress.com/a.jpg" width="1024" height="768">';
const tiles = (n: number) => Array.from({ length: n }, () => `<figure class="wp-block-image">${IMG}</figure>`).join('');

describe('layoutSlot: sizes from where an image sits', () => {
  it('gives a plain image, and a wide or full one, the measure', () => {
    for (const html of [IMG, `<figure class="wp-block-image alignwide">${IMG}</figure>`, `<figure class="alignfull">${IMG}</figure>`]) {
      expect(slotOf(html)).toEqual({ sizes: '(min-width: 46rem) 43rem, calc(100vw - 3rem)', maxPx: 688 });
    }
  });

  it('divides a gallery by its columns, two on phones, and by its images (up to three) without columns-N', () => {
    expect(slotOf(`<figure class="wp-block-gallery has-nested-images columns-3">${tiles(6)}</figure>`).sizes).toBe(
      '(min-width: 46rem) 14.33rem, (min-width: 30rem) calc(33.33vw - 1rem), calc(50vw - 1.5rem)',
    );
    expect(slotOf(`<figure class="wp-block-gallery has-nested-images columns-default">${tiles(2)}</figure>`).sizes).toBe(
      '(min-width: 46rem) 21.5rem, calc(50vw - 1.5rem)',
    );
    expect(slotOf(`<figure class="wp-block-gallery has-nested-images">${tiles(5)}</figure>`).maxPx).toBe(230);
  });

  it("takes a column's flex-basis side by side from 48rem, the full width when stacked", () => {
    const html = `<div class="wp-block-columns"><div class="wp-block-column" style="flex-basis: 33.33%">${IMG}</div><div class="wp-block-column"></div></div>`;
    expect(slotOf(html).sizes).toBe('(min-width: 48rem) 14.33rem, (min-width: 46rem) 43rem, calc(100vw - 3rem)');
    const even = `<div class="wp-block-columns is-not-stacked-on-mobile"><div class="wp-block-column">${IMG}</div><div class="wp-block-column"></div></div>`;
    expect(slotOf(even).sizes).toBe('(min-width: 46rem) 21.5rem, calc(50vw - 1.5rem)');
  });

  it("reads media & text's media width from its grid, full width below 40rem when it stacks", () => {
    const html = `<div class="wp-block-media-text is-stacked-on-mobile" style="grid-template-columns: 30% auto"><figure class="wp-block-media-text__media">${IMG}</figure><div class="wp-block-media-text__content"></div></div>`;
    expect(slotOf(html).sizes).toBe('(min-width: 46rem) 12.9rem, (min-width: 40rem) calc(30vw - 0.9rem), calc(100vw - 3rem)');
  });

  it("gives a tiled gallery's image its column's saved width at every screen size", () => {
    const html = `<div class="wp-block-jetpack-tiled-gallery"><div class="tiled-gallery__gallery"><div class="tiled-gallery__row"><div class="tiled-gallery__col" style="flex-basis: 60%"><figure class="tiled-gallery__item">${IMG}</figure></div><div class="tiled-gallery__col" style="flex-basis: 40%"></div></div></div></div>`;
    expect(slotOf(html)).toEqual({ sizes: '(min-width: 46rem) 25.8rem, calc(60vw - 1.8rem)', maxPx: 413 });
  });
});
