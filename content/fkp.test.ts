import { coreFeatureIds, fkpPage, FKP_NAME } from './fkp';
import { site } from './site';

const allCopy = JSON.stringify(fkpPage);

describe('fkp content', () => {
  it('has the eight core-feature cards with the fixed ids, in order', () => {
    expect(fkpPage.coreFeatures.cards).toHaveLength(8);
    expect(fkpPage.coreFeatures.cards.map((card) => card.id)).toEqual([...coreFeatureIds]);
    for (const card of fkpPage.coreFeatures.cards) {
      expect(card.title).not.toBe('');
      expect(card.description).not.toBe('');
      expect(card.value.length).toBeGreaterThan(0);
      expect(card.icon.src).toBe(`/images/fkp/${card.id}.svg`);
    }
  });

  it('draws the trailboss icon at 50×50', () => {
    const trailboss = fkpPage.coreFeatures.cards.find((card) => card.id === 'trailboss');
    expect(trailboss?.icon).toMatchObject({ width: 50, height: 50 });
  });

  it('has 16 documentation tiles, each a distinct page of the external documentation', () => {
    const { tiles } = fkpPage.docTiles;
    expect(tiles).toHaveLength(16);
    expect(new Set(tiles.map((tile) => tile.href)).size).toBe(16);
    for (const tile of tiles) expect(tile.href.startsWith(`${site.urls.documentation}/`)).toBe(true);
  });

  it.each([
    /DevSecOps/,
    /Security/,
    /Troubleshooting/,
    /CLI/,
    /Upstream Kubernetes/,
    /Air-Gapped/,
    /Multi-Cluster Management/,
    /Operations UI/,
    /AI Diagnostics/,
  ])('has a tile for %s', (pattern) => {
    expect(fkpPage.docTiles.tiles.some((tile) => pattern.test(tile.title))).toBe(true);
  });

  it('says the AI diagnostics add-on is powered by an AI provider', () => {
    const tile = fkpPage.docTiles.tiles.find((t) => t.title === 'AI Diagnostics Add-on');
    expect(tile?.body).toMatch(/powered by an AI provider/);
  });

  it.each(['subscription-based', 'FIPS-140-2 encryption', 'enterprise network isolation', 'long-term security support'])(
    'covers %s in its copy',
    (phrase) => {
      expect(allCopy.toLowerCase()).toContain(phrase.toLowerCase());
    },
  );

  it('has government and private-sector compliance outcomes and a value proposition list', () => {
    const [government, privateSector] = fkpPage.compliance.lists;
    expect(fkpPage.compliance.lists).toHaveLength(2);
    expect(government?.title).toMatch(/government/i);
    expect(privateSector?.title).toMatch(/private[- ]sector/i);
    for (const list of fkpPage.compliance.lists) expect(list.items.length).toBeGreaterThan(0);
    expect(fkpPage.valueProps.items.length).toBeGreaterThan(0);
  });

  it('puts the product name in the "See … in Action" call to action, to /contact', () => {
    expect(fkpPage.cta.ctas).toEqual([{ label: `See ${FKP_NAME} in Action`, href: '/contact' }]);
  });

  it("has 'Learn More' (external documentation) and 'Request a demo' (/contact)", () => {
    expect(fkpPage.hero.ctas).toEqual([
      { label: 'Learn More', href: site.urls.documentation, external: true },
      { label: 'Request a demo', href: '/contact' },
    ]);
  });
});
