// The configured abuse limits as rules, and the subjects a request counts against.
import type { RateRule } from '../models/rate-limit.server.ts';
import { clientIp } from './client-ip.server.ts';
import { getEnv } from './env.server.ts';
import type { Env } from './env.server.ts';

const MINUTE = 60_000;

export function rateRules(env: Env = getEnv()) {
  return {
    signIn: { scope: 'sign-in', limit: env.RATE_LIMIT_SIGN_IN, windowMs: 15 * MINUTE },
    // The provider's return to /api/auth/callback is counted apart: one sign-in is one attempt, not two.
    signInReturn: { scope: 'sign-in', key: 'sign-in-return', limit: env.RATE_LIMIT_SIGN_IN, windowMs: 15 * MINUTE },
    signUp: { scope: 'sign-up', limit: env.RATE_LIMIT_SIGN_UP, windowMs: 60 * MINUTE },
    uploadPerUser: { scope: 'upload', limit: env.RATE_LIMIT_UPLOADS_PER_USER, windowMs: 60 * MINUTE },
    uploadPerIp: { scope: 'upload', limit: env.RATE_LIMIT_UPLOADS_PER_IP, windowMs: 60 * MINUTE },
  } satisfies Record<string, RateRule>;
}

/** "ip:<address>" of the request, or undefined when it did not come through the server (tests). */
export function ipSubject(request: Request): string | undefined {
  const ip = clientIp(request);
  return ip ? `ip:${ip}` : undefined;
}
