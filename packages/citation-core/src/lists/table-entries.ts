// A reference list laid out as a table: one row per reference, the number in the first column and
// the reference in the next ("[1] | Smith, J. (2020). …", "1 | …"), often under a header row
// ("No. | Reference"). Templates and hand-made reports do this; every row is one entry. A table with
// no number column at all is numbered by its rows when every row reads as a reference.
import type { Paragraph } from '../docx/paragraphs.ts';
import type { ReferenceEntry } from '../types.ts';
import { LOOKS_LIKE_REFERENCE } from './reference-like.ts';

/** A first cell that is only a number: "1", "1.", "[1]", "(1)", "1)". */
const NUMBER_CELL = /^\s*[[(【［]?\s*(\d{1,4})\s*[\])】］]?[.:)]?\s*$/;

export interface TableEntries {
  entries: ReferenceEntry[];
  /** Index of the table's last paragraph. */
  last: number;
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
  const numbered = numberedRows(rows, listIndex);
  if (numbered.length > 0 && numbered.length >= rows.size - 1) return { entries: numbered, last };
  const positional = unnumberedRows(rows, listIndex);
  return positional ? { entries: positional, last } : undefined;
}

type Rows = Map<number, Map<number, Paragraph[]>>;

function numberedRows(rows: Rows, listIndex: number): ReferenceEntry[] {
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
      text: textParagraphs.map((p) => p.text.trim()).join(' '),
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
function unnumberedRows(rows: Rows, listIndex: number): ReferenceEntry[] | undefined {
  const all = [...rows.values()].map((row) => [...row.entries()].sort((a, b) => a[0] - b[0]).flatMap(([, ps]) => ps));
  const looksLike = (ps: Paragraph[]) => LOOKS_LIKE_REFERENCE.test(cellText(ps)) || ps.some((p) => p.runs.some((r) => r.link));
  const body = all[0] && !looksLike(all[0]) ? all.slice(1) : all;
  if (body.length < 2 || !body.every(looksLike)) return undefined;
  return body.map((ps, i) => {
    const textParagraphs = ps.filter((p) => p.text.trim() !== '');
    const anchor = (textParagraphs[0] ?? ps[0]) as Paragraph;
    return {
      list: listIndex,
      number: i + 1,
      text: textParagraphs.map((p) => p.text.trim()).join(' '),
      paragraphIndex: anchor.index,
      extraParagraphIndexes: ps.map((p) => p.index).filter((index) => index !== anchor.index),
      links: [...new Set(ps.flatMap((p) => p.runs.map((r) => r.link).filter((l): l is string => l !== undefined)))],
    };
  });
}

function cellText(paragraphs: Paragraph[]): string {
  return paragraphs.map((p) => p.text.trim()).join(' ');
}
