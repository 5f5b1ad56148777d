// Strategy 'arxiv': an arXiv id in the string (or an arxiv.org URL) is looked up — batched for the
// whole document by resolveAll — and checked against the string; a reference that names arXiv but
// gives no id is searched by title and first author.
import type { CslItem, ParsedReference, Resolution } from '../types.ts';
import { arxivEntryToCsl } from './arxiv-atom.ts';
import type { ArxivClient } from './arxiv-client.ts';
import { referenceArxivId } from './lookup-keys.ts';
import type { ResolveContext, Resolver } from './resolver.ts';
import { tokens } from './text-match.ts';
import { chooseCandidate, validateMatch } from './validate-match.ts';

export interface ArxivResolverOptions {
  client: ArxivClient;
}

export function arxiv(options: ArxivResolverOptions): Resolver {
  return {
    id: 'arxiv',
    canResolve(ref, pass) {
      if (pass === 'identifier') return referenceArxivId(ref) !== undefined;
      return referenceArxivId(ref) === undefined && (mentionsArxiv(ref) || isConferencePaper(ref)) && tokens(ref.title ?? '').length >= 2;
    },
    async resolve(ref, ctx) {
      if (ctx.pass === 'identifier') {
        const id = referenceArxivId(ref);
        return id ? verifyArxivId(ref, id, options.client, ctx, 'arxiv') : null;
      }
      return searchArxiv(ref, options.client, ctx);
    },
  };
}

export function mentionsArxiv(ref: ParsedReference): boolean {
  return /\barxiv\b/i.test(ref.raw) || /arxiv/i.test(ref.containerTitle ?? '');
}

/**
 * A paper of a conference that gives no DOI (NeurIPS, ICLR, CVPR as AI tools cite them): Crossref often
 * has no record of it, arXiv nearly always has its preprint. Searched there after Crossref, it is
 * verified rather than left "possibly fabricated".
 */
function isConferencePaper(ref: ParsedReference): boolean {
  if (ref.doi) return false;
  return ref.type === 'paper-conference' || ML_PROCEEDINGS_RE.test(ref.containerTitle ?? '');
}

/** Proceedings read as journals, with volumes: NeurIPS's "Advances in Neural Information Processing Systems, 36", PMLR. */
const ML_PROCEEDINGS_RE =
  /\b(?:Advances in Neural Information Processing Systems|Neural Information Processing Systems|NeurIPS|NIPS|Proceedings of Machine Learning Research|PMLR|Conference Papers)\b/i;

export async function verifyArxivId(ref: ParsedReference, id: string, client: ArxivClient, ctx: ResolveContext, strategy: string): Promise<Resolution | null> {
  const entry = (await client.byIds([id], ctx.signal)).get(id) ?? null;
  if (!entry) {
    ctx.note({ kind: 'missing', strategy, identifier: { type: 'arxiv', value: id }, message: `arXiv has no paper ${id}` });
    return null;
  }
  const item = arxivEntryToCsl(entry, ctx.itemId);
  const verdict = validateMatch(ref, item, 'identifier');
  if (!verdict.accepted) {
    ctx.note({
      kind: 'mismatch',
      strategy,
      identifier: { type: 'arxiv', value: id },
      message: `arXiv:${id} is a different paper: "${entry.title}"; ${verdict.reason}`,
    });
    return null;
  }
  const compared = verdict.evidence.length + verdict.conflicts.length > 0;
  return {
    item,
    status: 'verified',
    strategy,
    confidence: compared ? round(0.5 + 0.5 * verdict.confidence) : 0.9,
    evidence: ['arxiv', ...verdict.evidence],
    message: `arXiv:${id} found; ${verdict.reason}${item.publishedDoi ? `; published version ${item.publishedDoi}` : ''}`,
  };
}

async function searchArxiv(ref: ParsedReference, client: ArxivClient, ctx: ResolveContext): Promise<Resolution | null> {
  const title = tokens(ref.title ?? '').join(' ');
  const family = ref.authors.find((a) => a.family && !a.literal)?.family;
  const query = `ti:"${title}"${family ? ` AND au:${tokens(family).join('_') || family}` : ''}`;
  const entries = await client.search(query, ctx.signal);
  const items = entries.map((entry) => arxivEntryToCsl(entry, ctx.itemId));
  const choice = chooseCandidate(ref, items, (item) => ({ item, key: item.arxivId ?? '' }));
  if (!choice.best) {
    const top = choice.ranked[0];
    ctx.note({
      kind: 'rejected',
      strategy: 'arxiv',
      message: choice.ambiguous
        ? 'arXiv search is ambiguous'
        : top
          ? `closest arXiv paper "${top.candidate.title ?? ''}" (${top.candidate.arxivId}) rejected: ${top.verdict.reason}`
          : 'arXiv search returned nothing',
    });
    return null;
  }
  const { candidate, verdict } = choice.best;
  // The conference's paper, verified by its preprint: cited as the paper the reference names (its
  // proceedings, year and pages), with the preprint's title, authors and id.
  const conference = isConferencePaper(ref) && !mentionsArxiv(ref);
  const item = conference ? asConferencePaper(candidate, ref) : candidate;
  return {
    item,
    status: 'verified',
    strategy: 'arxiv',
    confidence: verdict.confidence,
    evidence: verdict.evidence,
    message: `matched by arXiv search${conference ? ' (the preprint of this conference paper)' : ''}: ${verdict.reason}${item.publishedDoi ? `; published version ${item.publishedDoi}` : ''}`,
  };
}

function asConferencePaper(preprint: CslItem, ref: ParsedReference): CslItem {
  const item: CslItem = { ...preprint, type: 'paper-conference' };
  // arXiv's own DOI names the preprint, not the paper.
  if (item.DOI?.toLowerCase().startsWith('10.48550/')) delete item.DOI;
  if (ref.containerTitle) item['container-title'] = ref.containerTitle;
  else delete item['container-title'];
  if (ref.year !== undefined) item.issued = { 'date-parts': [ref.issued ?? [ref.year]] };
  if (ref.pages) item.page = ref.pages;
  if (ref.publisher) item.publisher = ref.publisher;
  else delete item.publisher;
  return item;
}

function round(n: number): number {
  return Math.round(n * 100) / 100;
}
