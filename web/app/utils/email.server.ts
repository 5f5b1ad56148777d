// E-mail: nodemailer over SMTP_URL, or, with none configured, the message as an .eml file in
// DATA_DIR/outbox (so a fresh machine can still see what would have been sent).
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Job, User } from '../generated/prisma/client.ts';
import { countPrivateLinks, uncheckedNotice } from '../lib/unchecked-notice.ts';
import { parseProcessingLogs } from '../lib/processing-logs.ts';
import { uncheckedReferencesOf } from '../models/job.server.ts';
import type { Db } from './db.server.ts';
import { appUrl, getEnv } from './env.server.ts';

export interface OutgoingMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export type Delivery = { via: 'smtp'; messageId: string } | { via: 'outbox'; file: string };

export async function sendEmail(message: OutgoingMessage): Promise<Delivery> {
  const env = getEnv();
  const mail = { from: env.MAIL_FROM, ...message };
  if (env.SMTP_URL) {
    const transport = nodemailer.createTransport(env.SMTP_URL);
    try {
      const info = await transport.sendMail(mail);
      return { via: 'smtp', messageId: info.messageId };
    } finally {
      transport.close();
    }
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const info = await transport.sendMail(mail);
  const outbox = path.join(dataDir(), 'outbox');
  await fs.mkdir(outbox, { recursive: true });
  const file = path.join(outbox, `${new Date().toISOString().replace(/[:.]/g, '-')}-${slug(message.to)}.eml`);
  // Written aside and renamed: whoever reads the outbox never sees a half-written message.
  const partial = path.join(outbox, `.${path.basename(file)}.partial`);
  await fs.writeFile(partial, info.message as Buffer);
  await fs.rename(partial, file);
  return { via: 'outbox', file };
}

function dataDir(): string {
  const dir = process.env.DATA_DIR;
  if (!dir) throw new Error('DATA_DIR is not set: the server start-up sets it.');
  return dir;
}

function slug(value: string): string {
  return value.replace(/[^a-zA-Z0-9@._-]/g, '_').slice(0, 80);
}

export function completionEmail(
  user: Pick<User, 'email' | 'firstName'>,
  job: Pick<Job, 'id' | 'filename' | 'citationsFound' | 'bibtexEntries' | 'unsupportedFormat' | 'report' | 'processingLogs'>,
  baseUrl: string,
): OutgoingMessage {
  const link = `${baseUrl}/results?jobId=${encodeURIComponent(job.id)}`;
  const greeting = user.firstName ? `Hello ${user.firstName},` : 'Hello,';
  const summary = job.unsupportedFormat
    ? 'No numbered citations or reference list were found in it, so nothing was changed and no credits were used.'
    : `${job.citationsFound ?? 0} citations were found and ${job.bibtexEntries ?? 0} BibTeX entries were created.`;
  // References whose lookups failed: the results screen's notice, word for word, so the e-mail does
  // not read as a clean success when it was not one.
  const unchecked = job.unsupportedFormat
    ? null
    : uncheckedNotice(uncheckedReferencesOf(job.report), job.bibtexEntries, countPrivateLinks(parseProcessingLogs(job.processingLogs)));
  const warning = unchecked ? `\n\n${unchecked.title}. ${unchecked.text}` : '';
  const text = `${greeting}

Your document "${job.filename}" has been processed. ${summary}${warning}

See the results and download the files:
${link}

Remember to review the citation keys before importing them into your reference manager.

— cite-repair
`;
  const html = `<p>${escapeHtml(greeting)}</p>
<p>Your document <strong>${escapeHtml(job.filename)}</strong> has been processed. ${escapeHtml(summary)}</p>
${unchecked ? `<p><strong>${escapeHtml(unchecked.title)}.</strong> ${escapeHtml(unchecked.text)}</p>\n` : ''}<p><a href="${escapeHtml(link)}">See the results and download the files</a></p>
<p>Remember to review the citation keys before importing them into your reference manager.</p>
<p>— cite-repair</p>`;
  return { to: user.email, subject: `Your document "${job.filename}" is ready`, text, html };
}

/** Sends the completion e-mail of a job once (emailSentAt guards against a retried task). */
export async function notifyJobCompleted(db: Db, jobId: string): Promise<Delivery | null> {
  const claimed = await db.job.updateMany({ where: { id: jobId, status: 'completed', emailSentAt: null }, data: { emailSentAt: new Date() } });
  if (claimed.count === 0) return null;
  const job = await db.job.findUniqueOrThrow({ where: { id: jobId }, include: { user: true } });
  return sendEmail(completionEmail(job.user, job, appUrl()));
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
}
