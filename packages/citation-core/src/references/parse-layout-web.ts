// Layouts of web sources as AI tools list them: "Title - Site, accessed March 3, 2025, https://…"
// (Gemini "Works cited") and "Title - Site" followed by a link (Perplexity, ChatGPT source lists).
import type { ParsedReference } from '../types.ts';
import { COMMON_TLD_SOURCE, URL_ANYWHERE_RE } from './parse-clean.ts';
import { ACCESSED_SOURCE, DATE_SOURCE, parseDateText } from './parse-dates.ts';
import { wordCount } from './parse-shared.ts';
import { splitSentences } from './split-sentences.ts';
import { opensWithNames } from './parse-layout-sentences.ts';
import { PAGE_DATES_RE, pageDateOf } from './parse-layout-ama-web.ts';
import { opensWithNamesAndYear } from './parse-layout-australian.ts';
import { isKnownSiteName, nameFromDomain } from './web-source.ts';

// The access clause either way round ("accessed March 3, 2025", "3月 3, 2025にアクセス"), after a comma
// that may be a Chinese or Japanese one.
const AI_TOOL_RE = new RegExp(`^(?:(.*?)[,，、]\\s*)?${ACCESSED_SOURCE}(?=$|[\\s,.;，、。)）])`, 'i');
const SITE_SEPARATOR_RE = /\s+[-–—|]\s+/g;

export function readAiTool(text: string, ref: ParsedReference): boolean {
  const m = AI_TOOL_RE.exec(text);
  if (!m) return false;
  const head = (m[1] ?? '').trim();
  // A structured citation that merely ends with an access date is not this layout.
  // A title in straight quotes closed by its comma or full stop ('"Welcome to X." Site, accessed …') is
  // Chicago's or MLA's (readQuotedTitle).
  if (/\(\s*(?:1[5-9]|20)\d{2}[a-z]?\s*\)|[“”]|^[^"]*"[^"]+[,.]"/.test(head)) return false;
  // Australian Harvard's "Department of Health 2019, Title, Publisher, Canberra, viewed …".
  if (opensWithNamesAndYear(head)) return false;
  // DIN's "Bauer, T.: Title, Online im Internet: URL, Abruf am …": names set off by a colon, a link's label.
  if (/^\p{Lu}[\p{L}'’-]+,\s(?:\p{Lu}\.\s?-?)+(?:;[^:]+)?:\s/u.test(head) || /\b(?:online\s+)?im\s+internet\b/i.test(head)) return false;
  ref.format = 'ai-tool';
  const stripped = stripLocatorsFromHead(head);
  // "https://… - Example News, accessed …": the link stands where the title would, and the separator
  // it leaves at the start is no part of a name.
  const linkAsTitle = /^[-–—|]\s/.test(stripped) && stripped !== head.trim();
  const whole = stripped.replace(/^[-–—|]\s+|\s+[-–—|]$/g, '').trim();
  const parts = splitAtLastSeparator(whole);
  // One name only, in the place of the site ("https://… - Example News") or naming the link's own site
  // ("Example News, accessed …, https://news.example.org/…"): the page's site, and no title of its own.
  if (parts.title === whole && (linkAsTitle || isKnownSiteName(whole) || namesSiteOf(whole, ref.url))) {
    ref.siteName = whole;
    return true;
  }
  // "Renewables 2023 – Analysis, accessed …": a word ending the title, no site.
  if (parts.site && TITLE_ENDINGS.has(parts.site.toLowerCase()) && !isKnownSiteName(parts.site)) {
    ref.title = whole;
    return true;
  }
  if (parts.title) ref.title = parts.title;
  if (parts.site) ref.siteName = parts.site;
  return true;
}

/**
 * Whether a short name is the name of the link's site: its domain's own name ("Reuters" for
 * reuters.com, "The Guardian" for theguardian.com), or a name whose first word is that name
 * ("Example News" for news.example.org, "BBC News" for bbc.co.uk).
 */
export function namesSiteOf(name: string, url: string | undefined): boolean {
  if (!url || wordCount(name) > 5) return false;
  let host: string;
  try {
    host = new URL(/^[a-z][a-z0-9+.-]*:/i.test(url) ? url : `https://${url}`).hostname;
  } catch {
    return false;
  }
  const site = nameFromDomain(host)
    ?.toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
  if (!site) return false;
  const words = name
    .toLowerCase()
    .split(/\s+/)
    .map((w) => w.replace(/[^\p{L}\p{N}]/gu, ''));
  if (words.join('') === site) return true;
  // "Example News", "The Guardian Weekly": the site's name, then more of a name, capitalised; "WHO
  // global air quality guidelines" is a title that opens with the site's acronym.
  const lead = words[0] === 'the' ? 1 : 0;
  const restIsName = name
    .split(/\s+/)
    .slice(lead + 1)
    .every((word) => /^[\p{Lu}\p{N}&]/u.test(word));
  return words[lead] === site && restIsName;
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
// "Title - Site" followed by a link (Perplexity sources, ChatGPT source lists), and the same copied
// without its link: "Solar surges in 2023 | Reuters", "Reuters — Solar surges in 2023 (March 3, 2024)".

// A separator left dangling once the link after it was taken out: "Title – Reuters – https://…".
const TRAILING_SEPARATOR_RE = /\s+[-–—|]\s*$/;
// "Title — Nature Food (2021)", "Site — Title (March 3, 2024)": the date in brackets at the end dates the work;
// so does a full date after a comma, "Title - Reuters, January 5, 2024" ("5. Januar 2024", "2024年1月5日",
// "3 марта 2024 г.", Russian's "year" mark kept out).
// "Title | IEA | January 2024", "Title - Reuters - 5 March 2024": a date as the last part.
const TRAILING_DATE_RE = new RegExp(
  `(?:\\s*\\((${DATE_SOURCE}|(?:1[5-9]|20)\\d{2})\\)|\\s*[,，]\\s*(${DATE_SOURCE})(?:\\s?г\\.?)?|\\s+[-–—|]\\s+(${DATE_SOURCE})|\\s*[,，]\\s*((?:1[5-9]|20)\\d{2}))\\.?$`,
  'iu',
);
const SITE_ADDRESS_IN_BRACKETS_RE = /\s+\((?:[a-z0-9-]+\.)+[a-z]{2,24}\)$/i;
const TITLE_YEAR_RE = /\s+\(((?:1[5-9]|20)\d{2})\)$/;
/** "Title - Site" at the end of the text: a separator, then a name of up to four words with no sentence in it. */
const SITE_SEPARATOR_AT_END_RE = /\s[-–—|]\s+(?:[^-–—|.;]|\.(?!\s)){2,60}$/u;
/** "Renewables 2023 – Analysis (IEA, 2024)": the site and the date in brackets after the title. */
const SITE_AND_DATE_RE = new RegExp(`^(.+?)\\s*\\(([^(),]{2,40}),\\s*(${DATE_SOURCE}|(?:1[5-9]|20)\\d{2})\\)\\.?$`, 'iu');

/** "Reuters, 12 June 2024 – 'Solar panel prices fall'": the site, its date, then the quoted headline. */
const SITE_DATE_HEADLINE_RE = new RegExp(`^([^,]{2,40}),\\s*(${DATE_SOURCE})\\s*[-–—:]\\s*['‘"“](.{3,300})['’"”]\\.?$`, 'iu');
/** "Global solar capacity passes 1 TW (nature.com)": the site's address in brackets after the title. */
const TITLE_THEN_ADDRESS_RE = new RegExp(`^(.{3,300}?)\\s+\\(((?:[a-z0-9-]+\\.)+${COMMON_TLD_SOURCE})\\)\\.?$`);

export function readSiteSeparated(body: string, ref: ParsedReference): boolean {
  const linked = ref.urls.length > 0 || ref.doi !== undefined || ref.arxivId !== undefined;
  let trimmed = body.trim().replace(TRAILING_SEPARATOR_RE, '');
  // "Renewables 2024 — IEA. Published October 2024.": the page's own date after the title and site.
  const pageDate = PAGE_DATES_RE.exec(trimmed);
  const published = pageDate?.[1] ? pageDateOf(pageDate[1]) : undefined;
  if (pageDate && published) trimmed = trimmed.slice(0, pageDate.index).replace(/[\s.;]+$/, '');
  const headline = SITE_DATE_HEADLINE_RE.exec(trimmed);
  if (headline && isSiteName((headline[1] as string).trim())) {
    ref.format = 'perplexity';
    ref.title = (headline[3] as string).trim();
    ref.siteName = (headline[1] as string).trim();
    setPublished(ref, parseDateText(headline[2] as string));
    return true;
  }
  const addressed = TITLE_THEN_ADDRESS_RE.exec(trimmed);
  // "Heat Pump Systems | Department of Energy (energy.gov)": a site named before its address is read below.
  if (
    addressed &&
    wordCount(addressed[1] as string) >= 2 &&
    !SITE_SEPARATOR_RE.test(addressed[1] as string) &&
    !/[.;]\s+\p{Lu}/u.test(addressed[1] as string) &&
    !opensWithNames(addressed[1] as string)
  ) {
    ref.format = 'perplexity';
    ref.title = (addressed[1] as string).trim();
    ref.siteName = (addressed[2] as string).toLowerCase();
    setPublished(ref, published);
    return true;
  }
  if (readSiteParts(trimmed, linked, ref)) {
    setPublished(ref, published);
    return true;
  }
  return false;
}

function setPublished(ref: ParsedReference, date: number[] | undefined): void {
  if (!date || ref.year !== undefined) return;
  ref.year = date[0];
  if (date.length > 1) ref.issued = date;
}

function readSiteParts(trimmed: string, linked: boolean, ref: ParsedReference): boolean {
  // "E. Harris. City council approves … The Guardian, June 2023. URL https://…" (natbib): names,
  // title and source in sentences (or the title and its date) are that layout's, link or not (readSentences).
  if (linked && opensWithNames(trimmed)) return false;
  const siteAndDate = SITE_AND_DATE_RE.exec(trimmed);
  if (
    siteAndDate &&
    isSiteName((siteAndDate[2] as string).trim()) &&
    wordCount(siteAndDate[1] as string) >= 2 &&
    !/[.;]\s+\p{Lu}/u.test(siteAndDate[1] as string)
  ) {
    ref.format = 'perplexity';
    ref.title = (siteAndDate[1] as string).trim();
    ref.siteName = (siteAndDate[2] as string).trim();
    setPublished(ref, parseDateText(siteAndDate[3] as string));
    return true;
  }
  let dated = TRAILING_DATE_RE.exec(trimmed);
  // "Title - GOV.UK, 2023": a year alone after a comma dates the page only after a site's name.
  if (dated?.[4] !== undefined && !SITE_SEPARATOR_AT_END_RE.test(trimmed.slice(0, dated.index))) dated = null;
  const undated = dated ? trimmed.slice(0, dated.index) : trimmed;
  // Without a link only a bare "Title - Site" is read so: an entry with sentences has a layout of its own.
  if (!linked && /[.;]\s+\p{Lu}/u.test(undated)) return false;
  const parts = linked ? (siteAndYearParts(undated) ?? linkedParts(undated)) : unlinkedParts(undated);
  if (!parts) return false;
  ref.format = 'perplexity';
  ref.title = parts.title;
  // "Department of Energy (energy.gov)": the address in brackets is the link already taken (BARE_SITE_RE).
  if (parts.site !== '') ref.siteName = parts.site.replace(SITE_ADDRESS_IN_BRACKETS_RE, '');
  // "Why Sleep Matters (2023) — The New York Times": the year in brackets between the title and its site
  // dates the page, as it would after the site.
  const titleYear = dated || parts.year !== undefined || parts.site === '' ? null : TITLE_YEAR_RE.exec(parts.title);
  if (titleYear) ref.title = parts.title.slice(0, titleYear.index);
  const year = parts.year ?? (titleYear ? Number(titleYear[1]) : undefined);
  const date = dated ? parseDateText((dated[1] ?? dated[2] ?? dated[3] ?? dated[4]) as string) : year !== undefined ? [year] : undefined;
  if (date && ref.year === undefined) {
    ref.year = date[0];
    if (date.length > 1) ref.issued = date;
  }
  return true;
}

interface SiteParts {
  title: string;
  site: string;
  year?: number;
}

/**
 * "Solar surges in 2023. Reuters, 2024." before its link: a title, then the site and the year as a
 * sentence of their own. Only two sentences: "Smith, John. Title. Publisher, 2020." names people first.
 */
function siteAndYearParts(s: string): SiteParts | undefined {
  const sentences = splitSentences(s);
  if (sentences.length < 2) return undefined;
  const m = /^(\p{Lu}[^\d,;:]{0,60}),\s*((?:1[5-9]|20)\d{2})\.?$/u.exec(sentences[1] as string);
  if (sentences.length === 2 && m && wordCount(m[1] as string) <= 6)
    return { title: sentences[0] as string, site: (m[1] as string).trim(), year: Number(m[2]) };
  // "PyGAD — PyGAD 3.3.1 documentation. Read the Docs." before its link: the site alone, no year,
  // after a title that may hold sentences of its own (a known site's name or an address only, then).
  // A one-word first sentence is an organisation's name before its title ("BBC. Climate change.").
  const site = (sentences[sentences.length - 1] as string).trim();
  const title = s.slice(0, s.lastIndexOf(site)).replace(/[\s.]+$/, '');
  const named =
    sentences.length === 2 ? isSiteName(site) : isKnownSiteName(site) || /^(?:www\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:[a-z]{2,24}|[A-Z]{2,24})$/.test(site);
  if (named && wordCount(title) >= 3 && !isSiteName(sentences[0] as string)) return { title, site };
  return undefined;
}

/** With a link, the site follows the title (a name of up to eight words), unless only the first part reads as a site's name. */
function linkedParts(s: string): SiteParts | undefined {
  // The title usually comes first: the site leads only when the rest reads as a sentence-case title.
  const siteFirst = siteFirstParts(s);
  if (siteFirst && !isSiteName(siteFirst.title) && hasLowercaseWord(siteFirst.title)) return siteFirst;
  const parts = splitAtLastSeparator(s);
  // "Wind 2023 – Analysis. IEA, 2024.": a dash inside the title, with sentences after it, is no site's.
  if (!parts.title || !parts.site || wordCount(parts.site) > 8 || /[.!?]\s/.test(parts.site)) return undefined;
  // "Renewables 2023 – Analysis" (the IEA's pages), "Solar PV – Overview": a word that ends titles
  // is no site's name; the whole is the title.
  if (TITLE_ENDINGS.has(parts.site.toLowerCase()) && !isKnownSiteName(parts.site)) return { title: s, site: '' };
  return { title: parts.title, site: parts.site };
}

/** Words after a dash that end a page's title rather than name its site. */
const TITLE_ENDINGS = new Set([
  'analysis',
  'overview',
  'summary',
  'executive summary',
  'introduction',
  'report',
  'review',
  'update',
  'guide',
  'explained',
  'explainer',
  'faq',
  'faqs',
  'data',
  'statistics',
  'results',
  'findings',
  'highlights',
  'outlook',
  'fact sheet',
  'factsheet',
  'key findings',
  'case study',
]);

/** Without a link, one side must read as a site's name; when both could, the shorter is the site. */
function unlinkedParts(s: string): SiteParts | undefined {
  const last = splitAtLastSeparator(s);
  const titleFirst = last.title && last.site && isSiteName(last.site) && wordCount(last.title) >= 2 ? { title: last.title, site: last.site } : undefined;
  const siteFirst = siteFirstParts(s);
  if (titleFirst && siteFirst) {
    // A site known by name wins ("Understanding Transformers - Towards Data Science"); else the shorter name is the site.
    const known = (parts: SiteParts) => isKnownSiteName(parts.site);
    if (known(titleFirst) !== known(siteFirst)) return known(titleFirst) ? titleFirst : siteFirst;
    return wordCount(siteFirst.site) < wordCount(titleFirst.site) ? siteFirst : titleFirst;
  }
  return titleFirst ?? siteFirst;
}

/** "Reuters — Solar surges in 2023": one separator only, since further ones belong to "Title – Subtitle | Site". */
function siteFirstParts(s: string): SiteParts | undefined {
  const separators = [...s.matchAll(SITE_SEPARATOR_RE)];
  const only = separators.length === 1 ? separators[0] : undefined;
  if (!only) return undefined;
  const site = s.slice(0, only.index).trim();
  const title = s.slice(only.index + only[0].length).trim();
  return isSiteName(site) && wordCount(title) >= 2 ? { title, site } : undefined;
}

function hasLowercaseWord(s: string): boolean {
  return s.split(/\s+/).some((w) => /^\p{Ll}{2,}/u.test(w) && !SITE_FUNCTION_WORDS.has(w.toLowerCase()));
}

const SITE_FUNCTION_WORDS = new Set(['of', 'in', 'the', 'and', 'for', 'on', '&', 'a', 'an']);

/**
 * "Reuters", "BBC News", "Carbon Brief", "Booking.com", or a longer name known as a site's ("Our
 * World in Data"): "The Physical Science Basis" or "A Review" after a dash is a subtitle.
 */
function isSiteName(s: string): boolean {
  // "GOV.UK", "nature.com"; not "pandas.DataFrame" (a name in code, before Sphinx's "— pandas 2.2 documentation").
  if (/^(?:www\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:[a-z]{2,24}|[A-Z]{2,24})$/i.test(s) && /\.(?:[a-z]{2,24}|[A-Z]{2,24})$/.test(s)) return true;
  if (isKnownSiteName(s)) return true;
  const words = s.split(/\s+/);
  const named = words.filter((w) => !SITE_FUNCTION_WORDS.has(w.toLowerCase()));
  if (named.length === 0 || named.length > 2 || words.length > 3) return false;
  if (SITE_FUNCTION_WORDS.has((words[0] as string).toLowerCase()) && words[0] !== 'The') return false;
  return named.every((w) => /^\p{Lu}[\p{L}\p{M}'’&.-]*$/u.test(w) && !/\.$/.test(w));
}
