// Strategy 'scrape': the URL in the reference is fetched (SSRF-guarded) and its metadata read.
// A DOI or arXiv id on the page is confirmed through Crossref / arXiv; a page without a scholarly
// record becomes a proper web entry (title, people or the site as author, date, URL).
import type { CslItem, CslName, CslType, ParsedReference, Resolution } from '../types.ts';
import { scanSafeSiteName } from '../references/web-source.ts';
import type { ArxivClient } from './arxiv-client.ts';
import { verifyArxivId } from './arxiv.ts';
import type { CrossrefClient } from './crossref-client.ts';
import { verifyDoi } from './crossref.ts';
import { referenceLandingUrl } from './lookup-keys.ts';
import type { PageMetadata } from './page-metadata.ts';
import type { PageLoader } from './page-loader.ts';
import type { ResolveContext, ResolveNote, Resolver } from './resolver.ts';
import { validateMatch } from './validate-match.ts';

export interface ScrapeResolverOptions {
  loadPage: PageLoader;
  crossref?: CrossrefClient;
  arxiv?: ArxivClient;
}

export function scrape(options: ScrapeResolverOptions): Resolver {
  return {
    id: 'scrape',
    canResolve(ref, pass) {
      return pass === 'identifier' && referenceLandingUrl(ref) !== undefined;
    },
    async resolve(ref, ctx) {
      const url = referenceLandingUrl(ref);
      return url ? resolveUrl(ref, url, options, ctx, 'scrape') : null;
    },
  };
}

/** Resolves a reference from a URL; also used to verify a URL an AI answer proposed. */
export async function resolveUrl(
  ref: ParsedReference,
  url: string,
  options: ScrapeResolverOptions,
  ctx: ResolveContext,
  strategy: string,
): Promise<Resolution | null> {
  const page = await options.loadPage(url, ctx.signal);
  if (!page) {
    ctx.note({ kind: 'missing', strategy, identifier: { type: 'url', value: url }, message: `the page ${url} does not exist (404)` });
    return null;
  }
  const meta = page.metadata;
  // Identifiers found on the page are about the page, not written in the string: a contradiction
  // means the URL points to a different work.
  let contradicted = false;
  const pageCtx: ResolveContext = {
    ...ctx,
    note(note: ResolveNote) {
      if (note.kind === 'mismatch') {
        contradicted = true;
        ctx.note({ ...note, identifier: { type: 'url', value: url }, message: `the page ${url} is about another work: ${note.message}` });
      } else if (note.kind === 'unavailable') ctx.note(note);
      // 'missing': the page names an identifier its registry does not know; the page itself still counts.
    },
  };
  if (meta.doi && options.crossref) {
    const resolution = await verifyDoi(ref, meta.doi, options.crossref, pageCtx, strategy);
    if (resolution) return withUrlEvidence(resolution, `DOI ${meta.doi} read from ${url}`);
  }
  if (meta.arxivId && options.arxiv && !contradicted) {
    const resolution = await verifyArxivId(ref, meta.arxivId, options.arxiv, pageCtx, strategy);
    if (resolution) return withUrlEvidence(resolution, `arXiv id read from ${url}`);
  }
  if (contradicted) return null;
  const item = pageItem(meta, ref, url, ctx);
  if (!item.title) {
    ctx.note({ kind: 'rejected', strategy, message: `the page ${url} carries no title or metadata` });
    return null;
  }
  const verdict = validateMatch(ref, item, 'identifier', { altTitles: meta.altTitles });
  if (!verdict.accepted) {
    // A bare <title> is too noisy (cookie walls, "Access denied") to call the URL a mismatch.
    const trusted = meta.titleSource !== 'html';
    ctx.note({
      kind: trusted ? 'mismatch' : 'rejected',
      strategy,
      identifier: { type: 'url', value: url },
      message: `the page ${url} is titled "${item.title}": ${verdict.reason}`,
    });
    return null;
  }
  const compared = verdict.evidence.length + verdict.conflicts.length > 0;
  // A bare <title> carries the site's suffix and noise ("Title | Site"): once it has matched, the
  // reference's own title is the better text.
  if (meta.titleSource === 'html' && ref.title) item.title = ref.title;
  return {
    item,
    status: 'verified',
    strategy,
    confidence: compared ? round(0.4 + 0.5 * verdict.confidence) : 0.6,
    evidence: ['url', ...verdict.evidence],
    message: `read from the landing page ${url} (${meta.titleSource} metadata); ${verdict.reason}`,
  };
}

function withUrlEvidence(resolution: Resolution, message: string): Resolution {
  return { ...resolution, evidence: ['url', ...resolution.evidence], message: `${message}; ${resolution.message}` };
}

/** The page as a CSL item: article when it has journal numbers, news article, report or web page otherwise. */
export function pageItem(meta: PageMetadata, ref: ParsedReference, url: string, ctx: ResolveContext): CslItem {
  const type = pageType(meta);
  const item: CslItem = { id: ctx.itemId, type };
  if (meta.title) item.title = meta.title;
  const site = meta.siteName ?? meta.journalTitle ?? meta.publisher;
  // What the page does not say, the reference may: its people before the site, its year.
  const people = meta.authors.filter((a) => a.family || a.literal);
  // The site as author only by a name the scan can read; otherwise the web-source step credits the domain.
  const siteAuthor = scanSafeSiteName(site);
  const authors: CslName[] =
    people.length > 0 ? people : ref.authors.length > 0 ? ref.authors.map((name) => ({ ...name })) : siteAuthor ? [{ literal: siteAuthor }] : [];
  if (authors.length > 0) item.author = authors;
  if (meta.date) item.issued = { 'date-parts': [meta.date] };
  else if (ref.issued?.length) item.issued = { 'date-parts': [ref.issued] };
  else if (ref.year) item.issued = { 'date-parts': [[ref.year]] };
  const container = type === 'article-journal' ? (meta.journalTitle ?? site) : site;
  if (container) item['container-title'] = container;
  if (meta.publisher) item.publisher = meta.publisher;
  if (meta.volume) item.volume = meta.volume;
  if (meta.issue) item.issue = meta.issue;
  if (meta.firstPage) item.page = meta.lastPage ? `${meta.firstPage}-${meta.lastPage}` : meta.firstPage;
  item.URL = url;
  const accessed = ref.accessed?.split('-').map(Number).filter(Number.isFinite);
  if (accessed && accessed.length > 0) item.accessed = { 'date-parts': [accessed] };
  else {
    const today = new Date(ctx.now());
    item.accessed = { 'date-parts': [[today.getUTCFullYear(), today.getUTCMonth() + 1, today.getUTCDate()]] };
  }
  return item;
}

function pageType(meta: PageMetadata): CslType {
  if (meta.jsonLdType === 'ScholarlyArticle' || (meta.journalTitle && (meta.volume || meta.firstPage))) return 'article-journal';
  if (meta.jsonLdType === 'Report') return 'report';
  if (meta.jsonLdType === 'NewsArticle' || meta.jsonLdType === 'Article' || meta.ogType === 'article') return 'article-newspaper';
  if (meta.jsonLdType === 'BlogPosting') return 'post-weblog';
  return 'webpage';
}

function round(n: number): number {
  return Math.round(n * 100) / 100;
}
