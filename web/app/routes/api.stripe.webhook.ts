// POST /api/stripe/webhook — Stripe's events, the only way bought credits arrive. The raw body is
// verified against the Stripe-Signature header with STRIPE_WEBHOOK_SECRET (and Stripe's 5-minute
// timestamp tolerance) before anything is read from it; each event applies at most once.
import type { ActionFunctionArgs } from '@remix-run/node';
import { applyStripeEvent, RetryLaterError } from '../models/payment.server.ts';
import type { Stripe } from '../utils/stripe.server.ts';
import { getDb } from '../utils/db.server.ts';
import { json, jsonError } from '../utils/http.server.ts';
import { getStripe } from '../utils/stripe.server.ts';

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== 'POST') return jsonError(405, 'Use POST.');
  const setup = getStripe();
  if (!setup) return jsonError(503, 'Payments are not configured on this server.');
  const signature = request.headers.get('Stripe-Signature');
  if (!signature) return jsonError(400, 'Missing Stripe-Signature header');
  // The exact bytes Stripe signed: nothing before this route parses the body (see server/create-app.ts).
  const payload = Buffer.from(await request.arrayBuffer());
  let event: Stripe.Event;
  try {
    event = setup.stripe.webhooks.constructEvent(payload, signature, setup.webhookSecret);
  } catch (error) {
    return jsonError(400, `Webhook signature verification failed: ${(error as Error).message}`);
  }
  try {
    const result = await applyStripeEvent(getDb(), event);
    return json({ received: true, duplicate: result.duplicate, outcome: result.outcome });
  } catch (error) {
    if (!(error instanceof RetryLaterError)) console.error(`Stripe event ${event.id} (${event.type}) failed:`, error);
    // Not recorded: Stripe delivers it again.
    return jsonError(500, `Event ${event.id} could not be applied yet; it will be retried.`);
  }
}
