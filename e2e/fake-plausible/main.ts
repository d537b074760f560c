// The fake Plausible collector from the command line (Playwright's webServer):
//   PORT=7189 PLAUSIBLE_DOMAIN=site.test PLAUSIBLE_SITE_ORIGINS=http://site.test:7183 npx tsx e2e/fake-plausible/main.ts
import { start } from './server';

const port = Number(process.env.PORT ?? 0);
const domain = process.env.PLAUSIBLE_DOMAIN ?? '';
const siteOrigins = (process.env.PLAUSIBLE_SITE_ORIGINS ?? '').split(',').filter(Boolean);
if (!port || !domain || siteOrigins.length === 0) {
  console.error('fake-plausible: set PORT, PLAUSIBLE_DOMAIN and PLAUSIBLE_SITE_ORIGINS (comma-separated)');
  process.exit(1);
}
void start({ port, domain, siteOrigins }).then(({ origin }) => console.log(`fake Plausible collector on ${origin}`));
