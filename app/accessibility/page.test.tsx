import { render, screen, within } from '@testing-library/react';
import { site } from '@/content/site';
import AccessibilityPage from './page';

describe('accessibility statement', () => {
  beforeEach(() => render(<AccessibilityPage />));

  it('has one h1 and its sections in order', () => {
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'The standard we target',
      'How we test',
      'What the site does to help',
      'Known limitations',
      'Report a problem',
    ]);
  });

  it('states the standard, the Section 508 coverage and the status', () => {
    expect(screen.getByText('WCAG 2.2, level AA')).toBeInTheDocument();
    expect(screen.getByText(/Revised Section 508 \(36 CFR 1194\)/)).toBeInTheDocument();
    expect(screen.getByText(/^Partially conformant/)).toBeInTheDocument();
    expect(screen.getByText('November 22, 2026')).toHaveAttribute('datetime', '2026-11-22');
  });

  it('describes automated gates and checks by people', () => {
    const testing = screen.getByRole('region', { name: 'How we test' });
    expect(within(testing).getByRole('heading', { name: 'Automated checks' })).toBeInTheDocument();
    expect(within(testing).getByRole('heading', { name: 'Checks by people' })).toBeInTheDocument();
    expect(within(testing).getByText(/keyboard-only walk-through/)).toBeInTheDocument();
    expect(within(testing).getByText(/Screen reader checks/)).toBeInTheDocument();
  });

  it('lists the known limitations honestly', () => {
    const limitations = screen.getByRole('region', { name: 'Known limitations' });
    expect(
      within(limitations)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Blog posts', 'External sites and tools', 'PDF datasheet', 'Moving partner logos', 'Contact form']);
  });

  it('gives the accessibility contact from the site facts', () => {
    const email = site.company.accessibilityEmail;
    for (const name of ['Report an accessibility problem', 'Email the accessibility team']) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', `mailto:${email}`);
    }
    expect(screen.getAllByText(email)).toHaveLength(2);
    expect(screen.getByRole('link', { name: `Call ${site.company.phone}` })).toHaveAttribute('href', 'tel:+15550100199');
  });
});
