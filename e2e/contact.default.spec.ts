import { contactPage } from '../content/contact';
import { expect, expectNoAxeViolations, gotoHydrated, test } from '../test-support/fixtures';

const { unavailable, form } = contactPage;

test('without the EmailJS settings, /contact says where to write instead of showing a form', async ({ page }) => {
  let requests = 0;
  await page.route('**/api.emailjs.com/**', (route) => {
    requests += 1;
    return route.abort();
  });
  await gotoHydrated(page, '/contact');
  const notice = page.getByText(unavailable.text);
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('link', { name: unavailable.email })).toHaveAttribute('href', `mailto:${unavailable.email}`);
  await expect(page.getByRole('form')).toHaveCount(0);
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await expect(page.getByRole('button', { name: form.submit })).toHaveCount(0);
  await expectNoAxeViolations(page);
  expect(requests).toBe(0);
});
