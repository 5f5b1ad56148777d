// POST /api/create-checkout-session — JSON {amount} (spec §7: the price in dollars) and/or {credits}
// → {url} of a Stripe Checkout Session for that many 100-credit bundles. The credits arrive later,
// only through the signed webhook (api.stripe.webhook.ts).
import type { ActionFunctionArgs } from '@remix-run/node';
import { createCheckoutSession, parsePurchase, PAYMENTS_NOT_CONFIGURED_MESSAGE, PurchaseInputError } from '../models/payment.server.ts';
import { requireApiUser } from '../utils/auth.server.ts';
import { getDb } from '../utils/db.server.ts';
import { appUrl } from '../utils/env.server.ts';
import { json, jsonError } from '../utils/http.server.ts';
import { getStripe } from '../utils/stripe.server.ts';

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== 'POST') return jsonError(405, 'Use POST.');
  const user = await requireApiUser(request);
  const setup = getStripe();
  if (!setup) return jsonError(503, PAYMENTS_NOT_CONFIGURED_MESSAGE);
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return jsonError(400, 'Send a JSON body such as {"credits": 100}.');
  }
  try {
    const purchase = parsePurchase(body);
    const session = await createCheckoutSession(getDb(), setup, user, purchase, appUrl());
    return json({ url: session.url });
  } catch (error) {
    if (error instanceof PurchaseInputError) return jsonError(400, error.message);
    console.error('Checkout Session could not be created:', error);
    return jsonError(502, 'Failed to initiate credit purchase. Please try again.');
  }
}
