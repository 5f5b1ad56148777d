// Stripe's client, from the environment: STRIPE_SECRET_KEY (no key: payments are off and the purchase
// card says so), STRIPE_WEBHOOK_SECRET for the signed webhook, and STRIPE_API_BASE to talk to a local
// Stripe look-alike instead of api.stripe.com (end-to-end runs, staging).
import Stripe from 'stripe';
import { getEnv } from './env.server.ts';
import type { Env } from './env.server.ts';

export type { Stripe };

export interface StripeSetup {
  stripe: Stripe;
  webhookSecret: string;
}

/** Whether this server can take payments (a secret key and a webhook secret are configured). */
export function paymentsEnabled(env: Env = getEnv()): boolean {
  return Boolean(env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET);
}

/** Client options for an API base such as http://127.0.0.1:12111 (none: Stripe's own). */
export function apiBaseOptions(base: string | undefined): { host?: string; port?: number; protocol?: 'http' | 'https' } {
  if (!base) return {};
  const url = new URL(base);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443, protocol };
}

const cache = globalThis as { __citeRepairStripe?: { key: string; setup: StripeSetup } };

/** The configured client, or null when payments are not configured on this server. */
export function getStripe(env: Env = getEnv()): StripeSetup | null {
  if (!env.STRIPE_SECRET_KEY || !env.STRIPE_WEBHOOK_SECRET) return null;
  const key = `${env.STRIPE_SECRET_KEY}\n${env.STRIPE_WEBHOOK_SECRET}\n${env.STRIPE_API_BASE ?? ''}`;
  if (cache.__citeRepairStripe?.key !== key) {
    const stripe = new Stripe(env.STRIPE_SECRET_KEY, {
      ...apiBaseOptions(env.STRIPE_API_BASE),
      maxNetworkRetries: 2,
      timeout: 20_000,
      appInfo: { name: 'cite-repair' },
    });
    cache.__citeRepairStripe = { key, setup: { stripe, webhookSecret: env.STRIPE_WEBHOOK_SECRET } };
  }
  return cache.__citeRepairStripe.setup;
}
