import { complianceMarker } from '@/lib/util/compliance-marker';
import { privateSectorPage } from './private-sector';
import { expectPrivateCloudFeatures } from '@/test-support/content';

describe('private-sector content', () => {
  it('has a hero button to /contact', () => {
    expect(privateSectorPage.hero.ctas.map((cta) => cta.href)).toEqual(['/contact']);
  });

  it("has the three 'Why' columns", () => {
    expect(privateSectorPage.why.columns.map((column) => column.title)).toEqual([
      'Containerized Services',
      'GitOps-Native Management',
      'Enterprise Hardening',
    ]);
  });

  it('has the six feature cards in order, each with a summary and details', () => {
    expectPrivateCloudFeatures(privateSectorPage.features.cards, [
      'Containerized Services',
      'GitOps-Native Management',
      'Ceph-Backed Resilience',
      'AI-Optimized Infrastructure',
      'PCI-DSS Compliance',
      'SOC 2 & ISO 27001',
    ]);
  });

  it('marks only the compliance card as in progress', () => {
    const marked = privateSectorPage.features.cards.filter((card) => complianceMarker(card.title));
    expect(marked.map((card) => card.title)).toEqual(['PCI-DSS Compliance']);
  });

  it('has the three case studies', () => {
    expect(privateSectorPage.caseStudies.items.map((study) => study.sector)).toEqual(['Healthcare', 'Finance', 'Enterprise SaaS']);
  });

  it('has the two compliance lists', () => {
    expect(privateSectorPage.compliance.lists.map((list) => list.title)).toEqual(['What We Provide', 'What You Achieve Faster']);
  });

  it('has six badges: PCI-DSS, SOC 2 and ISO 27001 in progress, the others in place', () => {
    const { items } = privateSectorPage.compliance.badges;
    expect(items.map((badge) => badge.label)).toEqual(['HIPAA', 'PCI-DSS', 'SOC 2', 'ISO 27001', 'GDPR', 'CCPA']);
    const inProgress = ['PCI-DSS', 'SOC 2', 'ISO 27001'];
    for (const badge of items) expect(badge.status).toBe(inProgress.includes(badge.label) ? 'in-progress' : 'in-place');
  });

  it('has the three-step Compliance Journey in order (fixed wording)', () => {
    expect(privateSectorPage.journey.title).toBe('Compliance Journey');
    expect(privateSectorPage.journey.steps.map((step) => step.title)).toEqual([
      'Built-in controls',
      'Audit readiness tools',
      'Faster, cheaper certification',
    ]);
  });

  it('closes with Contact Our Enterprise Team', () => {
    expect(privateSectorPage.cta.ctas).toEqual([{ label: 'Contact Our Enterprise Team', href: '/contact' }]);
  });
});
