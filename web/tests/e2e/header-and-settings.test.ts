// User stories of a signed-in user's header, menus and settings, in headless Chromium: the credits
// button, the user menu without admin links, the phone navigation menu, and the profile and credits
// tabs of /settings with the payment-return toasts.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { LAPTOP, PHONE, screenshotBoth, screenshotsDir, waitForHydration } from './harness.ts';
import { app, signedInUser, useScreensApp } from './screens-app.ts';

useScreensApp();

describe('A signed-in user', () => {
  let context: BrowserContext;
  let page: Page;
  const email = 'carol.reader@example.com';

  beforeAll(async () => {
    ({ context, page } = await signedInUser(email));
  }, 60_000);
  afterAll(async () => context?.close());

  it('has a header with the credits button and a user menu without admin links', async () => {
    await page.goto(`${app.base}/`);
    await waitForHydration(page);
    expect(await page.getByTestId('credits-button').getAttribute('href')).toBe('/settings?tab=credits');
    await page.getByRole('button', { name: 'Account menu' }).click();
    const menu = page.getByRole('menu');
    await menu.waitFor();
    expect(await menu.textContent()).toContain(email);
    await menu.getByRole('menuitem', { name: 'Settings & History' }).waitFor();
    await menu.getByRole('menuitem', { name: 'Log out' }).waitFor();
    expect(await menu.getByRole('menuitem', { name: 'Admin Panel' }).count()).toBe(0);
    expect(await page.getByTestId('avatar-initials').textContent()).toBe('C');
    await page.screenshot({ path: path.join(screenshotsDir, 'user-menu.laptop.png'), animations: 'disabled' });
    await page.keyboard.press('Escape');
    // The next story starts once the menu has closed (its close animation holds the page's pointer events).
    await menu.waitFor({ state: 'hidden' });
  });

  it('signs out with a mouse click on "Log out": the session is gone, the old cookie opens nothing', async () => {
    // Its own browser, so the other stories keep their session.
    const own = await signedInUser('dan.leaving@example.com');
    try {
      await own.page.goto(`${app.base}/jobs`);
      await waitForHydration(own.page);
      const cookies = await own.context.cookies();
      await own.page.getByRole('button', { name: 'Account menu' }).click();
      await own.page.getByRole('menuitem', { name: 'Log out' }).click();
      await own.page.waitForURL(`${app.base}/`);
      expect((await own.page.request.get(`${app.base}/api/auth/user`)).status()).toBe(401);
      // The cookie from before, copied into a fresh browser, is dead on the server.
      const copy = await own.context.browser()?.newContext();
      await copy?.addCookies(cookies);
      expect((await copy?.request.get(`${app.base}/api/auth/user`))?.status()).toBe(401);
      await copy?.close();
    } finally {
      await own.context.close();
    }
  });

  it('collapses the nav into a dropdown with the credit count on a phone', async () => {
    await page.setViewportSize(PHONE);
    const toggle = page.getByRole('button', { name: 'Open navigation menu' });
    await toggle.waitFor({ state: 'visible' });
    await toggle.click();
    const menu = page.getByRole('menu');
    for (const item of ['Upload', 'Analysis', 'Jobs', 'Settings']) await menu.getByRole('menuitem', { name: new RegExp(`^${item}`) }).waitFor();
    expect(await menu.getByRole('menuitem', { name: /credits$/ }).textContent()).toMatch(/\d+ credits/);
    await page.screenshot({ path: path.join(screenshotsDir, 'nav-menu.phone.png'), animations: 'disabled' });
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    await page.setViewportSize(LAPTOP);
  });

  it('shows profile and credits in settings, and a toast when coming back from a cancelled payment', async () => {
    // A bare ?payment=success claims nothing: no purchase was confirmed (issue 12).
    await page.goto(`${app.base}/settings?payment=success`);
    await waitForHydration(page);
    await page.waitForURL(`${app.base}/settings`);
    expect(await page.getByText('Payment Successful!').count()).toBe(0);
    await page.goto(`${app.base}/settings`);
    await waitForHydration(page);
    await page.getByText('Account type').waitFor();
    await screenshotBoth(page, 'settings-profile');
    await page.getByRole('tab', { name: 'Credits & History' }).click();
    await page.waitForURL(`${app.base}/settings?tab=credits`);
    await page.getByTestId('payments-not-configured').waitFor();
    expect(await page.getByTestId('payments-not-configured').textContent()).toContain('Payments are not configured on this server');
    expect(await page.getByRole('button', { name: 'Buy 100 credits' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'View Receipts' }).isDisabled()).toBe(true);
    await page.getByTestId('transactions').getByText('Welcome bonus: 100 free credits').waitFor();
    await page.goto(`${app.base}/settings?payment=cancelled`);
    await waitForHydration(page);
    await page.getByText('Payment Cancelled').first().waitFor();
    await page.waitForURL(`${app.base}/settings`);
  });
});
