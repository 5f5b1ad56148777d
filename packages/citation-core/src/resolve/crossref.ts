// Strategy 'crossref': a DOI in the string is looked up and checked against the string (identifier
// pass); otherwise the cleaned string is searched and the candidates validated (search pass).
import type { ParsedReference, Resolution } from '../types.ts';
import type { CrossrefClient } from './crossref-client.ts';
import { crossrefWorkToCsl } from './crossref-work.ts';
import type { CrossrefWork } from './crossref-work.ts';
import { referenceDoi, referenceLandingUrl, referencePii, searchQueryText } from './lookup-keys.ts';
import type { ResolveContext, Resolver } from './resolver.ts';
import { tokens } from './text-match.ts';
import { chooseCandidate, validateMatch } from './validate-match.ts';

export interface CrossrefResolverOptions {
  client: CrossrefClient;
}

export function crossref(options: CrossrefResolverOptions): Resolver {
  return {
    id: 'crossref',
    canResolve(ref, pass) {
      return pass === 'identifier' ? referenceDoi(ref) !== undefined || referencePii(ref) !== undefined : isSearchable(ref);
    },
    async resolve(ref, ctx) {
      if (ctx.pass === 'identifier') {
        const doi = referenceDoi(ref);
        if (doi) return verifyDoi(ref, doi, options.client, ctx, 'crossref');
        const pii = referencePii(ref);
        return pii ? verifyPii(ref, pii, options.client, ctx) : null;
      }
      return searchCrossref(ref, options.client, ctx);
    },
  };
}

/**
 * Looks a DOI up and accepts its record unless it contradicts the string. Used for DOIs written in
 * the reference and for DOIs found elsewhere (a landing page, an AI answer), under that strategy's name.
 */
export async function verifyDoi(ref: ParsedReference, doi: string, client: CrossrefClient, ctx: ResolveContext, strategy: string): Promise<Resolution | null> {
  const work = await client.work(doi, ctx.signal);
  if (!work) {
    ctx.note({
      kind: 'missing',
      strategy,
      identifier: { type: 'doi', value: doi },
      message: `DOI ${doi} is not registered with Crossref (invented, mistyped, or registered elsewhere)`,
    });
    return null;
  }
  return verifyRecord(ref, work, ctx, strategy, { type: 'doi', value: doi, label: `DOI ${doi}`, evidence: 'doi' });
}

/**
 * A ScienceDirect, Cell or Lancet link, which refuses robots: Crossref finds the article by the
 * PII its publisher deposited (the alternative-id filter), then it is checked as a DOI's record is.
 */
async function verifyPii(ref: ParsedReference, pii: string, client: CrossrefClient, ctx: ResolveContext): Promise<Resolution | null> {
  const works = await client.byAlternativeId(pii, ctx.signal);
  const [work] = works;
  if (!work || works.length > 1) {
    ctx.note({
      kind: 'rejected',
      strategy: 'crossref',
      message: work ? `Elsevier id ${pii} names more than one Crossref record` : `Elsevier id ${pii} is not known to Crossref`,
    });
    return null;
  }
  // A link that leads to another work is the link's mistake: it goes, as a mismatched page's does.
  return verifyRecord(ref, work, ctx, 'crossref', { type: 'url', value: pii, label: `The link's Elsevier id ${pii}`, evidence: 'pii' });
}

async function verifyRecord(
  ref: ParsedReference,
  work: CrossrefWork,
  ctx: ResolveContext,
  strategy: string,
  id: { type: 'doi' | 'url'; value: string; label: string; evidence: string },
): Promise<Resolution | null> {
  const record = crossrefWorkToCsl(work, ctx.itemId);
  const verdict = validateMatch(ref, record.item, 'identifier', { altTitles: record.altTitles });
  if (!verdict.accepted) {
    const year = record.item.issued?.['date-parts']?.[0]?.[0];
    const who = record.item.author?.[0]?.family ?? record.item.author?.[0]?.literal ?? 'unknown author';
    ctx.note({
      kind: 'mismatch',
      strategy,
      identifier: { type: id.type, value: id.value },
      message: `${id.label} belongs to a different work: "${record.item.title ?? 'untitled'}" (${who}${year ? `, ${year}` : ''}); ${verdict.reason}`,
    });
    return null;
  }
  const compared = verdict.evidence.length + verdict.conflicts.length > 0;
  return {
    item: record.item,
    status: 'verified',
    strategy,
    confidence: compared ? round(0.5 + 0.5 * verdict.confidence) : 0.9,
    evidence: [id.evidence, ...verdict.evidence],
    message: withRetraction(`${id.label} found in Crossref; ${verdict.reason}`, record.retracted, record.retractionDoi),
    ...(record.retracted ? { retracted: true } : {}),
  };
}

async function searchCrossref(ref: ParsedReference, client: CrossrefClient, ctx: ResolveContext): Promise<Resolution | null> {
  const query = searchQueryText(ref);
  const works = await client.search(query, ctx.signal);
  if (works.length === 0) {
    ctx.note({ kind: 'rejected', strategy: 'crossref', message: 'Crossref search returned nothing' });
    return null;
  }
  const records = works.map((work) => crossrefWorkToCsl(work, ctx.itemId));
  const choice = chooseCandidate(ref, records, (r) => ({ item: r.item, altTitles: r.altTitles, key: r.item.DOI ?? '' }));
  if (choice.ambiguous) {
    const [a, b] = choice.ranked.filter((r) => r.verdict.accepted);
    ctx.note({
      kind: 'rejected',
      strategy: 'crossref',
      message: `Crossref search is ambiguous: ${a?.candidate.item.DOI} and ${b?.candidate.item.DOI} match equally well`,
    });
    return null;
  }
  if (!choice.best) {
    const top = choice.ranked[0];
    ctx.note({
      kind: 'rejected',
      strategy: 'crossref',
      message: top
        ? `closest Crossref record "${top.candidate.item.title ?? ''}" (${top.candidate.item.DOI}) rejected: ${top.verdict.reason}`
        : 'no Crossref record agreed with the reference',
    });
    return null;
  }
  const { candidate: record, verdict } = choice.best;
  return {
    item: record.item,
    status: 'verified',
    strategy: 'crossref',
    confidence: verdict.confidence,
    evidence: verdict.evidence,
    message: withRetraction(`matched by Crossref search: ${verdict.reason}`, record.retracted, record.retractionDoi),
    ...(record.retracted ? { retracted: true } : {}),
  };
}

/** Worth a search: a title of a few words, or enough words beyond URLs and dates. Web pages with a URL are left to the scraper. */
function isSearchable(ref: ParsedReference): boolean {
  const webLike = ref.type === 'webpage' || ref.type === 'post-weblog' || ref.type === 'article-newspaper';
  if (webLike && referenceLandingUrl(ref)) return false;
  if (ref.title && tokens(ref.title).length >= 2) return true;
  // ACS's and physics' article with no title ("Fox, J. M. J. Am. Chem. Soc. 2008, 130, 13518."): its
  // author, journal, year, volume and page are what the search and the check have.
  if (!ref.title && ref.authors.length > 0 && ref.containerTitle && ref.year !== undefined && ref.volume && ref.pages) return true;
  return tokens(searchQueryText(ref)).filter((t) => t.length > 2 && !/^\d+$/.test(t)).length >= 6;
}

export function withRetraction(message: string, retracted: boolean, notice?: string): string {
  if (!retracted) return message;
  return `${message}. RETRACTED${notice ? ` (retraction notice ${notice})` : ''}`;
}

function round(n: number): number {
  return Math.round(n * 100) / 100;
}
