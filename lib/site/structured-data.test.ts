import { productSchemas } from '@/content/product-schemas';
import { disclosurePage } from '@/content/security-disclosure';
import { env } from '@/lib/config/env';
import { staticOgCards } from '@/lib/og/cards';
import { staticRoutes } from '@/lib/site/routes';
import { pageContent } from '@/lib/site/pages';
import { breadcrumbJsonLd, breadcrumbTrail, productJsonLd, websiteJsonLd } from './structured-data';

// The shapes checked are the ones schema.org defines and Google's structured-data documentation requires
// (developers.google.com/search/docs/appearance/structured-data: breadcrumb, software-app, product).

const isAbsolute = (value: unknown) => typeof value === 'string' && value.startsWith(`${env.siteUrl}`) && /^https?:\/\//.test(value);

/** Google's BreadcrumbList: ListItems numbered from 1 in order, each with a name and the absolute URL of its page. */
function expectBreadcrumbList(data: Record<string, unknown>) {
  expect(data['@context']).toBe('https://schema.org');
  expect(data['@type']).toBe('BreadcrumbList');
  const items = data.itemListElement as Record<string, unknown>[];
  expect(items.length).toBeGreaterThanOrEqual(2);
  items.forEach((item, index) => {
    expect(item['@type']).toBe('ListItem');
    expect(item.position).toBe(index + 1);
    expect(typeof item.name).toBe('string');
    expect((item.name as string).length).toBeGreaterThan(0);
    expect(isAbsolute(item.item)).toBe(true);
  });
}

// The values Google documents for SoftwareApplication.applicationCategory.
const APPLICATION_CATEGORIES = [
  'GameApplication',
  'SocialNetworkingApplication',
  'TravelApplication',
  'ShoppingApplication',
  'SportsApplication',
  'LifestyleApplication',
  'BusinessApplication',
  'DesignApplication',
  'DeveloperApplication',
  'DriverApplication',
  'EducationalApplication',
  'HealthApplication',
  'FinanceApplication',
  'SecurityApplication',
  'BrowserApplication',
  'CommunicationApplication',
  'DesktopEnhancementApplication',
  'EntertainmentApplication',
  'MultimediaApplication',
  'HomeApplication',
  'UtilitiesApplication',
  'ReferenceApplication',
];

describe('websiteJsonLd', () => {
  it('names the site and gives its absolute URL', () => {
    const data = websiteJsonLd();
    expect(data).toMatchObject({ '@context': 'https://schema.org', '@type': 'WebSite', url: env.siteUrl });
    expect(typeof data.name).toBe('string');
  });
});

describe('breadcrumbs', () => {
  it('lead from Home to the page, through a parent page when there is one', () => {
    expect(breadcrumbTrail(disclosurePage.meta).map((c) => c.path)).toEqual(['/', '/security', '/security/disclosure']);
    expect(breadcrumbTrail({ title: 'A post', path: '/blog/7/a-post' }).map((c) => c.path)).toEqual(['/', '/blog', '/blog/7/a-post']);
  });

  it.each(staticRoutes.filter((path) => path !== '/'))('%s has a valid BreadcrumbList ending at itself', (path) => {
    const meta = pageContent(path)!.meta;
    const data = breadcrumbJsonLd(breadcrumbTrail(meta));
    expectBreadcrumbList(data);
    const items = data.itemListElement as { name: string; item: string }[];
    expect(items[0]).toMatchObject({ name: 'Home', item: env.siteUrl });
    expect(items.at(-1)).toMatchObject({ name: meta.title, item: `${env.siteUrl}${path}` });
  });
});

describe('productJsonLd', () => {
  const productRoutes = Object.keys(productSchemas);

  it('covers only real routes', () => {
    for (const path of productRoutes) expect(staticRoutes).toContain(path);
  });

  it.each(productRoutes)('%s describes its product with the properties its type requires', (path) => {
    const meta = pageContent(path)!.meta;
    const data = productJsonLd(meta)!;
    expect(data['@context']).toBe('https://schema.org');
    expect(data.name).toBe(productSchemas[path]!.name);
    expect(data.description).toBe(meta.description);
    expect(isAbsolute(data.url)).toBe(true);
    expect(isAbsolute(data.image)).toBe(true);
    if (data['@type'] === 'SoftwareApplication') {
      expect(APPLICATION_CATEGORIES).toContain(data.applicationCategory);
      expect(typeof data.operatingSystem).toBe('string');
    } else {
      expect(data['@type']).toBe('Product');
      expect(data.brand).toEqual({ '@type': 'Brand', name: expect.any(String) });
    }
    // Nothing the page does not show: no invented prices or ratings.
    expect(data).not.toHaveProperty('offers');
    expect(data).not.toHaveProperty('aggregateRating');
  });

  it('is absent on pages that are not about one product', () => {
    expect(productJsonLd(pageContent('/about')!.meta)).toBeNull();
  });

  it('each product page has its own image', () => {
    const images = productRoutes.map((path) => productJsonLd(pageContent(path)!.meta)!.image);
    expect(new Set(images).size).toBe(images.length);
  });
});

describe('social cards', () => {
  it('every static route has its own card file and a title', () => {
    const cards = staticOgCards();
    expect(cards).toHaveLength(staticRoutes.length);
    expect(new Set(cards.map((c) => c.file)).size).toBe(cards.length);
    for (const card of cards) expect(card.title.length).toBeGreaterThan(0);
  });
});
