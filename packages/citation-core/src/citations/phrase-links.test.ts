import { describe, expect, it } from 'vitest';
import { buildDocx, heading, hyperlink, para, referenceList, run } from '../../test/build-docx.ts';
import { openBuilt } from '../../test/paragraphs-of.ts';
import { openDocument } from '../docx/document.ts';
import { readDocx } from '../docx/read.ts';
import { isCitationCoreError } from '../errors.ts';
import { locateReferenceLists } from '../lists/locate.ts';
import { repairDocument } from '../pipeline.ts';
import { phraseLinkCitations } from './phrase-links.ts';

const links = { rId10: 'https://www.iea.org/reports/renewables-2023', rId11: 'https://ourworldindata.org/energy', rId12: 'https://iea.org/x' };
const CLAUDE =
  heading('Findings') +
  para(
    run('Capacity additions ') +
      hyperlink('rId10', run('rose by 50% in 2023')) +
      run(', the fastest growth. Energy use ') +
      hyperlink('rId11', run('varies tenfold')) +
      run(' between countries.'),
  );

function bodyText(docx: Uint8Array): string[] {
  return openDocument(readDocx(docx)).paragraphs.map((p) => p.text);
}

describe('phraseLinkCitations', () => {
  it('takes every phrase linked to a web page, trimmed, outside headings, lists and written-out addresses', () => {
    const doc = openBuilt({
      body:
        heading('See ' + 'x') +
        para(
          hyperlink('rId10', run(' rose by 50% ')) + run(' and ') + hyperlink('rId11', run('iea.org')) + run(' and ') + hyperlink('rId12', run('fell again')),
        ),
      links,
    });
    const found = phraseLinkCitations(doc.paragraphs, locateReferenceLists(doc.paragraphs));
    expect(found.map((f) => [f.text, f.sources[0]?.url, f.phrase])).toEqual([
      ['rose by 50%', links.rId10, true],
      ['fell again', links.rId12, true],
    ]);
  });

  it('takes a phrase copied as Markdown, "[words](address)", as a whole, its words the phrase', () => {
    const doc = openBuilt({
      body: para(run('Capacity [rose by 50%](https://www.iea.org/r) and use [varies](https://ourworldindata.org/e). See [3](https://x.org/3).')),
    });
    const found = phraseLinkCitations(doc.paragraphs, locateReferenceLists(doc.paragraphs));
    expect(found.map((f) => [f.text, f.start, f.end, f.sources[0]?.url])).toEqual([
      ['rose by 50%', 9, 45, 'https://www.iea.org/r'],
      ['varies', 54, 92, 'https://ourworldindata.org/e'],
    ]);
  });

  it('finds nothing in a document with a single linked phrase', () => {
    const doc = openBuilt({ body: para(run('Read ') + hyperlink('rId10', run('the full report')) + run('.')), links });
    expect(phraseLinkCitations(doc.paragraphs, locateReferenceLists(doc.paragraphs))).toEqual([]);
  });
});

describe('a document that cites only by linked phrases', () => {
  it('keeps each phrase and writes its citation after it, the link its reference', async () => {
    const result = await repairDocument(buildDocx({ body: CLAUDE, links }), { markerStyle: 'rtf' });
    expect(result.report.citationsFound).toBe(2);
    expect(bodyText(result.docx)[1]).toBe(
      'Capacity additions rose by 50% in 2023 {IEA, n.d.}, the fastest growth. Energy use varies tenfold {Our World in Data, n.d.} between countries.',
    );
    const fields = await repairDocument(buildDocx({ body: CLAUDE, links }), {});
    expect(bodyText(fields.docx)[1]).toMatch(
      /^Capacity additions rose by 50% in 2023 \(IEA, n\.d\.\), the fastest growth\. Energy use varies tenfold \(Our World in Data, n\.d\.\) between/,
    );
  });

  it('leaves linked phrases alone where numbered citations cite, and refuses a document with one link only', async () => {
    const numbered = para(
      run('Solar grew [1] and ') + hyperlink('rId10', run('wind grew')) + run(' and ') + hyperlink('rId11', run('so did hydro')) + run('.'),
    );
    const result = await repairDocument(buildDocx({ body: numbered + referenceList([[1, 'Smith, J. (2020). Solar. Energy, 3, 1-9.']]), links }), {
      markerStyle: 'rtf',
    });
    expect(bodyText(result.docx)[0]).toBe('Solar grew {Smith, 2020} and wind grew and so did hydro.');
    const single = para(run('Read ') + hyperlink('rId10', run('the full report')) + run('.'));
    const refused = await repairDocument(buildDocx({ body: single, links }), {}).catch((error: unknown) => error);
    expect(isCitationCoreError(refused)).toBe(true);
  });
});
