import { realisticPosts } from '@/dev-services/fake-wpcom/realistic';
import { blogPage } from '@/content/blog';
import { sanitizeHtml, sanitizeHtmlWithFindings } from '.';

// jsdom has no structuredClone; the fake's posts are plain JSON.
globalThis.structuredClone ??= <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

const ORIGIN = 'https://example.files.wordpress.com';
const contentOf = (id: number) => realisticPosts(ORIGIN).find((post) => post.ID === id)!.content as string;

function render(html: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = sanitizeHtml(html);
  return host;
}

describe('Jetpack blocks without Jetpack', () => {
  it('keeps a tiled gallery in rows of its saved column widths, images named by their alt text only', () => {
    const host = render(contentOf(5051));
    const rows = host.querySelectorAll('.tiled-gallery__gallery > .tiled-gallery__row');
    expect(Array.from(rows).map((row) => row.querySelectorAll(':scope > .tiled-gallery__col').length)).toEqual([2, 3]);
    expect((host.querySelector('.tiled-gallery__col') as HTMLElement).style.flexBasis).toBe('78.05%');
    const images = Array.from(host.querySelectorAll('.tiled-gallery__item img'));
    expect(images).toHaveLength(6);
    for (const img of images) {
      expect(img.getAttribute('alt')).toBeTruthy();
      for (const dead of ['role', 'tabindex', 'aria-label', 'data-url']) expect(img.hasAttribute(dead)).toBe(false);
      // The saved size reserves the box; the CDN serves the width the column needs.
      expect(Number(img.getAttribute('width'))).toBeGreaterThan(0);
      expect(img.getAttribute('sizes')).toMatch(/rem/);
    }
  });

  it('turns an image compare slider into a labelled before/after pair, keeping the caption', () => {
    const host = render(contentOf(5053));
    const sides = Array.from(host.querySelectorAll('.wp-block-jetpack-image-compare__pair > figure'));
    expect(sides.map((side) => side.querySelector('figcaption')?.textContent)).toEqual([blogPage.jetpack.before, blogPage.jetpack.after]);
    expect(sides.map((side) => side.querySelector('img')?.getAttribute('alt'))).toEqual([
      'The valley site by day, before the build',
      'The same valley at night, lit by the finished site',
    ]);
    expect(host.querySelector('.wp-block-jetpack-image-compare > figcaption')?.textContent).toContain('compare');
  });

  it("keeps a map's list of place links", () => {
    const links = render(contentOf(5053)).querySelectorAll('.wp-block-jetpack-map li > a[href^="https://www.google.com/maps/"]');
    expect(links).toHaveLength(3);
  });

  it('keeps the text and links of blocks WordPress.com answers, never their controls, dialogs or shortcodes', () => {
    const { html, findings } = sanitizeHtmlWithFindings(contentOf(5054));
    const host = document.createElement('div');
    host.innerHTML = html;
    expect(host.querySelector('form, input, button, select, textarea, label, dialog, [role="dialog"]')).toBeNull();
    const text = host.textContent ?? '';
    for (const gone of ['Request the briefing', 'Work email', 'Subscribe to field notes', '[jetpack_subscription_form', 'Close and accept'])
      expect(text).not.toContain(gone);
    expect(host.querySelector(`a[href="${blogPage.jetpack.form.href}"]`)?.textContent).toBe(blogPage.jetpack.form.link);
    expect(host.querySelector(`a[href="${blogPage.jetpack.subscribe.href}"]`)).not.toBeNull();
    expect(host.querySelector('a[href="https://example.com/cookie-policy"]')).not.toBeNull();
    expect(text).toContain('this blog counts visits with a cookie');
    expect(host.querySelector('a[href^="https://subscribe.wordpress.com/memberships/"]')?.textContent).toBe('Sponsor the field guide');
    expect(host.querySelector('.wp-block-jetpack-story img[alt="The valley at night"]')).not.toBeNull();
    expect(host.querySelector('.wp-story-overlay')).toBeNull();
    expect(findings.filter((finding) => finding.kind === 'block-replaced').map((finding) => finding.block)).toEqual(
      expect.arrayContaining(['jetpack-contact-form-container', 'jetpack-subscriptions', 'jetpack-eu-cookie-law']),
    );
  });

  it('lets no hostile markup through the Jetpack classes', () => {
    const host = render(
      '<div class="wp-block-jetpack-contact-form-container"><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">x</a></div>' +
        '<div class="wp-block-jetpack-tiled-gallery"><div class="tiled-gallery__row" style="position:fixed;inset:0;z-index:99"><div class="tiled-gallery__col" style="flex-basis:50%;background-image:url(https://evil.example/x.png)"><figure class="tiled-gallery__item"><img alt="a" src="https://example.files.wordpress.com/a.jpg" data-url="javascript:alert(1)" data-width="10" data-height="x" onload="alert(1)"></figure></div></div></div>' +
        '<div class="wp-block-jetpack-eu-cookie-law"><dialog open><form action="https://evil.example"><button formaction="https://evil.example">Accept</button></form></dialog>Cookies.</div>' +
        '<figure class="wp-block-jetpack-image-compare"><div class="juxtapose"><img src="https://example.files.wordpress.com/a.jpg" onerror="alert(1)"><img src="javascript:alert(1)"></div></figure>',
    );
    const html = host.innerHTML;
    expect(html).not.toMatch(/onerror|onload|javascript:|evil\.example|position|z-index|data-url|<dialog|<form|<button/i);
    expect(host.querySelector('.tiled-gallery__item img')?.hasAttribute('height')).toBe(false);
    expect(host.querySelector('.wp-block-jetpack-contact-form-container')?.textContent).toContain(blogPage.jetpack.form.link);
  });

  it('removes unrendered Jetpack shortcodes but leaves other brackets and code alone', () => {
    const host = render(
      '<p>[contact-form][contact-field label="Name" type="name"/][/contact-form]</p><p>Footnote [1] stays.</p><pre class="wp-block-code"><code>[gallery ids="1,2"]</code></pre>',
    );
    expect(host.querySelectorAll('p')).toHaveLength(1);
    expect(host.textContent).toContain('Footnote [1] stays.');
    expect(host.querySelector('code')?.textContent).toBe('[gallery ids="1,2"]');
  });
});
