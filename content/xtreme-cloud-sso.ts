import { site } from './site';
import type { CtaBandContent, Hero, ImageAsset, PageMeta, TitleBody } from './types';

const SSO_NAME = 'Xtreme Cloud SSO';

/** One row of the comparison: what the product does against what other solutions typically do. */
export type ComparisonRow = { product: string; productDetail: string; other: string };

export const xtremeCloudSsoPage = {
  meta: {
    title: 'Xtreme Cloud SSO',
    description:
      'Xtreme Cloud SSO: active/active, multi-cloud single sign-on with OIDC, SAML2, identity brokering and user federation, with zero downtime and no cloud provider lock-in.',
    path: '/xtreme-cloud-sso',
  } satisfies PageMeta,
  hero: {
    eyebrow: SSO_NAME,
    title: "Modernized Single Sign-On for Today's Needs",
    lead: "Run single sign-on active/active across cloud providers, so a regional outage or a provider's price rise never locks your users out.",
    ctas: [site.ctas.docs, site.ctas.requestDemo],
  } satisfies Hero,
  pitch: {
    title: 'Active/active, across clouds',
    paragraphs: [
      'Most single sign-on runs in one region of one cloud, with a standby elsewhere that takes minutes or hours to promote. When that region has a bad day, nobody can log in to anything.',
      `${SSO_NAME} runs live in two or more cloud service providers at once. Every site serves logins, sessions replicate between the sites, and global traffic steering sends each user to the nearest healthy one. Lose a region, or a whole provider, and your users notice nothing.`,
    ],
    diagram: {
      src: '/images/sso/active-active.svg',
      alt: 'Users reach the service through global traffic steering, which sends them to cloud provider A or cloud provider B. Single sign-on is active in both, and sessions replicate between them.',
      width: 720,
      height: 400,
    } satisfies ImageAsset,
  },
  comparison: {
    title: `${SSO_NAME} compared with Other Solutions`,
    caption: `What ${SSO_NAME} gives you, against the single-cloud pattern most identity services follow`,
    productHeading: SSO_NAME,
    otherHeading: 'Other Solutions',
    rows: [
      {
        product: 'Zero Downtime',
        productDetail: 'Every site serves traffic, so losing one is not an outage, and upgrades roll site by site.',
        other: 'Active/passive failover, with maintenance windows and a recovery delay',
      },
      {
        product: 'Scalability on Demand',
        productDetail: 'Add capacity in whichever provider and region is cheapest or closest to demand.',
        other: "Capacity bounded by one region's sizing and quotas",
      },
      {
        product: 'Vendor Diversification',
        productDetail: 'Logins depend on no single provider, contract or support desk.',
        other: 'One provider carries every login',
      },
      {
        product: 'Geographic Distribution',
        productDetail: 'Sites near your users cut login latency and keep data in the jurisdictions you choose.',
        other: 'One home region, far from some of your users',
      },
      {
        product: 'No Cloud Service Provider Lockin',
        productDetail: 'Standard protocols and portable configuration move with you between providers.',
        other: "Tied to one cloud's identity service, APIs and pricing",
      },
    ] satisfies ComparisonRow[],
  },
  compete: {
    title: 'Cloud Service Providers will Compete for Your Business',
    intro: 'When identity runs in more than one cloud, the cloud no longer holds the leverage. You do.',
    items: [
      'Shift capacity to whichever provider offers the better price at renewal, without re-platforming identity',
      'Negotiate from strength: no provider holds your logins hostage',
      'Add a provider for a new region or a sovereign enclave without changing a single application',
      'Spend committed-use credits where each provider is cheapest',
      'Retire a provider on your timetable, not theirs',
    ],
  },
  features: {
    title: 'Features',
    intro: `Eighteen capabilities, from the proven open-source Keycloak identity server and our multi-cloud engineering, available at every ${SSO_NAME} site.`,
    items: [
      { title: 'Easy SSO', body: 'Sign in once and reach every connected application, web or native, without another password prompt.' },
      {
        title: 'OIDC & OAuth',
        body: 'Standard OpenID Connect and OAuth 2.0 flows for web apps, APIs, mobile clients and service accounts.',
      },
      { title: 'SAML2 Security', body: 'SAML 2.0 identity-provider and service-provider support, with signed and encrypted assertions.' },
      {
        title: 'Identity Brokering',
        body: "Accept logins from external OpenID Connect or SAML identity providers, such as a partner agency's.",
      },
      { title: 'Social Login', body: 'Let customers sign in with the consumer identity providers you choose to enable, and only those.' },
      { title: 'User Federation', body: 'Connect existing LDAP and Active Directory servers; users and passwords stay where they are.' },
      { title: 'Kerberos Bridge', body: 'People already signed in to a Kerberos domain reach web applications without logging in again.' },
      { title: 'Admin Console', body: 'Manage realms, clients, roles, identity providers and policies from one web console.' },
      { title: 'Account Management', body: 'Users update their own profile, password, second factors and active sessions.' },
      { title: 'Theme Support', body: 'Brand the login, account and email pages to match each application or agency.' },
      { title: 'Two-factor Authentication', body: 'Time-based one-time passwords, WebAuthn security keys and certificate-based login.' },
      {
        title: 'Login Flows',
        body: 'Compose the sign-in steps per application: step-up authentication, terms acceptance, conditional checks.',
      },
      { title: 'Session Management', body: "See and revoke any user's active sessions, replicated across every cloud site." },
      { title: 'Geolocation Restrictions', body: 'Allow or deny logins by country or region, enforced the same way at every site.' },
      { title: 'Account Lockout Policies', body: 'Brute-force detection with temporary and permanent lockouts on thresholds you set.' },
      {
        title: 'Multilingual Support',
        body: "Login and account screens in many languages, chosen from the browser or the user's profile.",
      },
      { title: 'Customizable', body: 'Extend it with custom authenticators, event listeners and user-storage providers.' },
      { title: 'Internationalization', body: 'Locale-aware messages and dates, and right-to-left layouts for global user bases.' },
    ] satisfies TitleBody[],
  },
  cta: {
    title: 'Price an active/active deployment',
    body: 'Tell us how many users, applications and cloud providers you run, and we will size and quote a multi-cloud deployment for you.',
    ctas: [{ label: 'Contact us for a Quote', href: '/contact' }],
  } satisfies CtaBandContent,
};
