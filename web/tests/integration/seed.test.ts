// prisma/seed.ts against a real PostgreSQL: the legal pages carry their date in updatedAt only, so the
// page shows one 'Last updated' line.
import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGES, DEFAULT_PAGES_UPDATED_AT, seedDatabase } from '../../../prisma/seed.ts';
import { loadLegalPage } from '../../app/lib/legal-page.server.ts';
import { getDb } from '../../app/utils/db.server.ts';

describe('seeded legal pages', () => {
  it('have no date paragraph in their HTML and are dated 2025-08-03', async () => {
    for (const pageKey of ['terms', 'privacy'] as const) {
      const row = await getDb().pageContent.findUniqueOrThrow({ where: { pageKey } });
      expect(row.content).not.toMatch(/Last updated/i);
      expect(row.content).toBe(DEFAULT_PAGES[pageKey].content);
      expect(row.updatedAt.toISOString()).toBe('2025-08-03T00:00:00.000Z');
      const page = await loadLegalPage(pageKey);
      expect(page.lastUpdated).toBe('August 3, 2025');
      expect(page.html).not.toMatch(/Last updated/i);
    }
  });

  it('replaces an untouched earlier default that began with its own date, and keeps edited pages', async () => {
    const db = getDb();
    const old = `<p>Last updated: August 3, 2025</p>\n${DEFAULT_PAGES.terms.content}`;
    await db.pageContent.update({ where: { pageKey: 'terms' }, data: { content: old, updatedAt: new Date('2025-09-01T00:00:00Z') } });
    const edited = `<p>Last updated: August 3, 2025</p>\n${DEFAULT_PAGES.privacy.content}`;
    await db.pageContent.update({ where: { pageKey: 'privacy' }, data: { content: edited, updatedBy: 'admin@example.com' } });

    await seedDatabase(db);
    await seedDatabase(db); // idempotent

    const terms = await db.pageContent.findUniqueOrThrow({ where: { pageKey: 'terms' } });
    expect(terms.content).toBe(DEFAULT_PAGES.terms.content);
    expect(terms.updatedAt.getTime()).toBe(DEFAULT_PAGES_UPDATED_AT.getTime());
    const privacy = await db.pageContent.findUniqueOrThrow({ where: { pageKey: 'privacy' } });
    expect(privacy.content).toBe(edited);
    expect(privacy.updatedBy).toBe('admin@example.com');
  });

  it('creates a missing page with the seed date', async () => {
    const db = getDb();
    await db.pageContent.delete({ where: { pageKey: 'privacy' } });
    await seedDatabase(db);
    const privacy = await db.pageContent.findUniqueOrThrow({ where: { pageKey: 'privacy' } });
    expect(privacy.content).toBe(DEFAULT_PAGES.privacy.content);
    expect(privacy.updatedAt.toISOString()).toBe('2025-08-03T00:00:00.000Z');
  });
});
