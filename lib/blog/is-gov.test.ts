import { isGov } from './is-gov';

describe('isGov', () => {
  it('is true only when a category key is exactly "Gov"', () => {
    expect(isGov(['Kubernetes', 'Gov'])).toBe(true);
    expect(isGov(['gov'])).toBe(false);
    expect(isGov(['Government', 'Governance'])).toBe(false);
    expect(isGov([' Gov '])).toBe(false);
    expect(isGov([])).toBe(false);
  });
});
