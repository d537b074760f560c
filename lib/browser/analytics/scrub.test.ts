import { scrubPayload, scrubUrl } from './scrub';

describe('scrubUrl', () => {
  it('drops every query parameter but utm_* and ref, so what a visitor typed never leaves the page', () => {
    expect(scrubUrl('https://www.example.com/search?q=kubernetes+fips')).toBe('https://www.example.com/search');
    expect(scrubUrl('https://www.example.com/blog?utm_source=newsletter&q=x&ref=partner&utm_campaign=q4&page=2')).toBe(
      'https://www.example.com/blog?utm_source=newsletter&ref=partner&utm_campaign=q4',
    );
  });

  it('drops the fragment (the drafts sign-in returns its token there) and keeps the path as it is', () => {
    expect(scrubUrl('https://www.example.com/blog/drafts#access_token=secret&state=x')).toBe('https://www.example.com/blog/drafts');
    expect(scrubUrl('https://www.example.com/blog/4471/why-capi')).toBe('https://www.example.com/blog/4471/why-capi');
  });

  it('keeps only exact names: a parameter that merely starts like one goes', () => {
    expect(scrubUrl('https://www.example.com/?reference=me&UTM_SOURCE=x&utm_=y&utm_medium=email')).toBe(
      'https://www.example.com/?utm_medium=email',
    );
  });
});

describe('scrubPayload', () => {
  const pageview = { n: 'pageview', u: 'https://www.example.com/search?q=secret&utm_source=x', d: 'www.example.com', r: null };

  it('scrubs the page address and the referrer, and keeps the rest', () => {
    expect(scrubPayload({ ...pageview, r: 'https://www.example.com/search?q=earlier#top', p: { url: 'https://x.example/' } })).toEqual({
      n: 'pageview',
      u: 'https://www.example.com/search?utm_source=x',
      d: 'www.example.com',
      r: 'https://www.example.com/search',
      p: { url: 'https://x.example/' },
    });
  });

  it('keeps a referrer a browser cut to its origin, and drops one that is not a URL', () => {
    expect(scrubPayload({ ...pageview, r: 'https://www.google.com/' })?.r).toBe('https://www.google.com/');
    expect(scrubPayload({ ...pageview, r: 'android-app://' })?.r).toBe('android-app://');
    expect(scrubPayload({ ...pageview, r: 'not a url' })?.r).toBeNull();
  });

  it('drops every event of the drafts preview', () => {
    expect(scrubPayload({ ...pageview, u: 'https://www.example.com/blog/drafts#access_token=t' })).toBeNull();
    expect(scrubPayload({ n: 'Outbound Link: Click', u: 'https://www.example.com/blog/drafts?id=7001', d: 'www.example.com' })).toBeNull();
  });
});
