// POST /api/process — multipart field 'file': validates the upload, creates the job, queues it.
// Answers { jobId }. It only stores and queues: a legacy .doc is stored as it came and converted by
// the worker (ADR 111), so no upload waits on LibreOffice. Errors are JSON { error, title, message } with the spec's texts. The file streams
// to disk under DATA_DIR (never whole in memory); every refusal that needs no byte of the body —
// credits, the one-job-per-user rule, rate limits, a busy server — comes before reading it.
import path from 'node:path';
import type { ActionFunctionArgs } from '@remix-run/node';
import { hasProcessingJob, JobAlreadyProcessingError } from '../models/job.server.ts';
import { checkRateLimits, rateLimitedResponse } from '../models/rate-limit.server.ts';
import { createJobFromFile } from '../models/upload-store.server.ts';
import { requireApiUser } from '../utils/auth.server.ts';
import { getDb } from '../utils/db.server.ts';
import { DOC_NOT_SUPPORTED, findSoffice } from '../utils/doc-convert.server.ts';
import { getEnv } from '../utils/env.server.ts';
import { json, jsonError } from '../utils/http.server.ts';
import { ipSubject, rateRules } from '../utils/rate-rules.server.ts';
import { BUSY_RETRY_AFTER_SECONDS, tryStartUpload, whileStoring } from '../utils/upload-capacity.server.ts';
import { detectWordFormatOnDisk, INSUFFICIENT_CREDITS, receiveUpload, UploadError } from '../utils/upload.server.ts';
import { isOutputForm, isStyle, OUTPUT_FORMS, outputOptionsOf, STYLES } from '../lib/output-forms.ts';
import { resolveDataDir } from '../../server/paths.ts';

export const loader = () => jsonError(405, 'Use POST with a multipart form field named file.');

export const BUSY = { title: 'Server busy', message: 'The server is busy right now. Please try again in a moment.' };

function busy(): Response {
  const response = jsonError(503, `${BUSY.title}: ${BUSY.message}`, { title: BUSY.title, message: BUSY.message });
  response.headers.set('Retry-After', String(BUSY_RETRY_AFTER_SECONDS));
  return response;
}

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== 'POST') return jsonError(405, 'Use POST with a multipart form field named file.');
  const user = await requireApiUser(request);
  const env = getEnv();
  const slot = tryStartUpload(env.MAX_CONCURRENT_UPLOADS);
  if (!slot) return busy();
  try {
    return await handleUpload(request, user);
  } catch (error) {
    if (error instanceof Response) throw error;
    // An overloaded database or disk is a busy server to the client, never a bare 500.
    console.error(`Upload failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    return busy();
  } finally {
    slot.release();
  }
}

async function handleUpload(request: Request, user: { id: string; credits: number }): Promise<Response> {
  const db = getDb();
  const env = getEnv();
  // The output form and style ride on the query string (?marker=fields&style=ieee), so the file streams alone.
  const query = new URL(request.url).searchParams;
  const marker = query.get('marker');
  const style = query.get('style');
  if (marker !== null && !isOutputForm(marker))
    return jsonError(400, `Unknown output "${marker}". Choose one of: ${OUTPUT_FORMS.map((f) => f.id).join(', ')}.`);
  if (style !== null && !isStyle(style)) return jsonError(400, `Unknown citation style "${style}". Choose one of: ${STYLES.map((s) => s.id).join(', ')}.`);
  const outputOptions = outputOptionsOf({ marker, style });
  // Cheap refusals first, before a byte of the file is read.
  if (user.credits < 1) return jsonError(402, INSUFFICIENT_CREDITS, { title: 'Insufficient Credits' });
  if (await hasProcessingJob(db, user.id)) {
    return jsonError(409, new JobAlreadyProcessingError().message, { title: 'Processing in Progress' });
  }
  // Abuse limits, per user and per IP address, on the uploads whose body would be read: the cheap
  // refusals above do not count (the CLI asks again every second while another job of the user runs).
  const rules = rateRules(env);
  const refused = await checkRateLimits(db, [
    { rule: rules.uploadPerUser, subject: `user:${user.id}` },
    { rule: rules.uploadPerIp, subject: ipSubject(request) },
  ]);
  if (refused) return rateLimitedResponse(refused);

  let upload;
  try {
    upload = await receiveUpload(request, path.join(resolveDataDir(env.DATA_DIR), 'uploads'));
  } catch (error) {
    if (error instanceof UploadError) return jsonError(error.status, error.error, { title: error.title, message: error.message });
    throw error;
  }
  try {
    const format = await detectWordFormatOnDisk(upload);
    // Refused up front where this server has no LibreOffice: a file lookup, no conversion.
    if (format === 'doc' && !findSoffice(env.SOFFICE_PATH)) throw new UploadError(415, 'Unsupported format', DOC_NOT_SUPPORTED);
    const job = await whileStoring(() =>
      createJobFromFile(db, {
        userId: user.id,
        filename: upload.filename,
        path: upload.path,
        size: upload.size,
        format,
        maxAttempts: env.JOB_MAX_ATTEMPTS,
        outputOptions,
      }),
    );
    return json({ jobId: job.id });
  } catch (error) {
    if (error instanceof UploadError) return jsonError(error.status, error.error, { title: error.title, message: error.message });
    if (error instanceof JobAlreadyProcessingError) return jsonError(409, error.message, { title: 'Processing in Progress' });
    throw error;
  } finally {
    await upload.discard();
  }
}
