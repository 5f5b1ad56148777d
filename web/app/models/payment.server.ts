// Credit purchases (issue 12, spec §2 /settings, §7, §9): Stripe Checkout for bundles of 100 credits,
// the billing portal for receipts, and the signed webhook — the only path by which bought credits
// arrive. Every webhook event is recorded by its id in the same transaction as the ledger entry it
// writes, and a purchase's ledger entry is keyed by its Checkout Session id, so a redelivered,
// replayed or racing event adds nothing twice. See docs/decisions/090-payments-through-the-signed-webhook.md.
import type Stripe from 'stripe';
import { CREDIT_BUNDLE, CREDIT_PURCHASE_MAX, CREDIT_PURCHASE_MIN } from '../lib/constants.ts';
import { checkoutAmount } from '../lib/credits.ts';
import type { Db } from '../utils/db.server.ts';
import type { StripeSetup } from '../utils/stripe.server.ts';
import { applyCreditChange } from './credit.server.ts';
import type { Tx } from './credit.server.ts';

/** $9.99 per bundle of 100 credits, in cents. */
export const BUNDLE_PRICE_CENTS = 999;
export const CURRENCY = 'usd';

export const NO_PURCHASES_MESSAGE = 'You need to make at least one purchase to view your receipts.';
export const PAYMENTS_NOT_CONFIGURED_MESSAGE = 'Payments are not configured on this server.';

export const purchaseKey = (checkoutSessionId: string) => `purchase:${checkoutSessionId}`;
export const purchaseRefundKey = (eventId: string) => `purchase-refund:${eventId}`;

export class PurchaseInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PurchaseInputError';
  }
}

export interface Purchase {
  credits: number;
  bundles: number;
  amountCents: number;
}

function purchaseOf(credits: number): Purchase {
  const bundles = credits / CREDIT_BUNDLE;
  return { credits, bundles, amountCents: bundles * BUNDLE_PRICE_CENTS };
}

/**
 * The checkout's payload: spec §7 sends `amount` (the price in dollars, bundles × 9.99); the screen also
 * sends `credits`. Either names the purchase; when both are given they must agree.
 */
export function parsePurchase(body: unknown): Purchase {
  const input = (body && typeof body === 'object' ? body : {}) as { credits?: unknown; amount?: unknown };
  const range = `Buy ${CREDIT_PURCHASE_MIN} to ${CREDIT_PURCHASE_MAX} credits, in steps of ${CREDIT_BUNDLE}.`;
  let fromCredits: number | undefined;
  if (input.credits !== undefined) {
    const credits = Number(input.credits);
    if (!Number.isInteger(credits) || credits < CREDIT_PURCHASE_MIN || credits > CREDIT_PURCHASE_MAX || credits % CREDIT_BUNDLE !== 0) {
      throw new PurchaseInputError(range);
    }
    fromCredits = credits;
  }
  let fromAmount: number | undefined;
  if (input.amount !== undefined) {
    const amount = Number(input.amount);
    const credits = Math.round(amount / (BUNDLE_PRICE_CENTS / 100)) * CREDIT_BUNDLE;
    if (!Number.isFinite(amount) || credits < CREDIT_PURCHASE_MIN || credits > CREDIT_PURCHASE_MAX || Math.abs(checkoutAmount(credits) - amount) > 0.005) {
      throw new PurchaseInputError(`The amount must be a number of ${CREDIT_BUNDLE}-credit bundles at $9.99 each. ${range}`);
    }
    fromAmount = credits;
  }
  const credits = fromCredits ?? fromAmount;
  if (credits === undefined) throw new PurchaseInputError(`Send {"credits": 100} or {"amount": 9.99}. ${range}`);
  if (fromCredits !== undefined && fromAmount !== undefined && fromCredits !== fromAmount) {
    throw new PurchaseInputError('The amount does not match the number of credits.');
  }
  return purchaseOf(credits);
}

interface PaymentUser {
  id: string;
  email: string;
}

/**
 * The user's Stripe customer: created once (Stripe's idempotency key covers a double click) and stored.
 * `replacing` names a stored customer Stripe no longer knows (the keys moved to another account).
 */
export async function ensureStripeCustomer(db: Db, stripe: Stripe, user: PaymentUser, replacing?: string): Promise<string> {
  if (replacing) await db.user.updateMany({ where: { id: user.id, stripeCustomerId: replacing }, data: { stripeCustomerId: null } });
  const stored = await db.user.findUnique({ where: { id: user.id }, select: { stripeCustomerId: true } });
  if (stored?.stripeCustomerId) return stored.stripeCustomerId;
  const customer = await stripe.customers.create(
    { email: user.email, metadata: { userId: user.id } },
    { idempotencyKey: `cite-repair-customer:${user.id}${replacing ? `:replaces:${replacing}` : ''}` },
  );
  // Only the first writer stores its customer; everyone uses what is stored.
  await db.user.updateMany({ where: { id: user.id, stripeCustomerId: null }, data: { stripeCustomerId: customer.id } });
  const after = await db.user.findUnique({ where: { id: user.id }, select: { stripeCustomerId: true } });
  return after?.stripeCustomerId ?? customer.id;
}

/** Creates the Checkout Session of a purchase and remembers it; answers the URL the browser goes to. */
export async function createCheckoutSession(
  db: Db,
  setup: StripeSetup,
  user: PaymentUser,
  purchase: Purchase,
  baseUrl: string,
): Promise<{ url: string; id: string }> {
  const metadata = { userId: user.id, credits: String(purchase.credits), bundles: String(purchase.bundles) };
  const create = (customer: string) =>
    setup.stripe.checkout.sessions.create({
      mode: 'payment',
      customer,
      client_reference_id: user.id,
      line_items: [
        {
          quantity: purchase.bundles,
          price_data: {
            currency: CURRENCY,
            unit_amount: BUNDLE_PRICE_CENTS,
            product_data: { name: `${CREDIT_BUNDLE} cite-repair credits`, description: '1 credit = 1 AI-powered reference lookup. Credits never expire.' },
          },
        },
      ],
      metadata,
      payment_intent_data: { metadata },
      // An invoice per purchase: the receipts the billing portal lists.
      invoice_creation: { enabled: true },
      success_url: `${baseUrl}/settings?tab=credits&payment=success&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${baseUrl}/settings?tab=credits&payment=cancelled`,
    });
  const customer = await ensureStripeCustomer(db, setup.stripe, user);
  let session: Stripe.Checkout.Session;
  try {
    session = await create(customer);
  } catch (error) {
    if (!isMissingCustomer(error)) throw error;
    session = await create(await ensureStripeCustomer(db, setup.stripe, user, customer));
  }
  if (!session.url) throw new Error(`Stripe answered Checkout Session ${session.id} without a URL`);
  await db.payment.upsert({
    where: { checkoutSessionId: session.id },
    create: {
      userId: user.id,
      checkoutSessionId: session.id,
      credits: purchase.credits,
      bundles: purchase.bundles,
      amountTotal: purchase.amountCents,
      currency: CURRENCY,
    },
    update: {},
  });
  return { url: session.url, id: session.id };
}

function isMissingCustomer(error: unknown): boolean {
  const e = error as { code?: string; param?: string } | null;
  return e?.code === 'resource_missing' && e.param === 'customer';
}

export class NoPurchasesError extends Error {
  constructor() {
    super(NO_PURCHASES_MESSAGE);
    this.name = 'NoPurchasesError';
  }
}

/** A billing-portal session (receipts) for a user who has bought credits at least once. */
export async function createBillingPortal(db: Db, setup: StripeSetup, userId: string, returnUrl: string): Promise<{ url: string }> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { stripeCustomerId: true } });
  const paid = await db.payment.count({ where: { userId, creditedAt: { not: null } } });
  if (!user?.stripeCustomerId || paid === 0) throw new NoPurchasesError();
  const portal = await setup.stripe.billingPortal.sessions.create({ customer: user.stripeCustomerId, return_url: returnUrl });
  return { url: portal.url };
}

// --- the webhook -------------------------------------------------------------------------------

export type EventOutcome = { duplicate: true; outcome: string } | { duplicate: false; outcome: string };

/** Thrown for an event that cannot be applied yet: the webhook answers 500 and Stripe delivers it again. */
export class RetryLaterError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RetryLaterError';
  }
}

/**
 * Applies one verified Stripe event, at most once: the event id goes into StripeEvent first (a racing
 * delivery of the same event waits on that row and then finds it), and whatever the event does to
 * the ledger happens in the same transaction. An error rolls everything back, event row included,
 * so Stripe's redelivery tries again.
 */
export async function applyStripeEvent(db: Db, event: Stripe.Event): Promise<EventOutcome> {
  return db.$transaction(
    async (tx) => {
      const inserted = await tx.$queryRaw<{ id: string }[]>`
        INSERT INTO "StripeEvent" ("id", "type", "outcome") VALUES (${event.id}, ${event.type}, 'pending')
        ON CONFLICT ("id") DO NOTHING RETURNING "id"`;
      if (!inserted[0]) {
        const seen = await tx.stripeEvent.findUnique({ where: { id: event.id } });
        return { duplicate: true as const, outcome: seen?.outcome ?? 'seen' };
      }
      const outcome = await handleEvent(tx, event);
      await tx.stripeEvent.update({ where: { id: event.id }, data: { outcome } });
      return { duplicate: false as const, outcome };
    },
    // Twenty deliveries of one event wait for each other's row lock: give them time.
    { maxWait: 15_000, timeout: 20_000 },
  );
}

async function handleEvent(tx: Tx, event: Stripe.Event): Promise<string> {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      if (session.mode !== 'payment') return 'ignored: not a payment session';
      if (session.payment_status !== 'paid') return `ignored: payment_status ${session.payment_status}`;
      return creditPurchase(tx, session);
    }
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired': {
      const session = event.data.object;
      const status = event.type === 'checkout.session.expired' ? 'expired' : 'failed';
      const updated = await tx.payment.updateMany({ where: { checkoutSessionId: session.id, creditedAt: null }, data: { status } });
      return updated.count > 0 ? status : 'ignored: unknown session';
    }
    case 'charge.refunded':
      return takeBackRefund(tx, event.id, event.data.object, event.created);
    default:
      return `ignored: ${event.type}`;
  }
}

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

async function creditPurchase(tx: Tx, session: Stripe.Checkout.Session): Promise<string> {
  // The purchase row first, then the user's balance: the same order as refunds, so they never deadlock.
  await tx.$queryRaw`SELECT "id" FROM "Payment" WHERE "checkoutSessionId" = ${session.id} FOR UPDATE`;
  let payment = await tx.payment.findUnique({ where: { checkoutSessionId: session.id } });
  if (!payment) {
    // A session this server did not record (its row lost, or created elsewhere): trust only what the
    // signed event says, and only when the amount paid matches the bundles it names.
    const userId = session.client_reference_id ?? session.metadata?.userId ?? null;
    const credits = Number(session.metadata?.credits);
    if (!userId || !Number.isInteger(credits) || credits < CREDIT_PURCHASE_MIN || credits > CREDIT_PURCHASE_MAX || credits % CREDIT_BUNDLE !== 0) {
      return 'ignored: not a cite-repair purchase';
    }
    const user = await tx.user.findUnique({ where: { id: userId }, select: { id: true } });
    if (!user) return 'ignored: unknown user';
    const purchase = purchaseOf(credits);
    payment = await tx.payment.create({
      data: { userId, checkoutSessionId: session.id, credits, bundles: purchase.bundles, amountTotal: purchase.amountCents, currency: CURRENCY },
    });
  }
  if (session.amount_total !== payment.amountTotal || (session.currency ?? '').toLowerCase() !== payment.currency) {
    console.error(
      `Stripe session ${session.id}: paid ${session.amount_total} ${session.currency}, expected ${payment.amountTotal} ${payment.currency}; no credits added`,
    );
    return `ignored: amount ${session.amount_total} ${session.currency} does not match ${payment.amountTotal} ${payment.currency}`;
  }
  const result = await applyCreditChange(tx, {
    userId: payment.userId,
    amount: payment.credits,
    kind: 'purchase',
    description: `Purchased ${payment.credits} credits ($${(payment.amountTotal / 100).toFixed(2)})`,
    idempotencyKey: purchaseKey(session.id),
  });
  await tx.payment.update({
    where: { id: payment.id },
    data: {
      // A late duplicate does not undo a refund's status.
      status: payment.creditedAt ? payment.status : 'paid',
      creditedAt: payment.creditedAt ?? new Date(),
      paymentIntentId: payment.paymentIntentId ?? idOf(session.payment_intent),
    },
  });
  return result.applied ? `credited ${payment.credits}` : 'duplicate: session already credited';
}

/**
 * charge.refunded: the refunded share of the purchase's credits comes back off the balance, as far as
 * the balance allows (credits already spent on jobs stay spent). `amount_refunded` is cumulative, so
 * each event takes only what earlier refunds have not accounted for.
 */
async function takeBackRefund(tx: Tx, eventId: string, charge: Stripe.Charge, created: number): Promise<string> {
  const paymentIntentId = idOf(charge.payment_intent);
  if (!paymentIntentId) return 'ignored: charge without a payment intent';
  const rows = await tx.$queryRaw<{ id: string }[]>`SELECT "id" FROM "Payment" WHERE "paymentIntentId" = ${paymentIntentId} FOR UPDATE`;
  const row = rows[0];
  if (!row) {
    // The purchase may not be credited yet (Stripe does not promise the order of events): let Stripe
    // deliver this again later, for a day; after that it is not one of ours.
    if (Date.now() / 1000 - created < 24 * 3600) throw new RetryLaterError(`No credited purchase has payment intent ${paymentIntentId} yet`);
    return 'ignored: no purchase for this charge';
  }
  const payment = await tx.payment.findUniqueOrThrow({ where: { id: row.id } });
  const chargeAmount = charge.amount > 0 ? charge.amount : payment.amountTotal;
  const due = Math.min(payment.credits, Math.floor((payment.credits * charge.amount_refunded) / chargeAmount));
  const toTake = due - payment.creditsRefunded;
  if (toTake <= 0) return 'ignored: refund already accounted for';
  const user = await tx.$queryRaw<{ credits: number }[]>`SELECT "credits" FROM "User" WHERE "id" = ${payment.userId} FOR UPDATE`;
  const balance = user[0]?.credits ?? 0;
  const taken = Math.min(toTake, Math.max(0, balance));
  const kept = toTake - taken;
  await applyCreditChange(tx, {
    userId: payment.userId,
    amount: -taken,
    kind: 'purchase_refund',
    description:
      kept > 0
        ? `Refund of a credit purchase: ${taken} of ${toTake} credits taken back (${kept} already used)`
        : `Refund of a credit purchase: ${taken} credits taken back`,
    idempotencyKey: purchaseRefundKey(eventId),
  });
  await tx.payment.update({
    where: { id: payment.id },
    data: {
      creditsRefunded: payment.creditsRefunded + toTake,
      creditsReversed: payment.creditsReversed + taken,
      status: due >= payment.credits ? 'refunded' : 'partially_refunded',
    },
  });
  return `refunded ${taken} of ${toTake}`;
}

// --- the return from Checkout --------------------------------------------------------------------

/**
 * What the success page may say about a purchase: 'credited' once the webhook's ledger entry exists;
 * 'paid' when Stripe says the session is paid but the webhook has not arrived; 'open' when it is not
 * paid (or Stripe cannot be asked); 'unknown' when this user has no such purchase. Never adds credits.
 */
export type PaymentState = 'credited' | 'paid' | 'open' | 'unknown';

export async function getPaymentState(
  db: Db,
  setup: StripeSetup | null,
  userId: string,
  checkoutSessionId: string | null,
): Promise<{ state: PaymentState; credits?: number }> {
  const payment = checkoutSessionId
    ? await db.payment.findFirst({ where: { userId, checkoutSessionId } })
    : // Without a session id: this user's newest checkout of the last half hour.
      await db.payment.findFirst({ where: { userId, createdAt: { gte: new Date(Date.now() - 30 * 60_000) } }, orderBy: { createdAt: 'desc' } });
  if (!payment) return { state: 'unknown' };
  const entry = await db.creditTransaction.findUnique({ where: { idempotencyKey: purchaseKey(payment.checkoutSessionId) }, select: { id: true } });
  if (entry) return { state: 'credited', credits: payment.credits };
  if (!setup) return { state: 'open', credits: payment.credits };
  try {
    const session = await setup.stripe.checkout.sessions.retrieve(payment.checkoutSessionId);
    return { state: session.payment_status === 'paid' ? 'paid' : 'open', credits: payment.credits };
  } catch {
    return { state: 'open', credits: payment.credits };
  }
}
