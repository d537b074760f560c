import { chromium } from '@playwright/test';
const [route, widthArg, ...rest] = process.argv.slice(2);
const width = Number(widthArg);
const chunk = width > 500 ? 1100 : 1400;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
const page = await browser.newPage({ viewport: { width, height: 900 } });
await page.goto(`http://127.0.0.1:5309${route}`, { waitUntil: 'networkidle' });
await page.evaluate(() => document.querySelectorAll('img[loading=lazy]').forEach((i) => (i.loading = 'eager')));
await page.waitForTimeout(300);
if (rest[0] === 'click') {
  await page.locator('nav[data-hydrated="true"]').waitFor({ state: 'attached' });
  await page.getByRole('button', { name: rest[1] }).first().click();
  await page.waitForTimeout(300);
  await page.screenshot({ path: `/tmp/pp-shots/${route.slice(1)}-${width}-dialog.png` });
} else {
  const h = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0, i = 0; y < h; y += chunk, i++) {
    await page.screenshot({ path: `/tmp/pp-shots/${route.slice(1)}-${width}-${i}.png`, fullPage: true, clip: { x: 0, y, width, height: Math.min(chunk, h - y) } });
  }
}
await browser.close();
