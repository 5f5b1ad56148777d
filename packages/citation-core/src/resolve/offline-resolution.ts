// What a reference resolves to when nothing was looked up (offline, no strategy enabled, or the
// lookup failed): the metadata parsed from its text, unverified. One shape, whatever the reason.
import { cslFromParsed } from '../references/to-csl.ts';
import type { ParsedReference, Resolution } from '../types.ts';

export function resolutionFromText(ref: ParsedReference, id: string, message: string): Resolution {
  return { item: cslFromParsed(ref, id), status: 'unverified', strategy: 'parsed', confidence: 0, evidence: [], message };
}
