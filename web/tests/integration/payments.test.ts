// Credit purchases (issue 12) against a real PostgreSQL, with Stripe's API answered by msw in Stripe's
// shapes and webhook deliveries signed as Stripe signs them (stripe.webhooks.generateTestHeaderString):
// checkout, the webhook (valid, bad signature, stale timestamp, replay, 20 racing deliveries),
// refunds, the billing portal, the return page's status, and the ledger invariant after jobs and
// purchases race each other.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import * as checkoutRoute from '../../app/routes/api.create-checkout-session.ts';
import * as portalRoute from '../../app/routes/api.create-billing-portal.ts';
import * as webhookRoute from '../../app/routes/api.stripe.webhook.ts';
import * as statusRoute from '../../app/routes/api.payments.status.ts';
import * as userCredits from '../../app/routes/api.user.credits.ts';
import { refundJobReservation, reserveJobCredits, settleJobCredits, InsufficientCreditsError } from '../../app/models/credit.server.ts';
import { checkLedger } from '../../app/models/ledger.server.ts';
import { parsePurchase, PurchaseInputError } from '../../app/models/payment.server.ts';
import { getDb } from '../../app/utils/db.server.ts';
import { resetEnv } from '../../app/utils/env.server.ts';
import { getPublicConfig } from '../../app/utils/public-config.server.ts';
import { call, signedInUser } from '../helpers/route.ts';
import { chargeFor, decodeForm, eventJson, signatureFor, StripeState } from '../helpers/stripe-api.ts';
import type { FakeSession } from '../helpers/stripe-api.ts';

type AnyRoute = Parameters<typeof call>[0];

const SECRET = 'whsec_test_secret_for_payments';
let stripe = new StripeState();

const server = setupServer(
  http.all('https://api.stripe.com/*', async ({ request }) => {
    const url = new URL(request.url);
    const form = request.method === 'GET' ? {} : decodeForm(await request.text());
    const answer = stripe.handle(request.method, url.pathname, form, request.headers.get('idempotency-key'));
    return HttpResponse.json(answer.body as Record<string, unknown>, { status: answer.status, headers: { 'request-id': 'req_test' } });
  }),
);

function configurePayments(on: boolean) {
  if (on) {
    process.env.STRIPE_SECRET_KEY = 'sk_test_cite_repair';
    process.env.STRIPE_WEBHOOK_SECRET = SECRET;
  } else {
    delete process.env.STRIPE_SECRET_KEY;
    delete process.env.STRIPE_WEBHOOK_SECRET;
  }
  delete process.env.STRIPE_API_BASE;
  resetEnv();
}

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  configurePayments(true);
});
afterEach(() => server.resetHandlers());
afterAll(() => {
  server.close();
  configurePayments(false);
});

async function checkout(cookie: string, body: unknown) {
  return call(checkoutRoute.action as AnyRoute, '/api/create-checkout-session', {
    method: 'POST',
    cookie,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

async function startPurchase(cookie: string, credits: number): Promise<FakeSession> {
  const response = await checkout(cookie, { credits });
  expect(response.status).toBe(200);
  const { url } = (await response.json()) as { url: string };
  const id = url.split('/').pop() as string;
  return stripe.sessions.get(id) as FakeSession;
}

async function deliver(payload: string, signature: string | null) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (signature !== null) headers['Stripe-Signature'] = signature;
  return call(webhookRoute.action as AnyRoute, '/api/stripe/webhook', { method: 'POST', headers, body: payload });
}

async function deliverEvent(type: string, object: unknown, options: { id?: string; created?: number } = {}) {
  const event = eventJson(type, object, options);
  const response = await deliver(event.payload, signatureFor(event.payload, SECRET));
  return { id: event.id, payload: event.payload, response, body: (await response.json()) as Record<string, unknown> };
}

async function balance(userId: string): Promise<number> {
  return (await getDb().user.findUniqueOrThrow({ where: { id: userId } })).credits;
}

async function purchaseEntries(userId: string) {
  return getDb().creditTransaction.findMany({ where: { userId, kind: 'purchase' } });
}

describe('Prices and the checkout payload (spec §9)', () => {
  it('accepts 100 to 1000 credits in steps of 100, by credits or by the amount in dollars', () => {
    expect(parsePurchase({ credits: 100 })).toEqual({ credits: 100, bundles: 1, amountCents: 999 });
    expect(parsePurchase({ credits: 1000 })).toEqual({ credits: 1000, bundles: 10, amountCents: 9990 });
    expect(parsePurchase({ amount: 29.97 })).toEqual({ credits: 300, bundles: 3, amountCents: 2997 });
    expect(parsePurchase({ amount: 9.99, credits: 100 })).toMatchObject({ credits: 100 });
    for (const bad of [
      { credits: 0 },
      { credits: 50 },
      { credits: 150 },
      { credits: 1100 },
      { credits: '1e2x' },
      { amount: 10 },
      { amount: 109.89 },
      { amount: 9.99, credits: 200 },
      {},
      null,
    ]) {
      expect(() => parsePurchase(bad), JSON.stringify(bad)).toThrow(PurchaseInputError);
    }
  });
});

describe('POST /api/create-checkout-session', () => {
  it('answers 401 to a signed-out caller', async () => {
    const response = await call(checkoutRoute.action as AnyRoute, '/api/create-checkout-session', { method: 'POST', body: '{"credits":100}' });
    expect(response.status).toBe(401);
  });

  it('creates a payment-mode session for the bundles, with the user as client_reference_id and one stored customer', async () => {
    stripe = new StripeState();
    const { user, cookie } = await signedInUser();
    const session = await startPurchase(cookie, 300);
    expect(session).toMatchObject({
      mode: 'payment',
      quantity: 3,
      unit_amount: 999,
      amount_total: 2997,
      currency: 'usd',
      client_reference_id: user.id,
      metadata: { userId: user.id, credits: '300', bundles: '3' },
      invoice_creation: { enabled: true },
    });
    expect(session.success_url).toBe('http://localhost:3000/settings?tab=credits&payment=success&session_id={CHECKOUT_SESSION_ID}');
    expect(session.cancel_url).toBe('http://localhost:3000/settings?tab=credits&payment=cancelled');
    const stored = await getDb().user.findUniqueOrThrow({ where: { id: user.id } });
    expect(stored.stripeCustomerId).toBe(session.customer);
    expect(await getDb().payment.findUnique({ where: { checkoutSessionId: session.id } })).toMatchObject({
      userId: user.id,
      credits: 300,
      bundles: 3,
      amountTotal: 2997,
      status: 'open',
    });

    // The second purchase reuses the customer; nothing is credited by starting a checkout.
    const again = await startPurchase(cookie, 100);
    expect(again.customer).toBe(session.customer);
    expect(stripe.requests.filter((r) => r.path === '/v1/customers')).toHaveLength(1);
    expect(await balance(user.id)).toBe(100);
  });

  it('two checkouts started at once still give the user a single customer', async () => {
    stripe = new StripeState();
    const { user, cookie } = await signedInUser();
    const sessions = await Promise.all([startPurchase(cookie, 100), startPurchase(cookie, 200), startPurchase(cookie, 100)]);
    const stored = await getDb().user.findUniqueOrThrow({ where: { id: user.id } });
    expect(new Set(sessions.map((s) => s.customer))).toEqual(new Set([stored.stripeCustomerId]));
  });

  it('replaces a stored customer that Stripe no longer knows (keys moved to another account)', async () => {
    stripe = new StripeState();
    const { user, cookie } = await signedInUser();
    await getDb().user.update({ where: { id: user.id }, data: { stripeCustomerId: 'cus_from_the_old_account' } });
    const session = await startPurchase(cookie, 100);
    expect(session.customer).toMatch(/^cus_test_/);
    expect((await getDb().user.findUniqueOrThrow({ where: { id: user.id } })).stripeCustomerId).toBe(session.customer);
  });

  it('takes the spec payload {amount} in dollars and refuses amounts off the price list', async () => {
    const { cookie } = await signedInUser();
    const ok = await checkout(cookie, { amount: 99.9 });
    expect(ok.status).toBe(200);
    expect((await ok.json()).url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);
    const bad = await checkout(cookie, { amount: 12.5 });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toMatch(/bundles at \$9\.99/);
  });

  it('answers 502 with the purchase-failed text when Stripe refuses', async () => {
    server.use(
      http.post('https://api.stripe.com/v1/checkout/sessions', () => HttpResponse.json({ error: { type: 'api_error', message: 'boom' } }, { status: 500 })),
    );
    const { cookie } = await signedInUser();
    const response = await checkout(cookie, { credits: 100 });
    expect(response.status).toBe(502);
    expect((await response.json()).error).toBe('Failed to initiate credit purchase. Please try again.');
  });
});

describe('POST /api/stripe/webhook', () => {
  it('adds the credits and a ledger entry for checkout.session.completed with payment_status paid', async () => {
    const { user, cookie } = await signedInUser();
    const session = stripe.pay((await startPurchase(cookie, 200)).id);
    const delivery = await deliverEvent('checkout.session.completed', session);
    expect(delivery.response.status).toBe(200);
    expect(delivery.body).toMatchObject({ received: true, duplicate: false, outcome: 'credited 200' });
    expect(await balance(user.id)).toBe(300);
    const entries = await purchaseEntries(user.id);
    expect(entries).toEqual([
      expect.objectContaining({ amount: 200, balanceAfter: 300, description: 'Purchased 200 credits ($19.98)', idempotencyKey: `purchase:${session.id}` }),
    ]);
    expect(await getDb().payment.findUnique({ where: { checkoutSessionId: session.id } })).toMatchObject({
      status: 'paid',
      paymentIntentId: session.payment_intent,
      creditedAt: expect.any(Date),
    });
    const credits = await (await call(userCredits.loader as AnyRoute, '/api/user/credits', { cookie })).json();
    expect(credits.transactions[0]).toMatchObject({ description: 'Purchased 200 credits ($19.98)', amount: 200, createdAt: expect.any(String) });
  });

  it('refuses a bad signature, a missing signature, a wrong secret and a stale timestamp, changing nothing', async () => {
    const { user, cookie } = await signedInUser();
    const session = stripe.pay((await startPurchase(cookie, 100)).id);
    const event = eventJson('checkout.session.completed', session);
    const valid = signatureFor(event.payload, SECRET);
    const tampered = event.payload.replace('"amount_total": 999', '"amount_total": 99900');
    const cases: [string, string, string | null][] = [
      ['tampered body', tampered, valid],
      ['no header', event.payload, null],
      ['garbage header', event.payload, 't=1,v1=deadbeef'],
      ['other secret', event.payload, signatureFor(event.payload, 'whsec_someone_else')],
      ['stale timestamp (10 minutes old)', event.payload, signatureFor(event.payload, SECRET, Math.floor(Date.now() / 1000) - 600)],
    ];
    for (const [name, payload, signature] of cases) {
      const response = await deliver(payload, signature);
      expect(response.status, name).toBe(400);
    }
    expect(await balance(user.id)).toBe(100);
    expect(await getDb().stripeEvent.count({ where: { id: event.id } })).toBe(0);
    // The same event, properly signed, still works afterwards.
    expect((await deliver(event.payload, valid)).status).toBe(200);
    expect(await balance(user.id)).toBe(200);
  });

  it('verifies the exact bytes Stripe sent (whitespace and non-ASCII kept)', async () => {
    const { user, cookie } = await signedInUser();
    const session = stripe.pay((await startPurchase(cookie, 100)).id);
    const event = eventJson('checkout.session.completed', { ...session, metadata: { ...session.metadata, note: 'Zoë — “quoted”' } });
    const payload = `${event.payload}\n\n`;
    const response = await deliver(payload, signatureFor(payload, SECRET));
    expect(response.status).toBe(200);
    expect(await balance(user.id)).toBe(200);
  });

  it('applies a replayed event once, and a second event for the same session once', async () => {
    const { user, cookie } = await signedInUser();
    const session = stripe.pay((await startPurchase(cookie, 500)).id);
    const first = await deliverEvent('checkout.session.completed', session);
    // Stripe redelivers the same event (same id), even with a fresh signature.
    const replay = await deliver(first.payload, signatureFor(first.payload, SECRET));
    expect(replay.status).toBe(200);
    expect(await replay.json()).toMatchObject({ duplicate: true, outcome: 'credited 500' });
    // Another event about the same session (e.g. async_payment_succeeded) adds nothing either.
    const other = await deliverEvent('checkout.session.async_payment_succeeded', session);
    expect(other.body).toMatchObject({ duplicate: false, outcome: 'duplicate: session already credited' });
    expect(await balance(user.id)).toBe(600);
    expect(await purchaseEntries(user.id)).toHaveLength(1);
  });

  it('20 concurrent deliveries of one event add the credits once', async () => {
    const { user, cookie } = await signedInUser();
    const session = stripe.pay((await startPurchase(cookie, 1000)).id);
    const event = eventJson('checkout.session.completed', session);
    const responses = await Promise.all(Array.from({ length: 20 }, () => deliver(event.payload, signatureFor(event.payload, SECRET))));
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(200));
    const bodies = (await Promise.all(responses.map((r) => r.json()))) as { duplicate: boolean }[];
    expect(bodies.filter((b) => !b.duplicate)).toHaveLength(1);
    expect(await balance(user.id)).toBe(1100);
    expect(await purchaseEntries(user.id)).toHaveLength(1);
  });

  it('20 different events for one session racing also credit it once', async () => {
    const { user, cookie } = await signedInUser();
    const session = stripe.pay((await startPurchase(cookie, 300)).id);
    const deliveries = await Promise.all(Array.from({ length: 20 }, () => deliverEvent('checkout.session.completed', session)));
    expect(deliveries.map((d) => d.response.status)).toEqual(Array(20).fill(200));
    expect(await balance(user.id)).toBe(400);
    expect(await purchaseEntries(user.id)).toHaveLength(1);
  });

  it('adds nothing for an unpaid session, and credits it when the async payment succeeds', async () => {
    const { user, cookie } = await signedInUser();
    const open = await startPurchase(cookie, 100);
    const unpaid = await deliverEvent('checkout.session.completed', { ...open, status: 'complete' });
    expect(unpaid.body).toMatchObject({ outcome: 'ignored: payment_status unpaid' });
    expect(await balance(user.id)).toBe(100);
    const paid = await deliverEvent('checkout.session.async_payment_succeeded', stripe.pay(open.id));
    expect(paid.body).toMatchObject({ outcome: 'credited 100' });
    expect(await balance(user.id)).toBe(200);
  });

  it('adds nothing when the amount paid does not match the purchase', async () => {
    const { user, cookie } = await signedInUser();
    const session = stripe.pay((await startPurchase(cookie, 500)).id);
    const delivery = await deliverEvent('checkout.session.completed', { ...session, amount_total: 999 });
    expect(delivery.body.outcome).toMatch(/^ignored: amount 999 usd does not match 4995 usd/);
    expect(await balance(user.id)).toBe(100);
  });

  it('credits a session it did not record only from the signed metadata of a cite-repair purchase', async () => {
    const { user } = await signedInUser();
    const foreign = await deliverEvent('checkout.session.completed', {
      id: 'cs_test_elsewhere',
      object: 'checkout.session',
      mode: 'payment',
      payment_status: 'paid',
      amount_total: 1998,
      currency: 'usd',
      client_reference_id: user.id,
      metadata: { userId: user.id, credits: '200' },
      payment_intent: 'pi_test_elsewhere',
    });
    expect(foreign.body.outcome).toBe('credited 200');
    const unrelated = await deliverEvent('checkout.session.completed', {
      id: 'cs_test_other_product',
      object: 'checkout.session',
      mode: 'payment',
      payment_status: 'paid',
      amount_total: 500,
      currency: 'usd',
      metadata: {},
    });
    expect(unrelated.body.outcome).toBe('ignored: not a cite-repair purchase');
    expect(await balance(user.id)).toBe(300);
  });

  it('answers 200 to events it does not handle, and records them', async () => {
    const delivery = await deliverEvent('customer.created', { id: 'cus_x', object: 'customer' });
    expect(delivery.response.status).toBe(200);
    expect(await getDb().stripeEvent.findUnique({ where: { id: delivery.id } })).toMatchObject({ outcome: 'ignored: customer.created' });
  });
});

describe('Refunds (charge.refunded)', () => {
  it('a full refund takes the credits back, once', async () => {
    const { user, cookie } = await signedInUser();
    const session = stripe.pay((await startPurchase(cookie, 300)).id);
    await deliverEvent('checkout.session.completed', session);
    expect(await balance(user.id)).toBe(400);
    const refund = await deliverEvent('charge.refunded', chargeFor(session, session.amount_total));
    expect(refund.body).toMatchObject({ outcome: 'refunded 300 of 300' });
    expect(await balance(user.id)).toBe(100);
    const replay = await deliver(refund.payload, signatureFor(refund.payload, SECRET));
    expect(await replay.json()).toMatchObject({ duplicate: true });
    // A later event with the same cumulative refund takes nothing more.
    const again = await deliverEvent('charge.refunded', chargeFor(session, session.amount_total));
    expect(again.body).toMatchObject({ outcome: 'ignored: refund already accounted for' });
    expect(await balance(user.id)).toBe(100);
    const entry = await getDb().creditTransaction.findFirstOrThrow({ where: { userId: user.id, kind: 'purchase_refund' } });
    expect(entry).toMatchObject({ amount: -300, description: 'Refund of a credit purchase: 300 credits taken back' });
    expect(await getDb().payment.findUnique({ where: { checkoutSessionId: session.id } })).toMatchObject({
      status: 'refunded',
      creditsRefunded: 300,
      creditsReversed: 300,
    });
  });

  it('partial refunds take back their share; cumulative amounts are not counted twice', async () => {
    const { user, cookie } = await signedInUser();
    const session = stripe.pay((await startPurchase(cookie, 1000)).id);
    await deliverEvent('checkout.session.completed', session);
    await deliverEvent('charge.refunded', chargeFor(session, 2997)); // 3 of 10 bundles
    expect(await balance(user.id)).toBe(800);
    await deliverEvent('charge.refunded', chargeFor(session, 4995)); // 5 of 10 in all
    expect(await balance(user.id)).toBe(600);
  });

  it('takes back only what the balance still holds, and records the rest as used', async () => {
    const { user, cookie } = await signedInUser();
    const session = stripe.pay((await startPurchase(cookie, 200)).id);
    await deliverEvent('checkout.session.completed', session);
    await reserveJobCredits(getDb(), { userId: user.id, jobId: crypto.randomUUID(), amount: 250, filename: 'big.docx' });
    expect(await balance(user.id)).toBe(50);
    const refund = await deliverEvent('charge.refunded', chargeFor(session, session.amount_total));
    expect(refund.body).toMatchObject({ outcome: 'refunded 50 of 200' });
    expect(await balance(user.id)).toBe(0);
    const entry = await getDb().creditTransaction.findFirstOrThrow({ where: { userId: user.id, kind: 'purchase_refund' } });
    expect(entry).toMatchObject({ amount: -50, description: 'Refund of a credit purchase: 50 of 200 credits taken back (150 already used)' });
    expect(await getDb().payment.findUnique({ where: { checkoutSessionId: session.id } })).toMatchObject({ creditsRefunded: 200, creditsReversed: 50 });
  });

  it('a refund that arrives before its purchase is credited is retried by Stripe (500, not recorded)', async () => {
    const { user, cookie } = await signedInUser();
    const session = stripe.pay((await startPurchase(cookie, 100)).id);
    const early = await deliverEvent('charge.refunded', chargeFor(session, session.amount_total));
    expect(early.response.status).toBe(500);
    expect(await getDb().stripeEvent.count({ where: { id: early.id } })).toBe(0);
    await deliverEvent('checkout.session.completed', session);
    const redelivered = await deliver(early.payload, signatureFor(early.payload, SECRET));
    expect(redelivered.status).toBe(200);
    expect(await balance(user.id)).toBe(100);
  });
});

describe('POST /api/create-billing-portal', () => {
  it("says 'You need to make at least one purchase to view your receipts.' before any purchase", async () => {
    const { cookie } = await signedInUser();
    await startPurchase(cookie, 100); // a customer, but no completed purchase
    const response = await call(portalRoute.action as AnyRoute, '/api/create-billing-portal', { method: 'POST', cookie });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'You need to make at least one purchase to view your receipts.' });
  });

  it("opens the portal for the user's customer after a purchase", async () => {
    const { user, cookie } = await signedInUser();
    await deliverEvent('checkout.session.completed', stripe.pay((await startPurchase(cookie, 100)).id));
    const response = await call(portalRoute.action as AnyRoute, '/api/create-billing-portal', { method: 'POST', cookie });
    expect(response.status).toBe(200);
    const customer = (await getDb().user.findUniqueOrThrow({ where: { id: user.id } })).stripeCustomerId as string;
    expect(await response.json()).toEqual({ url: `https://billing.stripe.com/p/session/${customer}` });
    expect(stripe.portalCalls.at(-1)).toEqual({ customer, return_url: 'http://localhost:3000/settings?tab=credits' });
  });
});

describe('GET /api/payments/status (the page Stripe returns to)', () => {
  const status = async (cookie: string, sessionId?: string) =>
    (await call(statusRoute.loader as AnyRoute, `/api/payments/status${sessionId ? `?session_id=${sessionId}` : ''}`, { cookie })).json();

  it('says unknown, open, paid and credited only as they become true, and never adds credits', async () => {
    const { user, cookie } = await signedInUser();
    expect(await status(cookie)).toEqual({ state: 'unknown' });
    const session = await startPurchase(cookie, 200);
    expect(await status(cookie, session.id)).toEqual({ state: 'open', credits: 200 });
    stripe.pay(session.id);
    expect(await status(cookie, session.id)).toEqual({ state: 'paid', credits: 200 });
    expect(await status(cookie)).toEqual({ state: 'paid', credits: 200 });
    expect(await balance(user.id)).toBe(100);
    await deliverEvent('checkout.session.completed', stripe.sessions.get(session.id));
    expect(await status(cookie, session.id)).toEqual({ state: 'credited', credits: 200 });
    // Someone else's session is unknown to this user.
    const other = await signedInUser();
    expect(await status(other.cookie, session.id)).toEqual({ state: 'unknown' });
  });
});

describe('Without Stripe keys (a fresh machine)', () => {
  it('the screens are told payments are off, and the payment routes answer 503', async () => {
    configurePayments(false);
    try {
      expect(getPublicConfig().paymentsEnabled).toBe(false);
      const { cookie } = await signedInUser();
      const checkoutResponse = await checkout(cookie, { credits: 100 });
      expect(checkoutResponse.status).toBe(503);
      expect((await checkoutResponse.json()).error).toBe('Payments are not configured on this server.');
      expect((await call(portalRoute.action as AnyRoute, '/api/create-billing-portal', { method: 'POST', cookie })).status).toBe(503);
      expect((await deliver('{}', 't=1,v1=x')).status).toBe(503);
    } finally {
      configurePayments(true);
    }
    expect(getPublicConfig().paymentsEnabled).toBe(true);
  });
});

describe('The ledger', () => {
  it('is append-only: entries cannot be changed or deleted, but go with their user', async () => {
    const { user } = await signedInUser();
    const db = getDb();
    const entry = await db.creditTransaction.findFirstOrThrow({ where: { userId: user.id } });
    await expect(db.creditTransaction.update({ where: { id: entry.id }, data: { amount: 1000 } })).rejects.toThrow(/append-only/);
    await expect(db.creditTransaction.delete({ where: { id: entry.id } })).rejects.toThrow(/append-only/);
    await db.user.delete({ where: { id: user.id } });
    expect(await db.creditTransaction.count({ where: { userId: user.id } })).toBe(0);
  });

  it('ledger check: every balance equals the sum of its entries after jobs and purchases race', async () => {
    const db = getDb();
    const users = await Promise.all(Array.from({ length: 4 }, () => signedInUser()));
    const work: Promise<unknown>[] = [];
    for (const { user, cookie } of users) {
      // Purchases: three bought, each delivered 5 times at once; one of them refunded.
      const sessions = await Promise.all([startPurchase(cookie, 100), startPurchase(cookie, 200), startPurchase(cookie, 300)]);
      for (const s of sessions) stripe.pay(s.id);
      for (const s of sessions) {
        const event = eventJson('checkout.session.completed', s);
        for (let i = 0; i < 5; i++) work.push(deliver(event.payload, signatureFor(event.payload, SECRET)));
      }
      // Jobs: reserve, then settle or refund, some of them twice (a retried task).
      for (let j = 0; j < 8; j++) {
        const jobId = crypto.randomUUID();
        work.push(
          (async () => {
            try {
              await reserveJobCredits(db, { userId: user.id, jobId, amount: 40 + j * 5, filename: `job-${j}.docx` });
            } catch (error) {
              if (error instanceof InsufficientCreditsError) return;
              throw error;
            }
            const finish = () =>
              db.$transaction((tx) =>
                j % 3 === 0
                  ? refundJobReservation(tx, { userId: user.id, jobId, filename: `job-${j}.docx`, reason: 'failed' })
                  : settleJobCredits(tx, { userId: user.id, jobId, charge: 30 + j * 7, filename: `job-${j}.docx` }),
              );
            await Promise.all([finish(), finish()].map((p) => p.catch(() => undefined)));
          })(),
        );
      }
      work.push(
        (async () => {
          await new Promise((r) => setTimeout(r, 50));
          const refunded = sessions[1] as FakeSession;
          // Retried until the purchase has been credited (Stripe would redeliver).
          for (let attempt = 0; attempt < 50; attempt++) {
            const event = eventJson('charge.refunded', chargeFor(refunded, refunded.amount_total), { id: `evt_refund_${refunded.id}` });
            const response = await deliver(event.payload, signatureFor(event.payload, SECRET));
            if (response.status === 200) return;
            await new Promise((r) => setTimeout(r, 100));
          }
          throw new Error('the refund was never applied');
        })(),
      );
    }
    const results = await Promise.all(work);
    for (const r of results) if (r instanceof Response) expect(r.status).toBe(200);

    for (const { user } of users) {
      expect(await purchaseEntries(user.id)).toHaveLength(3);
      expect(await db.creditTransaction.count({ where: { userId: user.id, kind: 'purchase_refund' } })).toBe(1);
    }
    const report = await checkLedger(db);
    expect(report.problems).toEqual([]);
    expect(report.entries).toBeGreaterThan(0);

    // The script itself, on this database.
    const tsx = path.resolve(import.meta.dirname, '..', '..', '..', 'node_modules', '.bin', 'tsx');
    const { stdout } = await promisify(execFile)(tsx, ['server/ledger-check.ts'], { cwd: path.resolve(import.meta.dirname, '..', '..'), env: process.env });
    expect(stdout).toMatch(/^Ledger check passed: \d+ users, \d+ entries/);
  }, 60_000);

  it('ledger check names a user whose balance was changed without an entry', async () => {
    const { user } = await signedInUser();
    const db = getDb();
    await db.user.update({ where: { id: user.id }, data: { credits: { increment: 7 } } });
    const report = await checkLedger(db);
    expect(report.problems).toContainEqual(expect.objectContaining({ userId: user.id, balance: 107, ledgerSum: 100 }));
    await db.user.update({ where: { id: user.id }, data: { credits: { decrement: 7 } } });
    expect((await checkLedger(db)).problems.filter((p) => p.userId === user.id)).toEqual([]);
  });
});
