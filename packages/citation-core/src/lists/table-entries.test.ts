import { describe, expect, it } from 'vitest';
import { heading, text } from '../../test/build-docx.ts';
import { openBuilt } from '../../test/paragraphs-of.ts';
import { locateReferenceLists } from './locate.ts';

const cell = (content: string) => `<w:tc><w:p><w:r><w:t xml:space="preserve">${content}</w:t></w:r></w:p></w:tc>`;
const table = (rows: string[][]) => `<w:tbl>${rows.map((r) => `<w:tr>${r.map(cell).join('')}</w:tr>`).join('')}</w:tbl>`;

describe('a reference list laid out as a table', () => {
  it('reads one entry per row, the number from the first column, under a header row', () => {
    const body =
      text('Fast [1], and [2].') +
      heading('References') +
      table([
        ['No.', 'Reference'],
        ['[1]', 'Smith J. A title. Nature. 2020.'],
        ['2', 'Doe A. Another. Science. 2019.'],
      ]);
    const located = locateReferenceLists(openBuilt({ body }).paragraphs);
    expect(located.lists[0]?.entries.map((e) => [e.number, e.text])).toEqual([
      [1, 'Smith J. A title. Nature. 2020.'],
      [2, 'Doe A. Another. Science. 2019.'],
    ]);
    // Every paragraph of the table belongs to the list (header included): none is scanned for citations.
    expect([...located.listParagraphs].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps the cells of a row apart when no header names them ("[1] | Title | Journal | link")', () => {
    const body =
      text('Fast [1], and [2].') +
      heading('References') +
      table([
        ['[1]', 'Carbon capture in coastal wetlands', 'Nature', 'https://www.nature.com/articles/x'],
        ['[2]', 'Soil carbon in drylands.', 'Science', 'https://www.science.org/doi/y'],
      ]);
    const located = locateReferenceLists(openBuilt({ body }).paragraphs);
    expect(located.lists[0]?.entries.map((e) => e.text)).toEqual([
      'Carbon capture in coastal wetlands. Nature. https://www.nature.com/articles/x',
      'Soil carbon in drylands. Science. https://www.science.org/doi/y',
    ]);
  });

  it('leaves a table that is not a numbered list to the rest of the document', () => {
    const body =
      text('Fast [1].') +
      heading('References') +
      text('1. Smith J. A title. Nature. 2020.') +
      heading('Results') +
      table([
        ['Group', 'Mean'],
        ['A', '3.1'],
        ['B', '2.7'],
      ]);
    const located = locateReferenceLists(openBuilt({ body }).paragraphs);
    expect(located.lists[0]?.entries.map((e) => e.number)).toEqual([1]);
    expect(located.listParagraphs.has(5)).toBe(false);
  });
});

describe('a table of references with no number column', () => {
  it('is numbered by its rows, the header row left out', () => {
    const body =
      text('Fast [1], and [2].') +
      heading('Sources') +
      table([
        ['Source', 'URL'],
        ['Solar power growth - Energy Journal', 'https://example.org/solar'],
        ['Wind trends (2021)', 'Renewable Review'],
      ]);
    const located = locateReferenceLists(openBuilt({ body }).paragraphs);
    expect(located.lists[0]?.entries.map((e) => [e.number, e.text])).toEqual([
      [1, 'Solar power growth - Energy Journal. https://example.org/solar'],
      // Each cell a part of its own: the title and the journal beside it stay apart.
      [2, 'Wind trends (2021). Renewable Review'],
    ]);
  });

  it('reads a "Title | Publisher | URL" header as naming the parts, so the publisher stays out of the title', () => {
    const body =
      text('Fast [1], and [2].') +
      heading('References') +
      table([
        ['Title', 'Publisher', 'URL'],
        ['Global EV Outlook 2024', 'IEA', 'https://www.iea.org/reports/global-ev-outlook-2024'],
        ['Electric Vehicles', 'Wikipedia', 'https://en.wikipedia.org/wiki/Electric_vehicle'],
      ]);
    const located = locateReferenceLists(openBuilt({ body }).paragraphs);
    expect(located.lists[0]?.entries.map((e) => [e.number, e.text])).toEqual([
      [1, 'Global EV Outlook 2024. IEA. https://www.iea.org/reports/global-ev-outlook-2024'],
      [2, 'Electric Vehicles. Wikipedia. https://en.wikipedia.org/wiki/Electric_vehicle'],
    ]);
  });

  it('stays a table when a row does not read as a reference', () => {
    const body =
      text('Fast [1].') +
      heading('Sources') +
      table([
        ['Solar', 'https://example.org/solar'],
        ['Wind', 'grew fast'],
      ]);
    expect(locateReferenceLists(openBuilt({ body }).paragraphs).lists).toEqual([]);
  });
});

describe('a table of papers with a column per part (Elicit, Consensus)', () => {
  it('reads "# | Paper | Authors | Year | Journal" rows as author–date references, the parts where the parser expects them', () => {
    const body =
      text('Improved [1], mixed [2].') +
      heading('References') +
      table([
        ['#', 'Paper', 'Authors', 'Year', 'Journal', 'Main findings'],
        ['1', 'Effects of mindfulness on anxiety', 'Smith J, Doe A', '2020', 'J Clin Psych', 'Anxiety fell.'],
        ['2', 'Meditation and depression: a meta-analysis?', 'Lee K', '2019', 'JAMA', 'Mixed.'],
      ]);
    expect(locateReferenceLists(openBuilt({ body }).paragraphs).lists[0]?.entries.map((e) => [e.number, e.text])).toEqual([
      [1, 'Smith J, Doe A (2020). Effects of mindfulness on anxiety. J Clin Psych.'],
      [2, 'Lee K (2019). Meditation and depression: a meta-analysis? JAMA.'],
    ]);
  });

  it('numbers a "Title | Authors | Year | DOI" table by its rows, the header left out, a bare DOI made an address', () => {
    const body =
      text('Improved [1], mixed [2].') +
      heading('Sources') +
      table([
        ['Title', 'Authors', 'Year', 'DOI'],
        ['Effects of mindfulness on anxiety', 'Smith J, Doe A', '2020', '10.1000/abc.1'],
        ['Meditation and depression', '', '2019', ''],
      ]);
    expect(locateReferenceLists(openBuilt({ body }).paragraphs).lists[0]?.entries.map((e) => [e.number, e.text])).toEqual([
      [1, 'Smith J, Doe A (2020). Effects of mindfulness on anxiety. https://doi.org/10.1000/abc.1'],
      [2, 'Meditation and depression. 2019.'],
    ]);
  });

  it('takes such a table under any heading ("Papers"), the header saying what the rows are', () => {
    const body =
      text('Improved [1], mixed [2].') +
      heading('Papers') +
      table([
        ['#', 'Paper', 'Authors', 'Year'],
        ['1', 'Effects of mindfulness on anxiety', 'Smith J', '2020'],
        ['2', 'Meditation and depression', 'Lee K', '2019'],
      ]);
    const located = locateReferenceLists(openBuilt({ body }).paragraphs);
    expect(located.lists.map((l) => [l.heading, l.byContent, l.entries.length])).toEqual([['Papers', true, 2]]);
    expect(located.listParagraphs.has(0)).toBe(false);
  });

  it('takes a numbered table of references under no heading, or a short one ("Key sources"), but never a numbered table of data', () => {
    const refs = [
      ['[1]', 'Smith, J. (2020). Solar growth in Europe. Energy Journal, 5(2), 1-10.'],
      ['[2]', 'Doe, A., & Lee, B. (2019). Wind power economics. Nature Energy, 4, 22-30.'],
    ];
    for (const above of ['', heading('Key sources')]) {
      const located = locateReferenceLists(openBuilt({ body: text('Solar grew [1], wind [2].') + above + table(refs) }).paragraphs);
      expect(located.lists.map((l) => [l.heading, l.entries.map((e) => e.number)])).toEqual([[above ? 'Key sources' : '', [1, 2]]]);
      expect(located.listParagraphs.has(0)).toBe(false);
    }
    const data = table([
      ['1', 'Germany 2020'],
      ['2', 'Spain 2021'],
      ['3', 'Italy 2019'],
    ]);
    expect(locateReferenceLists(openBuilt({ body: text('Capacity grew [1].') + data }).paragraphs).lists).toEqual([]);
    const wide = table([
      ['1', 'Smith, J. (2020). Solar growth in Europe.', '45 GW'],
      ['2', 'Doe, A. (2019). Wind power economics.', '30 GW'],
    ]);
    expect(locateReferenceLists(openBuilt({ body: text('Capacity grew [1].') + wide }).paragraphs).lists).toEqual([]);
  });
});
