// GET /api/payments/status?session_id=cs_… — what the page Stripe returns to may say about a purchase
// (credited / paid / open / unknown). It never adds credits: only the webhook does.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { getPaymentState } from '../models/payment.server.ts';
import { requireApiUser } from '../utils/auth.server.ts';
import { getDb } from '../utils/db.server.ts';
import { json } from '../utils/http.server.ts';
import { getStripe } from '../utils/stripe.server.ts';

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  const sessionId = new URL(request.url).searchParams.get('session_id');
  return json(await getPaymentState(getDb(), getStripe(), user.id, sessionId && /^[\w-]{1,255}$/.test(sessionId) ? sessionId : null));
}
