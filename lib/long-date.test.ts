import { formatReviewedDate } from './long-date';

describe('formatReviewedDate', () => {
  it('writes the long US date without shifting the day in any time zone', () => {
    expect(formatReviewedDate('2026-11-22')).toBe('November 22, 2026');
    expect(formatReviewedDate('2027-01-01')).toBe('January 1, 2027');
  });
});
