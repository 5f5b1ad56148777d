// The journal as the last part, its year and locators set off by commas: "Nature, 2020",
// "Voprosy Ekonomiki, 2020, vol. 12, no. 3, pp. 45–67" (Scopus's transliterated references, and
// GOST-like entries in Latin letters). Vancouver's "Journal. 2020;12(3):45-67" has its own reader;
// this tail otherwise stayed whole as the journal's name ("Nature, 2020") or the title's end.
import { JOURNAL_NAME_RE } from './parse-finish.ts';
import type { SourceFields } from './parse-source.ts';
import { parseSource } from './parse-source.ts';

/** "Name, 2020" and maybe ", vol. 12, no. 3, pp. 45–67": labelled locators only, so a place's or a series' number is not taken. */
const TAIL_RE = /^(\p{L}[^,]{1,150}?),\s+((?:1[5-9]|20)\d{2})((?:,\s+(?:vol(?:ume)?|no|nr|issue|iss|pp?|art)\.?\s*[\w–-]+)*)$/iu;

export interface CommaJournalTail extends SourceFields {
  /** Where the tail starts in the text given. */
  index: number;
}

/** The last part of `rest` (after its last ". ") read as "Journal, year, locators", when it is one. */
export function readCommaJournalTail(rest: string): CommaJournalTail | undefined {
  // The latest ". " that starts such a tail: the labels' own stops ("vol. 12, pp. 45") start none.
  let stop = rest.lastIndexOf('. ');
  let m: RegExpExecArray | null = null;
  for (; stop > 0; stop = rest.lastIndexOf('. ', stop - 1)) {
    m = TAIL_RE.exec(rest.slice(stop + 2).trim());
    if (m) break;
  }
  if (!m || stop <= 0) return undefined;
  const tail = m[0];
  // "Nauka, 2018" is as likely a publisher and its year: without locators only a journal's name will do.
  if (m[3] === '' && !JOURNAL_NAME_RE.test(m[1] as string)) return undefined;
  const source = parseSource(tail, { commasOnly: true });
  // "Nature Publishing Group, 2018": a publisher's name read as such is the book's publisher.
  if (source.containerTitle === undefined && source.publisher === undefined) return undefined;
  return { ...source, index: stop };
}
