import { renderToStaticMarkup } from 'react-dom/server';
import { JsonLd } from '@/components/layout/json-ld';
import { decode as decodeEntities } from 'he';
import { HOSTILE_TITLES } from '@/test-support/blog-xss-payloads';
import { reshapeArticle, type ReshapeTools } from './reshape';
import { sanitizeHtml } from './sanitize';
import { articleMetadata, blogPostingJsonLd, buildRss } from './seo';

// The build path (he + DOMPurify over jsdom, as lib/blog/source.ts) for titles and author names that try to leave
// their context: each must come out as the same text in JSON-LD, the meta tags and the feed, and never as markup.
const tools: ReshapeTools = { decode: decodeEntities, sanitize: sanitizeHtml };

const wire = (title: string) => ({
  ID: 77,
  date: '2025-05-28T14:00:00-04:00',
  title,
  excerpt: `<p>${title}</p>`,
  content: '<p>Body</p>',
  author: { name: title },
});

describe.each(HOSTILE_TITLES)('the hostile title %j', (raw) => {
  const article = reshapeArticle(wire(raw), tools);

  it('stays one JSON-LD script whose headline and author are the text', () => {
    const html = renderToStaticMarkup(<JsonLd data={blogPostingJsonLd(article)} />);
    const doc = new DOMParser().parseFromString(`<!doctype html><html><head>${html}</head><body></body></html>`, 'text/html');
    const scripts = doc.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(doc.body.children).toHaveLength(0);
    const data = JSON.parse(scripts[0]?.textContent ?? '') as { headline: string; author: { name: string } };
    expect(data.headline).toBe(article.title);
    expect(data.author.name).toBe(article.authorName);
    expect(html.toLowerCase()).not.toContain('</script><script');
  });

  it('stays the text in the title and meta tags', () => {
    const meta = articleMetadata(article);
    const og = meta.openGraph as { title: string; description: string };
    const html = renderToStaticMarkup(
      <>
        <title>{String(meta.title)}</title>
        <meta name="description" content={String(meta.description)} />
        <meta property="og:title" content={og.title} />
      </>,
    );
    const doc = new DOMParser().parseFromString(`<!doctype html><html><head>${html}</head><body></body></html>`, 'text/html');
    expect(doc.querySelectorAll('script, img')).toHaveLength(0);
    expect(doc.title).toBe(article.title.replace(/\s+/g, ' ').trim());
    expect(doc.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe(article.title);
  });

  it('stays the text in the feed, which still parses as XML', () => {
    const xml = buildRss([article], {
      title: 'Blog',
      description: 'Notes',
      siteUrl: 'https://www.example.com',
      feedPath: '/blog/feed.xml',
      blogPath: '/blog',
    });
    const doc = new DOMParser().parseFromString(xml, 'application/xml');
    expect(doc.querySelector('parsererror')).toBeNull();
    expect(doc.querySelectorAll('item')).toHaveLength(1);
    expect(doc.querySelector('item > title')?.textContent).toBe(article.title);
    expect(doc.querySelectorAll('script, img')).toHaveLength(0);
  });
});
