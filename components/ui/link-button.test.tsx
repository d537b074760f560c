import { render, screen } from '@testing-library/react';
import { LinkButton } from './link-button';

describe('LinkButton context', () => {
  it('completes a short label for assistive technology without changing what is shown', () => {
    render(
      <LinkButton href="/products" context="about our product portfolio">
        Learn More
      </LinkButton>,
    );
    const link = screen.getByRole('link', { name: 'Learn More about our product portfolio' });
    expect(link).toHaveAttribute('href', '/products');
    expect(link.querySelector('.visually-hidden')).toHaveTextContent('about our product portfolio');
  });

  it('keeps the new-tab notice after the context on external links', () => {
    render(
      <LinkButton href="https://docs.example" external context="in the FKP documentation">
        Learn More
      </LinkButton>,
    );
    expect(screen.getByRole('link', { name: 'Learn More in the FKP documentation (opens in a new tab)' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
  });

  it('adds nothing when there is no context', () => {
    render(<LinkButton href="/contact">Get a Demo</LinkButton>);
    expect(screen.getByRole('link', { name: 'Get a Demo' })).toBeInTheDocument();
  });
});
