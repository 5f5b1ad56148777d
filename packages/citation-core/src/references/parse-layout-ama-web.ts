// A web page in AMA style, as ChatGPT and medical writers give one: the author (a person in
// Vancouver form or an organisation), the title, the site, then the page's own dates, then the access
// date and the address (taken out before this reader runs, parse.ts):
//   "Centers for Disease Control and Prevention. Heat and health. Published June 1, 2023. Accessed …"
//   "Smith J. Heat waves and mortality. Harvard Health Blog. Published May 3, 2022. Updated …"
//   "World Health Organization. Climate change and health. WHO. Updated October 12, 2023."
// The "Published"/"Updated" clauses at the end are what tell this layout; without them the parts are
// read by the other layouts.
import type { ParsedReference } from '../types.ts';
import { DATE_SOURCE, MONTH_SOURCE, parseDateText } from './parse-dates.ts';
import { NEWS_RE } from './parse-finish.ts';
import { parseNames } from './parse-names.ts';
import type { Signals } from './parse-shared.ts';
import { NAMES_STOP_RE, setNames } from './parse-shared.ts';
import { ISSUE_LOCATORS_END_RE } from './parse-online-first.ts';
import { splitSentences } from './split-sentences.ts';
import { isKnownSiteName } from './web-source.ts';

const DATE_WORD = String.raw`(?:published|updated|last updated|posted|reviewed|last reviewed|modified|last modified)`;
/** The page's dates at the end: "Published June 1, 2023. Updated May 2, 2024." */
// A year alone counts too ("Published 2024."): AMA gives what the page shows.
/** A trial registry's record: "ClinicalTrials.gov identifier: NCT01234567", "ISRCTN registry: ISRCTN12345678". */
const TRIAL_ID_RE =
  /^(ClinicalTrials\.gov|ISRCTN(?:\s+registry)?|EU Clinical Trials Register|ANZCTR)\s+(?:identifier|registry|number)?:?\s*((?:NCT\d{8}|ISRCTN\d{8}|ACTRN\d{14}|\d{4}-\d{6}-\d{2}))$/i;
export const PAGE_DATES_RE = new RegExp(String.raw`(?:^|[.;]\s*)((?:${DATE_WORD}\s*:?\s*(?:${DATE_SOURCE}|(?:1[5-9]|20)\d{2})\s*[.;]?\s*)+)$`, 'iu');
/**
 * The AMA style itself (citeproc's) writes the page's date bare, after the site: "Title. Energy Saving
 * Trust. March 15, 2022. Accessed …", and a newspaper's after its link: "Title. The Guardian. <link>. June 14, 2023."
 * Only a full date, and only after both a title and a site, is read so.
 */
const BARE_DATE_RE = new RegExp(String.raw`(?:^|\.\s*)(${MONTH_SOURCE}\s+\d{1,2},\s+(?:1[5-9]|20)\d{2})\.?$`, 'iu');
const ONE_DATE_RE = new RegExp(String.raw`(${DATE_WORD})\s*:?\s*(${DATE_SOURCE}|(?:1[5-9]|20)\d{2})`, 'giu');

export function readAmaWebPage(body: string, ref: ParsedReference, signals: Signals): boolean {
  const worded = PAGE_DATES_RE.exec(body.trim());
  const dates = worded ?? BARE_DATE_RE.exec(body.trim());
  if (!dates?.[1]) return false;
  const bare = worded === null;
  const head = body.trim().slice(0, dates.index);
  // The names end at the first full stop that is not an initial's ("Smith J. Heat waves…").
  const stop = NAMES_STOP_RE.exec(head);
  if (!stop) return false;
  const who = head.slice(0, stop.index).trim();
  const parts = splitSentences(head.slice(stop.index + 1))
    .map((s) => s.trim().replace(/[.\s]+$/u, ''))
    .filter((s) => s !== '');
  if (parts.length < 1 || parts.length > 2 || (bare && parts.length !== 2)) return false;
  // "Environ Res. 2018;126(7):100-110. Published 2018 Jul 5." (PubMed): a journal's issue and pages, no site.
  if (ISSUE_LOCATORS_END_RE.test(parts.at(-1) as string)) return false;
  // "Green, Oliver. 2022. “Title.” Site. March 15, 2022." is Chicago's: a year after the names, a quoted title.
  if (/^(?:1[5-9]|20)\d{2}[a-z]?$/.test(parts[0] as string) || (bare && parts.some((p) => /^["“‘]/.test(p)))) return false;
  // "A Study of Drug X. ClinicalTrials.gov identifier: NCT01234567. Updated …": a trial's record, named
  // by its title, on the registry's site.
  const trial = parts.length === 1 ? TRIAL_ID_RE.exec(parts[0] as string) : null;
  if (trial) {
    ref.number = trial[2] as string;
    parts[0] = trial[1] as string;
  }
  // "Solar power. Wikipedia. Last updated 3 May 2024.": a page named first, then its known site; no author.
  const untitled = parts.length === 1 && !bare && (trial !== null || isKnownSiteName(parts[0] as string));
  const [title, site] = untitled ? [who, parts[0]] : (parts as [string, string | undefined]);
  const names = untitled ? undefined : parseNames(who);
  if (names !== undefined && (names.authors.length === 0 || names.style === 'none')) return false;

  ref.format = 'vancouver';
  signals.web = true;
  if (names) setNames(ref, names);
  ref.title = title;
  // A newspaper's name is its container, as a journal's is (the type follows from the name, parse-finish.ts).
  if (site && bare && NEWS_RE.test(site)) ref.containerTitle = site;
  else if (site) ref.siteName = site;
  // The date it was published, else the latest update: the page's date.
  const date = bare ? parseDateText(dates[1] as string) : pageDateOf(dates[1] as string);
  if (date?.[0] !== undefined) {
    ref.year = date[0];
    if (date.length > 1) ref.issued = date;
  }
  return true;
}

/** The date of "Published June 1, 2023. Updated May 2, 2024.": when it was published, else its latest update. */
export function pageDateOf(clauses: string): number[] | undefined {
  const found = [...clauses.matchAll(ONE_DATE_RE)].map((m) => ({ word: (m[1] as string).toLowerCase(), date: parseDateText(m[2] as string) }));
  return (found.find((d) => d.word === 'published' || d.word === 'posted') ?? found[found.length - 1])?.date;
}
