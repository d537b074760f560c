import { decode } from 'he';

/** Decodes HTML entities in API text (titles); the result is plain text, rendered as text, never as HTML. */
export function decodeEntities(text: string): string {
  return decode(text);
}
