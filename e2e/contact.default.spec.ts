import { expect, expectNoAxeViolations, gotoHydrated, test } from './support/fixtures';

test('without the EmailJS settings, /contact says where to write instead of showing a form', async ({ page }) => {
  let requests = 0;
  await page.route('**/api.emailjs.com/**', (route) => {
    requests += 1;
    return route.abort();
  });
  await gotoHydrated(page, '/contact');
  const notice = page.getByText('The contact form is not available right now — write to');
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('link', { name: 'info@granitepeak.example' })).toHaveAttribute('href', 'mailto:info@granitepeak.example');
  await expect(page.getByRole('form')).toHaveCount(0);
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Send message' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  expect(requests).toBe(0);
});
