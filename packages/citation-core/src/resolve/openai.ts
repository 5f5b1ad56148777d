// Strategy 'openai': for a reference still unresolved, the Responses API with web search is asked
// for the work's identifier. Its answer is never taken as metadata: the DOI / arXiv id / URL it gives
// is verified against the reference string through Crossref, arXiv or the landing page.
import { z } from 'zod';
import type { ParsedReference, Resolution } from '../types.ts';
import { WEB_SEARCH_CALL_LOCATION } from './ai-configs.ts';
import type { AiRunner } from './ai-runner.ts';
import type { ArxivClient } from './arxiv-client.ts';
import { verifyArxivId } from './arxiv.ts';
import type { CachedLookup } from './cached-lookup.ts';
import type { CrossrefClient } from './crossref-client.ts';
import { verifyDoi } from './crossref.ts';
import { normalizeArxivId, normalizeDoi } from '../references/identifiers.ts';
import { stripTrackingParams } from '../references/normalize-url.ts';
import type { PageLoader } from './page-loader.ts';
import type { ResolveContext, ResolveNote, Resolver } from './resolver.ts';
import { resolveUrl } from './scrape.ts';
import { normalizeText, tokens } from './text-match.ts';

export const webSearchAnswerSchema = z.object({
  found: z.boolean(),
  doi: z.string().nullish(),
  arxivId: z.string().nullish(),
  url: z.string().nullish(),
  title: z.string().nullish(),
  authors: z.array(z.object({ family: z.string().nullish(), given: z.string().nullish() })).nullish(),
  year: z.number().int().nullish(),
  containerTitle: z.string().nullish(),
});

export type WebSearchAnswer = z.infer<typeof webSearchAnswerSchema>;

export interface OpenAiResolverOptions {
  runner: AiRunner;
  lookup: CachedLookup;
  crossref?: CrossrefClient;
  arxiv?: ArxivClient;
  loadPage?: PageLoader;
}

export function openai(options: OpenAiResolverOptions): Resolver {
  return {
    id: 'openai',
    canResolve(ref, pass) {
      return pass === 'search' && options.runner.config(WEB_SEARCH_CALL_LOCATION)?.enabled === true && tokens(ref.raw).length >= 4;
    },
    async resolve(ref, ctx) {
      const model = options.runner.config(WEB_SEARCH_CALL_LOCATION)?.model ?? 'unknown';
      let answer: WebSearchAnswer | null;
      try {
        // A cached answer costs nothing; only a real call takes from the budget.
        answer = await options.lookup<WebSearchAnswer>(`openai:${model}:${normalizeText(ref.raw)}`, async () => {
          if (!ctx.spend('ai')) throw new BudgetSpentError();
          const { text } = await options.runner.run(WEB_SEARCH_CALL_LOCATION, { reference: ref.raw }, { signal: ctx.signal });
          return parseAnswer(text);
        });
      } catch (error) {
        if (error instanceof BudgetSpentError) {
          ctx.note({ kind: 'rejected', strategy: 'openai', message: 'AI web search skipped: the per-document budget is spent' });
          return null;
        }
        if (ctx.signal?.aborted) throw error;
        // The AI is the last resort: its failure must not turn "Crossref and arXiv found nothing"
        // into "could not verify", or fabricated references would stop being reported as such.
        ctx.note({ kind: 'rejected', strategy: 'openai', message: `AI web search failed (${error instanceof Error ? error.message : String(error)})` });
        return null;
      }
      if (!answer || !answer.found) {
        ctx.note({ kind: 'rejected', strategy: 'openai', message: 'AI web search found no matching work' });
        return null;
      }
      return verifyAnswer(ref, answer, options, ctx);
    },
  };
}

/** Thrown inside the cached loader so that "no budget" is never cached as "no answer". */
class BudgetSpentError extends Error {}

/** The model's text as JSON (tolerating code fences or prose around it), validated; null when unusable. */
export function parseAnswer(text: string): WebSearchAnswer | null {
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start < 0 || end <= start) return null;
  try {
    const parsed = webSearchAnswerSchema.safeParse(JSON.parse(text.slice(start, end + 1)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

async function verifyAnswer(ref: ParsedReference, answer: WebSearchAnswer, options: OpenAiResolverOptions, ctx: ResolveContext): Promise<Resolution | null> {
  const reasons: string[] = [];
  // The AI's identifiers are suggestions, not part of the string: a contradiction rejects the
  // suggestion and must not mark the reference itself as a mismatch.
  const aiCtx: ResolveContext = {
    ...ctx,
    note(note: ResolveNote) {
      if (note.kind === 'unavailable') ctx.note(note);
      else reasons.push(note.message);
    },
  };
  const doi = normalizeDoi(answer.doi ?? undefined);
  if (doi && options.crossref) {
    const resolution = await verifyDoi(ref, doi, options.crossref, aiCtx, 'openai');
    if (resolution) return suggested(resolution, `DOI ${doi}`);
  }
  const arxivId = normalizeArxivId(answer.arxivId ?? undefined);
  if (arxivId && options.arxiv) {
    const resolution = await verifyArxivId(ref, arxivId, options.arxiv, aiCtx, 'openai');
    if (resolution) return suggested(resolution, `arXiv:${arxivId}`);
  }
  if (answer.url && /^https?:\/\//i.test(answer.url) && options.loadPage) {
    const url = stripTrackingParams(answer.url);
    try {
      const resolution = await resolveUrl(ref, url, { loadPage: options.loadPage, crossref: options.crossref, arxiv: options.arxiv }, aiCtx, 'openai');
      if (resolution) return suggested(resolution, url);
    } catch (error) {
      reasons.push(`the suggested page could not be read (${error instanceof Error ? error.message : String(error)})`);
    }
  }
  ctx.note({
    kind: 'rejected',
    strategy: 'openai',
    message: `AI web search suggestion not confirmed${reasons.length > 0 ? `: ${reasons.join('; ')}` : ' (no usable identifier)'}`,
  });
  return null;
}

function suggested(resolution: Resolution, what: string): Resolution {
  return { ...resolution, message: `AI web search suggested ${what}, confirmed: ${resolution.message}` };
}
