// POST /api/create-billing-portal — {url} of a Stripe billing-portal session (receipts) for a user who
// has bought credits; otherwise 400 with the spec's message.
import type { ActionFunctionArgs } from '@remix-run/node';
import { createBillingPortal, NoPurchasesError, PAYMENTS_NOT_CONFIGURED_MESSAGE } from '../models/payment.server.ts';
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
  try {
    return json(await createBillingPortal(getDb(), setup, user.id, `${appUrl()}/settings?tab=credits`));
  } catch (error) {
    if (error instanceof NoPurchasesError) return jsonError(400, error.message);
    console.error('Billing portal session could not be created:', error);
    return jsonError(502, 'The billing portal could not be opened. Please try again.');
  }
}
