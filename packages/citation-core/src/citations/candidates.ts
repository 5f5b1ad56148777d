// What every citation scan shares: the candidate it proposes (detect.ts decides which are citations),
// the number-list grammar of brackets and parentheses, and the questions asked of the runs under a
// candidate (linked? monospace? a note mark?).
import { isManagerField } from '../docx/manager-fields.ts';
import type { Paragraph, RunSpan } from '../docx/paragraphs.ts';
import type { CitationRender } from '../types.ts';
import { CONJUNCTION, expandRanges, INVISIBLE, LIST_SEPARATORS, RANGE_DASHES } from './expand-ranges.ts';
import { LABELLED_LOCATOR_SOURCE, PAGE_AFTER_COLON_SOURCE, parseLocator } from './locator.ts';
import type { Locator } from './locator.ts';

/** Space, and the characters that take none (zero-width spaces, direction marks). */
export const S = `[\\s${INVISIBLE}]*`;
export const NUMBER_LIST = String.raw`\d{1,4}(?:${S}[${RANGE_DASHES}]${S}\d{1,4})?(?:(?:${S}[${LIST_SEPARATORS}]${S}|${CONJUNCTION})\d{1,4}(?:${S}[${RANGE_DASHES}]${S}\d{1,4})?)*`;
/**
 * A pinpoint after the numbers: ", p. 5", ", pp. 12–15", ": 44", " p. 5" with its comma left out, or
 * in parentheses, " (p. 7)" (citations/locator.ts).
 */
export const LOCATOR = String.raw`(?:(?:\s*,\s*|\s+)(${LABELLED_LOCATOR_SOURCE})|\s*:\s*(${PAGE_AFTER_COLON_SOURCE}|${LABELLED_LOCATOR_SOURCE})|\s*,?\s*\((${LABELLED_LOCATOR_SOURCE})\))?`;
/** One number or range: what a comma joins to a pinpoint before it ("2, p. 7, 3, p. 9"). */
const ONE_NUMBER = String.raw`\d{1,4}(?:${S}[${RANGE_DASHES}]${S}\d{1,4})?`;
/** The same pinpoint, required and without groups. */
const PINPOINT = String.raw`(?:(?:\s*,\s*|\s+)(?:${LABELLED_LOCATOR_SOURCE})|\s*:\s*(?:${PAGE_AFTER_COLON_SOURCE}|${LABELLED_LOCATOR_SOURCE})|\s*,?\s*\((?:${LABELLED_LOCATOR_SOURCE})\))`;
/**
 * What a numbered citation holds, without groups: "1, 3-5", "2, p. 5", and several pinpoints joined
 * by semicolons or commas, "1, p. 7; 2, p. 9", "1, p. 7, 2, p. 9" (read by `readCitedNumbers`). A semicolon joins two parts only
 * after a pinpoint, a comma only before one number with a pinpoint of its own: "1; 2" is one number
 * list and "2, pp. 5, 20" two pages, so the pattern has one way to match (a long text that fails
 * costs no backtracking).
 */
export const CITED_NUMBERS = String.raw`${NUMBER_LIST}(?:${PINPOINT}${S}(?:[;；]${S}${NUMBER_LIST}|,${S}${ONE_NUMBER}(?=${PINPOINT})))*${PINPOINT}?`;
/**
 * One part of a citation: numbers, then their pinpoint if any, then a semicolon, or a comma before
 * numbers with a pinpoint of their own ("2, p. 7, 3, p. 9"; "2, pp. 5, 20" is two pages of 2).
 * Built on first need (see `isCitedNumbers`).
 */
let citedPart: RegExp | undefined;
/** The common citation, numbers alone ("3", "1, 3–5", "2 and 4"): one small pattern decides it. */
const NUMBERS_ONLY = new RegExp(`^${NUMBER_LIST}$`, 'i');
let citedWhole: RegExp | undefined;

/**
 * Whether a text is what a numbered citation holds (`CITED_NUMBERS`). The whole grammar, pinpoints
 * and all, is about 32 KB of pattern, which V8 takes some 0.15 s to compile on its first use (for
 * each pattern that embeds it): so a plain number list is decided by a small pattern, and the whole
 * grammar is built only when a document has a text that might hold a pinpoint.
 */
export function isCitedNumbers(text: string): boolean {
  return NUMBERS_ONLY.test(text) || (citedWhole ??= new RegExp(`^(?:${CITED_NUMBERS})$`, 'i')).test(text);
}

/**
 * What a scan's bracket or parenthesis may hold before `isCitedNumbers` judges it: a digit first, then
 * anything but another bracket (in brackets) or but unbalanced parentheses (in parentheses, two levels
 * deep: "(4 (p. 7))", "(2, eq. (3))"). Each is group 1 of the scan's pattern.
 */
export const ENCLOSED_IN_BRACKETS = String.raw`(\d[^\[\]【】［］〔〕†]{0,1000}?)`;
export const ENCLOSED_IN_PARENS = String.raw`(\d(?:[^()]|\((?:[^()]|\([^()]*\))*\)){0,1000}?)`;

/**
 * The matches of a scan (`ENCLOSED_…` as group 1) whose text is a citation's, as `matchAll` of a
 * pattern embedding `CITED_NUMBERS` would give them: a match that is not one is retried one character
 * further on, where the whole pattern would have tried next. `numbersOf` gives what of group 1 is
 * judged (group 1 with the prefixes of its later numbers taken out, citations/prefix.ts).
 */
export function* citedMatches(text: string, scan: RegExp, numbersOf: (enclosed: string) => string = (enclosed) => enclosed): Generator<RegExpExecArray> {
  // Its own lastIndex, as matchAll has; global, so a match that is not one moves the scan on.
  const pattern = new RegExp(scan.source, scan.flags.includes('g') ? scan.flags : `${scan.flags}g`);
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    if (isCitedNumbers(numbersOf(match[1] ?? ''))) yield match;
    else pattern.lastIndex = match.index + 1;
  }
}
/**
 * "[citation:3]" (DeepSeek), "[Source 2]", "[Ref. 4]": a word naming the number as a source; and
 * Perplexity's "[web:3]", the kind of source before a colon.
 */
const SOURCE_NAME = String.raw`(?:(?:citations?|cite|sources?|src|refs?|references?)\s*[:.]?\s*|web\s*:\s*)`;
/** The word naming a citation's first number as a source, if any (`SOURCE_NAME`). */
export const SOURCE_WORD = `${SOURCE_NAME}?`;
/** The same word again before a later number of the group: "(Source 6; Source 7)", "[citation:1, citation:2]". */
const LATER_SOURCE_NAME = new RegExp(String.raw`(${S}[${LIST_SEPARATORS}]${S}|${CONJUNCTION})${SOURCE_NAME}(?=\d)`, 'gi');

/** A citation's inside after its first number ("6; Source 7") without the words naming its later numbers ("6; 7"). */
export function withoutLaterSourceWords(enclosed: string): string {
  return /\p{L}/u.test(enclosed) ? enclosed.replace(LATER_SOURCE_NAME, '$1') : enclosed;
}

/** A place that may be a citation, as a scan found it. */
export interface Candidate {
  paragraphIndex: number;
  start: number;
  end: number;
  render: CitationRender;
  numbers: number[];
  superscript: boolean;
  linked: boolean;
  links?: Record<number, string>;
  locators?: Record<number, Locator>;
  /** "[see 1]": a prefix written before a number, by that number (citations/prefix.ts). */
  prefixes?: Record<number, string>;
  /** "(ref. 3)": a word names the number as a source, so it cites whatever else the document uses. */
  named?: boolean;
  /** Raised digits each in a run of its own ("1" "2": pandoc's "^1^^2^"), which may be two numbers. */
  digitRuns?: boolean;
}

export function runAt(p: Paragraph, offset: number): RunSpan | undefined {
  // Runs are in text order; paragraphs have few runs, a linear scan is fast enough.
  for (const run of p.runs) if (offset >= run.start && offset < run.end) return run;
  return undefined;
}

const NO_ANCHORS: ReadonlySet<string> = new Set();

export function runsIn(p: Paragraph, start: number, end: number): RunSpan[] {
  return p.runs.filter((r) => r.end > start && r.start < end && r.end > r.start);
}

/**
 * A note mark, a page number or a comment, not a citation. A footnote written as a link ("[1]" to
 * "#_ftn1", as Word's and Google's HTML have them) is one too, unless its note is an entry of the
 * reference list (`listAnchors`: the bookmarks in the list's paragraphs): then the notes are the list.
 */
export function isFootnoteLike(run: RunSpan, listAnchors: ReadonlySet<string> = NO_ANCHORS): boolean {
  if (run.noteReference) return true;
  if (run.anchor && /^_?(ftn|edn|cmnt|footnote|endnote)/i.test(run.anchor) && !listAnchors.has(run.anchor)) return true;
  // A REF field is a cross-reference: to a numbered reference it is how Word users type a citation
  // (docx/unwrap-fields.ts), and its result is judged like typed text.
  if (run.field && /^(PAGE|NUMPAGES|NOTEREF|SECTIONPAGES|SEQ)\b/i.test(run.field)) return true;
  // "[1]" shown by a Zotero or Mendeley field is a live citation already (docx/manager-fields.ts).
  if (isManagerField(run.field)) return true;
  return false;
}

export function linkOf(runs: RunSpan[]): string | undefined {
  const links = new Set(runs.map((r) => r.link));
  if (links.size !== 1) return undefined;
  const [link] = links;
  return link && /^https?:/i.test(link) ? link : undefined;
}

/** Inside a monospace run (inline code in a prose paragraph): never a citation. */
export function inMonospace(p: Paragraph, start: number, end: number): boolean {
  return runsIn(p, start, end).some((r) => r.monospace);
}

/**
 * The numbers a citation's text (`CITED_NUMBERS`) names and their pinpoints, each for the number it
 * follows ("2, 3, p. 5": page 5 of 3; "1, p. 7; 2, p. 9": page 7 of 1, page 9 of 2); undefined when a
 * number list is not well formed.
 */
export function readCitedNumbers(text: string): { numbers: number[]; locators?: Record<number, Locator> } | undefined {
  if (NUMBERS_ONLY.test(text)) {
    const numbers = expandRanges(text);
    return numbers && numbers.length > 0 ? { numbers } : undefined;
  }
  const numbers: number[] = [];
  let locators: Record<number, Locator> | undefined;
  const partPattern = (citedPart ??= new RegExp(String.raw`(${NUMBER_LIST})${LOCATOR}(?:${S}[;；]${S}|${S},(?=${S}${ONE_NUMBER}${PINPOINT})${S}|$)`, 'iy'));
  partPattern.lastIndex = 0;
  while (partPattern.lastIndex < text.length) {
    const part = partPattern.exec(text);
    const partNumbers = part ? expandRanges(part[1] ?? '') : undefined;
    if (!part || !partNumbers) return undefined;
    numbers.push(...partNumbers);
    const locator = parseLocator(part[2] ?? part[3] ?? part[4]);
    const last = partNumbers[partNumbers.length - 1];
    if (locator && last !== undefined) (locators ??= {})[last] = locator;
    if (part[0].length === 0) break;
  }
  return numbers.length > 0 ? { numbers, ...(locators ? { locators } : {}) } : undefined;
}

/**
 * "4 (2–6) days", "3.2 [2, 4] on a 5-point scale": a range or pair right after a figure and before the
 * word it measures is a spread (a median's quartiles, a range), not sources. A year before it ("in 2019
 * (3, 4) and …") is a claim's date with its sources after it.
 */
export function isDispersion(text: string, start: number, end: number, numbers: number[]): boolean {
  if (numbers.length < 2 || !/^\s\p{L}/u.test(text.slice(end, end + 2))) return false;
  const figure = /(?:^|[^\d.,])(\d+(?:[.,]\d+)?)\s?$/.exec(text.slice(Math.max(0, start - 20), start))?.[1];
  return figure !== undefined && !/^(?:1[5-9]|20)\d\d$/.test(figure);
}
