// Crossref's REST API work record (the fields we use) and its conversion to CSL-JSON.
// The zod schemas are loose on purpose: Crossref adds fields freely; we only insist on what we read.
import { z } from 'zod';
import type { CslItem, CslName, CslType } from '../types.ts';
import { normalizeDoi } from '../references/identifiers.ts';
import { decodeHtmlEntities } from '../text/html-entities.ts';

const crossrefName = z
  .object({ given: z.string().optional(), family: z.string().optional(), suffix: z.string().optional(), name: z.string().optional() })
  .loose();
const dateParts = z.object({ 'date-parts': z.array(z.array(z.number().nullable())).optional() }).loose();

export const crossrefWorkSchema = z
  .object({
    DOI: z.string(),
    title: z.array(z.string()).optional(),
    subtitle: z.array(z.string()).optional(),
    'short-title': z.array(z.string()).optional(),
    author: z.array(crossrefName).optional(),
    editor: z.array(crossrefName).optional(),
    issued: dateParts.optional(),
    published: dateParts.optional(),
    'published-print': dateParts.optional(),
    'published-online': dateParts.optional(),
    'container-title': z.array(z.string()).optional(),
    volume: z.string().optional(),
    issue: z.string().optional(),
    page: z.string().optional(),
    publisher: z.string().optional(),
    type: z.string().optional(),
    URL: z.string().optional(),
    ISSN: z.array(z.string()).optional(),
    ISBN: z.array(z.string()).optional(),
    relation: z.record(z.string(), z.array(z.object({ 'id-type': z.string().optional(), id: z.string().optional() }).loose())).optional(),
    'updated-by': z.array(z.object({ DOI: z.string().optional(), type: z.string().optional(), label: z.string().optional() }).loose()).optional(),
  })
  .loose();

export type CrossrefWork = z.infer<typeof crossrefWorkSchema>;

export const crossrefWorkMessageSchema = z.object({ status: z.string(), message: crossrefWorkSchema }).loose();
export const crossrefListMessageSchema = z.object({ status: z.string(), message: z.object({ items: z.array(z.unknown()) }).loose() }).loose();

const TYPES: Record<string, CslType> = {
  'journal-article': 'article-journal',
  'proceedings-article': 'paper-conference',
  'book-chapter': 'chapter',
  'book-section': 'chapter',
  'book-part': 'chapter',
  book: 'book',
  monograph: 'book',
  'edited-book': 'book',
  'reference-book': 'book',
  report: 'report',
  'report-component': 'report',
  dissertation: 'thesis',
  dataset: 'dataset',
  'posted-content': 'article',
  standard: 'report',
};

export interface CrossrefRecord {
  item: CslItem;
  /** Title + subtitle, short title: other forms to compare the reference's title with. */
  altTitles: string[];
  retracted: boolean;
  /** DOI of the retraction notice, when there is one. */
  retractionDoi?: string;
}

export function crossrefWorkToCsl(work: CrossrefWork, id: string): CrossrefRecord {
  const item: CslItem = { id, type: TYPES[work.type ?? ''] ?? 'article-journal' };
  const title = clean(work.title?.[0]);
  if (title) item.title = title;
  const authors = names(work.author);
  if (authors.length > 0) item.author = authors;
  // A chapter's book editors: CSL (and biblatex's @incollection) want them.
  const editors = names(work.editor);
  if (editors.length > 0) item.editor = editors;
  const date = firstDate(work.issued) ?? firstDate(work['published-print']) ?? firstDate(work['published-online']) ?? firstDate(work.published);
  if (date) item.issued = { 'date-parts': [date] };
  const container = clean(work['container-title']?.[0]);
  if (container) item['container-title'] = container;
  if (work.volume) item.volume = work.volume;
  if (work.issue) item.issue = work.issue;
  if (work.page) item.page = work.page.replace(/[–—]/g, '-');
  const publisher = clean(work.publisher);
  if (publisher) item.publisher = publisher;
  const doi = normalizeDoi(work.DOI) ?? work.DOI.toLowerCase();
  item.DOI = doi;
  item.URL = `https://doi.org/${doi}`;
  if (work.ISSN?.[0]) item.ISSN = work.ISSN[0];
  if (work.ISBN?.[0]) item.ISBN = work.ISBN[0];
  const published = work.relation?.['is-preprint-of']?.find((r) => !r['id-type'] || r['id-type'] === 'doi')?.id;
  const publishedDoi = normalizeDoi(published);
  if (publishedDoi && publishedDoi !== doi) item.publishedDoi = publishedDoi;

  const altTitles: string[] = [];
  const subtitle = clean(work.subtitle?.[0]);
  if (title && subtitle) altTitles.push(`${title}: ${subtitle}`);
  const short = clean(work['short-title']?.[0]);
  if (short) altTitles.push(short);

  const retraction = (work['updated-by'] ?? []).find((u) => /retract/i.test(`${u.type ?? ''} ${u.label ?? ''}`));
  const record: CrossrefRecord = { item, altTitles, retracted: Boolean(retraction) };
  const retractionDoi = normalizeDoi(retraction?.DOI);
  if (retractionDoi) record.retractionDoi = retractionDoi;
  return record;
}

function firstDate(date: { 'date-parts'?: (number | null)[][] } | undefined): number[] | undefined {
  const parts = date?.['date-parts']?.[0]?.filter((n): n is number => typeof n === 'number');
  return parts && parts.length > 0 ? parts : undefined;
}

function names(list: z.infer<typeof crossrefName>[] | undefined): CslName[] {
  return (list ?? [])
    .map((a): CslName | undefined => {
      const family = clean(a.family);
      if (family) {
        const name: CslName = { family };
        const given = clean(a.given);
        if (given) name.given = given;
        // "Jr.", "III": Crossref keeps them apart, and so does CSL.
        const suffix = clean(a.suffix);
        if (suffix) name.suffix = suffix;
        return name;
      }
      const literal = clean(a.name);
      return literal ? { literal } : undefined;
    })
    .filter((a): a is CslName => a !== undefined);
}

/**
 * Crossref's titles and names carry JATS/HTML markup ("CO<sub>2</sub>", "<i>E. coli</i>"), the
 * character references of the XML they came from ("Clinical &amp; Translational Medicine", "R&amp;D",
 * "&lt;5 years") and stray whitespace: the text is what they mean.
 */
function clean(text: string | undefined): string | undefined {
  const cleaned =
    text === undefined
      ? undefined
      : decodeHtmlEntities(text.replace(/<[^>]+>/g, ''))
          .replace(/\s+/g, ' ')
          .trim();
  return cleaned || undefined;
}
