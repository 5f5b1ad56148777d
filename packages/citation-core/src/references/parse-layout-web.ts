// Layouts of web sources as AI tools list them: "Title - Site, accessed March 3, 2025, https://…"
// (Gemini "Works cited") and "Title - Site" followed by a link (Perplexity, ChatGPT source lists).
import type { ParsedReference } from '../types.ts';
import { URL_ANYWHERE_RE } from './parse-clean.ts';
import { ACCESSED_WORD_SOURCE, DATE_SOURCE } from './parse-dates.ts';
import { wordCount } from './parse-shared.ts';

const AI_TOOL_RE = new RegExp(`^(?:(.*?),\\s*)?${ACCESSED_WORD_SOURCE}\\s*:?\\s*(${DATE_SOURCE})(?=$|[\\s,.;])`, 'iu');
const SITE_SEPARATOR_RE = /\s+[-–—|]\s+/g;

export function readAiTool(text: string, ref: ParsedReference): boolean {
  const m = AI_TOOL_RE.exec(text);
  if (!m) return false;
  const head = (m[1] ?? '').trim();
  // A structured citation that merely ends with an access date is not this layout.
  if (/\(\s*(?:1[5-9]|20)\d{2}[a-z]?\s*\)|[“”]|^[^"]*"[^"]+,"/.test(head)) return false;
  ref.format = 'ai-tool';
  const parts = splitAtLastSeparator(stripLocatorsFromHead(head));
  if (parts.title) ref.title = parts.title;
  if (parts.site) ref.siteName = parts.site;
  return true;
}

function stripLocatorsFromHead(head: string): string {
  return head.replace(URL_ANYWHERE_RE, ' ').replace(/\s+/g, ' ').trim();
}

function splitAtLastSeparator(s: string): { title?: string; site?: string } {
  let last: RegExpExecArray | undefined;
  SITE_SEPARATOR_RE.lastIndex = 0;
  for (let m = SITE_SEPARATOR_RE.exec(s); m !== null; m = SITE_SEPARATOR_RE.exec(s)) last = m;
  if (!last) return s === '' ? {} : { title: s };
  const title = s.slice(0, last.index).trim();
  const site = s
    .slice(last.index + last[0].length)
    .trim()
    .replace(/[,.;:]+$/, '');
  return { ...(title ? { title } : {}), ...(site ? { site } : {}) };
}

// ---------------------------------------------------------------------------------------------
// "Title - Site" followed by a link (Perplexity sources, ChatGPT source lists).

export function readSiteSeparated(body: string, ref: ParsedReference): boolean {
  if (ref.urls.length === 0 && !ref.doi && !ref.arxivId) return false;
  const parts = splitAtLastSeparator(body);
  if (!parts.title || !parts.site || wordCount(parts.site) > 8) return false;
  ref.format = 'perplexity';
  ref.title = parts.title;
  // "Title — Nature Food (2021)": the year in brackets after the site dates the work.
  const dated = /^(.+?)\s*\(((?:1[5-9]|20)\d{2})\)$/.exec(parts.site);
  ref.siteName = dated ? (dated[1] as string) : parts.site;
  if (dated) ref.year ??= Number(dated[2]);
  return true;
}
