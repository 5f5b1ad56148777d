// The one table a batch run ends with (local or --server): a row per file, then a total line.
export interface SummaryRow {
  file: string;
  citations?: number;
  entries?: number;
  unresolved?: number;
  /** Credits charged by the server; undefined for local runs. */
  credits?: number;
  status: string;
}

const HEADERS = ['file', 'citations', 'entries', 'unresolved', 'credits', 'status'] as const;

export function summaryTable(rows: SummaryRow[]): string {
  const cells = rows.map((r) => [r.file, show(r.citations), show(r.entries), show(r.unresolved), show(r.credits), r.status]);
  const widths = HEADERS.map((h, i) => Math.max(h.length, ...cells.map((c) => (c[i] as string).length)));
  const numeric = [false, true, true, true, true, false];
  const line = (values: readonly string[]) =>
    values
      .map((v, i) => (numeric[i] ? v.padStart(widths[i] as number) : v.padEnd(widths[i] as number)))
      .join('  ')
      .trimEnd();
  const failed = rows.filter((r) => r.status !== 'ok').length;
  const total = `${rows.length} file${rows.length === 1 ? '' : 's'}: ${rows.length - failed} ok, ${failed} failed`;
  return `\n${[line(HEADERS), ...cells.map(line)].join('\n')}\n${total}\n`;
}

function show(value: number | undefined): string {
  return value === undefined ? '—' : String(value);
}
