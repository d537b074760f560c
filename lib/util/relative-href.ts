/**
 * Turns a root-relative target into a path relative to `fromPath`, so a link kept relative
 * (the footer's 'whycapi') reaches the same page from any depth: '/blog/1/x' → '../../whycapi'.
 */
export function relativeHref(fromPath: string, target: string): string {
  const clean = target.replace(/^\/+/, '');
  const segments = fromPath.split(/[?#]/)[0]!.split('/').filter(Boolean);
  // With trailingSlash: false the last segment is the page itself, so only the ones before it are folders.
  const depth = Math.max(segments.length - 1, 0);
  return depth === 0 ? clean : `${'../'.repeat(depth)}${clean}`;
}
