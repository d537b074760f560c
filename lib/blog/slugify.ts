/**
 * The blog's slug rule, applied to the post title exactly as the API sends it (HTML-encoded), in order:
 * 1. each run of whitespace or commas becomes '-';
 * 2. the right-single-quote entity `&#8217;` becomes an apostrophe;
 * 3. every character that is not a word character, '-', whitespace or an apostrophe is removed;
 * 4. the result is lowercased.
 * `\w` is ASCII-only in JavaScript, so letters such as 'é' are removed, as in the original rule. Other entities
 * lose their '&' and ';' ('&amp;' leaves 'amp'): the rule is kept exact so an article's URL never changes.
 */
export function slugify(title: string): string {
  return title
    .replace(/[\s,]+/g, '-')
    .replace(/&#8217;/g, "'")
    .replace(/[^\w\s'-]/g, '')
    .toLowerCase();
}
