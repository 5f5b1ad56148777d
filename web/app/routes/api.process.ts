// POST /api/process — multipart field 'file': validates the upload, creates the job, queues it.
// Answers { jobId }. Errors are JSON { error, title, message } with the spec's texts.
import type { ActionFunctionArgs } from '@remix-run/node';
import { createJob, hasProcessingJob, JobAlreadyProcessingError } from '../models/job.server.ts';
import { checkRateLimits, rateLimitedResponse } from '../models/rate-limit.server.ts';
import { ipSubject, rateRules } from '../utils/rate-rules.server.ts';
import { requireApiUser } from '../utils/auth.server.ts';
import { getDb } from '../utils/db.server.ts';
import { convertDocToDocx, DOC_NOT_SUPPORTED, findSoffice } from '../utils/doc-convert.server.ts';
import { getEnv } from '../utils/env.server.ts';
import { json, jsonError } from '../utils/http.server.ts';
import { isOutputForm, isStyle, OUTPUT_FORMS, outputOptionsOf, STYLES } from '../lib/output-forms.ts';
import { detectWordFormat, INSUFFICIENT_CREDITS, readUploadedFile, UploadError } from '../utils/upload.server.ts';

export const loader = () => jsonError(405, 'Use POST with a multipart form field named file.');

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== 'POST') return jsonError(405, 'Use POST with a multipart form field named file.');
  const user = await requireApiUser(request);
  const db = getDb();
  // Abuse limits before anything else is looked at: per user and per IP address.
  const rules = rateRules();
  const refused = await checkRateLimits(db, [
    { rule: rules.uploadPerUser, subject: `user:${user.id}` },
    { rule: rules.uploadPerIp, subject: ipSubject(request) },
  ]);
  if (refused) return rateLimitedResponse(refused);
  // The output form and style ride on the query string (?marker=fields&style=ieee), so the file streams alone.
  const query = new URL(request.url).searchParams;
  const marker = query.get('marker');
  const style = query.get('style');
  if (marker !== null && !isOutputForm(marker)) return jsonError(400, `Unknown output "${marker}". Choose one of: ${OUTPUT_FORMS.map((f) => f.id).join(', ')}.`);
  if (style !== null && !isStyle(style)) return jsonError(400, `Unknown citation style "${style}". Choose one of: ${STYLES.map((s) => s.id).join(', ')}.`);
  const outputOptions = outputOptionsOf({ marker, style });
  // Cheap refusals first, before a byte of the file is read.
  if (user.credits < 1) return jsonError(402, INSUFFICIENT_CREDITS, { title: 'Insufficient Credits' });
  if (await hasProcessingJob(db, user.id)) {
    return jsonError(409, new JobAlreadyProcessingError().message, { title: 'Processing in Progress' });
  }

  let filename: string;
  let bytes: Uint8Array;
  try {
    const file = await readUploadedFile(request);
    filename = file.filename;
    bytes = file.bytes;
    if (detectWordFormat(file) === 'doc') {
      const soffice = findSoffice(getEnv().SOFFICE_PATH);
      if (!soffice) throw new UploadError(415, 'Unsupported format', DOC_NOT_SUPPORTED);
      try {
        bytes = await convertDocToDocx(file.bytes, soffice, { concurrency: getEnv().SOFFICE_CONCURRENCY });
      } catch {
        throw new UploadError(422, 'Conversion failed', 'This .doc file could not be converted. Please open it in Word and save it as .docx.');
      }
    }
  } catch (error) {
    if (error instanceof UploadError) return jsonError(error.status, error.error, { title: error.title, message: error.message });
    throw error;
  }

  try {
    const job = await createJob(db, { userId: user.id, filename, bytes, maxAttempts: getEnv().JOB_MAX_ATTEMPTS, outputOptions });
    return json({ jobId: job.id });
  } catch (error) {
    if (error instanceof JobAlreadyProcessingError) return jsonError(409, error.message, { title: 'Processing in Progress' });
    throw error;
  }
}
