// Loads a legal page (spec §2 /terms, /privacy) from the database and makes its HTML safe to render.
import { getPageContent } from '../models/page-content.server.ts';
import type { PageKey } from '../models/page-content.server.ts';
import { getDb } from '../utils/db.server.ts';
import { sanitizeLegalHtml } from '../utils/sanitize-html.server.ts';
import { LEGAL_DEFAULT_DATE } from './constants.ts';

export { sanitizeLegalHtml };

export interface LegalPageData {
  title: string;
  html: string;
  lastUpdated: string;
}

export function formatLegalDate(updatedAt: string | null): string {
  if (!updatedAt) return LEGAL_DEFAULT_DATE;
  const date = new Date(updatedAt);
  if (Number.isNaN(date.getTime())) return LEGAL_DEFAULT_DATE;
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

export async function loadLegalPage(pageKey: PageKey): Promise<LegalPageData> {
  const page = await getPageContent(getDb(), pageKey);
  return { title: page.title, html: sanitizeLegalHtml(page.content), lastUpdated: formatLegalDate(page.updatedAt) };
}
