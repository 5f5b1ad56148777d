// A reference list laid out as a table: one row per reference, the number in the first column and
// the reference in the next ("[1] | Smith, J. (2020). …", "1 | …"), often under a header row
// ("No. | Reference"). Templates and hand-made reports do this; every row is one entry.
import type { Paragraph } from '../docx/paragraphs.ts';
import type { ReferenceEntry } from '../types.ts';

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
  // A header row may have no number; a table of something else has few.
  return entries.length > 0 && entries.length >= rows.size - 1 ? { entries, last } : undefined;
}

function cellText(paragraphs: Paragraph[]): string {
  return paragraphs.map((p) => p.text.trim()).join(' ');
}
