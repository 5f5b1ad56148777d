// ParsedReference values for tests, with the defaults the offline parser would give.
import type { ParsedReference } from '../../src/types.ts';

export function makeRef(fields: Partial<ParsedReference> & { raw: string }): ParsedReference {
  return { format: 'unknown', type: 'article-journal', urls: [], authors: [], etAl: false, ...fields };
}
