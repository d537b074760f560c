import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { teamRoster } from './team';

describe('team roster', () => {
  it('is flagged as the sample roster exactly while its portraits are the generated initials avatars', () => {
    const generated = teamRoster.members.map((m) => m.image.src.endsWith('.svg') && m.image.alt.startsWith('Initials avatar'));
    expect(generated).toEqual(teamRoster.members.map(() => teamRoster.isSample));
  });

  it('has 6 to 8 members with unique names, a role and an existing, sized image', () => {
    const { members } = teamRoster;
    expect(members.length).toBeGreaterThanOrEqual(6);
    expect(members.length).toBeLessThanOrEqual(8);
    expect(new Set(members.map((m) => m.name)).size).toBe(members.length);
    for (const member of members) {
      expect(member.role.trim()).not.toBe('');
      expect(member.image.alt).toContain(member.name);
      expect(member.image.width).toBeGreaterThan(0);
      expect(existsSync(join(__dirname, '..', 'public', member.image.src))).toBe(true);
    }
  });
});
