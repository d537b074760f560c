import { BLOCK_SAMPLES } from '@/test-support/blog-block-samples';
import { sanitizeHtml, sanitizeHtmlWithFindings } from '.';

const render = (html: string) => {
  const host = document.createElement('div');
  host.innerHTML = sanitizeHtml(html);
  return host;
};

const ids = (host: Element) => Array.from(host.querySelectorAll('[id]'), (el) => el.id);

describe('ids: unique, with their references', () => {
  it('renames the copies of a duplicated File block, each Download button described by its own file', () => {
    const host = render(BLOCK_SAMPLES.file.repeat(3));
    expect(ids(host)).toEqual([
      'user-content-wp-block-file--media-4',
      'user-content-wp-block-file--media-4-2',
      'user-content-wp-block-file--media-4-3',
    ]);
    for (const block of Array.from(host.querySelectorAll('.wp-block-file'))) {
      const described = block.querySelector('[aria-describedby]')!.getAttribute('aria-describedby')!;
      expect(block.querySelector(`[id="${described}"]`)).not.toBeNull();
    }
  });

  it('moves aria-labelledby, for and headers with the copy they meant', () => {
    const group = '<div><h3 id="t">Title</h3><section aria-labelledby="t"><p>Body</p></section></div>';
    const host = render(group + group);
    const sections = Array.from(host.querySelectorAll('section'));
    expect(sections.map((section) => section.getAttribute('aria-labelledby'))).toEqual(['user-content-t', 'user-content-t-2']);
    const cells = render(
      '<table><tr><th id="h">A</th><td headers="h">1</td></tr></table><table><tr><th id="h">B</th><td headers="h">2</td></tr></table>',
    );
    expect(Array.from(cells.querySelectorAll('td'), (td) => td.getAttribute('headers'))).toEqual(['user-content-h', 'user-content-h-2']);
  });

  it('points the n-th in-page link to a repeated anchor at its n-th copy, and keeps a suffix that is taken free', () => {
    const host = render(
      '<ul><li><a href="#intro">First</a></li><li><a href="#intro">Second</a></li></ul><h2 id="intro">One</h2><h2 id="intro-2">Taken</h2><h2 id="intro">Two</h2>',
    );
    expect(ids(host)).toEqual(['user-content-intro', 'user-content-intro-2', 'user-content-intro-3']);
    expect(Array.from(host.querySelectorAll('a'), (a) => a.getAttribute('href'))).toEqual(['#user-content-intro', '#user-content-intro-3']);
  });

  it('drops a reference to an id the post does not hold, and keeps the ones it does', () => {
    const host = render('<p id="a">A</p><p aria-describedby="a missing">B</p><p aria-labelledby="gone">C</p>');
    expect(host.querySelectorAll('p')[1]!.getAttribute('aria-describedby')).toBe('user-content-a');
    expect(host.querySelectorAll('p')[2]!.hasAttribute('aria-labelledby')).toBe(false);
  });

  it('reports each renamed copy and each in-page link without a target, as the editor wrote them', () => {
    const { findings } = sanitizeHtmlWithFindings(
      '<h2 id="setup">Setup</h2><h2 id="setup">Setup again</h2><p><a href="#setup">Back to setup</a> or <a href="#nowhere">to nowhere</a>, <a name="old-anchor"></a><a href="#old-anchor">an old anchor</a>.</p>',
    );
    expect(findings.map(({ kind, detail }) => [kind, detail])).toEqual([
      ['duplicate-id', 'setup → setup-2'],
      ['missing-link-target', '#nowhere'],
    ]);
    expect(findings[0]!.words).toBe('Setup again');
  });
});
