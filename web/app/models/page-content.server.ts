// Legal pages (spec §2 /terms and /privacy), editable by admins, with defaults seeded at start-up.
import type { Db } from '../utils/db.server.ts';
import { sanitizeLegalHtml } from '../utils/sanitize-html.server.ts';
import { recordAdminAction } from './admin-audit.server.ts';

export const PAGE_KEYS = ['terms', 'privacy'] as const;
export type PageKey = (typeof PAGE_KEYS)[number];

export function isPageKey(value: string): value is PageKey {
  return (PAGE_KEYS as readonly string[]).includes(value);
}

export interface PageContentDto {
  pageKey: PageKey;
  title: string;
  content: string;
  updatedAt: string | null;
}

export const DEFAULT_TITLES: Record<PageKey, string> = {
  terms: 'Terms of Service',
  privacy: 'Privacy Policy',
};

/** The stored page, or an empty one (the screens show the spec's fallback text for empty content). */
export async function getPageContent(db: Db, pageKey: PageKey): Promise<PageContentDto> {
  const row = await db.pageContent.findUnique({ where: { pageKey } });
  if (!row) return { pageKey, title: DEFAULT_TITLES[pageKey], content: '', updatedAt: null };
  return { pageKey, title: row.title, content: row.content, updatedAt: row.updatedAt.toISOString() };
}

/** Both legal pages, for the admin editor (GET /api/admin/page-content). */
export async function listPageContent(db: Db): Promise<PageContentDto[]> {
  return Promise.all(PAGE_KEYS.map((key) => getPageContent(db, key)));
}

export const MAX_PAGE_TITLE = 200;
/** Legal pages are short; this only keeps a mistaken paste from filling the database. */
export const MAX_PAGE_CONTENT = 200_000;

export class PageContentInputError extends Error {}

/** Validates the admin's { title, content }; throws PageContentInputError with a message for the screen. */
export function parsePageContentInput(input: { title?: unknown; content?: unknown }): { title: string; content: string } {
  const title = typeof input.title === 'string' ? input.title.trim() : '';
  if (!title) throw new PageContentInputError('A page needs a title.');
  if (title.length > MAX_PAGE_TITLE) throw new PageContentInputError(`A title has at most ${MAX_PAGE_TITLE} characters.`);
  const content = typeof input.content === 'string' ? input.content : '';
  if (content.length > MAX_PAGE_CONTENT) throw new PageContentInputError(`The content has at most ${MAX_PAGE_CONTENT.toLocaleString('en-US')} characters.`);
  return { title, content };
}

/** Saves (creates or updates) a page with its HTML sanitised, and records who did it. */
export async function savePageContent(db: Db, pageKey: PageKey, input: { title: string; content: string }, adminId: string): Promise<PageContentDto> {
  const content = sanitizeLegalHtml(input.content);
  return db.$transaction(async (tx) => {
    const row = await tx.pageContent.upsert({
      where: { pageKey },
      create: { pageKey, title: input.title, content, updatedBy: adminId },
      update: { title: input.title, content, updatedBy: adminId },
    });
    await recordAdminAction(tx, { adminId, action: 'update-page-content', target: pageKey, details: { title: input.title, length: content.length } });
    return { pageKey, title: row.title, content: row.content, updatedAt: row.updatedAt.toISOString() };
  });
}
