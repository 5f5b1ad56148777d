// Decides what each note is, in the order its mark appears in the text: one or more references
// ("Vaswani, A. … (2017). Attention is all you need. NeurIPS."; several separated by ';'), a repeat
// of an earlier note's work ("Ibid.", "Id.", a short form "Vaswani et al. (2017).", or "Vaswani, op.
// cit., p. 5" / "Vaswani, supra note 1"), or
// commentary, which is left alone. A repeat cites the earlier reference's own text, so the later
// stages see the same work twice and merge it like any duplicate entry.
import { parseReference } from '../references/parse.ts';
import { DASHES } from '../text/dashes.ts';
import { foldAccents } from '../text/fold-accents.ts';
import type { ParsedReference } from '../types.ts';

export type NoteSource =
  /** The reference strings the note cites (copies of earlier ones for a repeat). */
  { kind: 'references'; references: string[]; repeat?: 'ibid' | 'short-form' } | { kind: 'commentary' };

const IBID = new RegExp(String.raw`^(?:ibid(?:em)?|id|ebd)\.?(?:\s*[,:;]?\s*(?:(?:pp?\.|at|s\.)\s*)?[\divxlc]+(?:\s*[${DASHES}]\s*[\divxlc]+)?)?\.?$`, 'i');
/** Sentences of commentary start like this; a reference never does. */
const COMMENTARY_LEAD = /^(?:see|cf\.?|compare|note|for|this|these|that|but|however|although|as|in|it|we|i|our|here|also|some|more|unlike|while|there)\b/i;
/** A URL up to the space or the "; " that ends it (a ';' inside a query stays part of it). */
const URL = /https?:\/\/(?:[^\s;]|;(?=\S))+/g;
const HAS_URL = /https?:\/\//;
const YEAR = /\b(1[5-9]\d\d|20\d\d)[a-z]?\b/;
/** "op. cit.", "loc. cit.", "supra": the work named earlier in the notes. */
const OP_CIT = /\b(?:op\.?\s*cit|loc\.?\s*cit|supra)\b/i;

/** Classify the notes' texts, given in reading order. */
export function classifyNotes(texts: string[]): NoteSource[] {
  const earlier: { text: string; parsed: ParsedReference }[] = [];
  let previous: string[] | undefined;
  return texts.map((raw): NoteSource => {
    const text = raw.trim();
    if (IBID.test(text)) {
      if (!previous) return { kind: 'commentary' };
      return { kind: 'references', references: previous, repeat: 'ibid' };
    }
    // A full reference first: another work by the same author and year is not a short form.
    const references = splitReferences(text);
    if (!references) {
      const short = matchShortForm(text, earlier);
      if (!short) return { kind: 'commentary' };
      previous = [short];
      return { kind: 'references', references: previous, repeat: 'short-form' };
    }
    for (const reference of references) earlier.push({ text: reference, parsed: parseReference(reference) });
    previous = references;
    return { kind: 'references', references };
  });
}

/** The note as reference strings: the whole note, or its ';'-separated parts when each one is a reference. */
export function splitReferences(text: string): string[] | undefined {
  // Split outside URLs only: a URL may carry ';' in its query.
  const urls: string[] = [];
  const masked = text.replace(URL, (url) => `\u0001${urls.push(url) - 1}\u0001`);
  const parts = masked
    .split(/;\s+/)
    .map((part) => part.replace(/\u0001(\d+)\u0001/g, (_, i: string) => urls[Number(i)] ?? '').trim())
    .filter((part) => part !== '');
  if (parts.length > 1 && parts.every(isReference)) return parts;
  return isReference(text) ? [text] : undefined;
}

/**
 * A string the offline parser reads as a reference: an identifier or link in a note that is not a
 * paragraph of prose, or authors, year and title in a reference layout.
 */
export function isReference(text: string): boolean {
  const parsed = parseReference(text);
  const prose = COMMENTARY_LEAD.test(text) && words(text.replace(URL, '')) > 12;
  if (parsed.doi || parsed.arxivId || parsed.url) return !prose;
  if (COMMENTARY_LEAD.test(text) || parsed.year === undefined || !parsed.title) return false;
  if (parsed.format !== 'unknown') return parsed.authors.some((a) => !!a.family);
  // Chicago-style notes the layouts do not name: "Smith, J. The history of things. Oxford UP, 2010."
  return /^\p{Lu}[\p{L}'’-]+,\s+\p{Lu}/u.test(text) && text.length < 400;
}

/**
 * "Vaswani et al. (2017)." or "Vaswani, Attention, 5.": a short note naming the first author (and
 * year or title words) of exactly one earlier reference, the latest one when several fit.
 */
function matchShortForm(text: string, earlier: { text: string; parsed: ParsedReference }[]): string | undefined {
  if (earlier.length === 0 || words(text) > 15 || HAS_URL.test(text)) return undefined;
  const surname = /^\p{Lu}[\p{L}'’-]+/u.exec(text)?.[0];
  if (!surname) return undefined;
  const year = YEAR.exec(text)?.[1];
  const rest = significantWords(text.slice(surname.length).replace(YEAR, ''));
  for (let i = earlier.length - 1; i >= 0; i--) {
    const candidate = earlier[i];
    if (!candidate) continue;
    const first = candidate.parsed.authors[0];
    const family = first?.family ?? first?.literal ?? candidate.parsed.siteName;
    if (!family || fold(family) !== fold(surname)) continue;
    if (year !== undefined) {
      if (candidate.parsed.year !== undefined && String(candidate.parsed.year) !== year) continue;
      return candidate.text;
    }
    // "Smith, op. cit., p. 5", "Smith, supra note 3": the author's work cited before, the latest one.
    if (OP_CIT.test(text)) return candidate.text;
    // No year: some word of the short title must be in the earlier title.
    const title = new Set(significantWords(candidate.parsed.title ?? ''));
    if (rest.some((w) => title.has(w))) return candidate.text;
  }
  return undefined;
}

function fold(s: string): string {
  return foldAccents(s).toLowerCase();
}

function words(s: string): number {
  return s.split(/\s+/).filter(Boolean).length;
}

function significantWords(s: string): string[] {
  return fold(s)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 3 && !['et', 'al', 'and', 'with', 'from', 'that', 'this'].includes(w));
}
