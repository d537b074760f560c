import { readFileSync } from 'node:fs';
import { blogPage } from '@/content/blog';
import { BLOCK_SAMPLES } from '@/test-support/blog-block-samples';
import { sanitizeHtml } from '.';
import { AA, COLOUR_PRESETS, contrast, GRADIENT_PRESETS, parseColour, presetTextOn, readableStep, SITE_BG } from './colours';
import { readableFileName } from './repairs';

const render = (html: string) => {
  const host = document.createElement('div');
  host.innerHTML = sanitizeHtml(html);
  return host;
};

describe('repairs: names and roles', () => {
  it('makes an unnamed role="img" decorative, and leaves a named one alone', () => {
    const host = render(
      BLOCK_SAMPLES.coverParallax + '<div role="img" aria-label="Chart of uptime">.</div><div role="img"><p>Text inside</p></div>',
    );
    const background = host.querySelector('.wp-block-cover__image-background')!;
    expect(background.hasAttribute('role')).toBe(false);
    expect(background.getAttribute('aria-hidden')).toBe('true');
    expect(host.querySelector('[aria-label="Chart of uptime"]')!.getAttribute('role')).toBe('img');
    const withText = host.querySelector('p')!.parentElement!;
    expect(withText.hasAttribute('role')).toBe(false);
    expect(withText.hasAttribute('aria-hidden')).toBe(false);
  });

  it('names a link around an image without alt text from the file name, or "Open image" and the file', () => {
    expect(render(BLOCK_SAMPLES.mediaText).querySelector('a')!.getAttribute('aria-label')).toBe('mast');
    expect(render(BLOCK_SAMPLES.imageLink).querySelector('a')!.getAttribute('aria-label')).toBe(
      `${blogPage.postContent.imageLinkFallback} IMG_0042.jpg`,
    );
    expect(render('<a href="/x"><img src="a.png" alt="Rack"></a>').querySelector('a')!.hasAttribute('aria-label')).toBe(false);
    expect(render('<a href="/x">Read <img src="a.png" alt=""></a>').querySelector('a')!.hasAttribute('aria-label')).toBe(false);
  });

  it.each([
    ['https://x.example/2026/03/wind-turbine_at-dusk-1024x768.jpg', 'wind turbine at dusk'],
    ['/uploads/Site%20Survey.png', 'Site Survey'],
    ['https://x.example/IMG_0042.jpg', null],
    ['https://x.example/DSC01234-scaled.jpeg', null],
    ['https://x.example/9f86d081884c7d659a2feaa0c55ad015.png', null],
  ])('reads the file name of %s as %s', (src, name) => {
    expect(readableFileName(src)).toBe(name);
  });

  it('names an image without alt text inside a link named by aria-label after the link (HTML_CodeSniffer H30.2)', () => {
    // A linked image block whose editor named the link in the code editor and left the image's alt empty.
    const host = render(
      '<figure class="wp-block-image size-large"><a href="https://ops.files.wordpress.com/2026/11/ops-centre.jpg" aria-label="The operations centre at night, full size"><img src="https://ops.files.wordpress.com/2026/11/ops-centre-1024x683.jpg" alt="" class="wp-image-812" width="1024" height="683"/></a></figure>' +
        '<p><a href="/edge" aria-label="Edge nodes"><img src="a.png" alt=""><img src="b.png"></a></p>',
    );
    const [first, second] = Array.from(host.querySelectorAll('a'));
    expect(first!.getAttribute('aria-label')).toBe('The operations centre at night, full size');
    expect(first!.querySelector('img')!.getAttribute('alt')).toBe('The operations centre at night, full size');
    expect(Array.from(second!.querySelectorAll('img')).map((img) => img.getAttribute('alt'))).toEqual(['Edge nodes', '']);
    // A link the repair named itself gets the same name on its image.
    const named = render(BLOCK_SAMPLES.imageLink).querySelector('a')!;
    expect(named.querySelector('img')!.getAttribute('alt')).toBe(named.getAttribute('aria-label'));
    // An image with its own alt, and a link with text, are left alone.
    expect(render('<a href="/x" aria-label="Rack photo"><img src="a.png" alt="Rack"></a>').querySelector('img')!.getAttribute('alt')).toBe(
      'Rack',
    );
    expect(
      render('<a href="/x" aria-label="Read the rack post">Read <img src="a.png" alt=""></a>').querySelector('img')!.getAttribute('alt'),
    ).toBe('');
  });

  it('turns an empty header cell into a plain cell', () => {
    const host = render(BLOCK_SAMPLES.table);
    const firstRow = host.querySelector('thead tr')!;
    expect(Array.from(firstRow.children).map((cell) => cell.tagName)).toEqual(['TD', 'TH', 'TH']);
  });

  it("reshapes the classic gallery's definition lists into figures, captions included", () => {
    const host = render(BLOCK_SAMPLES.classicGallery);
    expect(host.querySelectorAll('dl, dt, dd')).toHaveLength(0);
    expect(host.querySelectorAll('.gallery > figure.gallery-item > div.gallery-icon img')).toHaveLength(3);
    expect(host.querySelector('figure.gallery-item > figcaption.gallery-caption')?.textContent).toBe('The switch');
  });
});

describe('repairs: heading order', () => {
  it('shifts headings that skip levels, keeping their relative structure', () => {
    const host = render(BLOCK_SAMPLES.headings);
    expect(Array.from(host.querySelectorAll('h2, h3, h4, h5, h6')).map((h) => h.tagName)).toEqual(['H2', 'H3', 'H3', 'H3']);
    expect(host.querySelector('h3')!.className).toBe('wp-block-heading');
  });

  it('starts below the article title: a post opening with h4 opens with h2', () => {
    expect(sanitizeHtml('<h1>A</h1><h4>B</h4><h5>C</h5><h2>D</h2>')).toBe('<h2>A</h2><h3>B</h3><h4>C</h4><h2>D</h2>');
  });
});

describe('repairs: colours keep AA contrast', () => {
  const colourOf = (element: HTMLElement, property: string) => parseColour(element.style.getPropertyValue(property))!;

  it('keeps a custom pair that passes, and moves a failing one to the nearest step of its hue that passes', () => {
    const [passes, onYellow, grey] = Array.from(render(BLOCK_SAMPLES.customColours).querySelectorAll('p')) as unknown as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(passes.getAttribute('style')).toBe('color: rgb(249, 255, 0); background-color: rgb(40, 2, 241)');
    // White on yellow: the yellow darkens (an olive of the same hue) until white reads on it.
    const olive = colourOf(onYellow, 'background-color');
    expect(contrast(olive, parseColour('#ffffff')!)).toBeGreaterThanOrEqual(AA);
    expect(olive[0]).toBeGreaterThan(olive[2]);
    const darker = colourOf(grey, 'color');
    expect(contrast(darker, parseColour(SITE_BG)!)).toBeGreaterThanOrEqual(AA);
    expect(new Set(darker).size).toBe(1);
  });

  it('moves a text preset that fails on its background to a passing step of its hue, and keeps one that passes', () => {
    const [onRed, palePink, blue] = Array.from(render(BLOCK_SAMPLES.presets).querySelectorAll('p')) as unknown as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(onRed.className).toContain('has-white-color');
    expect(palePink.className).not.toContain('has-pale-pink-color');
    expect(contrast(colourOf(palePink, 'color'), parseColour(SITE_BG)!)).toBeGreaterThanOrEqual(AA);
    expect(blue.className).toContain('has-vivid-cyan-blue-color');
  });

  it('judges a text colour against the coloured block it sits in', () => {
    const host = render(
      '<div class="has-black-background-color has-background"><p style="color:#0b0b0b">dark on dark</p><p style="color:#ffffff">light</p></div>',
    );
    const [dark, light] = Array.from(host.querySelectorAll('p')) as unknown as [HTMLElement, HTMLElement];
    expect(contrast(colourOf(dark, 'color'), parseColour('#0d1b2a')!)).toBeGreaterThanOrEqual(AA);
    expect(light.getAttribute('style')).toBe('color: rgb(255, 255, 255)');
  });

  it.each([
    [
      'a red preset in a code block (navy)',
      '<pre class="wp-block-code has-vivid-red-color has-text-color"><code>red</code></pre>',
      'pre',
      '#0d1b2a',
    ],
    [
      'a red preset in a preformatted block',
      '<pre class="wp-block-preformatted"><span class="has-vivid-red-color has-text-color">red</span></pre>',
      'span',
      '#0d1b2a',
    ],
    [
      'black text on a button with a gradient preset (drawn as the site blue)',
      '<div class="wp-block-button"><a class="wp-block-button__link has-black-color has-text-color has-background has-vivid-cyan-blue-to-vivid-purple-gradient-background" href="/x">Go</a></div>',
      'a',
      '#0b5cad',
    ],
    [
      'dark text on a cover overlay',
      '<div class="wp-block-cover"><span class="wp-block-cover__background has-black-background-color"></span><div class="wp-block-cover__inner-container"><p style="color:#222222">dark</p></div></div>',
      'p',
      '#0d1b2a',
    ],
  ])('judges %s against that background', (_, html, selector, background) => {
    const element = render(html).querySelector<HTMLElement>(selector)!;
    expect(contrast(colourOf(element, 'color'), parseColour(background)!)).toBeGreaterThanOrEqual(AA);
  });

  it('maps every gradient preset onto a colour preset, and steps a colour along its own hue', () => {
    for (const slug of Object.values(GRADIENT_PRESETS)) expect(COLOUR_PRESETS[slug]).toBeDefined();
    const red = parseColour('#b42318')!;
    const navy = parseColour('#0d1b2a')!;
    const step = readableStep(red, navy)!;
    expect(contrast(step, navy)).toBeGreaterThanOrEqual(AA);
    // Lighter, and still red: the largest channel stays red's.
    expect(step[0]).toBeGreaterThan(red[0]);
    expect(step[0]).toBeGreaterThan(step[2]);
    expect(readableStep(red, parseColour(SITE_BG)!)).toBe(red);
  });

  it("draws every preset with a site token whose value is the palette's, each background with passing text", () => {
    const globals = readFileSync('app/globals.css', 'utf8');
    for (const [slug, preset] of Object.entries(COLOUR_PRESETS)) {
      expect(globals).toContain(`${preset.token}: ${preset.hex};`);
      expect(contrast(parseColour(preset.hex)!, parseColour(presetTextOn(slug)!)!)).toBeGreaterThanOrEqual(AA);
    }
    expect(globals).toContain(`--color-bg: ${SITE_BG};`);
  });
});
