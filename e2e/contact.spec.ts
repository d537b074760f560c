import { readFileSync } from 'node:fs';
import type { Page, Request, Route } from '@playwright/test';
import { contactPage } from '../content/contact';
import { expect, expectNoAxeViolations, gotoHydrated, test } from '../test-support/fixtures';
import { testEmailJs } from '../test-support/ports';

const copy = contactPage.form;
const sdkVersion: string = JSON.parse(readFileSync('node_modules/@emailjs/browser/package.json', 'utf8')).version;

type Answer = { status: number; body: string; delayMs?: number };

/**
 * Every request to EmailJS is answered here, never by the real api.emailjs.com; the test says how, and reads
 * what was sent. Alerts are recorded and accepted.
 */
async function setUp(page: Page, answer: Answer = { status: 200, body: 'OK' }) {
  const requests: Request[] = [];
  const alerts: string[] = [];
  await page.route('**/api.emailjs.com/**', (route: Route) => route.abort());
  await page.route('**/api/v1.0/email/send-form', async (route: Route) => {
    requests.push(route.request());
    if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
    await route.fulfill({ status: answer.status, contentType: 'text/plain', body: answer.body });
  });
  page.on('dialog', async (dialog) => {
    alerts.push(dialog.message());
    await dialog.accept();
  });
  await gotoHydrated(page, '/contact');
  const form = page.getByRole('form', { name: copy.heading });
  return {
    requests,
    alerts,
    name: form.getByRole('textbox', { name: copy.fields.user_name.label }),
    email: form.getByRole('textbox', { name: copy.fields.user_email.label }),
    message: form.getByRole('textbox', { name: copy.fields.message.label }),
    submit: form.getByRole('button', { name: copy.submit }),
    status: form.getByRole('status'),
  };
}

const typed = {
  name: 'Grace Hopper',
  email: 'grace@navy.example.gov',
  message: 'We run 40 Kubernetes clusters, two of them air-gapped, and need a STIG-hardened upgrade path.',
};

async function fill(f: Awaited<ReturnType<typeof setUp>>) {
  await f.name.fill(typed.name);
  await f.email.fill(typed.email);
  await f.message.fill(typed.message);
}

async function sentFields(request: Request): Promise<Record<string, string>> {
  const contentType = request.headers()['content-type'] ?? '';
  expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
  const body = new Uint8Array(request.postDataBuffer() ?? []);
  const data = await new Response(body, { headers: { 'content-type': contentType } }).formData();
  return Object.fromEntries([...data.entries()].map(([key, value]) => [key, String(value)]));
}

test.describe('contact page', () => {
  // Each test is several of the old ones in steps: room for that on a busy 2-core machine.
  test.describe.configure({ timeout: 60_000 });
  // One page load for what a visitor sees and does before sending (keyboard order is the DOM's at every width, and
  // the form's 375 px layout is the sweeps'): each step leaves the form unsent, and the one that sends comes last.
  test('reads like a front door, refuses what it cannot send, and is sent from the keyboard alone', async ({ page }) => {
    const f = await setUp(page);
    // The first render's axe scan is axe-pages.spec.ts's.
    await test.step('reads like a front door: the form, what happens next, and other ways to reach us', async () => {
      await expect(page.getByRole('heading', { level: 1, name: contactPage.hero.title })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: contactPage.nextSteps.heading })).toBeVisible();
      for (const step of contactPage.nextSteps.steps) {
        await expect(page.getByRole('heading', { level: 3, name: step.title })).toBeVisible();
      }
      await expect(page.getByRole('link', { name: 'info@granitepeak.example' })).toHaveAttribute('href', 'mailto:info@granitepeak.example');
    });

    await test.step('empty fields send nothing: each error is shown and tied to its field, the first is focused', async () => {
      await f.email.fill(typed.email);
      await f.submit.click();
      await expect(f.name).toBeFocused();
      await expect(f.name).toHaveAttribute('aria-invalid', 'true');
      await expect(f.name).toHaveAccessibleDescription(`Error: ${copy.errors.user_name.valueMissing}`);
      await expect(f.message).toHaveAttribute('aria-invalid', 'true');
      await expect(f.email).not.toHaveAttribute('aria-invalid');
      // Only the form changed since the first render.
      await expectNoAxeViolations(page, 'form');
      expect(f.requests).toHaveLength(0);
      expect(f.alerts).toEqual([]);

      await f.name.fill('Grace');
      await expect(f.name).not.toHaveAttribute('aria-invalid');
    });

    await test.step('an invalid email sends nothing: the field is marked and focused', async () => {
      await fill(f);
      await f.email.fill('grace-at-navy');
      await f.submit.click();
      await expect(f.email).toHaveAttribute('aria-invalid', 'true');
      await expect(f.email).toBeFocused();
      await expect(page.getByText(copy.errors.user_email.typeMismatch)).toBeVisible();
      expect(f.requests).toHaveLength(0);
      expect(f.alerts).toEqual([]);
    });

    await test.step('is filled in and sent from the keyboard alone, in reading order, skipping the bot trap', async () => {
      // A fresh form: typing appends to what the steps above left in the fields.
      await gotoHydrated(page, '/contact');
      await f.name.focus();
      await page.keyboard.type(typed.name);
      await page.keyboard.press('Tab');
      await expect(f.email).toBeFocused();
      await page.keyboard.type(typed.email);
      await page.keyboard.press('Tab');
      await expect(f.message).toBeFocused();
      await page.keyboard.type(typed.message);
      await page.keyboard.press('Tab');
      await expect(f.submit).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(f.status).toHaveText(copy.status.sent);
      expect(f.requests).toHaveLength(1);
      expect(await sentFields(f.requests[0]!)).toMatchObject({ user_name: typed.name, user_email: typed.email, message: typed.message });
      // The sent state (a clear form and the success status): only the form changed.
      await expectNoAxeViolations(page, 'form');
    });
  });

  // What is sent, and the SDK's rate limit that the send starts, do not depend on the viewport. The first send is
  // a double click, so one send serves all three checks (the keyboard test above covers a single press).
  test(
    'a sent message: one request for a double click, the multipart body, the success alert and a clear form; the rate limit then refuses a second',
    { tag: '@one-width' },
    async ({ page, consoleErrors }) => {
      const f = await setUp(page, { status: 200, body: 'OK', delayMs: 600 });
      await test.step('a double click sends one request', async () => {
        await fill(f);
        await f.submit.dblclick();
        await expect(f.submit).toHaveAttribute('aria-disabled', 'true');
        await expect(f.status).toHaveText(copy.status.sent);
        await expect(f.submit).not.toHaveAttribute('aria-disabled');
        expect(f.requests).toHaveLength(1);
        expect(f.alerts).toEqual(['Email sent successfully']);
        await expect(f.name).toHaveValue('');
        await expect(f.email).toHaveValue('');
        await expect(f.message).toHaveValue('');
      });

      // Straight after the send: the SDK's limit lasts 10 s, less than an axe scan can take on a busy machine
      // (the sent state's scan is in the keyboard step of the test above).
      await test.step('the rate limit refuses a second message seconds after the first, without a request', async () => {
        await fill(f);
        await f.submit.click();
        await expect(f.status).toHaveText(copy.status.rateLimited);
        expect(f.requests).toHaveLength(1);
        expect(f.alerts).toEqual(['Email sent successfully', 'Error sending email']);
        await expect(f.message).toHaveValue(typed.message);
        expect(consoleErrors).toEqual(['Too Many Requests']);
        consoleErrors.splice(0);
      });

      await test.step('a sent message: the multipart body carries every field and the ids', async () => {
        const request = f.requests[0]!;
        expect(request.method()).toBe('POST');
        expect(new URL(request.url()).pathname).toBe('/api/v1.0/email/send-form');
        expect(await sentFields(request)).toEqual({
          user_name: typed.name,
          user_email: typed.email,
          message: typed.message,
          lib_version: sdkVersion,
          service_id: testEmailJs.serviceId,
          template_id: testEmailJs.templateId,
          user_id: testEmailJs.publicKey,
        });
      });
    },
  );

  test(
    'a refused message: the error alert, the response text on the console, the typed values kept',
    { tag: '@one-width' },
    async ({ page, consoleErrors }) => {
      const f = await setUp(page, { status: 400, body: 'The Public Key is invalid' });
      await fill(f);
      await f.submit.click();
      await expect(f.status).toHaveText(copy.status.failed);

      expect(f.requests).toHaveLength(1);
      expect(f.alerts).toEqual(['Error sending email']);
      await expect(f.name).toHaveValue(typed.name);
      await expect(f.email).toHaveValue(typed.email);
      await expect(f.message).toHaveValue(typed.message);
      await expectNoAxeViolations(page, 'form');

      // The response text, and the browser's own note of the 400, are the only console errors.
      expect(consoleErrors).toContain('The Public Key is invalid');
      expect(consoleErrors.filter((e) => e !== 'The Public Key is invalid')).toEqual(consoleErrors.filter((e) => /status of 400/.test(e)));
      consoleErrors.splice(0);
    },
  );
});

test.describe('contact page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  // A disabled button and the noscript text: nothing here changes with the width.
  test('the form cannot be submitted into the URL and the visitor is told where to write', { tag: '@one-width' }, async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('button', { name: copy.submit })).toBeDisabled();
    // Playwright's text matchers skip <noscript> content, so read it from the DOM.
    const noscript = page.getByRole('form', { name: copy.heading }).locator('noscript');
    expect(await noscript.textContent()).toContain(copy.noScript);
  });
});
