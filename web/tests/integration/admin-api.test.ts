// Every /api/admin route (spec §7), called as Remix calls it, against a real PostgreSQL: 401 signed
// out, 403 for a user and for an admin's token without the admin scope, and the effect for an admin.
import { beforeAll, describe, expect, it } from 'vitest';
import * as cleanupRoute from '../../app/routes/api.admin.cleanup-stale-jobs.ts';
import * as costsRoute from '../../app/routes/api.admin.costs.ts';
import * as deleteFailedRoute from '../../app/routes/api.admin.delete-failed-jobs.ts';
import * as jobsRoute from '../../app/routes/api.admin.jobs.ts';
import * as configRoute from '../../app/routes/api.admin.openai-configs.$callLocation.ts';
import * as initializeRoute from '../../app/routes/api.admin.openai-configs.initialize.ts';
import * as configsRoute from '../../app/routes/api.admin.openai-configs.ts';
import * as metricsRoute from '../../app/routes/api.admin.openai-metrics.ts';
import * as pageRoute from '../../app/routes/api.admin.page-content.$pageKey.ts';
import * as pagesRoute from '../../app/routes/api.admin.page-content.ts';
import * as updateCreditsRoute from '../../app/routes/api.admin.update-credits.ts';
import * as usersRoute from '../../app/routes/api.admin.users.ts';
import * as jobRoute from '../../app/routes/api.jobs.$id.ts';
import * as publicPageRoute from '../../app/routes/api.page-content.$pageKey.ts';
import { DEFAULT_AI_CALL_CONFIGS } from '@cite-repair/citation-core';
import { seedAiCallConfigs } from '../../app/models/ai-config.server.ts';
import { createApiToken } from '../../app/models/api-token.server.ts';
import { reserveJobCredits } from '../../app/models/credit.server.ts';
import { aiCallOverrides } from '../../app/utils/resolver.server.ts';
import { getDb } from '../../app/utils/db.server.ts';
import { enqueueProcessDocument } from '../../app/utils/queue.server.ts';
import { resetEnv } from '../../app/utils/env.server.ts';
import { call, signedInUser } from '../helpers/route.ts';

type AnyRoute = Parameters<typeof call>[0];
const JSON_HEADERS = { 'Content-Type': 'application/json' };

interface RouteCase {
  name: string;
  fn: AnyRoute;
  url: string;
  method: 'GET' | 'POST';
  params?: Record<string, string>;
  body?: unknown;
}

const ROUTES: RouteCase[] = [
  { name: 'GET /api/admin/users', fn: usersRoute.loader as AnyRoute, url: '/api/admin/users', method: 'GET' },
  {
    name: 'POST /api/admin/update-credits',
    fn: updateCreditsRoute.action as AnyRoute,
    url: '/api/admin/update-credits',
    method: 'POST',
    body: { userId: 'x', credits: 5, reason: 'r' },
  },
  { name: 'GET /api/admin/page-content', fn: pagesRoute.loader as AnyRoute, url: '/api/admin/page-content', method: 'GET' },
  {
    name: 'POST /api/admin/page-content/:pageKey',
    fn: pageRoute.action as AnyRoute,
    url: '/api/admin/page-content/terms',
    method: 'POST',
    params: { pageKey: 'terms' },
    body: { title: 'T', content: '<p>x</p>' },
  },
  { name: 'GET /api/admin/jobs', fn: jobsRoute.loader as AnyRoute, url: '/api/admin/jobs', method: 'GET' },
  { name: 'GET /api/admin/costs', fn: costsRoute.loader as AnyRoute, url: '/api/admin/costs', method: 'GET' },
  { name: 'GET /api/admin/openai-configs', fn: configsRoute.loader as AnyRoute, url: '/api/admin/openai-configs', method: 'GET' },
  { name: 'GET /api/admin/openai-metrics', fn: metricsRoute.loader as AnyRoute, url: '/api/admin/openai-metrics', method: 'GET' },
  { name: 'POST /api/admin/cleanup-stale-jobs', fn: cleanupRoute.action as AnyRoute, url: '/api/admin/cleanup-stale-jobs', method: 'POST' },
  { name: 'POST /api/admin/delete-failed-jobs', fn: deleteFailedRoute.action as AnyRoute, url: '/api/admin/delete-failed-jobs', method: 'POST' },
  {
    name: 'POST /api/admin/openai-configs/:callLocation',
    fn: configRoute.action as AnyRoute,
    url: '/api/admin/openai-configs/resolve.web-search',
    method: 'POST',
    params: { callLocation: 'resolve.web-search' },
    body: { selectedModel: 'gpt-5-nano' },
  },
  {
    name: 'POST /api/admin/openai-configs/initialize',
    fn: initializeRoute.action as AnyRoute,
    url: '/api/admin/openai-configs/initialize',
    method: 'POST',
    body: { configs: [] },
  },
];

function send(route: RouteCase, auth: { cookie?: string; token?: string } = {}, body: unknown = route.body) {
  const headers: Record<string, string> = { ...(body !== undefined ? JSON_HEADERS : {}) };
  if (auth.token) headers.Authorization = `Bearer ${auth.token}`;
  return call(route.fn, route.url, {
    method: route.method,
    params: route.params ?? {},
    headers,
    ...(auth.cookie ? { cookie: auth.cookie } : {}),
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
}

async function adminUser() {
  const signed = await signedInUser();
  const user = await getDb().user.update({ where: { id: signed.user.id }, data: { role: 'admin' } });
  return { ...signed, user };
}

async function plainUser(credits?: number) {
  const signed = await signedInUser(credits === undefined ? {} : { credits });
  const user = await getDb().user.update({ where: { id: signed.user.id }, data: { role: 'user' } });
  return { ...signed, user };
}

/** 'POST /api/admin/openai-configs/:callLocation' → 'api.admin.openai-configs.$callLocation.ts' */
const routeFile = (name: string) => `${name.split(' ')[1]!.slice(1).replace(/\//g, '.').replace(/:/g, '$')}.ts`;

const route = (name: string) => ROUTES.find((r) => r.name === name) as RouteCase;

beforeAll(() => {
  resetEnv();
});

describe('Who may call /api/admin/*', () => {
  it.each(ROUTES.map((r) => [r.name, r] as const))('%s: 401 signed out, 403 for a user and for a token without the admin scope', async (_name, r) => {
    const signedOut = await send(r);
    expect(signedOut.status).toBe(401);

    const { cookie, user } = await plainUser();
    const forbidden = await send(r, { cookie });
    expect(forbidden.status).toBe(403);
    expect(await forbidden.json()).toEqual({ error: 'Admin access required' });

    // A user's token cannot reach admin routes, even if it claims the scope in the database.
    const userToken = await createApiToken(getDb(), user.id, { name: 'u', expiresInDays: null, adminScope: true });
    expect((await send(r, { token: userToken.token })).status).toBe(403);

    const admin = await adminUser();
    const unscoped = await createApiToken(getDb(), admin.user.id, { name: 'ci', expiresInDays: null, adminScope: false });
    expect((await send(r, { token: unscoped.token })).status).toBe(403);

    // Nothing was changed by the refused calls.
    expect(await getDb().adminAuditLog.count({ where: { adminId: { in: [user.id, admin.user.id] } } })).toBe(0);
  });

  it.each(ROUTES.filter((r) => r.method === 'POST').map((r) => [r.name, r] as const))(
    '%s: a GET is refused like a POST (401, 403), then 405 for an admin',
    async (_name, r) => {
      const loader = (await import(`../../app/routes/${routeFile(r.name)}`)) as { loader: AnyRoute };
      const get = (cookie?: string) => call(loader.loader, r.url, { params: r.params ?? {}, ...(cookie ? { cookie } : {}) });
      expect((await get()).status).toBe(401);
      expect((await get((await plainUser()).cookie)).status).toBe(403);
      expect((await get((await adminUser()).cookie)).status).toBe(405);
    },
  );

  it('an admin token with the admin scope reaches admin routes', async () => {
    const admin = await adminUser();
    const scoped = await createApiToken(getDb(), admin.user.id, { name: 'admin-ci', expiresInDays: null, adminScope: true });
    const response = await send(route('GET /api/admin/users'), { token: scoped.token });
    expect(response.status).toBe(200);
  });
});

describe('Users and credits', () => {
  it('lists users with role, credits and job counts', async () => {
    const admin = await adminUser();
    const { user } = await plainUser();
    await getDb().job.create({ data: { userId: user.id, filename: 'a.docx', status: 'completed' } });
    const response = await send(route('GET /api/admin/users'), { cookie: admin.cookie });
    expect(response.status).toBe(200);
    const users = (await response.json()) as { id: string; role: string; credits: number; jobCount: number; email: string; createdAt: string }[];
    expect(users.find((u) => u.id === user.id)).toMatchObject({ role: 'user', credits: 100, jobCount: 1, email: user.email, createdAt: expect.any(String) });
    expect(users.find((u) => u.id === admin.user.id)).toMatchObject({ role: 'admin' });
  });

  it('sets a balance through the ledger with the reason and the admin id, and logs the action', async () => {
    const admin = await adminUser();
    const { user, cookie } = await plainUser();
    const r = route('POST /api/admin/update-credits');
    const response = await send(r, { cookie: admin.cookie }, { userId: user.id, credits: 250, reason: '  goodwill for an outage  ' });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ success: true, user: { id: user.id, credits: 250 } });
    const entry = await getDb().creditTransaction.findFirst({ where: { userId: user.id, kind: 'admin' } });
    expect(entry).toMatchObject({
      amount: 150,
      balanceAfter: 250,
      actorId: admin.user.id,
      description: 'Adjusted by an administrator: goodwill for an outage',
    });
    const log = await getDb().adminAuditLog.findFirst({ where: { adminId: admin.user.id, action: 'update-credits' } });
    expect(log).toMatchObject({ target: user.id, details: { before: 100, after: 250, reason: 'goodwill for an outage' } });
    expect(log?.createdAt).toBeInstanceOf(Date);

    // Down to zero is allowed, and the user sees the entry in their own history.
    expect((await send(r, { cookie: admin.cookie }, { userId: user.id, credits: 0, reason: 'abuse' })).status).toBe(200);
    expect((await getDb().user.findUniqueOrThrow({ where: { id: user.id } })).credits).toBe(0);
    expect(cookie).toBeTruthy();
  });

  it.each([
    [{ credits: 10, reason: '   ' }, 'Please provide a reason for the credit adjustment'],
    [{ credits: 10 }, 'Please provide a reason for the credit adjustment'],
    [{ credits: -1, reason: 'x' }, 'Credits must be a whole number of at least 0'],
    [{ credits: 1.5, reason: 'x' }, 'Credits must be a whole number of at least 0'],
    [{ credits: 'ten', reason: 'x' }, 'Credits must be a whole number of at least 0'],
    [{ reason: 'x' }, 'Credits must be a whole number of at least 0'],
  ])('refuses %j with 400 and changes nothing', async (body, message) => {
    const admin = await adminUser();
    const { user } = await plainUser();
    const response = await send(route('POST /api/admin/update-credits'), { cookie: admin.cookie }, { userId: user.id, ...body });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: message });
    expect((await getDb().user.findUniqueOrThrow({ where: { id: user.id } })).credits).toBe(100);
  });

  it('answers 404 for an unknown user', async () => {
    const admin = await adminUser();
    const response = await send(route('POST /api/admin/update-credits'), { cookie: admin.cookie }, { userId: 'nobody', credits: 1, reason: 'x' });
    expect(response.status).toBe(404);
  });
});

describe('Jobs', () => {
  it("lists every user's jobs with their owner", async () => {
    const admin = await adminUser();
    const { user } = await plainUser();
    const job = await getDb().job.create({ data: { userId: user.id, filename: 'theirs.docx', status: 'completed', bibtexEntries: 7 } });
    const response = await send(route('GET /api/admin/jobs'), { cookie: admin.cookie });
    const jobs = (await response.json()) as { id: string; user: unknown; bibtexEntries: number }[];
    expect(jobs.find((j) => j.id === job.id)).toMatchObject({ user: { email: user.email, firstName: null, lastName: null }, bibtexEntries: 7 });
  });

  it("an admin can read any user's job (for /results); another user cannot", async () => {
    const admin = await adminUser();
    const owner = await plainUser();
    const other = await plainUser();
    const job = await getDb().job.create({ data: { userId: owner.user.id, filename: 'x.docx', status: 'completed' } });
    const asAdmin = await call(jobRoute.loader as AnyRoute, `/api/jobs/${job.id}`, { cookie: admin.cookie, params: { id: job.id } });
    expect(asAdmin.status).toBe(200);
    const asOther = await call(jobRoute.loader as AnyRoute, `/api/jobs/${job.id}`, { cookie: other.cookie, params: { id: job.id } });
    expect(asOther.status).toBe(404);
  });

  it('cleans up stale processing jobs: failed, credits refunded, fresh jobs untouched', async () => {
    const db = getDb();
    const admin = await adminUser();
    const { user } = await plainUser();
    const stale = await db.job.create({ data: { userId: user.id, filename: 'stuck.docx', status: 'processing' } });
    await reserveJobCredits(db, { userId: user.id, jobId: stale.id, amount: 12, filename: 'stuck.docx' });
    await db.$executeRaw`UPDATE "Job" SET "updatedAt" = now() - interval '2 hours' WHERE "id" = ${stale.id}`;
    const other = await plainUser();
    const fresh = await db.job.create({ data: { userId: other.user.id, filename: 'busy.docx', status: 'processing' } });
    // Queued long ago and still waiting for a worker: not stale, a worker will take it.
    const third = await plainUser();
    const queued = await db.$transaction(async (tx) => {
      const job = await tx.job.create({ data: { userId: third.user.id, filename: 'queued.docx', status: 'processing' } });
      await enqueueProcessDocument(tx, job.id, 3);
      return job;
    });
    await db.$executeRaw`UPDATE "Job" SET "updatedAt" = now() - interval '2 hours' WHERE "id" = ${queued.id}`;
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).credits).toBe(88);

    const response = await send(route('POST /api/admin/cleanup-stale-jobs'), { cookie: admin.cookie });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ success: true, updated: 1 });
    expect(await db.job.findUniqueOrThrow({ where: { id: stale.id } })).toMatchObject({ status: 'failed', creditsUsed: 0 });
    expect((await db.job.findUniqueOrThrow({ where: { id: fresh.id } })).status).toBe('processing');
    expect((await db.job.findUniqueOrThrow({ where: { id: queued.id } })).status).toBe('processing');
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).credits).toBe(100);
    expect(await db.adminAuditLog.count({ where: { adminId: admin.user.id, action: 'cleanup-stale-jobs' } })).toBe(1);

    // Again: nothing left to do.
    expect(await (await send(route('POST /api/admin/cleanup-stale-jobs'), { cookie: admin.cookie })).json()).toMatchObject({ updated: 0 });
  });

  it('deletes failed jobs only', async () => {
    const db = getDb();
    const admin = await adminUser();
    const { user } = await plainUser();
    const failed = await db.job.create({ data: { userId: user.id, filename: 'bad.docx', status: 'failed' } });
    const done = await db.job.create({ data: { userId: user.id, filename: 'good.docx', status: 'completed' } });
    const response = await send(route('POST /api/admin/delete-failed-jobs'), { cookie: admin.cookie });
    const body = (await response.json()) as { deleted: number };
    expect(body.deleted).toBeGreaterThanOrEqual(1);
    expect(await db.job.findUnique({ where: { id: failed.id } })).toBeNull();
    expect(await db.job.findUnique({ where: { id: done.id } })).not.toBeNull();
    expect(await db.job.count({ where: { status: 'failed' } })).toBe(0);
    expect(await db.adminAuditLog.findFirst({ where: { adminId: admin.user.id, action: 'delete-failed-jobs' } })).toMatchObject({
      details: { deleted: body.deleted },
    });
  });
});

describe('Page content', () => {
  it('lists both pages and saves one with its HTML sanitised; the public page is sanitised too', async () => {
    const db = getDb();
    const admin = await adminUser();
    const list = (await (await send(route('GET /api/admin/page-content'), { cookie: admin.cookie })).json()) as { pageKey: string }[];
    expect(list.map((p) => p.pageKey)).toEqual(['terms', 'privacy']);

    const dirty =
      '<h2 onclick="steal()">Terms</h2><script>alert(1)</script><p><a href="javascript:alert(1)">x</a> <a href="https://example.org" onmouseover="x()">ok</a></p><img src=x onerror="alert(1)">';
    const response = await send(route('POST /api/admin/page-content/:pageKey'), { cookie: admin.cookie }, { title: '  New terms ', content: dirty });
    expect(response.status).toBe(200);
    const saved = (await response.json()) as { title: string; content: string; updatedAt: string };
    expect(saved.title).toBe('New terms');
    expect(saved.content).not.toMatch(/script|onclick|onmouseover|onerror|javascript:|<img/i);
    expect(saved.content).toContain('<h2>Terms</h2>');
    expect(saved.content).toContain('href="https://example.org"');
    expect(await db.pageContent.findUniqueOrThrow({ where: { pageKey: 'terms' } })).toMatchObject({ updatedBy: admin.user.id });
    expect(await db.adminAuditLog.findFirst({ where: { adminId: admin.user.id, action: 'update-page-content' } })).toMatchObject({ target: 'terms' });

    // A row written some other way is still served clean.
    await db.pageContent.update({ where: { pageKey: 'privacy' }, data: { content: '<p onclick="x()">Hi</p><script>bad()</script>' } });
    const publicPage = (await (await call(publicPageRoute.loader as AnyRoute, '/api/page-content/privacy', { params: { pageKey: 'privacy' } })).json()) as {
      content: string;
    };
    expect(publicPage.content).toBe('<p>Hi</p>');
  });

  it('refuses an unknown page and a missing title', async () => {
    const admin = await adminUser();
    const r = route('POST /api/admin/page-content/:pageKey');
    const unknown = await call(r.fn, '/api/admin/page-content/about', {
      method: 'POST',
      cookie: admin.cookie,
      params: { pageKey: 'about' },
      headers: JSON_HEADERS,
      body: JSON.stringify({ title: 'x', content: '' }),
    });
    expect(unknown.status).toBe(404);
    expect((await send(r, { cookie: admin.cookie }, { title: ' ', content: '<p>x</p>' })).status).toBe(400);
  });
});

describe('AI-call configuration and metrics', () => {
  it('lists one config per call site of the code, seeded with the code defaults', async () => {
    const admin = await adminUser();
    const configs = (await (await send(route('GET /api/admin/openai-configs'), { cookie: admin.cookie })).json()) as Record<string, unknown>[];
    expect(configs).toEqual([
      expect.objectContaining({
        callLocation: 'resolve.web-search',
        fileName: 'packages/citation-core/src/resolve/openai.ts',
        functionName: expect.any(String),
        description: expect.any(String),
        enabled: expect.any(Boolean),
        selectedModel: expect.any(String),
        currentModel: 'gpt-5-mini',
        temperature: null,
        maxTokens: expect.any(Number),
        systemPrompt: expect.stringContaining('bibliography'),
        promptTemplate: expect.stringContaining('{{reference}}'),
        isDefault: expect.any(Boolean),
      }),
    ]);
  });

  it('a model change applies to the next job (the resolver reads it), only selectable models are accepted', async () => {
    const db = getDb();
    const admin = await adminUser();
    const r = route('POST /api/admin/openai-configs/:callLocation');
    const response = await send(r, { cookie: admin.cookie }, { selectedModel: 'gpt-5-nano', enabled: false });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ callLocation: 'resolve.web-search', selectedModel: 'gpt-5-nano', enabled: false, isDefault: false });
    const overrides = await aiCallOverrides(db);
    expect(overrides.find((o) => o.callLocation === 'resolve.web-search')).toMatchObject({ model: 'gpt-5-nano', enabled: false, webSearch: true });
    expect(await db.adminAuditLog.findFirst({ where: { adminId: admin.user.id, action: 'update-ai-config' } })).toMatchObject({
      target: 'resolve.web-search',
      details: { selectedModel: 'gpt-5-nano', enabled: false },
    });

    for (const bad of [{ selectedModel: 'gpt-3.5-turbo' }, { selectedModel: '' }, { enabled: 'yes' }, {}]) {
      expect((await send(r, { cookie: admin.cookie }, bad)).status).toBe(400);
    }
    const unknown = await call(r.fn, '/api/admin/openai-configs/nowhere', {
      method: 'POST',
      cookie: admin.cookie,
      params: { callLocation: 'nowhere' },
      headers: JSON_HEADERS,
      body: JSON.stringify({ enabled: true }),
    });
    expect(unknown.status).toBe(404);

    // initialize puts the code defaults back.
    const init = await send(route('POST /api/admin/openai-configs/initialize'), { cookie: admin.cookie }, { configs: [] });
    expect(await init.json()).toMatchObject({
      success: true,
      configs: [expect.objectContaining({ selectedModel: 'gpt-5-mini', enabled: true, isDefault: true })],
    });
  });

  it('seeding follows the code: prompts always, the default model only while the admin has not chosen', async () => {
    const db = getDb();
    const admin = await adminUser();
    await send(route('POST /api/admin/openai-configs/initialize'), { cookie: admin.cookie }, { configs: [] });
    const base = DEFAULT_AI_CALL_CONFIGS[0]!;
    const before = await db.aiCallConfig.findUniqueOrThrow({ where: { callLocation: base.callLocation } });
    await seedAiCallConfigs(db);
    // Nothing changed: nothing written.
    expect((await db.aiCallConfig.findUniqueOrThrow({ where: { callLocation: base.callLocation } })).updatedAt).toEqual(before.updatedAt);

    const release = [{ ...base, model: 'gpt-5-nano', systemPrompt: 'new prompt' }];
    await seedAiCallConfigs(db, release);
    expect(await db.aiCallConfig.findUniqueOrThrow({ where: { callLocation: base.callLocation } })).toMatchObject({
      selectedModel: 'gpt-5-nano',
      currentModel: 'gpt-5-nano',
      systemPrompt: 'new prompt',
    });

    await send(route('POST /api/admin/openai-configs/:callLocation'), { cookie: admin.cookie }, { selectedModel: 'gpt-4o' });
    await seedAiCallConfigs(db, [{ ...base, model: 'gpt-5', systemPrompt: 'newer prompt' }]);
    expect(await db.aiCallConfig.findUniqueOrThrow({ where: { callLocation: base.callLocation } })).toMatchObject({
      selectedModel: 'gpt-4o',
      currentModel: 'gpt-5',
      systemPrompt: 'newer prompt',
      isDefault: false,
    });
    await seedAiCallConfigs(db);
  });

  it('sums the recorded calls: today, week, month, per model and a 7-day trend', async () => {
    const db = getDb();
    const admin = await adminUser();
    await db.aiCallMetric.deleteMany();
    const now = Date.now();
    await db.aiCallMetric.createMany({
      data: [
        {
          callLocation: 'resolve.web-search',
          model: 'gpt-5-mini',
          inputTokens: 1000,
          outputTokens: 200,
          costUsd: 0.0109,
          latencyMs: 900,
          success: true,
          jobId: 'j1',
        },
        {
          callLocation: 'resolve.web-search',
          model: 'gpt-5-mini',
          inputTokens: 500,
          outputTokens: 100,
          costUsd: 0.0103,
          latencyMs: 700,
          success: true,
          jobId: 'j1',
        },
        { callLocation: 'resolve.web-search', model: 'gpt-4o', inputTokens: 100, outputTokens: 10, costUsd: 0.00035, latencyMs: 500, success: true },
        {
          callLocation: 'resolve.web-search',
          model: 'gpt-5',
          inputTokens: 1,
          outputTokens: 1,
          costUsd: 1,
          latencyMs: 1,
          success: true,
          createdAt: new Date(now - 40 * 86_400_000),
        },
      ],
    });
    const metrics = (await (await send(route('GET /api/admin/openai-metrics'), { cookie: admin.cookie })).json()) as {
      summary: { today_calls: number; week_calls: number; month_calls: number };
      costs: { today_cost: number; avg_cost_per_call: number };
      formatted: { today_cost: string; week_cost: string; month_cost: string; avg_cost_per_call: string };
      has_project_access: boolean;
      project_id: string | null;
      today_details: { model_breakdown: { model: string; calls: number; input_tokens: number; cost: number; cost_per_call: number }[] };
      week_trend: { daily_costs: { date: string; cost: number; calls: number }[] };
      recent_calls: { jobId: string | null }[];
    };
    expect(metrics.summary).toEqual({ today_calls: 3, week_calls: 3, month_calls: 3 });
    expect(metrics.costs.today_cost).toBeCloseTo(0.02155, 8);
    expect(metrics.costs.avg_cost_per_call).toBeCloseTo(0.02155 / 3, 8);
    // Spec §3 names the costs 'formatted': as the screen shows them, 4 to 6 decimals.
    expect(metrics.formatted).toEqual({ today_cost: '$0.02155', week_cost: '$0.02155', month_cost: '$0.02155', avg_cost_per_call: '$0.007183' });
    expect(metrics.today_details.model_breakdown[0]).toMatchObject({ model: 'gpt-5-mini', calls: 2, input_tokens: 1500 });
    expect(metrics.today_details.model_breakdown[0]?.cost_per_call).toBeCloseTo(0.0106, 8);
    expect(metrics.week_trend.daily_costs).toHaveLength(7);
    expect(metrics.week_trend.daily_costs[6]).toMatchObject({ date: new Date(now).toISOString().slice(0, 10), calls: 3 });
    // No key in tests: no access, and no request was made to find out.
    expect(metrics.has_project_access).toBe(false);
    expect(metrics.project_id).toBeNull();
    expect(metrics.recent_calls.length).toBe(4);

    const costs = (await (await send(route('GET /api/admin/costs'), { cookie: admin.cookie })).json()) as { models: { model: string; calls: number }[] };
    expect(costs.models.find((m) => m.model === 'gpt-5-mini')).toMatchObject({ calls: 2 });
  });
});
