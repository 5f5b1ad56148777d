// Finds every numbered reference list: under a heading such as "References" or "Works cited"
// (Heading style, bold or a short line of its own), or the unheaded "[1] [3] Title" list that
// ChatGPT deep-research exports put at the very end, or Markdown footnote definitions ("[^1]: …"),
// headed or not. Entry numbers come from typed labels or from Word auto-numbering, never from list
// positions when labels exist.
import type { Paragraph } from '../docx/paragraphs.ts';
import { footnoteDefinition } from '../text/markdown-footnotes.ts';
import { fromSuperscriptDigits } from '../citations/expand-ranges.ts';
import { tableEntries } from './table-entries.ts';
import type { ReferenceEntry, ReferenceList } from '../types.ts';
import { LOOKS_LIKE_REFERENCE, SITE_NAME } from './reference-like.ts';

// The words AI tools and people head a reference list with, in the languages reports are written
// in (a German Gemini export says "Quellen", a French one "Références", a Chinese one "参考文献").
const HEADING_WORDS = new RegExp(
  `^(?:${[
    // English
    'references?',
    'sources?',
    'works? cited',
    'bibliography',
    'citations?',
    'notes?',
    'end ?notes',
    'foot ?notes',
    'references and notes',
    'notes and references',
    'literature cited',
    'literature',
    'reference list',
    'cited works',
    'sources cited',
    'works consulted',
    'source list',
    'further reading',
    // German
    'quellen',
    'quellenangaben',
    'quellenverzeichnis',
    'literatur',
    'literaturverzeichnis',
    'literaturangaben',
    'referenzen',
    'einzelnachweise',
    'anmerkungen',
    'belege',
    'fußnoten',
    'zitierte werke',
    // French, Spanish, Italian, Portuguese
    'références',
    'références bibliographiques',
    'bibliographie',
    'ouvrages cités',
    'referencias',
    'referencias bibliográficas',
    'fuentes',
    'bibliografía',
    'obras citadas',
    'notas',
    'riferimenti',
    'riferimenti bibliografici',
    'fonti',
    'opere citate',
    'bibliografia',
    'referências',
    'referências bibliográficas',
    'fontes',
    // Dutch, Scandinavian, Polish, Turkish, Russian
    'bronnen',
    'geciteerde werken',
    'bronvermelding',
    'referenties',
    'literatuur',
    'literatuurlijst',
    'noten',
    'källor',
    'referenser',
    'kilder',
    'referencer',
    'referanser',
    'źródła',
    'przypisy',
    'kaynaklar',
    'kaynakça',
    'источники',
    'литература',
    'список литературы',
    'список источников',
    // Chinese, Japanese, Korean
    '参考文献',
    '参考资料',
    '参考來源',
    '参考来源',
    '来源',
    '來源',
    '引用文献',
    '出典',
    '참고문헌',
    '참고 문헌',
    '출처',
  ].join('|')})$`,
  'iu',
);

/** "1.", "[1]", "1)", "(1)", "1<tab>"; several bracket labels in a row ("[1] [3]") are one entry with aliases. */
const BRACKET_LABELS = /^\s*((?:[[【［]\s*(?:(?:citations?|cite|sources?|src|refs?|references?)\s*[:.]?\s*)?\d{1,4}\s*[\]】］][:.]?\s*)+)/i;
const TYPED_LABEL = /^\s*(?:\((\d{1,4})\)|(\d{1,4})[.)](?![\d.])|(\d{1,4})(?=\t)|\^(\d{1,4})\^|#(\d{1,4})(?=\s))\s*/;
const TYPED_BULLET = /^[-*•–—·▪◦‣⁃]\s+/u;
const URL_LINE = /^\s*(?:<?https?:\/\/\S+>?|doi:\s*\S+|www\.\S+)\s*$/i;

export interface LocatedLists {
  lists: ReferenceList[];
  /** Paragraph indexes that belong to a list (headings included): never scanned for citations. */
  listParagraphs: Set<number>;
  /** Which list a citation in paragraph `index` refers to (its own section's list). */
  listForParagraph(index: number): number;
}

export function isReferenceHeading(paragraph: Paragraph): boolean {
  // A table's "Source" column header is not a heading.
  if (paragraph.inTable) return false;
  const text = normalizeHeading(paragraph.text);
  if (!isHeadingWords(text)) return false;
  if (paragraph.numbering?.value !== undefined && !paragraph.isHeading) return false;
  // A styled heading, a bold line or a short line of its own: exports differ, the words decide.
  return paragraph.isHeading || paragraph.isTitle || paragraph.allBold || paragraph.text.trim().split(/\s+/).length <= 4;
}

/** "Sources and References", "Citations & Sources": two heading words joined are a heading too. */
function isHeadingWords(text: string): boolean {
  if (HEADING_WORDS.test(text)) return true;
  const parts = text.split(/\s+(?:and|&|\+|und|et|y|e|en)\s+|\s*[,/]\s*/i);
  return parts.length > 1 && parts.every((part) => HEADING_WORDS.test(part));
}

function normalizeHeading(text: string): string {
  return (
    text
      .trim()
      // Markdown pasted as text ("## References", "**Sources**") and a leading emoji ("📚 References").
      .replace(/^[^\p{L}\p{N}]+/u, '')
      .replace(/^(?:\d+(?:\.\d+)*\.?|[IVXLC]+\.)\s+/, '')
      .replace(/[^\p{L}\p{N})]+$/u, '')
      .replace(/\s+/g, ' ')
  );
}

interface Label {
  numbers: number[];
  rest: string;
}

function typedLabel(written: string): Label | undefined {
  const text = undecorated(written);
  const footnote = footnoteDefinition(text);
  // "[^note]: …" has no number: no label, and isSkippedNote keeps the list going past it.
  if (footnote) return footnote.number === undefined ? undefined : { numbers: [footnote.number], rest: footnote.rest };
  const brackets = BRACKET_LABELS.exec(text);
  if (brackets?.[1]) {
    const numbers = [...brackets[1].matchAll(/\d+/g)].map((m) => Number(m[0]));
    return { numbers, rest: afterLabel(text.slice(brackets[0].length)) };
  }
  const typed = TYPED_LABEL.exec(text);
  if (typed) {
    const value = typed[1] ?? typed[2] ?? typed[3] ?? typed[4] ?? typed[5];
    return { numbers: [Number(value)], rest: afterLabel(text.slice(typed[0].length)) };
  }
  return undefined;
}

/**
 * A label as Markdown pasted into Word leaves it: bold or italic ("**1.**", "*[2]*") or escaped
 * ("1\.", "\[3\]"). The marks go before the label is read, so they never reach the reference.
 */
function undecorated(text: string): string {
  const unescaped = text.replace(/^(\s*)\\?\[(\d{1,4})\\?\]/, '$1[$2]').replace(/^(\s*\(?\d{1,4})\\([.)])/, '$1$2');
  return unescaped.replace(/^(\s*)(\*{1,2}|_{1,2})(\s*(?:\[\d{1,4}\]|\(\d{1,4}\)|\d{1,4}[.):]?)\s*)\2/, '$1$3');
}

/** What follows a label, without a dash or colon set between them ("[1] - Smith…", "[2]: Doe…"). */
function afterLabel(rest: string): string {
  return rest.replace(/^\s*[-–—:]\s+/, '').trim();
}

/** "[^note]: …": a Markdown footnote with a word label, left in the document, inside or after a list. */
function isSkippedNote(text: string): boolean {
  const definition = footnoteDefinition(text);
  return definition !== undefined && definition.number === undefined;
}

function paragraphLinks(paragraph: Paragraph): string[] {
  const links: string[] = [];
  for (const run of paragraph.runs) if (run.link && !links.includes(run.link)) links.push(run.link);
  return links;
}

export function locateReferenceLists(paragraphs: Paragraph[]): LocatedLists {
  const lists: ReferenceList[] = [];
  const listParagraphs = new Set<number>();
  /** [first, last] paragraph index of each list, heading included. */
  const spans: [number, number][] = [];

  for (let i = 0; i < paragraphs.length; i++) {
    const heading = paragraphs[i];
    if (!heading || !isReferenceHeading(heading)) continue;
    const { entries, last, kept } = collectEntries(paragraphs, i + 1, lists.length);
    if (entries.length === 0) continue;
    const autoNumbered = entries.some(
      (e) => paragraphs[e.paragraphIndex]?.numbering?.value !== undefined && !typedLabel(paragraphs[e.paragraphIndex]?.text ?? ''),
    );
    lists.push({ index: lists.length, heading: normalizeHeading(heading.text), headingParagraphIndex: i, autoNumbered, entries });
    spans.push([i, last]);
    for (let j = i; j <= last; j++) if (!kept.has(j)) listParagraphs.add(j);
    i = last;
  }

  if (lists.length === 0 || (spans[spans.length - 1]?.[1] ?? 0) < paragraphs.length - 1) {
    const trailing = collectUnheadedTrailingList(paragraphs, spans[spans.length - 1]?.[1] ?? -1, lists.length);
    if (trailing) {
      lists.push(trailing.list);
      spans.push([trailing.first, trailing.last]);
      for (let j = trailing.first; j <= trailing.last; j++) if (!trailing.kept.has(j)) listParagraphs.add(j);
    }
  }

  // Nothing under a heading we know, and no "[1] …" list at the end: the tools' other wordings
  // ("Learn more", "Key Citations", "Resources") or no heading at all. Only a list that reads as
  // references is taken then, the last one in the document (lists/locate.ts, looseList).
  if (lists.length === 0) {
    const loose = looseList(paragraphs);
    if (loose) {
      lists.push(loose.list);
      spans.push([loose.first, loose.last]);
      for (let j = loose.first; j <= loose.last; j++) if (!loose.kept.has(j)) listParagraphs.add(j);
    }
  }

  const listForParagraph = (index: number): number => {
    // A citation refers to the list that closes its section: the first list starting after it.
    for (let k = 0; k < spans.length; k++) {
      const span = spans[k];
      if (span && index < span[0]) return k;
    }
    return Math.max(0, spans.length - 1);
  };

  return { lists, listParagraphs, listForParagraph };
}

/** `kept`: paragraphs inside the list's span that are not part of it (word-labelled Markdown notes). */
function collectEntries(paragraphs: Paragraph[], from: number, listIndex: number): { entries: ReferenceEntry[]; last: number; kept: Set<number> } {
  const entries: ReferenceEntry[] = [];
  const kept = new Set<number>();
  let last = from - 1;
  let skippedIntro = false;
  const unlabelled: Paragraph[] = [];
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
    const text = p.text.trim();
    if (text === '') {
      continue;
    }
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
    const auto = p.numbering?.value;
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
    // "[1] [3] Title" followed by the bare URL on its own line, or an entry wrapped over two
    // paragraphs (text pasted with hard line breaks): one entry over several paragraphs.
    if (previous && (URL_LINE.test(text) || isContinuation(paragraphs, j))) {
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
    // only when every paragraph looks like a reference (a link, a DOI or a year).
    const plain: ReferenceEntry[] = [];
    for (let j = from; j < paragraphs.length; j++) {
      const p = paragraphs[j];
      if (!p) break;
      if (p.text.trim() === '') continue;
      if (p.isHeading || p.isTitle || isReferenceHeading(p)) break;
      if (p.inTable || !LOOKS_LIKE_REFERENCE.test(p.text)) return { entries: [], last: from - 1, kept };
      // A bullet typed as text ("- ", "• ", Markdown's "* ") is no part of the reference.
      plain.push(entry(listIndex, plain.length + 1, p.text.trim().replace(TYPED_BULLET, ''), p));
      last = j;
    }
    if (plain.length >= 2) return { entries: looselyLabelled(plain) ?? plain, last, kept };
    return { entries: [], last: from - 1, kept };
  }
  return { entries, last, kept };
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

/** "1 Smith", "1: Smith", "1 – Smith", "¹ Smith", "Ref. 1: Smith": labels too loose to trust alone. */
const LOOSE_LABEL = /^\s*(?:(?:ref(?:erence)?|source|no)\.?\s*)?([0-9⁰¹²³⁴⁵⁶⁷⁸⁹]{1,4})(?:\s*[:.)\-–—]\s*|\s+)(?=\S)/iu;

/**
 * A list whose every entry starts with a loose label, the numbers rising ("1 Smith…", "3 Doe…",
 * "5 Roe…"): the labels are the numbers (a citation [3] means the entry labelled 3, not the second
 * one). Undefined when any entry lacks one or the numbers do not rise: then positions number it.
 */
function looselyLabelled(plain: ReferenceEntry[]): ReferenceEntry[] | undefined {
  const labelled: ReferenceEntry[] = [];
  let previous = -1;
  for (const e of plain) {
    const m = LOOSE_LABEL.exec(e.text);
    const number = m?.[1] === undefined ? Number.NaN : Number(fromSuperscriptDigits(m[1]));
    // Years at the start of entries ("2019 Annual report") are no labels.
    if (!m || !(number > previous) || number >= 1000) return undefined;
    previous = number;
    labelled.push({ ...e, number, text: e.text.slice(m[0].length).trim() });
  }
  return labelled;
}

/** What a reference's wrapped tail starts with: a lower-case word, or an address or access clause. */
const TAIL_START = /^(?:\p{Ll}|(?:[Aa]vailable|[Rr]etrieved|[Aa]ccessed|doi|DOI|https?:|www\.|[Ii]n:)(?![\p{L}]))/u;

/**
 * An unlabelled paragraph inside a list that carries on the entry above it: the next entry follows
 * it (within two paragraphs), or it reads as a reference's tail (starts in lower case or with an
 * address, and has a link, a DOI or a year). A sentence after the list is neither.
 */
function isContinuation(paragraphs: Paragraph[], j: number): boolean {
  const p = paragraphs[j] as Paragraph;
  if (p.numbering?.value !== undefined || p.inTable || p.text.length > 400) return false;
  let seen = 0;
  for (let k = j + 1; k < paragraphs.length && seen < 2; k++) {
    const next = paragraphs[k] as Paragraph;
    if (next.text.trim() === '') continue;
    seen++;
    if (next.isHeading || next.isTitle || isReferenceHeading(next)) break;
    if ((typedLabel(next.text)?.rest ?? '') !== '' || next.numbering?.value !== undefined) return TAIL_START.test(p.text.trim()) || seen === 1;
  }
  const text = p.text.trim();
  return TAIL_START.test(text) && LOOKS_LIKE_REFERENCE.test(text);
}

/**
 * A whole list typed as one paragraph with line breaks (w:br): "[1] A…↵[2] B…↵https://…". Each labelled
 * line is its own entry (a URL line belongs to the entry above it); undefined when the paragraph is
 * not such a list (fewer than two labelled lines).
 */
function entriesOfBrokenLines(p: Paragraph, listIndex: number): ReferenceEntry[] | undefined {
  if (!p.text.includes('\n')) return undefined;
  const lines: { text: string; start: number; end: number }[] = [];
  let offset = 0;
  for (const line of p.text.split('\n')) {
    lines.push({ text: line, start: offset, end: offset + line.length });
    offset += line.length + 1;
  }
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

function entry(list: number, number: number, text: string, p: Paragraph): ReferenceEntry {
  return { list, number, text, paragraphIndex: p.index, extraParagraphIndexes: [], links: paragraphLinks(p) };
}

function collectUnheadedTrailingList(
  paragraphs: Paragraph[],
  after: number,
  listIndex: number,
): { list: ReferenceList; first: number; last: number; kept: Set<number> } | undefined {
  // Walk back from the end over bracket-labelled entries or Markdown footnote definitions, their URL
  // lines and blank lines (and word-labelled notes, which stay where they are).
  let first = -1;
  let last = -1;
  for (let j = paragraphs.length - 1; j > after; j--) {
    const p = paragraphs[j];
    if (!p) break;
    const text = p.text.trim();
    if (text === '') continue;
    if ((BRACKET_LABELS.test(p.text) || footnoteDefinition(p.text)) && (typedLabel(p.text)?.rest ?? '') !== '') {
      first = j;
      if (last < 0) last = j;
      continue;
    }
    if (URL_LINE.test(text)) {
      if (last < 0) last = j;
      continue;
    }
    if (isSkippedNote(text)) continue;
    break;
  }
  if (first < 0) return undefined;
  const { entries, kept } = collectEntries(paragraphs, first, listIndex);
  // At least two sources (two paragraphs, or two lines of one paragraph broken with w:br): one "[1] …"
  // line may be anything. A "[^1]: …" definition is Markdown's own syntax for a note, so one is a list.
  const distinct = new Set(entries.map((e) => `${e.paragraphIndex} ${e.text}`));
  if (distinct.size < (footnoteDefinition(paragraphs[first]?.text ?? '') ? 1 : 2)) return undefined;
  return { list: { index: listIndex, heading: '', headingParagraphIndex: -1, autoNumbered: false, entries }, first, last, kept };
}

/**
 * The last labelled list of the document (typed labels or Word numbering, at least two entries) whose
 * entries read as references: four in five carry a link, a DOI or a year. Its heading, when it has
 * one, is any short line (a styled heading, a bold line, a line ending in ":", or four words at most),
 * whatever it says; with none, the list must close the document. Used only when no list was found
 * under a known heading: a numbered list of findings in the middle of a report must not take the
 * citations of a real reference list.
 */
function looseList(paragraphs: Paragraph[]): { list: ReferenceList; first: number; last: number; kept: Set<number> } | undefined {
  const isLabelled = (p: Paragraph) => (typedLabel(p.text)?.rest ?? '') !== '' || p.numbering?.value !== undefined;
  let trailingStart = -1;
  for (let j = paragraphs.length - 1; j >= 0; j--) {
    const p = paragraphs[j] as Paragraph;
    const text = p.text.trim();
    if (text === '' || URL_LINE.test(text)) continue;
    if (isLabelled(p) && !p.inTable) {
      trailingStart = j;
      continue;
    }
    break;
  }
  const accept = (from: number, headingIndex: number) => {
    const { entries, last, kept } = collectEntries(paragraphs, from, 0);
    if (!readsAsReferences(entries)) return undefined;
    const heading = paragraphs[headingIndex];
    const list: ReferenceList = {
      index: 0,
      heading: heading ? normalizeHeading(heading.text) : '',
      headingParagraphIndex: headingIndex,
      autoNumbered: entries.some((e) => paragraphs[e.paragraphIndex]?.numbering?.value !== undefined && !typedLabel(paragraphs[e.paragraphIndex]?.text ?? '')),
      entries,
      byContent: true,
    };
    return { list, first: headingIndex >= 0 ? headingIndex : from, last, kept };
  };
  let next: Paragraph | undefined; // the first non-empty paragraph after i
  for (let i = paragraphs.length - 1; i >= 0; i--) {
    const p = paragraphs[i] as Paragraph;
    if (p.text.trim() === '') continue;
    if (next && isLabelled(next) && isShortHeadingLine(p)) {
      const found = accept(i + 1, i);
      if (found) return found;
    }
    next = p;
  }
  return trailingStart >= 0 ? accept(trailingStart, -1) : undefined;
}

/** A line that can head a list: not a list entry itself, in no table, and set apart by its look or its length. */
function isShortHeadingLine(p: Paragraph): boolean {
  const text = p.text.trim();
  if (text === '' || p.inTable || p.numbering?.value !== undefined || typedLabel(text)) return false;
  // A sentence ("As shown [1].") is not a heading, however short.
  if (/[.!?]$/.test(text) || /[[【［(]\s*\d/.test(text)) return false;
  const words = normalizeHeading(text).split(/\s+/).filter(Boolean).length;
  if (words === 0 || words > 6) return false;
  return p.isHeading || p.isTitle || p.allBold || text.endsWith(':') || words <= 4;
}

function readsAsReferences(entries: ReferenceEntry[]): boolean {
  const distinct = new Set(entries.map((e) => e.paragraphIndex));
  if (entries.length < 2 || distinct.size < 2) return false;
  // A bare site name counts too: Copilot's "Learn more" lists only "1. nature.com".
  const like = entries.filter((e) => e.links.length > 0 || LOOKS_LIKE_REFERENCE.test(e.text) || SITE_NAME.test(e.text)).length;
  return like >= 0.8 * entries.length;
}
