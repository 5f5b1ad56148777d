// User stories of the screens a signed-out visitor sees, in headless Chromium: the landing page, the
// 404 page, the terms and the privacy policy, and the log-in prompts of /jobs and /settings.
// Screenshots at 1280×800 and 375×812 go to test-results/screenshots/.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { newContext, screenshotBoth } from './harness.ts';
import { app, browser, DEMO, open, useScreensApp } from './screens-app.ts';

useScreensApp();

describe('Signed-out visitors', () => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await newContext(browser);
  });
  afterAll(async () => context?.close());

  it('see the landing page: 7 problems, the verification claim, the demo link, sign-in and the footer', async () => {
    const page = await open(context, '/');
    await page.getByRole('heading', { name: '7 problems with AI-generated documents' }).waitFor();
    const problems = page.getByRole('heading', { level: 3 }).filter({ hasText: /^Problem \d/ });
    expect(await problems.count()).toBe(7);
    for (const title of [
      'No BibTeX export',
      'Uncited references',
      'Duplicate citations',
      'Wrong bibliographic info',
      'Multiple reference lists',
      'Repeated same-place citations',
      'Incorrect numbering',
    ]) {
      await page.getByRole('heading', { name: `Problem`, exact: false }).filter({ hasText: title }).first().waitFor();
    }
    await page.getByRole('heading', { name: 'Every reference verified with multiple strategies' }).waitFor();
    expect(await page.getByRole('link', { name: 'Watch the demo' }).getAttribute('href')).toBe(DEMO);
    expect(await page.getByRole('link', { name: 'Sign In', exact: true }).getAttribute('href')).toBe('/api/login');
    expect(await page.getByText('AI-Powered Citation Repair').first().isVisible()).toBe(true);
    const footer = page.locator('footer');
    expect(await footer.textContent()).toContain('Example Research Tools Inc.');
    expect(await footer.getByRole('link', { name: 'Send feedback' }).getAttribute('href')).toBe('mailto:hello@example.com');
    expect(await footer.textContent()).toContain('Made in Canada');
    expect(await footer.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe('/terms');
    expect(await footer.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy');
    await screenshotBoth(page, 'landing');
    await page.close();
  });

  it('cannot reach the internet from the test browser', async () => {
    const page = await context.newPage();
    await expect(page.goto('https://example.com/demo-video')).rejects.toThrow(/ERR_NAME_NOT_RESOLVED/);
    await page.close();
  });

  it('load the landing page without console errors, the icon included (no 404 for /favicon.ico)', async () => {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(`${app.base}/`);
    await page.getByRole('heading', { name: '7 problems with AI-generated documents' }).waitFor();
    const icon = await page.request.get(`${app.base}/favicon.ico`);
    expect(icon.status()).toBe(200);
    expect(icon.headers()['content-type']).toContain('image/svg+xml');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('read the worked example (where the landing page links when no demo video is configured)', async () => {
    const page = await open(context, '/demo');
    await page.getByRole('heading', { level: 1, name: 'A worked example' }).waitFor();
    expect(await page.getByTestId('demo-before').textContent()).toContain('[1][1]');
    expect(await page.getByTestId('demo-after').textContent()).toContain('(Vaswani et al., 2017)');
    expect(await page.getByTestId('demo-bibtex').textContent()).toContain('@article{lecun2015,');
    expect(await page.getByRole('link', { name: 'Try it on your document' }).getAttribute('href')).toBe('/');
    await screenshotBoth(page, 'demo');
    await page.close();
  });

  it('get the 404 page for any other path', async () => {
    const page = await context.newPage();
    const response = await page.goto(`${app.base}/no/such/page`);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await screenshotBoth(page, 'not-found');
    await page.close();
  });

  it('read the terms and the privacy policy from the database, with a last-updated date', async () => {
    const terms = await open(context, '/terms');
    await terms.getByRole('heading', { level: 1, name: 'Terms of Service' }).waitFor();
    // One date line, from the page's updatedAt (the seeded HTML carries none of its own).
    expect(await terms.getByText(/Last updated/).allTextContents()).toEqual(['Last updated: August 3, 2025']);
    await terms.getByRole('heading', { level: 2, name: '1. The service' }).waitFor();
    await screenshotBoth(terms, 'terms');
    const privacy = await open(context, '/privacy');
    await privacy.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
    expect(await privacy.getByText(/Last updated/).allTextContents()).toEqual(['Last updated: August 3, 2025']);
    await screenshotBoth(privacy, 'privacy');
    await terms.close();
    await privacy.close();
  });

  it('sign in on the local sign-in page, which fits a phone (no sideways scrolling)', async () => {
    const page = await context.newPage();
    await page.goto(`${app.base}/api/login`);
    await page.getByRole('heading', { name: 'Sign in to cite-repair' }).waitFor();
    // Its card was 92vw wide plus padding and border: 35px wider than a 390px phone.
    await screenshotBoth(page, 'local-sign-in');
    await page.close();
  });

  it('are asked to log in on /jobs and /settings', async () => {
    const jobs = await open(context, '/jobs');
    await jobs.getByText('Please log in to view your processing jobs.').waitFor();
    const settings = await open(context, '/settings');
    await settings.getByText('Please log in to access your settings.').waitFor();
    expect(await settings.getByRole('link', { name: 'Log In' }).getAttribute('href')).toBe('/api/login?returnTo=%2Fsettings');
    await jobs.close();
    await settings.close();
  });
});
