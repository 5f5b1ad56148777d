import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CURRENT_JOB_KEY,
  CURRENT_VIEW_KEY,
  clearSessionJob,
  isPlaceholderJob,
  makeFailedUploadJob,
  makeRetriedJob,
  makeUploadedJob,
  makeUploadingJob,
  parseStoredJob,
  readSessionJob,
  readSessionView,
  selectCurrentJob,
  writeSessionJob,
} from './session-job.ts';
import { installMemoryStorage } from './testing/memory-storage.ts';
import type { MemoryStorage } from './testing/memory-storage.ts';
import { makeJob, minutesBefore } from './testing/make-job.ts';

const NOW = Date.UTC(2025, 7, 3, 12, 0, 0);
const at = (minutesAgo: number) => minutesBefore(NOW, minutesAgo);

describe('selectCurrentJob (spec §4)', () => {
  it('replaces an uploading placeholder with the server job of the same file created within 5 minutes', () => {
    const local = makeUploadingJob('paper.docx', 10, new Date(NOW - 60_000));
    const server = makeJob({ id: 'real', filename: 'paper.docx', status: 'processing', createdAt: at(0.5) });
    const other = makeJob({ filename: 'other.docx', status: 'processing', createdAt: at(0.2) });
    expect(selectCurrentJob(local, [other, server], NOW)?.id).toBe('real');
  });

  it('also replaces a failed-upload placeholder with a completed match', () => {
    const local = makeFailedUploadJob('paper.docx', 10, 'Connection error', new Date(NOW - 60_000));
    const server = makeJob({ id: 'real', filename: 'paper.docx', status: 'completed', createdAt: at(2) });
    expect(selectCurrentJob(local, [server], NOW)?.id).toBe('real');
  });

  it('does not match a server job of the same file that is too old, failed, or of another name', () => {
    const local = makeFailedUploadJob('paper.docx', 10, 'Upload failed', new Date(NOW));
    const old = makeJob({ filename: 'paper.docx', status: 'completed', createdAt: at(6) });
    const failed = makeJob({ filename: 'paper.docx', status: 'failed', createdAt: at(1) });
    const otherName = makeJob({ filename: 'Paper.docx', status: 'completed', createdAt: at(1) });
    expect(selectCurrentJob(local, [old, failed, otherName], NOW)).toBe(local);
  });

  it('prefers a processing server job over an unmatched placeholder', () => {
    const local = makeFailedUploadJob('paper.docx', 10, 'A document is already being processed.', new Date(NOW));
    const running = makeJob({ id: 'running', filename: 'other.docx', status: 'processing', createdAt: at(10) });
    expect(selectCurrentJob(local, [running], NOW)?.id).toBe('running');
  });

  it('keeps a real session job and takes the server copy of it', () => {
    const stored = makeJob({ id: 'mine', status: 'processing', progress: 10, createdAt: at(20) });
    const fresh = { ...stored, status: 'completed' as const, progress: 100 };
    const newer = makeJob({ status: 'processing', createdAt: at(1) });
    expect(selectCurrentJob(stored, [newer, fresh], NOW)).toEqual(fresh);
  });

  it('keeps a real session job the list does not have yet (its own poll decides)', () => {
    const stored = makeJob({ id: 'just-created', status: 'processing', createdAt: at(0) });
    const older = makeJob({ status: 'completed', createdAt: at(30) });
    expect(selectCurrentJob(stored, [older], NOW)).toBe(stored);
  });

  it('without a session job prefers a processing job, then the most recent', () => {
    const a = makeJob({ id: 'a', status: 'completed', createdAt: at(1) });
    const b = makeJob({ id: 'b', status: 'processing', createdAt: at(5) });
    const c = makeJob({ id: 'c', status: 'failed', createdAt: at(10) });
    expect(selectCurrentJob(null, [c, a, b], NOW)?.id).toBe('b');
    expect(selectCurrentJob(null, [c, a], NOW)?.id).toBe('a');
  });

  it('keeps the session job when the server has no jobs, and yields null with neither', () => {
    const stored = makeJob({ id: 'x' });
    expect(selectCurrentJob(stored, [], NOW)).toBe(stored);
    expect(selectCurrentJob(stored, undefined, NOW)).toBe(stored);
    expect(selectCurrentJob(null, [], NOW)).toBeNull();
  });
});

describe('placeholders', () => {
  it('follow the spec: uploading at 0, uploaded at 75, failed with "Upload failed"', () => {
    const uploading = makeUploadingJob('a.docx', 5, new Date(NOW));
    expect(uploading).toMatchObject({ status: 'processing', progress: 0, currentStep: 'Uploading document...' });
    expect(isPlaceholderJob(uploading)).toBe(true);
    const uploaded = makeUploadedJob('abc', uploading);
    expect(uploaded).toMatchObject({ id: 'abc', progress: 75, currentStep: 'Starting document processing...', filename: 'a.docx' });
    expect(isPlaceholderJob(uploaded)).toBe(false);
    const failed = makeFailedUploadJob('a.docx', 5, 'boom', new Date(NOW));
    expect(failed).toMatchObject({ status: 'failed', currentStep: 'Upload failed', errorMessage: 'boom' });
    expect(failed.id.startsWith('failed-')).toBe(true);
  });
});

describe('session storage', () => {
  let storage: { sessionStorage: MemoryStorage };
  beforeEach(() => {
    storage = installMemoryStorage();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('round-trips the job with its view, without the logs', () => {
    const job = makeJob({ status: 'processing', processingLogs: [{ id: '1', citation: '[1]', status: 'success', message: '', strategy: '', timestamp: '' }] });
    writeSessionJob(job);
    expect(readSessionView()).toBe('processing');
    const back = readSessionJob();
    expect(back?.id).toBe(job.id);
    expect(back?.processingLogs).toBeUndefined();
  });

  it('clears unparseable data', () => {
    storage.sessionStorage.setItem(CURRENT_JOB_KEY, '{not json');
    storage.sessionStorage.setItem(CURRENT_VIEW_KEY, 'processing');
    expect(readSessionJob()).toBeNull();
    expect(storage.sessionStorage.getItem(CURRENT_JOB_KEY)).toBeNull();
    expect(storage.sessionStorage.getItem(CURRENT_VIEW_KEY)).toBeNull();
  });

  it('clears a job with an unknown status or a bad shape', () => {
    storage.sessionStorage.setItem(CURRENT_JOB_KEY, JSON.stringify({ ...makeJob(), status: 'queued' }));
    expect(readSessionJob()).toBeNull();
    expect(storage.sessionStorage.getItem(CURRENT_JOB_KEY)).toBeNull();
    expect(parseStoredJob({ ...makeJob(), createdAt: 'yesterday' })).toBeNull();
    expect(parseStoredJob({ ...makeJob(), progress: '10' })).toBeNull();
    expect(parseStoredJob(null)).toBeNull();
  });

  it('clearSessionJob removes both records', () => {
    writeSessionJob(makeJob(), 'results');
    clearSessionJob();
    expect(readSessionJob()).toBeNull();
    expect(readSessionView()).toBeNull();
  });
});

describe('makeRetriedJob', () => {
  it('is a processing job with the new id, the same file, and stays the current job until the list has it', () => {
    const failed = makeJob({
      id: 'old',
      filename: 'thesis.docx',
      status: 'failed',
      errorMessage: 'Processing failed: boom',
      fileSize: 4321,
      createdAt: at(10),
    });
    const retried = makeRetriedJob('new', failed, new Date(NOW));
    expect(retried).toMatchObject({
      id: 'new',
      filename: 'thesis.docx',
      fileSize: 4321,
      status: 'processing',
      progress: 0,
      currentStep: 'Starting document processing...',
      errorMessage: null,
      completedAt: null,
      createdAt: new Date(NOW).toISOString(),
    });
    expect(isPlaceholderJob(retried)).toBe(false);
    expect(parseStoredJob(JSON.parse(JSON.stringify(retried)))).toEqual(retried);
    // The server list still ends with the failed job: the retried one stays selected.
    expect(selectCurrentJob(retried, [failed], NOW)?.id).toBe('new');
    // Once the list has it, the server's copy replaces the local one.
    const server = makeJob({ id: 'new', filename: 'thesis.docx', status: 'processing', progress: 40, createdAt: at(0) });
    expect(selectCurrentJob(retried, [server, failed], NOW)).toBe(server);
  });
});
