// A reference list typed as one run-on paragraph, with no line breaks between its entries ("[1] A.
// Smith, “Title,” 2020. [2] B. Jones, …" or "1. Smith J. … 2020. 2. Jones B. …"): chat answers pasted
// as plain text and PDF text copied into Word arrive so. The entries start where the numbering goes
// on: each label must be the next number, written as the first one is, right after the end of the
// entry before it. A number inside an entry ("Vol. 2. Berlin", "2. Aufl.") is not taken for a label.
import { LOOKS_LIKE_REFERENCE } from './reference-like.ts';

/** The label forms a run-on list is written with, each capturing its number. */
const FORMS: { first: RegExp; next: string }[] = [
  { first: /^\s*\[\s*(\d{1,4})\s*\]/, next: String.raw`\[\s*(\d{1,4})\s*\]` },
  { first: /^\s*\[\^(\d{1,4})\]:/, next: String.raw`\[\^(\d{1,4})\]:` },
  { first: /^\s*\((\d{1,4})\)(?=\s)/, next: String.raw`\((\d{1,4})\)(?=\s)` },
  { first: /^\s*(\d{1,4})\.(?=\s)/, next: String.raw`(\d{1,4})\.(?=\s)` },
  { first: /^\s*(\d{1,4})\)(?=\s)/, next: String.raw`(\d{1,4})\)(?=\s)` },
];

/**
 * Where an entry may end before the next label: a full stop, a closing bracket or quote, or an
 * address (DOIs and URLs end with no full stop). A number label ("2.") after an abbreviation that
 * numbers a part of a work ("Vol. 2.", "No. 3.", "Bd. 2.") is that part's number.
 */
const ENTRY_END = /(?:[.;)\]”"'’»]|\bhttps?:\/\/\S+|\bdoi:\s*\S+|\b10\.\d{4,9}\/\S+|\bwww\.\S+|\s[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,6}(?:\/\S*)?)\s+$/iu;
const PART_ABBREVIATION = /\b(?:vol|vols|no|nos|nr|bd|ed|eds|edn|pt|ch|chap|sec|art|iss|issue|fasc|heft|t|s|p|pp|suppl|fig|tab)\.\s+$/i;
/** What an entry starts with: no digit (a page or volume number goes on the entry before) and no lower-case word. */
const ENTRY_START = /^\s+(?![\d\p{Ll}])\S/u;
/** A bare site name ("1. iea.org 2. irena.org", Copilot's "Learn more" line): an address, lower-case as it is. */
const SITE = String.raw`(?:www\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,6}(?:\/\S*)?`;
const SITE_START = new RegExp(String.raw`^\s+${SITE}(?=\s|$)`, 'i');
/** A piece that is its label and a site name only. */
const SITE_PIECE = new RegExp(String.raw`^\s*\S+\s+${SITE}\s*$`, 'i');
// Particles do start author names ("van der Berg", "de Vries"): they count as an entry's start.
const PARTICLE_START = /^\s+(?:van|von|de|der|den|del|della|di|da|du|le|la|ter|ten)\s/;

/**
 * The offsets in `line` where a second, third… entry starts, each at its label: empty when the line
 * holds one entry (or does not start with a label). Every piece must read as a reference of its own
 * (a year, a DOI or a link), so that one entry's "2. Aufl." never splits it.
 */
export function runOnStarts(line: string): number[] {
  for (const form of FORMS) {
    const first = form.first.exec(line);
    if (!first?.[1]) continue;
    const starts: number[] = [];
    let expected = Number(first[1]) + 1;
    const next = new RegExp(`(?<=\\s)${form.next}`, 'g');
    next.lastIndex = first[0].length;
    for (let m = next.exec(line); m; m = next.exec(line)) {
      if (Number(m[1]) !== expected) continue;
      const before = line.slice(0, m.index);
      const after = line.slice(m.index + m[0].length);
      const numeric = form.next.startsWith('(\\d');
      if (!ENTRY_END.test(before) || (numeric && PART_ABBREVIATION.test(before))) continue;
      if (!ENTRY_START.test(after) && !PARTICLE_START.test(after) && !SITE_START.test(after)) continue;
      starts.push(m.index);
      expected++;
    }
    if (starts.length === 0) return [];
    const bounds = [0, ...starts, line.length];
    const pieces = bounds.slice(0, -1).map((start, i) => line.slice(start, bounds[i + 1]));
    return pieces.every((piece) => (LOOKS_LIKE_REFERENCE.test(piece) && piece.trim().split(/\s+/).length >= 3) || SITE_PIECE.test(piece)) ? starts : [];
  }
  return [];
}

/** Text that is a site name and nothing else ("iea.org", "www.nature.com/articles/x1"). */
export function isBareSite(text: string): boolean {
  return BARE_SITE.test(text);
}
const BARE_SITE = new RegExp(String.raw`^\s*${SITE}\s*$`, 'i');

/**
 * Every entry of the run-on list `line` is a bare site name ("1. iea.org 2. irena.org 3. nature.com"):
 * the sources line Copilot closes an answer with. Such a line is a list whatever words lead it in.
 */
export function isRunOnSiteList(line: string): boolean {
  const starts = runOnStarts(line);
  if (starts.length === 0) return false;
  const bounds = [0, ...starts, line.length];
  return bounds.slice(0, -1).every((start, i) => SITE_PIECE.test(line.slice(start, bounds[i + 1])));
}
