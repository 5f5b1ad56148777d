// One signed-in user going through the product the way the screens do: the upload screen, one
// upload, the /analysis screen polling GET /api/jobs/:id every second until the job ends, then /jobs,
// the results page and the three downloads, each checked against the job (right file, right user).
import type { Fixture } from './fixtures.ts';
import type { HttpClient } from './http-client.ts';

export interface JobCounters {
  citationsFound: number | null;
  uniqueReferences: number | null;
  bibtexEntries: number | null;
  orphanedReferences: number | null;
  duplicateRefsRemoved: number | null;
  totalBibliographyEntries: number | null;
  creditsUsed: number | null;
}

export interface FlowResult {
  email: string;
  fixture: string;
  filename: string;
  round: number;
  jobId?: string;
  /** completed/failed: as the job ended; lost: still not ended when the user gave up; upload-failed: no job. */
  outcome: 'completed' | 'failed' | 'lost' | 'upload-failed';
  /** Date.now() when the upload was answered and when a poll first saw the end. */
  uploadedAt?: number;
  endedAt?: number;
  polls: number;
  counters?: JobCounters;
  errorMessage?: string | null;
  /** Anything wrong with the answers that is not an HTTP error (wrong file, wrong counts...). */
  problems: string[];
}

export interface FlowOptions {
  round: number;
  /** Also fetch the stylesheets and scripts the home page links (a browser's cold cache). */
  withAssets: boolean;
  pollIntervalMs: number;
  /** How long a user keeps polling before calling the job lost. */
  jobTimeoutMs: number;
}

interface JobAnswer extends JobCounters {
  id: string;
  status: 'processing' | 'completed' | 'failed';
  progress: number;
  filename: string;
  errorMessage: string | null;
  unsupportedFormat: boolean;
}

export async function runUserFlow(client: HttpClient, email: string, fixture: Fixture, options: FlowOptions): Promise<FlowResult> {
  const tag = `${email.split('@')[0]}-r${options.round}`;
  const filename = `${tag}-${fixture.name}.docx`;
  const result: FlowResult = { email, fixture: fixture.name, filename, round: options.round, outcome: 'upload-failed', polls: 0, problems: [] };

  const page = async (name: string, path: string) => {
    const answer = await client.send(name, path, { headers: { Accept: 'text/html' } });
    // Every page carries the signed-in user (root loader): a page without the e-mail was rendered for someone else.
    if (answer?.status === 200 && !answer.text().includes(email)) result.problems.push(`${path} for ${email} was not rendered for that user`);
    return answer;
  };

  const home = await page('page /', '/');
  if (home && options.withAssets) await loadAssets(client, home.text());

  const form = new FormData();
  form.append('file', new Blob([fixture.bytes], { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' }), filename);
  const upload = await client.send('api POST /api/process', '/api/process', { method: 'POST', body: form });
  const jobId = upload?.status === 200 ? upload.json<{ jobId?: string }>().jobId : undefined;
  if (!jobId) return result;
  result.jobId = jobId;
  result.uploadedAt = Date.now();

  // The upload screen moves to /analysis, which polls the job every second.
  await page('page /analysis', '/analysis');
  const deadline = Date.now() + options.jobTimeoutMs;
  let job: JobAnswer | undefined;
  for (;;) {
    const answer = await client.send('api GET /api/jobs/:id', `/api/jobs/${jobId}`);
    result.polls++;
    if (answer?.status === 200) {
      job = answer.json<JobAnswer>();
      if (job.id !== jobId || job.filename !== filename) result.problems.push(`GET /api/jobs/${jobId} answered another job (${job.id}, ${job.filename})`);
      if (job.status !== 'processing') break;
    }
    if (Date.now() > deadline) {
      result.outcome = 'lost';
      return result;
    }
    await sleep(options.pollIntervalMs);
  }
  result.endedAt = Date.now();
  result.outcome = job.status;
  result.errorMessage = job.errorMessage;
  result.counters = {
    citationsFound: job.citationsFound,
    uniqueReferences: job.uniqueReferences,
    bibtexEntries: job.bibtexEntries,
    orphanedReferences: job.orphanedReferences,
    duplicateRefsRemoved: job.duplicateRefsRemoved,
    totalBibliographyEntries: job.totalBibliographyEntries,
    creditsUsed: job.creditsUsed,
  };

  await page('page /jobs', '/jobs');
  await page('page /results', `/results?jobId=${encodeURIComponent(jobId)}`);
  if (job.status === 'completed' && !job.unsupportedFormat) await downloadAll(client, jobId, filename, job, result);
  return result;
}

async function downloadAll(client: HttpClient, jobId: string, filename: string, job: JobAnswer, result: FlowResult): Promise<void> {
  const stem = filename.replace(/\.docx$/, '');
  for (const variant of ['document', 'bibtex', 'zip'] as const) {
    const file = await client.send(`download ${variant}`, `/api/download/${jobId}/${variant}`);
    if (!file || file.status !== 200) continue;
    const disposition = file.headers.get('Content-Disposition') ?? '';
    if (!disposition.includes(stem)) result.problems.push(`${variant} of ${filename} came as '${disposition}'`);
    if (variant === 'bibtex') {
      const entries = (file.text().match(/^@\w+\{/gm) ?? []).length;
      if (entries !== job.bibtexEntries) result.problems.push(`${filename}: the .bib has ${entries} entries, the job says ${job.bibtexEntries}`);
    } else if (file.body[0] !== 0x50 || file.body[1] !== 0x4b) {
      result.problems.push(`${variant} of ${filename} is not a ZIP package (${file.body.byteLength} bytes)`);
    }
  }
}

/** The stylesheets, module scripts and preloads of a page, as a browser with an empty cache fetches them. */
async function loadAssets(client: HttpClient, html: string): Promise<void> {
  const urls = new Set<string>();
  for (const match of html.matchAll(/<(?:link|script)\b[^>]*?\b(?:href|src)="([^"]+)"[^>]*>/g)) {
    const url = (match[1] as string).replace(/&amp;/g, '&');
    if (url.startsWith('/') && !url.startsWith('//')) urls.add(url);
  }
  await Promise.all([...urls].map((url) => client.send('static asset (cold cache)', url)));
}

function sleep(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms));
}
