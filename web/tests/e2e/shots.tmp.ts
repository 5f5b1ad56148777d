// Phone screenshots in 812px slices, for looking at them.
import { launchBrowser, newContext, signIn, waitForHydration, PHONE } from './harness.ts';
const base = 'http://localhost:3123';
const paths = process.argv.slice(2);
const browser = await launchBrowser();
const context = await newContext(browser, PHONE);
const page = await context.newPage();
if (!paths.includes('--anon')) await signIn(page, base, 'ada.lovelace@example.com');
for (const p of paths.filter((x) => !x.startsWith('--'))) {
  await page.goto(base + p);
  await waitForHydration(page);
  await page.waitForTimeout(1500);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const name = p.replace(/[^a-z0-9]+/gi, '_') || 'root';
  for (let y = 0, i = 0; y < height && i < 6; y += 812, i++) {
    await page.screenshot({ path: `/tmp/crops/${name}-${i}.png`, fullPage: true, clip: { x: 0, y, width: 375, height: Math.min(812, height - y) } });
  }
  console.log(name, height);
}
await browser.close();
