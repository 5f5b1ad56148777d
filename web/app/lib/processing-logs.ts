// Processing-log entries (spec §3) as the screens read them. The API sends an array; older rows or other
// servers may send a JSON string. Anything unparseable is ignored (spec §5).
import type { ProcessingLogEntry } from './types.ts';

export type LogTone = 'success' | 'warning' | 'error' | 'progress';

export function parseProcessingLogs(value: unknown): ProcessingLogEntry[] {
  let list: unknown = value;
  if (typeof value === 'string') {
    try {
      list = JSON.parse(value);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(list)) return [];
  return list.filter((e): e is ProcessingLogEntry => typeof e === 'object' && e !== null && typeof (e as { citation?: unknown }).citation === 'string');
}

/** success, warning, error; any other status reads as in progress. */
export function logTone(status: string | undefined): LogTone {
  return status === 'success' || status === 'warning' || status === 'error' ? status : 'progress';
}

/** The metadata line of an entry: authors, year, title, container, volume(issue), pages. */
export function describeLogMetadata(metadata: Record<string, unknown> | undefined): string {
  if (!metadata) return '';
  const parts: string[] = [];
  const authors = Array.isArray(metadata.authors) ? metadata.authors.filter((a): a is string => typeof a === 'string') : [];
  if (authors.length > 0) parts.push(authors.length > 3 ? `${authors.slice(0, 3).join(', ')} et al.` : authors.join(', '));
  const issued = metadata.issued as { 'date-parts'?: unknown[][] } | undefined;
  const year = metadata.year ?? issued?.['date-parts']?.[0]?.[0];
  if (typeof year === 'number' || typeof year === 'string') parts.push(`(${year})`);
  if (typeof metadata.title === 'string' && metadata.title) parts.push(metadata.title);
  const container = metadata['container-title'] ?? metadata.journal;
  if (typeof container === 'string' && container) parts.push(container);
  const volume = typeof metadata.volume === 'string' || typeof metadata.volume === 'number' ? String(metadata.volume) : '';
  const issue = typeof metadata.issue === 'string' || typeof metadata.issue === 'number' ? String(metadata.issue) : '';
  if (volume) parts.push(issue ? `${volume}(${issue})` : volume);
  const pages = metadata.page ?? metadata.pages;
  if (typeof pages === 'string' && pages) parts.push(pages);
  return parts.join(' · ');
}
