// The fake Plausible collector from the command line; from code, start it through start.ts.
//   PORT=4189 PLAUSIBLE_DOMAIN=site.test PLAUSIBLE_SITE_ORIGINS=http://site.test:4187 npx tsx dev-services/fake-plausible/server.ts
import { createCollector } from './collector';

const port = Number(process.env.PORT ?? 0);
const domain = process.env.PLAUSIBLE_DOMAIN ?? '';
const siteOrigins = (process.env.PLAUSIBLE_SITE_ORIGINS ?? '').split(',').filter(Boolean);
if (!port || !domain || siteOrigins.length === 0) {
  console.error('fake-plausible: set PORT, PLAUSIBLE_DOMAIN and PLAUSIBLE_SITE_ORIGINS (comma-separated)');
  process.exit(1);
}
createCollector({ domain, siteOrigins }).listen(port, '127.0.0.1', () =>
  console.log(`fake Plausible collector for ${domain} on http://127.0.0.1:${port}`),
);
