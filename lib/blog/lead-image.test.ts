import { prioritiseLeadImage } from './lead-image';

const photo = (attrs: string) => `<img loading="lazy" decoding="async" ${attrs} src="https://x.files.wordpress.com/a.jpg" alt="A">`;

describe('prioritiseLeadImage', () => {
  it('loads a large photo that opens the post first, and leaves the next ones lazy', () => {
    const html = `<p>One line.</p><figure class="wp-block-image">${photo('width="1024" height="576"')}</figure>${photo('width="800"')}`;
    const [first, second] = prioritiseLeadImage(html).match(/<img[^>]*>/g)!;
    expect(first).toMatch(/^<img fetchpriority="high" width="1024"/);
    expect(first).not.toMatch(/loading=|decoding=/);
    expect(second).toMatch(/loading="lazy"/);
  });

  it('leaves a small image, an image below long text, and a post without images alone', () => {
    const icon = `<p>x</p>${photo('width="64" height="64"')}`;
    expect(prioritiseLeadImage(icon)).toBe(icon);
    const late = `<p>${'word '.repeat(100)}</p>${photo('width="1024"')}`;
    expect(prioritiseLeadImage(late)).toBe(late);
    expect(prioritiseLeadImage('<p>Text only</p>')).toBe('<p>Text only</p>');
  });
});
