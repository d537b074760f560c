import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { partners } from '@/content/partners';
import { matchMediaStub } from '@/test-support/browser';
import { PartnerCarousel } from './partner-carousel';

function mockReducedMotion(reduce: boolean) {
  window.matchMedia = matchMediaStub((query) => reduce && query.includes('prefers-reduced-motion: reduce'));
}

const original = window.matchMedia;
afterEach(() => {
  window.matchMedia = original;
});

describe('PartnerCarousel', () => {
  it('renders five slides labelled "N of 5", each an external link that opens in a new tab', () => {
    mockReducedMotion(false);
    render(<PartnerCarousel partners={partners} label="Partner logos" />);
    const region = screen.getByRole('region', { name: 'Partner logos' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = screen.getAllByRole('group');
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 of 5', '2 of 5', '3 of 5', '4 of 5', '5 of 5']);
    for (const partner of partners) {
      const link = screen.getByRole('link', { name: `${partner.name} (opens in a new tab)` });
      expect(link).toHaveAttribute('href', partner.href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('offers Pause while rotating, with the slides not announced', () => {
    mockReducedMotion(false);
    render(<PartnerCarousel partners={partners} label="Partner logos" />);
    expect(screen.getByRole('button', { name: 'Pause partner rotation' })).toBeInTheDocument();
    expect(screen.getByRole('region').querySelector('[aria-live]')).toHaveAttribute('aria-live', 'off');
  });

  it('does not rotate when the visitor prefers reduced motion', () => {
    mockReducedMotion(true);
    render(<PartnerCarousel partners={partners} label="Partner logos" />);
    expect(screen.getByRole('button', { name: 'Play partner rotation' })).toBeInTheDocument();
    expect(screen.getByRole('region').querySelector('[aria-live]')).toHaveAttribute('aria-live', 'polite');
  });

  it('stops rotating once focus moves onto a slide', () => {
    mockReducedMotion(false);
    render(<PartnerCarousel partners={partners} label="Partner logos" />);
    act(() => screen.getByRole('link', { name: /Cobalt Relay/ }).focus());
    expect(screen.getByRole('button', { name: 'Play partner rotation' })).toBeInTheDocument();
  });

  it('keeps rotating when focus lands on the rotation button itself, so a click can toggle it', () => {
    mockReducedMotion(false);
    render(<PartnerCarousel partners={partners} label="Partner logos" />);
    act(() => screen.getByRole('button', { name: 'Pause partner rotation' }).focus());
    expect(screen.getByRole('button', { name: 'Pause partner rotation' })).toHaveFocus();
  });

  it('toggles between Pause and Play with its button once initialised', async () => {
    mockReducedMotion(false);
    const user = userEvent.setup();
    render(<PartnerCarousel partners={partners} label="Partner logos" />);
    const pause = screen.getByRole('button', { name: 'Pause partner rotation' });
    // Embla initialises even without layout, which enables the controls.
    expect(pause).toBeEnabled();
    await user.click(pause);
    expect(screen.getByRole('button', { name: 'Play partner rotation' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Play partner rotation' }));
    expect(screen.getByRole('button', { name: 'Pause partner rotation' })).toBeInTheDocument();
  });
});
