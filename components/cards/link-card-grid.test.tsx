import { render, screen } from '@testing-library/react';
import { LinkCardGrid } from './link-card-grid';

describe('LinkCardGrid', () => {
  it('completes a generic label with the card title for screen readers', () => {
    render(
      <LinkCardGrid items={[{ title: 'Vitro Managed OpenStack', body: 'Private cloud.', href: '/vitro', linkLabel: 'Learn More' }]} />,
    );
    expect(screen.getByRole('link', { name: 'Learn More about Vitro Managed OpenStack' })).toHaveAttribute('href', '/vitro');
  });

  it('leaves a descriptive label as it is', () => {
    render(<LinkCardGrid items={[{ title: 'FKP Kubernetes Platform', body: 'Kubernetes.', href: '/fkp', linkLabel: 'Explore FKP' }]} />);
    expect(screen.getByRole('link', { name: 'Explore FKP' })).toHaveAttribute('href', '/fkp');
  });
});
