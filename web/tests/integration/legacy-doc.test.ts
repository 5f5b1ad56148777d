// A legacy Word 97-2003 .doc upload is converted to .docx with LibreOffice when it is installed,
// and the converted document is what the job processes. Skipped where soffice is missing
// (scripts/test installs it).
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repairDocument } from '@cite-repair/citation-core';
import * as processRoute from '../../app/routes/api.process.ts';
import { readJobFile } from '../../app/models/job-file.server.ts';
import { getDb } from '../../app/utils/db.server.ts';
import { resetEnv } from '../../app/utils/env.server.ts';
import { call, signedInUser } from '../helpers/route.ts';
import { citedDocx, uploadForm } from '../helpers/make-docx.ts';

type AnyRoute = Parameters<typeof call>[0];
const hasSoffice = spawnSync('soffice', ['--version'], { stdio: 'ignore' }).status === 0;

describe.skipIf(!hasSoffice)('Uploading a legacy .doc', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cite-repair-doc-test-'));
  let doc: Uint8Array;

  beforeAll(() => {
    delete process.env.SOFFICE_PATH;
    resetEnv();
    // A real .doc, written by LibreOffice from a .docx with numbered citations.
    writeFileSync(join(dir, 'paper.docx'), citedDocx());
    execFileSync('soffice', [`-env:UserInstallation=file://${join(dir, 'profile')}`, '--headless', '--convert-to', 'doc', '--outdir', dir, join(dir, 'paper.docx')], {
      env: { ...process.env, HOME: dir },
      stdio: 'ignore',
      timeout: 120_000,
    });
    doc = new Uint8Array(readFileSync(join(dir, 'paper.doc')));
  }, 150_000);

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is converted to .docx and stored as the job upload, ready for the pipeline', async () => {
    expect([...doc.slice(0, 4)]).toEqual([0xd0, 0xcf, 0x11, 0xe0]); // an OLE container, not a zip
    const { cookie } = await signedInUser();
    const response = await call(processRoute.action as AnyRoute, '/api/process', { method: 'POST', cookie, body: uploadForm(doc, 'paper.doc') });
    expect(response.status).toBe(200);
    const { jobId } = (await response.json()) as { jobId: string };
    const stored = new Uint8Array((await readJobFile(getDb(), jobId, 'upload')) ?? []);
    expect([...stored.slice(0, 2)]).toEqual([0x50, 0x4b]); // "PK": a zip, i.e. .docx
    const result = await repairDocument(stored);
    expect(result.report.citationsFound).toBeGreaterThan(0);
  }, 150_000);
});
