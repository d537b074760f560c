import { candidateWidths, cdnImageUrl, cdnSrcSet, isResizable, type ImageCdnRules } from './images';
import { DEFAULT_RESIZE_HOSTS } from '@/lib/config/env';

const rules: ImageCdnRules = {
  resizeHosts: DEFAULT_RESIZE_HOSTS,
  photonHosts: ['blog.example.com'],
  resizeOrigins: ['http://127.0.0.1:4180'],
};

describe('cdnImageUrl: each host form', () => {
  it.each([
    // Uploads on WordPress.com take the width in place; WordPress's own size hints are replaced.
    ['https://example.files.wordpress.com/2025/06/photo.jpg', 'https://example.files.wordpress.com/2025/06/photo.jpg?w=800&strip=info'],
    [
      'https://example.files.wordpress.com/2025/06/photo.jpg?w=1024&h=576',
      'https://example.files.wordpress.com/2025/06/photo.jpg?w=800&strip=info',
    ],
    ['https://a.b.files.wordpress.com/p.PNG', 'https://a.b.files.wordpress.com/p.PNG?w=800&strip=info'],
    ['HTTPS://Example.FILES.wordpress.com/a.jpeg', 'https://example.files.wordpress.com/a.jpeg?w=800&strip=info'],
    // Already on the CDN: arguments in place, ssl=1 kept (the CDN needs it to fetch an https original).
    ['https://i0.wp.com/blog.example.com/a.jpg?ssl=1', 'https://i0.wp.com/blog.example.com/a.jpg?ssl=1&w=800&strip=info'],
    ['https://i3.wp.com/other.example/a.webp', 'https://i3.wp.com/other.example/a.webp?w=800&strip=info'],
    ['https://i2.wp.com/blog.example.com/a.jpg?w=2000&ssl=1', 'https://i2.wp.com/blog.example.com/a.jpg?ssl=1&w=800&strip=info'],
    // The blog's own domain (a Jetpack or custom-domain site): through Photon.
    [
      'https://blog.example.com/wp-content/uploads/2025/06/photo.jpg',
      'https://i0.wp.com/blog.example.com/wp-content/uploads/2025/06/photo.jpg?w=800&ssl=1&strip=info',
    ],
    [
      'https://blog.example.com/wp-content/uploads/a%20b.gif',
      'https://i0.wp.com/blog.example.com/wp-content/uploads/a%20b.gif?w=800&ssl=1&strip=info',
    ],
    ['https://blog.example.com/up/a b.jpg', 'https://i0.wp.com/blog.example.com/up/a%20b.jpg?w=800&ssl=1&strip=info'],
    // The blog API's origin (the fake API in tests serves its uploads there, over http on a port).
    ['http://127.0.0.1:4180/images/photo.jpg', 'http://127.0.0.1:4180/images/photo.jpg?w=800&strip=info'],
  ])('%s', (input, output) => {
    expect(cdnImageUrl(input, 800, rules)).toBe(output);
  });
});

describe('cdnImageUrl: images it leaves as they are (null)', () => {
  it.each([
    ['a host no rule names', 'https://cdn.example/a.jpg'],
    ['SVG (the CDN does not rasterise it)', 'https://example.files.wordpress.com/a.svg'],
    ['no file extension', 'https://example.files.wordpress.com/image'],
    ['a PHP-generated image', 'https://blog.example.com/thumb.php?id=3'],
    ['Photon would drop the query string', 'https://blog.example.com/a.jpg?v=2'],
    ['a crop the CDN would lose', 'https://example.files.wordpress.com/a.jpg?w=400&h=400&crop=1'],
    ['resize arguments already set', 'https://i0.wp.com/blog.example.com/a.jpg?resize=400,300'],
    ['http on a resize host', 'http://example.files.wordpress.com/a.jpg'],
    ['http on the Photon host', 'http://blog.example.com/a.jpg'],
    ['the API host on another port', 'http://127.0.0.1:4181/images/a.jpg'],
    ['the API host over https', 'https://127.0.0.1:4180/images/a.jpg'],
    ['i4 is not a CDN host', 'https://i4.wp.com/blog.example.com/a.jpg'],
    ['wp.com itself', 'https://wp.com/a.jpg'],
    ['files.wordpress.com with no site', 'https://files.wordpress.com/a.jpg'],
    ['a site path', '/images/blog/a.jpg'],
    ['a fragment', 'https://example.files.wordpress.com/a.jpg#x'],
  ])('%s', (_label, input) => {
    expect(cdnImageUrl(input, 800, rules)).toBeNull();
    expect(isResizable(input, rules)).toBe(false);
  });
});

describe('cdnImageUrl: hostile input never lands on the CDN wrongly nor yields an unsafe URL', () => {
  it.each([
    'javascript:alert(1)//a.jpg',
    'JaVaScRiPt:alert(1)//x.files.wordpress.com/a.jpg',
    'data:image/png;base64,AAAA.png',
    'vbscript:x.jpg',
    '//example.files.wordpress.com/a.jpg',
    '///example.files.wordpress.com/a.jpg',
    'https://a@evil.example/a.jpg',
    'https://example.files.wordpress.com@evil.example/a.jpg',
    'https://user:pass@example.files.wordpress.com/a.jpg',
    'https://evil-files.wordpress.com.example/a.jpg',
    'https://example.files.wordpress.com.evil.example/a.jpg',
    'https://evilfiles.wordpress.com/a.jpg',
    'https://example.files.wordpress.com./a.jpg',
    'https://example.files.wordpress.com:8443/a.jpg',
    'https://i0.wp.com:444/blog.example.com/a.jpg',
    'https://blog.example.com:8080/a.jpg',
    'https://blog.example.com.evil.example/a.jpg',
    'https://evil.example%2Ffiles.wordpress.com/a.jpg',
    'https://evil.example%23.files.wordpress.com/a.jpg',
    'https://evil.example/.files.wordpress.com/a.jpg',
    'https://evil.example\\.files.wordpress.com/a.jpg',
    'https://evil.example?.files.wordpress.com/a.jpg',
    'https://evil.example#.files.wordpress.com/a.jpg',
    'https://xn--e1afmkfd.example/a.jpg',
    'https://пример.example/a.jpg',
    'https://192.168.0.1/a.jpg',
    'https://[::1]/a.jpg',
    'https://localhost/a.jpg',
    'https:example.files.wordpress.com',
    ' ',
    '',
  ])('%j', (input) => {
    expect(cdnImageUrl(input, 800, rules)).toBeNull();
  });

  it('resolves dot segments and encodings as the browser will, and stays on the CDN host', () => {
    const out = cdnImageUrl('https://blog.example.com/up/%2e%2e/x/../a.jpg', 800, rules);
    expect(out).toBe('https://i0.wp.com/blog.example.com/a.jpg?w=800&ssl=1&strip=info');
    // A full-width letter in the host is the same host once IDNA maps it: the browser would fetch it there too.
    expect(cdnImageUrl('https://ｅxample.files.wordpress.com/a.jpg', 800, rules)).toBe(
      'https://example.files.wordpress.com/a.jpg?w=800&strip=info',
    );
  });

  it('refuses widths that are not whole positive numbers of sane size', () => {
    for (const width of [0, -1, 1.5, Number.NaN, Infinity, 100_000]) {
      expect(cdnImageUrl('https://example.files.wordpress.com/a.jpg', width, rules)).toBeNull();
    }
  });

  it('rewrites nothing with empty rules (the CDN switched off)', () => {
    const none: ImageCdnRules = { resizeHosts: [], photonHosts: [] };
    expect(cdnImageUrl('https://example.files.wordpress.com/a.jpg', 800, none)).toBeNull();
    expect(cdnImageUrl('https://blog.example.com/a.jpg', 800, none)).toBeNull();
  });
});

describe('srcset', () => {
  const src = 'https://example.files.wordpress.com/2025/06/photo.jpg';

  it('offers the standard widths when the original size is unknown', () => {
    expect(cdnSrcSet(src, rules)).toBe([400, 640, 800, 1200, 1600].map((w) => `${src}?w=${w}&strip=info ${w}w`).join(', '));
  });

  it('never offers a width above the original, ending at the original width itself', () => {
    expect(candidateWidths({ originalWidth: 2560 })).toEqual([400, 640, 800, 1200, 1600]);
    expect(candidateWidths({ originalWidth: 1000 })).toEqual([400, 640, 800, 1000]);
    expect(candidateWidths({ originalWidth: 800 })).toEqual([400, 640, 800]);
    expect(candidateWidths({ originalWidth: 300 })).toEqual([300]);
    expect(cdnSrcSet(src, rules, { originalWidth: 700 })).toBe(
      `${src}?w=400&strip=info 400w, ${src}?w=640&strip=info 640w, ${src}?w=700&strip=info 700w`,
    );
  });

  it('stops at maxWidth (twice an image shown narrower than the measure)', () => {
    expect(candidateWidths({ maxWidth: 600 })).toEqual([400, 600]);
    expect(candidateWidths({ maxWidth: 2000, originalWidth: 900 })).toEqual([400, 640, 800, 900]);
  });

  it('is null for an image the CDN cannot resize', () => {
    expect(cdnSrcSet('https://cdn.example/a.jpg', rules)).toBeNull();
    expect(cdnSrcSet('/images/blog/a.svg', rules)).toBeNull();
  });
});
