import { sanitizeHtml, sanitizeHtmlWithFindings } from '.';
import type { FindingKind } from './findings';

const kinds = (html: string) => sanitizeHtmlWithFindings(html).findings.map((finding) => finding.kind);

describe('what sanitising tells the editor', () => {
  it('returns exactly the HTML visitors get', () => {
    const html =
      '<figure class="wp-block-image"><img src="https://example.files.wordpress.com/a.jpg"></figure><h4 style="position:fixed">Late</h4><iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>';
    expect(sanitizeHtmlWithFindings(html).html).toBe(sanitizeHtml(html));
  });

  it.each<[FindingKind, string]>([
    ['image-without-alt', '<figure class="wp-block-image"><img src="https://example.files.wordpress.com/a.jpg"></figure>'],
    ['embed-facade', '<figure class="wp-block-embed"><iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe></figure>'],
    ['embed-link', '<iframe src="https://speakerdeck.com/player/abc"></iframe>'],
    ['embed-dropped', '<iframe src="javascript:alert(1)"></iframe>'],
    ['style-removed', '<p style="position: fixed; text-align: center">Pinned</p>'],
    ['colour-changed', '<p style="color: #777777; background-color: #888888">Grey on grey</p>'],
    ['heading-level', '<h2>Intro</h2><h5>Deep</h5>'],
    ['insecure-url', '<p><a href="http://example.com/">plain http</a></p>'],
    ['table-without-headers', '<table><tr><td>a</td></tr><tr><td>1</td></tr></table>'],
    ['image-title-without-alt', '<img src="https://example.files.wordpress.com/a.jpg" alt="" title="Mesa">'],
    ['duplicate-id', '<p id="a">1</p><p id="a">2</p>'],
    ['missing-link-target', '<p><a href="#gone">Jump</a></p>'],
  ])('reports %s', (kind, html) => {
    expect(kinds(html)).toContain(kind);
  });

  it('names the block and the first words around a change', () => {
    const { findings } = sanitizeHtmlWithFindings(
      '<div class="wp-block-group"><p style="position: absolute">Eight words are shown and the rest is cut here</p></div>',
    );
    expect(findings).toEqual([
      { kind: 'style-removed', block: 'group', words: 'Eight words are shown and the rest is …', detail: 'position' },
    ]);
  });

  it('names the block, not a layout class WordPress adds to it', () => {
    const { findings } = sanitizeHtmlWithFindings(
      '<div class="wp-block-cover-is-layout-constrained wp-block-cover"><p style="position: absolute">On the cover</p></div>',
    );
    expect(findings.map((finding) => finding.block)).toEqual(['cover']);
  });

  it('reports nothing for a post the site draws as written', () => {
    expect(kinds('<h2>Title</h2><p style="text-align: center">Centred <a href="https://example.com/">link</a></p>')).toEqual([]);
  });
});
