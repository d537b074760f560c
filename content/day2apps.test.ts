import { statSync } from 'node:fs';
import { join } from 'node:path';
import { day2AppsPage } from './day2apps';

describe('day2apps content', () => {
  it("is titled 'Day 2 Ops'", () => {
    expect(day2AppsPage.hero.title).toBe('Day 2 Ops');
  });

  it('lists the 13 add-ons in the fixed order, each with a line on what it does', () => {
    expect(day2AppsPage.addOns.items.map((addOn) => addOn.name)).toEqual([
      'External-DNS',
      'Keycloak',
      'Cert-Manager',
      'Harbor',
      'Grafana',
      'Argo CD',
      'Cluster Autoscaler',
      'Karpenter',
      'Nginx',
      'Velero',
      'ALB-Controller',
      'OpenCost',
      'Storage-Class',
    ]);
    for (const addOn of day2AppsPage.addOns.items) expect(addOn.purpose.length).toBeGreaterThan(20);
  });

  it('describes the four add-ons known by their role in those terms', () => {
    // Named only by role: 'an identity/access manager', 'a container registry', 'a metrics dashboard tool',
    // 'a GitOps CD tool'.
    const purpose = (index: number) => day2AppsPage.addOns.items[index]?.purpose ?? '';
    expect(purpose(1)).toMatch(/identity|access/i);
    expect(purpose(3)).toMatch(/container registry/i);
    expect(purpose(4)).toMatch(/metrics dashboard/i);
    expect(purpose(5)).toMatch(/GitOps/);
    expect(purpose(5)).toMatch(/continuous delivery|\bCD\b/i);
  });

  it.each(['observability dashboards', 'cis-benchmark', 'network-management integration', 'security', 'cost management'])(
    'covers %s',
    (phrase) => {
      expect(JSON.stringify(day2AppsPage.themes).toLowerCase()).toContain(phrase);
    },
  );

  it('has the two captioned screenshots, as shipped PNGs under 150 KB', () => {
    expect(day2AppsPage.screenshots.items.map((shot) => shot.caption)).toEqual([
      'Day 2 Add-ons Selection and Deployment Grid',
      'Helm Values Configuration Dialog for Add-on Editing',
    ]);
    for (const shot of day2AppsPage.screenshots.items) {
      const size = statSync(join(__dirname, '..', 'public', shot.src)).size;
      expect(size).toBeLessThan(150 * 1024);
      expect(shot.alt.length).toBeGreaterThan(40);
    }
  });

  it("calls to action with 'Explore Day 2 Solutions' (/contact)", () => {
    expect(day2AppsPage.hero.ctas).toEqual([{ label: 'Explore Day 2 Solutions', href: '/contact' }]);
    expect(day2AppsPage.cta.ctas).toEqual([{ label: 'Explore Day 2 Solutions', href: '/contact' }]);
  });
});
