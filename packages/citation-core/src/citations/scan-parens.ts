// Numbers in parentheses — "(2)", "(1-3)", Nature's "(ref. 3)" — and numbers named as sources without
// brackets ("Refs. 1–3"); and what tells an enumeration ("(1) solar and (2) wind") or the number of an
// equation, a table or an article ("Eq. (2)", "§ 3 (1)") from a citation.
import type { Paragraph } from '../docx/paragraphs.ts';
import { expandRanges, INVISIBLE, LIST_SEPARATORS, RANGE_DASHES } from './expand-ranges.ts';
import {
  citedMatches,
  ENCLOSED_IN_PARENS,
  isDispersion,
  isFootnoteLike,
  readCitedNumbers,
  runsIn,
  S,
  SOURCE_WORD,
  withoutLaterSourceWords,
} from './candidates.ts';
import type { Candidate } from './candidates.ts';
import { PAREN_PREFIX, splitPrefix, takeLaterPrefixes } from './prefix.ts';

/**
 * "(2)", "(1-3)", "(1, p. 12)", "(1, p. 12; 2, p. 3)", and Nature's "(ref. 3)", "(refs 2, 5)"; with a
 * prefix that sends the reader to the source, "(see 5, p. 7)", "(cf. 2)", "(1; see also 2)"
 * (citations/prefix.ts).
 */
// Chinese and Japanese text writes them full width: "（1）", "（2，3）".
const PAREN = new RegExp(String.raw`[(（]${S}${PAREN_PREFIX}${SOURCE_WORD}${ENCLOSED_IN_PARENS}${S}[)）]`, 'gi');
/** What of a parenthesis's inside is numbers: "1; 2" of "1; see also 2". */
const numbersInParens = (enclosed: string): string => takeLaterPrefixes(withoutLaterSourceWords(enclosed), true).text;
/**
 * "Refs. 1–3", "ref. 4", "refs 1 and 2", "Reference 5": numbers named as sources, outside brackets.
 * The word and its number stand on one line: "References<tab>12" is a contents line with its page,
 * and "References" with "2 …" on the next line a heading.
 */
const WORD_GAP = `[ \u00a0\u202f${INVISIBLE}]*`;
const NAMED_NUMBERS = new RegExp(
  String.raw`(?<![\p{L}(\[［【#])(?:refs?\.?|references?)${WORD_GAP}(\d{1,4}(?:${S}(?:[${RANGE_DASHES}${LIST_SEPARATORS}]|\s+and\s+|\s*,\s*and\s+)${S}\d{1,4})*)(?![\p{L}\d]|[.,]\d)`,
  'giu',
);
/** "Eq. (2)", "Table (4)", "§ 3 (1)", "Article 5 (2)", "Art. 5 (2)": the number of a thing, or of its part. */
const NUMBER_OF_A_THING =
  /(?:\b(?:eqs?|equations?|formulas?|tab|tables?|figs?|figures?|sections?|sub-?sections?|sec|chapters?|steps?|theorems?|lemmas?|articles?|art|paragraphs?|para|clauses?|sub-?clauses?|items?|criteria|criterion|questions?|hypothes[ie]s|stages?|phases?|grades?|abs|absatz|satz)\.?|§\s*\d{1,4}[a-z]?|\b(?:article|art|section|paragraph|rule|regulation)\.?\s+\d{1,4}[a-z]?)\s*$/iu;

export function scanParens(p: Paragraph, listAnchors: ReadonlySet<string>): Candidate[] {
  const out: Candidate[] = [];
  for (const match of citedMatches(p.text, PAREN, numbersInParens)) {
    const start = match.index;
    const end = start + match[0].length;
    const later = takeLaterPrefixes(withoutLaterSourceWords(match[1] ?? ''), true);
    const cited = readCitedNumbers(later.text);
    if (!cited) continue;
    const numbers = cited.numbers;
    const runs = runsIn(p, start, end);
    const raised = runs.length > 0 && runs.every((r) => r.superscript);
    const { prefix, rest } = splitPrefix(match[0].slice(1));
    // A word names the number as a source ("(Source 1)", "(ref. 3)") or sends the reader to it ("(see 5)").
    const worded = prefix !== undefined || later.prefixes !== undefined || /^\p{L}/u.test(rest);
    // "f(1)" and "x(2, 3)" are function calls or coordinates, not citations; a raised "grew⁽¹⁾" is one,
    // and so is "in 2017(Source 1)", whose word no function call or coordinate has.
    if (!raised && !worded && /[A-Za-z0-9_]$/.test(p.text.slice(0, start))) continue;
    if (!raised && isDispersion(p.text, start, end, numbers)) continue;
    if (runs.some((r) => isFootnoteLike(r, listAnchors)) || runs.some((r) => r.monospace)) continue;
    const candidate: Candidate = {
      paragraphIndex: p.index,
      start,
      end,
      render: 'paren',
      numbers,
      superscript: raised,
      linked: runs.length > 0 && runs.every((r) => r.hyperlink !== undefined),
    };
    // "(see 5)", "(cf. 2)", "(1; see also 2)": the word sends the reader to a source as "(ref. 5)"
    // names it, so it cites whatever else the document uses (its numbers still have to be entries of the list).
    if (worded) candidate.named = true;
    if (cited.locators) candidate.locators = cited.locators;
    const prefixes = prefix && numbers[0] !== undefined ? { ...later.prefixes, [numbers[0]]: prefix } : later.prefixes;
    if (prefixes) candidate.prefixes = prefixes;
    const previous = out[out.length - 1];
    if (previous && adjoins(p.text.slice(previous.end, start), previous, candidate)) joinInto(previous, candidate);
    else out.push(candidate);
  }
  return out;
}

/**
 * "(Source 2)(Source 3)", "(Source 2) (Source 3)", "(2)(3)": groups set side by side are one citation of
 * several sources, as "[1][2]" is. Only groups of one kind (each named by a word, or neither; each raised
 * or neither); bare numbers only when nothing stands between them ("(1) (2)" may be two items).
 */
function adjoins(gap: string, previous: Candidate, next: Candidate): boolean {
  if (previous.superscript !== next.superscript || (previous.named ?? false) !== (next.named ?? false)) return false;
  return gap === '' || (next.named === true && /^\s$/.test(gap));
}

function joinInto(previous: Candidate, next: Candidate): void {
  previous.end = next.end;
  previous.numbers.push(...next.numbers);
  previous.linked = previous.linked && next.linked;
  if (next.locators) previous.locators = { ...previous.locators, ...next.locators };
  if (next.prefixes) previous.prefixes = { ...next.prefixes, ...previous.prefixes };
}

/**
 * "as shown in Refs. 1–3", "see ref. 4", "refs 1 and 2": physics and chemistry prose names the
 * numbers without brackets. The word goes with the citation, which brings its own form.
 */
export function scanNamedNumbers(p: Paragraph, listAnchors: ReadonlySet<string>): Candidate[] {
  const out: Candidate[] = [];
  for (const match of p.text.matchAll(NAMED_NUMBERS)) {
    const numbers = expandRanges((match[1] ?? '').replace(/\s*,?\s+and\s+/g, ','));
    if (!numbers) continue;
    const start = match.index;
    const end = start + match[0].length;
    const runs = runsIn(p, start, end);
    if (runs.some((r) => isFootnoteLike(r, listAnchors)) || runs.some((r) => r.monospace)) continue;
    out.push({ paragraphIndex: p.index, start, end, render: 'paren', numbers, superscript: false, linked: false, named: true });
  }
  return out;
}

/**
 * Numbers in parentheses that label something other than a source: an equation's number at the
 * right margin (a tab, then "(1)", ending the paragraph), the same numbers where the text refers to
 * those equations ("Substituting (1) into (2)"), and the number after "Eq.", "Table", "§ 3" or
 * "Article 5". None of them is a citation, in any document.
 */
export function withoutLabelsOfThings(bare: Candidate[], byIndex: Map<number, Paragraph>): Candidate[] {
  const textOf = (c: Candidate) => byIndex.get(c.paragraphIndex)?.text ?? '';
  const equationLabel = (c: Candidate) => {
    const text = textOf(c);
    if (text.slice(c.end).trim() !== '') return false;
    const before = text.slice(0, c.start);
    // Set off by a tab, or by spaces after a line that is a formula ("q = −k ∇T    (1)", "E = mc²  (2)").
    return /\t\s*$/.test(before) || (/\S\s{2,}$/.test(before) && isFormula(before));
  };
  const equations = new Set(bare.filter((c) => equationLabel(c) || equationCell(c, byIndex)).flatMap((c) => c.numbers));
  return bare.filter((c) => {
    const before = textOf(c).slice(Math.max(0, c.start - 60), c.start);
    if (equationLabel(c) || NUMBER_OF_A_THING.test(before.slice(-30)) || THINGS_LISTED.test(before)) return false;
    return !c.numbers.every((n) => equations.has(n));
  });
}

/** "Equations (1) and (2)", "Figs. (3), (4) or (5)": the numbers after the first are the same things'. */
const THINGS_LISTED =
  /\b(?:eqs?|equations?|formulas?|tables?|figs?|figures?|steps?|sections?|sub-?sections?|paragraphs?|clauses?|sub-?clauses?|items?|criteria)\.?\s*\(\d{1,4}[a-z]?\)(?:\s*(?:,|and|or|to|–|-)\s*\(\d{1,4}[a-z]?\))*\s*(?:,|and|or|to|–|-)\s*$/i;

/**
 * An equation numbered in a table, as Word users lay one out: the number alone in its cell, the row's
 * other cells the formula (as text, or as an equation object whose text is not the paragraph's) or empty.
 */
function equationCell(c: Candidate, byIndex: Map<number, Paragraph>): boolean {
  const p = byIndex.get(c.paragraphIndex);
  const cell = p?.cell;
  if (!p || !cell || p.text.trim() !== p.text.slice(c.start, c.end).trim()) return false;
  const row = [...byIndex.values()].filter((q) => q !== p && q.cell?.table === cell.table && q.cell.row === cell.row);
  return row.length > 0 && row.every((q) => q.text.trim() === '' || isFormula(q.text)) && row.some((q) => q.text.trim() === '' || isFormula(q.text));
}

/** A line of mathematics: a relation sign, and few words of prose ("q = −k ∇T", "∂T/∂t = α ∇²T"). */
function isFormula(line: string): boolean {
  if (!/[=≈≤≥∝≡]/.test(line) || line.length > 120) return false;
  return (line.match(/\p{L}{4,}/gu) ?? []).length <= 2;
}

/**
 * "Two options: (1) solar and (2) wind": numbers in parentheses that count 1, 2, 3… in one paragraph,
 * each opening a clause and followed by a word, enumerate; a citation closes a claim ("grew (1).",
 * "(1, 2)") or follows a name ("Smith (1) found").
 */
export function isEnumeration(c: Candidate, parens: Candidate[], byIndex: Map<number, Paragraph>): boolean {
  const text = byIndex.get(c.paragraphIndex)?.text ?? '';
  // An item is followed by what it names, a word or a figure ("(1) 2–5 years; (2) 6–11 years").
  const followedByWord = (x: Candidate) => /^\s+[\p{L}\d]/u.test(text.slice(x.end));
  // Each item opens a clause ("options: (1) solar and (2) wind"); a citation follows the name or claim
  // it supports ("Smith (1) found…, while Jones (2) showed…").
  const opensClause = (x: Candidate) => /(?:^|[:;,.]|\b(?:and|or|then|und|oder|et|ou|y|o))\s*$/iu.test(text.slice(0, x.start));
  // The runs counting 1, 2, 3… (two lists in one paragraph: 1, 2, 1, 2, 3); a citation beside them
  // ("…, and (3) climate change (3, 4).") is no item and breaks no run.
  let run: Candidate[] = [];
  for (const x of parens) {
    if (x.paragraphIndex !== c.paragraphIndex || x.numbers.length !== 1 || !followedByWord(x)) continue;
    const n = x.numbers[0];
    if (run.length > 0 && n === (run[run.length - 1]?.numbers[0] ?? 0) + 1) {
      run.push(x);
      continue;
    }
    if (run.includes(c)) break;
    run = n === 1 ? [x] : [];
  }
  if (!run.includes(c) || run.length < 2) return openingItems(c, byIndex);
  // The first item may follow any verb ("We study (1) solar and (2) wind"): the ones after it settle it.
  return run.every((x) => opensClause(x) || (x.numbers[0] === 1 && /^\s+\p{Ll}/u.test(text.slice(x.end))));
}

/**
 * "(1) A hospital shall keep…", then "(2) The record…" in the next paragraph: numbered clauses or
 * steps, each opening a paragraph of its own, counted on from the paragraph before or into the next.
 * A citation does not open a paragraph in the numbering's place.
 */
export function openingItems(c: Pick<Candidate, 'paragraphIndex' | 'start' | 'numbers'>, byIndex: Map<number, Paragraph>): boolean {
  const n = c.numbers.length === 1 ? c.numbers[0] : undefined;
  const text = byIndex.get(c.paragraphIndex)?.text ?? '';
  if (n === undefined || text.slice(0, c.start).trim() !== '' || openingNumber(text) !== n) return false;
  const near = (step: 1 | -1): number | undefined => {
    for (let i = c.paragraphIndex + step, k = 0; k < 3; i += step, k++) {
      const other = byIndex.get(i);
      if (!other) return undefined;
      if (other.text.trim() !== '') return openingNumber(other.text);
    }
    return undefined;
  };
  return near(-1) === n - 1 || near(1) === n + 1;
}

/** The number a paragraph opens with, as an item's label: "(2) The record", "[2] Initialise", "2) Then". */
function openingNumber(text: string): number | undefined {
  const m = /^\s*[([［（]?(\d{1,3})[)\]］）]\s+[\p{L}"“‘(]/u.exec(text);
  return m ? Number(m[1]) : undefined;
}
