// Finds the numbered citations in the body: [1], [1, 3-5], [2–4], [1][2], (2, 5), superscript
// 1,3 / 2-4 (Word formatting or Unicode superscript digits), also split across runs and inside
// hyperlinks, tables and headings. What tells a citation from a look-alike is its shape, its
// formatting and the numbers of the reference list it points to (README of the fixtures, item 1).
// Each form has its scan (scan-brackets.ts, scan-parens.ts, scan-raised.ts, word-link-citations.ts);
// this file decides which of their candidates are citations, the document as a whole in view.
import { crossesTrackedChange } from './tracked-changes.ts';
import type { Paragraph } from '../docx/paragraphs.ts';
import type { LocatedLists } from '../lists/locate.ts';
import type { Citation } from '../types.ts';
import type { Candidate } from './candidates.ts';
import { scanBrackets, scanFootnotes } from './scan-brackets.ts';
import { isEnumeration, openingItems, scanNamedNumbers, scanParens, withoutLabelsOfThings } from './scan-parens.ts';
import { fromSuperscriptDigits } from './expand-ranges.ts';
import { scanLinkedNumbers, scanSuperscripts } from './scan-raised.ts';
import { isSourceWord, scanSourceWordLinks } from './source-word-links.ts';
import { scanWordLinkCitations } from './word-link-citations.ts';

/** "([Reuters](https://…), [BBC](https://…))": sources named by a markdown link, no number. */
export interface LinkCitation {
  paragraphIndex: number;
  start: number;
  end: number;
  text: string;
  sources: { label: string; url: string }[];
  /** A linked phrase (phrase-links.ts): its words stay, the citation goes after them. */
  phrase?: boolean;
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
  /** Citations a tracked change runs through, left as written (citations/tracked-changes.ts). */
  inTrackedChanges?: string[];
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
    if (located.listParagraphs.has(p.index) || p.isCode || p.isContents || p.inManagerField || p.text.trim() === '') continue;
    brackets.push(...scanBrackets(p, listAnchors));
    footnotes.push(...scanFootnotes(p, listAnchors));
    parens.push(...scanParens(p, listAnchors), ...scanNamedNumbers(p, listAnchors));
    supers.push(...scanSuperscripts(p, listAnchors));
    linkedNumbers.push(...scanLinkedNumbers(p, listAnchors));
  }

  const result: DetectResult = { citations: [], linkCitations: [], unknownNumbers: [] };
  // A candidate is checked against its own paragraph's citations and "(n)", not the whole
  // document's: for each of a long thesis's candidates, that was a walk over all of them.
  const acceptedIn = new Map<number, Citation[]>();
  for (const p of paragraphs) {
    if (located.listParagraphs.has(p.index) || p.isCode || p.isContents || p.inManagerField) continue;
    const groups = p.text.includes('](') ? scanLinkCitations(p) : [];
    const markdown = [...groups, ...scanSourceWordLinks(p).filter((s) => !groups.some((g) => s.start < g.end && g.start < s.end))];
    const word = scanWordLinkCitations(p).filter((w) => !markdown.some((m) => w.start < m.end && m.start < w.end));
    result.linkCitations.push(...[...markdown, ...word].sort((a, b) => a.start - b.start));
  }
  const accept = (c: Candidate, rule: 'some' | 'all'): boolean => {
    const list = located.listForParagraph(c.paragraphIndex);
    const known = c.numbers.filter((n) => isValid(list, n) || c.links?.[n] !== undefined);
    const unknown = c.numbers.filter((n) => !known.includes(n));
    if (known.length === 0) {
      // "[11]" beside a list of ten, "[40]" beside a list an AI tool cut short, or "[3]" beside one
      // numbered 1, 2, 4: a citation of a source the list lost. It stays as written, and the log says
      // so. Only square brackets, and numbers within reach of the list's, to stay clear of "[2024]".
      const top = Math.max(0, ...(valid[list] ?? []));
      if (c.render === 'bracket' && top > 0 && unknown.every((n) => n >= 1 && n < 1000 && n <= Math.max(top + 20, top * 10))) {
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
    if (c.prefixes) {
      // "[see 11, 2]" beside a list of ten: the prefix goes to the first number the list has.
      const prefixes = prefixesOfKnown(c.numbers, c.prefixes, known);
      if (prefixes) citation.prefixes = prefixes;
    }
    if (c.linked) citation.linked = true;
    result.citations.push(citation);
    inParagraph(acceptedIn, c.paragraphIndex).push(citation);
    return true;
  };

  let bracketCount = 0;
  // "[1] Initialise the weights." then "[2] Repeat…": steps opening paragraphs, no citations.
  for (const c of brackets) if (!openingItems(c, byIndex) && accept(c, 'some')) bracketCount++;
  // "(ref. 3)", "(refs 2, 5)": named as a source, a citation in any document. Whether a bare "(1)"
  // cites too is decided below, by the bare ones against the brackets and raised numbers.
  for (const c of parens) if (c.named && !overlapsAccepted(acceptedIn, c)) accept(c, 'some');
  // Numbers in parentheses are citations only in documents written that way: where square
  // brackets carry the citations, "(1)" and "(2)" are enumerations.
  const allValid = (c: Candidate) => {
    const list = located.listForParagraph(c.paragraphIndex);
    return c.numbers.every((n) => isValid(list, n));
  };
  // A raised "(4)" is no enumeration whatever the rest of the document does: it cites as a raised number does.
  for (const c of parens) if (!c.named && c.superscript && allValid(c) && !overlapsAccepted(acceptedIn, c)) accept(c, 'some');
  const bare = withoutLabelsOfThings(
    parens.filter((c) => !c.named && !c.superscript),
    byIndex,
  );
  // Markdown footnote references carry the citations as brackets do: "(1)" beside them is an enumeration.
  for (const c of footnotes) if (!overlapsAccepted(acceptedIn, c) && accept(c, 'some')) bracketCount++;
  const bareIn = new Map<number, Candidate[]>();
  for (const c of bare) inParagraph(bareIn, c.paragraphIndex).push(c);
  const enumerates = (c: Candidate) => isEnumeration(c, bareIn.get(c.paragraphIndex) ?? [], byIndex);
  const parenCandidates = bare.filter((c) => allValid(c) && !enumerates(c));
  // Raised numbers carry the citations as brackets do: "(1) solar and (2) wind" beside them is a list.
  const raisedCount = supers.filter((c) => allValid(c) && !overlapsAccepted(acceptedIn, c)).length;
  if (parenCandidates.length > 0 && parenCandidates.length >= bracketCount + raisedCount) {
    // "from (0) none to (4) severe; scoring (3) or (4)": a scale's points, numbered from 0 as no sources are.
    const scales = new Set(bare.filter((c) => c.numbers.length === 1 && c.numbers[0] === 0).map((c) => c.paragraphIndex));
    for (const c of bare) {
      if (scales.has(c.paragraphIndex) && c.numbers.length === 1) continue;
      // "the interval (0, 1)" beside a list that starts at 1: no source 0, so no citation at all.
      if (!overlapsAccepted(acceptedIn, c) && !enumerates(c)) accept(c, c.numbers.includes(0) ? 'all' : 'some');
    }
  }
  // A linked number, raised or not, cites only an entry the list has: "iPhone 15" linked to a shop is
  // no citation. With no list at all (the answer copied without its sources), the links are the
  // references, when several numbers cite that way.
  const noList = located.lists.length === 0 && [...linkedNumbers, ...supers].filter((c) => c.links).length >= 2;
  const linksAreSources = (c: Candidate) => noList && c.numbers.every((n) => c.links?.[n] !== undefined);
  for (const c of supers) {
    if (overlapsAccepted(acceptedIn, c)) continue;
    if (allValid(c) || linksAreSources(c)) accept(c, 'all');
    else {
      const apart = digitsApart(c, byIndex.get(c.paragraphIndex)?.text ?? '');
      if (apart && allValid(apart)) accept(apart, 'all');
    }
  }
  for (const c of linkedNumbers) {
    if (!overlapsAccepted(acceptedIn, c) && (allValid(c) || linksAreSources(c))) accept(c, 'all');
  }

  result.citations.sort((a, b) => a.paragraphIndex - b.paragraphIndex || a.start - b.start);
  const tracked = result.citations.filter((c) => {
    const p = byIndex.get(c.paragraphIndex);
    return p !== undefined && crossesTrackedChange(p, c.start, c.end);
  });
  if (tracked.length > 0) {
    result.citations = result.citations.filter((c) => !tracked.includes(c));
    result.inTrackedChanges = tracked.map((c) => c.text);
  }
  return result;
}

/**
 * "²³" beside a list with no entry 23: two sources whose raised marks were set side by side with no
 * comma (a converter joining "^2^^3^"), read as 2 and 3 when each digit is an entry, the digits
 * rise and the whole is no entry. Only two or three Unicode superscript digits, or Word's raised
 * digits each in a run of its own (pandoc writes "^1^^2^" so).
 */
function digitsApart(c: Candidate, text: string): Candidate | undefined {
  const written = text.slice(c.start, c.end);
  if (!/^[¹²³⁴⁵⁶⁷⁸⁹]{2,3}$/.test(written) && !c.digitRuns) return undefined;
  const digits = [...fromSuperscriptDigits(written)].map(Number);
  if (!digits.every((d, i) => i === 0 || d > (digits[i - 1] ?? 0))) return undefined;
  return { ...c, numbers: digits };
}

/** The prefixes of a citation whose unknown numbers were left out, each moved on to the next number kept. */
function prefixesOfKnown(numbers: number[], prefixes: Record<number, string>, known: number[]): Record<number, string> | undefined {
  const out: Record<number, string> = {};
  let pending: string | undefined;
  for (const n of numbers) {
    pending ??= prefixes[n];
    if (pending !== undefined && known.includes(n)) {
      out[n] ??= pending;
      pending = undefined;
    }
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

function overlapsAccepted(acceptedIn: Map<number, Citation[]>, c: Candidate): boolean {
  return (acceptedIn.get(c.paragraphIndex) ?? []).some((x) => x.start < c.end && c.start < x.end);
}

function inParagraph<T>(byParagraph: Map<number, T[]>, index: number): T[] {
  let list = byParagraph.get(index);
  if (!list) byParagraph.set(index, (list = []));
  return list;
}

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

function scanLinkCitations(p: Paragraph): LinkCitation[] {
  const out: LinkCitation[] = [];
  for (const match of p.text.matchAll(LINK_GROUP)) {
    // "([source](url))" names no site: the word is no label to keep.
    const sources = [...match[0].matchAll(MARKDOWN_SOURCE)].map((m) => ({ label: isSourceWord(m[1] ?? '') ? '' : (m[1] ?? '').trim(), url: m[2] ?? '' }));
    // "([2](url))" is a numbered citation, found by the bracket scan.
    if (sources.every((source) => /^\d+$/.test(source.label))) continue;
    out.push({ paragraphIndex: p.index, start: match.index, end: match.index + match[0].length, text: match[0], sources });
  }
  return out;
}
