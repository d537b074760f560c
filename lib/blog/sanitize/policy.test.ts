import { expectNeutralised, XSS_PAYLOADS } from '@/test-support/blog-xss-payloads';
import { sanitizeHtml } from '.';

describe('sanitizeHtml: XSS payloads', () => {
  it.each(XSS_PAYLOADS)('neutralises %s', (payload) => {
    expectNeutralised(sanitizeHtml(payload));
  });

  it('executes nothing when the sanitised markup is put in the page', () => {
    const spy = jest.fn();
    (window as unknown as { __xss: unknown }).__xss = spy;
    const host = document.createElement('div');
    document.body.append(host);
    host.innerHTML = XSS_PAYLOADS.map(sanitizeHtml).join('\n');
    for (const element of Array.from(host.querySelectorAll('*'))) {
      for (const attr of Array.from(element.attributes)) expect(attr.name).not.toMatch(/^on/);
      (element as HTMLElement).click?.();
    }
    expect(spy).not.toHaveBeenCalled();
    host.remove();
  });
});

describe('sanitizeHtml: WordPress markup survives', () => {
  it('keeps figures, captions and responsive images', () => {
    const html =
      '<figure class="wp-block-image size-large"><img src="https://blog.example/a.jpg" alt="Rack" width="1024" height="576" srcset="https://blog.example/a.jpg?w=1024 1024w, https://blog.example/a.jpg?w=300 300w" sizes="(max-width: 1024px) 100vw, 1024px" class="wp-image-7"/><figcaption class="wp-element-caption">A ruggedized node</figcaption></figure>';
    const clean = sanitizeHtml(html);
    expect(clean).toContain('<figure class="wp-block-image size-large">');
    expect(clean).toContain('srcset="https://blog.example/a.jpg?w=1024 1024w, https://blog.example/a.jpg?w=300 300w"');
    expect(clean).toContain('sizes="(max-width: 1024px) 100vw, 1024px"');
    expect(clean).toContain('alt="Rack"');
    expect(clean).toContain('width="1024"');
    expect(clean).toContain('loading="lazy"');
    expect(clean).toContain('<figcaption class="wp-element-caption">A ruggedized node</figcaption>');
  });

  it('keeps the classic caption shortcode output, its fixed width capped to the column', () => {
    const html =
      '<div data-shortcode="caption" id="attachment_8" style="width: 310px" class="wp-caption alignnone"><img src="https://blog.example/b.jpg" alt="and alt text" width="300" height="159" /><p class="wp-caption-text">With Caption</p></div>';
    const clean = sanitizeHtml(html);
    expect(clean).toContain('class="wp-caption alignnone"');
    expect(clean).toContain('id="user-content-attachment_8"');
    expect(clean).toContain('style="width: min(100%, 310px)"');
    expect(clean).not.toContain('data-shortcode');
    expect(clean).toContain('<p class="wp-caption-text">With Caption</p>');
  });

  it('keeps headings, lists, code, tables and quotes, demoting h1 to h2', () => {
    const html = [
      '<h1>Markdown supported</h1><h2 id="setup">Setup</h2><h3>Step</h3>',
      '<ul><li>one</li></ul><ol start="3"><li>three</li></ol>',
      '<pre class="wp-block-code"><code>kubectl get nodes &amp;&amp; echo ok</code></pre>',
      '<table><thead><tr><th scope="col">Control</th></tr></thead><tbody><tr><td>AC-2</td></tr></tbody></table>',
      '<blockquote><p>Quote</p><cite>Someone</cite></blockquote>',
    ].join('');
    const clean = sanitizeHtml(html);
    expect(clean).toContain('<h2>Markdown supported</h2>');
    expect(clean).not.toContain('<h1');
    expect(clean).toContain('<h2 id="user-content-setup">Setup</h2><h3>Step</h3>');
    expect(clean).toContain('<ul><li>one</li></ul><ol start="3"><li>three</li></ol>');
    expect(clean).toContain('<pre class="wp-block-code" tabindex="0"><code>kubectl get nodes &amp;&amp; echo ok</code></pre>');
    expect(clean).toContain('<th scope="col">Control</th>');
    expect(clean).toContain('<blockquote><p>Quote</p><cite>Someone</cite></blockquote>');
  });

  it('adds rel to new-tab links, drops other targets and keeps in-post anchors working', () => {
    const clean = sanitizeHtml(
      '<a href="https://example.org" target="_blank">ext</a><a href="https://example.org" target="frame1">named</a><a href="#setup">jump</a><a href="https://example.org" rel="nofollow">plain</a>',
    );
    expect(clean).toContain('<a href="https://example.org" target="_blank" rel="noopener noreferrer">ext</a>');
    expect(clean).toContain('<a href="https://example.org">named</a>');
    expect(clean).toContain('<a href="#user-content-setup">jump</a>');
    expect(clean).toContain('<a href="https://example.org" rel="nofollow">plain</a>');
  });

  it('adds rel to a new-tab <area> too, and drops its other targets', () => {
    const clean = sanitizeHtml(
      '<map name="m"><area href="https://e.example" target="_blank" alt="a"><area href="https://e.example" target="_top" alt="b"></map>',
    );
    expect(clean).toContain('<area href="https://e.example" target="_blank" alt="a" rel="noopener noreferrer">');
    expect(clean).toContain('<area href="https://e.example" alt="b">');
  });

  it("keeps WordPress's classes and drops the rest (the site's own global and module classes)", () => {
    const clean = sanitizeHtml(
      '<div class="wp-block-group alignwide is-layout-flow has-text-align-center scroll-locked visually-hidden dialog-module__Xy__backdrop">x</div><p class="visually-hidden">hidden</p><pre class="wp-block-code language-bash"><code>ls</code></pre>',
    );
    expect(clean).toContain('<div class="wp-block-group alignwide is-layout-flow has-text-align-center">x</div>');
    expect(clean).toContain('<p>hidden</p>');
    expect(clean).toContain('class="wp-block-code language-bash"');
  });

  it("drops landmark, widget and live-region roles, and points id references at the post's own ids or drops them", () => {
    const clean = sanitizeHtml(
      '<div role="dialog" aria-labelledby="main-heading">d</div><p role="alert">a</p><div role="img" aria-label="chart">c</div>' +
        '<p id="note">n</p><p aria-describedby="note other">t</p><label for="search">l</label><img src="m.png" usemap="#map" alt=""><map name="map"></map>',
    );
    // A reference to an id the post does not hold (the page's own, or none) names nothing: it is dropped.
    expect(clean).toContain('<div>d</div>');
    expect(clean).toContain('<p>a</p>');
    expect(clean).toContain('<div role="img" aria-label="chart">c</div>');
    expect(clean).toContain('<p id="user-content-note">n</p><p aria-describedby="user-content-note">t</p>');
    expect(clean).toContain('<label>l</label>');
    const kept = sanitizeHtml(
      '<h2 id="main-heading">Own</h2><div aria-labelledby="main-heading">d</div><p id="search">s</p><label for="search">l</label>',
    );
    expect(kept).toContain('<div aria-labelledby="user-content-main-heading">d</div>');
    expect(kept).toContain('<label for="user-content-search">l</label>');
    expect(clean).toContain('usemap="#user-content-map"');
    expect(clean).toContain('<map name="user-content-map"></map>');
  });

  it('leaves plain text and entities alone', () => {
    expect(sanitizeHtml('<p>Sample post [&hellip;]</p>\n')).toBe('<p>Sample post […]</p>\n');
    expect(sanitizeHtml('Edited')).toBe('Edited');
    expect(sanitizeHtml('')).toBe('');
  });
});
