// The completion e-mail, delivered to a real SMTP server on loopback (smtp-server), or written to
// DATA_DIR/outbox without SMTP_URL; sent once per job even if asked twice.
import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJob } from '../models/job.server.ts';
import { signedInUser } from '../../tests/helpers/route.ts';
import { citedDocx } from '../../tests/helpers/make-docx.ts';
import { getDb } from './db.server.ts';
import { notifyJobCompleted } from './email.server.ts';
import { resetEnv } from './env.server.ts';

interface Received {
  from: string;
  to: string[];
  data: string;
}

const received: Received[] = [];
let smtp: SMTPServer;
let port: number;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          data,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  port = (smtp.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

async function completedJob() {
  const { user } = await signedInUser({ email: `mail-${Date.now()}@example.com` });
  const db = getDb();
  const job = await createJob(db, { userId: user.id, filename: 'thesis.docx', bytes: citedDocx(), maxAttempts: 3 });
  await db.job.update({ where: { id: job.id }, data: { status: 'completed', citationsFound: 12, bibtexEntries: 10 } });
  return { user, jobId: job.id };
}

const unfold = (text: string) => text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));

/** The Subject header, unfolded and with its RFC 2047 encoded words decoded. */
function subjectOf(raw: string): string {
  const headers = (raw.split(/\r?\n\r?\n/)[0] ?? '').replace(/\r?\n[ \t]+/g, ' ');
  const line = /^Subject: (.*)$/m.exec(headers)?.[1] ?? '';
  return line.replace(/\?=\s+=\?/g, '?==?').replace(/=\?UTF-8\?Q\?(.*?)\?=/gi, (_m, text: string) =>
    Buffer.from(
      text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_x, h: string) => String.fromCharCode(parseInt(h, 16))),
      'latin1',
    ).toString('utf8'),
  );
}

describe('the completion e-mail', () => {
  it('is delivered over SMTP_URL, once', async () => {
    process.env.SMTP_URL = `smtp://127.0.0.1:${port}?ignoreTLS=true`;
    process.env.MAIL_FROM = 'cite-repair <robot@cite-repair.test>';
    process.env.APP_URL = 'https://cite-repair.test';
    resetEnv();
    const { user, jobId } = await completedJob();
    const delivery = await notifyJobCompleted(getDb(), jobId);
    expect(delivery?.via).toBe('smtp');
    expect(await notifyJobCompleted(getDb(), jobId)).toBeNull();
    const mails = received.filter((m) => m.to.includes(user.email));
    expect(mails).toHaveLength(1);
    const mail = mails[0] as Received;
    expect(mail.from).toBe('robot@cite-repair.test');
    expect(subjectOf(mail.data)).toBe('Your document "thesis.docx" is ready');
    const body = unfold(mail.data);
    expect(body).toContain('12 citations were found and 10 BibTeX entries were created.');
    expect(body).not.toContain('could not be checked');
    expect(body).toContain(`https://cite-repair.test/results?jobId=${jobId}`);
  });

  it('says which references could not be checked, as the results screen does', async () => {
    delete process.env.SMTP_URL;
    resetEnv();
    const { jobId } = await completedJob();
    const unchecked = { status: 'unverified', message: 'Could not be checked: the lookup services did not answer.' };
    const report = { references: [unchecked, unchecked, { status: 'verified' }, ...Array.from({ length: 7 }, () => ({ status: 'verified' }))] };
    await getDb().job.update({ where: { id: jobId }, data: { report } });
    const delivery = await notifyJobCompleted(getDb(), jobId);
    const eml = unfold(fs.readFileSync((delivery as { file: string }).file, 'utf8')).replace(/\r?\n/g, ' ');
    expect(eml).toContain(
      '2 of 10 references could not be checked. The lookup services did not answer for them, so they were not looked up and not charged (2 credits returned).',
    );
  });

  it('is written to DATA_DIR/outbox without SMTP_URL', async () => {
    delete process.env.SMTP_URL;
    resetEnv();
    const { user, jobId } = await completedJob();
    const delivery = await notifyJobCompleted(getDb(), jobId);
    expect(delivery?.via).toBe('outbox');
    const file = (delivery as { file: string }).file;
    expect(path.dirname(file)).toBe(path.join(process.env.DATA_DIR as string, 'outbox'));
    const eml = unfold(fs.readFileSync(file, 'utf8'));
    expect(eml).toContain(`To: ${user.email}`);
    expect(eml).toContain(`/results?jobId=${jobId}`);
  });
});
