// The .bib file: one entry per work, keys exactly as the markers use them.
import type { CslItem } from '../types.ts';
import { bibtexFromCsl, MONTHS } from './from-csl.ts';

export interface BibtexInput {
  key: string;
  item: CslItem;
  /** The author list is cut short ("et al.") and was not completed by a lookup. */
  moreAuthors?: boolean;
}

export function toBibtex(entries: BibtexInput[]): string {
  const seen = new Set<string>();
  const blocks: string[] = [];
  for (const { key, item, moreAuthors } of entries) {
    const safeKey = sanitizeKey(key);
    // The caller passes unique works; a repeated key would make BibTeX drop or mix entries.
    if (!safeKey || seen.has(safeKey)) continue;
    seen.add(safeKey);
    const { type, fields } = bibtexFromCsl(item, { moreAuthors: moreAuthors ?? false });
    // A month is BibTeX's macro ("month = mar"): braced, it would be the text "mar".
    const lines = fields.map(([name, value]) => (name === 'month' && MONTHS.includes(value) ? `  ${name} = ${value},` : `  ${name} = {${value}},`));
    blocks.push([`@${type}{${safeKey},`, ...lines, '}'].join('\n'));
  }
  return blocks.length === 0 ? '' : `${blocks.join('\n\n')}\n`;
}

// Characters that end or break a key in BibTeX/biber; generated keys never contain them.
function sanitizeKey(key: string): string {
  return key.replace(/[\s,{}()"#%'=\\~]/gu, '');
}
