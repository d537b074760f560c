import { ARTICLE_IMAGE_SIZES } from '../images';
import { sanitizeHtml } from '.';
import { enhanceContentImage, sizeFromUrl, sizesFor } from './content-images';

/** The first <img> of sanitised HTML, as the article renders it. */
function imageOf(html: string): HTMLImageElement {
  const box = document.createElement('div');
  box.innerHTML = sanitizeHtml(html);
  const img = box.querySelector('img');
  if (!img) throw new Error(`no image in ${box.innerHTML}`);
  return img;
}

const UPLOAD = 'https://example.files.wordpress.com/2025/06/rack.jpg';

describe('content images through the sanitiser', () => {
  it("keeps WordPress's own srcset and sizes on a host the CDN does not resize", () => {
    const other = 'https://cdn.example/2025/06/rack.jpg';
    const srcset = `${other}?w=300 300w, ${other}?w=1024 1024w`;
    const img = imageOf(
      `<img src="${other}?w=1024" width="1024" height="576" srcset="${srcset}" sizes="(max-width: 1024px) 100vw, 1024px">`,
    );
    expect(img.getAttribute('srcset')).toBe(srcset);
    expect(img.getAttribute('sizes')).toBe('(max-width: 1024px) 100vw, 1024px');
  });

  it("replaces WordPress's 100vw sizes and coarse srcset on a resizable host with the slot the image sits in", () => {
    const srcset = `${UPLOAD}?w=300 300w, ${UPLOAD}?w=1024 1024w`;
    const img = imageOf(
      `<img src="${UPLOAD}?w=1024" width="1024" height="576" srcset="${srcset}" sizes="(max-width: 1024px) 100vw, 1024px">`,
    );
    expect(img.getAttribute('sizes')).toBe(ARTICLE_IMAGE_SIZES);
    expect(img.getAttribute('srcset')).toBe(
      [160, 240, 320, 400, 480, 640, 800, 1200, 1376].map((w) => `${UPLOAD}?w=${w}&strip=info ${w}w`).join(', '),
    );
    expect(img.getAttribute('src')).toBe(`${UPLOAD}?w=1024`);
  });

  it('adds the CDN widths and sizes to an upload on a resizable host that has no srcset', () => {
    const img = imageOf(`<figure class="wp-block-image"><img src="${UPLOAD}" alt="A rack" width="2400" height="1350"></figure>`);
    expect(img.getAttribute('srcset')?.split(', ').at(-1)).toBe(`${UPLOAD}?w=1376&strip=info 1376w`);
    expect(img.getAttribute('sizes')).toBe(ARTICLE_IMAGE_SIZES);
    expect(img.getAttribute('src')).toBe(UPLOAD);
    expect([img.getAttribute('width'), img.getAttribute('height'), img.getAttribute('loading')]).toEqual(['2400', '1350', 'lazy']);
  });

  it('offers at most twice the width of an image shown narrower than its slot, with sizes saying so', () => {
    const img = imageOf(`<img class="alignright" src="${UPLOAD}?w=300&amp;h=200" width="300" height="200">`);
    expect(img.getAttribute('srcset')?.split(', ').at(-1)).toBe(`${UPLOAD}?w=600&strip=info 600w`);
    expect(img.getAttribute('sizes')).toBe(
      '(min-width: 46rem) 300px, (min-width: 40rem) min(300px, calc(50vw - 1.5rem)), (min-width: 30rem) calc(50vw - 1.5rem), min(300px, calc(100vw - 3rem))',
    );
  });

  it('leaves images on hosts the CDN cannot resize as they are', () => {
    for (const src of ['https://cdn.example/a.jpg', 'https://example.files.wordpress.com/diagram.svg', '/images/blog/a.png']) {
      const img = imageOf(`<img src="${src}" width="800" height="400">`);
      expect(img.hasAttribute('srcset')).toBe(false);
      expect(img.hasAttribute('sizes')).toBe(false);
      expect(img.getAttribute('src')).toBe(src);
    }
  });

  it("reads a missing width and height from WordPress's URL, so the box is reserved before the image loads", () => {
    const named = imageOf('<img src="https://cdn.example/2025/06/rack-1024x576.jpg">');
    expect([named.getAttribute('width'), named.getAttribute('height')]).toEqual(['1024', '576']);
    const hinted = imageOf(`<img src="${UPLOAD}?w=640&amp;h=360">`);
    expect([hinted.getAttribute('width'), hinted.getAttribute('height')]).toEqual(['640', '360']);
    expect(hinted.getAttribute('srcset')).toContain(`${UPLOAD}?w=1280&strip=info 1280w`);
    // One of the two given by the author: left alone (the other cannot be guessed without the image).
    const half = imageOf('<img src="https://cdn.example/rack-1024x576.jpg" width="500">');
    expect(half.hasAttribute('height')).toBe(false);
  });

  it('puts nothing unsafe into srcset from a hostile src', () => {
    for (const src of [
      'javascript:alert(1)//x.jpg',
      'https://a@evil.example/a.jpg',
      '//example.files.wordpress.com/a.jpg',
      'https://evil-files.wordpress.com.example/a.jpg',
    ]) {
      expect(imageOf(`<img src="${src}" alt="">`).hasAttribute('srcset')).toBe(false);
    }
  });
});

describe('enhanceContentImage with the blog on its own domain (Photon)', () => {
  const rules = { resizeHosts: [], photonHosts: ['blog.example.com'] };

  it('proxies an upload of the blog domain through i0.wp.com', () => {
    const img = document.createElement('img');
    img.setAttribute('src', 'https://blog.example.com/wp-content/uploads/2025/06/rack.jpg');
    enhanceContentImage(img, rules);
    expect(img.getAttribute('srcset')?.split(', ')[0]).toBe(
      'https://i0.wp.com/blog.example.com/wp-content/uploads/2025/06/rack.jpg?w=400&ssl=1&strip=info 400w',
    );
  });
});

describe('helpers', () => {
  it('sizeFromUrl', () => {
    expect(sizeFromUrl('https://x.example/a-300x200.jpg')).toEqual({ width: 300, height: 200 });
    expect(sizeFromUrl('https://x.example/a.jpg?w=300&h=200')).toEqual({ width: 300, height: 200 });
    expect(sizeFromUrl('https://x.example/a.jpg?w=300')).toBeNull();
    expect(sizeFromUrl('https://x.example/a-300x200.jpg?resize=10,10')).toBeNull();
    expect(sizeFromUrl('https://x.example/a-0x200.jpg')).toBeNull();
  });

  it('sizesFor', () => {
    expect(sizesFor(null)).toBe(ARTICLE_IMAGE_SIZES);
    expect(sizesFor(1024)).toBe(ARTICLE_IMAGE_SIZES);
    expect(sizesFor(500)).toBe('(min-width: 548px) 500px, calc(100vw - 3rem)');
  });
});
