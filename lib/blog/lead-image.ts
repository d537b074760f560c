/**
 * An article without a featured image whose content opens with a photo: that photo is the page's largest paint,
 * so it loads first (eager, `fetchpriority="high"`) instead of lazily like every other content image. Only when
 * it is large (at least LEAD_MIN_WIDTH wide, or of unknown size) and near the top (less than LEAD_MAX_TEXT
 * characters of text before it, about what a phone shows above it in its first screen); otherwise the HTML is
 * returned as it is. Works on the sanitiser's output (one `<img …>` tag per image, attributes quoted).
 */
const LEAD_MIN_WIDTH = 300;
const LEAD_MAX_TEXT = 400;

export function prioritiseLeadImage(html: string): string {
  const match = /<img\b[^>]*>/i.exec(html);
  if (!match) return html;
  const tag = match[0];
  const width = /\swidth="(\d+)"/i.exec(tag);
  if (width && Number(width[1]) < LEAD_MIN_WIDTH) return html;
  const textBefore = html
    .slice(0, match.index)
    .replace(/<[^>]*>/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (textBefore.length >= LEAD_MAX_TEXT) return html;
  const eager = tag.replace(/\s(?:loading|decoding|fetchpriority)="[^"]*"/gi, '').replace(/^<img\b/i, '<img fetchpriority="high"');
  return html.slice(0, match.index) + eager + html.slice(match.index + tag.length);
}
