import { describe, expect, it } from 'vitest';
import {
  CONNECTION_MESSAGE,
  INSUFFICIENT_CREDITS_MESSAGE,
  TIMEOUT_IN_MESSAGE,
  UPLOAD_TIMEOUT_MESSAGE,
  UploadConnectionError,
  UploadServerError,
  UploadTimeoutError,
  describeUploadError,
  serverError,
  uploadDocument,
  uploadToastText,
} from './upload.ts';
import type { XhrLike } from './upload.ts';

class FakeXhr implements XhrLike {
  withCredentials = false;
  status = 0;
  statusText = '';
  responseText = '';
  upload = { onprogress: null as XhrLike['upload'] extends infer U ? (U extends { onprogress: infer P } ? P : never) : never };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  opened: [string, string] | null = null;
  sent: FormData | null = null;
  aborted = false;
  open(method: string, url: string) {
    this.opened = [method, url];
  }
  send(body: FormData) {
    this.sent = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  setRequestHeader() {}
  answer(status: number, body: string, statusText = '') {
    this.status = status;
    this.statusText = statusText;
    this.responseText = body;
    this.onload?.();
  }
}

const file = Object.assign(new Blob(['x']), { name: 'paper.docx' });

describe('uploadDocument', () => {
  it('posts the single field "file" with credentials and resolves with the job id', async () => {
    const xhr = new FakeXhr();
    const progress: number[] = [];
    const promise = uploadDocument(file, { createXhr: () => xhr, onProgress: (f) => progress.push(f) });
    expect(xhr.opened).toEqual(['POST', '/api/process']);
    expect(xhr.withCredentials).toBe(true);
    expect([...(xhr.sent as FormData).keys()]).toEqual(['file']);
    xhr.upload.onprogress?.({ loaded: 5, total: 10, lengthComputable: true });
    xhr.answer(200, '{"jobId":"abc"}');
    await expect(promise).resolves.toEqual({ jobId: 'abc' });
    expect(progress).toEqual([0.5]);
  });

  it('aborts after 480,000 ms and reports a timeout', async () => {
    const xhr = new FakeXhr();
    const timers: { fn: () => void; ms: number }[] = [];
    const promise = uploadDocument(file, { createXhr: () => xhr, setTimer: (fn, ms) => timers.push({ fn, ms }), clearTimer: () => undefined });
    expect(timers[0]?.ms).toBe(480_000);
    timers[0]?.fn();
    expect(xhr.aborted).toBe(true);
    await expect(promise).rejects.toBeInstanceOf(UploadTimeoutError);
  });

  it('reports an interrupted connection', async () => {
    const xhr = new FakeXhr();
    const promise = uploadDocument(file, { createXhr: () => xhr });
    xhr.onerror?.();
    await expect(promise).rejects.toBeInstanceOf(UploadConnectionError);
  });

  it('reports the server error body', async () => {
    const xhr = new FakeXhr();
    const promise = uploadDocument(file, { createXhr: () => xhr });
    xhr.answer(415, '{"error":"Invalid file type: Please upload a Word document (.doc or .docx file)","title":"Invalid file type"}');
    const error = (await promise.catch((e: unknown) => e)) as UploadServerError;
    expect(error.message).toBe('Invalid file type: Please upload a Word document (.doc or .docx file)');
    expect(error.title).toBe('Invalid file type');
  });
});

describe('serverError (spec §8)', () => {
  it('uses error, then message, then HTTP status with the text', () => {
    expect(serverError(400, 'Bad Request', '{"error":"E"}').message).toBe('E');
    expect(serverError(400, 'Bad Request', '{"message":"M"}').message).toBe('M');
    expect(serverError(502, 'Bad Gateway', 'upstream down').message).toBe('HTTP 502: Bad Gateway upstream down');
    expect(serverError(500, 'Internal Server Error', '').message).toBe('HTTP 500: Internal Server Error');
  });
});

describe('describeUploadError (spec §8, issue 4: 8 minutes)', () => {
  it('maps each cause to its text', () => {
    expect(describeUploadError(new UploadTimeoutError())).toEqual({ title: 'Upload failed', message: UPLOAD_TIMEOUT_MESSAGE });
    expect(UPLOAD_TIMEOUT_MESSAGE).toContain('(8 minutes)');
    expect(describeUploadError(new UploadConnectionError()).message).toBe(CONNECTION_MESSAGE);
    expect(describeUploadError(new Error('network timeout reached')).message).toBe(TIMEOUT_IN_MESSAGE);
    expect(describeUploadError(new TypeError('boom')).message).toBe('Upload failed: TypeError: boom');
    expect(describeUploadError('???').message).toBe('Upload failed due to an unknown error');
  });

  it('says "Insufficient Credits" when the message mentions it', () => {
    const report = describeUploadError(new UploadServerError(402, 'Insufficient credits: You need at least 1 credit', 'Insufficient Credits'));
    expect(report).toEqual({ title: 'Insufficient Credits', message: INSUFFICIENT_CREDITS_MESSAGE });
  });

  it('does not repeat the server title in the toast text, and keeps the whole message for the failed job', () => {
    const refusal = serverError(
      415,
      'Unsupported Media Type',
      '{"error":"Invalid file type: Please upload a Word document (.doc or .docx file)","title":"Invalid file type"}',
    );
    const report = describeUploadError(refusal);
    expect(report.message).toBe('Invalid file type: Please upload a Word document (.doc or .docx file)');
    expect(uploadToastText(refusal, report)).toBe('Please upload a Word document (.doc or .docx file)');
    // The spec's own texts are shown as written.
    const timeout = new UploadTimeoutError();
    expect(uploadToastText(timeout, describeUploadError(timeout))).toBe(UPLOAD_TIMEOUT_MESSAGE);
    const boom = new TypeError('boom');
    expect(uploadToastText(boom, describeUploadError(boom))).toBe('Upload failed: TypeError: boom');
    const credits = new UploadServerError(402, 'Insufficient credits: You need at least 1 credit', 'Insufficient Credits');
    expect(uploadToastText(credits, describeUploadError(credits))).toBe(INSUFFICIENT_CREDITS_MESSAGE);
  });

  it('keeps the server title', () => {
    expect(describeUploadError(new UploadServerError(413, 'File too large: Please upload a file smaller than 50MB', 'File too large')).title).toBe(
      'File too large',
    );
  });
});
