// Default content the app needs on a fresh database. Idempotent: it only fills what is missing, so
// the server runs it at every start-up (and `tsx prisma/seed.ts` runs it by hand).
import type { PrismaClient } from '../web/app/generated/prisma/client.ts';
import { seedAiCallConfigs } from '../web/app/models/ai-config.server.ts';

/** The date the default pages were written; the legal page shows it as 'Last updated' (from updatedAt). */
export const DEFAULT_PAGES_UPDATED_AT = new Date('2025-08-03T00:00:00.000Z');

export const DEFAULT_PAGES = {
  terms: {
    title: 'Terms of Service',
    content: `<h2>1. The service</h2>
<p>cite-repair rewrites the numbered citations of Word documents you upload into reference-manager citation markers and produces a BibTeX file of the cited works. Bibliographic data is looked up in public academic databases, preprint servers and web pages, and may be completed with AI web search.</p>
<h2>2. Your account and credits</h2>
<p>New accounts receive 100 free credits. Credits never expire. One credit pays for one reference lookup; a processed document uses credits according to the number of cited references found in it, and at least one credit is needed to start.</p>
<h2>3. Your documents</h2>
<p>You keep all rights to the documents you upload. You must have the right to upload them. Uploaded documents and results are stored so that you can download them again, and you can delete a job at any time.</p>
<h2>4. No guarantee</h2>
<p>Citation matching is automatic and cannot be guaranteed to be 100% correct. Review the citation keys and the bibliography before you rely on them.</p>
<h2>5. Acceptable use</h2>
<p>Do not upload malicious files or try to disrupt the service.</p>`,
  },
  privacy: {
    title: 'Privacy Policy',
    content: `<h2>What we store</h2>
<p>Your e-mail address and name from your sign-in provider, your credit balance and transactions, the documents you upload, and the files produced from them.</p>
<h2>Why</h2>
<p>To process your documents, let you download the results, keep your credit balance, and e-mail you when a document is ready.</p>
<h2>Who else sees it</h2>
<p>Reference strings from your documents (not the documents themselves) are sent to bibliographic services such as Crossref and arXiv, and may be sent to an AI provider for web search, to find the metadata of the cited works.</p>
<h2>Your choices</h2>
<p>Delete any job from the Jobs page to remove its document and results. Contact us to delete your account.</p>`,
  },
} as const;

// Earlier seeds began the content with its own date paragraph, which the page then showed twice.
const OLD_DATE_PARAGRAPH = '<p>Last updated: August 3, 2025</p>\n';

export async function seedDatabase(db: PrismaClient): Promise<void> {
  for (const [pageKey, page] of Object.entries(DEFAULT_PAGES)) {
    await db.pageContent.upsert({
      where: { pageKey },
      create: { pageKey, title: page.title, content: page.content, updatedAt: DEFAULT_PAGES_UPDATED_AT },
      update: {},
    });
    // A database seeded before keeps an admin's edits, but an untouched old default is replaced.
    await db.pageContent.updateMany({
      where: { pageKey, content: OLD_DATE_PARAGRAPH + page.content, updatedBy: null },
      data: { content: page.content, updatedAt: DEFAULT_PAGES_UPDATED_AT },
    });
  }
  // One AI-call configuration row per call site of the code (issue 14), for the admin's model choice.
  await seedAiCallConfigs(db);
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  const { createDb } = await import('../web/app/utils/db.server.ts');
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('Set DATABASE_URL to seed a database.');
  const db = createDb(url, 1);
  await seedDatabase(db);
  await db.$disconnect();
  console.log('Seeded.');
}
