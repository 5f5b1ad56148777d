// `npm run load`: the load run of issue 4. Starts a private instance of the app (production build,
// embedded PostgreSQL in a temporary DATA_DIR, in-process worker, offline lookups), signs 50 users in
// through the local OpenID provider, and then:
//   round 1   every user at once: home page, one upload (fixtures rotated), /analysis polling
//             GET /api/jobs/:id every second until the job ends, /jobs, /results?jobId=, 3 downloads;
//   round 2   the same again, while autocannon keeps 50 connections loading the main pages with the
//             users' session cookies (a few seconds per page);
//   checks    no unexpected HTTP answer, no lost job (uploaded, never ended), no stuck job (still
//             processing after a grace period), no queue leftovers, every download the right one,
//             the same counters for every run of a fixture, and the credits ledger consistent in the
//             database (balance = 100 − charges = sum of the user's ledger entries).
// Prints the figures as Markdown tables; exits 1 when a check fails, 2 when the run itself broke.
//
// Knobs (environment): LOAD_USERS=50 LOAD_ROUNDS=2 LOAD_CONNECTIONS=50 LOAD_PAGE_SECONDS=4
// LOAD_JOB_TIMEOUT_MS=180000 LOAD_STUCK_GRACE_MS=60000 LOAD_SKIP_BUILD=1 (use web/build as it is)
// LOAD_KEEP_DATA=1 (keep the temporary DATA_DIR and server.log) LOAD_REPORT_JSON=<file>
// LOAD_WORKER_PROCESSES=n (separate worker processes, as WORKER_PROCESSES of scripts/start; with
// RUN_WORKER=0 the web process runs none itself); WORKER_CONCURRENCY and the app's other variables
// pass through to the server.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBuilt, startApp } from './load/app-instance.ts';
import type { AppInstance } from './load/app-instance.ts';
import { readState, waitForNoProcessing, withDatabase } from './load/database.ts';
import type { DatabaseState } from './load/database.ts';
import { loadFixtures } from './load/fixtures.ts';
import { HttpClient, Ledger } from './load/http-client.ts';
import type { RequestError } from './load/http-client.ts';
import { checkLedger } from './load/ledger-check.ts';
import { runPagePhase } from './load/page-phase.ts';
import type { PageRun } from './load/page-phase.ts';
import { cpuSeconds, peakRssMb, treeCpuSeconds } from './load/proc-stats.ts';
import { fixed, ms, summaryCells, table } from './load/report.ts';
import { signIn } from './load/sign-in.ts';
import { Recorder, summarize } from './load/stats.ts';
import { runUserFlow } from './load/virtual-user.ts';
import type { FlowResult } from './load/virtual-user.ts';

const repoDir = path.resolve(import.meta.dirname, '..');
const fixturesDir = path.resolve(repoDir, '..', 'shared', 'fixtures', 'docs');
const SIGNUP_CREDITS = 100;
const PAGES = ['/', '/analysis', '/jobs', '/results', '/settings'];

const config = {
  users: int('LOAD_USERS', 50),
  rounds: int('LOAD_ROUNDS', 2),
  connections: int('LOAD_CONNECTIONS', 50),
  secondsPerPage: int('LOAD_PAGE_SECONDS', 4),
  jobTimeoutMs: int('LOAD_JOB_TIMEOUT_MS', 180_000),
  stuckGraceMs: int('LOAD_STUCK_GRACE_MS', 60_000),
  workerProcesses: int('LOAD_WORKER_PROCESSES', 0, 0),
  pollIntervalMs: 1000,
  skipBuild: process.env.LOAD_SKIP_BUILD === '1',
  keepData: process.env.LOAD_KEEP_DATA === '1',
  reportJson: process.env.LOAD_REPORT_JSON,
};

function int(name: string, fallback: number, min = 1): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be an integer ≥ ${min} (got '${raw}')`);
  return value;
}

const say = (message: string) => console.error(`▸ ${message}`);

// The machine is shared: its load is part of the result.
const loadSamples: number[] = [];
const loadStart = os.loadavg();
const loadTimer = setInterval(() => loadSamples.push(os.loadavg()[0] as number), 1000);

interface PhaseCpu {
  name: string;
  seconds: number;
  server: number;
  workers: number;
  postgres: number;
}

let app: AppInstance | undefined;
let dataDir: string | undefined;

async function main(): Promise<number> {
  const runStarted = Date.now();
  const fixtures = loadFixtures(fixturesDir);
  if (!config.skipBuild) ensureBuilt(repoDir);

  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cite-repair-load-'));
  const logFile = path.join(dataDir, 'server.log');
  say(`Starting the app (DATA_DIR ${dataDir})...`);
  app = await startApp({ repoDir, dataDir, workerProcesses: config.workerProcesses, onLine: (line) => fs.appendFileSync(logFile, `${line}\n`) });
  const instance = app;
  say(`App ready at ${instance.url} (pid ${instance.pid}${instance.workerPids.length ? `, worker processes ${instance.workerPids.join(' ')}` : ''})`);

  const cpu: PhaseCpu[] = [];
  const cpuNow = () => ({
    at: Date.now(),
    server: cpuSeconds(instance.pid),
    workers: instance.workerPids.reduce((n, pid) => n + cpuSeconds(pid), 0),
    postgres: pgCpu(instance),
  });
  let mark = cpuNow();
  const closePhase = (name: string) => {
    const now = cpuNow();
    cpu.push({
      name,
      seconds: (now.at - mark.at) / 1000,
      server: now.server - mark.server,
      workers: now.workers - mark.workers,
      postgres: now.postgres - mark.postgres,
    });
    mark = now;
  };

  const phases = new Map<string, Recorder>();
  const ledger = new Ledger(new Recorder());
  const usePhase = (name: string) => {
    ledger.latencies = new Recorder();
    phases.set(name, ledger.latencies);
  };

  // Sign-in, ten browsers at a time.
  usePhase('sign-in');
  const emails = Array.from({ length: config.users }, (_, i) => `load-user-${String(i + 1).padStart(2, '0')}@load.test`);
  const clients = emails.map(() => new HttpClient(instance.url, ledger));
  const userIds: string[] = [];
  const signInTimes: number[] = [];
  await pool(emails.length, 10, async (i) => {
    const started = performance.now();
    const me = await signIn(clients[i] as HttpClient, emails[i] as string);
    signInTimes.push(performance.now() - started);
    userIds[i] = me.id;
    if (me.credits !== SIGNUP_CREDITS) throw new Error(`${emails[i]} starts with ${me.credits} credits, not ${SIGNUP_CREDITS}`);
  });
  closePhase('sign-in');
  say(`${config.users} users signed in through the local OpenID provider`);

  const flows: FlowResult[] = [];
  const phaseStarts: Record<string, number> = {};
  const runRound = async (round: number) => {
    const results = await Promise.all(
      clients.map((client, i) =>
        runUserFlow(client, emails[i] as string, fixtures[(i + round - 1) % fixtures.length] as (typeof fixtures)[number], {
          round,
          withAssets: round === 1,
          pollIntervalMs: config.pollIntervalMs,
          jobTimeoutMs: config.jobTimeoutMs,
        }),
      ),
    );
    flows.push(...results);
    const ended = results.filter((r) => r.outcome === 'completed').length;
    say(`round ${round}: ${ended}/${results.length} jobs completed`);
    return results;
  };

  // Round 1: the upload/poll flow alone.
  usePhase('round 1');
  const round1Started = Date.now();
  phaseStarts['round 1'] = round1Started;
  const round1 = await runRound(1);
  const round1Ms = Date.now() - round1Started;
  closePhase('round 1 (flow)');

  // Round 2 (and more): the same flow while autocannon loads the pages.
  usePhase('round 2+');
  const pageUsers = clients.map((client, i) => ({ email: emails[i] as string, cookie: client.jar.header(), jobId: round1[i]?.jobId }));
  say(`Page phase: ${config.connections} connections × ${config.secondsPerPage} s on each of ${PAGES.join(' ')}`);
  phaseStarts['page phase'] = Date.now();
  const background = (async () => {
    for (let round = 2; round <= config.rounds; round++) await runRound(round);
  })();
  const pagePhase = await runPagePhase({
    url: instance.url.replace('//localhost:', '//127.0.0.1:'),
    users: pageUsers,
    pages: PAGES,
    connections: config.connections,
    secondsPerPage: config.secondsPerPage,
    onRun: (run) =>
      say(`  ${run.page}: p50 ${run.result.latency.p50} ms, p99 ${run.result.latency.p99} ms, ${fixed(run.rps, 0)} req/s, ${run.failures} failures`),
  });
  phaseStarts['page phase end'] = Date.now();
  await background;
  phaseStarts['round 2+ end'] = Date.now();
  closePhase(config.rounds >= 2 ? 'pages + rounds 2+' : 'pages');

  // Checks: first let every job end (or show that it never does), then compare what the API says
  // about each balance with the database.
  usePhase('checks');
  say('Waiting for the database to have no processing job...');
  const stuck = await withDatabase(instance.databaseUrl, (client) => waitForNoProcessing(client, config.stuckGraceMs));
  const apiCredits = new Map<string, number>();
  await pool(clients.length, 10, async (i) => {
    const answer = await (clients[i] as HttpClient).send('api GET /api/user/credits', '/api/user/credits');
    if (answer?.status === 200) apiCredits.set(userIds[i] as string, answer.json<{ credits: number }>().credits);
  });
  const state: DatabaseState & { stuck: number } = { ...(await withDatabase(instance.databaseUrl, readState)), stuck };
  closePhase('checks');
  const serverPeakRss = peakRssMb(instance.pid);
  const logLines = instance.logLines();

  const verdict = evaluate({ flows, state, errors: ledger.errors, pagePhase: pagePhase.runs, apiCredits, userIds, fixtures });
  const report = render({
    runMs: Date.now() - runStarted,
    round1Ms,
    signInTimes,
    phases,
    pagePhase,
    flows,
    state,
    cpu,
    serverPeakRss,
    verdict,
    errors: ledger.errors,
    requests: ledger.requests,
    logLines,
  });
  console.log(report);
  if (config.reportJson) {
    fs.writeFileSync(
      config.reportJson,
      JSON.stringify(
        {
          config,
          verdict,
          cpu,
          flows,
          jobs: state.jobs,
          phaseStarts,
          pages: pagePhase.runs.map((r) => ({ page: r.page, rps: r.rps, failures: r.failures, latency: r.result.latency })),
        },
        null,
        2,
      ),
    );
  }
  return verdict.failures.length === 0 ? 0 : 1;
}

function pgCpu(instance: AppInstance): number {
  return instance.postgresPid ? treeCpuSeconds(instance.postgresPid) : 0;
}

/** Runs `work(0..count-1)` with at most `limit` at a time. */
async function pool(count: number, limit: number, work: (i: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, count) }, async () => {
      while (next < count) await work(next++);
    }),
  );
}

interface Verdict {
  failures: string[];
  lost: FlowResult[];
  failedJobs: FlowResult[];
  uploadFailed: FlowResult[];
  problems: string[];
  ledgerProblems: string[];
  counterMismatches: string[];
  truthNotes: string[];
}

function evaluate(input: {
  flows: FlowResult[];
  state: DatabaseState & { stuck: number };
  errors: RequestError[];
  pagePhase: PageRun[];
  apiCredits: Map<string, number>;
  userIds: string[];
  fixtures: ReturnType<typeof loadFixtures>;
}): Verdict {
  const { flows, state } = input;
  const failures: string[] = [];
  const lost = flows.filter((f) => f.outcome === 'lost');
  const failedJobs = flows.filter((f) => f.outcome === 'failed');
  const uploadFailed = flows.filter((f) => f.outcome === 'upload-failed');
  const problems = flows.flatMap((f) => f.problems);

  if (input.errors.length > 0) failures.push(`${input.errors.length} unexpected HTTP answer(s) in the flows`);
  const pageFailures = input.pagePhase.reduce((n, r) => n + r.failures, 0);
  if (pageFailures > 0) failures.push(`${pageFailures} failed page load(s) under autocannon`);
  const foreign = input.pagePhase.reduce((n, r) => n + r.foreign, 0);
  if (foreign > 0) failures.push(`${foreign} page(s) under autocannon not rendered for the user whose cookie was sent`);
  if (uploadFailed.length > 0) failures.push(`${uploadFailed.length} upload(s) without a job`);
  if (lost.length > 0) failures.push(`${lost.length} lost job(s): uploaded, not ended within ${config.jobTimeoutMs / 1000} s`);
  if (state.stuck > 0) failures.push(`${state.stuck} stuck job(s): still processing ${config.stuckGraceMs / 1000} s after the last user finished`);
  if (failedJobs.length > 0) failures.push(`${failedJobs.length} job(s) failed`);
  if (problems.length > 0) failures.push(`${problems.length} wrong answer(s) (pages, downloads or job details)`);

  // Every uploaded job must be in the database, ended, with its queue entry gone.
  const known = new Set(state.jobs.map((j) => j.id));
  const missing = flows.filter((f) => f.jobId && !known.has(f.jobId));
  if (missing.length > 0) failures.push(`${missing.length} uploaded job(s) missing from the database`);
  if (state.jobs.length !== flows.filter((f) => f.jobId).length) {
    failures.push(`the database has ${state.jobs.length} jobs for ${flows.filter((f) => f.jobId).length} accepted uploads`);
  }
  if (state.queue.length > 0) failures.push(`${state.queue.length} entr(ies) left in Graphile Worker's queue`);

  const ledgerVerdict = checkLedger(state.users, state.jobs, state.ledger, SIGNUP_CREDITS);
  if (ledgerVerdict.problems.length > 0) failures.push(`${ledgerVerdict.problems.length} credits ledger problem(s)`);
  const ledgerProblems = [...ledgerVerdict.problems];
  for (const [userId, credits] of input.apiCredits) {
    const user = state.users.find((u) => u.id === userId);
    if (user && user.credits !== credits) ledgerProblems.push(`${user.email}: /api/user/credits says ${credits}, the database ${user.credits}`);
  }
  if (input.apiCredits.size !== input.userIds.length)
    ledgerProblems.push(`/api/user/credits answered for ${input.apiCredits.size} of ${input.userIds.length} users`);
  if (ledgerProblems.length > ledgerVerdict.problems.length) failures.push('/api/user/credits disagrees with the database');

  // The same document must give the same counters every time, whoever uploads it and whatever runs beside it.
  const counterMismatches: string[] = [];
  const truthNotes: string[] = [];
  for (const fixture of input.fixtures) {
    const runs = flows.filter((f) => f.fixture === fixture.name && f.outcome === 'completed' && f.counters);
    const shapes = new Set(runs.map((f) => JSON.stringify(f.counters)));
    if (shapes.size > 1) counterMismatches.push(`${fixture.name}: ${shapes.size} different results over ${runs.length} runs: ${[...shapes].join(' / ')}`);
    const first = runs[0]?.counters;
    if (first && fixture.expected.citationsFound !== undefined && first.citationsFound !== fixture.expected.citationsFound) {
      truthNotes.push(`${fixture.name}: citationsFound ${first.citationsFound}, truth ${fixture.expected.citationsFound}`);
    }
  }
  if (counterMismatches.length > 0) failures.push(`${counterMismatches.length} fixture(s) with different counters across runs`);

  return { failures, lost, failedJobs, uploadFailed, problems, ledgerProblems, counterMismatches, truthNotes };
}

function render(input: {
  runMs: number;
  round1Ms: number;
  signInTimes: number[];
  phases: Map<string, Recorder>;
  pagePhase: Awaited<ReturnType<typeof runPagePhase>>;
  flows: FlowResult[];
  state: DatabaseState & { stuck: number };
  cpu: PhaseCpu[];
  serverPeakRss: number;
  verdict: Verdict;
  errors: RequestError[];
  requests: number;
  logLines: string[];
}): string {
  const out: string[] = [];
  const { verdict, state } = input;
  const peakLoad = Math.max(...loadSamples, loadStart[0] as number);
  const loadEnd = os.loadavg();
  out.push(`\n## Load run — ${verdict.failures.length === 0 ? 'PASSED' : 'FAILED'}\n`);
  out.push(headline(input));
  out.push('');
  out.push(
    table(
      ['setting', 'value'],
      [
        ['users (signed in through the local OpenID provider)', config.users],
        ['upload rounds (round 1 alone, round 2+ during the page phase)', config.rounds],
        ['page phase', `${config.connections} connections × ${config.secondsPerPage} s × ${PAGES.length} pages`],
        ['job workers', workerSetup()],
        ['machine', `${os.cpus().length} cores, Node ${process.versions.node}`],
        ['load average 1/5/15 min at start', loadStart.map((l) => l.toFixed(2)).join(' / ')],
        ['load average 1 min: peak during the run / at the end', `${peakLoad.toFixed(2)} / ${loadEnd[0]?.toFixed(2)}`],
        ['server peak RSS', `${fixed(input.serverPeakRss, 0)} MB`],
        ['whole run (build check, start, sign-in, rounds, checks)', ms(input.runMs)],
        ['round 1 (every user once through the flow, alone)', ms(input.round1Ms)],
        ['HTTP requests by the flows (autocannon not included)', input.requests],
      ],
    ),
  );

  out.push('\n### Page loads (HTML document, time to last byte)\n');
  const rows: string[][] = [];
  for (const phase of ['round 1', 'round 2+']) {
    const recorder = input.phases.get(phase);
    if (!recorder) continue;
    for (const page of ['page /', 'page /analysis', 'page /jobs', 'page /results']) {
      const samples = recorder.get(page);
      if (samples.length) rows.push([`flow ${phase}`, page.slice(5), ...summaryCells(summarize(samples)), '']);
    }
    const pooled = recorder.pooled((n) => n.startsWith('page '));
    if (pooled.length) rows.push([`flow ${phase}`, '**all pages**', ...summaryCells(summarize(pooled)), '']);
  }
  for (const run of input.pagePhase.runs) {
    const l = run.result.latency;
    const notes = `${fixed(run.rps, 0)} req/s, ${run.failures} failed${run.foreign ? `, ${run.foreign} not the user's` : ''}`;
    rows.push(['autocannon', run.page, String(l.totalCount ?? ''), ms(l.p50), ms(l.p90), ms(l.p99), ms(l.max), notes]);
  }
  const o = input.pagePhase.overall.latency;
  rows.push(['autocannon', '**all pages**', String(o.totalCount ?? ''), ms(o.p50), ms(o.p90), ms(o.p99), ms(o.max), `${fixed(input.pagePhase.rps, 0)} req/s`]);
  out.push(table(['source', 'page', 'n', 'p50', 'p90', 'p99', 'max', 'notes'], rows));

  out.push('\n### API calls and downloads (time to last byte)\n');
  const apiRows: string[][] = [];
  apiRows.push(['sign-in', 'whole sign-in (5 redirects + form)', ...summaryCells(summarize(input.signInTimes))]);
  for (const phase of ['round 1', 'round 2+', 'checks']) {
    const recorder = input.phases.get(phase);
    if (!recorder) continue;
    for (const name of recorder
      .names()
      .filter((n) => !n.startsWith('page '))
      .sort()) {
      apiRows.push([phase, name, ...summaryCells(summarize(recorder.get(name)))]);
    }
  }
  out.push(table(['phase', 'request', 'n', 'p50', 'p90', 'p99', 'max'], apiRows));

  out.push('\n### Jobs\n');
  const jobRows: string[][] = [];
  for (let round = 1; round <= config.rounds; round++) {
    const flows = input.flows.filter((f) => f.round === round);
    const ids = new Set(flows.map((f) => f.jobId).filter(Boolean));
    const jobs = state.jobs.filter((j) => ids.has(j.id));
    const done = jobs.filter((j) => j.completedAt);
    const first = Math.min(...jobs.map((j) => j.createdAt.getTime()));
    const last = Math.max(...done.map((j) => (j.completedAt as Date).getTime()));
    const perMinute = done.length > 0 && last > first ? (done.length / (last - first)) * 60_000 : Number.NaN;
    const client = summarize(flows.filter((f) => f.endedAt && f.uploadedAt).map((f) => (f.endedAt as number) - (f.uploadedAt as number)));
    const wait = summarize(jobs.filter((j) => j.startedAt).map((j) => (j.startedAt as Date).getTime() - j.createdAt.getTime()));
    const work = summarize(done.filter((j) => j.startedAt).map((j) => (j.completedAt as Date).getTime() - (j.startedAt as Date).getTime()));
    jobRows.push([
      `round ${round}`,
      String(flows.length),
      String(flows.filter((f) => f.outcome === 'completed').length),
      String(flows.filter((f) => f.outcome === 'failed').length),
      String(flows.filter((f) => f.outcome === 'lost').length),
      `${fixed(perMinute, 0)} (${done.length} in ${ms(last - first)})`,
      `${ms(client.p50)} / ${ms(client.p99)}`,
      `${ms(wait.p50)} / ${ms(wait.p99)}`,
      `${ms(work.p50)} / ${ms(work.p99)}`,
      String(jobs.filter((j) => j.attempts > 1).length),
    ]);
  }
  out.push(
    table(
      [
        'round',
        'uploaded',
        'completed',
        'failed',
        'lost',
        'jobs/min (first upload → last completion)',
        'upload → seen done p50/p99',
        'queue wait p50/p99',
        'processing p50/p99',
        'retried',
      ],
      jobRows,
    ),
  );

  out.push('\n### CPU by phase (seconds of CPU; 2 cores = 2 s per second)\n');
  const cpuHeader = ['phase', 'wall', 'app server', ...(config.workerProcesses ? ['worker processes'] : []), 'PostgreSQL'];
  const cpuRows = input.cpu.map((c) => [
    c.name,
    `${fixed(c.seconds)} s`,
    `${fixed(c.server)} s`,
    ...(config.workerProcesses ? [`${fixed(c.workers)} s`] : []),
    `${fixed(c.postgres)} s`,
  ]);
  out.push(table(cpuHeader, cpuRows));

  out.push('\n### Checks\n');
  const statuses = state.jobs.reduce<Record<string, number>>((acc, j) => ({ ...acc, [j.status]: (acc[j.status] ?? 0) + 1 }), {});
  out.push(
    table(
      ['check', 'result'],
      [
        ['unexpected HTTP answers (flows)', String(input.errors.length)],
        ['failed page loads (autocannon non-2xx + errors + timeouts)', String(input.pagePhase.runs.reduce((n, r) => n + r.failures, 0))],
        ['uploads refused', String(verdict.uploadFailed.length)],
        ['lost jobs (uploaded, never ended for the user)', String(verdict.lost.length)],
        [`stuck jobs (processing ${config.stuckGraceMs / 1000} s after the end)`, String(state.stuck)],
        [
          'jobs in the database by status',
          Object.entries(statuses)
            .map(([k, v]) => `${k} ${v}`)
            .join(', ') || 'none',
        ],
        ['Graphile Worker queue left over', String(state.queue.length)],
        ['wrong downloads / job answers / pages not rendered for their user (flows)', String(verdict.problems.length)],
        ["autocannon pages not rendered for the cookie's user", String(input.pagePhase.runs.reduce((n, r) => n + r.foreign, 0))],
        ['fixtures with differing counters across runs', String(verdict.counterMismatches.length)],
        [
          'credits ledger (balance = 100 − charges = Σ ledger, per job net = −charge)',
          verdict.ledgerProblems.length === 0 ? `consistent for ${state.users.length} users` : `${verdict.ledgerProblems.length} problem(s)`,
        ],
      ],
    ),
  );

  const details: string[] = [];
  if (input.errors.length > 0) {
    const groups = new Map<string, { count: number; example: RequestError }>();
    for (const e of input.errors) {
      const key = `${e.name} → ${e.status}`;
      const group = groups.get(key);
      if (group) group.count++;
      else groups.set(key, { count: 1, example: e });
    }
    details.push('Unexpected HTTP answers:');
    for (const [key, { count, example }] of groups) details.push(`  ${count} × ${key}: ${example.method} ${example.url} — ${example.detail}`);
  }
  for (const f of verdict.failedJobs.slice(0, 10)) details.push(`failed job ${f.jobId} (${f.filename}): ${f.errorMessage}`);
  for (const f of verdict.lost.slice(0, 10)) details.push(`lost job ${f.jobId} (${f.filename})`);
  for (const q of state.queue.slice(0, 10))
    details.push(
      `queue entry ${q.id} ${q.task_identifier}: attempts ${q.attempts}/${q.max_attempts}, locked ${q.locked_at?.toISOString() ?? 'no'}, last error ${q.last_error ?? '—'}`,
    );
  for (const p of [...verdict.problems, ...verdict.counterMismatches, ...verdict.ledgerProblems].slice(0, 30)) details.push(p);
  const noisy = notableLogLines(input.logLines);
  if (noisy.length > 0) {
    details.push(`Server log lines worth a look (${noisy.length}):`);
    for (const line of noisy.slice(0, 20)) details.push(`  ${line}`);
  }
  if (verdict.truthNotes.length > 0) {
    details.push("Counters against the fixtures' truth (offline lookups; information, not a load failure):");
    for (const note of verdict.truthNotes) details.push(`  ${note}`);
  }
  if (details.length > 0) out.push(`\n\`\`\`\n${details.join('\n')}\n\`\`\``);
  if (verdict.failures.length > 0) out.push(`\n**Failed:** ${verdict.failures.join('; ')}.`);
  return out.join('\n');
}

/** The figures an issue note asks for, in one small table. */
function headline(input: Parameters<typeof render>[0]): string {
  const flowPages = input.phases.get('round 1')?.pooled((n) => n.startsWith('page ')) ?? [];
  const quiet = summarize(flowPages);
  const cannon = input.pagePhase.overall.latency;
  const under = summarize(input.phases.get('round 2+')?.pooled((n) => n.startsWith('page ')) ?? []);
  const rate = (round: number) => {
    const ids = new Set(input.flows.filter((f) => f.round === round).map((f) => f.jobId));
    const jobs = input.state.jobs.filter((j) => ids.has(j.id) && j.completedAt);
    if (jobs.length === 0) return Number.NaN;
    const first = Math.min(...input.state.jobs.filter((j) => ids.has(j.id)).map((j) => j.createdAt.getTime()));
    const last = Math.max(...jobs.map((j) => (j.completedAt as Date).getTime()));
    return last > first ? (jobs.length / (last - first)) * 60_000 : Number.NaN;
  };
  const { verdict } = input;
  return table(
    ['figure', 'value'],
    [
      [`page loads, ${config.users} users' flow alone (p50 / p99)`, `${ms(quiet.p50)} / ${ms(quiet.p99)} (n ${quiet.count})`],
      [
        `page loads, autocannon ${config.connections} connections (p50 / p99)`,
        `${ms(cannon.p50)} / ${ms(cannon.p99)} (n ${cannon.totalCount ?? '?'}, ${fixed(input.pagePhase.rps, 0)} req/s)`,
      ],
      ...(config.rounds >= 2 ? [[`page loads, users' flow during autocannon (p50 / p99)`, `${ms(under.p50)} / ${ms(under.p99)} (n ${under.count})`]] : []),
      ['jobs per minute, flow alone (round 1)', fixed(rate(1), 0)],
      ...(config.rounds >= 2 ? [['jobs per minute, during autocannon (round 2)', fixed(rate(2), 0)]] : []),
      ['errors (unexpected HTTP answers, failed page loads)', String(input.errors.length + input.pagePhase.runs.reduce((n, r) => n + r.failures, 0))],
      ['lost / stuck / failed jobs', `${verdict.lost.length} / ${input.state.stuck} / ${verdict.failedJobs.length}`],
      ['credits ledger', verdict.ledgerProblems.length === 0 ? 'consistent' : `${verdict.ledgerProblems.length} problem(s)`],
      [
        'load average (1 min) start → peak',
        `${(loadStart[0] as number).toFixed(2)} → ${Math.max(...loadSamples, loadStart[0] as number).toFixed(2)} on ${os.cpus().length} cores`,
      ],
    ],
  );
}

function workerSetup(): string {
  const concurrency = process.env.WORKER_CONCURRENCY || '2';
  const inServer =
    process.env.RUN_WORKER === '0' || process.env.RUN_WORKER === 'false' ? 'none in the web process' : `in the web process (concurrency ${concurrency})`;
  return config.workerProcesses ? `${inServer} + ${config.workerProcesses} worker process(es) (concurrency ${concurrency} each)` : inServer;
}

/** Errors and warnings the server printed, minus the known start-up notices. */
function notableLogLines(lines: string[]): string[] {
  const benign = [/unsupported runtime/i, /ExperimentalWarning/, /--trace-warnings/, /^stderr:\s*$/, /oidc-provider WARNING/i, /is running at/, /^Sign-in:/];
  const interesting = /error|warn|fail|exception|unhandled|\[worker\]|refused|timeout|stderr:/i;
  const seen = new Set<string>();
  return lines.filter((line) => {
    if (!interesting.test(line) || benign.some((b) => b.test(line))) return false;
    if (seen.has(line)) return false;
    seen.add(line);
    return true;
  });
}

async function shutdown(): Promise<void> {
  clearInterval(loadTimer);
  if (app) {
    say('Stopping the app...');
    const exit = await app.stop();
    if (exit.code !== 0 && exit.code !== null) say(`The app exited with ${exit.code}`);
    app = undefined;
  }
  if (dataDir) {
    if (config.keepData) say(`Kept ${dataDir} (server.log inside)`);
    else fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

process.once('SIGINT', () => {
  say('Interrupted');
  void shutdown().finally(() => process.exit(130));
});

let status: number;
try {
  status = await main();
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  status = 2;
}
await shutdown();
process.exit(status);
