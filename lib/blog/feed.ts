import { plainText } from './seo';
import type { PostSummary } from './types';

/**
 * What XML 1.0 forbids even as a character reference (the C0 controls other than tab, LF and CR, lone surrogates,
 * U+FFFE and U+FFFF): one such character in a title ('&#1;' decodes to U+0001) makes every feed reader reject the
 * whole feed, so it is dropped.
 */
const XML_FORBIDDEN =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const escapeXml = (text: string) =>
  text
    .replace(XML_FORBIDDEN, '')
    .replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] as string);

type Channel = { title: string; description: string; siteUrl: string; feedPath: string; blogPath: string };

/** RSS 2.0 of the posts, newest first; descriptions are the excerpts' plain text. */
export function buildRss(posts: readonly PostSummary[], channel: Channel): string {
  const link = `${channel.siteUrl}${channel.blogPath}`;
  const latest = posts.reduce<string | null>(
    (max, post) => (!max || Date.parse(post.modified) > Date.parse(max) ? post.modified : max),
    null,
  );
  const items = posts.map((post) => {
    const url = `${channel.siteUrl}${post.href}`;
    return [
      '    <item>',
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${escapeXml(url)}</link>`,
      `      <guid isPermaLink="false">${escapeXml(`${channel.siteUrl}/blog/${post.id}`)}</guid>`,
      `      <pubDate>${new Date(post.date).toUTCString()}</pubDate>`,
      `      <description>${escapeXml(plainText(post.excerptHtml, 500))}</description>`,
      '    </item>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${escapeXml(channel.title)}</title>`,
    `    <link>${escapeXml(link)}</link>`,
    `    <description>${escapeXml(channel.description)}</description>`,
    '    <language>en-us</language>',
    `    <atom:link href="${escapeXml(`${channel.siteUrl}${channel.feedPath}`)}" rel="self" type="application/rss+xml"/>`,
    ...(latest ? [`    <lastBuildDate>${new Date(latest).toUTCString()}</lastBuildDate>`] : []),
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
