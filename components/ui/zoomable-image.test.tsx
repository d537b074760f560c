import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { ZoomableImage } from './zoomable-image';

const image = { src: '/images/small.png', largeSrc: '/images/large.png', alt: 'Cluster diagram', width: 800, height: 450 };

describe('ZoomableImage', () => {
  it('exports a plain link to the large image, so it enlarges without JavaScript', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<ZoomableImage {...image} />);
    expect(container.querySelector('button')).toBeNull();
    const link = container.querySelector('a');
    expect(link).toHaveAttribute('href', '/images/large.png');
    expect(link?.querySelector('img')).toHaveAttribute('alt', 'Cluster diagram');
  });

  it('is a button opening the dialog once the page runs its script', () => {
    render(<ZoomableImage {...image} />);
    expect(screen.getByRole('button', { name: /enlarge image/ })).toHaveAttribute('aria-haspopup', 'dialog');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
