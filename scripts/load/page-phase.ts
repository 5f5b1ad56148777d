// The sustained page-load phase: autocannon keeps N connections busy on each main page in turn,
// every request carrying the session cookie of the next signed-in user (and, for the results page,
// that user's own job), so that every loader runs its real queries.
import autocannon from 'autocannon';
import type { Result } from 'autocannon';

export interface PageUser {
  email: string;
  cookie: string;
  jobId?: string;
}

export interface PageRun {
  page: string;
  result: Result;
  /** Requests per second over the run. */
  rps: number;
  /** Non-2xx answers and socket errors/timeouts. */
  failures: number;
  /** 200 answers that were not rendered for the user whose cookie was sent. */
  foreign: number;
}

export interface PagePhaseOptions {
  url: string;
  users: PageUser[];
  pages: string[];
  connections: number;
  secondsPerPage: number;
  onRun?: (run: PageRun) => void;
}

export async function runPagePhase(options: PagePhaseOptions): Promise<{ runs: PageRun[]; overall: Result; rps: number }> {
  const runs: PageRun[] = [];
  const raw: Result[] = [];
  for (const page of options.pages) {
    let next = 0;
    let foreign = 0;
    const result = await new Promise<Result>((resolve, reject) => {
      autocannon(
        {
          url: options.url,
          title: page,
          connections: options.connections,
          duration: options.secondsPerPage,
          timeout: 30,
          skipAggregateResult: true,
          requests: [
            {
              method: 'GET',
              path: page,
              setupRequest: (request, context) => {
                const user = options.users[next++ % options.users.length] as PageUser;
                context.email = user.email;
                const path = page === '/results' ? `/results?jobId=${encodeURIComponent(user.jobId ?? '')}` : page;
                return { ...request, path, headers: { ...request.headers, accept: 'text/html', cookie: user.cookie } };
              },
              // The page must be the signed-in user's own (the root loader puts the user into every page).
              onResponse: (status, body, context) => {
                if (status === 200 && !String(body).includes(String(context.email))) foreign++;
              },
            },
          ],
        },
        (error, value) => (error ? reject(error) : resolve(value)),
      );
    });
    raw.push(result);
    const single = autocannon.aggregateResult(copies([result]), { url: options.url, title: page, connections: options.connections });
    const run: PageRun = {
      page,
      result: single,
      rps: (result.totalCompletedRequests ?? 0) / Math.max(0.001, result.duration),
      failures: single.non2xx + single.errors + single.timeouts,
      foreign,
    };
    runs.push(run);
    options.onRun?.(run);
  }
  const overall = autocannon.aggregateResult(copies(raw), { url: options.url, title: 'all pages', connections: options.connections });
  const completed = raw.reduce((n, r) => n + (r.totalCompletedRequests ?? 0), 0);
  const seconds = raw.reduce((n, r) => n + r.duration, 0);
  return { runs, overall, rps: completed / Math.max(0.001, seconds) };
}

/** aggregateResult adds into the first result's status-code counters: give it copies. */
function copies(results: Result[]): Result[] {
  return results.map((r) => ({ ...r, statusCodeStats: structuredClone(r.statusCodeStats) }));
}
