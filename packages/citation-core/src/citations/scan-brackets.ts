// Bracket citations: "[1]", "[1, 3-5]", "[1][2]", "[4]–[6]", "【4†source】", "[2](url)", "[[2]](url)", with their
// pinpoints, a naming word ("Ref. [5]"), a Markdown reference label ("([Reuters][1])") or parentheses
// ("([1])") taken along; code indexes ("argv[1]") and JSON are left alone. Also Markdown footnote marks.
import type { Paragraph } from '../docx/paragraphs.ts';
import { scanMarkdownFootnotes } from '../text/markdown-footnotes.ts';
import {
  citedMatches,
  ENCLOSED_IN_BRACKETS,
  inMonospace,
  isDispersion,
  isFootnoteLike,
  linkOf,
  readCitedNumbers,
  runsIn,
  S,
  SOURCE_WORD,
  withoutLaterSourceWords,
} from './candidates.ts';
import type { Candidate } from './candidates.ts';
import { isDomainName } from '../text/domain-name.ts';
import { BRACKET_PREFIX, splitPrefix, takeLaterPrefixes } from './prefix.ts';
import { DASHES } from '../text/dashes.ts';

/**
 * "[3]", and the full-width "【3】" / "［3］" / "〔3〕" of Chinese and Japanese tools and papers; ChatGPT's "【4†source】" and
 * "【4†L10-L20】" name source 4 (what follows the dagger is where in it). Pinpoints go along: "[2, p. 5]",
 * "[1, p. 7; 2, p. 9]"; so does a prefix before a number, "[see 1]", "[e.g., 2, 3]", "[1; see also 2]"
 * (citations/prefix.ts).
 */
const BRACKET = new RegExp(String.raw`[\[【［〔]${S}${BRACKET_PREFIX}${SOURCE_WORD}${ENCLOSED_IN_BRACKETS}${S}(?:†[^\]】］〕\n]{0,60})?[\]】］〕]`, 'gi');
/** A whole text that is one bracket citation ("[Source 2]"). */
const BRACKET_ALONE = new RegExp(`^${BRACKET.source}$`, 'i');
const isBracketCitation = (text: string): boolean => [...citedMatches(text, BRACKET_ALONE, numbersInBrackets)].length > 0;
/**
 * What of a bracket's inside is numbers: "1; 2" of "1; see also 2" (citations/prefix.ts). A separator
 * left after the last number ("[1,2,]", a generator's slip) is dropped.
 */
const numbersInBrackets = (enclosed: string): string => takeLaterPrefixes(withoutTrailingSeparator(withoutLaterSourceWords(enclosed)), false).text;
const withoutTrailingSeparator = (enclosed: string): string => enclosed.replace(/(?<=\d)\s*[,;，；]\s*$/, '');
/** A raising mark written as text just before a citation, and the one that must close it. */
const RAISED_OPEN = /(?:\^|<sup>\s?)$/i;
const RAISED_CLOSE: Record<string, RegExp> = { '^': /^\^/, '<sup>': /^\s?<\/sup>/i };
/** "[4]–[6]": IEEE writes a range as two citations joined by a dash. */
const RANGE_JOIN = new RegExp(`^\\s?[${DASHES}]\\s?$`);
/** "[2](https://…)": a markdown-style link written out as text. */
const MARKDOWN_LINK = /^\((https?:\/\/[^\s()]+(?:\([^\s()]*\)[^\s()]*)*)\)/;
/** "[2](#ref-2)": the same link to the entry's anchor in the document (Markdown exported as text). */
const ANCHOR_LINK = /^\(#[^\s()]{1,200}\)/;
/** The word before a bracket that names it ("Ref. [5]", "Refs. [2, 3]"): it goes with the citation. */
const NAMING_WORD = /(?:^|[^\p{L}])((?:refs?\.?|references?)\s*)$/iu;

/**
 * Names that are programming identifiers whenever they index something ("argv[1]", "arr[2]"); plain
 * English words ("data", "list", "results") are not here: glued to a number they are citations.
 */
const CODE_NAMES = new Set([
  'array',
  'arr',
  'arr2',
  'argv',
  'args',
  'kwargs',
  'lst',
  'buf',
  'dp',
  'nums',
  'xs',
  'ys',
  'vec',
  'df',
  'np',
  'obj',
  'dict',
  'params',
  'self',
  'this',
  'req',
  'res',
  'env',
  'sys',
  'idx',
  'ptr',
  'str',
  'tokens',
  'arguments',
  'matrix',
  'grid',
]);

export function scanBrackets(p: Paragraph, listAnchors: ReadonlySet<string>): Candidate[] {
  const out: Candidate[] = [];
  const text = p.text;
  let current: Candidate | undefined;
  for (const match of citedMatches(text, BRACKET, numbersInBrackets)) {
    let start = match.index;
    let end = start + match[0].length;
    // "[Reuters][1]": a Markdown reference-style link copied as text (ChatGPT's Copy button, with
    // "[1]: https://…" lines at the end). The label names the source the number cites: it goes too.
    // So does Copilot's "[^1^][1]" (the footnote mark of the same number before the link).
    const before = text.slice(Math.max(0, start - 120), start);
    const label = /\[[^[\]\n]*\p{L}[^[\]\n]*\]$/u.exec(before)?.[0] ?? /\[\^(\d{1,4})\^\]$/.exec(before)?.[0];
    // A word label is the citation only in ChatGPT's parenthesis ("([Reuters][1])", "([IEA][2],
    // [BBC][3])") or when it is a domain: "the dataset [ImageNet][3]" keeps its word.
    const labelStart = start - (label?.length ?? 0);
    const inCitationParens =
      text[labelStart - 1] === '(' || (current !== undefined && text[current.start - 1] === '(' && /^[,;]\s?$/.test(text.slice(current.end, labelStart)));
    const citesAsLabel = label?.startsWith('[^') ? label.slice(2, -2) === match[1] : inCitationParens || isDomainName((label ?? '').slice(1, -1));
    if (label && citesAsLabel && /^\[\d{1,4}\]$/.test(match[0]) && !isBracketCitation(label)) start = labelStart;
    const later = takeLaterPrefixes(withoutTrailingSeparator(withoutLaterSourceWords(match[1] ?? '')), false);
    const cited = readCitedNumbers(later.text);
    if (!cited) {
      current = undefined;
      continue;
    }
    // "[[1]](https://…)": Markdown's link around the citation's own brackets, copied as text (Qwen's
    // and the open chat interfaces' copy). The link's brackets go with the citation, its address too.
    const after = text.slice(end + 1, end + 2049);
    if (text[start - 1] === '[' && text[end] === ']' && (MARKDOWN_LINK.test(after) || ANCHOR_LINK.test(after))) {
      start -= 1;
      end += 1;
    }
    const numbers = cited.numbers;
    // "[2019]" is a year, never a source of a report's list: beside "[4]" it stays as written ("The
    // survey of [2019] [4]"), not one group with it.
    if (numbers.length === 1 && (numbers[0] ?? 0) >= 1000 && /^\[\d{4}\]$/.test(match[0])) {
      current = undefined;
      continue;
    }
    const pieceRuns = runsIn(p, start, end);
    if (pieceRuns.some((r) => isFootnoteLike(r, listAnchors))) {
      current = undefined;
      continue;
    }
    let link = linkOf(pieceRuns);
    const markdown = MARKDOWN_LINK.exec(text.slice(end));
    if (markdown?.[1]) {
      link = markdown[1];
      end += markdown[0].length;
    } else {
      // An anchor names no page: it goes with the citation, and the entry is the source.
      end += ANCHOR_LINK.exec(text.slice(end))?.[0].length ?? 0;
    }
    const superscript = pieceRuns.length > 0 && pieceRuns.every((r) => r.superscript);
    const linked = (pieceRuns.length > 0 && pieceRuns.every((r) => r.hyperlink !== undefined || r.link !== undefined)) || markdown !== null;
    const gap = current ? text.slice(current.end, start) : '';
    // "[1][2]", "[1] [2]", "[1], [2]" and "([1]; [2])" are one group of sources: one citation of
    // several works, as an author-date style writes it ("(Smith, 2020; Doe, 2019)").
    const chained = current && /^(?:\s?|[,;]\s?)$/.test(gap) && current.paragraphIndex === p.index;
    const last = current?.numbers[current.numbers.length - 1];
    const first = numbers[0];
    if (current && RANGE_JOIN.test(gap) && numbers.length === 1 && last !== undefined && first !== undefined && first > last && first - last <= 100) {
      current.end = end;
      for (let n = last + 1; n <= first; n++) current.numbers.push(n);
      current.superscript = current.superscript && superscript;
      current.linked = current.linked && linked;
      continue;
    }
    if (inMonospace(p, start, end) || (!chained && (isCodeIndex(text, start) || insideBraces(text, start, end) || isValue(text, start, end, match[1] ?? '')))) {
      current = undefined;
      continue;
    }
    // ChatGPT's "【4:2†file】" names a passage of an uploaded file by its own indexes: the number after
    // the colon is no page, so a dagger token cites its source with no pinpoint, as "【4†source】" does.
    const locator = match[0].includes('†') ? undefined : cited.locators;
    // "[see 1]": the prefix is written for the first number it stands before; "[1; see also 2]" for a later one.
    const { prefix } = splitPrefix(match[0].slice(1));
    const prefixes = prefix && numbers[0] !== undefined ? { ...later.prefixes, [numbers[0]]: prefix } : later.prefixes;
    if (chained && current) {
      current.end = end;
      current.numbers.push(...numbers);
      if (locator) current.locators = { ...current.locators, ...locator };
      if (prefixes) current.prefixes = { ...prefixes, ...current.prefixes };
      current.superscript = current.superscript && superscript;
      current.linked = current.linked && linked;
      if (link && numbers.length === 1 && numbers[0] !== undefined) (current.links ??= {})[numbers[0]] = link;
      continue;
    }
    current = { paragraphIndex: p.index, start, end, render: 'bracket', numbers: [...numbers], superscript, linked };
    if (locator) current.locators = locator;
    if (prefixes) current.prefixes = prefixes;
    if (link && numbers.length === 1 && numbers[0] !== undefined) current.links = { [numbers[0]]: link };
    out.push(current);
  }
  // ChatGPT's "[[2, 7]]" and "[[3]]": the outer brackets belong to the citation, or they would be
  // left behind around the new marker.
  // So does the word that names it ("Ref. [5]"), or "Ref. {Smith, 2020}" would be left.
  for (const c of out) {
    const naming = NAMING_WORD.exec(text.slice(Math.max(0, c.start - 14), c.start))?.[1];
    if (naming) c.start -= naming.length;
  }
  // So do the parentheses of "([1])" and "([2], [3])" (a bracket citation put in parentheses, as
  // pasted answers have them): the new citation brings its own.
  for (const c of out) {
    if ((text[c.start - 1] === '[' && text[c.end] === ']') || (text[c.start - 1] === '(' && text[c.end] === ')')) {
      c.start -= 1;
      c.end += 1;
    }
  }
  // So do the marks that raise it when they are written out as text: Pandoc's "^[5]^" and
  // "^[1][2]^", HTML's "<sup>[5]</sup>".
  for (const c of out) {
    const open = RAISED_OPEN.exec(text.slice(Math.max(0, c.start - 6), c.start))?.[0];
    const close = open === undefined ? undefined : RAISED_CLOSE[open.trim().toLowerCase()]?.exec(text.slice(c.end, c.end + 8))?.[0];
    if (open !== undefined && close !== undefined) {
      c.start -= open.length;
      c.end += close.length;
    }
  }
  return out;
}

/**
 * "[^1]", "word[^2][^3]": Markdown footnote references kept as text (the syntax is read in
 * text/markdown-footnotes.ts); never in code, a field or a Word note reference.
 */
export function scanFootnotes(p: Paragraph, listAnchors: ReadonlySet<string>): Candidate[] {
  if (!p.text.includes('[^')) return [];
  const out: Candidate[] = [];
  for (const group of scanMarkdownFootnotes(p.text)) {
    const runs = runsIn(p, group.start, group.end);
    if (runs.some((r) => isFootnoteLike(r, listAnchors)) || inMonospace(p, group.start, group.end)) continue;
    // "array[^1]" is C#'s index from the end, "{ "ref": "[^1]" }" is JSON: the same guards as "[1]".
    if (isCodeIndex(p.text, group.start) || insideBraces(p.text, group.start, group.end)) continue;
    const superscript = runs.length > 0 && runs.every((r) => r.superscript);
    const linked = runs.length > 0 && runs.every((r) => r.hyperlink !== undefined || r.link !== undefined);
    out.push({ paragraphIndex: p.index, start: group.start, end: group.end, render: 'bracket', numbers: group.numbers, superscript, linked });
  }
  return out;
}

/**
 * Indexing written in prose about code: "foo()[1]", "matrix[i][2]", "my_list[2]", "dataFrame[3]",
 * "obj.items[2]", "$var[1]". Plain words are prose even when they could name an array: "the 1970s[9]",
 * "him.[3]", "data[34]", "$5M[4]" are citations glued to the text (code is told by its monospace run
 * or code paragraph, checked elsewhere).
 */
function isCodeIndex(text: string, bracketStart: number): boolean {
  // What decides is the token right before the bracket: a bounded look back keeps the end-anchored
  // expressions below linear ("[a[a[a…" made them quadratic over a whole paragraph).
  const before = text.slice(Math.max(0, bracketStart - 200), bracketStart);
  // "foo()[1]", "f(x)[2]", "matrix[i][2]": a call or an index right before, without spaces.
  if (/[A-Za-z_$][\w$]*(?:\([^()\s]*\)|\[[^\]\s]*\])$/.test(before)) return true;
  const token = /([A-Za-z_$][\w$.]*)$/.exec(before)?.[1];
  if (!token) return false;
  // A line of code that arrived as a plain paragraph: "limit = 1_000_000  # … tokens[1]".
  if (/^\s*[A-Za-z_$][\w$.]*(?:\[[^\]]*\])?\s*[-+*/]?=\s*\S/.test(text) || /\s(?:#|\/\/)\s/.test(before)) return true;
  if (CODE_NAMES.has(token)) return true;
  // A member access has a letter after the dot; "him." ends a sentence.
  if (/[\w$]\.[A-Za-z_$]/.test(token)) return true;
  if (/[A-Za-z0-9]_[A-Za-z0-9]/.test(token) || /^_/.test(token)) return true;
  // "$var" is a variable; "$5M" is money (the token regex starts after the digits anyway).
  if (/^\$[A-Za-z_]/.test(token)) return true;
  // "x[1]", "a[2]": a lone lower-case letter is a variable being indexed ("vitamin D[3]" still cites).
  if (/(?:^|[^\p{L}\p{N}])[a-z]$/u.test(before)) return true;
  const last = token.split('.').pop() ?? token;
  // camelCase ("dataFrame"), not an acronym or a word with a capital ("McDonald", "iPhone" are rare in citations' place).
  return /^[a-z]+[A-Z][a-z]/.test(last);
}

/** A relation or an operator just before: "k = [2]", "x ∈ [0, 1]", "≤ [5]". */
const AFTER_OPERATOR_RE = /[=≈≠≤≥∈∉×±]\s*$/u;
/** "the interval [1, 3]", "in the range [2, 10]": a named span of values. */
const AFTER_SPAN_WORD_RE = /\b(?:intervals?|ranges?|bounds?|domain)\s*$/i;
/** Two numbers and a comma, as an interval is written ("[1, 3]"); "[1–3]" is a range of sources. */
const TWO_NUMBERS_RE = /^\s*\d{1,4}\s*,\s*\d{1,4}\s*$/;

/**
 * A bracket that holds a value, not sources: after a relation or an operator ("k = [2]", "x ∈ [1, 3]"),
 * before a multiplication ("[1, 3] × 10⁻⁴"),
 * or an interval's two numbers after the word that names it ("the interval [1, 3]"; "confidence
 * interval [12]" still cites).
 */
function isValue(text: string, bracketStart: number, bracketEnd: number, enclosed: string): boolean {
  const before = text.slice(Math.max(0, bracketStart - 30), bracketStart);
  // "[1, 3] × 10⁻⁴": multiplied, so a quantity.
  if (/^\s?[×·]/.test(text.slice(bracketEnd, bracketEnd + 3))) return true;
  const numbers = readCitedNumbers(enclosed)?.numbers ?? [];
  if (isDispersion(text, bracketStart, bracketEnd, numbers)) return true;
  // "[0, 1]", "[0, 100]": an interval from zero, its two ends (as no list numbers a source 0;
  // "[0, 9, 10]" is a list of sources with a slip in it).
  if (/^\s*0\s*,\s*\d{1,4}\s*$/.test(enclosed)) return true;
  // "chr2:[5, 9]", "x:[1, 3]": a span glued to what it spans.
  if (/[\p{L}\d]:$/u.test(before)) return true;
  return AFTER_OPERATOR_RE.test(before) || (AFTER_SPAN_WORD_RE.test(before) && TWO_NUMBERS_RE.test(enclosed));
}

/** Inside a {…} span of the same paragraph: JSON or a template, never a citation. */
function insideBraces(text: string, start: number, end: number): boolean {
  const open = text.lastIndexOf('{', start);
  if (open < 0 || text.lastIndexOf('}', start) > open) return false;
  return text.indexOf('}', end) >= 0;
}
