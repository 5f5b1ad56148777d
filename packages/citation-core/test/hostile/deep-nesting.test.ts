// A document may nest its containers as deep as it likes: 5,000 levels of content controls, custom
// XML, tracked insertions, hyperlinks or tables must be read and repaired, never overflow the stack.
import { describe, expect, it } from 'vitest';
import { openDocument } from '../../src/docx/document.ts';
import { readDocx } from '../../src/docx/read.ts';
import { repairDocument } from '../../src/pipeline.ts';
import { minimalDocx } from './build-zip.ts';

const DEPTH = 5_000;
const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';
const run = '<w:r><w:t>Deep text [1].</w:t></w:r>';
const para = `<w:p>${run}</w:p>`;
const references = '<w:p><w:r><w:t>References</w:t></w:r></w:p><w:p><w:r><w:t>[1] Smith J. A paper on nesting. Journal of Tests. 2020.</w:t></w:r></w:p>';
const nest = (open: string, close: string, inner: string) => open.repeat(DEPTH) + inner + close.repeat(DEPTH);

const bodies: Record<string, string> = {
  'custom XML around a paragraph': nest('<w:customXml>', '</w:customXml>', para),
  'content controls around a paragraph': nest('<w:sdt><w:sdtContent>', '</w:sdtContent></w:sdt>', para),
  'tables in table cells': nest('<w:tbl><w:tr><w:tc>', '</w:tc></w:tr></w:tbl>', para),
  'hyperlinks and insertions inside a paragraph': `<w:p>${nest('<w:ins><w:hyperlink>', '</w:hyperlink></w:ins>', run)}</w:p>`,
  'smart tags and simple fields inside a paragraph': `<w:p>${nest('<w:smartTag><w:fldSimple w:instr="X">', '</w:fldSimple></w:smartTag>', run)}</w:p>`,
};

describe(`${DEPTH.toLocaleString('en')} levels of nesting`, () => {
  it.each(Object.entries(bodies))(
    '%s',
    async (_name, body) => {
      const bytes = minimalDocx({ document: `<?xml version="1.0" encoding="UTF-8"?><w:document ${W}><w:body>${body}${references}</w:body></w:document>` });
      expect(openDocument(readDocx(bytes)).paragraphs.map((p) => p.text)).toContain('Deep text [1].');
      const result = await repairDocument(bytes, { markerStyle: 'rtf' });
      expect(result.report.citationInstances).toBe(1);
    },
    60_000,
  );
});
