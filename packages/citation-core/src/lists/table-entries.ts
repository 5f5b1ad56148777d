// A reference list laid out as a table: one row per reference, the number in the first column and
// the reference in the next ("[1] | Smith, J. (2020). …", "1 | …"), often under a header row
// ("No. | Reference"). Templates and hand-made reports do this; every row is one entry. A table with
// no number column at all is numbered by its rows when every row reads as a reference.
import type { Paragraph } from '../docx/paragraphs.ts';
import type { ReferenceEntry } from '../types.ts';
import { LOOKS_LIKE_REFERENCE } from './reference-like.ts';

/** A first cell that is only a number: "1", "1.", "[1]", "(1)", "1)". */
const NUMBER_CELL = /^\s*[[(【［〔]?\s*(\d{1,4})\s*[\])】］〕]?[.:)]?\s*$/;

export interface TableEntries {
  entries: ReferenceEntry[];
  /** Index of the table's last paragraph. */
  last: number;
  /** The header row names a reference's parts ("Paper | Authors | Year"): the table is a list whatever heads it. */
  byColumns?: boolean;
  /** The rows' numbers stand in a number column ("[1] | Smith, J. (2020). …"), not counted by position. */
  numbered?: boolean;
}

/**
 * The entries of the table whose first paragraph is `from`, or undefined when the table is not a
 * numbered list (most of its rows must start with a number cell followed by text).
 */
export function tableEntries(paragraphs: Paragraph[], from: number, listIndex: number): TableEntries | undefined {
  const table = paragraphs[from]?.cell?.table;
  if (!table) return undefined;
  const rows = new Map<number, Map<number, Paragraph[]>>();
  let last = from;
  for (let k = from; k < paragraphs.length && paragraphs[k]?.cell?.table === table; k++) {
    const p = paragraphs[k] as Paragraph & { cell: NonNullable<Paragraph['cell']> };
    const row = rows.get(p.cell.row) ?? new Map<number, Paragraph[]>();
    rows.set(p.cell.row, row);
    row.set(p.cell.column, [...(row.get(p.cell.column) ?? []), p]);
    last = k;
  }
  const columns = headerColumns(rows);
  const numbered = numberedRows(rows, listIndex, columns);
  if (numbered.length > 0 && numbered.length >= rows.size - 1) return { entries: numbered, last, numbered: true, ...(columns ? { byColumns: true } : {}) };
  const positional = unnumberedRows(rows, listIndex, columns);
  return positional ? { entries: positional, last, ...(columns ? { byColumns: true } : {}) } : undefined;
}

type Rows = Map<number, Map<number, Paragraph[]>>;

type Part = 'title' | 'authors' | 'year' | 'container' | 'publisher' | 'address';

/** What a header cell names, in the tables research assistants export (Elicit, Consensus, SciSpace). */
const COLUMN_NAMES: [Part, RegExp][] = [
  ['title', /^(?:paper|title|article|study|paper title|article title|study title|document)$/i],
  ['authors', /^(?:authors?|author\(s\)|authors? names?|by|first author|creators?)$/i],
  ['year', /^(?:year|date|published|publication year|pub(?:lication)?\.? date|yr)$/i],
  ['container', /^(?:journal|venue|source|publication|published in|journal\/venue|journal name|outlet|conference)$/i],
  ['publisher', /^(?:publisher|organi[sz]ation|site|website|web ?site|institution|agency|issuer|author\/organi[sz]ation)$/i],
  ['address', /^(?:doi|url|link|links|doi\/url|doi \/ url|doi or url|paper link|source url|source link)$/i],
];

/**
 * A header row that names the parts of a reference, one per column ("# | Paper | Authors | Year",
 * "Title | Authors | Year | Journal | DOI"): which column holds which part. Only with a title column
 * and an authors or year one; a header such as "No. | Reference" (the whole reference in one cell)
 * gives no parts, and the cells are read joined.
 */
function headerColumns(rows: Rows): Map<Part, number> | undefined {
  const header = [...rows.values()][0];
  if (!header) return undefined;
  const columns = new Map<Part, number>();
  for (const [column, ps] of header) {
    const name = cellText(ps)
      .replace(/[:*]+$/, '')
      .trim();
    const part = COLUMN_NAMES.find(([, pattern]) => pattern.test(name))?.[0];
    if (part && !columns.has(part)) columns.set(part, column);
  }
  // "Title | Publisher | URL" (Kimi's, Le Chat's tables) names its parts as well as "Paper | Authors | Year".
  const others = ['authors', 'year', 'container', 'publisher', 'address'] as const;
  return columns.has('title') && others.some((part) => columns.has(part)) ? columns : undefined;
}

/**
 * The reference a row of named columns stands for, written the way an author–date entry reads
 * ("Smith J, Doe A (2020). Title. Journal. https://doi.org/…"), so the entry parser reads each part
 * where it expects it; columns the header does not name (summaries, findings) are left out.
 */
function composed(row: Map<number, Paragraph[]>, columns: Map<Part, number>): string {
  const part = (name: Part) => {
    const column = columns.get(name);
    return column === undefined ? '' : cellText(row.get(column) ?? []).replace(/\s*[.;,]\s*$/, '');
  };
  const [title, authors, year, container, publisher, address] = (['title', 'authors', 'year', 'container', 'publisher', 'address'] as const).map(part);
  const sentence = (text: string) => (text === '' ? '' : /[.?!]$/.test(text) ? text : `${text}.`);
  const doi = /^10\.\d{4,9}\//.test(address ?? '') ? `https://doi.org/${address}` : (address ?? '');
  const head = authors ? `${authors}${year ? ` (${year})` : ''}.` : '';
  return [head, sentence(title ?? ''), sentence(container ?? ''), sentence(publisher ?? ''), !authors && year ? `${year}.` : '', doi]
    .filter((x) => x !== '')
    .join(' ');
}

function numberedRows(rows: Rows, listIndex: number, columns: Map<Part, number> | undefined): ReferenceEntry[] {
  const entries: ReferenceEntry[] = [];
  for (const row of rows.values()) {
    const cells = [...row.entries()].sort((a, b) => a[0] - b[0]).map(([, ps]) => ps);
    const [first, ...others] = cells;
    const number = NUMBER_CELL.exec(cellText(first ?? []))?.[1];
    const textParagraphs = others.flat().filter((p) => p.text.trim() !== '');
    const anchor = textParagraphs[0];
    if (number === undefined || !anchor) continue;
    const rowParagraphs = cells.flat();
    entries.push({
      list: listIndex,
      number: Number(number),
      text: columns ? composed(row, columns) : joinedCells(others),
      paragraphIndex: anchor.index,
      extraParagraphIndexes: rowParagraphs.map((p) => p.index).filter((i) => i !== anchor.index),
      links: [...new Set(rowParagraphs.flatMap((p) => p.runs.map((r) => r.link).filter((l): l is string => l !== undefined)))],
    });
  }
  // A header row may have no number; a table of something else has few (the caller checks).
  return entries;
}

/**
 * A table with no number column ("Source | URL"), its rows the references in order: numbered by
 * position, a header row left out. Only when at least two rows and every row after the first read as
 * references (a link, a DOI or a year), so a table of data stays a table.
 */
function unnumberedRows(rows: Rows, listIndex: number, columns: Map<Part, number> | undefined): ReferenceEntry[] | undefined {
  const cells = [...rows.values()];
  const all = cells.map((row) => [...row.entries()].sort((a, b) => a[0] - b[0]).flatMap(([, ps]) => ps));
  const looksLike = (ps: Paragraph[]) => LOOKS_LIKE_REFERENCE.test(cellText(ps)) || ps.some((p) => p.runs.some((r) => r.link));
  // A header naming a "DOI" column reads like a reference by that word alone: it is still the header.
  const skip = columns || (all[0] && !looksLike(all[0])) ? 1 : 0;
  const body = all.slice(skip);
  if (body.length < 2 || !body.every(looksLike)) return undefined;
  return body.map((ps, i) => {
    const textParagraphs = ps.filter((p) => p.text.trim() !== '');
    const anchor = (textParagraphs[0] ?? ps[0]) as Paragraph;
    return {
      list: listIndex,
      number: i + 1,
      text: columns ? composed(cells[i + skip] as Map<number, Paragraph[]>, columns) : joinedCells(rowCells(cells[i + skip])),
      paragraphIndex: anchor.index,
      extraParagraphIndexes: ps.map((p) => p.index).filter((index) => index !== anchor.index),
      links: [...new Set(ps.flatMap((p) => p.runs.map((r) => r.link).filter((l): l is string => l !== undefined)))],
    };
  });
}

/**
 * The cells of a row without a header naming them ("Carbon capture in wetlands | Nature | https://…"),
 * read as one reference: each cell a part of its own, so a title and the journal beside it stay apart.
 */
function joinedCells(cells: Paragraph[][]): string {
  const texts = cells.map(cellText).filter((text) => text !== '');
  return texts.map((text, i) => (i < texts.length - 1 && !/[.?!:;,]$|\S+:\/\/\S+$/.test(text) ? `${text}.` : text)).join(' ');
}

/** A row's cells in column order. */
function rowCells(row: Map<number, Paragraph[]> | undefined): Paragraph[][] {
  return [...(row ?? new Map<number, Paragraph[]>()).entries()].sort((a, b) => a[0] - b[0]).map(([, ps]) => ps);
}

function cellText(paragraphs: Paragraph[]): string {
  return paragraphs.map((p) => p.text.trim()).join(' ');
}
