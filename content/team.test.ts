import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { teamRoster } from './team';

describe('team roster', () => {
  it('is still flagged as the sample roster the company must replace', () => {
    // Flip isSample to false (and update this test) once real people and portraits are in place.
    expect(teamRoster.isSample).toBe(true);
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
