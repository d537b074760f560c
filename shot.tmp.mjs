import { chromium } from '@playwright/test';
const [base, ...paths] = process.argv.slice(2);
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync'] });
for (const path of paths) for (const w of [1280, 375]) {
  const p = await b.newPage({ viewport: { width: w, height: 900 } });
  await p.goto(base + path); await p.waitForTimeout(500);
  const name = `/tmp/shot${path.replace(/\//g,'_') || '_home'}-${w}.png`;
  await p.screenshot({ path: name, fullPage: true }); console.log(name);
  await p.close();
}
await b.close();
