import { render, screen, within } from '@testing-library/react';
import { accessibilityPage } from '@/content/accessibility';
import { site } from '@/content/site';

const { summary, summaryLabels, standard, testing, features, limitations, contact } = accessibilityPage;
import AccessibilityPage from './page';

describe('accessibility statement', () => {
  beforeEach(() => render(<AccessibilityPage />));

  it('has one h1 and its sections in order', () => {
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(
      [standard, testing, features, limitations, contact].map((section) => section.title),
    );
  });

  it('states the standard, the Section 508 coverage and the status', () => {
    expect(screen.getByText(summary.standard)).toBeInTheDocument();
    expect(screen.getByText(summary.covers)).toBeInTheDocument();
    expect(screen.getByText(summary.status)).toBeInTheDocument();
    expect(screen.getByText('November 22, 2026')).toHaveAttribute('datetime', '2026-11-22');
  });

  it('describes automated gates and checks by people', () => {
    const region = screen.getByRole('region', { name: testing.title });
    expect(testing.groups).toHaveLength(2);
    for (const group of testing.groups) {
      expect(within(region).getByRole('heading', { name: group.title })).toBeInTheDocument();
      for (const item of group.items) expect(within(region).getByText(item)).toBeInTheDocument();
    }
  });

  it('lists the known limitations honestly', () => {
    const region = screen.getByRole('region', { name: limitations.title });
    expect(limitations.items.length).toBeGreaterThan(0);
    expect(
      within(region)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(limitations.items.map((item) => item.title));
  });

  it('gives the accessibility contact from the site facts', () => {
    const email = site.company.accessibilityEmail;
    for (const name of [summaryLabels.report, contact.emailLabel]) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', `mailto:${email}`);
    }
    expect(screen.getAllByText(email)).toHaveLength(2);
    expect(screen.getByRole('link', { name: `Call ${site.company.phone}` })).toHaveAttribute('href', 'tel:+15550100199');
  });
});
