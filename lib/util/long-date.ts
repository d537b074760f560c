/** '2026-11-22' → 'November 22, 2026', the same on the server and in every time zone (dates of last review or change). */
export function formatReviewedDate(iso: string): string {
  return new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
}

/** The pre-rendered HTML carries dates in this fixed locale; the browser swaps in the visitor's own. */
export const SERVER_LOCALE = 'en-US';

// en-US's long date, written out: the first Intl.DateTimeFormat a page creates loads ICU's locale and time-zone
// data: 25-35 ms of main thread on our 2-core build machines, a 100-140 ms long task under Lighthouse's 4x CPU
// throttle. The server text is what hydration renders, so the browser never pays that for it, nor for an en-US
// visitor.
const EN_US_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** Locales whose long date reads exactly like the server's ('en' resolves to en-US's format). */
const SAME_AS_SERVER = new Set(['en-us', 'en']);

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
 * Long month, numeric day, numeric year in `locale` (undefined: the runtime's default). The day is the calendar
 * day in the blog's time zone, read from the API's offset timestamp ('2025-03-05T23:30:00-05:00' is 5 March),
 * so the server and every visitor show the same day and only the language changes on the client.
 */
export function formatPostDate(iso: string, locale?: string): string {
  const ymd = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  const date = ymd ? new Date(Date.UTC(Number(ymd[1]), Number(ymd[2]) - 1, Number(ymd[3]))) : new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  if (locale !== undefined && SAME_AS_SERVER.has(locale.toLowerCase())) {
    return `${EN_US_MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
  }
  return formatter(locale).format(date);
}

/**
 * The visitor's browser locale (its preferred language, `navigator.language`), or undefined where there is none
 * to read or it is not a tag Intl accepts, so the runtime's default applies.
 */
export function browserLocale(): string | undefined {
  const language = typeof navigator === 'undefined' ? undefined : navigator.language;
  if (!language) return undefined;
  if (SAME_AS_SERVER.has(language.toLowerCase())) return language;
  // Every date on a page asks (20 cards, twice while hydrating): Intl is consulted once per language.
  if (checked?.language !== language) checked = { language, locale: supportedLocale(language) };
  return checked.locale;
}

let checked: { language: string; locale: string | undefined } | undefined;

function supportedLocale(language: string): string | undefined {
  try {
    return Intl.DateTimeFormat.supportedLocalesOf([language]).length > 0 ? language : undefined;
  } catch {
    return undefined;
  }
}
