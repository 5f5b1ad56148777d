// Runs the strategies for one reference — every identifier strategy first, then the searches — and
// turns what they found or noticed into a Resolution with a status: verified, mismatch (an identifier
// in the string belongs to another work), not-found (nothing trustworthy: possibly fabricated) or
// unverified (a service could not be asked).
import { AbortError, isCitationCoreError } from '../errors.ts';
import { cslFromParsed } from '../references/to-csl.ts';
import type { CslItem, ParsedReference, Resolution } from '../types.ts';
import { mentionsArxiv } from './arxiv.ts';
import { referenceDoi } from './lookup-keys.ts';
import type { ResolveContext, ResolveNote, ResolvePass, Resolver, ResolverLogger } from './resolver.ts';
import { isResolverHttpError } from './resolver-http-error.ts';

export interface ChainOptions {
  itemId: string;
  signal?: AbortSignal;
  logger: ResolverLogger;
  now: () => number;
  spend: (kind: 'ai') => boolean;
}

const PASSES: ResolvePass[] = ['identifier', 'search'];

/** A reference whose lookups failed (service down, unreachable, erroring): not checked, not suspect. */
export const UNCHECKED_MESSAGE = 'Could not be checked: the lookup services did not answer.';
/** A reference whose only lookup was its link, and the link was not opened (local or private address). */
export const REFUSED_MESSAGE = 'Could not be checked: its link points to a local or private address, which is not opened.';

/**
 * Whether a reference came back unchecked because its lookups failed (not because the run was offline
 * by choice): the web app does not charge for these and tells the user how many there were.
 */
export function lookupsFailed(reference: { status: string; message?: string | undefined }): boolean {
  if (reference.status !== 'unverified' || !reference.message) return false;
  return reference.message.startsWith(UNCHECKED_MESSAGE) || reference.message.startsWith(REFUSED_MESSAGE);
}

export async function resolveReference(ref: ParsedReference, resolvers: Resolver[], options: ChainOptions): Promise<Resolution> {
  const notes: ResolveNote[] = [];
  const tried: string[] = [];
  for (const pass of PASSES) {
    const ctx: ResolveContext = {
      pass,
      itemId: options.itemId,
      signal: options.signal,
      logger: options.logger,
      now: options.now,
      note: (note) => notes.push(note),
      spend: options.spend,
    };
    for (const resolver of pass === 'search' ? searchOrder(ref, resolvers) : resolvers) {
      if (!resolver.canResolve(ref, pass)) continue;
      tried.push(resolver.id);
      let resolution: Resolution | null = null;
      try {
        resolution = await resolver.resolve(ref, ctx);
      } catch (error) {
        if (options.signal?.aborted || error instanceof AbortError || (isCitationCoreError(error) && error.code === 'ABORTED')) {
          throw error instanceof AbortError ? error : new AbortError();
        }
        notes.push(noteFromError(resolver.id, error));
        options.logger.warn?.(`${resolver.id} failed`, { ref: ref.raw.slice(0, 120), error: String(error) });
        continue;
      }
      if (!resolution) continue;
      const contradicted = contradictedBy(resolution.item, notes);
      if (contradicted) {
        // A search must not bring back the very identifier the string was caught misusing.
        notes.push({ kind: 'rejected', strategy: resolver.id, message: `${resolver.id} returned ${contradicted}, which was already found not to match` });
        continue;
      }
      return finish(resolution, notes);
    }
  }
  return unresolved(ref, options.itemId, notes, tried);
}

/** A reference that names arXiv but has no DOI is searched on arXiv before Crossref. */
function searchOrder(ref: ParsedReference, resolvers: Resolver[]): Resolver[] {
  if (!mentionsArxiv(ref) || referenceDoi(ref)) return resolvers;
  const arxiv = resolvers.filter((r) => r.id === 'arxiv');
  return [...arxiv, ...resolvers.filter((r) => r.id !== 'arxiv')];
}

function noteFromError(strategy: string, error: unknown): ResolveNote {
  if (isResolverHttpError(error)) {
    // An SSRF refusal is a verdict on the URL, not a service outage: it does not make a reference that
    // other services answered for "unverified". But nothing was asked either, so alone it is no
    // evidence of fabrication (see unresolved).
    if (error.code === 'BLOCKED') return { kind: 'rejected', strategy, message: error.message, refused: true };
    return { kind: 'unavailable', strategy, message: `${error.service} unavailable: ${error.message}` };
  }
  return { kind: 'unavailable', strategy, message: `${strategy} failed: ${error instanceof Error ? error.message : String(error)}` };
}

function contradictedBy(item: CslItem, notes: ResolveNote[]): string | undefined {
  for (const note of notes) {
    if (note.kind !== 'mismatch' || !note.identifier) continue;
    const { type, value } = note.identifier;
    if (type === 'doi' && item.DOI?.toLowerCase() === value.toLowerCase()) return `DOI ${value}`;
    if (type === 'arxiv' && item.arxivId === value) return `arXiv:${value}`;
  }
  return undefined;
}

function finish(resolution: Resolution, notes: ResolveNote[]): Resolution {
  const mismatches = notes.filter((n) => n.kind === 'mismatch' || n.kind === 'missing');
  if (mismatches.length === 0) return resolution;
  // Never silent: a wrong identifier in the string is reported even when the work was found otherwise.
  return { ...resolution, message: `${resolution.message}. Note: ${mismatches.map((n) => n.message).join('; ')}` };
}

function unresolved(ref: ParsedReference, itemId: string, notes: ResolveNote[], tried: string[]): Resolution {
  const item = cslFromParsed(ref, itemId);
  // Identifiers shown to be wrong or non-existent are not carried into the output.
  for (const note of notes) {
    if (!note.identifier || (note.kind !== 'mismatch' && note.kind !== 'missing')) continue;
    const { type, value } = note.identifier;
    if (type === 'doi') {
      if (item.DOI?.toLowerCase() === value.toLowerCase() || referenceDoi(ref) === value) delete item.DOI;
      if (item.URL && item.URL.toLowerCase().includes(value.toLowerCase())) delete item.URL;
    } else if (type === 'arxiv') {
      delete item.arxivId;
      if (item.URL && item.URL.includes(value)) delete item.URL;
    } else if (type === 'url' && note.kind === 'mismatch') {
      delete item.URL;
    }
  }
  const details = notes.map((n) => n.message);
  const mismatch = notes.find((n) => n.kind === 'mismatch');
  const unavailable = notes.find((n) => n.kind === 'unavailable');
  let status: Resolution['status'];
  let message: string;
  if (mismatch) {
    status = 'mismatch';
    message = `Identifier mismatch (likely fabricated or mistyped): ${details.join('; ')}`;
  } else if (unavailable) {
    // The first line is what a user reads (the web log shows only it); the raw errors below are for
    // the operator and the CLI's report. A failed lookup is never reported as possible fabrication.
    status = 'unverified';
    message = `${UNCHECKED_MESSAGE}\n${details.join('; ')}`;
  } else if (notes.length > 0 && notes.every((n) => n.refused)) {
    status = 'unverified';
    message = `${REFUSED_MESSAGE}\n${details.join('; ')}`;
  } else if (tried.length === 0) {
    status = 'not-found';
    message = 'Too little in the reference to look it up (no identifier, URL or title)';
  } else {
    status = 'not-found';
    message = `No trustworthy match found (possibly fabricated): ${details.join('; ') || 'nothing agreed with the reference'}`;
  }
  return { item, status, strategy: 'parsed', confidence: 0, evidence: [], message };
}
