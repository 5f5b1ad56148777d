// The publication year of a CSL item, from structured date parts first and from a
// free-text date (raw/literal, e.g. "Spring 2019") as a fallback.
import type { CslDate, CslItem } from '../types.ts';

export function issuedYear(item: Pick<CslItem, 'issued'>): number | undefined {
  return dateYear(item.issued);
}

export function dateYear(date: CslDate | undefined): number | undefined {
  if (!date) return undefined;
  const first = date['date-parts']?.[0]?.[0];
  const year = typeof first === 'string' ? Number.parseInt(first, 10) : first;
  if (typeof year === 'number' && Number.isInteger(year) && year > 0) return year;
  const text = `${date.raw ?? ''} ${date.literal ?? ''}`;
  const match = /(?<!\d)(1[5-9]\d\d|20\d\d)(?!\d)/.exec(text);
  return match ? Number.parseInt(match[1] as string, 10) : undefined;
}
