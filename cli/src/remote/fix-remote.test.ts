// `fix --server` against a scripted server: what lands on disk, what is said, and the exit codes.
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fixOnServer, localOnlyFlags } from '../commands/fix-on-server.ts';
import type { FixOptions } from '../commands/fix.ts';
import { EXIT } from '../exit-codes.ts';
import { RemoteClient } from './client.ts';
import type { RemoteJob } from './client.ts';
import { fixRemote, isInsufficientCredits } from './fix-remote.ts';
import { captureIo } from '../../test/capture-io.ts';

const JOB: RemoteJob = {
  id: 'job-1',
  filename: 'paper.docx',
  status: 'completed',
  progress: 100,
  currentStep: 'Processing complete',
  createdAt: '2026-01-01T00:00:00.000Z',
  completedAt: '2026-01-01T00:00:10.000Z',
  errorMessage: null,
  citationsFound: 3,
  bibtexEntries: 2,
  uniqueReferences: 2,
  creditsUsed: 2,
  processingLogs: [],
};

const FILE_NAMES: Record<string, string> = {
  document: 'paper.repaired.docx',
  bibtex: 'paper.bib',
  csljson: 'paper.csl.json',
  ris: 'paper.ris',
  zip: 'paper.citations.zip',
};

/** A server that takes the upload and answers `job` for it, with every download. */
function fakeServer(job: RemoteJob, report: Record<string, unknown> = { bibtexEntries: job.bibtexEntries, references: [] }) {
  const downloads: string[] = [];
  const fetch = (async (url: string) => {
    const path = new URL(url).pathname;
    if (path === '/api/process') return Response.json({ jobId: job.id });
    if (path === `/api/jobs/${job.id}`) return Response.json(job);
    if (path === `/api/jobs/${job.id}/report`) return Response.json(report);
    const variant = /^\/api\/download\/[^/]+\/([\w-]+)$/.exec(path)?.[1];
    if (variant && FILE_NAMES[variant]) {
      downloads.push(variant);
      return new Response(`${variant} bytes`, { headers: { 'Content-Disposition': `attachment; filename="${FILE_NAMES[variant]}"` } });
    }
    return Response.json({ error: 'not found' }, { status: 404 });
  }) as unknown as typeof globalThis.fetch;
  return { client: new RemoteClient({ server: 'http://server', token: 'crt_x', fetch, sleep: async () => undefined }), downloads };
}

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'cite-repair-remote-'));
  writeFileSync(join(dir, 'paper.docx'), 'PK not really a docx: the server reads it');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const never = new AbortController().signal;

describe('fix --server', () => {
  it('writes the same reference files as a local run: .bib and .csl.json by default', async () => {
    const io = captureIo(dir);
    const { client, downloads } = fakeServer(JOB);
    expect(await fixRemote(['paper.docx'], { concurrency: 1, pollMs: 0 }, io, client, never)).toBe(EXIT.ok);
    expect(downloads).toEqual(['document', 'bibtex', 'csljson']);
    expect(readdirSync(dir).sort()).toEqual(['paper.bib', 'paper.csl.json', 'paper.docx', 'paper.repaired.docx', 'paper.report.json']);
    expect(io.out).toContain('✔ paper.docx → paper.repaired.docx, paper.bib, paper.csl.json\n');
  });

  it('says, as a local run does, how many references were verified and which were not, and why', async () => {
    const io = captureIo(dir);
    const report = {
      bibtexEntries: 2,
      successfulLookups: 1,
      metadataFoundPercentage: 50,
      references: [
        { numbers: [1], marker: '{Smith, 2020}', status: 'verified', message: 'DOI found in Crossref' },
        { numbers: [2, 5], marker: '{Doe, 2019}', status: 'unverified', message: 'Could not be checked: the lookup services did not answer.' },
      ],
    };
    const { client } = fakeServer(JOB, report);
    expect(await fixRemote(['paper.docx'], { concurrency: 1, pollMs: 0 }, io, client, never)).toBe(EXIT.ok);
    expect(io.out).toContain(
      '  3 cited numbers → 2 BibTeX entries · 2 credits · job job-1\n' +
        '  1 of 2 verified (50%)\n' +
        '  ! [2, 5] {Doe, 2019} — unverified: Could not be checked: the lookup services did not answer.\n',
    );
  });

  it('writes exactly the --format files asked for, and says so in --json', async () => {
    const io = captureIo(dir);
    const { client, downloads } = fakeServer(JOB);
    expect(await fixRemote(['paper.docx'], { concurrency: 1, pollMs: 0, json: true, format: ['ris'] }, io, client, never)).toBe(EXIT.ok);
    expect(downloads).toEqual(['document', 'ris']);
    const report = JSON.parse(io.out);
    expect(Object.keys(report.outputs).sort()).toEqual(['docx', 'report', 'ris']);
  });

  it('a job refused for too few credits exits 6 (not enough credits) and says where to buy them', async () => {
    const io = captureIo(dir);
    const refused: RemoteJob = {
      ...JOB,
      status: 'failed',
      currentStep: 'Insufficient credits',
      errorMessage: 'Insufficient credits: this document needs 13 credits but your balance is 3.',
      creditsUsed: 0,
    };
    const { client } = fakeServer(refused);
    expect(await fixRemote(['paper.docx'], { concurrency: 1, pollMs: 0 }, io, client, never)).toBe(EXIT.insufficientCredits);
    expect(io.err).toBe(
      '✖ paper.docx: Insufficient credits: this document needs 13 credits but your balance is 3. (buy more at http://server/settings?tab=credits)\n',
    );
    expect(readdirSync(dir)).toEqual(['paper.docx']);
  });

  it('any other failed job is an input failure (exit 3)', async () => {
    const io = captureIo(dir);
    const { client } = fakeServer({ ...JOB, status: 'failed', currentStep: 'Processing failed', errorMessage: 'This Word document is damaged.' });
    expect(await fixRemote(['paper.docx'], { concurrency: 1, pollMs: 0 }, io, client, never)).toBe(EXIT.inputFailed);
    expect(io.err).toBe('✖ paper.docx: This Word document is damaged.\n');
  });

  it('losing the server after the upload names the job, to download its results later (exit 7)', async () => {
    const io = captureIo(dir);
    const refused = Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNREFUSED' } });
    const fetch = (async (url: string) => {
      if (new URL(url).pathname === '/api/process') return Response.json({ jobId: 'job-9' });
      throw refused;
    }) as unknown as typeof globalThis.fetch;
    const client = new RemoteClient({ server: 'http://server', token: 't', fetch, attempts: 2, sleep: async () => undefined });
    expect(await fixRemote(['paper.docx'], { concurrency: 1, pollMs: 0 }, io, client, never)).toBe(EXIT.unreachable);
    expect(io.err).toBe(
      '✖ paper.docx: server unreachable: http://server (ECONNREFUSED); job job-9 may still finish on the server: cite-repair download job-9 --server http://server\n',
    );
  });

  it('tells a refusal for credits from other failures', () => {
    expect(isInsufficientCredits({ status: 'failed', currentStep: 'Insufficient credits', errorMessage: null })).toBe(true);
    expect(isInsufficientCredits({ status: 'failed', currentStep: null, errorMessage: 'Insufficient credits: you need 1' })).toBe(true);
    expect(isInsufficientCredits({ status: 'failed', currentStep: 'Processing failed', errorMessage: 'Lookup failed' })).toBe(false);
    expect(isInsufficientCredits({ status: 'completed', currentStep: 'Insufficient credits', errorMessage: null })).toBe(false);
  });

  it('refuses a .csl file before uploading (usage), and names the local-only flags it will not apply', async () => {
    const io = captureIo(dir);
    const options = { concurrency: 1, marker: 'fields', style: 'mine.csl', server: 'http://server', token: 't' } as FixOptions & {
      server: string;
      token: string;
    };
    expect(await fixOnServer(['paper.docx'], options, io)).toBe(EXIT.usage);
    expect(io.err).toContain('--style mine.csl: a .csl file works only locally');
    expect(localOnlyFlags({ concurrency: 1, marker: 'fields', locale: 'en-US' })).toEqual([]);
    expect(localOnlyFlags({ concurrency: 1, marker: 'fields', locale: 'de-DE', keepReferences: true, offline: true })).toEqual([
      '--locale de-DE',
      '--keep-references',
      '--offline',
    ]);
  });
});
