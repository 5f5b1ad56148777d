// What PubMed, AMA and databases add after a Vancouver entry's locators:
//   PubMed "… Nat Med. 2024;30(3):100-110. Epub 2024 Jan 5."   "… Nat Med. 2024 Mar 3. Epub ahead of print."
//          "… 2018;126(7):100-110. Published 2018 Jul 5."     "… 100-110. Review."   "… [Article in Korean]"
//   AMA    "… JAMA Intern Med. Published online March 3, 2024. doi:…", "… arXiv. Preprint posted online May 28, 2020."
//   Scopus "… 100-110. (Cited 120 times)", "… Open access."
// The tail is no part of the journal's locators (with it there, the volume and pages were lost), and
// the online date is the article's date when no issue's is given.
import { languageCode } from './language-note.ts';
import { DATE_SOURCE, parseDateText } from './parse-dates.ts';

const AHEAD_OF_PRINT_RE = /\.?\s*(?:\[?(?:e-?pub|online)\s+ahead\s+of\s+print\]?)\.?\s*$/i;
const EPUB_DATE_RE = /\.\s*e-?pub\s+((?:1[5-9]|20)\d{2}(?:\s+\p{L}{3,9}\.?(?:\s+\d{1,2})?)?)\.?\s*$/iu;
const PUBLISHED_ONLINE_RE = new RegExp(
  `\\.\\s*(?:(?:published|first published|posted|preprint posted)\\s+online|published)\\s+(?:on\\s+)?(${DATE_SOURCE}|(?:1[5-9]|20)\\d{2})\\.?\\s*$`,
  'iu',
);
/**
 * A database's notes after the locators, one or several: the kind of article ("Review.", "Systematic
 * review."), its access ("Open access.", "Free PMC article."), its citation count ("(Cited 120 times)"),
 * its language ("Spanish.", "English, Spanish.", "[Article in Korean]").
 */
const NOTE_SOURCE = String.raw`(?:(?:systematic\s+)?review|meta-analysis|editorial|comment|letter|open\s+access|free\s+(?:pmc\s+|full[\s-]text\s+)?article|[([]?cited\s+(?:by\s+)?\d+(?:\s+times)?[)\]]?|\[article\s+in\s+\p{L}+\]|\p{L}{4,12}(?:,\s*\p{L}{4,12})*)`;
/** The notes, after the last locator (a digit or a bracket): "… 100-110. Review. Spanish." */
const NOTES_TAIL_RE = new RegExp(String.raw`(?<=\d|\))(?:\.?\s+${NOTE_SOURCE})+\.?\s*$`, 'iu');
const NOTE_RE = new RegExp(String.raw`${NOTE_SOURCE}`, 'giu');
const KIND_OR_ACCESS_RE = /^(?:(?:systematic\s+)?review|meta-analysis|editorial|comment|letter|open\s+access|free\b.*|[([]?cited\b.*)$/i;

/** A Vancouver journal's date and locators closing the text: "2018;126(7):100-110", "2024 Mar;30:1-10." */
export const ISSUE_LOCATORS_END_RE = /(?:1[5-9]|20)\d{2}[^;]{0,12};\s*[\w-]*(?:\([^)]*\))?\s*:\s*\w+(?:\s*[-–]\s*\w+)?\.?$/;

export interface OnlineFirst {
  /** The entry without the tail. */
  rest: string;
  /** The online date, when the tail gave one and it stands where the issue's date would. */
  date?: number[];
  /** The work's language, when a note named it. */
  language?: string;
}

export function stripOnlineFirst(text: string): OnlineFirst {
  const notes = stripNotes(text);
  const language = notes.language ? { language: notes.language } : {};
  let rest = notes.rest.replace(AHEAD_OF_PRINT_RE, '');
  const epub = EPUB_DATE_RE.exec(rest);
  // The issue's date comes first in PubMed's form; the Epub date is only the online one.
  if (epub) rest = rest.slice(0, epub.index);
  const online = PUBLISHED_ONLINE_RE.exec(rest);
  if (online) {
    const date = parseDateText(online[1] as string);
    return { rest: rest.slice(0, online.index), ...(date ? { date } : {}), ...language };
  }
  return { rest, ...language };
}

/** The notes after the locators; a word that names no language we know is no note, and keeps the tail. */
function stripNotes(text: string): { rest: string; language?: string } {
  const rest = text.trim();
  const tail = NOTES_TAIL_RE.exec(rest);
  if (!tail) return { rest };
  let language: string | undefined;
  for (const [note] of tail[0].matchAll(NOTE_RE)) {
    if (KIND_OR_ACCESS_RE.test(note)) continue;
    const codes = (/^\[article\s+in\s+(\p{L}+)\]$/iu.exec(note)?.[1] ?? note).split(/,\s*/).map(languageCode);
    if (codes.some((code) => code === undefined)) return { rest };
    language ??= codes.find((code) => code !== 'en') ?? codes[0];
  }
  return { rest: rest.slice(0, tail.index), ...(language ? { language } : {}) };
}
