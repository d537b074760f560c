import { browserLocale, formatPostDate, formatReviewedDate, SERVER_LOCALE } from './long-date';

describe('formatReviewedDate', () => {
  it('writes the long US date without shifting the day in any time zone', () => {
    expect(formatReviewedDate('2026-11-22')).toBe('November 22, 2026');
    expect(formatReviewedDate('2027-01-01')).toBe('January 1, 2027');
  });
});

describe('formatPostDate', () => {
  it('writes the long month, numeric day and year in the fixed server locale', () => {
    expect(formatPostDate('2016-01-24T15:48:40+09:00', SERVER_LOCALE)).toBe('January 24, 2016');
  });

  it('uses the requested locale', () => {
    expect(formatPostDate('2025-03-05T10:00:00+00:00', 'de-DE')).toBe('5. März 2025');
    expect(formatPostDate('2025-03-05T10:00:00+00:00', 'fr-FR')).toBe('5 mars 2025');
    expect(formatPostDate('2025-03-05T10:00:00+00:00', 'en-GB')).toBe('5 March 2025');
  });

  it('keeps the calendar day of the blog time zone, whatever the UTC day is', () => {
    expect(formatPostDate('2025-03-05T23:30:00-05:00', SERVER_LOCALE)).toBe('March 5, 2025');
    expect(formatPostDate('2025-03-05T00:30:00+09:00', SERVER_LOCALE)).toBe('March 5, 2025');
  });

  it('formats a date without offset and returns unparseable input unchanged', () => {
    expect(formatPostDate('2024-12-31', SERVER_LOCALE)).toBe('December 31, 2024');
    expect(formatPostDate('not a date', SERVER_LOCALE)).toBe('not a date');
  });
});

describe('the en-US date written without Intl', () => {
  const intl = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

  it("reads exactly like Intl's en-US long date, every day of a leap year and more", () => {
    for (let day = 0; day < 366 + 365; day += 1) {
      const date = new Date(Date.UTC(2024, 0, 1 + day));
      const iso = date.toISOString().slice(0, 10);
      expect(formatPostDate(iso, 'en-US')).toBe(intl.format(date));
    }
  });

  it("answers for 'en' and any casing of en-US, as Intl does", () => {
    expect(formatPostDate('2025-06-12T09:00:00+00:00', 'en')).toBe('June 12, 2025');
    expect(formatPostDate('2025-06-12T09:00:00+00:00', 'EN-us')).toBe('June 12, 2025');
    const en = new Intl.DateTimeFormat('en', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
    expect(en.format(new Date(Date.UTC(2025, 5, 12)))).toBe('June 12, 2025');
  });
});

describe('browserLocale', () => {
  const original = Object.getOwnPropertyDescriptor(window.navigator, 'language');
  const setLanguage = (value: string) => Object.defineProperty(window.navigator, 'language', { value, configurable: true });
  afterEach(() => {
    if (original) Object.defineProperty(window.navigator, 'language', original);
    else delete (window.navigator as { language?: string }).language;
  });

  it("is the browser's preferred language", () => {
    setLanguage('de-DE');
    expect(browserLocale()).toBe('de-DE');
    setLanguage('en-US');
    expect(browserLocale()).toBe('en-US');
  });

  it('asks Intl about a language once, however many dates the page shows, and again when it changes', () => {
    const supported = jest.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf');
    try {
      setLanguage('fr-FR');
      for (let i = 0; i < 40; i += 1) expect(browserLocale()).toBe('fr-FR');
      expect(supported).toHaveBeenCalledTimes(1);
      setLanguage('not a locale!');
      expect(browserLocale()).toBeUndefined();
      setLanguage('fr-CA');
      expect(browserLocale()).toBe('fr-CA');
      expect(supported).toHaveBeenCalledTimes(3);
    } finally {
      supported.mockRestore();
    }
  });

  it('leaves a tag Intl rejects to the default locale rather than throwing', () => {
    setLanguage('not a locale!');
    expect(browserLocale()).toBeUndefined();
    expect(() => formatPostDate('2025-06-12', browserLocale())).not.toThrow();
  });
});
