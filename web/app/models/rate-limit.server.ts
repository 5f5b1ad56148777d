// Abuse limits (issue 13 item 7): fixed-window counters in PostgreSQL, so that every web process
// counts against the same numbers. One statement per hit — an upsert that starts a new window or
// adds one to the current one and returns the count — so two processes never lose a hit between a
// read and a write. A refused request gets 429 with Retry-After: the seconds left in the window.
import type { Db } from '../utils/db.server.ts';
import { jsonError, plainPage } from '../utils/http.server.ts';

export interface RateRule {
  /** What is limited, in the message, and in the key unless `key` is given ("upload", "sign-in"…). */
  scope: string;
  /** A count of its own for a rule said as another ("sign-in" started and "sign-in" returning). */
  key?: string;
  /** At most this many hits per window; 0 switches the rule off. */
  limit: number;
  windowMs: number;
}

export interface RateHit {
  allowed: boolean;
  count: number;
  /** Seconds until the window ends (at least 1). */
  retryAfter: number;
}

/** Counts one hit of `subject` ("ip:127.0.0.1", "user:<id>") under `rule`. */
export async function hitRateLimit(db: Db, rule: RateRule, subject: string): Promise<RateHit> {
  if (rule.limit <= 0) return { allowed: true, count: 0, retryAfter: 0 };
  const now = Date.now();
  const windowStart = new Date(Math.floor(now / rule.windowMs) * rule.windowMs);
  const expiresAt = new Date(windowStart.getTime() + rule.windowMs);
  const rows = await db.$queryRaw<{ count: number }[]>`
    INSERT INTO "RateLimit" ("key", "windowStart", "count", "expiresAt")
    VALUES (${`${rule.key ?? rule.scope}:${subject}`}, ${windowStart}, 1, ${expiresAt})
    ON CONFLICT ("key") DO UPDATE SET
      "count" = CASE WHEN "RateLimit"."windowStart" = EXCLUDED."windowStart" THEN "RateLimit"."count" + 1 ELSE 1 END,
      "windowStart" = EXCLUDED."windowStart",
      "expiresAt" = EXCLUDED."expiresAt"
    RETURNING "count"`;
  const count = Number(rows[0]?.count ?? 1);
  // Now and then, rows of windows long gone are swept (no scheduler needed).
  if (Math.random() < 0.01) await db.rateLimit.deleteMany({ where: { expiresAt: { lt: new Date(now - 60_000) } } }).catch(() => {});
  return { allowed: count <= rule.limit, count, retryAfter: Math.max(1, Math.ceil((expiresAt.getTime() - now) / 1000)) };
}

export const RATE_LIMITED_TITLE = 'Too many requests';

export function rateLimitMessage(scope: string, retryAfter: number): string {
  const wait = retryAfter >= 90 ? `${Math.ceil(retryAfter / 60)} minutes` : `${retryAfter} seconds`;
  return `Too many ${scope} attempts from here. Please wait ${wait} and try again.`;
}

/** The 429 answer of an /api route. */
export function rateLimitedResponse({ scope, hit }: RateRefusal): Response {
  const response = jsonError(429, `${RATE_LIMITED_TITLE}: ${rateLimitMessage(scope, hit.retryAfter)}`, { title: RATE_LIMITED_TITLE });
  response.headers.set('Retry-After', String(hit.retryAfter));
  return response;
}

export interface RateRefusal {
  scope: string;
  hit: RateHit;
}

/**
 * Hits every rule for its subject (a request counts against its IP and its user); the first refusal
 * is the answer. Subjects that are unknown (no IP behind a test call) are skipped.
 */
export async function checkRateLimits(db: Db, checks: { rule: RateRule; subject: string | undefined }[]): Promise<RateRefusal | null> {
  for (const { rule, subject } of checks) {
    if (!subject) continue;
    const hit = await hitRateLimit(db, rule, subject);
    if (!hit.allowed) return { scope: rule.scope, hit };
  }
  return null;
}

/** The 429 answer of a browser page (sign-in). */
export function rateLimitedPage({ scope, hit }: RateRefusal): Response {
  return plainPage({
    title: RATE_LIMITED_TITLE,
    message: rateLimitMessage(scope, hit.retryAfter),
    status: 429,
    headers: { 'Retry-After': String(hit.retryAfter) },
  });
}
