// Footnotes and endnotes that are references become citations at their marks: one more reference
// list holds the references of the notes (numbered in reading order), and each mark — or run of
// adjacent marks, "¹²" — is one citation group of that list. Commentary notes and their marks stay.
import type { NoteMark, Paragraph } from '../docx/paragraphs.ts';
import { parseLocator } from '../citations/locator.ts';
import type { Locator } from '../citations/locator.ts';
import type { Citation, ReferenceEntry, ReferenceList } from '../types.ts';
import { classifyNotes } from './classify-notes.ts';
import { noteBookmarks, noteCrossReferences } from './note-cross-references.ts';
import type { Note } from './read-notes.ts';
import { noteKey } from './read-notes.ts';
import { DASHES } from '../text/dashes.ts';

export interface NoteCitations {
  /** The list of the notes' references (absent when no note is a reference). */
  list?: ReferenceList;
  citations: Citation[];
  /** The notes that became citations: their marks are replaced, the notes themselves can go. */
  cited: NoteMark[];
}

interface Mark {
  paragraph: Paragraph;
  start: number;
  end: number;
  note: Note;
  /** Index of the mark's source among the classified notes; absent for a cross-reference to a mark. */
  sourceIndex?: number;
}

/** The notes' citations, with `listIndex` as the index of their list. */
export function noteCitations(paragraphs: Paragraph[], notes: Map<string, Note>, listIndex: number): NoteCitations {
  const marks: Mark[] = [];
  const bookmarks = noteBookmarks(paragraphs);
  let classified = 0;
  for (const paragraph of paragraphs) {
    const inParagraph: Mark[] = [];
    for (const run of paragraph.runs) {
      const note = run.note ? notes.get(noteKey(run.note)) : undefined;
      if (note && !note.holdsList) inParagraph.push({ paragraph, start: run.start, end: run.end, note, sourceIndex: classified++ });
    }
    if (bookmarks.size > 0) {
      for (const again of noteCrossReferences(paragraph, bookmarks)) {
        const note = notes.get(noteKey(again.note));
        if (note && !note.holdsList) inParagraph.push({ paragraph, start: again.start, end: again.end, note });
      }
      inParagraph.sort((a, b) => a.start - b.start);
    }
    marks.push(...inParagraph);
  }
  // A cross-reference repeats its note: only the marks themselves are classified (an "Ibid." follows
  // the note before it, not a cross-reference), and the cross-reference cites the numbers of its note.
  const sources = classifyNotes(marks.filter((m) => m.sourceIndex !== undefined).map((m) => withLinks(m.note)));
  const numbersOfNote = new Map<string, number[]>();
  const list: ReferenceList = { index: listIndex, heading: '', headingParagraphIndex: -1, autoNumbered: false, entries: [] };
  const citations: Citation[] = [];
  const cited: NoteMark[] = [];
  let group: Citation | undefined;
  marks.forEach((mark) => {
    if (mark.sourceIndex === undefined) {
      const numbers = numbersOfNote.get(noteKey(mark.note));
      if (numbers) group = addToGroup(group, mark, [...numbers], undefined, listIndex, citations);
      else group = undefined;
      return;
    }
    const source = sources[mark.sourceIndex];
    if (source?.kind !== 'references') {
      group = undefined;
      return;
    }
    const numbers = source.references.map((text) => {
      const entry: ReferenceEntry = {
        list: listIndex,
        number: list.entries.length + 1,
        text,
        paragraphIndex: -1,
        extraParagraphIndexes: [],
        links: linksIn(text, mark.note),
      };
      list.entries.push(entry);
      return entry.number;
    });
    numbersOfNote.set(noteKey(mark.note), numbers);
    cited.push({ kind: mark.note.kind, id: mark.note.id });
    // "Ibid., p. 5", "Smith, op. cit., at 7": a repeat's page is a pinpoint into the work.
    const pinpoint = source.repeat ? repeatPinpoint(mark.note.text) : undefined;
    const locators = pinpoint ? Object.fromEntries(numbers.map((n) => [n, pinpoint])) : undefined;
    group = addToGroup(group, mark, numbers, locators, listIndex, citations);
  });
  return list.entries.length > 0 ? { list, citations, cited } : { citations, cited };
}

/** Marks with nothing between them join the group before them; any other mark opens a group of its own. */
function addToGroup(
  group: Citation | undefined,
  mark: Mark,
  numbers: number[],
  locators: Citation['locators'],
  listIndex: number,
  citations: Citation[],
): Citation {
  const { paragraph } = mark;
  if (group && group.paragraphIndex === paragraph.index && adjacent(paragraph.text.slice(group.end, mark.start))) {
    group.end = mark.end;
    group.text = paragraph.text.slice(group.start, group.end);
    group.numbers.push(...numbers);
    if (locators) group.locators = { ...group.locators, ...locators };
    return group;
  }
  const opened: Citation = {
    paragraphIndex: paragraph.index,
    start: mark.start,
    end: mark.end,
    text: paragraph.text.slice(mark.start, mark.end),
    render: 'note',
    list: listIndex,
    numbers,
    superscript: true,
  };
  if (locators) opened.locators = locators;
  citations.push(opened);
  return opened;
}

/** The page a repeat note ends with: "p. 5", "pp. 12–15", "S. 3", "at 7". */
function repeatPinpoint(text: string): Locator | undefined {
  const page = new RegExp(String.raw`(?:\b(?:pp?|s)\.|\bat)\s*(\d{1,5}(?:\s*[${DASHES}]\s*\d{1,5})?)\s*\.?\s*$`, 'i').exec(text)?.[1];
  // Chicago writes the page bare after a comma: "Smith, “Solar Growth,” 4.", "Ibid., 12–14." (not a year: "Smith, 2020.").
  const bare = page ? undefined : new RegExp(String.raw`,[”"’]?\s*(\d{1,5}(?:\s*[${DASHES}]\s*\d{1,5})?)\s*\.?\s*$`).exec(text)?.[1];
  if (bare && /^(?:1[5-9]|20)\d\d$/.test(bare)) return undefined;
  const found = page ?? bare;
  return found ? parseLocator(found) : undefined;
}

/** Marks with nothing between them, or only a typed separator ("¹,²"), are one group. */
function adjacent(between: string): boolean {
  return /^(?:|\s?[,;]\s?)$/.test(between);
}

/** A note whose title is a link and whose URL is not written out: the link is part of the reference. */
function withLinks(note: Note): string {
  const missing = note.links.filter((url) => !note.text.includes(url));
  return missing.length === 1 ? `${note.text} ${missing[0]}` : note.text;
}

function linksIn(text: string, note: Note): string[] {
  return note.links.filter((url) => text.includes(url));
}
