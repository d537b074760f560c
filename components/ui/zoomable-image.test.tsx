import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { rasterImage } from '@/content/raster-images';
import type { VectorImage } from '@/content/types';
import { ZoomableImage } from './zoomable-image';

const diagram: VectorImage = { src: '/images/diagram.svg', alt: 'Cluster diagram', width: 800, height: 450 };
const screenshot = rasterImage('fedstryke-search', 'Search screen');

describe('ZoomableImage', () => {
  it('exports a plain link to the original image, so it enlarges without JavaScript', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<ZoomableImage {...diagram} />);
    expect(container.querySelector('button')).toBeNull();
    const link = container.querySelector('a');
    expect(link).toHaveAttribute('href', '/images/diagram.svg');
    expect(link?.querySelector('img')).toHaveAttribute('alt', 'Cluster diagram');
  });

  it('is a button opening the dialog once the page runs its script', () => {
    render(<ZoomableImage {...diagram} />);
    expect(screen.getByRole('button', { name: /enlarge image/ })).toHaveAttribute('aria-haspopup', 'dialog');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows a screenshot small in the page and at its widest variant once enlarged', async () => {
    render(<ZoomableImage {...screenshot} sizes="50vw" />);
    const trigger = screen.getByRole('button', { name: /enlarge image/ });
    const thumb = trigger.querySelector('picture source[type="image/avif"]');
    expect(thumb).toHaveAttribute('sizes', '50vw');
    expect(thumb?.getAttribute('srcset')).toContain('/img/fedstryke-search-480.avif 480w');
    await userEvent.setup().click(trigger);
    const dialog = await screen.findByRole('dialog');
    const large = dialog.querySelector('picture source[type="image/avif"]');
    expect(large).toHaveAttribute('srcset', '/img/fedstryke-search-1280.avif');
    expect(large).not.toHaveAttribute('sizes');
    expect(dialog.querySelector('img')).toHaveAttribute('src', '/images/fedstryke/search.png');
  });
});
