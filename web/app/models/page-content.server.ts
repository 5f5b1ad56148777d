// Legal pages (spec §2 /terms and /privacy), editable by admins, with defaults seeded at start-up.
import type { Db } from '../utils/db.server.ts';

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
