import { describe, expect, it } from 'vitest';
import type { Paragraph, RunSpan } from '../docx/paragraphs.ts';
import { scanWordLinkCitations } from './word-link-citations.ts';

/** A paragraph from pieces: a string is plain text, [text, url] is linked. */
function paragraph(...pieces: (string | [string, string])[]): Paragraph {
  let text = '';
  const runs: RunSpan[] = [];
  for (const piece of pieces) {
    const [value, link] = typeof piece === 'string' ? [piece, undefined] : piece;
    const run = { start: text.length, end: text.length + value.length, superscript: false, bold: false, monospace: false, noteReference: false } as RunSpan;
    if (link) run.link = link;
    runs.push(run);
    text += value;
  }
  return { index: 0, text, runs } as Paragraph;
}

const R = 'https://www.reuters.com/a';
const B = 'https://www.bbc.co.uk/news/b';

describe('scanWordLinkCitations', () => {
  it('reads a parenthesis holding one link', () => {
    const found = scanWordLinkCitations(paragraph('Prices rose (', ['Reuters', R], ').'));
    expect(found).toEqual([{ paragraphIndex: 0, start: 12, end: 21, text: '(Reuters)', sources: [{ label: 'Reuters', url: R }] }]);
  });

  it('reads several links split by commas or semicolons, a link split over runs, and a link that starts with its space', () => {
    const found = scanWordLinkCitations(paragraph('Agreed (', ['Reu', R], ['ters', R], ', ', [' BBC News', B], ').'));
    expect(found.map((f) => f.sources)).toEqual([
      [
        { label: 'Reuters', url: R },
        { label: 'BBC News', url: B },
      ],
    ]);
    expect(found[0]?.text).toBe('(Reuters,  BBC News)');
  });

  it('reads square brackets the same way', () => {
    expect(scanWordLinkCitations(paragraph('Rose [', ['Reuters', R], '; ', ['BBC', B], '].'))[0]).toMatchObject({ text: '[Reuters; BBC]' });
    expect(scanWordLinkCitations(paragraph('Rose (', ['Reuters', R], '].'))).toEqual([]);
    // Numbered citations linked as a whole are the bracket scan's.
    expect(scanWordLinkCitations(paragraph('Rose ', ['[8][11]', R], '.'))).toEqual([]);
  });

  it('leaves out the "+2" of a ChatGPT pill, linked or not', () => {
    expect(scanWordLinkCitations(paragraph('Rose (', ['Reuters', R], ' +2).'))[0]).toMatchObject({
      text: '(Reuters +2)',
      sources: [{ label: 'Reuters', url: R }],
    });
    expect(scanWordLinkCitations(paragraph('Rose (', ['Reuters +2', R], ').'))[0]?.sources).toEqual([{ label: 'Reuters', url: R }]);
  });

  it('reads parentheses that are part of the link', () => {
    expect(scanWordLinkCitations(paragraph('Rose ', ['(Reuters)', R], '.'))[0]?.sources).toEqual([{ label: 'Reuters', url: R }]);
  });

  it('leaves prose, numbers and links that are not web pages', () => {
    expect(scanWordLinkCitations(paragraph('Read (see ', ['WHO', R], ') now.'))).toEqual([]);
    expect(scanWordLinkCitations(paragraph('Read (', ['WHO', R], ' guidance) now.'))).toEqual([]);
    expect(scanWordLinkCitations(paragraph('Rose (', ['2', R], ').'))).toEqual([]);
    expect(scanWordLinkCitations(paragraph('Mail (', ['us', 'mailto:a@b.org'], ').'))).toEqual([]);
    expect(scanWordLinkCitations(paragraph('A bare ', ['Reuters', R], ' link.'))).toEqual([]);
  });
});

describe('ChatGPT pills pasted without parentheses', () => {
  const I = 'https://www.iea.org/wind?utm_source=chatgpt.com';
  const N = 'https://www.irena.org/wind?utm_source=chatgpt.com';
  it('reads a domain linked at the end of a clause, and "+1" linked to one more source', () => {
    const found = scanWordLinkCitations(paragraph('Solar grew 20% ', ['reuters.com', R], '. Wind grew ', ['iea.org', I], ['+1', N], '.'));
    expect(found.map((f) => [f.text, f.sources.map((s) => s.url)])).toEqual([
      ['reuters.com', [R]],
      ['iea.org+1', [I, N]],
    ]);
  });
  it('reads a site name only on a link ChatGPT tagged, and never a link the sentence goes to', () => {
    expect(scanWordLinkCitations(paragraph('Wind grew ', ['IEA', I], '.')).map((f) => f.text)).toEqual(['IEA']);
    expect(scanWordLinkCitations(paragraph('Wind grew, said ', ['Reuters', R], '.'))).toEqual([]);
    expect(scanWordLinkCitations(paragraph('More is at ', ['nature.com', R], '.'))).toEqual([]);
    expect(scanWordLinkCitations(paragraph('The site ', ['nature.com', R], ' has more.'))).toEqual([]);
  });
});

describe('source chips pasted as rich text (Claude, Copilot)', () => {
  const I = 'https://www.iea.org/reports/renewables-2023';
  const O = 'https://ourworldindata.org/energy';
  const W = 'https://www.who.int/news/item/1';
  it('reads links named after their own site that stand after a full stop, one or several, before the next sentence or the end', () => {
    const found = scanWordLinkCitations(
      paragraph('Capacity rose 50% in 2023. ', ['IEA', I], ' ', ['Our World in Data', O], ' Use varies tenfold. ', ['World Health Organization', W]),
    );
    expect(found.map((f) => [f.text, f.sources.map((s) => s.label)])).toEqual([
      ['IEA Our World in Data', ['IEA', 'Our World in Data']],
      ['World Health Organization', ['World Health Organization']],
    ]);
  });
  it('reads a chip named after its site before a clause ends, but not a source the sentence quotes or lists', () => {
    expect(
      scanWordLinkCitations(paragraph('Cells degrade in humid climates ', ['Nature', 'https://www.nature.com/articles/x'], '.')).map((f) => f.text),
    ).toEqual(['Nature']);
    expect(scanWordLinkCitations(paragraph('Sources such as ', ['IEA', I], '.'))).toEqual([]);
    expect(scanWordLinkCitations(paragraph('The figures, said ', ['IEA', I], '.'))).toEqual([]);
  });
  it('leaves a sentence that opens with a linked name, and a phrase linked to a page', () => {
    expect(scanWordLinkCitations(paragraph('Capacity rose. ', ['Reuters', R], ' reported it first.'))).toEqual([]);
    expect(scanWordLinkCitations(paragraph('Capacity ', ['rose by 50% in 2023', I], '. Use varies.'))).toEqual([]);
    // A link after a full stop that is not its site's name is the next sentence's words.
    expect(scanWordLinkCitations(paragraph('Capacity rose. ', ['Renewables 2023', I], ' Use varies.'))).toEqual([]);
  });
});
