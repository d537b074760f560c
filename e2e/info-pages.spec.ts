import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { aboutPage } from '../content/about';
import { federalFrontierPage } from '../content/federal-frontier';
import { securityPage } from '../content/security';
import { site } from '../content/site';
import { teamPage, teamRoster } from '../content/team';
import { whyCapiPage } from '../content/whycapi';
import { expect, gotoHydrated, test } from '../test-support/fixtures';

/** Every <img> in main has width/height and its file answers 200 (lazy images are fetched directly). */
async function expectImagesServed(page: Page, request: APIRequestContext) {
  const images = await page
    .getByRole('main')
    .locator('img')
    .evaluateAll((nodes) =>
      nodes.map((n) => ({ src: (n as HTMLImageElement).src, width: n.getAttribute('width'), height: n.getAttribute('height') })),
    );
  expect(images.length).toBeGreaterThan(0);
  for (const image of images) {
    expect(image.width, image.src).toMatch(/^\d+$/);
    expect(image.height, image.src).toMatch(/^\d+$/);
    expect((await request.get(image.src)).status(), image.src).toBe(200);
  }
}

async function expectOpensInNewTab(link: Locator, href: string) {
  await expect(link).toHaveAttribute('href', href);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
}

// Copy, links and images read the same at every width: one test per page (one page load), a step per former
// test, at 1280 px. Steps that leave the page come last or reload it. The /whycapi overlay lays out differently
// on a phone (the diagram pans there), so it runs at both widths.

test('/security: topics, buttons and images', { tag: '@one-width' }, async ({ page, request }) => {
  await gotoHydrated(page, '/security');

  await test.step('covers all eight zero-trust topics under one h1', async () => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    const topics = securityPage.themes.flatMap((theme) => theme.topics.map((topic) => topic.title));
    expect(topics).toHaveLength(8);
    for (const topic of topics) {
      await expect(page.getByRole('heading', { level: 3, name: topic, exact: true })).toBeVisible();
    }
    // The subjects the page must cover, whatever its wording around them.
    const main = page.getByRole('main');
    await expect(main).toContainText('mutual TLS');
    await expect(main).toContainText('OIDC or SAML');
    await expect(main).toContainText('LDAP delegation');
    await expect(main).toContainText('backups');
  });

  await test.step('its drawn icons and illustration are served', async () => {
    await expect(page.getByRole('img', { name: /Concentric layers around a workload/ })).toBeVisible();
    await expectImagesServed(page, request);
  });

  await test.step("'Learn More' opens the documentation in a new tab; 'Request a demo' goes to /contact", async () => {
    const learnMore = page.getByRole('link', { name: 'Learn More (opens in a new tab)' });
    await expect(learnMore).toHaveCount(2); // hero and closing band
    for (const link of await learnMore.all()) await expectOpensInNewTab(link, site.urls.documentation);
    const demo = page.getByRole('link', { name: 'Request a demo', exact: true });
    await expect(demo).toHaveCount(2);
    for (const link of await demo.all()) await expect(link).toHaveAttribute('href', '/contact');
    await demo.first().click();
    await expect(page).toHaveURL('/contact');
  });
});

test.describe('/whycapi', () => {
  const caption = whyCapiPage.architecture.caption;

  test('explains Cluster API under its fixed title, and its images are served', { tag: '@one-width' }, async ({ page, request }) => {
    await gotoHydrated(page, '/whycapi');

    await test.step("explains Cluster API under its fixed title, 'What is Cluster API and why it is useful'", async () => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('What is Cluster API and why it is useful');
      const { architecture, providers, whyItMatters, upgrades, inOurProducts } = whyCapiPage;
      for (const { title } of [...architecture.roles, ...providers.items, ...whyItMatters.items]) {
        await expect(page.getByRole('heading', { level: 3, name: title, exact: true })).toBeVisible();
      }
      await expect(page.getByRole('heading', { level: 2, name: upgrades.title })).toBeVisible();
      await expect(page.getByRole('region', { name: 'MachineDeployment manifest' })).toContainText('kind: MachineDeployment');
      const products = page.getByRole('region', { name: inOurProducts.title }).getByRole('link');
      expect(await products.evaluateAll((links) => links.map((l) => l.getAttribute('href')))).toEqual(['/fkp', '/frontier-edge', '/vitro']);
    });

    await test.step('its images are served', async () => {
      await expectImagesServed(page, request);
    });
  });

  // Each step closes the overlay it opened, so the next starts from the page as loaded.
  test('the architecture diagram opens enlarged, closes every way and fits or pans by width @mobile', async ({ page }, testInfo) => {
    await gotoHydrated(page, '/whycapi');
    const trigger = page.getByRole('button', { name: /enlarge image/ });
    const dialog = page.getByRole('dialog', { name: caption });

    await test.step('the architecture diagram opens enlarged; the close button closes it and focus returns', async () => {
      await expect(trigger.getByRole('img')).toHaveAttribute('src', whyCapiPage.architecture.diagram.src);
      await trigger.click();
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('img', { name: /Cluster API architecture/ })).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
      await expect(page.locator('html')).toHaveClass(/scroll-locked/);
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');

      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();
      await expect(trigger).toBeFocused();
      await expect(page.locator('html')).not.toHaveClass(/scroll-locked/);
    });

    await test.step('a click on the overlay closes it; a click on the enlarged image does not', async () => {
      await trigger.click();
      await dialog.getByRole('img').click();
      await dialog.locator('figcaption').click();
      await expect(dialog).toBeVisible();
      // The top-left corner of the viewport is overlay, outside the centred panel.
      await page.mouse.click(4, 4);
      await expect(dialog).toBeHidden();
      await expect(trigger).toBeFocused();
      await expect(page.locator('html')).not.toHaveClass(/scroll-locked/);
    });

    await test.step('Escape closes it, and it opens again from the keyboard', async () => {
      await trigger.focus();
      await page.keyboard.press('Enter');
      await expect(dialog).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(trigger).toBeFocused();
      await page.keyboard.press('Space');
      await expect(dialog).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    });

    if (testInfo.project.name === 'mobile') {
      await test.step('on a phone the enlarged diagram keeps its own size and pans, by keyboard too', async () => {
        await trigger.click();
        const frame = dialog.getByRole('group', { name: 'Enlarged image: scroll to see all of it' });
        const image = frame.getByRole('img', { name: /Cluster API architecture/ });
        await expect(frame).toBeVisible();
        await expect(dialog.getByText('Scroll to see the whole image')).toBeVisible();
        const { width } = whyCapiPage.architecture.diagram;
        expect(await image.evaluate((img) => img.clientWidth)).toBe(width);
        // Tab from the close button reaches the frame; arrow keys scroll it.
        await page.keyboard.press('Tab');
        await expect(frame).toBeFocused();
        await page.keyboard.press('ArrowRight');
        await expect.poll(() => frame.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
      });
    } else {
      await test.step('on a wide screen the diagram fits and nothing pans', async () => {
        await trigger.click();
        await expect(dialog.getByRole('img', { name: /Cluster API architecture/ })).toBeVisible();
        await expect(dialog.getByRole('group')).toHaveCount(0);
        await expect(dialog.getByText('Scroll to see the whole image')).toHaveCount(0);
      });
    }
  });
});

test('/team: one entry per member, and its images are served', { tag: '@one-width' }, async ({ page, request }) => {
  await page.goto('/team');

  await test.step('shows one entry per member with image, name and role', async () => {
    const entries = page.getByRole('region', { name: teamPage.roster.title }).getByRole('listitem');
    // The roster's size (6-8) is content/team.test.ts's; here each member is drawn.
    const { members } = teamRoster;
    await expect(entries).toHaveCount(members.length);
    for (const [index, member] of members.entries()) {
      const entry = entries.nth(index);
      await expect(entry.getByRole('heading', { level: 3 })).toHaveText(member.name);
      await expect(entry.getByText(member.role, { exact: true })).toBeVisible();
      const image = entry.getByRole('img', { name: member.image.alt });
      await expect(image).toHaveAttribute('src', member.image.src);
      await image.scrollIntoViewIfNeeded();
      await expect.poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    }
  });

  await test.step('its images are served', async () => {
    await expectImagesServed(page, request);
  });
});

test('/about: hero, mission, product cards, Get in Touch and images', { tag: '@one-width' }, async ({ page, request }) => {
  await gotoHydrated(page, '/about');

  await test.step('has a hero and the mission statement', async () => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(aboutPage.hero.title);
    const mission = page.getByRole('region', { name: aboutPage.mission.title });
    await expect(mission).toContainText(aboutPage.mission.statement);
  });

  await test.step('its images are served', async () => {
    await expectImagesServed(page, request);
  });

  // The last two steps each follow a link, so the second reloads the page.
  await test.step("exactly three product cards, whose 'Learn More' links go to /vitro, /fkp and /day2apps", async () => {
    const products = page.getByRole('region', { name: aboutPage.products.title });
    const cards = products.getByRole('article');
    await expect(cards).toHaveCount(3);
    // Which three, and in what order, is content/about.test.ts's; here each card is drawn and links there.
    for (const [index, { title: name, href }] of aboutPage.products.cards.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(name);
      await expect(card.getByRole('link', { name: `Learn More about ${name}`, exact: true })).toHaveAttribute('href', href);
    }
    await cards.nth(1).getByRole('link', { name: 'Learn More' }).click();
    await expect(page).toHaveURL('/fkp');
  });

  await test.step("'Get in Touch' goes to /contact", async () => {
    await gotoHydrated(page, '/about');
    const button = page.getByRole('link', { name: 'Get in Touch', exact: true });
    await expect(button).toHaveCount(1);
    await expect(button).toHaveAttribute('href', '/contact');
    await button.click();
    await expect(page).toHaveURL('/contact');
  });
});

test('/federal-frontier: compliance posture, images and links', { tag: '@one-width' }, async ({ page, request }) => {
  await gotoHydrated(page, '/federal-frontier');

  await test.step('states its compliance posture as support for the customer ATO, not certification', async () => {
    const compliance = page.getByRole('region', { name: federalFrontierPage.compliance.title });
    const { rows, note } = federalFrontierPage.compliance;
    expect(rows.map((row) => row.framework)).toEqual(expect.arrayContaining(['FedRAMP', 'FISMA', 'Section 508']));
    for (const { framework } of rows) {
      await expect(compliance.getByRole('heading', { level: 3, name: framework, exact: true })).toBeVisible();
    }
    await expect(compliance).toContainText(note);
    // No claim of certification, whatever the copy says around the frameworks.
    await expect(page.getByRole('main')).not.toContainText(/\b(certified|ATO-ready|FedRAMP authorized)\b/i);
  });

  await test.step('its images are served', async () => {
    await expectImagesServed(page, request);
  });

  await test.step('links to every product page and to /contact', async () => {
    const main = page.getByRole('main');
    const hrefs = await main.getByRole('link').evaluateAll((links) => links.map((l) => l.getAttribute('href')));
    for (const href of [
      '/fkp',
      '/vitro',
      '/frontier-edge',
      '/fleetedge-sea',
      '/fleetedge-land',
      '/fleetedge-air',
      '/xtreme-cloud-sso',
      '/day2apps',
      '/fedstryke',
      '/private-sector',
      '/contact',
    ]) {
      expect(hrefs, href).toContain(href);
    }
    const portfolio = page.getByRole('region', { name: federalFrontierPage.portfolio.title });
    await expect(portfolio.getByRole('article')).toHaveCount(federalFrontierPage.portfolio.cards.length);
    await expectOpensInNewTab(main.getByRole('link', { name: 'Read the documentation (opens in a new tab)' }), site.urls.documentation);
    await main.getByRole('link', { name: 'Request a demo' }).first().click();
    await expect(page).toHaveURL('/contact');
  });
});
