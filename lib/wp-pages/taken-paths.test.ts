/** @jest-environment node */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { APP_SEGMENTS, describeTaken, PUBLIC_ENTRIES, takenPath } from './taken-paths';

const root = join(__dirname, '../..');

/** The address a top-level entry of app/ serves at ('robots.ts' → 'robots.txt'), or null for what serves none. */
function servedName(entry: string): string | null {
  if (/^[_([]/.test(entry)) return null; // private folders, route groups, dynamic segments
  if (/^(?:layout|page|not-found|error|global-error|loading|template|fonts)\.(?:tsx?|module\.css)$/.test(entry)) return null;
  if (/\.(?:css|tsx?)$/.test(entry) && !/^(?:robots|sitemap|manifest)\.ts$/.test(entry)) return null;
  if (entry === 'robots.ts') return 'robots.txt';
  return entry;
}

describe('takenPath', () => {
  it('lists every top-level route of app/ and every entry of public/ (add a new one to taken-paths.ts)', () => {
    const app = readdirSync(join(root, 'app'))
      .map(servedName)
      .filter((name): name is string => name !== null);
    expect(APP_SEGMENTS).toEqual(expect.arrayContaining(app));
    expect(PUBLIC_ENTRIES).toEqual(expect.arrayContaining(readdirSync(join(root, 'public')).filter((name) => name !== 'pagefind')));
  });

  it.each([
    ['/contact', '/contact'],
    ['/fkp', '/fkp'],
    ['/search', '/search'],
    ['/blog/my-page', '/blog'],
    ['/Security/whatever', '/Security'],
    ['/sitemap.xml', '/sitemap.xml'],
  ])('%s is a route of the code (%s)', (path, owner) => {
    expect(takenPath(path)).toEqual({ kind: 'route', owner });
  });

  it('names files of public/ and what the build writes', () => {
    expect(takenPath('/images/home')).toEqual({ kind: 'public', owner: '/images' });
    expect(takenPath('/og-default.png')).toEqual({ kind: 'public', owner: '/og-default.png' });
    expect(takenPath('/pagefind')).toEqual({ kind: 'build', owner: '/pagefind' });
    expect(takenPath('/_next/static')).toEqual({ kind: 'build', owner: '/_next' });
    expect(takenPath('/404')).toEqual({ kind: 'build', owner: '/404' });
  });

  it('refuses the home page and segments a static host reads as files', () => {
    expect(takenPath('/')).toEqual({ kind: 'home' });
    expect(takenPath('/events/index')).toEqual({ kind: 'unusable', segment: 'index' });
    expect(takenPath('/events/agenda.html')).toEqual({ kind: 'unusable', segment: 'agenda.html' });
    expect(takenPath('/.env')).toEqual({ kind: 'unusable', segment: '.env' });
  });

  it.each(['/events', '/events/expo-2027/', '/partners/programme', '/blogroll', '/contact-us', '/caf%C3%A9'])('%s is free', (path) => {
    expect(takenPath(path)).toBeNull();
  });

  it('says why in one phrase', () => {
    expect(describeTaken({ kind: 'route', owner: '/contact' })).toBe("the site's own route /contact");
    expect(describeTaken(takenPath('/images/x')!)).toBe("the site's file /images");
  });
});
