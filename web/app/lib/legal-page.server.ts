// Loads a legal page (spec §2 /terms, /privacy) from the database and makes its HTML safe to render.
import sanitizeHtml from 'sanitize-html';
import { getPageContent } from '../models/page-content.server.ts';
import type { PageKey } from '../models/page-content.server.ts';
import { getDb } from '../utils/db.server.ts';
import { LEGAL_DEFAULT_DATE } from './constants.ts';

export interface LegalPageData {
  title: string;
  html: string;
  lastUpdated: string;
}

const ALLOWED = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'ul',
    'ol',
    'li',
    'strong',
    'b',
    'em',
    'i',
    'u',
    'a',
    'blockquote',
    'code',
    'pre',
    'span',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
};

export function sanitizeLegalHtml(html: string): string {
  return sanitizeHtml(html, ALLOWED);
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
