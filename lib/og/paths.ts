/**
 * Where a page's generated social card is served: /og/{route as a slug}.png ('/' → home, '/security/disclosure'
 * → security-disclosure), and /og/blog/{articleId}.png for articles without a featured image. The image files are
 * written by the static export from app/og/ (route handlers drawing with sharp at build time, lib/build/og/render-card.ts).
 */
export function ogCardPath(path: string): string {
  const slug = path === '/' ? 'home' : path.slice(1).replace(/\//g, '-');
  return `/og/${slug}.png`;
}

export function articleOgCardPath(articleId: string | number): string {
  return `/og/blog/${articleId}.png`;
}

export const OG_CARD_SIZE = { width: 1200, height: 630 } as const;
