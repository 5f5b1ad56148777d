// Serving a job's output files to their owner (and to an administrator, who may open any user's
// results), streamed from the storage. A signed-out browser navigation goes to sign-in and
// comes back; a signed-out fetch gets 401; someone else's job is 404; files past their retention 410.
import { Readable } from 'node:stream';
import { redirect } from '@remix-run/node';
import { DAY_MS, isPastExpiry, openJobFile } from '../models/job-file.server.ts';
import { getJobForUser, isDownloadVariant, outputFileName } from '../models/job.server.ts';
import { getRequestCaller, isAdminCaller, loginPath } from './auth.server.ts';
import { getDb } from './db.server.ts';
import { attachment, isBrowserNavigation, jsonError, plainPage } from './http.server.ts';

export async function downloadJobFile(request: Request, jobId: string, variant: string): Promise<Response> {
  const answer = await downloadOrRefusal(request, jobId, variant);
  // A download link opened in the browser gets a page that says why, not a line of JSON.
  if (answer.ok || !isBrowserNavigation(request) || !answer.headers.get('Content-Type')?.includes('json')) return answer;
  const { error, title } = (await answer.json()) as { error: string; title?: string };
  return plainPage({
    title: title ?? (answer.status === 404 ? 'Not found' : 'No file to download'),
    message: error,
    links: [
      { href: '/jobs', label: 'My Jobs' },
      { href: '/', label: 'Home' },
    ],
    status: answer.status,
  });
}

async function downloadOrRefusal(request: Request, jobId: string, variant: string): Promise<Response> {
  const caller = await getRequestCaller(request);
  if (!caller) {
    if (isBrowserNavigation(request) && !request.headers.has('Authorization')) return redirect(loginPath(request));
    return jsonError(401, 'Unauthorized: please sign in');
  }
  if (!isDownloadVariant(variant))
    return jsonError(404, 'Unknown download: use document, bibtex, csljson, ris, zip or document-<form> (fields, rtf, mendeley, pandoc, latex)');
  const db = getDb();
  const job = isAdminCaller(caller) ? await db.job.findUnique({ where: { id: jobId } }) : await getJobForUser(db, caller.user.id, jobId);
  if (!job) return jsonError(404, 'Job not found');
  // A failed job will never have files: "not yet" would send the user (or the CLI) waiting for them.
  if (job.status === 'failed') return jsonError(409, 'This job failed, so it has no files. Process the document again to get them.');
  if (job.status !== 'completed') return jsonError(409, 'The job has no files yet: it is still processing.');
  if (job.unsupportedFormat) return jsonError(404, 'This job produced no files: no citations were found in the document.');
  const file = await db.jobFile.findUnique({ where: { jobId_kind: { jobId, kind: variant } } });
  if (!file) return jsonError(404, 'File not found');
  if (isPastExpiry(file) || job.filesExpiredAt) {
    const expiredOn = job.filesExpiredAt ?? file.expiredAt ?? file.expiresAt ?? new Date();
    return jsonError(410, filesDeletedMessage(expiredOn, job.completedAt), { title: 'Files deleted', expiredAt: expiredOn.toISOString() });
  }
  const object = await openJobFile(file);
  if (!object) {
    console.error(`Download of job ${jobId} (${variant}): the stored file ${file.storageKey ?? ''} is missing`);
    return jsonError(404, 'File not found');
  }
  return new Response(Readable.toWeb(object.body) as ReadableStream<Uint8Array>, {
    headers: {
      'Content-Type': file.contentType,
      'Content-Length': String(object.size),
      'Content-Disposition': attachment(file.fileName || outputFileName(job.filename, variant)),
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

/** "The files of this job were deleted on December 25, 2026, 30 days after it completed. …" */
export function filesDeletedMessage(expiredOn: Date, completedAt: Date | null): string {
  const date = expiredOn.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
  const days = completedAt ? Math.max(1, Math.round((expiredOn.getTime() - completedAt.getTime()) / DAY_MS)) : null;
  const after = days === null ? '' : `, ${days} day${days === 1 ? '' : 's'} after it completed`;
  return `The files of this job were deleted on ${date}${after}: results are kept for a limited time. The job and its report are still here; upload the document again to get new files.`;
}
