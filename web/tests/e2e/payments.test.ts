// User stories for buying credits (issue 12) in headless Chromium, with the real app and a local Stripe
// look-alike standing in for Stripe (STRIPE_API_BASE): the purchase goes to the checkout page, comes
// back to 'Payment received, adding credits…', and the credits appear only when the signed webhook
// arrives through the real HTTP server. Receipts open the billing portal in a new tab.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { getDb } from '../../app/utils/db.server.ts';
import { startStripeLookAlike } from '../helpers/stripe-look-alike.ts';
import type { StripeLookAlike } from '../helpers/stripe-look-alike.ts';
import { newContext, screenshotBoth, signIn, startAppAndBrowser, waitForHydration } from './harness.ts';
import type { StartedApp } from './harness.ts';

const SECRET = 'whsec_e2e_payments_secret';
let app: StartedApp;
let stripe: StripeLookAlike;
let browser: Browser;
let stopApp: (() => Promise<void>) | undefined;

beforeAll(async () => {
  stripe = await startStripeLookAlike({ webhookUrl: () => `${app.base}/api/stripe/webhook`, webhookSecret: SECRET, autoWebhook: false });
  ({
    app,
    browser,
    stop: stopApp,
  } = await startAppAndBrowser({ STRIPE_SECRET_KEY: 'sk_test_e2e', STRIPE_WEBHOOK_SECRET: SECRET, STRIPE_API_BASE: stripe.base }));
}, 240_000);

afterAll(async () => {
  await stopApp?.();
  await stripe?.close();
});

async function signedInPage(email: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser);
  const page = await context.newPage();
  await signIn(page, app.base, email);
  return { context, page };
}

async function openCredits(page: Page) {
  await page.goto(`${app.base}/settings?tab=credits`);
  await waitForHydration(page);
  await page.getByTestId('credit-balance').waitFor();
}

const sessionIdOf = (url: string) => new URL(url).pathname.split('/').pop() as string;

describe('A signed-in user buying credits', () => {
  it('goes to checkout, comes back to "adding credits", and gets the credits when the webhook arrives', async () => {
    const email = `buyer-${Date.now()}@example.com`;
    const { context, page } = await signedInPage(email);
    await openCredits(page);
    expect(await page.getByTestId('payments-not-configured').count()).toBe(0);
    await page.getByRole('button', { name: '100 credits more' }).click();
    await page.getByRole('button', { name: '100 credits more' }).click();
    expect(await page.getByTestId('checkout-total').textContent()).toBe('$29.97');
    await page.getByRole('button', { name: 'Buy 300 credits' }).click();

    // Up to the redirect: the browser is on the checkout page of the session the app created.
    await page.waitForURL(`${stripe.base}/checkout/**`);
    const sessionId = sessionIdOf(page.url());
    expect(await page.getByTestId('checkout-summary').textContent()).toBe('3 × 100 credits — $29.97');
    const user = await getDb().user.findUniqueOrThrow({ where: { email } });
    expect(stripe.state.sessions.get(sessionId)).toMatchObject({ mode: 'payment', quantity: 3, client_reference_id: user.id, customer: user.stripeCustomerId });

    // The customer pays; Stripe sends the browser back before the webhook has arrived.
    await page.getByRole('button', { name: 'Pay $29.97' }).click();
    await page.waitForURL(`${app.base}/settings`);
    await waitForHydration(page);
    const status = page.getByTestId('payment-status');
    await status.waitFor();
    expect(await status.textContent()).toContain('Payment received, adding credits…');
    expect(await page.getByText('Payment Successful!').count()).toBe(0);
    expect(await page.getByTestId('credit-balance').textContent()).toBe('100');
    expect((await getDb().user.findUniqueOrThrow({ where: { email } })).credits).toBe(100);
    await screenshotBoth(page, 'settings-payment-adding', { fullPage: false });

    // The signed webhook, through the real HTTP server (raw body, signature checked).
    const delivery = await stripe.completeCheckout(sessionId);
    expect(delivery.status).toBe(200);
    await page.getByText('Payment Successful!').first().waitFor();
    await page.getByText('Your credits have been added to your account.').first().waitFor();
    await status.waitFor({ state: 'detached' });
    await page.waitForFunction(() => document.querySelector('[data-testid="credit-balance"]')?.textContent === '400');
    await page.getByTestId('transactions').getByText('Purchased 300 credits ($29.97)').waitFor();
    expect(await page.getByTestId('transactions').getByText('+300').count()).toBeGreaterThan(0);
    await screenshotBoth(page, 'settings-payment-credited');

    // Stripe delivers the same event again: nothing more.
    const replay = await stripe.sendEvent('checkout.session.completed', stripe.state.sessions.get(sessionId), { id: delivery.eventId });
    expect(replay.status).toBe(200);
    expect(JSON.parse(replay.body)).toMatchObject({ duplicate: true });
    expect((await getDb().user.findUniqueOrThrow({ where: { email } })).credits).toBe(400);

    // View Receipts: the billing portal of this customer, in a new tab.
    const [portal] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: 'View Receipts' }).click()]);
    await portal.waitForURL(`${stripe.base}/portal/${user.stripeCustomerId}`);
    await portal.getByRole('heading', { name: 'Receipts' }).waitFor();
    await context.close();
  });

  it('sees nothing for a bare ?payment=success: no toast until a payment is confirmed', async () => {
    const { context, page } = await signedInPage(`bare-${Date.now()}@example.com`);
    await page.goto(`${app.base}/settings?payment=success`);
    await waitForHydration(page);
    await page.waitForURL(`${app.base}/settings`);
    await page.getByTestId('credit-balance').waitFor();
    await page.waitForTimeout(2500);
    expect(await page.getByText('Payment Successful!').count()).toBe(0);
    expect(await page.getByTestId('payment-status').count()).toBe(0);
    await context.close();
  });

  it('is told the payment is being confirmed when the webhook has not come after 60 s', async () => {
    const { context, page } = await signedInPage(`slow-${Date.now()}@example.com`);
    await openCredits(page);
    await page.getByRole('button', { name: 'Buy 100 credits' }).click();
    await page.waitForURL(`${stripe.base}/checkout/**`);
    const sessionId = sessionIdOf(page.url());
    stripe.pay(sessionId);
    await page.clock.install();
    await page.goto(stripe.successUrl(sessionId));
    await waitForHydration(page);
    const status = page.getByTestId('payment-status');
    await status.getByText('Payment received, adding credits…').waitFor();
    await page.clock.runFor(62_000);
    await status.getByText('Your payment is being confirmed. The credits will appear in your account shortly.').waitFor();
    expect(await page.getByText('Payment Successful!').count()).toBe(0);
    // The webhook comes late: the page still notices.
    expect((await stripe.completeCheckout(sessionId)).status).toBe(200);
    await page.clock.runFor(11_000);
    await page.getByText('Payment Successful!').first().waitFor();
    await context.close();
  });

  it('cancels on the checkout page and sees the cancelled toast', async () => {
    const { context, page } = await signedInPage(`cancel-${Date.now()}@example.com`);
    await openCredits(page);
    await page.getByRole('button', { name: 'Buy 100 credits' }).click();
    await page.waitForURL(`${stripe.base}/checkout/**`);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByText('Payment Cancelled').first().waitFor();
    await page.getByText('Your credit purchase was cancelled.').first().waitFor();
    await page.waitForURL(`${app.base}/settings`);
    expect(await page.getByTestId('credit-balance').textContent()).toBe('100');
    await context.close();
  });

  it('without a purchase, View Receipts says a purchase is needed first', async () => {
    const { context, page } = await signedInPage(`noreceipts-${Date.now()}@example.com`);
    await openCredits(page);
    await page.getByRole('button', { name: 'View Receipts' }).click();
    await page.getByText('Unable to Access Billing Portal').first().waitFor();
    await page.getByText('You need to make at least one purchase to view your receipts.').first().waitFor();
    await context.close();
  });
});
