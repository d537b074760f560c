import { apiDate, useScenario } from '../test-support/blog.helpers';
import { expect, expectNoAxeViolations, gotoHydrated, test } from '../test-support/fixtures';

// 4102 is a post of the build's data (dev-services/fake-wpcom/data.ts); each test gives it embeds through a scenario, so
// the browser's refresh re-sanitises it and no other spec's counts change.
const VITRO = { id: 4102, href: "/blog/4102/what's-new-in-vitro-ceph-amp-gitops-together" };
const VIDEO_ID = 'aB3dE5gH9jK';
const CONTENT = [
  '<p>The walkthrough, then the slides.</p>',
  `<figure class="wp-block-embed is-type-video is-provider-youtube wp-block-embed-youtube wp-embed-aspect-16-9 wp-has-aspect-ratio"><div class="wp-block-embed__wrapper"><iframe title="Upgrade walkthrough" width="500" height="281" src="https://www.youtube.com/embed/${VIDEO_ID}?feature=oembed" frameborder="0" allow="autoplay; encrypted-media" referrerpolicy="strict-origin-when-cross-origin" allowfullscreen></iframe></div><figcaption class="wp-element-caption">Upgrade walkthrough (12 min)</figcaption></figure>`,
  '<figure class="wp-block-embed is-type-rich is-provider-speaker-deck wp-block-embed-speaker-deck"><div class="wp-block-embed__wrapper"><iframe title="Cluster API in practice" src="https://speakerdeck.com/player/0a1b2c3d4e5f" width="500" height="281"></iframe></div></figure>',
].join('\n');

const PROVIDERS = /^https:\/\/([\w-]+\.)*(youtube|youtube-nocookie|ytimg|googlevideo|vimeo|vimeocdn|speakerdeck)\.com\//;

// Which pages' policies may frame the players: e2e/artifacts/head.test.ts.
test.describe('embeds in an article', () => {
  test('a video waits for the visitor, then plays in the privacy-enhanced player, focus in it', async ({ page, request }) => {
    await useScenario(page, request, { posts: [{ ID: VITRO.id, modified: apiDate(new Date()), content: CONTENT }] });
    const providerRequests: string[] = [];
    page.on('request', (r) => {
      if (PROVIDERS.test(r.url())) providerRequests.push(r.url());
    });
    // The player itself is a stand-in: the test never reaches the internet.
    await page.route('https://www.youtube-nocookie.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="en"><title>Player</title><p>Player</p></html>' }),
    );
    await gotoHydrated(page, VITRO.href);

    const play = page.getByRole('button', { name: 'Upgrade walkthrough, Plays from YouTube' });
    await expect(play).toBeVisible();
    await expect(page.getByRole('link', { name: 'Slides on Speaker Deck: Cluster API in practice' })).toHaveAttribute(
      'href',
      'https://speakerdeck.com/player/0a1b2c3d4e5f',
    );
    await expectNoAxeViolations(page, 'article');
    expect(providerRequests).toEqual([]);

    await play.focus();
    await page.keyboard.press('Enter');
    const player = page.locator('article iframe');
    await expect(player).toHaveAttribute('src', `https://www.youtube-nocookie.com/embed/${VIDEO_ID}?autoplay=1`);
    await expect(player).toHaveAttribute('title', 'Upgrade walkthrough');
    await expect(player).toBeFocused();
    // The page's policy lets the player load (a CSP refusal would be a console error, failing the test).
    await expect(page.frameLocator('article iframe').getByText('Player')).toBeVisible();
    expect(providerRequests).toEqual([`https://www.youtube-nocookie.com/embed/${VIDEO_ID}?autoplay=1`]);
    await expect(page.getByText('Upgrade walkthrough (12 min)')).toBeVisible();
  });
});
