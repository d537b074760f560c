import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EMBED_CASES } from '@/test-support/blog-embed-fixtures';
import { sanitizeHtml } from '@/lib/blog/sanitize';
import type { Article } from '@/lib/blog/types';
import { ArticleView } from './article-view';

const ID = 'aB3dE5gH9jK';

function article(html: string): Article {
  return {
    id: 7,
    href: '/blog/7/embeds',
    title: 'Embeds',
    excerptHtml: '',
    date: '2026-05-01T09:00:00+00:00',
    modified: '2026-05-01T09:00:00+00:00',
    featuredImage: null,
    contentHtml: sanitizeHtml(html),
    authorName: 'A. Writer',
  };
}

const youtube = EMBED_CASES[0]!.html;
const vimeo = EMBED_CASES[1]!.html;

describe('ArticleView: click-to-play videos', () => {
  it('offers a play button per video, named by the words it shows, and loads nothing from the provider before a click', () => {
    const { container } = render(<ArticleView article={article(youtube + vimeo)} canonicalUrl="https://example.com/blog/7/embeds" />);
    expect(screen.getByRole('button', { name: 'Upgrade walkthrough, Plays from YouTube' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rack install, step by step, Plays from Vimeo' })).toBeInTheDocument();
    expect(container.querySelector('iframe, script[src], img[src*="youtube"], img[src*="vimeo"]')).toBeNull();
    // The caption stays under the player.
    expect(screen.getByText('Upgrade walkthrough (12 min)')).toBeInTheDocument();
  });

  it('replaces the pressed button with the privacy-enhanced player, titled, and moves focus into it', async () => {
    const user = userEvent.setup();
    const { container } = render(<ArticleView article={article(youtube + vimeo)} canonicalUrl="https://example.com/blog/7/embeds" />);
    await user.click(screen.getByRole('button', { name: 'Upgrade walkthrough, Plays from YouTube' }));
    const player = container.querySelector('iframe');
    expect(player).toHaveAttribute('src', `https://www.youtube-nocookie.com/embed/${ID}?autoplay=1`);
    expect(player).toHaveAttribute('title', 'Upgrade walkthrough');
    expect(player).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Upgrade walkthrough, Plays from YouTube' })).toBeNull();
    // The other video is still waiting for its own click.
    expect(container.querySelectorAll('iframe')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Rack install, step by step, Plays from Vimeo' })).toBeInTheDocument();
  });

  it('plays from the keyboard, Vimeo with do-not-track', async () => {
    const user = userEvent.setup();
    const { container } = render(<ArticleView article={article(vimeo)} canonicalUrl="https://example.com/blog/7/embeds" />);
    const button = screen.getByRole('button', { name: 'Rack install, step by step, Plays from Vimeo' });
    button.focus();
    await user.keyboard('{Enter}');
    expect(container.querySelector('iframe')).toHaveAttribute('src', 'https://player.vimeo.com/video/76979871?dnt=1&autoplay=1');
    expect(container.querySelector('iframe')).toHaveFocus();
  });

  it('leaves a placeholder whose data does not validate as the plain link it was', () => {
    const html = sanitizeHtml(youtube).replace(`data-embed-id="${ID}"`, 'data-embed-id="bad id"');
    render(<ArticleView article={{ ...article(''), contentHtml: html }} canonicalUrl="https://example.com/blog/7/embeds" />);
    expect(screen.queryByRole('button', { name: /Plays from/ })).toBeNull();
    expect(within(screen.getByRole('article')).getByRole('link', { name: /Upgrade walkthrough/ })).toHaveAttribute(
      'href',
      `https://www.youtube.com/watch?v=${ID}`,
    );
  });
});
