import type { Page } from '@playwright/test';
import { fleetEdgeAirPage } from '../content/fleetedge-air';
import { fleetEdgeLandPage } from '../content/fleetedge-land';
import { fleetEdgeSeaPage } from '../content/fleetedge-sea';
import { fleetEdgeSectionTitles } from '../content/edge';
import { frontierEdgePage } from '../content/frontier-edge';
import { site } from '../content/site';
import { expect, gotoHydrated, test } from '../test-support/fixtures';
import { expectOverlayClosesEveryWay, openOverlay } from '../test-support/overlay';
import { sweep } from '../test-support/sweep';

const NEW_TAB = ' (opens in a new tab)';
const DATASHEET = '/images/frontier-edge-datasheet.pdf';

/** The four buttons the edge overview and every variant share: label, target, new tab or not. */
async function expectTheFourEdgeButtons(page: Page) {
  const main = page.getByRole('main');
  const learnMore = main.getByRole('link', { name: `Learn More${NEW_TAB}`, exact: true });
  await expect(learnMore).toHaveAttribute('href', site.urls.documentation);
  await expect(learnMore).toHaveAttribute('target', '_blank');
  await expect(learnMore).toHaveAttribute('rel', /noopener/);

  const datasheet = main.getByRole('link', { name: `View Datasheet${NEW_TAB}`, exact: true });
  await expect(datasheet).toHaveAttribute('href', DATASHEET);
  await expect(datasheet).toHaveAttribute('target', '_blank');
  await expect(datasheet).toHaveAttribute('rel', /noopener/);

  for (const label of ['Request a Demo', 'Contact us for a Quote']) {
    const link = main.getByRole('link', { name: label, exact: true });
    await expect(link).toHaveAttribute('href', '/contact');
    await expect(link).not.toHaveAttribute('target', /.+/);
  }
}

const variants = [
  { path: '/fleetedge-sea', content: fleetEdgeSeaPage },
  { path: '/fleetedge-land', content: fleetEdgeLandPage },
  { path: '/fleetedge-air', content: fleetEdgeAirPage },
];
const contentOf = (path: string) => variants.find((v) => v.path === path)!.content;

// Copy, links and buttons read the same at every width: one test per page (one page load), a step per check.
// The overlays fill the viewport and lay out differently on a phone, so they run at both widths.
test('/frontier-edge: copy, steps, buttons, datasheet and links to the variants', { tag: '@one-width' }, async ({ page, request }) => {
  await gotoHydrated(page, '/frontier-edge');
  const main = page.getByRole('main');

  await test.step('describes the rugged ARM64 node with Kubernetes via Cluster API', async () => {
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(frontierEdgePage.hero.title);
    await expect(main).toContainText('ARM64');
    await expect(main).toContainText('Cluster API');
    await expect(main).toContainText(/constrained and disconnected/);
    await expect(page.getByRole('region', { name: frontierEdgePage.benefits.title }).getByRole('listitem')).toHaveCount(3);
  });

  await test.step('lists the seven how-it-works steps in their fixed wording and order, as an ordered list', async () => {
    const list = page.getByRole('region', { name: 'How it works' }).locator('ol');
    await expect(list).toHaveCount(1);
    await expect(list.getByRole('listitem')).toHaveCount(7);
    await expect(list.getByRole('heading', { level: 3 })).toHaveText([
      'Initial Setup',
      'Quick Kubernetes Bootstrapping',
      'Software Provisioning',
      'Network Excellence',
      'Monitor Manage Secure',
      'Remote Connectivity Perfected',
      'Life-cycle Maintenance Made Easy',
    ]);
  });

  await test.step('has the four buttons with their labels, targets and new-tab attributes', async () => {
    await expectTheFourEdgeButtons(page);
  });

  await test.step('the datasheet is a real PDF served as application/pdf', async () => {
    const href = await page.getByRole('link', { name: `View Datasheet${NEW_TAB}` }).getAttribute('href');
    const response = await request.get(href!);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/pdf');
    const body = await response.body();
    expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(body.length).toBeGreaterThan(2000);
  });

  // The steps below leave the page; each reloads it first, or is the last.
  await test.step('Request a Demo and Contact us for a Quote lead to /contact', async () => {
    for (const label of ['Request a Demo', 'Contact us for a Quote']) {
      await gotoHydrated(page, '/frontier-edge');
      await page.getByRole('main').getByRole('link', { name: label, exact: true }).click();
      await expect(page).toHaveURL('/contact');
    }
  });

  await test.step('links to the three variants', async () => {
    await gotoHydrated(page, '/frontier-edge');
    const section = page.getByRole('region', { name: frontierEdgePage.variants.title });
    const links = section.getByRole('link');
    await expect(links).toHaveText(['FleetEdge Sea', 'FleetEdge Land', 'FleetEdge Air']);
    expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(variants.map((v) => v.path));
    await section.getByRole('link', { name: 'FleetEdge Land' }).click();
    await expect(page).toHaveURL('/fleetedge-land');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(fleetEdgeLandPage.hero.title);
  });
});

// The three variants share one layout: the same checks on each, a step per page.
test(
  'each FleetEdge variant: shared layout, feature tiles, the four buttons and the family links',
  { tag: '@one-width' },
  async ({ page }) => {
    await sweep(
      variants.map((v) => v.path),
      async (path) => {
        const content = contentOf(path);
        await page.goto(path);

        await test.step('has the shared layout: header, explanation, diagram, 3 benefits, 4 tiles, specifications', async () => {
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.hero.title);
          const explanation = page.getByRole('region', { name: content.explanation.title });
          await expect(explanation).toContainText(content.explanation.paragraphs[0]!);
          await expect(explanation.getByRole('button', { name: /enlarge image/ }).locator('img')).toHaveAttribute(
            'src',
            content.diagram.src,
          );
          await expect(page.getByRole('region', { name: fleetEdgeSectionTitles.benefits }).getByRole('listitem')).toHaveCount(3);
          await expect(page.getByRole('region', { name: fleetEdgeSectionTitles.features }).getByRole('listitem')).toHaveCount(4);
          const specs = page.getByRole('region', { name: 'Technical Specifications' });
          await expect(specs.locator('p')).toHaveText(content.technicalSpecifications);
        });

        await test.step('each feature tile links to the external documentation in a new tab', async () => {
          const tiles = page.getByRole('region', { name: fleetEdgeSectionTitles.features }).getByRole('link');
          await expect(tiles).toHaveCount(4);
          for (const tile of await tiles.all()) {
            expect(await tile.getAttribute('href')).toMatch(new RegExp(`^${site.urls.documentation}/`));
            await expect(tile).toHaveAttribute('target', '_blank');
            await expect(tile).toHaveAttribute('rel', /noopener/);
            await expect(tile).toHaveAccessibleName(/\(opens in a new tab\)$/);
          }
        });

        await test.step('has the same four buttons as the overview', async () => {
          await expectTheFourEdgeButtons(page);
        });

        await test.step('links back to the overview and the two other variants', async () => {
          const hrefs = await page
            .getByRole('region', { name: fleetEdgeSectionTitles.family })
            .getByRole('link')
            .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
          expect(hrefs).toEqual(['/frontier-edge', ...variants.map((v) => v.path).filter((p) => p !== path)]);
        });
      },
    );
  },
);

test('the enlarged images of /frontier-edge and its variants open full screen, and every close works @mobile', async ({ page }) => {
  await test.step('/frontier-edge: the node illustration enlarges in the overlay, and every close works', async () => {
    await gotoHydrated(page, '/frontier-edge');
    const trigger = page.getByRole('button', { name: /enlarge image/ });
    await expect(trigger).toHaveCount(1);
    const dialog = await openOverlay(page, trigger, frontierEdgePage.node.caption);
    await expect(dialog.getByRole('img', { name: frontierEdgePage.node.alt })).toBeVisible();
    await page.keyboard.press('Escape');
    await expectOverlayClosesEveryWay(page, trigger, frontierEdgePage.node.caption);
  });

  await sweep(
    variants.map((v) => v.path),
    async (path) => {
      await test.step('the diagram opens a full-screen overlay that an overlay click closes', async () => {
        const content = contentOf(path);
        await gotoHydrated(page, path);
        const trigger = page.getByRole('button', { name: /enlarge image/ });
        const dialog = await openOverlay(page, trigger, content.diagram.caption);
        const enlarged = dialog.getByRole('img', { name: content.diagram.alt });
        await expect(enlarged).toBeVisible();
        // Full screen: the overlay covers the whole viewport.
        const box = await dialog.boundingBox();
        const viewport = page.viewportSize()!;
        expect(box).toMatchObject({ x: 0, y: 0, width: viewport.width, height: viewport.height });
        // A click on the image itself keeps it open; only the overlay closes it.
        await enlarged.click();
        await expect(dialog).toBeVisible();
        await page.keyboard.press('Escape');
        await expectOverlayClosesEveryWay(page, trigger, content.diagram.caption);
      });
    },
  );
});
