import { formatPostDate, SERVER_LOCALE } from './format-date';

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
