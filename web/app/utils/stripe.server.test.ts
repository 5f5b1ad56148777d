import { describe, expect, it } from 'vitest';
import { parseEnv } from './env.server.ts';
import { apiBaseOptions, getStripe, paymentsEnabled } from './stripe.server.ts';

describe('Stripe configuration', () => {
  it('is off without keys, and wants the secret key and the webhook secret together', () => {
    expect(paymentsEnabled(parseEnv({}))).toBe(false);
    expect(getStripe(parseEnv({}))).toBeNull();
    expect(() => parseEnv({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(/STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set together/);
    expect(() => parseEnv({ STRIPE_WEBHOOK_SECRET: 'whsec_x' })).toThrow(/must be set together/);
    const env = parseEnv({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' });
    expect(paymentsEnabled(env)).toBe(true);
    expect(getStripe(env)?.webhookSecret).toBe('whsec_x');
  });

  it('takes its API base from STRIPE_API_BASE', () => {
    expect(apiBaseOptions(undefined)).toEqual({});
    expect(apiBaseOptions('http://127.0.0.1:12111')).toEqual({ host: '127.0.0.1', port: 12111, protocol: 'http' });
    expect(apiBaseOptions('https://stripe-mock.internal')).toEqual({ host: 'stripe-mock.internal', port: 443, protocol: 'https' });
    expect(() => parseEnv({ STRIPE_API_BASE: 'not a url' })).toThrow(/STRIPE_API_BASE/);
  });
});
