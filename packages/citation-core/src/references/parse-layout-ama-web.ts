// A web page in AMA style, as ChatGPT and medical writers give one: the author (a person in
// Vancouver form or an organisation), the title, the site, then the page's own dates, then the access
// date and the address (taken out before this reader runs, parse.ts):
//   "Centers for Disease Control and Prevention. Heat and health. Published June 1, 2023. Accessed …"
//   "Smith J. Heat waves and mortality. Harvard Health Blog. Published May 3, 2022. Updated …"
//   "World Health Organization. Climate change and health. WHO. Updated October 12, 2023."
// The "Published"/"Updated" clauses at the end are what tell this layout; without them the parts are
// read by the other layouts.
import type { ParsedReference } from '../types.ts';
import { DATE_SOURCE, parseDateText } from './parse-dates.ts';
import { parseNames } from './parse-names.ts';
import type { Signals } from './parse-shared.ts';
import { NAMES_STOP_RE, setNames } from './parse-shared.ts';
import { splitSentences } from './split-sentences.ts';

const DATE_WORD = String.raw`(?:published|updated|last updated|posted|reviewed|last reviewed|modified|last modified)`;
/** The page's dates at the end: "Published June 1, 2023. Updated May 2, 2024." */
const PAGE_DATES_RE = new RegExp(String.raw`(?:^|[.;]\s*)((?:${DATE_WORD}\s*:?\s*(?:${DATE_SOURCE})\s*[.;]?\s*)+)$`, 'iu');
const ONE_DATE_RE = new RegExp(String.raw`(${DATE_WORD})\s*:?\s*(${DATE_SOURCE})`, 'giu');

export function readAmaWebPage(body: string, ref: ParsedReference, signals: Signals): boolean {
  const dates = PAGE_DATES_RE.exec(body.trim());
  if (!dates?.[1]) return false;
  const head = body.trim().slice(0, dates.index);
  // The names end at the first full stop that is not an initial's ("Smith J. Heat waves…").
  const stop = NAMES_STOP_RE.exec(head);
  if (!stop) return false;
  const who = head.slice(0, stop.index).trim();
  const parts = splitSentences(head.slice(stop.index + 1))
    .map((s) => s.trim().replace(/[.\s]+$/u, ''))
    .filter((s) => s !== '');
  if (parts.length < 1 || parts.length > 2) return false;
  const [title, site] = parts as [string, string | undefined];
  const names = parseNames(who);
  if (names.authors.length === 0 || names.style === 'none') return false;

  ref.format = 'vancouver';
  signals.web = true;
  setNames(ref, names);
  ref.title = title;
  if (site) ref.siteName = site;
  // The date it was published, else the latest update: the page's date.
  const found = [...(dates[1] as string).matchAll(ONE_DATE_RE)].map((m) => ({ word: (m[1] as string).toLowerCase(), date: parseDateText(m[2] as string) }));
  const date = (found.find((d) => d.word === 'published' || d.word === 'posted') ?? found[found.length - 1])?.date;
  if (date?.[0] !== undefined) {
    ref.year = date[0];
    if (date.length > 1) ref.issued = date;
  }
  return true;
}
