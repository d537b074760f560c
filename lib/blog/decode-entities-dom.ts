/**
 * The browser's twin of decode-entities.ts: the same result without shipping `he`'s entity table (~15 KB gzip).
 * DOMParser builds an inert document (no scripts run, no images load); '<' is escaped first so tags in the
 * input stay literal text, exactly as `he.decode` leaves them.
 */
export function decodeEntitiesDom(text: string): string {
  const doc = new DOMParser().parseFromString(`<!doctype html><body>${text.replace(/</g, '&lt;')}`, 'text/html');
  return doc.body.textContent ?? '';
}
