// RIS, the tagged format every reference manager imports (EndNote, Mendeley, Zotero, RefWorks):
// one record per cited item, from the same CSL-JSON the other exports use.
import type { CslData } from './csl-data.ts';

const TYPE: Record<string, string> = {
  'article-journal': 'JOUR',
  'article-magazine': 'MGZN',
  'article-newspaper': 'NEWS',
  book: 'BOOK',
  chapter: 'CHAP',
  'paper-conference': 'CPAPER',
  report: 'RPRT',
  thesis: 'THES',
  webpage: 'ELEC',
  'post-weblog': 'BLOG',
  dataset: 'DATA',
  software: 'COMP',
  patent: 'PAT',
  standard: 'STAND',
  legislation: 'STAT',
  legal_case: 'CASE',
  // A preprint (CSL's "article"): UNPB, the type reference managers give unpublished work; as JOUR,
  // Zotero made it a journal article with no journal and its repository ("arXiv") a note.
  article: 'UNPB',
  manuscript: 'UNPB',
};

/** Types whose SP is the whole work's number of pages in Zotero (RIS.js maps SP to numPages for them). */
const COUNTED_TYPES = new Set(['book', 'thesis', 'manuscript']);

interface Name {
  family?: string;
  given?: string;
  literal?: string;
  suffix?: string;
  'non-dropping-particle'?: string;
  'dropping-particle'?: string;
}
interface DateValue {
  'date-parts'?: (number | string)[][];
}

function line(tag: string, value: unknown): string {
  if (value === undefined || value === null || value === '') return '';
  // A record is line-based: a value never spans lines.
  return `${tag}  - ${String(value)
    .replace(/\s*[\r\n]+\s*/g, ' ')
    .trim()}\r\n`;
}

// RIS names are "Last, First, Suffix"; a particle belongs to the last name ("van der Waals, J. D., Jr.").
function name(n: Name): string {
  // An organisation is one name: a comma in it ("University of California, Berkeley") would be read
  // as "Last, First" (Zotero's RIS.js splits at it), so it goes.
  if (n.literal) return n.literal.replace(/\s*,\s*/g, ' ');
  const last = [n['dropping-particle'], n['non-dropping-particle'], n.family].filter((p) => p?.trim()).join(' ');
  return [last, n.given, n.suffix].filter((p) => p?.trim()).join(', ');
}

/** First and last page of a range ("100-110", "S12–S15", "e0266012"); a list of ranges keeps its first. */
export function pageRange(page: string): { start?: string; end?: string } {
  const first = page.split(/\s*[,;]\s*/)[0]?.trim() ?? '';
  const range = /^(.+?)\s*[-‐‑‒–—]+\s*(.+)$/u.exec(first);
  if (!range) return first ? { start: first } : {};
  return { start: range[1], end: range[2] };
}

function date(d: unknown): { year?: string; full?: string } {
  const parts = (d as DateValue | undefined)?.['date-parts']?.[0];
  if (!parts || parts[0] === undefined) return {};
  const [y, m, day] = parts.map((p) => String(p));
  return { year: y, full: `${y}/${m ? m.padStart(2, '0') : ''}/${day ? day.padStart(2, '0') : ''}/` };
}

export function toRis(items: CslData[]): string {
  return items
    .map((item) => {
      const issued = date(item.issued);
      const accessed = date(item.accessed);
      // Zotero's RIS translator reads and writes SP as a book's or a thesis's number of pages (its
      // numPages, CSL number-of-pages), with no EP: those types have no page range of their own.
      const count = COUNTED_TYPES.has(item.type) ? item['number-of-pages'] : undefined;
      const { start, end } = count !== undefined && count !== '' ? { start: String(count), end: undefined } : pageRange(String(item.page ?? ''));
      let out = line('TY', TYPE[item.type] ?? 'GEN');
      for (const n of (item.author as Name[] | undefined) ?? []) out += line('AU', name(n));
      for (const n of (item.editor as Name[] | undefined) ?? []) out += line('ED', name(n));
      out += line('TI', item.title);
      out += line(item.type === 'book' ? 'T3' : 'T2', item['container-title']);
      out += line('PY', issued.year);
      out += line('DA', issued.full);
      out += line('Y2', accessed.full);
      out += line('T3', item.type === 'book' ? undefined : item['collection-title']);
      out += line('VL', item.volume);
      out += line('IS', item.issue);
      out += line('SP', start);
      out += line('EP', end);
      // RIS's ET is the edition, and a program's version (Zotero reads it into "Version" for COMP).
      out += line('ET', item.edition ?? item.version);
      out += line('M3', item.genre);
      out += line('PB', item.publisher);
      out += line('CY', item['publisher-place']);
      // Zotero's RIS reader files SN as a patent's number; a standard's number goes there too.
      out += line('SN', item.type === 'patent' || item.type === 'standard' ? (item.number ?? item.ISBN) : (item.ISBN ?? item.ISSN));
      out += line('DO', item.DOI);
      out += line('UR', item.URL);
      out += line('LA', item.language);
      out += line('N1', item.note);
      out += line('ID', item.id);
      return `${out}ER  - \r\n`;
    })
    .join('\r\n');
}
