// The entries of one list, from its first paragraph on: typed labels, Word numbering, tables, lines
// broken inside one paragraph, wrapped entries and bare URL lines, or plain paragraphs numbered by
// position when every one reads as a reference.
import { withoutInvisibles } from '../citations/expand-ranges.ts';
import type { Paragraph } from '../docx/paragraphs.ts';
import type { ReferenceEntry } from '../types.ts';
import { headingLeadIn, isReferenceHeading, isShortHeadingLine } from './headings.ts';
import { isSkippedNote, looselyLabelled, TYPED_BULLET, typedLabel, URL_LINE } from './labels.ts';
import { LOOKS_LIKE_REFERENCE } from './reference-like.ts';
import { runOnStarts } from './run-on-labels.ts';
import { tableEntries } from './table-entries.ts';
import { wrapsEntry } from './wrapped-entries.ts';

function paragraphLinks(paragraph: Paragraph): string[] {
  const links: string[] = [];
  for (const run of paragraph.runs) if (run.link && !links.includes(run.link)) links.push(run.link);
  return links;
}

/**
 * `kept`: paragraphs inside the list's span that are not part of it (word-labelled Markdown notes).
 * `heading`: the reference heading the list stands under, when there is one: the sub-headings under
 * it ("Peer-reviewed articles", "Reports") sort the list, they do not end it.
 */
export function collectEntries(
  paragraphs: Paragraph[],
  from: number,
  listIndex: number,
  heading?: Paragraph,
): { entries: ReferenceEntry[]; last: number; kept: Set<number> } {
  const entries: ReferenceEntry[] = [];
  const kept = new Set<number>();
  let last = from - 1;
  let skippedIntro = false;
  const unlabelled: Paragraph[] = [];
  /** Paragraphs taken as notes on an entry: once a list has them, its other entries' notes are read alike. */
  const annotations = new Set<number>();
  for (let j = from; j < paragraphs.length; j++) {
    const p = paragraphs[j];
    if (!p) break;
    // A table with a number column: one entry per row (lists/table-entries.ts).
    const table = p.cell && paragraphs[j - 1]?.cell?.table !== p.cell.table ? tableEntries(paragraphs, j, listIndex) : undefined;
    if (table) {
      entries.push(...table.entries);
      last = j = table.last;
      continue;
    }
    // A Zotero or Mendeley bibliography is the manager's list, written from its live citations.
    if (p.inManagerField) break;
    const text = p.text.trim();
    if (text === '') {
      continue;
    }
    if (heading && isSubheading(heading, p) && continuesUnder(paragraphs, j, entries)) continue;
    if (p.isHeading || p.isTitle || isReferenceHeading(p)) break;
    const lineEntries = entriesOfBrokenLines(p, listIndex);
    if (lineEntries) {
      entries.push(...lineEntries);
      last = j;
      continue;
    }
    if (isSkippedNote(text)) {
      kept.add(j);
      continue;
    }
    const label = typedLabel(p.text);
    const annotated = entries[entries.length - 1];
    if (annotated && !label && isAnnotation(paragraphs, j, entries, annotations)) {
      annotations.add(j);
      // A note on the source, not part of it: it goes with the entry (and its links), its text does not.
      for (const e of entries) {
        if (e.paragraphIndex !== annotated.paragraphIndex) continue;
        e.extraParagraphIndexes.push(j);
        for (const link of paragraphLinks(p)) if (!e.links.includes(link)) e.links.push(link);
      }
      last = j;
      continue;
    }
    const alone = aloneInItsList(paragraphs, p, entries);
    if (alone === 'ends') break;
    const auto = alone ?? p.numbering?.value;
    // Numbering that starts again ("1." after "1. 2. 3.") is another list: steps, notes, an appendix.
    if (restarts(entries, label?.numbers ?? (auto !== undefined ? [auto] : []))) break;
    if (label && label.rest !== '') {
      for (const number of label.numbers) entries.push(entry(listIndex, number, label.rest, p));
      last = j;
      continue;
    }
    const body = label && label.rest === '' ? labelledBody(paragraphs, j) : undefined;
    if (label && body !== undefined) {
      // "[1]" alone on its line, the reference in the next paragraph (HTML definition lists).
      const target = paragraphs[body] as Paragraph;
      for (const number of label.numbers) {
        const e = entry(listIndex, number, target.text.trim(), p);
        e.extraParagraphIndexes.push(body);
        for (const link of paragraphLinks(target)) if (!e.links.includes(link)) e.links.push(link);
        entries.push(e);
      }
      last = j = body;
      continue;
    }
    if (auto !== undefined) {
      entries.push(entry(listIndex, auto, text, p));
      last = j;
      continue;
    }
    const previous = entries[entries.length - 1];
    // "[2] …", then a whole reference with no label, then "[4] …": the label of 3 was lost.
    const lost = previous ? lostLabel(paragraphs, j, previous) : undefined;
    if (lost !== undefined) {
      entries.push(entry(listIndex, lost, text, p));
      last = j;
      continue;
    }
    // "[1] [3] Title" followed by the bare URL on its own line, or an entry wrapped over two
    // paragraphs (text pasted with hard line breaks): one entry over several paragraphs.
    if (previous && (URL_LINE.test(text) || isContinuation(paragraphs, j, entries) || wrapsEntry(paragraphs, j, previous.text))) {
      for (const e of entries) {
        if (e.paragraphIndex === previous.paragraphIndex) {
          e.text = `${e.text} ${text}`;
          e.extraParagraphIndexes.push(j);
          for (const link of paragraphLinks(p)) if (!e.links.includes(link)) e.links.push(link);
        }
      }
      last = j;
      continue;
    }
    if (entries.length === 0 && !skippedIntro && unlabelled.length === 0 && !p.numbering) {
      // One introductory sentence between the heading and the list is common ("Sources used:").
      skippedIntro = true;
      unlabelled.push(p);
      continue;
    }
    if (entries.length === 0 && unlabelled.length > 0) unlabelled.push(p);
    break;
  }
  if (entries.length === 0) {
    // No labels at all: a plain list under a references heading is numbered by position, but
    // only when every paragraph looks like a reference (a link, a DOI or a year), the link written
    // out or under the text (Grok's "Key Citations", titles that are each a link to their page).
    const plain: ReferenceEntry[] = [];
    for (let j = from; j < paragraphs.length; j++) {
      const p = paragraphs[j];
      if (!p) break;
      if (p.text.trim() === '') continue;
      if (p.isHeading || p.isTitle || p.inManagerField || isReferenceHeading(p)) break;
      // Unnumbered entries, then "[1] …", "[2] …": the labels number the list, and the entries
      // before them (cited by name, or a manager's bibliography as text) stay in the document.
      if (plain.length > 0 && typedLabel(p.text)?.rest) {
        const labelled = collectEntries(paragraphs, j, listIndex, heading);
        if (labelled.entries.length === 0) return { entries: [], last: from - 1, kept };
        for (let k = from; k < j; k++) labelled.kept.add(k);
        return labelled;
      }
      if (p.inTable || !(LOOKS_LIKE_REFERENCE.test(p.text) || paragraphLinks(p).some((link) => /^https?:/i.test(link))))
        return { entries: [], last: from - 1, kept };
      // A bullet typed as text ("- ", "• ", Markdown's "* ") is no part of the reference.
      plain.push(entry(listIndex, plain.length + 1, p.text.trim().replace(TYPED_BULLET, ''), p));
      last = j;
    }
    if (plain.length >= 2) return { entries: looselyLabelled(plain) ?? plain, last, kept };
    return { entries: [], last: from - 1, kept };
  }
  return { entries, last, kept };
}

/**
 * A heading inside a reference list that sorts it ("Peer-reviewed articles", "Reports and grey
 * literature"): a styled heading one level below the list's own, or a bold or colon-ended short line;
 * under a heading typed as a plain line ("References" in body text, as exports write it), also a few
 * capitalised words alone ("Reports"). A heading of the list's level or above is the next section of
 * the document. Callers also ask that the numbering go on after it (continuesUnder).
 */
export function isSubheading(heading: Paragraph, p: Paragraph): boolean {
  if (p.inTable || p.isTitle || p.numbering?.value !== undefined) return false;
  const level = heading.headingLevel;
  if (p.isHeading) return level !== undefined && p.headingLevel !== undefined && p.headingLevel > level;
  const text = p.text.trim();
  if (!isShortHeadingLine(p) || LOOKS_LIKE_REFERENCE.test(text)) return false;
  if (p.allBold || text.endsWith(':')) return true;
  return !heading.isHeading && !heading.isTitle && /^\p{Lu}[\p{L}'’&\- ]{0,40}$/u.test(text);
}

/** The labels of the first non-empty paragraph after `j`, when it is a list entry. */
function nextLabel(paragraphs: Paragraph[], j: number): number[] | undefined {
  for (let k = j + 1; k < paragraphs.length; k++) {
    const p = paragraphs[k] as Paragraph;
    if (p.text.trim() === '') continue;
    const label = typedLabel(p.text);
    if (label && label.rest !== '') return label.numbers;
    return p.numbering?.value !== undefined ? [p.numbering.value] : undefined;
  }
  return undefined;
}

/**
 * The list goes on after the sub-heading at `j`: an entry follows it, and its number goes on from the
 * entries so far (4 after 1–3), or there are none yet. An entry that starts again at 1 begins a list
 * of its own (lists/locate.ts).
 */
function continuesUnder(paragraphs: Paragraph[], j: number, entries: ReferenceEntry[]): boolean {
  const numbers = nextLabel(paragraphs, j);
  if (!numbers || numbers.length === 0) return false;
  if (entries.length === 0) return true;
  return numbers[0] === Math.max(...entries.map((e) => e.number)) + 1;
}

/** "Summary: …", "Relevance: …", "Key findings – …": a note an annotated bibliography adds under an entry. */
const ANNOTATION_LABEL = /^\p{Lu}[\p{L}'’]*(?:\s+[\p{L}'’]+){0,2}\s*(?::|\s[–—-])\s+\S/u;

/**
 * A paragraph under an entry that annotates it: Word's own sub-item of the entry (a deeper level of
 * its list, lettered or bulleted), or "Summary: …" lines, when the list goes on after them (the next
 * entry follows, past other annotations, and does not start again) or an entry above already had some.
 */
function isAnnotation(paragraphs: Paragraph[], j: number, entries: ReferenceEntry[], annotations: ReadonlySet<number>): boolean {
  const p = paragraphs[j] as Paragraph;
  const previous = entries[entries.length - 1];
  const entryNumbering = previous ? paragraphs[previous.paragraphIndex]?.numbering : undefined;
  const subItem = (q: Paragraph) =>
    entryNumbering !== undefined && q.numbering !== undefined && q.numbering.numId === entryNumbering.numId && q.numbering.level > entryNumbering.level;
  const text = p.text.trim();
  if (URL_LINE.test(text)) return false;
  if (subItem(p)) return true;
  // "Available at: https://…", "doi: 10.…": the reference's own tail, which its text needs.
  if (p.inTable || p.numbering?.value !== undefined || !ANNOTATION_LABEL.test(text) || TAIL_START.test(text) || /https?:|\bdoi\b|\b10\.\d{4,9}\//i.test(text))
    return false;
  if (annotations.size > 0) return true;
  let seen = 0;
  for (let k = j + 1; k < paragraphs.length && seen < 4; k++) {
    const next = paragraphs[k] as Paragraph;
    const nextText = next.text.trim();
    if (nextText === '') continue;
    seen++;
    if (next.isHeading || next.isTitle || isReferenceHeading(next)) return false;
    const label = typedLabel(next.text);
    const numbers = label && label.rest !== '' ? label.numbers : next.numbering?.value !== undefined ? [next.numbering.value] : undefined;
    // One such line before the next entry may as well be the entry wrapped ("Mental health: a
    // primer."): it stays the entry's text (isContinuation). Two or more are notes.
    if (numbers) return seen > 1 && !restarts(entries, numbers);
    if (subItem(next) || ANNOTATION_LABEL.test(nextText)) continue;
    return false;
  }
  return false;
}

/** The paragraph after a bare label that holds its reference: the next non-empty one, unlabelled and no heading. */
function labelledBody(paragraphs: Paragraph[], j: number): number | undefined {
  for (let k = j + 1; k < paragraphs.length; k++) {
    const p = paragraphs[k] as Paragraph;
    if (p.text.trim() === '') continue;
    const plain = !typedLabel(p.text) && p.numbering?.value === undefined && !p.inTable && !p.isHeading && !p.isTitle && !isReferenceHeading(p);
    return plain ? k : undefined;
  }
  return undefined;
}

/** What a reference's wrapped tail starts with: a lower-case word, or an address or access clause. */
const TAIL_START = /^(?:\p{Ll}|(?:[Aa]vailable|[Rr]etrieved|[Aa]ccessed|doi|DOI|https?:|www\.|[Ii]n:)(?![\p{L}]))/u;

/**
 * An unlabelled paragraph inside a list that carries on the entry above it: the next entry follows
 * it (within two paragraphs), or it reads as a reference's tail (starts in lower case or with an
 * address, and has a link, a DOI or a year). A sentence after the list is neither.
 */
function isContinuation(paragraphs: Paragraph[], j: number, entries: ReferenceEntry[]): boolean {
  const p = paragraphs[j] as Paragraph;
  if (p.numbering?.value !== undefined || p.inTable || p.text.length > 400) return false;
  let seen = 0;
  for (let k = j + 1; k < paragraphs.length && seen < 2; k++) {
    const next = paragraphs[k] as Paragraph;
    if (next.text.trim() === '') continue;
    seen++;
    if (next.isHeading || next.isTitle || isReferenceHeading(next)) break;
    const nextLabel = typedLabel(next.text);
    if ((nextLabel?.rest ?? '') !== '' || next.numbering?.value !== undefined) {
      // "To reproduce:" before a list that starts again at 1 introduces that list; it is no tail.
      if (restarts(entries, nextLabel?.numbers ?? [next.numbering?.value as number])) return false;
      return TAIL_START.test(p.text.trim()) || seen === 1;
    }
  }
  const text = p.text.trim();
  return TAIL_START.test(text) && LOOKS_LIKE_REFERENCE.test(text);
}

/**
 * A whole list typed as one paragraph: lines broken with w:br ("[1] A…↵[2] B…↵https://…"), or entries
 * run on with no break at all ("References: [1] A… [2] B…", lists/run-on-labels.ts). Each labelled
 * line or piece is its own entry (a URL line belongs to the entry above it); undefined when the
 * paragraph is not such a list (fewer than two labelled pieces).
 */
function entriesOfBrokenLines(p: Paragraph, listIndex: number): ReferenceEntry[] | undefined {
  const lines = entryLines(p.text);
  if (lines.length < 2) return undefined;
  const labelled = lines.filter((line) => (typedLabel(line.text)?.rest ?? '') !== '');
  if (labelled.length < 2) return undefined;
  const linksIn = (start: number, end: number) => {
    const links: string[] = [];
    for (const run of p.runs) if (run.link && run.end > start && run.start < end && !links.includes(run.link)) links.push(run.link);
    return links;
  };
  const entries: ReferenceEntry[] = [];
  let current: ReferenceEntry[] = [];
  for (const line of lines) {
    const text = line.text.trim();
    if (text === '') continue;
    const label = typedLabel(line.text);
    if (label && label.rest !== '') {
      current = label.numbers.map((number) => ({
        list: listIndex,
        number,
        text: label.rest,
        paragraphIndex: p.index,
        extraParagraphIndexes: [],
        links: linksIn(line.start, line.end),
      }));
      entries.push(...current);
      continue;
    }
    // A word-labelled note is not part of the entry above (it goes with the paragraph, being in it).
    if (isSkippedNote(text)) {
      current = [];
      continue;
    }
    // A URL or a wrapped continuation: part of the entry above.
    for (const e of current) {
      e.text = `${e.text} ${text}`;
      for (const link of linksIn(line.start, line.end)) if (!e.links.includes(link)) e.links.push(link);
    }
  }
  return entries;
}

/** The paragraph's lines (split at w:br), a heading set before a run-on list and each run-on entry apart. */
function entryLines(text: string): { text: string; start: number; end: number }[] {
  const lines: { text: string; start: number; end: number }[] = [];
  let offset = 0;
  for (const [i, line] of text.split('\n').entries()) {
    const leadIn = i === 0 ? (headingLeadIn(line) ?? 0) : 0;
    const cuts = [0, ...(leadIn > 0 ? [leadIn] : []), ...runOnStarts(line.slice(leadIn)).map((start) => leadIn + start), line.length];
    for (let k = 0; k + 1 < cuts.length; k++) {
      const [start, end] = [cuts[k] as number, cuts[k + 1] as number];
      lines.push({ text: line.slice(start, end), start: offset + start, end: offset + end });
    }
    offset += line.length + 1;
  }
  return lines;
}

/** "… 1623–1627. ↩︎": the link back to the citation that Markdown footnotes rendered to HTML end with. */
const BACK_LINKS = /(?:\s*[↩⤴↑^][\ufe0e\ufe0f]?(?:\d{1,3})?)+\s*$/u;

function entry(list: number, number: number, text: string, p: Paragraph): ReferenceEntry {
  return { list, number, text: withoutInvisibles(text).replace(BACK_LINKS, ''), paragraphIndex: p.index, extraParagraphIndexes: [], links: paragraphLinks(p) };
}

/** Word numbers the list (its entries carry no typed label of their own). */
export function isAutoNumbered(paragraphs: Paragraph[], entries: ReferenceEntry[]): boolean {
  return entries.some((e) => paragraphs[e.paragraphIndex]?.numbering?.value !== undefined && !typedLabel(paragraphs[e.paragraphIndex]?.text ?? ''));
}

/**
 * Entries that are each the one item of a numbered list of their own, all "1." (Notion exports one
 * `<ol start="n">` per item, and LibreOffice drops the start): one list, numbered by position. Gives
 * the number of such an entry after the first, 'ends' for a numbered paragraph that breaks that run
 * (a list of several items after it), and undefined otherwise.
 */
function aloneInItsList(paragraphs: Paragraph[], p: Paragraph, entries: ReferenceEntry[]): number | 'ends' | undefined {
  const numbering = (e: ReferenceEntry) => paragraphs[e.paragraphIndex]?.numbering;
  if (p.numbering?.value === undefined) return undefined;
  const alone =
    entries.length > 0 && entries.every((e, i) => numbering(e)?.value === 1 && e.number === i + 1 && !typedLabel(paragraphs[e.paragraphIndex]?.text ?? ''));
  if (!alone) return undefined;
  const numIds = new Set(entries.map((e) => numbering(e)?.numId));
  if (numIds.size !== entries.length) return undefined;
  const numId = p.numbering.numId;
  const fresh = p.numbering.value === 1 && !numIds.has(numId) && !typedLabel(p.text) && !paragraphs.some((q) => q !== p && q.numbering?.numId === numId);
  if (fresh) return entries.length + 1;
  return entries.length >= 2 ? 'ends' : undefined;
}

/** "Shugar, D. H., et al. (2020).", "Smith J, Doe A.": the names and date a reference opens with. */
const OPENS_WITH_NAMES_AND_DATE = /^\p{Lu}[\p{L}'’-]+,?\s(?:\p{Lu}\.\s?){1,3}.{0,120}?\((?:1[5-9]|20)\d{2}[a-z]?\)/u;

/**
 * The number of an entry whose label was lost between two labelled ones: the paragraph reads as a
 * whole reference of its own (names, then the date), the entry before it is labelled, and the next
 * label skips exactly one number.
 */
function lostLabel(paragraphs: Paragraph[], j: number, previous: ReferenceEntry): number | undefined {
  const p = paragraphs[j] as Paragraph;
  const before = paragraphs[previous.paragraphIndex];
  if (!before || !typedLabel(before.text) || !OPENS_WITH_NAMES_AND_DATE.test(p.text.trim())) return undefined;
  const next = paragraphs.slice(j + 1).find((q) => q.text.trim() !== '');
  const label = next ? typedLabel(next.text) : undefined;
  return label?.numbers[0] === previous.number + 2 ? previous.number + 1 : undefined;
}

/**
 * A label that goes back to the list's first number once the list has several entries starts a
 * new list. A number given twice further on ("2." and "2." again) is a typo in one list, kept.
 */
function restarts(entries: ReferenceEntry[], numbers: number[]): boolean {
  const first = entries[0]?.number;
  return entries.length >= 2 && first !== undefined && numbers.length > 0 && numbers[0] === first;
}
