// Serving a job's output files to their owner (and to an administrator, who may open any user's
// results). A signed-out browser navigation goes to sign-in and
// comes back; a signed-out fetch gets 401; someone else's job is 404.
import { redirect } from '@remix-run/node';
import { getJobForUser, isDownloadVariant, outputFileName } from '../models/job.server.ts';
import { getRequestCaller, isAdminCaller, loginPath } from './auth.server.ts';
import { getDb } from './db.server.ts';
import { attachment, isBrowserNavigation, jsonError } from './http.server.ts';

export async function downloadJobFile(request: Request, jobId: string, variant: string): Promise<Response> {
  const caller = await getRequestCaller(request);
  if (!caller) {
    if (isBrowserNavigation(request) && !request.headers.has('Authorization')) return redirect(loginPath(request));
    return jsonError(401, 'Unauthorized: please sign in');
  }
  if (!isDownloadVariant(variant)) return jsonError(404, 'Unknown download: use document, bibtex, csljson, ris, zip or document-<form> (fields, rtf, mendeley, pandoc, latex)');
  const db = getDb();
  const job = isAdminCaller(caller) ? await db.job.findUnique({ where: { id: jobId } }) : await getJobForUser(db, caller.user.id, jobId);
  if (!job) return jsonError(404, 'Job not found');
  if (job.status !== 'completed') return jsonError(409, 'The job has no files yet: it has not completed.');
  if (job.unsupportedFormat) return jsonError(404, 'This job produced no files: no citations were found in the document.');
  const file = await db.jobFile.findUnique({ where: { jobId_kind: { jobId, kind: variant } } });
  if (!file) return jsonError(404, 'File not found');
  return new Response(file.bytes, {
    headers: {
      'Content-Type': file.contentType,
      'Content-Length': String(file.bytes.byteLength),
      'Content-Disposition': attachment(file.fileName || outputFileName(job.filename, variant)),
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
