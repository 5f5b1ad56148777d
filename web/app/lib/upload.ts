// POST /api/process (spec §7): multipart field 'file', aborted after 480,000 ms, with upload progress.
// XMLHttpRequest rather than fetch because only it reports how much of the body has been sent.
import { UPLOAD_TIMEOUT_MS } from './constants.ts';

export class UploadServerError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly title?: string,
  ) {
    super(message);
    this.name = 'UploadServerError';
  }
}

export class UploadTimeoutError extends Error {
  constructor() {
    super('Upload aborted after the time limit');
    this.name = 'UploadTimeoutError';
  }
}

export class UploadConnectionError extends Error {
  constructor() {
    super('The upload connection was interrupted');
    this.name = 'UploadConnectionError';
  }
}

export interface XhrLike {
  open(method: string, url: string): void;
  send(body: FormData): void;
  abort(): void;
  withCredentials: boolean;
  status: number;
  statusText: string;
  responseText: string;
  upload: { onprogress: ((event: { loaded: number; total: number; lengthComputable: boolean }) => void) | null } | null;
  onload: (() => void) | null;
  onerror: (() => void) | null;
  onabort: (() => void) | null;
  setRequestHeader(name: string, value: string): void;
}

export interface UploadOptions {
  url?: string;
  timeoutMs?: number;
  onProgress?: (fraction: number) => void;
  createXhr?: () => XhrLike;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

/** Sends the file; resolves with the new job id. */
export function uploadDocument(file: Blob & { name: string }, options: UploadOptions = {}): Promise<{ jobId: string }> {
  const xhr = options.createXhr?.() ?? (new XMLHttpRequest() as unknown as XhrLike);
  const setTimer = options.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
  const clearTimer = options.clearTimer ?? ((h) => clearTimeout(h as ReturnType<typeof setTimeout>));
  return new Promise((resolve, reject) => {
    let timedOut = false;
    const timer = setTimer(() => {
      timedOut = true;
      xhr.abort();
    }, options.timeoutMs ?? UPLOAD_TIMEOUT_MS);
    const finish = (work: () => void) => {
      clearTimer(timer);
      work();
    };
    xhr.open('POST', options.url ?? '/api/process');
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    if (xhr.upload && options.onProgress) {
      const onProgress = options.onProgress;
      xhr.upload.onprogress = (e) => {
        if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
      };
    }
    xhr.onload = () =>
      finish(() => {
        if (xhr.status >= 200 && xhr.status < 300) {
          try {
            const body = JSON.parse(xhr.responseText) as { jobId?: unknown };
            if (typeof body.jobId === 'string') return resolve({ jobId: body.jobId });
          } catch {}
          return reject(new UploadServerError(xhr.status, `HTTP ${xhr.status}: the server did not return a job id`));
        }
        reject(serverError(xhr.status, xhr.statusText, xhr.responseText));
      });
    xhr.onerror = () => finish(() => reject(new UploadConnectionError()));
    xhr.onabort = () => finish(() => reject(timedOut ? new UploadTimeoutError() : new UploadConnectionError()));
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}

/** Spec §8: the body's error or message field, else 'HTTP {status}: {statusText}' plus any response text. */
export function serverError(status: number, statusText: string, responseText: string): UploadServerError {
  try {
    const body = JSON.parse(responseText) as { error?: unknown; message?: unknown; title?: unknown };
    const title = typeof body.title === 'string' ? body.title : undefined;
    if (typeof body.error === 'string' && body.error) return new UploadServerError(status, body.error, title);
    if (typeof body.message === 'string' && body.message) return new UploadServerError(status, body.message, title);
  } catch {}
  const text = responseText.trim().slice(0, 300);
  return new UploadServerError(status, `HTTP ${status}: ${statusText}${text ? ` ${text}` : ''}`);
}

export interface UploadErrorReport {
  /** Title of the destructive toast. */
  title: string;
  /** Text of the toast, stored as the failed job's error message. */
  message: string;
}

export const UPLOAD_TIMEOUT_MESSAGE =
  'Upload timeout: The file upload took too long (8 minutes). This might be due to server processing issues. Please try again.';
export const CONNECTION_MESSAGE =
  'Connection error: The upload connection was interrupted. This can happen with large files or unstable connections. Please try again with a smaller file or check your network.';
export const TIMEOUT_IN_MESSAGE = 'Upload timeout: The file upload took too long. Please try with a smaller file or check your connection.';
export const INSUFFICIENT_CREDITS_MESSAGE = "You don't have enough credits to process this document. Please purchase more credits to continue.";

/** The spec's §8 upload error texts. */
export function describeUploadError(error: unknown): UploadErrorReport {
  let message: string;
  let title = 'Upload failed';
  if (error instanceof UploadTimeoutError) message = UPLOAD_TIMEOUT_MESSAGE;
  else if (error instanceof UploadConnectionError) message = CONNECTION_MESSAGE;
  else if (error instanceof UploadServerError) {
    message = error.message;
    if (error.title) title = error.title;
  } else if (error instanceof Error) {
    message = /timeout/i.test(error.message) ? TIMEOUT_IN_MESSAGE : `Upload failed: ${error.name}: ${error.message}`;
  } else message = 'Upload failed due to an unknown error';
  if (/insufficient credits/i.test(message)) return { title: 'Insufficient Credits', message: INSUFFICIENT_CREDITS_MESSAGE };
  if (error instanceof UploadServerError && /timeout/i.test(message)) message = TIMEOUT_IN_MESSAGE;
  return { title, message };
}

/**
 * The toast's text under its title. A refusal whose body names its own title ("Invalid file type")
 * and repeats it in its error ("Invalid file type: Please upload…") is shown without the repeat, which
 * read as a stutter; the failed job keeps the whole message, where it stands alone. The spec's own
 * texts (§8: "Upload failed: {name}: {message}", the time-outs) are shown as written.
 */
export function uploadToastText(error: unknown, report: UploadErrorReport): string {
  if (!(error instanceof UploadServerError) || !error.title || report.title !== error.title) return report.message;
  const prefix = `${error.title}:`;
  if (!report.message.toLowerCase().startsWith(prefix.toLowerCase())) return report.message;
  return report.message.slice(prefix.length).trim() || report.message;
}
