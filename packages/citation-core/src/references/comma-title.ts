// Harvard with commas instead of full stops after the date ("Brown, A. (2019), Growth and trade,
// Journal of Economics, 12, 45-67."): one sentence holds title, journal and locators, so reading the
// title up to a full stop took all of it. The locators are read off the end; the part before them is
// the journal, and what comes before that the title.
import { namesPublisher, trailingPlaceParts } from './publisher-names.ts';

/** A volume, an issue, pages or a year on their own between commas: "12", "12(3)", "Vol. 12 No. 3", "pp. 45-67", "2019". */
const LOCATOR_PART_RE =
  /^(?:[A-Za-z]?\d+[A-Za-z]?(?:\s*\([^()]+\))?(?:\s*:\s*[A-Za-z]?\d+[A-Za-z]?(?:\s*[-–—]+\s*[A-Za-z]?\d+[A-Za-z]?)?)?|[A-Za-z]?\d+[A-Za-z]?\s*[-–—]+\s*[A-Za-z]?\d+[A-Za-z]?|(?:vol(?:ume)?|no|nr|issue|iss|pp?)\.?\s*[\w–-]+(?:\s+(?:no|nr|issue|iss)\.?\s*[\w./-]+)?)$/i;
const YEAR_RE = /^(?:1[5-9]|20)\d{2}[a-z]?$/;
const BOOK_PART_RE = /^in\s|\((?:eds?|hrsg)\.?\)|\b(?:ed|edn|eds)\.|\bedition\b/i;

export interface CommaTitle {
  title: string;
  /** The journal and its locators, to be read as any source is. */
  source: string;
}

/** The title and the source of "Title, Journal, 12, 45-67", or undefined when no locators end it. */
export function splitCommaTitle(rest: string): CommaTitle | undefined {
  const text = rest.trim().replace(/\.$/, '');
  // Full stops or quotes say where the title ends: the usual readers know those.
  if (/[.!?]\s+\p{Lu}/u.test(text) || /^["“'‘]/.test(text)) return undefined;
  const parts = text.split(/,\s+/);
  let first = parts.length;
  while (first > 0 && (LOCATOR_PART_RE.test(parts[first - 1] as string) || YEAR_RE.test(parts[first - 1] as string))) first--;
  const locators = parts.slice(first);
  // A year alone follows a book's publisher as well ("Title, Publisher, 2019"): a journal needs its volume or pages.
  if (!locators.some((part) => !YEAR_RE.test(part))) return undefined;
  // At least a title and a journal before the locators.
  if (first < 2 || !/\p{L}/u.test(parts[first - 1] as string)) return undefined;
  // A chapter's "in Jones, B. (Ed.), Book", an edition, or a place before the pages ("Routledge, London,
  // pp. 1-10") is a book's, not a journal's: the other readers know those.
  const before = parts.slice(0, first);
  if (before.some((part) => BOOK_PART_RE.test(part)) || trailingPlaceParts(before) > 0 || namesPublisher(parts[first - 1] as string)) return undefined;
  return { title: parts.slice(0, first - 1).join(', '), source: parts.slice(first - 1).join(', ') };
}
