import { isDraftsPath, refusesTracking } from './privacy';

describe('isDraftsPath', () => {
  it('is the drafts preview, however the host spells its address', () => {
    for (const path of ['/blog/drafts', '/blog/drafts.html', '/blog/drafts/', '/blog/drafts/anything'])
      expect(isDraftsPath(path)).toBe(true);
  });

  it('is no other page', () => {
    for (const path of ['/blog', '/blog/draftsman', '/blog/1/drafts', '/drafts']) expect(isDraftsPath(path)).toBe(false);
  });
});

describe('refusesTracking', () => {
  it('honours Global Privacy Control', () => {
    expect(refusesTracking({ globalPrivacyControl: true })).toBe(true);
    expect(refusesTracking({ globalPrivacyControl: false })).toBe(false);
  });

  it('honours Do Not Track as every browser has exposed it', () => {
    expect(refusesTracking({ doNotTrack: '1' })).toBe(true);
    expect(refusesTracking({ doNotTrack: 'yes' })).toBe(true);
    expect(refusesTracking({ msDoNotTrack: '1' })).toBe(true);
    expect(refusesTracking({ doNotTrack: null }, { doNotTrack: '1' })).toBe(true);
  });

  it('lets a browser that says nothing, or says it does not mind, be counted', () => {
    expect(refusesTracking({})).toBe(false);
    expect(refusesTracking({ doNotTrack: null })).toBe(false);
    expect(refusesTracking({ doNotTrack: '0' })).toBe(false);
    expect(refusesTracking({ doNotTrack: 'unspecified' })).toBe(false);
  });
});
