import { launchBrowser, newContext, signIn, waitForHydration, listFixtures } from './harness.ts';
const base = 'http://localhost:3123';
const browser = await launchBrowser();
const context = await newContext(browser);
const page = await context.newPage();
page.on('pageerror', (e) => console.log('pageerror', e.message));
page.on('response', (r) => { if (r.url().includes('/api/')) console.log('HTTP', r.status(), r.url().replace(base, '')); });
await signIn(page, base, 'bob@example.com');
const fx = listFixtures()[2]!;
await page.locator('input[type=file]').setInputFiles(fx.file);
await page.getByRole('button', { name: 'Process Document with AI' }).click();
await page.waitForURL(base + '/analysis');
for (let i = 0; i < 8; i++) {
  await page.waitForTimeout(1000);
  const txt = await page.locator('main').innerText();
  console.log(i, txt.slice(0, 120).replace(/\n/g, ' | '));
  console.log(await page.evaluate(() => sessionStorage.getItem('currentJob')?.slice(0, 200)));
}
await browser.close();
