import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { partners } from './partners';

describe('partners', () => {
  it('lists five partners with distinct https URLs on reserved .example domains', () => {
    expect(partners).toHaveLength(5);
    const hosts = partners.map((p) => new URL(p.href));
    expect(new Set(hosts.map((u) => u.host)).size).toBe(5);
    for (const url of hosts) {
      expect(url.protocol).toBe('https:');
      expect(url.hostname).toMatch(/\.example$/);
    }
  });

  it('has a logo file for each, with the partner name as its alt text', () => {
    for (const partner of partners) {
      expect(existsSync(join(__dirname, '..', 'public', partner.logo.src))).toBe(true);
      expect(partner.logo.alt).toBe(partner.name);
    }
  });
});
