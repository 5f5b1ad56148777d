// Footnotes and endnotes that are references become citations at their marks: one more reference
// list holds the references of the notes (numbered in reading order), and each mark — or run of
// adjacent marks, "¹²" — is one citation group of that list. Commentary notes and their marks stay.
import type { NoteMark, Paragraph, RunSpan } from '../docx/paragraphs.ts';
import { parseLocator } from '../citations/locator.ts';
import type { Locator } from '../citations/locator.ts';
import type { Citation, ReferenceEntry, ReferenceList } from '../types.ts';
import { classifyNotes } from './classify-notes.ts';
import type { Note } from './read-notes.ts';
import { noteKey } from './read-notes.ts';

export interface NoteCitations {
  /** The list of the notes' references (absent when no note is a reference). */
  list?: ReferenceList;
  citations: Citation[];
  /** The notes that became citations: their marks are replaced, the notes themselves can go. */
  cited: NoteMark[];
}

interface Mark {
  paragraph: Paragraph;
  run: RunSpan;
  note: Note;
}

/** The notes' citations, with `listIndex` as the index of their list. */
export function noteCitations(paragraphs: Paragraph[], notes: Map<string, Note>, listIndex: number): NoteCitations {
  const marks: Mark[] = [];
  for (const paragraph of paragraphs) {
    for (const run of paragraph.runs) {
      const note = run.note ? notes.get(noteKey(run.note)) : undefined;
      if (note && !note.holdsList) marks.push({ paragraph, run, note });
    }
  }
  const sources = classifyNotes(marks.map((m) => withLinks(m.note)));
  const list: ReferenceList = { index: listIndex, heading: '', headingParagraphIndex: -1, autoNumbered: false, entries: [] };
  const citations: Citation[] = [];
  const cited: NoteMark[] = [];
  let group: Citation | undefined;
  marks.forEach((mark, i) => {
    const source = sources[i];
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
    cited.push({ kind: mark.note.kind, id: mark.note.id });
    // "Ibid., p. 5", "Smith, op. cit., at 7": a repeat's page is a pinpoint into the work.
    const pinpoint = source.repeat ? repeatPinpoint(mark.note.text) : undefined;
    const locators = pinpoint ? Object.fromEntries(numbers.map((n) => [n, pinpoint])) : undefined;
    const { paragraph, run } = mark;
    if (group && group.paragraphIndex === paragraph.index && adjacent(paragraph.text.slice(group.end, run.start))) {
      group.end = run.end;
      group.text = paragraph.text.slice(group.start, group.end);
      group.numbers.push(...numbers);
      if (locators) group.locators = { ...group.locators, ...locators };
      return;
    }
    group = {
      paragraphIndex: paragraph.index,
      start: run.start,
      end: run.end,
      text: paragraph.text.slice(run.start, run.end),
      render: 'note',
      list: listIndex,
      numbers,
      superscript: true,
    };
    if (locators) group.locators = locators;
    citations.push(group);
  });
  return list.entries.length > 0 ? { list, citations, cited } : { citations, cited };
}

/** The page a repeat note ends with: "p. 5", "pp. 12–15", "S. 3", "at 7". */
function repeatPinpoint(text: string): Locator | undefined {
  const page = /(?:\b(?:pp?|s)\.|\bat)\s*(\d{1,5}(?:\s*[-–]\s*\d{1,5})?)\s*\.?\s*$/i.exec(text)?.[1];
  // Chicago writes the page bare after a comma: "Smith, “Solar Growth,” 4.", "Ibid., 12–14." (not a year: "Smith, 2020.").
  const bare = page ? undefined : /,[”"’]?\s*(\d{1,5}(?:\s*[-–]\s*\d{1,5})?)\s*\.?\s*$/.exec(text)?.[1];
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
