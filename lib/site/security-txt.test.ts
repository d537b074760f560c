import { SECURITY_TXT_LIFETIME_DAYS, securityTxt } from './security-txt';

const now = new Date('2026-11-24T15:00:00.123Z');
const input = {
  email: 'security@example.com',
  siteUrl: 'https://www.example.com',
  policyPath: '/security/disclosure',
  preferredLanguages: ['en', 'fr'],
};
const text = securityTxt({ ...input, now });

/** Field name → values, the way RFC 9116 reads the file: comments ignored, names case-insensitive. */
function fields(file: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const line of file.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const match = /^([A-Za-z0-9-]+): (.+)$/.exec(line);
    if (!match) throw new Error(`not a field line: ${line}`);
    const name = match[1]!.toLowerCase();
    map.set(name, [...(map.get(name) ?? []), match[2]!]);
  }
  return map;
}

describe('securityTxt', () => {
  const f = fields(text);

  it('names a mailto contact, the policy page, the languages and its canonical address', () => {
    expect(f.get('contact')).toEqual(['mailto:security@example.com']);
    expect(f.get('policy')).toEqual(['https://www.example.com/security/disclosure']);
    expect(f.get('preferred-languages')).toEqual(['en, fr']);
    expect(f.get('canonical')).toEqual(['https://www.example.com/.well-known/security.txt']);
  });

  it('expires once, less than a year after the build, as an RFC 3339 UTC timestamp', () => {
    const [expires] = f.get('expires') ?? [];
    expect(f.get('expires')).toHaveLength(1);
    expect(expires).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    const days = (Date.parse(expires!) - now.getTime()) / 86_400_000;
    expect(days).toBeGreaterThan(30);
    expect(days).toBeLessThan(365);
    // Counted from the start of the build's day: up to a day short of the full lifetime.
    expect(Math.ceil(days)).toBe(SECURITY_TXT_LIFETIME_DAYS);
  });

  it('is the same file for every build of one UTC day', () => {
    const late = securityTxt({ ...input, now: new Date('2026-11-24T23:59:59.999Z') });
    const next = securityTxt({ ...input, now: new Date('2026-11-25T00:00:00.000Z') });
    expect(late).toBe(text);
    expect(next).not.toBe(text);
    expect(fields(text).get('expires')).toEqual(['2027-05-23T00:00:00Z']);
  });

  it('ends every line with a newline and holds only comments and fields', () => {
    expect(text.endsWith('\n')).toBe(true);
    expect(() => fields(text)).not.toThrow();
  });
});
