// Text comparisons used to decide whether a record is the work a reference string describes.
// Accent-insensitive and punctuation-insensitive, because AI exports and databases disagree on both.
import { dice } from '../text/dice.ts';
import { foldAccents } from '../text/fold-accents.ts';

/** Lower case, accents folded, every run of non-alphanumerics one space. */
export function normalizeText(text: string): string {
  return foldAccents(text.toLowerCase())
    .replace(/&/g, ' and ')
    .replace(/<[^>]+>/g, ' ') // Crossref titles may carry JATS/HTML tags (<i>, <sub>)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

export function tokens(text: string): string[] {
  const normalized = normalizeText(text);
  return normalized ? normalized.split(' ') : [];
}

/** 0..1: the better of character-level edit similarity and word overlap (Dice). */
export function titleSimilarity(a: string, b: string): number {
  const na = normalizeText(a);
  const nb = normalizeText(b);
  if (!na || !nb) return 0;
  if (na === nb) return 1;
  const ratio = 1 - levenshtein(na, nb) / Math.max(na.length, nb.length);
  return Math.max(ratio, dice(na.split(' '), nb.split(' ')));
}

const TRAILING_FILLER = new Set(['and', 'or', 'of', 'the', 'a', 'an', 'in', 'on', 'for', 'to', 'with', 'by', 'from', 'at']);

/**
 * The reference's title is a cut-off start of the record's title ("Induction of pluripotent stem cells
 * from mouse embryonic and," or "… x-ray..."). Every word written must be the record's words in order:
 * a fabricated title that starts like a real one and then goes elsewhere is not a truncation.
 * Returns the share of the record's title that was written (0 when it is not a truncation).
 */
export function truncatedShare(referenceTitle: string, recordTitle: string): number {
  const ref = tokens(referenceTitle);
  while (ref.length > 0 && TRAILING_FILLER.has(ref[ref.length - 1] ?? '')) ref.pop();
  const rec = tokens(recordTitle);
  if (ref.length < 3 || ref.length >= rec.length) return 0;
  for (let i = 0; i < ref.length; i++) if (ref[i] !== rec[i]) return 0;
  return ref.length / rec.length;
}

/** The record's whole title appears, word for word, inside the reference string. */
export function containsTitle(referenceText: string, recordTitle: string): boolean {
  const title = normalizeText(recordTitle);
  if (title.split(' ').length < 3) return false;
  return ` ${normalizeText(withoutUrls(referenceText))} `.includes(` ${title} `);
}

/** URL slugs repeat titles ("…/uk-net-migration-rises-21"): they are not the reference saying the title. */
export function withoutUrls(text: string): string {
  return text.replace(/\b(?:https?:\/\/|www\.)\S+/gi, ' ');
}

export type NameAgreement = 'exact' | 'fuzzy' | 'none';

/** Family names compared accent-insensitively, allowing one typo or swapped letters (two in long names). */
export function compareFamilyNames(a: string, b: string): NameAgreement {
  const na = normalizeName(a);
  const nb = normalizeName(b);
  if (!na || !nb) return 'none';
  if (na === nb) return 'exact';
  // "van de Panne" vs "Panne", "García Márquez" vs "Márquez": compare the last word too.
  const lastA = na.split(' ').pop() ?? na;
  const lastB = nb.split(' ').pop() ?? nb;
  if (lastA === lastB && lastA.length >= 3) return 'exact';
  const compactA = na.replace(/ /g, '');
  const compactB = nb.replace(/ /g, '');
  if (compactA === compactB) return 'exact';
  const shorter = Math.min(compactA.length, compactB.length);
  const allowed = shorter >= 8 ? 2 : shorter >= 4 ? 1 : 0;
  return allowed > 0 && damerauLevenshtein(compactA, compactB) <= allowed ? 'fuzzy' : 'none';
}

function normalizeName(name: string): string {
  return foldAccents(name.toLowerCase())
    .replace(/[^a-z ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function levenshtein(a: string, b: string): number {
  if (a === b) return 0;
  if (!a.length) return b.length;
  if (!b.length) return a.length;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  let current = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
    }
    [previous, current] = [current, previous];
  }
  return previous[b.length] ?? 0;
}

/** Optimal string alignment distance: Levenshtein plus adjacent transpositions ("Fanrham" → "Farnham"). */
export function damerauLevenshtein(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) => Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const row = d[i] as number[];
      const up = d[i - 1] as number[];
      let value = Math.min((up[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (up[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, ((d[i - 2] as number[])[j - 2] ?? 0) + 1);
      }
      row[j] = value;
    }
  }
  return (d[a.length] as number[])[b.length] ?? 0;
}

/** Whether two journal or book titles name one venue, abbreviations aside ("Proc Natl Acad Sci", "J Stud"). */
export function containerAgrees(a: string, b: string): boolean {
  const na = normalizeText(a);
  const nb = normalizeText(b);
  if (!na || !nb) return false;
  if (na === nb || titleSimilarity(na, nb) >= 0.8) return true;
  if (` ${nb} `.includes(` ${na} `) || ` ${na} `.includes(` ${nb} `)) return true;
  return abbreviatesVenue(a, b) || abbreviatesVenue(b, a);
}

/**
 * "Proc Natl Acad Sci" for "Proceedings of the National Academy of Sciences": word for word, each
 * abbreviated word keeps its first letter and some of the others in order ("Natl", "Sci", "J").
 */
export function abbreviatesVenue(short: string, long: string): boolean {
  const words = normalizeText(short).split(' ');
  const content = normalizeText(long)
    .split(' ')
    .filter((w) => !['of', 'the', 'and', 'for', 'in', 'on'].includes(w));
  return words.length === content.length && words.every((w, i) => abbreviates(w, content[i] ?? ''));
}

function abbreviates(short: string, word: string): boolean {
  if (!short || short[0] !== word[0]) return false;
  let at = 0;
  for (const letter of short) {
    at = word.indexOf(letter, at);
    if (at < 0) return false;
    at++;
  }
  return true;
}
