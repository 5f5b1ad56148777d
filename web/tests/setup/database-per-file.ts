// Gives each test file its own database (a copy of the migrated template) and its own DATA_DIR, and
// points the app's environment at them before any app module is imported.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, inject } from 'vitest';

const adminUrl = inject('pgAdminUrl');
const template = inject('pgTemplateDb');
const name = `test_${crypto.randomBytes(6).toString('hex')}`;

const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
for (let attempt = 0; ; attempt++) {
  try {
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
    break;
  } catch (error) {
    // Two files copying the template at the same instant: try again.
    if (attempt >= 20) throw error;
    await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
  }
}
await admin.end();

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cite-repair-test-data-'));
process.env.DATABASE_URL = `${inject('pgUrlPrefix')}${name}`;
process.env.DATA_DIR = dataDir;
process.env.SESSION_SECRET = crypto.randomBytes(24).toString('hex');
process.env.NODE_ENV = 'test';
delete process.env.SMTP_URL;
// Lookups are offline unless a test points them at a local look-alike itself (CITE_REPAIR_OFFLINE=0
// with CROSSREF_API_URL, ARXIV_API_URL and CITE_REPAIR_ALLOW_HOSTS on loopback); a developer's own
// keys and service URLs never reach a test.
process.env.CITE_REPAIR_OFFLINE = '1';
process.env.CITE_REPAIR_NO_AI = '1';
for (const name of [
  'OPENAI_API_KEY',
  'OPENAI_BASE_URL',
  'CROSSREF_API_URL',
  'CROSSREF_MAILTO',
  'CROSSREF_PLUS_TOKEN',
  'ARXIV_API_URL',
  'CITE_REPAIR_ALLOW_HOSTS',
]) {
  delete process.env[name];
}
// Files go to this file's DATA_DIR/files with the default retention: a developer's STORAGE=s3 and
// credentials never reach a test (the S3 tests start their own server on loopback).
for (const name of ['STORAGE', 'S3_BUCKET', 'S3_ENDPOINT', 'S3_REGION', 'AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY', 'OUTPUT_RETENTION_DAYS']) {
  delete process.env[name];
}
delete process.env.OIDC_ISSUER;
delete process.env.OIDC_CLIENT_ID;
delete process.env.OIDC_CLIENT_SECRET;

afterAll(async () => {
  const { disconnectDb } = await import('../../app/utils/db.server.ts');
  await disconnectDb();
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await client.end();
  fs.rmSync(dataDir, { recursive: true, force: true });
});
