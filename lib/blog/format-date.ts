/** The pre-rendered HTML carries dates in this fixed locale; the browser swaps in the visitor's own. */
export const SERVER_LOCALE = 'en-US';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: string | undefined): Intl.DateTimeFormat {
  const key = locale ?? '';
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
    formatters.set(key, format);
  }
  return format;
}

/**
 * Long month, numeric day, numeric year in `locale` (undefined: the browser's own). The day is the calendar
 * day in the blog's time zone, read from the API's offset timestamp ('2025-03-05T23:30:00-05:00' is 5 March),
 * so the server and every visitor show the same day and only the language changes on the client.
 */
export function formatPostDate(iso: string, locale?: string): string {
  const ymd = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  const date = ymd ? new Date(Date.UTC(Number(ymd[1]), Number(ymd[2]) - 1, Number(ymd[3]))) : new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return formatter(locale).format(date);
}
