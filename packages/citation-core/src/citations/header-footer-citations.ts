// Citations typed in a page header or footer ("Smith et al. [3]" as a running head): the repair reads
// and rewrites the body, its notes and text boxes, not the headers and footers, whose text Word repeats
// on every page and which no reference manager's citations belong in. What they cite is said once,
// so the user knows those brackets stay as written and their entries count only if the body cites them.
import type { DocxPackage } from '../docx/read.ts';
import { decodeXmlEntities } from '../docx/relationships.ts';
import { DASHES } from '../text/dashes.ts';

const HEADER_OR_FOOTER = /^word\/(?:header|footer)\d*\.xml$/i;
const BRACKET_CITATION = new RegExp(String.raw`\[\d{1,3}(?:\s*[,;${DASHES}]\s*\d{1,3})*\]`, 'g');

/** The bracketed citations written in the document's headers and footers, each once, in part order. */
export function headerFooterCitations(pkg: DocxPackage): string[] {
  const found = new Set<string>();
  for (const entry of pkg.entries) {
    if (!HEADER_OR_FOOTER.test(entry.name)) continue;
    const xml = pkg.readXml(entry.name) ?? '';
    for (const paragraph of xml.match(/<w:p[ >][\s\S]*?<\/w:p>/g) ?? []) {
      const text = decodeXmlEntities([...paragraph.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>/g)].map((m) => m[1]).join(''));
      for (const [citation] of text.matchAll(BRACKET_CITATION)) found.add(citation);
    }
  }
  return [...found];
}
