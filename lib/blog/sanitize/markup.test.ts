import { blogPage } from '@/content/blog';
import { BLOCK_SAMPLES } from '@/test-support/blog-block-samples';
import { sanitizeHtml, sanitizeHtmlWithFindings } from '.';

const render = (html: string) => {
  const host = document.createElement('div');
  host.innerHTML = sanitizeHtml(html);
  return host;
};
const scopes = (host: Element) => Array.from(host.querySelectorAll('th'), (th) => `${th.textContent}:${th.getAttribute('scope')}`);
const kinds = (html: string) => sanitizeHtmlWithFindings(html).findings.map((finding) => finding.kind);

describe('header cells get a scope', () => {
  it('col across a header row after the empty corner the table block writes, row down the first column', () => {
    const host = render(BLOCK_SAMPLES.table);
    expect(Array.from(host.querySelectorAll('thead th'), (th) => th.getAttribute('scope'))).toEqual(['col', 'col']);
    expect(Array.from(host.querySelectorAll('tbody th'), (th) => `${th.textContent}:${th.getAttribute('scope')}`)).toEqual([
      'Nodes:row',
      'Power:row',
    ]);
  });

  it('col in a first row of header cells without thead, row for a header cell that starts a data row', () => {
    expect(scopes(render('<table><tr><th>Window</th><th>Owner</th></tr><tr><td>Tue</td><td>Platform</td></tr></table>'))).toEqual([
      'Window:col',
      'Owner:col',
    ]);
    expect(scopes(render('<table><tr><th>Primary</th><td>Reston</td></tr><tr><th>Secondary</th><td>Denver</td></tr></table>'))).toEqual([
      'Primary:row',
      'Secondary:row',
    ]);
    expect(scopes(render('<table><tr><td></td><th>Q1</th></tr><tr><th>Nodes</th><td>4</td></tr></table>'))).toEqual([
      'Q1:col',
      'Nodes:row',
    ]);
  });

  it('makes a header row of data cells inside thead column headers (IBM table_headers_related)', () => {
    // As a table pasted into the editor arrives: the header row in <thead>, its cells written as <td>.
    const pasted =
      '<figure class="wp-block-table"><table class="has-fixed-layout"><thead><tr><td>Plan</td><td><strong>Support window</strong></td><td scope="colgroup">Patches</td></tr></thead>' +
      '<tbody><tr><td>Standard</td><td>12 months</td><td>Monthly</td></tr><tr><td>Extended</td><td>36 months</td><td>Weekly</td></tr></tbody></table></figure>';
    const host = render(pasted);
    expect(scopes(host)).toEqual(['Plan:col', 'Support window:col', 'Patches:colgroup']);
    expect(host.querySelectorAll('thead td, tbody th')).toHaveLength(0);
    expect(host.querySelector('thead th strong')?.textContent).toBe('Support window');
    expect(kinds(pasted)).toEqual([]);
    // With an empty corner, the first column labels the rows, as with the table block's own header row.
    const cornered = render(
      '<table><thead><tr><td></td><td>Edge</td><td>Core</td></tr></thead><tbody><tr><td>Nodes</td><td>4</td><td>12</td></tr></tbody></table>',
    );
    expect(scopes(cornered)).toEqual(['Edge:col', 'Core:col', 'Nodes:row']);
    expect(cornered.querySelector('thead td')?.textContent).toBe('');
  });

  it("keeps the editor's own scope", () => {
    expect(scopes(render('<table><tr><th scope="colgroup">Group</th></tr><tr><td>1</td></tr></table>'))).toEqual(['Group:colgroup']);
  });

  it('reports a table of data cells only, and not one with headers or a single row', () => {
    expect(kinds('<table><tr><td>a</td><td>b</td></tr><tr><td>1</td><td>2</td></tr></table>')).toEqual(['table-without-headers']);
    expect(kinds('<table><tr><th>a</th></tr><tr><td>1</td></tr></table>')).toEqual([]);
    expect(kinds('<table><tr><td>alone</td></tr></table>')).toEqual([]);
  });
});

describe('obsolete presentational tags', () => {
  it('become code, s and abbr, their text kept', () => {
    const host = render('<p><tt>kubectl drain</tt> <strike>after</strike> <acronym title="Domain Name System">DNS</acronym></p>');
    expect(host.innerHTML).toBe('<p><code>kubectl drain</code> <s>after</s> <abbr title="Domain Name System">DNS</abbr></p>');
  });

  it('size and alignment become the block editor classes, colour and face are dropped', () => {
    const host = render(
      '<p><big>loud</big> <font size="5" color="#ff0000" face="Comic Sans MS">large</font> <font size="-2">small</font> <font>plain</font></p><center>Centred</center>',
    );
    expect(host.innerHTML).toBe(
      '<p><span class="has-large-font-size">loud</span> <span class="has-large-font-size">large</span> <span class="has-small-font-size">small</span> <span>plain</span></p><div class="has-text-align-center">Centred</div>',
    );
  });
});

describe('images and the links around them', () => {
  it('drops the title of an image marked decorative, and tells the editor what it said', () => {
    const { html, findings } = sanitizeHtmlWithFindings('<p><img src="https://x.example/a.jpg" alt="" title="Mesa at noon">Text</p>');
    expect(html).not.toContain('title=');
    expect(findings.map(({ kind, detail }) => [kind, detail])).toEqual([['image-title-without-alt', 'Mesa at noon']]);
    expect(render('<img src="https://x.example/a.jpg" alt="Mesa" title="Mesa at noon">').querySelector('img')!.getAttribute('title')).toBe(
      'Mesa at noon',
    );
  });

  it('names a link around an image without alt after its caption, its file name, or "Open image" with the file', () => {
    const caption = render(
      '<figure><a href="https://x.example/IMG_1.jpg"><img src="https://x.example/IMG_1.jpg" alt=""></a><figcaption>The rack, <em>front</em></figcaption></figure>',
    );
    expect(caption.querySelector('a')!.getAttribute('aria-label')).toBe('The rack, front');
    const files = render(
      '<p><a href="https://x.example/IMG_0042.jpg"><img src="https://x.example/IMG_0042.jpg?w=150" alt=""></a><a href="https://x.example/?attachment_id=7"><img src="https://x.example/DSC0001.jpg" alt=""></a><a href="https://x.example/"><img src="https://x.example/" alt=""></a></p>',
    );
    const fallback = blogPage.postContent.imageLinkFallback;
    expect(Array.from(files.querySelectorAll('a'), (a) => a.getAttribute('aria-label'))).toEqual([
      `${fallback} IMG_0042.jpg`,
      `${fallback} DSC0001.jpg`,
      `${fallback} 1`,
    ]);
  });
});
