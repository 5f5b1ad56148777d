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

describe('phrases linked to the pages of a list of links (Grok\'s "Key Citations")', () => {
  const pages = {
    rId1: 'https://www.iea.org/reports/global-ev-outlook-2024',
    rId2: 'https://www.reuters.com/business/autos/china-ev-sales-2024',
    rId3: 'https://about.bnef.com/blog/ev-battery-prices-2024/',
    rId4: 'https://digitalassets.tesla.com/IR/TSLA-Q4-2023-Update.pdf',
    rId5: 'https://www.example.org/other-page',
  };
  const titles = [
    'Global EV Outlook 2024 – Analysis - IEA',
    'China EV sales rise 35% - Reuters',
    'Battery prices are falling | BloombergNEF',
    'Tesla Q4 2023 Update',
  ];
  const keyCitations =
    heading('Key Citations') +
    titles
      .slice(0, 3)
      .map((t, i) => para(hyperlink(`rId${i + 1}`, run(t))))
      .join('');

  it('cites the entry each phrase links to, beside a site name in parentheses, and leaves a link to a page not listed', async () => {
    const body =
      para(
        run('Sales reached 14 million, according to the ') +
          hyperlink('rId1', run('IEA')) +
          run('. In China they rose (') +
          hyperlink('rId2', run('Reuters')) +
          run('). Prices fell, as ') +
          hyperlink('rId3', run('BloombergNEF reported')) +
          run('; see ') +
          hyperlink('rId5', run('this page')) +
          run('.'),
      ) + keyCitations;
    const result = await repairDocument(buildDocx({ body, links: pages }), { markerStyle: 'rtf' });
    expect(result.report.citationsFound).toBe(3);
    expect(result.report.orphanedReferences).toBe(0);
    const [paragraph] = bodyText(result.docx);
    expect(paragraph).toMatch(
      /^Sales reached 14 million, according to the IEA \{[^}]+\}\. In China they rose \{[^}]+\}\. Prices fell, as BloombergNEF reported \{[^}]+\}; see this page\.$/,
    );
  });

  it('leaves phrase links where numbered citations cite the list, even to pages nothing else cites', async () => {
    const numbered = para(
      run('Sales rose [1] and prices fell [2], as ') +
        hyperlink('rId3', run('BloombergNEF reported')) +
        run(' and ') +
        hyperlink('rId4', run('Tesla says')) +
        run('.'),
    );
    const list = heading('References') + titles.map((t, i) => para(run(`${i + 1}. `) + hyperlink(`rId${i + 1}`, run(t)))).join('');
    const result = await repairDocument(buildDocx({ body: numbered + list, links: pages }), { markerStyle: 'rtf' });
    expect(result.report.citationsFound).toBe(2);
    expect(bodyText(result.docx)[0]).toMatch(/^Sales rose \{[^}]+\} and prices fell \{[^}]+\}, as BloombergNEF reported and Tesla says\.$/);
  });
});
