import type { SiteEnv } from '@/lib/config/env';
import { draftsConfig, missingDraftsVariables } from './config';

const site = (clientId: string | null, blogSite: string | null) => ({
  siteUrl: 'https://www.example.com',
  wpcom: { clientId },
  blog: { apiBase: 'https://public-api.wordpress.com', site: blogSite } as SiteEnv['blog'],
});

describe('draftsConfig', () => {
  it('signs in with the app and the site the build is configured with', () => {
    expect(draftsConfig(site('81234', 'example.wordpress.com'))).toEqual({
      apiBase: 'https://public-api.wordpress.com',
      site: 'example.wordpress.com',
      clientId: '81234',
      siteUrl: 'https://www.example.com',
    });
  });

  it('is off without a Client ID or a site, and the build says once how to register the app', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    expect(draftsConfig(site(null, 'example.wordpress.com'))).toBeNull();
    expect(draftsConfig(site(null, null))).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    const [message] = warn.mock.calls[0] as [string];
    expect(message).toContain('NEXT_PUBLIC_WPCOM_CLIENT_ID');
    expect(message).toContain('redirect URL https://www.example.com/blog/drafts');
    expect(message).toContain('JavaScript origin https://www.example.com');
    warn.mockRestore();
  });

  it('names each missing variable', () => {
    expect(missingDraftsVariables(site(null, null))).toEqual(['NEXT_PUBLIC_WPCOM_CLIENT_ID', 'NEXT_PUBLIC_BLOG_SITE']);
    expect(missingDraftsVariables(site('1', 'x.wordpress.com'))).toEqual([]);
  });
});
