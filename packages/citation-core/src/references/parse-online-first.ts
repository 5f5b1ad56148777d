// What PubMed and AMA add to a Vancouver entry for an article published online before its issue:
//   PubMed "… Nat Med. 2024;30(3):100-110. Epub 2024 Jan 5."   "… Nat Med. 2024 Mar 3. Epub ahead of print."
//   AMA    "… JAMA Intern Med. Published online March 3, 2024. doi:…"
// The tail is no part of the journal's locators (with it there, the volume and pages were lost), and
// the online date is the article's date when no issue's is given.
import { DATE_SOURCE, parseDateText } from './parse-dates.ts';

const AHEAD_OF_PRINT_RE = /\.?\s*(?:\[?(?:e-?pub|online)\s+ahead\s+of\s+print\]?)\.?\s*$/i;
const EPUB_DATE_RE = /\.\s*e-?pub\s+((?:1[5-9]|20)\d{2}(?:\s+\p{L}{3,9}\.?(?:\s+\d{1,2})?)?)\.?\s*$/iu;
const PUBLISHED_ONLINE_RE = new RegExp(
  `\\.\\s*(?:published|first published|posted)\\s+online\\s+(?:on\\s+)?(${DATE_SOURCE}|(?:1[5-9]|20)\\d{2})\\.?\\s*$`,
  'iu',
);

export interface OnlineFirst {
  /** The entry without the tail. */
  rest: string;
  /** The online date, when the tail gave one and it stands where the date would. */
  date?: number[];
}

export function stripOnlineFirst(text: string): OnlineFirst {
  let rest = text.replace(AHEAD_OF_PRINT_RE, '');
  const epub = EPUB_DATE_RE.exec(rest);
  // The date comes first in PubMed's form; the Epub date is only the online one.
  if (epub) rest = rest.slice(0, epub.index);
  const online = PUBLISHED_ONLINE_RE.exec(rest);
  if (online) {
    const date = parseDateText(online[1] as string);
    return { rest: rest.slice(0, online.index), ...(date ? { date } : {}) };
  }
  return { rest };
}
