import { render, screen, within } from '@testing-library/react';
import { ComplianceBadges } from './compliance-badges';

describe('ComplianceBadges', () => {
  it('writes each status out beside its badge, outside the dimmed element', () => {
    render(
      <ComplianceBadges
        title="Frameworks"
        badges={[
          { label: 'HIPAA', status: 'in-place' },
          { label: 'SOC 2', status: 'in-progress' },
        ]}
      />,
    );
    const [hipaa, soc2] = screen.getAllByRole('listitem');
    expect(hipaa).toHaveTextContent('HIPAAIn place');
    expect(soc2).toHaveTextContent('SOC 2In progress');

    const dimmed = within(soc2!).getByText('SOC 2');
    expect(dimmed.className).toMatch(/dimmed/);
    expect(dimmed).not.toHaveTextContent('In progress');
    expect(within(hipaa!).getByText('HIPAA').className).not.toMatch(/dimmed/);
  });

  it('shows no status where a page gives none', () => {
    render(<ComplianceBadges title="Frameworks" badges={[{ label: 'FedRAMP' }]} />);
    expect(screen.getByRole('listitem')).toHaveTextContent(/^FedRAMP$/);
  });
});
