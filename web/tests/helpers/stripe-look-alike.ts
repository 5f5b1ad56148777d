// A local Stripe look-alike for browser tests and staging: point the app at it with
// STRIPE_API_BASE=http://127.0.0.1:<port>. It answers the API calls cite-repair makes (customers,
// Checkout Sessions, billing-portal sessions) in Stripe's shapes, serves a small checkout page at each
// session's url, and delivers signed webhook events (checkout.session.completed, charge.refunded) to
// the app, as Stripe would. Nothing here talks to the real Stripe.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { chargeFor, decodeForm, eventJson, signatureFor, StripeState } from './stripe-api.ts';
import type { FakeSession } from './stripe-api.ts';

export interface StripeLookAlike {
  base: string;
  state: StripeState;
  /** The customer pays on the checkout page: the session completes. */
  pay(sessionId: string): FakeSession;
  /** Delivers a signed event to the app's webhook; answers the app's status. */
  sendEvent(type: string, object: unknown, options?: { id?: string }): Promise<{ status: number; body: string; eventId: string }>;
  completeCheckout(sessionId: string): Promise<{ status: number; body: string; eventId: string }>;
  refund(sessionId: string, amountRefunded?: number): Promise<{ status: number; body: string; eventId: string }>;
  /** Where the checkout page sends the browser for a session (success_url with its id filled in). */
  successUrl(sessionId: string): string;
  close(): Promise<void>;
}

export interface StripeLookAlikeOptions {
  /** The app's webhook endpoint, e.g. http://localhost:3000/api/stripe/webhook (or a function giving it). */
  webhookUrl: string | (() => string);
  webhookSecret: string;
  /** Deliver checkout.session.completed when the checkout page's Pay button is pressed (default true). */
  autoWebhook?: boolean;
  port?: number;
}

/** The secret key of `Authorization: Bearer sk_…` (Stripe's clients) or Basic (curl -u sk_…:). */
function apiKeyOf(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const [scheme, value = ''] = header.split(' ');
  if (scheme === 'Bearer') return value;
  if (scheme === 'Basic') return Buffer.from(value, 'base64').toString('utf8').split(':')[0];
  return undefined;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export async function startStripeLookAlike(options: StripeLookAlikeOptions): Promise<StripeLookAlike> {
  let base = '';
  const state = new StripeState('');
  const autoWebhook = options.autoWebhook ?? true;

  const sendEvent = async (type: string, object: unknown, eventOptions: { id?: string } = {}) => {
    const event = eventJson(type, object, eventOptions);
    const response = await fetch(typeof options.webhookUrl === 'function' ? options.webhookUrl() : options.webhookUrl, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Stripe-Signature': signatureFor(event.payload, options.webhookSecret),
        'User-Agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
      },
      body: event.payload,
    });
    return { status: response.status, body: await response.text(), eventId: event.id };
  };
  const pay = (sessionId: string) => state.pay(sessionId);
  const successUrl = (sessionId: string) => (state.sessions.get(sessionId)?.success_url ?? '').replace('{CHECKOUT_SESSION_ID}', sessionId);

  const server = http.createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => {
      void (async () => {
        const url = new URL(req.url ?? '/', base);
        const portal = /^\/portal\/([\w-]+)$/.exec(url.pathname);
        if (portal && req.method === 'GET') {
          res
            .writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
            .end(
              `<!doctype html><html><head><title>Billing portal (Stripe look-alike)</title></head><body><h1>Receipts</h1><p>Customer ${escapeHtml(portal[1] as string)}</p></body></html>`,
            );
          return;
        }
        const page = /^\/checkout\/([\w-]+)(\/pay|\/cancel)?$/.exec(url.pathname);
        if (page) {
          const session = state.sessions.get(page[1] as string);
          if (!session) {
            res.writeHead(404, { 'Content-Type': 'text/plain' }).end('No such checkout session');
            return;
          }
          if (req.method === 'POST' && page[2] === '/pay') {
            pay(session.id);
            if (autoWebhook) await sendEvent('checkout.session.completed', session);
            res.writeHead(303, { Location: successUrl(session.id) }).end();
            return;
          }
          if (req.method === 'POST' && page[2] === '/cancel') {
            res.writeHead(303, { Location: session.cancel_url }).end();
            return;
          }
          const total = `$${(session.amount_total / 100).toFixed(2)}`;
          res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
            .end(`<!doctype html><html><head><title>Checkout (Stripe look-alike)</title></head><body>
<h1>Stripe look-alike checkout</h1><p data-testid="checkout-summary">${session.quantity} × 100 credits — ${escapeHtml(total)}</p>
<form method="post" action="/checkout/${session.id}/pay"><button type="submit">Pay ${escapeHtml(total)}</button></form>
<form method="post" action="/checkout/${session.id}/cancel"><button type="submit">Cancel</button></form></body></html>`);
          return;
        }
        if (!apiKeyOf(req.headers.authorization)?.startsWith('sk_')) {
          res
            .writeHead(401, { 'Content-Type': 'application/json' })
            .end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } }));
          return;
        }
        const form = req.method === 'GET' ? Object.fromEntries(url.searchParams) : decodeForm(raw);
        const key = req.headers['idempotency-key'];
        const answer = state.handle(req.method ?? 'GET', url.pathname, form, typeof key === 'string' ? key : null);
        // Checkout and billing-portal pages live on this server too.
        const object = answer.status === 200 ? (answer.body as { object?: string; url?: string; id?: string; customer?: string }) : null;
        if (object?.object === 'checkout.session') object.url = `${base}/checkout/${object.id}`;
        if (object?.object === 'billing_portal.session') object.url = `${base}/portal/${object.customer}`;
        res.writeHead(answer.status, { 'Content-Type': 'application/json', 'Request-Id': 'req_lookalike' }).end(JSON.stringify(answer.body));
      })().catch((error: unknown) => {
        res.writeHead(500, { 'Content-Type': 'application/json' }).end(JSON.stringify({ error: { type: 'api_error', message: String(error) } }));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    base,
    state,
    pay,
    sendEvent,
    successUrl,
    completeCheckout: (sessionId) => sendEvent('checkout.session.completed', pay(sessionId)),
    refund: (sessionId, amountRefunded) => {
      const session = state.sessions.get(sessionId);
      if (!session) throw new Error(`no session ${sessionId}`);
      return sendEvent('charge.refunded', chargeFor(session, amountRefunded ?? session.amount_total));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// Run on its own (staging, trying the purchase flow by hand):
//   STRIPE_WEBHOOK_SECRET=whsec_local APP_URL=http://localhost:3000 npx tsx web/tests/helpers/stripe-look-alike.ts
// then start the app with STRIPE_SECRET_KEY=sk_test_local, the same STRIPE_WEBHOOK_SECRET and
// STRIPE_API_BASE=http://127.0.0.1:12111. Pressing Pay on its checkout page delivers the webhook.
if (process.argv[1] && import.meta.url === (await import('node:url')).pathToFileURL(process.argv[1]).href) {
  const secret = process.env.STRIPE_WEBHOOK_SECRET;
  if (!secret) throw new Error('Set STRIPE_WEBHOOK_SECRET (the same value the app uses).');
  const appUrl = (process.env.APP_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
  const lookAlike = await startStripeLookAlike({
    webhookUrl: `${appUrl}/api/stripe/webhook`,
    webhookSecret: secret,
    port: Number(process.env.STRIPE_LOOKALIKE_PORT || 12111),
  });
  console.log(`Stripe look-alike on ${lookAlike.base}; webhooks go to ${appUrl}/api/stripe/webhook`);
}
