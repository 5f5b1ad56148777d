// Markdown tables for the run's figures (they go straight into an issue note).
import type { Summary } from './stats.ts';

export function table(header: string[], rows: (string | number)[][]): string {
  const line = (cells: (string | number)[]) => `| ${cells.map(String).join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/** Milliseconds, rounded sensibly for a table; '—' for no value. */
export function ms(value: number): string {
  if (!Number.isFinite(value)) return '—';
  if (value >= 10_000) return `${(value / 1000).toFixed(1)} s`;
  if (value >= 100) return `${Math.round(value)} ms`;
  return `${value.toFixed(1)} ms`;
}

export function summaryCells(s: Summary): string[] {
  return [String(s.count), ms(s.p50), ms(s.p90), ms(s.p99), ms(s.max)];
}

export function fixed(value: number, digits = 1): string {
  return Number.isFinite(value) ? value.toFixed(digits) : '—';
}
