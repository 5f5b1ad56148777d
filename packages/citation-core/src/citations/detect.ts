// Finds the numbered citations in the body: [1], [1, 3-5], [2–4], [1][2], (2, 5), superscript
// 1,3 / 2-4 (Word formatting or Unicode superscript digits), also split across runs and inside
// hyperlinks, tables and headings. What tells a citation from a look-alike is its shape, its
// formatting and the numbers of the reference list it points to (README of the fixtures, item 1).
import type { Paragraph, RunSpan } from '../docx/paragraphs.ts';
import type { LocatedLists } from '../lists/locate.ts';
import { scanMarkdownFootnotes } from '../text/markdown-footnotes.ts';
import type { Citation, CitationRender } from '../types.ts';
import { CONJUNCTION, expandRanges, fromSuperscriptDigits, INVISIBLE, LIST_SEPARATORS, RANGE_DASHES } from './expand-ranges.ts';
import { LABELLED_LOCATOR_SOURCE, PAGE_AFTER_COLON_SOURCE, parseLocator } from './locator.ts';
import type { Locator } from './locator.ts';
import { scanWordLinkCitations } from './word-link-citations.ts';

/** Space, and the characters that take none (zero-width spaces, direction marks). */
const S = `[\\s${INVISIBLE}]*`;
const NUMBER_LIST = String.raw`\d{1,4}(?:${S}[${RANGE_DASHES}]${S}\d{1,4})?(?:(?:${S}[${LIST_SEPARATORS}]${S}|${CONJUNCTION})\d{1,4}(?:${S}[${RANGE_DASHES}]${S}\d{1,4})?)*`;
/** A pinpoint after the numbers: ", p. 5", ", pp. 12–15", ": 44" (citations/locator.ts). */
const LOCATOR = String.raw`(?:\s*,\s*(${LABELLED_LOCATOR_SOURCE})|\s*:\s*(${PAGE_AFTER_COLON_SOURCE}|${LABELLED_LOCATOR_SOURCE}))?`;
/**
 * "[3]", and the full-width "【3】" / "［3］" of Chinese and Japanese tools; ChatGPT's "【4†source】" and
 * "【4†L10-L20】" name source 4 (what follows the dagger is where in it).
 */
/** "[citation:3]" (DeepSeek), "[Source 2]", "[Ref. 4]": a word naming the number as a source. */
const SOURCE_WORD = String.raw`(?:(?:citations?|cite|sources?|src|refs?|references?)\s*[:.]?\s*)?`;
const BRACKET = new RegExp(String.raw`[\[【［]${S}${SOURCE_WORD}(${NUMBER_LIST})${LOCATOR}${S}(?:†[^\]】］\n]{0,60})?[\]】］]`, 'gi');
/** A whole text that is one bracket citation ("[Source 2]"). */
const BRACKET_ALONE = new RegExp(`^${BRACKET.source}$`, 'i');
/** "[4]–[6]": IEEE writes a range as two citations joined by a dash. */
const RANGE_JOIN = /^\s?[-–—]\s?$/;
/** "(2)", "(1-3)", and Nature's "(ref. 3)", "(refs 2, 5)". */
const PAREN = new RegExp(String.raw`\(${S}${SOURCE_WORD}(${NUMBER_LIST})${LOCATOR}${S}\)`, 'gi');
/** "[2](https://…)": a markdown-style link written out as text. */
const MARKDOWN_LINK = /^\((https?:\/\/[^\s()]+(?:\([^\s()]*\)[^\s()]*)*)\)/;
const UNICODE_SUPERSCRIPT = /[⁰¹²³⁴⁵⁶⁷⁸⁹]+(?:\s*[˒,‚⁻-]\s*[⁰¹²³⁴⁵⁶⁷⁸⁹]+)*/g;
const TEXT_SUPERSCRIPT = new RegExp(String.raw`<sup>\s*(${NUMBER_LIST})\s*</sup>|\^(${NUMBER_LIST})\^`, 'gi');
/** Raised numbers, also set apart by spaces alone ("1 3", as Google Docs exports Gemini's). */
const SUPERSCRIPT_NUMBERS = new RegExp(String.raw`^[\s.,;:)\]]*(\d{1,4}(?:\s*[${RANGE_DASHES},;]\s*\d{1,4}|\s+\d{1,4})*)([)）])?[\s.,;:]*$`);
/** "Refs. 1–3", "ref. 4", "refs 1 and 2", "Reference 5": numbers named as sources, outside brackets. */
const NAMED_NUMBERS = new RegExp(
  String.raw`(?<![\p{L}(\[［【])(?:refs?\.?|references?)${S}(\d{1,4}(?:${S}(?:[${RANGE_DASHES}${LIST_SEPARATORS}]|\s+and\s+|\s*,\s*and\s+)${S}\d{1,4})*)(?![\p{L}\d]|[.,]\d)`,
  'giu',
);
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

/** Units whose squares and cubes look like superscript citations: "12 m2". */
const UNITS = new Set(['m', 'cm', 'mm', 'km', 'µm', 'nm', 'ft', 'in', 'yd', 'mi', 's', 'kg', 'g', 'l', 'dm', 'sq', 'sec']);

interface Candidate {
  paragraphIndex: number;
  start: number;
  end: number;
  render: CitationRender;
  numbers: number[];
  superscript: boolean;
  linked: boolean;
  links?: Record<number, string>;
  locators?: Record<number, Locator>;
  /** "(ref. 3)": a word names the number as a source, so it cites whatever else the document uses. */
  named?: boolean;
}

/** "([Reuters](https://…), [BBC](https://…))": sources named by a markdown link, no number. */
export interface LinkCitation {
  paragraphIndex: number;
  start: number;
  end: number;
  text: string;
  sources: { label: string; url: string }[];
}

const LINK_TARGET = String.raw`https?:\/\/[^\s()]+(?:\([^\s()]*\)[^\s()]*)*`;
const MARKDOWN_SOURCE = new RegExp(
  String.raw`\[([^\[\]
]{1,120})\]\((${LINK_TARGET})\)`,
  'g',
);
const LINK_GROUP = new RegExp(
  String.raw`\(\s*\[[^\[\]
]{1,120}\]\(${LINK_TARGET}\)(?:\s*[,;]\s*\[[^\[\]
]{1,120}\]\(${LINK_TARGET}\))*\s*\)`,
  'g',
);

export interface DetectResult {
  citations: Citation[];
  /** Link-only citations, numbered later by the pipeline (their links are the references). */
  linkCitations: LinkCitation[];
  /** Numbers written in a citation that match no entry of its list (dropped from the marker). */
  /** `unmatched`: no number of the citation matches, so it stays as written. */
  unknownNumbers: { paragraphIndex: number; text: string; numbers: number[]; unmatched?: boolean }[];
}

export function detectCitations(paragraphs: Paragraph[], located: LocatedLists): DetectResult {
  const valid = located.lists.map((list) => new Set(list.entries.map((e) => e.number)));
  const isValid = (list: number, n: number) => valid[list]?.has(n) ?? false;
  // The paragraphs may be a part's (a note's paragraphs are numbered on from the body's).
  const byIndex = new Map(paragraphs.map((p) => [p.index, p]));

  const brackets: Candidate[] = [];
  const parens: Candidate[] = [];
  const supers: Candidate[] = [];
  const footnotes: Candidate[] = [];
  const linkedNumbers: Candidate[] = [];
  const listAnchors = bookmarksIn(paragraphs, located.listParagraphs);
  for (const p of paragraphs) {
    if (located.listParagraphs.has(p.index) || p.isCode || p.text.trim() === '') continue;
    brackets.push(...scanBrackets(p, listAnchors));
    footnotes.push(...scanFootnotes(p, listAnchors));
    parens.push(...scanParens(p, listAnchors), ...scanNamedNumbers(p, listAnchors));
    supers.push(...scanSuperscripts(p, listAnchors));
    linkedNumbers.push(...scanLinkedNumbers(p, listAnchors));
  }

  const result: DetectResult = { citations: [], linkCitations: [], unknownNumbers: [] };
  for (const p of paragraphs) {
    if (located.listParagraphs.has(p.index) || p.isCode) continue;
    const markdown = p.text.includes('](') ? scanLinkCitations(p) : [];
    const word = scanWordLinkCitations(p).filter((w) => !markdown.some((m) => w.start < m.end && m.start < w.end));
    result.linkCitations.push(...[...markdown, ...word].sort((a, b) => a.start - b.start));
  }
  const accept = (c: Candidate, rule: 'some' | 'all'): boolean => {
    const list = located.listForParagraph(c.paragraphIndex);
    const known = c.numbers.filter((n) => isValid(list, n) || c.links?.[n] !== undefined);
    const unknown = c.numbers.filter((n) => !known.includes(n));
    if (known.length === 0) {
      // "[11]" beside a list of ten: a citation of a source the list lost. It stays as written, and
      // the log says so. Only square brackets, and numbers near the list's, to stay clear of "[2024]".
      const top = Math.max(0, ...(valid[list] ?? []));
      if (c.render === 'bracket' && top > 0 && unknown.every((n) => n > top && n <= top + 20)) {
        const text = byIndex.get(c.paragraphIndex)?.text.slice(c.start, c.end) ?? '';
        result.unknownNumbers.push({ paragraphIndex: c.paragraphIndex, text, numbers: [...new Set(unknown)], unmatched: true });
      }
      return false;
    }
    if (rule === 'all' && unknown.length > 0) return false;
    const paragraph = byIndex.get(c.paragraphIndex);
    const text = paragraph?.text.slice(c.start, c.end) ?? '';
    if (unknown.length > 0) result.unknownNumbers.push({ paragraphIndex: c.paragraphIndex, text, numbers: [...new Set(unknown)] });
    const citation: Citation = {
      paragraphIndex: c.paragraphIndex,
      start: c.start,
      end: c.end,
      text,
      render: c.render,
      list,
      numbers: known,
      superscript: c.superscript,
    };
    if (c.links) citation.links = c.links;
    if (c.locators) citation.locators = c.locators;
    if (c.linked) citation.linked = true;
    result.citations.push(citation);
    return true;
  };

  let bracketCount = 0;
  for (const c of brackets) if (accept(c, 'some')) bracketCount++;
  // "(ref. 3)", "(refs 2, 5)": named as a source, a citation in any document. Whether a bare "(1)"
  // cites too is decided below, by the bare ones against the brackets and raised numbers.
  for (const c of parens) if (c.named) accept(c, 'some');
  const bare = withoutLabelsOfThings(
    parens.filter((c) => !c.named),
    byIndex,
  );
  // Markdown footnote references carry the citations as brackets do: "(1)" beside them is an enumeration.
  for (const c of footnotes) if (!overlapsAccepted(result.citations, c) && accept(c, 'some')) bracketCount++;
  // Numbers in parentheses are citations only in documents written that way: where square
  // brackets carry the citations, "(1)" and "(2)" are enumerations.
  const allValid = (c: Candidate) => {
    const list = located.listForParagraph(c.paragraphIndex);
    return c.numbers.every((n) => isValid(list, n));
  };
  const parenCandidates = bare.filter((c) => allValid(c) && !isEnumeration(c, bare, byIndex));
  // Raised numbers carry the citations as brackets do: "(1) solar and (2) wind" beside them is a list.
  const raisedCount = supers.filter((c) => allValid(c) && !overlapsAccepted(result.citations, c)).length;
  if (parenCandidates.length > 0 && parenCandidates.length >= bracketCount + raisedCount) {
    for (const c of bare) {
      if (!overlapsAccepted(result.citations, c) && !isEnumeration(c, bare, byIndex)) accept(c, 'some');
    }
  }
  // A linked number, raised or not, cites only an entry the list has: "iPhone 15" linked to a shop is
  // no citation. With no list at all (the answer copied without its sources), the links are the
  // references, when several numbers cite that way.
  const noList = located.lists.length === 0 && [...linkedNumbers, ...supers].filter((c) => c.links).length >= 2;
  const linksAreSources = (c: Candidate) => noList && c.numbers.every((n) => c.links?.[n] !== undefined);
  for (const c of supers) {
    if (!overlapsAccepted(result.citations, c) && (allValid(c) || linksAreSources(c))) accept(c, 'all');
  }
  for (const c of linkedNumbers) {
    if (!overlapsAccepted(result.citations, c) && (allValid(c) || linksAreSources(c))) accept(c, 'all');
  }

  result.citations.sort((a, b) => a.paragraphIndex - b.paragraphIndex || a.start - b.start);
  return result;
}

/** "Eq. (2)", "Table (4)", "§ 3 (1)", "Article 5 (2)", "Art. 5 (2)": the number of a thing, or of its part. */
const NUMBER_OF_A_THING =
  /(?:\b(?:eqs?|equations?|formulas?|tab|tables?|figs?|figures?|sections?|sec|chapters?|steps?|theorems?|lemmas?|articles?|art|paragraphs?|para|abs|absatz|satz)\.?|§\s*\d{1,4}[a-z]?|\b(?:article|art|section|paragraph|rule|regulation)\.?\s+\d{1,4}[a-z]?)\s*$/iu;

/**
 * Numbers in parentheses that label something other than a source: an equation's number at the
 * right margin (a tab, then "(1)", ending the paragraph), the same numbers where the text refers to
 * those equations ("Substituting (1) into (2)"), and the number after "Eq.", "Table", "§ 3" or
 * "Article 5". None of them is a citation, in any document.
 */
function withoutLabelsOfThings(bare: Candidate[], byIndex: Map<number, Paragraph>): Candidate[] {
  const textOf = (c: Candidate) => byIndex.get(c.paragraphIndex)?.text ?? '';
  const equationLabel = (c: Candidate) => /\t\s*$/.test(textOf(c).slice(Math.max(0, c.start - 20), c.start)) && textOf(c).slice(c.end).trim() === '';
  const equations = new Set(bare.filter(equationLabel).flatMap((c) => c.numbers));
  return bare.filter((c) => {
    if (equationLabel(c) || NUMBER_OF_A_THING.test(textOf(c).slice(Math.max(0, c.start - 30), c.start))) return false;
    return !c.numbers.every((n) => equations.has(n));
  });
}

/**
 * "Two options: (1) solar and (2) wind": numbers in parentheses that count 1, 2, 3… in one paragraph,
 * each opening a clause and followed by a word, enumerate; a citation closes a claim ("grew (1).",
 * "(1, 2)") or follows a name ("Smith (1) found").
 */
function isEnumeration(c: Candidate, parens: Candidate[], byIndex: Map<number, Paragraph>): boolean {
  const text = byIndex.get(c.paragraphIndex)?.text ?? '';
  const inParagraph = parens.filter((x) => x.paragraphIndex === c.paragraphIndex);
  if (inParagraph.length < 2 || inParagraph.some((x) => x.numbers.length !== 1)) return false;
  // 1, 2, 3… or, with two lists in one paragraph, 1, 2, 1, 2, 3.
  const counts = inParagraph.every((x, i) => x.numbers[0] === 1 || x.numbers[0] === (inParagraph[i - 1]?.numbers[0] ?? 0) + 1);
  // Each item opens a clause ("options: (1) solar and (2) wind"); a citation follows the name or claim
  // it supports ("Smith (1) found…, while Jones (2) showed…").
  const opensClause = (x: Candidate) => /(?:^|[:;,.]|\b(?:and|or|then|und|oder|et|ou|y|o))\s*$/iu.test(text.slice(0, x.start));
  // The first item may follow any verb ("We study (1) solar and (2) wind"): the ones after it settle it.
  const followedByWord = (x: Candidate) => /^\s+\p{L}/u.test(text.slice(x.end));
  return counts && inParagraph.every((x) => followedByWord(x) && (opensClause(x) || (x.numbers[0] === 1 && /^\s+\p{Ll}/u.test(text.slice(x.end)))));
}

function overlapsAccepted(citations: Citation[], c: Candidate): boolean {
  return citations.some((x) => x.paragraphIndex === c.paragraphIndex && x.start < c.end && c.start < x.end);
}

function runAt(p: Paragraph, offset: number): RunSpan | undefined {
  // Runs are in text order; paragraphs have few runs, a linear scan is fast enough.
  for (const run of p.runs) if (offset >= run.start && offset < run.end) return run;
  return undefined;
}

const NO_ANCHORS: ReadonlySet<string> = new Set();

/** The bookmarks inside the reference lists' paragraphs: where a link to a note that is an entry lands. */
function bookmarksIn(paragraphs: Paragraph[], listParagraphs: ReadonlySet<number>): Set<string> {
  const names = new Set<string>();
  for (const p of paragraphs) {
    if (!listParagraphs.has(p.index)) continue;
    const marks = p.element.getElementsByTagName('w:bookmarkStart');
    for (let i = 0; i < marks.length; i++) {
      const name = marks.item(i)?.getAttribute('w:name');
      if (name) names.add(name);
    }
  }
  return names;
}

function runsIn(p: Paragraph, start: number, end: number): RunSpan[] {
  return p.runs.filter((r) => r.end > start && r.start < end && r.end > r.start);
}

/**
 * A note mark, a page number or a comment, not a citation. A footnote written as a link ("[1]" to
 * "#_ftn1", as Word's and Google's HTML have them) is one too, unless its note is an entry of the
 * reference list (`listAnchors`: the bookmarks in the list's paragraphs): then the notes are the list.
 */
function isFootnoteLike(run: RunSpan, listAnchors: ReadonlySet<string> = NO_ANCHORS): boolean {
  if (run.noteReference) return true;
  if (run.anchor && /^_?(ftn|edn|cmnt|footnote|endnote)/i.test(run.anchor) && !listAnchors.has(run.anchor)) return true;
  // A REF field is a cross-reference: to a numbered reference it is how Word users type a citation
  // (docx/unwrap-fields.ts), and its result is judged like typed text.
  if (run.field && /^(PAGE|NUMPAGES|NOTEREF|SECTIONPAGES|SEQ)\b/i.test(run.field)) return true;
  return false;
}

function scanBrackets(p: Paragraph, listAnchors: ReadonlySet<string>): Candidate[] {
  const out: Candidate[] = [];
  const text = p.text;
  let current: Candidate | undefined;
  for (const match of text.matchAll(BRACKET)) {
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
    const citesAsLabel = label?.startsWith('[^')
      ? label.slice(2, -2) === match[1]
      : inCitationParens || /^\[(?:www\.)?[\p{L}\d-]+(?:\.[\p{L}\d-]+)+\]$/u.test(label ?? '');
    if (label && citesAsLabel && /^\[\d{1,4}\]$/.test(match[0]) && !BRACKET_ALONE.test(label)) start = labelStart;
    const numbers = expandRanges(match[1] ?? '');
    if (!numbers) {
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
    }
    const superscript = pieceRuns.length > 0 && pieceRuns.every((r) => r.superscript);
    const linked = (pieceRuns.length > 0 && pieceRuns.every((r) => r.hyperlink !== undefined || r.link !== undefined)) || markdown !== null;
    const gap = current ? text.slice(current.end, start) : '';
    // "[1][2]" and "[1] [2]" are one group of sources; so is "([1], [2])", in its parentheses.
    const inParens = current !== undefined && text[current.start - 1] === '(' && /^[,;]\s?$/.test(gap);
    const chained = current && (/^\s?$/.test(gap) || inParens) && current.paragraphIndex === p.index;
    const last = current?.numbers[current.numbers.length - 1];
    const first = numbers[0];
    if (current && RANGE_JOIN.test(gap) && numbers.length === 1 && last !== undefined && first !== undefined && first > last && first - last <= 100) {
      current.end = end;
      for (let n = last + 1; n <= first; n++) current.numbers.push(n);
      current.superscript = current.superscript && superscript;
      current.linked = current.linked && linked;
      continue;
    }
    if (inMonospace(p, start, end) || (!chained && (isCodeIndex(text, start) || insideBraces(text, start, end)))) {
      current = undefined;
      continue;
    }
    const locator = locatorOf(match, numbers);
    if (chained && current) {
      current.end = end;
      current.numbers.push(...numbers);
      if (locator) current.locators = { ...current.locators, ...locator };
      current.superscript = current.superscript && superscript;
      current.linked = current.linked && linked;
      if (link && numbers.length === 1 && numbers[0] !== undefined) (current.links ??= {})[numbers[0]] = link;
      continue;
    }
    current = { paragraphIndex: p.index, start, end, render: 'bracket', numbers: [...numbers], superscript, linked };
    if (locator) current.locators = locator;
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
  return out;
}

/** The pinpoint written after the numbers, for the last of them ("[2, 3, p. 5]": page 5 of 3). */
function locatorOf(match: RegExpMatchArray, numbers: number[]): Record<number, Locator> | undefined {
  const locator = parseLocator(match[2] ?? match[3]);
  const last = numbers[numbers.length - 1];
  return locator && last !== undefined ? { [last]: locator } : undefined;
}

/**
 * "[^1]", "word[^2][^3]": Markdown footnote references kept as text (the syntax is read in
 * text/markdown-footnotes.ts); never in code, a field or a Word note reference.
 */
function scanFootnotes(p: Paragraph, listAnchors: ReadonlySet<string>): Candidate[] {
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

function linkOf(runs: RunSpan[]): string | undefined {
  const links = new Set(runs.map((r) => r.link));
  if (links.size !== 1) return undefined;
  const [link] = links;
  return link && /^https?:/i.test(link) ? link : undefined;
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

/** Inside a monospace run (inline code in a prose paragraph): never a citation. */
function inMonospace(p: Paragraph, start: number, end: number): boolean {
  return runsIn(p, start, end).some((r) => r.monospace);
}

/** Inside a {…} span of the same paragraph: JSON or a template, never a citation. */
function insideBraces(text: string, start: number, end: number): boolean {
  const open = text.lastIndexOf('{', start);
  if (open < 0 || text.lastIndexOf('}', start) > open) return false;
  return text.indexOf('}', end) >= 0;
}

function scanLinkCitations(p: Paragraph): LinkCitation[] {
  const out: LinkCitation[] = [];
  for (const match of p.text.matchAll(LINK_GROUP)) {
    const sources = [...match[0].matchAll(MARKDOWN_SOURCE)].map((m) => ({ label: (m[1] ?? '').trim(), url: m[2] ?? '' }));
    // "([2](url))" is a numbered citation, found by the bracket scan.
    if (sources.every((source) => /^\d+$/.test(source.label))) continue;
    out.push({ paragraphIndex: p.index, start: match.index, end: match.index + match[0].length, text: match[0], sources });
  }
  return out;
}

/**
 * "as shown in Refs. 1–3", "see ref. 4", "refs 1 and 2": physics and chemistry prose names the
 * numbers without brackets. The word goes with the citation, which brings its own form.
 */
function scanNamedNumbers(p: Paragraph, listAnchors: ReadonlySet<string>): Candidate[] {
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

function scanParens(p: Paragraph, listAnchors: ReadonlySet<string>): Candidate[] {
  const out: Candidate[] = [];
  for (const match of p.text.matchAll(PAREN)) {
    const start = match.index;
    const end = start + match[0].length;
    const numbers = expandRanges(match[1] ?? '');
    if (!numbers) continue;
    const runs = runsIn(p, start, end);
    const raised = runs.length > 0 && runs.every((r) => r.superscript);
    // "f(1)" and "x(2, 3)" are function calls or coordinates, not citations; a raised "grew⁽¹⁾" is one.
    if (!raised && /[A-Za-z0-9_]$/.test(p.text.slice(0, start))) continue;
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
    if (/^\(\s*\p{L}/u.test(match[0])) candidate.named = true;
    const locator = locatorOf(match, numbers);
    if (locator) candidate.locators = locator;
    out.push(candidate);
  }
  return out;
}

/**
 * "retention.12" where "1" and "2" are each a link to a source: the citation bubbles of Perplexity
 * and Copilot pasted into Word (or converted from their HTML) arrive as bare numbers, each its own
 * hyperlink, glued to the text. So do Markdown footnotes rendered to HTML and pasted into Word: the
 * number links to the note's anchor in the list at the end ("#fn1"). Several in a row, or set apart
 * by a comma or a space, are one citation. Raised ones are the superscript scan's.
 */
function scanLinkedNumbers(p: Paragraph, listAnchors: ReadonlySet<string>): Candidate[] {
  const stretches: { start: number; end: number; link?: string; key: unknown }[] = [];
  for (const run of p.runs) {
    if (run.end === run.start || run.superscript || isFootnoteLike(run, listAnchors)) continue;
    const web = run.link && /^https?:/i.test(run.link) ? run.link : undefined;
    // A number linked inside the document cites only when it lands on an entry of the list ("#fn1").
    if (!web && !(run.anchor && listAnchors.has(run.anchor))) continue;
    const key = run.hyperlink ?? web ?? run.anchor;
    const last = stretches[stretches.length - 1];
    if (last && last.key === key && last.end === run.start) last.end = run.end;
    else stretches.push({ start: run.start, end: run.end, ...(web ? { link: web } : {}), key });
  }
  const out: Candidate[] = [];
  let current: Candidate | undefined;
  for (const stretch of stretches) {
    const raw = p.text.slice(stretch.start, stretch.end);
    const digits = /^\s*(\d{1,3})\s*$/.exec(raw)?.[1];
    if (digits === undefined) {
      current = undefined;
      continue;
    }
    const start = stretch.start + raw.indexOf(digits);
    const end = start + digits.length;
    const n = Number(digits);
    if (current && /^,?\s?$/.test(p.text.slice(current.end, start))) {
      current.end = end;
      current.numbers.push(n);
      if (stretch.link) (current.links ??= {})[n] = stretch.link;
      continue;
    }
    // Glued to punctuation ("retention.1") or to a word ("retention1", never "v2" or "CO2"), or after
    // the space that ends a clause.
    // A year or a percentage closes a claim as a word does ("in 2023.1", "95%3").
    const before = p.text.slice(Math.max(0, start - 5), start);
    const afterFigure = /(?:%|(?:^|[^\d.,])(?:1[5-9]|20)\d\d|\d[\s\u00a0]?[A-Za-zµ]{1,3})$/.test(before);
    if (!afterFigure && (!/(?:[.,;:!?)\]"”’]|(?:^|[^\p{L}])?\p{L}{3,}|[\p{L}.,;:!?)"”’] )$/u.test(before) || /(?:^|[^\p{L}])\p{L}{1,2}$/u.test(before))) {
      current = undefined;
      continue;
    }
    current = { paragraphIndex: p.index, start, end, render: 'superscript', numbers: [n], superscript: false, linked: true };
    if (stretch.link) current.links = { [n]: stretch.link };
    out.push(current);
  }
  return out;
}

function scanSuperscripts(p: Paragraph, listAnchors: ReadonlySet<string>): Candidate[] {
  const out: Candidate[] = [];
  // Adjacent superscript runs form one span ("5" "," "9" split by an editor). Raised numbers that
  // are each a link of their own ("¹²", Perplexity's bubbles pasted into Word) are two numbers, not
  // twelve: where one link ends and another begins between two digits, the span reads a comma.
  const spans: { start: number; end: number; breaks: number[] }[] = [];
  let lastLink: unknown;
  for (const run of p.runs) {
    if (run.end === run.start) continue;
    if (!run.superscript || isFootnoteLike(run, listAnchors)) continue;
    const link = run.hyperlink ?? run.link;
    const last = spans[spans.length - 1];
    if (last && last.end === run.start) {
      if (link !== undefined && lastLink !== undefined && link !== lastLink && /\d/.test(p.text.charAt(run.start - 1)) && /\d/.test(p.text.charAt(run.start))) {
        last.breaks.push(run.start - last.start);
      }
      last.end = run.end;
    } else spans.push({ start: run.start, end: run.end, breaks: [] });
    lastLink = link;
  }
  for (const span of spans) {
    const raw = p.text.slice(span.start, span.end);
    if (raw.includes('[') || raw.includes('(')) continue; // bracket forms are scanned separately
    const match = SUPERSCRIPT_NUMBERS.exec(raw);
    if (!match?.[1]) continue;
    const offset = raw.indexOf(match[1]);
    const start = span.start + offset;
    // Japanese papers raise "1)" and "2,3)": the parenthesis is the citation's.
    const end = start + match[1].length + (match[2]?.length ?? 0);
    if (isExponent(p.text, start, match[1])) continue;
    const written = withBreaks(
      match[1],
      span.breaks.map((b) => b - offset),
    );
    const numbers = expandRanges(written.replace(/(\d)\s+(?=\d)/g, '$1,'));
    if (!numbers) continue;
    const runs = runsIn(p, start, end);
    const candidate: Candidate = {
      paragraphIndex: p.index,
      start,
      end,
      render: 'superscript',
      numbers,
      superscript: true,
      linked: runs.length > 0 && runs.every((r) => r.hyperlink !== undefined),
    };
    const links = linksOfNumbers(p, start, written);
    if (links) candidate.links = links;
    out.push(candidate);
  }
  // Superscript written out as markup and kept as text: HTML's "<sup>1</sup>", pandoc's "^1^".
  for (const match of p.text.matchAll(TEXT_SUPERSCRIPT)) {
    const start = match.index;
    const end = start + match[0].length;
    const plain = match[1] ?? match[2] ?? '';
    if (isExponent(p.text, start, plain) || inMonospace(p, start, end)) continue;
    const numbers = expandRanges(plain);
    if (!numbers) continue;
    out.push({ paragraphIndex: p.index, start, end, render: 'superscript', numbers, superscript: false, linked: false });
  }
  for (const match of p.text.matchAll(UNICODE_SUPERSCRIPT)) {
    const start = match.index;
    const end = start + match[0].length;
    if (runAt(p, start) && isFootnoteLike(runAt(p, start) as RunSpan, listAnchors)) continue;
    const plain = fromSuperscriptDigits(match[0]);
    if (isExponent(p.text, start, plain)) continue;
    const numbers = expandRanges(plain);
    if (!numbers) continue;
    out.push({ paragraphIndex: p.index, start, end, render: 'superscript', numbers, superscript: true, linked: false });
  }
  return out;
}

/**
 * The web link of each number of a raised citation whose numbers are links of their own ("¹²" as two
 * bubbles): what an answer copied without its sources cites. `written` is the citation's text from
 * `start`, with a comma at each link boundary.
 */
function linksOfNumbers(p: Paragraph, start: number, written: string): Record<number, string> | undefined {
  const links: Record<number, string> = {};
  let offset = start;
  for (const piece of written.split(',')) {
    const digits = /^\s*(\d{1,4})\s*$/.exec(piece)?.[1];
    const link = digits ? linkOf(runsIn(p, offset, offset + piece.length)) : undefined;
    if (digits && link) links[Number(digits)] = link;
    // A comma we added for a link boundary is not in the text; one that was written is.
    offset += piece.length + (p.text.charAt(offset + piece.length) === ',' ? 1 : 0);
  }
  return Object.keys(links).length > 0 ? links : undefined;
}

/** `text` with a comma at each of `offsets` that falls inside it (the boundaries of separate links). */
function withBreaks(text: string, offsets: number[]): string {
  let out = '';
  let from = 0;
  for (const at of offsets.filter((o) => o > 0 && o < text.length).sort((a, b) => a - b)) {
    out += `${text.slice(from, at)},`;
    from = at;
  }
  return out + text.slice(from);
}

/** "10⁶", "x10^3", "12 m2", "x²", "e⁴" and "S¹" are powers or maths, not citations. */
function isExponent(text: string, start: number, numbers: string): boolean {
  // Only what stands right before matters; a bounded look back keeps every test linear.
  const before = text.slice(Math.max(0, start - 60), start);
  // "10⁶" is a power, but a year ("in 2023¹") or a count with thousands separators ("1,419 GW²" is no
  // quantity anyone squares) is a claim with its source after it.
  if (/\d$/.test(before)) return !/(?:^|[^\d.,])(?:(?:1[5-9]|20)\d\d|\d{1,3}(?:,\d{3})+)$/.test(before);
  // "E = mc²": a short term after an equals sign.
  if (/=\s*\p{L}{1,3}$/u.test(before)) return true;
  // "g/cm³", "mA/cm²", "cells/mm³", "cost per ft²": a unit divided by, or per, a length.
  if (
    /(?:\/|·|\bper\s)(?:[A-Za-zµ]{1,2})$/.test(before) &&
    UNITS.has(/([A-Za-zµ]{1,2})$/.exec(before)?.[1]?.toLowerCase() ?? '') &&
    /^[23]$/.test(numbers.trim())
  )
    return true;
  // A letter standing alone (a variable, a constant, a unit): "x²", "e⁴", "S¹", "m³".
  if (/(?:^|[^\p{L}\p{N}])[\p{L}]$/u.test(before)) return true;
  // After maths operators or a closing bracket of an expression: "(a+b)²", "= 2²".
  if (/[=+*/^−-]\s*$/.test(before) || (/\)$/.test(before) && /[=+*/^−]/.test(before.slice(-20)))) return true;
  const unit = /(?:^|[\s\d(])([A-Za-zµ]{1,3})$/.exec(before)?.[1];
  if (unit && UNITS.has(unit.toLowerCase()) && /^[23]$/.test(numbers.trim())) return /\d\s*[A-Za-zµ]{1,3}$/.test(before);
  return false;
}
