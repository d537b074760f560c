import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { blogPage } from '@/content/blog';
import { ShareBar } from './share-bar';

const { copied, copyFailed } = blogPage.article;

function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'clipboard');
});

describe('ShareBar', () => {
  it('links each network to its share address with this page, in a new tab', () => {
    render(<ShareBar canonicalUrl="https://www.example.com/blog/1/a" />);
    const here = encodeURIComponent(window.location.href);
    for (const network of blogPage.shareNetworks) {
      const link = screen.getByRole('link', { name: new RegExp(`^Share on ${network.name}`) });
      expect(link).toHaveAttribute('href', `${network.url}${here}`);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    }
  });

  it('copies the current address and says so', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    stubClipboard(writeText);
    render(<ShareBar canonicalUrl="https://www.example.com/blog/1/a" />);
    await userEvent.click(screen.getByRole('button', { name: 'Copy Link' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(copied));
    expect(writeText).toHaveBeenCalledWith(window.location.href);
  });

  it.each([
    ['rejects', () => Promise.reject(new DOMException('denied', 'NotAllowedError'))],
    [
      'throws',
      () => {
        throw new Error('no clipboard here');
      },
    ],
  ])('says copying failed when writeText %s, and the next success replaces it', async (_, failing) => {
    const writeText = jest.fn<Promise<void>, [string]>(failing);
    stubClipboard(writeText);
    render(<ShareBar canonicalUrl="https://www.example.com/blog/1/a" />);
    const button = screen.getByRole('button', { name: 'Copy Link' });
    await userEvent.click(button);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(copyFailed));

    writeText.mockImplementation(() => Promise.resolve());
    await userEvent.click(button);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(copied));
    expect(screen.getByRole('status')).not.toHaveTextContent(copyFailed);
  });

  it('puts a second identical result in a new node, so screen readers announce it again', async () => {
    stubClipboard(() => Promise.resolve());
    render(<ShareBar canonicalUrl="https://www.example.com/blog/1/a" />);
    const button = screen.getByRole('button', { name: 'Copy Link' });
    await userEvent.click(button);
    const first = await screen.findByText(copied);
    await userEvent.click(button);
    await waitFor(() => expect(screen.getByText(copied)).not.toBe(first));
    expect(first).not.toBeInTheDocument();
  });
});
