import { afterEach, describe, expect, it } from 'vitest';
import * as callbackRoute from '../routes/api.auth.callback.ts';
import * as loginRoute from '../routes/api.login.ts';
import * as processRoute from '../routes/api.process.ts';
import { getDb } from '../utils/db.server.ts';
import { CLIENT_IP_HEADER } from '../utils/client-ip.server.ts';
import { resetEnv } from '../utils/env.server.ts';
import { call, signedInUser } from '../../tests/helpers/route.ts';
import { citedDocx, uploadForm } from '../../tests/helpers/make-docx.ts';
import { hitRateLimit } from './rate-limit.server.ts';

type AnyRoute = Parameters<typeof call>[0];

afterEach(() => {
  delete process.env.RATE_LIMIT_SIGN_IN;
  delete process.env.RATE_LIMIT_UPLOADS_PER_USER;
  delete process.env.RATE_LIMIT_UPLOADS_PER_IP;
  resetEnv();
});

describe('hitRateLimit', () => {
  it('counts every hit of concurrent callers exactly once (one upsert statement) and refuses past the limit', async () => {
    const rule = { scope: 'test', limit: 10, windowMs: 60_000 };
    const hits = await Promise.all(Array.from({ length: 15 }, () => hitRateLimit(getDb(), rule, 'ip:10.0.0.1')));
    expect(hits.map((h) => h.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
    expect(hits.filter((h) => h.allowed)).toHaveLength(10);
    for (const hit of hits) expect(hit.retryAfter).toBeGreaterThanOrEqual(1);
    expect(hits.every((h) => h.retryAfter <= 60)).toBe(true);
    // Another subject has its own count.
    expect((await hitRateLimit(getDb(), rule, 'ip:10.0.0.2')).count).toBe(1);
  });

  it('starts again in a new window; limit 0 is off', async () => {
    const rule = { scope: 'short', limit: 1, windowMs: 300 };
    await new Promise((r) => setTimeout(r, 300 - (Date.now() % 300) + 5));
    expect((await hitRateLimit(getDb(), rule, 'u')).allowed).toBe(true);
    expect((await hitRateLimit(getDb(), rule, 'u')).allowed).toBe(false);
    await new Promise((r) => setTimeout(r, 300 - (Date.now() % 300) + 5));
    expect(await hitRateLimit(getDb(), rule, 'u')).toMatchObject({ allowed: true, count: 1 });
    expect((await hitRateLimit(getDb(), { scope: 'off', limit: 0, windowMs: 1000 }, 'u')).allowed).toBe(true);
  });
});

describe('limits on the routes', () => {
  it('sign-in: 429 with Retry-After once an IP passes the limit', async () => {
    process.env.RATE_LIMIT_SIGN_IN = '2';
    resetEnv();
    const headers = { [CLIENT_IP_HEADER]: '192.0.2.7' };
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await call(loginRoute.loader as AnyRoute, '/api/login', { headers })).status);
    expect(statuses.slice(0, 2)).not.toContain(429);
    const refused = await call(loginRoute.loader as AnyRoute, '/api/login', { headers });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(await refused.text()).toContain('Too many sign-in attempts');
    // The provider's return is counted apart: a sign-in of this address is not refused on its way back.
    const back = await call(callbackRoute.loader as AnyRoute, '/api/auth/callback?code=x&state=y', { headers });
    expect(back.status).not.toBe(429);
    // Another address is not affected.
    expect((await call(loginRoute.loader as AnyRoute, '/api/login', { headers: { [CLIENT_IP_HEADER]: '192.0.2.8' } })).status).not.toBe(429);
  });

  it('uploads: per user, whatever the address, and per address, whoever the user', async () => {
    process.env.RATE_LIMIT_UPLOADS_PER_USER = '2';
    process.env.RATE_LIMIT_UPLOADS_PER_IP = '3';
    resetEnv();
    const upload = (cookie: string, ip: string) =>
      call(processRoute.action as AnyRoute, '/api/process', {
        method: 'POST',
        cookie,
        headers: { [CLIENT_IP_HEADER]: ip },
        body: uploadForm(citedDocx(), 'paper.docx'),
      });
    const alice = await signedInUser();
    const finishJobs = (userId: string) => getDb().job.updateMany({ where: { userId }, data: { status: 'failed' } });
    expect((await upload(alice.cookie, '198.51.100.1')).status).toBe(200);
    // Refused as busy before the body is read: not counted (the CLI asks again every second).
    for (let i = 0; i < 3; i++) expect((await upload(alice.cookie, '198.51.100.1')).status).toBe(409);
    await finishJobs(alice.user.id);
    expect((await upload(alice.cookie, '198.51.100.2')).status).toBe(200);
    await finishJobs(alice.user.id);
    const third = await upload(alice.cookie, '198.51.100.3');
    expect(third.status).toBe(429);
    expect(third.headers.get('Retry-After')).toMatch(/^\d+$/);
    expect(await third.json()).toMatchObject({ title: 'Too many requests', error: expect.stringContaining('Too many upload attempts') });

    const shared = '203.0.113.9';
    const users = await Promise.all([signedInUser(), signedInUser(), signedInUser(), signedInUser()]);
    const statuses = [];
    for (const u of users) statuses.push((await upload(u.cookie, shared)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(await getDb().rateLimit.count({ where: { key: `upload:ip:${shared}` } })).toBe(1);
  });
});
