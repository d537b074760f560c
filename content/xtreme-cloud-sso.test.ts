import { site } from './site';
import { xtremeCloudSsoPage } from './xtreme-cloud-sso';

describe('xtreme-cloud-sso content', () => {
  it('has the hero title (fixed wording)', () => {
    expect(xtremeCloudSsoPage.hero.title).toBe("Modernized Single Sign-On for Today's Needs");
  });

  it('pitches active/active and multi-cloud', () => {
    const pitch = JSON.stringify(xtremeCloudSsoPage.pitch).toLowerCase();
    expect(pitch).toContain('active/active');
    expect(pitch).toMatch(/multi-cloud|two or more cloud/);
  });

  it("compares the product's five strengths against 'Other Solutions'", () => {
    expect(xtremeCloudSsoPage.comparison.otherHeading).toBe('Other Solutions');
    expect(xtremeCloudSsoPage.comparison.rows.map((row) => row.product)).toEqual([
      'Zero Downtime',
      'Scalability on Demand',
      'Vendor Diversification',
      'Geographic Distribution',
      'No Cloud Service Provider Lockin',
    ]);
  });

  it('has the compete list under its fixed title', () => {
    expect(xtremeCloudSsoPage.compete.title).toBe('Cloud Service Providers will Compete for Your Business');
    expect(xtremeCloudSsoPage.compete.items.length).toBeGreaterThan(0);
  });

  it('shows all 18 feature titles in the fixed order (18 titles, though 17 cards were asked for)', () => {
    expect(xtremeCloudSsoPage.features.items.map((item) => item.title)).toEqual([
      'Easy SSO',
      'OIDC & OAuth',
      'SAML2 Security',
      'Identity Brokering',
      'Social Login',
      'User Federation',
      'Kerberos Bridge',
      'Admin Console',
      'Account Management',
      'Theme Support',
      'Two-factor Authentication',
      'Login Flows',
      'Session Management',
      'Geolocation Restrictions',
      'Account Lockout Policies',
      'Multilingual Support',
      'Customizable',
      'Internationalization',
    ]);
  });

  it('has the three buttons with their targets', () => {
    expect([...xtremeCloudSsoPage.hero.ctas, ...xtremeCloudSsoPage.cta.ctas]).toEqual([
      { label: 'Learn More', href: site.urls.documentation, external: true },
      { label: 'Request a demo', href: '/contact' },
      { label: 'Contact us for a Quote', href: '/contact' },
    ]);
  });
});
