import { expectPrivateCloudFeatures } from '@/test-support/content';
import { vitroPage } from './vitro';

const allCopy = JSON.stringify(vitroPage).toLowerCase();

describe('vitro content', () => {
  it('has the hero title and its button (fixed wording)', () => {
    expect(vitroPage.hero.title).toBe('Mission-Ready Infrastructure with Compliance Built In');
    expect(vitroPage.hero.ctas).toEqual([{ label: 'Explore Government Solutions', href: '/contact' }]);
  });

  it("has a 'Why Choose' section of three columns", () => {
    expect(vitroPage.whyChoose.title).toMatch(/^Why Choose/);
    expect(vitroPage.whyChoose.columns).toHaveLength(3);
  });

  it('has the four feature cards, each with details', () => {
    expectPrivateCloudFeatures(vitroPage.features.cards, [
      'Containerized Services',
      'GitOps-Native Management',
      'Ceph-Backed Resilience',
      'Zero Trust Security',
    ]);
  });

  it("has 'Compliance Without the Complexity' with its two lists", () => {
    expect(vitroPage.compliance.title).toBe('Compliance Without the Complexity');
    expect(vitroPage.compliance.lists.map((list) => list.title)).toEqual(['What We Provide', 'What You Achieve Faster']);
  });

  it('has the five badges', () => {
    expect(vitroPage.compliance.badges.items.map((badge) => badge.label)).toEqual([
      'FedRAMP',
      'FISMA',
      'FIPS 140-2/3',
      'NIST 800-53',
      'Section 508',
    ]);
  });

  it.each([
    'automated provisioning',
    'stig',
    'kubernetes',
    'ruggedized',
    'gpu-ready',
    'ai/ml',
    'vdi',
    'compliance controls',
    'ceph',
    'gitops',
  ])('covers %s in its copy', (phrase) => {
    expect(allCopy).toContain(phrase);
  });

  it('is positioned as a replacement for legacy virtualisation suites', () => {
    // The positioning is fixed, not the sentence: any "replacement for … virtualisation suites" wording.
    expect(allCopy).toMatch(/replacement for [\w -]*virtuali[sz]ation suites/);
  });

  it('closes with Contact Our Government Team', () => {
    expect(vitroPage.cta.ctas).toEqual([{ label: 'Contact Our Government Team', href: '/contact' }]);
  });
});
