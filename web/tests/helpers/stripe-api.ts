// Stripe's API as the tests see it: the few endpoints cite-repair calls (customers, Checkout Sessions,
// billing-portal sessions), answering in Stripe's shapes, and signed webhook deliveries built with
// stripe.webhooks.generateTestHeaderString. Used by msw handlers (integration tests) and by the local
// look-alike server (browser tests, STRIPE_API_BASE).
import Stripe from 'stripe';

export interface FakeSession {
  id: string;
  object: 'checkout.session';
  mode: string;
  url: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid';
  amount_total: number;
  currency: string;
  customer: string | null;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  payment_intent: string | null;
  success_url: string;
  cancel_url: string;
  invoice_creation: { enabled: boolean } | null;
  quantity: number;
  unit_amount: number;
}

/** The state of the pretend Stripe account: what was created, and what was asked. */
export class StripeState {
  customers = new Map<string, { id: string; email: string; metadata: Record<string, string> }>();
  customerByIdempotencyKey = new Map<string, string>();
  sessions = new Map<string, FakeSession>();
  portalCalls: Record<string, string>[] = [];
  requests: { method: string; path: string; form: Record<string, string> }[] = [];
  private counter = 0;

  constructor(private readonly checkoutBase = 'https://checkout.stripe.com/c/pay') {}

  next(prefix: string): string {
    this.counter += 1;
    return `${prefix}_test_${this.counter.toString().padStart(6, '0')}${Math.random().toString(36).slice(2, 8)}`;
  }

  /** Answers one API request; `form` is the decoded x-www-form-urlencoded body. */
  handle(method: string, path: string, form: Record<string, string>, idempotencyKey: string | null): { status: number; body: unknown } {
    this.requests.push({ method, path, form });
    if (method === 'POST' && path === '/v1/customers') {
      const existing = idempotencyKey ? this.customerByIdempotencyKey.get(idempotencyKey) : undefined;
      if (existing) return { status: 200, body: { object: 'customer', ...this.customers.get(existing) } };
      const id = this.next('cus');
      const metadata = pick(form, 'metadata');
      this.customers.set(id, { id, email: form.email ?? '', metadata });
      if (idempotencyKey) this.customerByIdempotencyKey.set(idempotencyKey, id);
      return { status: 200, body: { id, object: 'customer', email: form.email ?? null, metadata } };
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      if (form.customer && !this.customers.has(form.customer)) {
        return {
          status: 400,
          body: { error: { type: 'invalid_request_error', code: 'resource_missing', param: 'customer', message: `No such customer: '${form.customer}'` } },
        };
      }
      const id = this.next('cs');
      const quantity = Number(form['line_items[0][quantity]'] ?? 1);
      const unit = Number(form['line_items[0][price_data][unit_amount]'] ?? 0);
      const session: FakeSession = {
        id,
        object: 'checkout.session',
        mode: form.mode ?? 'payment',
        url: `${this.checkoutBase}/${id}`,
        status: 'open',
        payment_status: 'unpaid',
        amount_total: quantity * unit,
        currency: form['line_items[0][price_data][currency]'] ?? 'usd',
        customer: form.customer ?? null,
        client_reference_id: form.client_reference_id ?? null,
        metadata: pick(form, 'metadata'),
        payment_intent: null,
        success_url: form.success_url ?? '',
        cancel_url: form.cancel_url ?? '',
        invoice_creation: form['invoice_creation[enabled]'] ? { enabled: form['invoice_creation[enabled]'] === 'true' } : null,
        quantity,
        unit_amount: unit,
      };
      this.sessions.set(id, session);
      return { status: 200, body: session };
    }
    const sessionMatch = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    if (method === 'GET' && sessionMatch) {
      const session = this.sessions.get(decodeURIComponent(sessionMatch[1] as string));
      if (!session) return { status: 404, body: { error: { type: 'invalid_request_error', message: 'No such checkout.session' } } };
      return { status: 200, body: session };
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      this.portalCalls.push(form);
      if (!form.customer || !this.customers.has(form.customer)) {
        return { status: 400, body: { error: { type: 'invalid_request_error', message: `No such customer: '${form.customer}'` } } };
      }
      return {
        status: 200,
        body: {
          id: this.next('bps'),
          object: 'billing_portal.session',
          customer: form.customer,
          return_url: form.return_url,
          url: `https://billing.stripe.com/p/session/${form.customer}`,
        },
      };
    }
    return { status: 404, body: { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` } } };
  }

  /** The customer pays: the session completes (what Stripe does before redirecting to success_url). */
  pay(sessionId: string): FakeSession {
    const session = this.sessions.get(sessionId);
    if (!session) throw new Error(`no session ${sessionId}`);
    session.status = 'complete';
    session.payment_status = 'paid';
    session.payment_intent ??= this.next('pi');
    return session;
  }
}

function pick(form: Record<string, string>, prefix: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(form)) {
    const match = new RegExp(`^${prefix}\\[([^\\]]+)\\]$`).exec(key);
    if (match) out[match[1] as string] = value;
  }
  return out;
}

export function decodeForm(body: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(body));
}

// --- webhook deliveries ----------------------------------------------------------------------------

const signer = new Stripe('sk_test_signer_only');

export function eventJson(type: string, object: unknown, options: { id?: string; created?: number } = {}): { id: string; payload: string } {
  const id = options.id ?? `evt_test_${Math.random().toString(36).slice(2, 14)}`;
  const event = {
    id,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: options.created ?? Math.floor(Date.now() / 1000),
    type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object },
  };
  return { id, payload: JSON.stringify(event, null, 2) };
}

/** A Stripe-Signature header for `payload`, as Stripe signs it (optionally at another time). */
export function signatureFor(payload: string, secret: string, timestamp?: number): string {
  return signer.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp !== undefined ? { timestamp } : {}) });
}

export function chargeFor(session: FakeSession, amountRefunded: number): Record<string, unknown> {
  return {
    id: `ch_for_${session.payment_intent}`,
    object: 'charge',
    amount: session.amount_total,
    amount_refunded: amountRefunded,
    currency: session.currency,
    payment_intent: session.payment_intent,
    refunded: amountRefunded >= session.amount_total,
    status: 'succeeded',
  };
}
