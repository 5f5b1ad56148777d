// The patterns of real AI exports listed at the end of ../shared/fixtures/README.md, one test per
// pattern, on small documents built to show exactly that pattern.
import { describe, expect, it } from 'vitest';
import { openDocument } from '../src/docx/document.ts';
import { NOTE_MARK } from '../src/docx/paragraphs.ts';
import { readDocx } from '../src/docx/read.ts';
import { UnsupportedDocumentError } from '../src/errors.ts';
import { repairDocument } from '../src/pipeline.ts';
import type { RepairResult } from '../src/pipeline.ts';
import { buildDocx, heading, hyperlink, para, referenceList, run, text } from './build-docx.ts';

const REFS: [number, string][] = [
  [1, 'Smith, J. (2020). Deep learning for crops. Journal of Agronomy, 12(3), 1-10. https://doi.org/10.1000/crops.1'],
  [2, 'Doe, A., & Roe, B. (2019). Stems and leaves. Plant Science, 4, 22-30. https://doi.org/10.1000/stems.2'],
  [3, 'Lee, K., Park, M., & Kim, S. (2018). Cake chemistry. Food Research, 7(1), 5-9.'],
  [4, 'Brown, T. (2021). Program trees in genetic programming. Evolutionary Computation, 29(2), 100-120.'],
];

async function repair(
  body: string,
  links?: Record<string, string>,
  options: Parameters<typeof repairDocument>[1] = {},
): Promise<{ result: RepairResult; texts: string[] }> {
  const bytes = buildDocx(links ? { body, links } : { body });
  const result = await repairDocument(bytes, { markerStyle: 'rtf', ...options });
  const texts = openDocument(readDocx(result.docx)).paragraphs.map((p) => p.text);
  return { result, texts };
}

describe('patterns of real AI exports', () => {
  it('1. superscript numbers glued after punctuation or a word are citations; digits in headings, decimals, ratios and thousands are not', async () => {
    const body =
      text('1. Introduction') +
      para(
        run('Yields rose in every crop.') +
          run('1', { sup: true }) +
          run(' Stems grew') +
          run('2', { sup: true }) +
          run(' and "cake".') +
          run('3', { sup: true }),
      ) +
      para(run('The ratio was 30:1 and the mean 1.15 over 15,400 plots.') + run('1, 3', { sup: true }) + run(' Later') + run('2-4', { sup: true }) + run('.')) +
      referenceList(REFS);
    const { result, texts } = await repair(body);
    expect(result.citations.map((c) => c.text)).toEqual(['1', '2', '3', '1, 3', '2-4']);
    expect(texts[0]).toBe('1. Introduction');
    expect(texts[1]).toBe('Yields rose in every crop.{Smith, 2020} Stems grew{Doe & Roe, 2019} and "cake".{Lee et al., 2018}');
    expect(texts[2]).toBe(
      'The ratio was 30:1 and the mean 1.15 over 15,400 plots.{Smith, 2020; Lee et al., 2018} Later{Doe & Roe, 2019; Lee et al., 2018; Brown, 2021}.',
    );
  });

  it('2. a citation after a space in mid-sentence is found; a look-alike in parentheses is not', async () => {
    const body =
      para(
        run('nodes in a program tree ') +
          run('4', { sup: true }) +
          run(', or rubrics ') +
          run('3', { sup: true }) +
          run('), their weights (tournament, size 5, elitism 1) matter [1].'),
      ) + referenceList(REFS);
    const { texts } = await repair(body);
    expect(texts[0]).toBe(
      'nodes in a program tree {Brown, 2021}, or rubrics {Lee et al., 2018}), their weights (tournament, size 5, elitism 1) matter {Smith, 2020}.',
    );
  });

  it('3. citations in table cells and at odd sentence ends are found; bracket numbers in code lines are not', async () => {
    const table = `<w:tbl><w:tr><w:tc>${text('Crops')}</w:tc><w:tc>${para(run('Evidence from multiple sources including.') + run('1', { sup: true }))}</w:tc></w:tr></w:tbl>`;
    const code = para(run('result = values[2] + arr[1]; print(data[3])', { font: 'Consolas' }));
    const inlineCode = text('then foo()[1] and matrix[i][2] are read before grid_data[3].');
    const body = table + code + inlineCode + text('Plain citation [2].') + referenceList(REFS);
    const { result, texts } = await repair(body);
    expect(texts[1]).toBe('Evidence from multiple sources including.{Smith, 2020}');
    expect(texts[2]).toBe('result = values[2] + arr[1]; print(data[3])');
    expect(texts[3]).toBe('then foo()[1] and matrix[i][2] are read before grid_data[3].');
    expect(texts[4]).toBe('Plain citation {Doe & Roe, 2019}.');
    expect(result.report.citationsFound).toBe(2);
  });

  it('4. literal braces already in the text are left exactly as they are', async () => {
    const body = text('The prompt template is {query} → {response}, e.g. {"a": [1]} in JSON [3].') + referenceList(REFS);
    const { texts } = await repair(body);
    expect(texts[0]).toBe('The prompt template is {query} → {response}, e.g. {"a": [1]} in JSON {Lee et al., 2018}.');
  });

  it('5. typed lists with gaps take their numbers from the labels; uncited entries are counted, not kept', async () => {
    const gapped: [number, string][] = [
      [5, REFS[0]?.[1] ?? ''],
      [8, REFS[1]?.[1] ?? ''],
      [18, REFS[2]?.[1] ?? ''],
      [22, REFS[3]?.[1] ?? ''],
    ];
    const { result, texts } = await repair(text('As shown [8] and [22].') + referenceList(gapped));
    expect(texts[0]).toBe('As shown {Doe & Roe, 2019} and {Brown, 2021}.');
    expect(result.report.orphanedReferences).toBe(2);
    expect(result.report.references.map((r) => r.numbers)).toEqual([[8], [22]]);
  });

  it('6. entries with no title, only an access date and a URL with fragments, tracking parameters and escapes', async () => {
    const refs: [number, string][] = [
      [1, 'accessed March 3, 2025, https://www.example.org/report%20final.pdf#:~:text=key%20finding'],
      [2, 'accessed March 4, 2025, https://news.example.com/story?utm_source=chatgpt.com'],
      [3, 'https://news.example.com/story'],
    ];
    const { result } = await repair(text('A [1]. B [2]. C [3].') + referenceList(refs));
    // [2] and [3] are the same page once tracking parameters are ignored.
    expect(result.report.uniqueReferences).toBe(2);
    expect(result.report.duplicateRefsRemoved).toBe(1);
    expect(result.report.references[0]?.url).toContain('example.org/report%20final.pdf');
  });

  it('7. other numbered lists in the body do not count: the reference list is the one under the heading at the end', async () => {
    const body =
      text('Steps:') + text('1. Collect the data [1].') + text('2. Clean it.') + text('3. Model it [2].') + referenceList(REFS.slice(0, 2), 'Works cited');
    const { result, texts } = await repair(body);
    expect(texts.slice(0, 4)).toEqual(['Steps:', '1. Collect the data {Smith, 2020}.', '2. Clean it.', '3. Model it {Doe & Roe, 2019}.']);
    expect(result.report.totalBibliographyEntries).toBe(2);
  });

  it('8. long runs like [1][2][3] and sources cited dozens of times', async () => {
    const many = Array.from({ length: 40 }, (_, i) => `Claim ${i} [${(i % 4) + 1}].`).join(' ');
    const { result, texts } = await repair(text('Overview [1][2][3][4].') + text(many) + referenceList(REFS));
    expect(texts[0]).toBe('Overview {Smith, 2020; Doe & Roe, 2019; Lee et al., 2018; Brown, 2021}.');
    expect(result.report.citationInstances).toBe(41);
    expect(result.report.citationsFound).toBe(4);
    expect(texts[1]).not.toMatch(/\[\d\]/);
  });

  it('9. code that arrives as plain paragraphs keeps 1_000_000, O(N2) and ANTLR.g4 untouched', async () => {
    const code = 'limit = 1_000_000  # O(N2) parse with ANTLR.g4, see tokens[1]';
    const { texts } = await repair(text(code) + text('Cited [4].') + referenceList(REFS));
    expect(texts[0]).toBe(code);
  });

  it('10. ChatGPT deep research: hyperlinked labels, one per text fragment, and an unheaded grouped list with bare URLs', async () => {
    const links = {
      rIdA: 'https://www.example.org/article#:~:text=first%20point',
      rIdB: 'https://www.example.org/article#:~:text=second%20point',
      rIdC: 'https://other.example.net/page?utm_source=chatgpt.com',
    };
    const body =
      para(
        run('First point') +
          hyperlink('rIdA', run('[1]', { style: 'Hyperlink' })) +
          run('. Second point') +
          hyperlink('rIdB', run('[2]', { style: 'Hyperlink' })) +
          run('.'),
      ) +
      para(run('Third point') + hyperlink('rIdC', run('[3]', { style: 'Hyperlink' })) + run('.')) +
      text('[1] [2] An article about points') +
      text('https://www.example.org/article') +
      text('[3] Another page') +
      text('https://other.example.net/page');
    const { result, texts } = await repair(body, links);
    // Labels 1 and 2 point to one page: one reference.
    expect(result.report.uniqueReferences).toBe(2);
    expect(result.report.citationsFound).toBe(3);
    expect(texts).toHaveLength(2);
    expect(texts[0]).not.toContain('[1]');
    // The marker is not a link any more (its target was the source itself).
    const xml = readDocx(result.docx);
    expect(xml.readXml(xml.mainPart)).not.toContain('<w:hyperlink');
  });

  it('10b. with no list at all, the link targets are the references ([2](url) markdown links too)', async () => {
    const links = { rIdA: 'https://site.example/articles/one#:~:text=x', rIdB: 'https://site.example/articles/one#:~:text=y' };
    const body =
      para(run('One') + hyperlink('rIdA', run('[1]')) + run(' two') + hyperlink('rIdB', run('[2]')) + run('.')) +
      text('Three [3](https://other.example/blog/two?utm_source=chatgpt.com).');
    const { result, texts } = await repair(body, links);
    expect(result.report.citationsFound).toBe(3);
    expect(result.report.uniqueReferences).toBe(2);
    expect(texts[1]).not.toContain('](');
    expect(result.bibtex).toContain('other.example/blog/two');
  });

  it('11. ChatGPT web-search answers: "([Site](url))" with no number, the link is the reference', async () => {
    const body =
      text('Prices rose in March ([Reuters](https://www.reuters.com/markets/prices-rose-2024-03-01/?utm_source=chatgpt.com)).') +
      text(
        'Analysts agree ([Reuters](https://www.reuters.com/markets/prices-rose-2024-03-01/), [BBC News](https://www.bbc.co.uk/news/business-68000000?utm_source=chatgpt.com)).',
      ) +
      text('A plain [link](https://example.org/page) in running text is left alone.');
    const { result, texts } = await repair(body);
    // The link's path dates Reuters' page ("…-2024-03-01/"); the BBC's names no date.
    expect(texts[0]).toBe('Prices rose in March {Reuters, 2024}.');
    expect(texts[1]).toBe('Analysts agree {Reuters, 2024; BBC News, n.d.}.');
    expect(texts[2]).toBe('A plain [link](https://example.org/page) in running text is left alone.');
    expect(result.report.uniqueReferences).toBe(2);
    expect(result.citations.map((c) => c.render)).toEqual(['link', 'link']);
    expect(result.bibtex).toContain('https://www.reuters.com/markets/prices-rose-2024-03-01/');
    expect(result.bibtex).not.toContain('utm_source');
  });

  it('11b. the same answer pasted into Word: "(Reuters)" with the name a real hyperlink; a linked word in prose is left alone', async () => {
    const links = {
      rR: 'https://www.reuters.com/markets/prices-rose-2024-03-01/?utm_source=chatgpt.com',
      rB: 'https://www.bbc.co.uk/news/business-68000000',
      rW: 'https://www.who.int/guidance',
    };
    const link = (rid: string, label: string) => hyperlink(rid, run(label, { style: 'Hyperlink' }));
    const body =
      para(run('Prices rose in March (') + link('rR', 'Reuters') + run(').')) +
      para(run('Analysts agree (') + link('rR', 'Reuters') + run('; ') + link('rB', 'BBC News') + run(').')) +
      para(run('Read the ') + link('rW', 'WHO guidance') + run(' (see ') + link('rW', 'WHO') + run(') first.'));
    const { result, texts } = await repair(body, links);
    expect(texts[0]).toBe('Prices rose in March {Reuters, 2024}.');
    expect(texts[1]).toBe('Analysts agree {Reuters, 2024; BBC News, n.d.}.');
    expect(texts[2]).toBe('Read the WHO guidance (see WHO) first.');
    expect(result.report.uniqueReferences).toBe(2);
    expect(result.bibtex).toContain('https://www.bbc.co.uk/news/business-68000000');
    expect(result.bibtex).not.toContain('who.int');
  });

  it('11c. "(Oldfield et al.)" or "(Smith, 2019)" linked to a paper\'s DOI names its authors, not a site; a journal\'s name alone stays the journal', async () => {
    const links = { rO: 'https://doi.org/10.1038/s41893-019-0001-1', rS: 'https://doi.org/10.1000/smith.2019', rN: 'https://doi.org/10.1000/nature.1' };
    const link = (rid: string, label: string) => hyperlink(rid, run(label, { style: 'Hyperlink' }));
    const body =
      para(run('Effects differ (') + link('rO', 'Oldfield et al.') + run(').')) +
      para(run('Yields rose (') + link('rS', 'Smith, 2019') + run(').')) +
      para(run('As reported (') + link('rN', 'Nature') + run(').'));
    const { result, texts } = await repair(body, links);
    expect(texts).toEqual(['Effects differ {Oldfield et al., n.d.}.', 'Yields rose {Smith, 2019}.', expect.stringMatching(/^As reported \{[^}]*\}\.$/)]);
    expect(result.bibtex).toContain('author = {Oldfield and others}');
    expect(result.bibtex).not.toMatch(/journal = \{Oldfield/);
    expect(result.bibtex).toContain('journal = {Nature}');
  });

  it('11d. Perplexity and Copilot answers pasted into Word: bare numbers, each a link to its source, glued to the text', async () => {
    const links = { rA: 'https://www.nature.com/articles/a1', rB: 'https://www.fao.org/soils/b2' };
    const link = (rid: string, label: string) => hyperlink(rid, run(label, { style: 'Hyperlink' }));
    const body =
      para(run('Soil holds water.') + link('rA', '1') + link('rB', '2') + run(' Cover crops help') + link('rB', '2') + run('.')) +
      heading('Sources') +
      para(run('1. ') + link('rA', 'Soil carbon and water - Nature')) +
      para(run('2. ') + link('rB', 'Soils portal | FAO'));
    const { result, texts } = await repair(body, links);
    // A titled page on a site is cited by its title: the site is where it appeared, not its author (ADR 132).
    expect(texts[0]).toBe('Soil holds water.{"Soil carbon and water", n.d.; "Soils portal", n.d.} Cover crops help{"Soils portal", n.d.}.');
    expect(result.report.bibtexEntries).toBe(2);
    // Copied without its sources: the links are the references, bare links credited to their sites.
    const alone = await repair(
      para(run('Soil holds water.') + link('rA', '1') + link('rB', '2') + run(' Cover crops help') + link('rB', '2') + run('.')),
      links,
    );
    expect(alone.texts[0]).toBe('Soil holds water.{Nature, n.d.; FAO, n.d.} Cover crops help{FAO, n.d.}.');
    // One linked number in a document with no list is not enough to call it a citation.
    await expect(repair(para(run('The iPhone ') + link('rA', '15') + run(' and more.')), links)).rejects.toThrow(/no numbered reference list/);
  });

  it('11e. Markdown footnotes rendered to HTML and pasted into Word: numbers linked to the notes\' anchors, notes ending in "↩︎"', async () => {
    const toNote = (n: number) => `<w:hyperlink w:anchor="fn${n}"><w:r><w:rPr><w:rStyle w:val="Hyperlink"/></w:rPr><w:t>${n}</w:t></w:r></w:hyperlink>`;
    const back = (n: number) => `<w:hyperlink w:anchor="fnref${n}"><w:r><w:t>↩︎</w:t></w:r></w:hyperlink>`;
    const note = (n: number, reference: string) =>
      `<w:p><w:bookmarkStart w:id="${n}" w:name="fn${n}"/><w:bookmarkEnd w:id="${n}"/>${run(`${n}. ${reference} `)}${back(n)}</w:p>`;
    const body =
      para(run('Water is retained') + toNote(1) + run(' and yields rise.') + toNote(2) + toNote(1)) +
      note(1, REFS[0]?.[1] as string) +
      note(2, REFS[1]?.[1] as string);
    const { result, texts } = await repair(body);
    expect(texts[0]).toBe('Water is retained{Smith, 2020} and yields rise.{Doe & Roe, 2019; Smith, 2020}');
    expect(result.bibtex).toContain('pages = {1--10}');
    expect(result.bibtex).not.toContain('↩');
  });

  it('11f. footnotes written as links ("[1]" to "#_ftn1", Word\'s and Google\'s HTML) cite the notes when the notes are the references', async () => {
    const toNote = (n: number) => `<w:hyperlink w:anchor="_ftn${n}"><w:r><w:rPr><w:rStyle w:val="Hyperlink"/></w:rPr><w:t>[${n}]</w:t></w:r></w:hyperlink>`;
    const note = (n: number, reference: string) =>
      `<w:p><w:bookmarkStart w:id="${n}" w:name="_ftn${n}"/><w:bookmarkEnd w:id="${n}"/><w:hyperlink w:anchor="_ftnref${n}"><w:r><w:t>[${n}]</w:t></w:r></w:hyperlink>${run(` ${reference}`)}</w:p>`;
    const body =
      para(run('Water is retained') + toNote(1) + run(' and yields rise.') + toNote(2)) + note(1, REFS[0]?.[1] as string) + note(2, REFS[1]?.[1] as string);
    const { texts } = await repair(body);
    expect(texts[0]).toBe('Water is retained{Smith, 2020} and yields rise.{Doe & Roe, 2019}');
  });

  it('a list under a heading no tool we know uses ("Learn more"), or under none, is read when it reads as references', async () => {
    const list = REFS.slice(0, 3)
      .map(([n, raw]) => text(`${n}. ${raw}`))
      .join('');
    for (const head of [heading('Learn more'), '']) {
      const { result, texts } = await repair(text('Crops grew [1]. Stems too [2, 3].') + head + list);
      expect(texts).toEqual(['Crops grew {Smith, 2020}. Stems too {Doe & Roe, 2019; Lee et al., 2018}.']);
      expect(result.report.bibtexEntries).toBe(3);
      // The processing log says which list was taken, and why.
      expect(result.log.filter((e) => e.strategy === 'lists').map((e) => e.message)).toEqual([
        expect.stringContaining(head ? 'the numbered list under "Learn more" (3 entries) reads as references' : 'at the end of the document, with no heading'),
      ]);
    }
  });

  it("citations typed with Word's cross-references (REF fields to the numbered entries) are read, and the field goes; other cross-references stay", async () => {
    const ref = (n: string, sup = false) =>
      `<w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText xml:space="preserve"> REF _Ref${n} \\r \\h </w:instrText></w:r><w:r><w:fldChar w:fldCharType="separate"/></w:r>${run(n, { sup })}<w:r><w:fldChar w:fldCharType="end"/></w:r>`;
    const body = para(run('Crops grew [') + ref('1') + run('] and stems') + ref('2', true) + run('. See Figure ') + ref('7') + run('.')) + referenceList(REFS);
    const { result, texts } = await repair(body);
    expect(texts[0]).toBe('Crops grew {Smith, 2020} and stems{Doe & Roe, 2019}. See Figure 7.');
    const xml = readDocx(result.docx).readXml('word/document.xml') ?? '';
    expect(xml).not.toContain('_Ref1');
    expect(xml).not.toContain('_Ref2');
    expect(xml).toContain('REF _Ref7');
  });

  it('a list nothing cites ("Further reading") stays in the document as it was, out of the counts and the reference files', async () => {
    const further =
      heading('Further reading') + text('1. Roe, B. (2019). Storage at scale. Grid Letters, 2, 5–9.') + text('') + text('2. Poe, C. (2018). Grids.');
    const { result, texts } = await repair(text('Crops grew [1]. Stems too [2].') + referenceList(REFS.slice(0, 2)) + further);
    expect(texts).toEqual([
      'Crops grew {Smith, 2020}. Stems too {Doe & Roe, 2019}.',
      'Further reading',
      '1. Roe, B. (2019). Storage at scale. Grid Letters, 2, 5–9.',
      '',
      '2. Poe, C. (2018). Grids.',
    ]);
    expect(result.report).toMatchObject({ totalBibliographyEntries: 2, orphanedReferences: 0, bibtexEntries: 2 });
    expect(result.bibtex).not.toContain('Storage');
    expect(result.log.filter((e) => e.strategy === 'lists').map((e) => e.message)).toEqual([
      expect.stringContaining('"Further reading" (2 entries): it stays'),
    ]);
    // Standing before the references, it still takes no citation of the section above it.
    const before = await repair(text('Crops grew [1]. Stems too [2].') + further + referenceList(REFS.slice(0, 2)));
    expect(before.texts[0]).toBe('Crops grew {Smith, 2020}. Stems too {Doe & Roe, 2019}.');
    expect(before.texts.slice(1, 5)).toEqual(texts.slice(1));
  });

  it('a cited "Further reading" list whose numbers go on from the references is their second part: "[3, 4]" cites both', async () => {
    const further =
      heading('Further reading') + text('3. Roe, B. (2019). Storage at scale. Grid Letters, 2, 5–9.') + text('4. Poe, C. (2018). Grids. Power, 1, 1–2.');
    const { result, texts } = await repair(text('Crops grew [1]. Stems too [2, 4]. Roots [3].') + referenceList(REFS.slice(0, 2)) + further);
    expect(texts).toEqual(['Crops grew {Smith, 2020}. Stems too {Doe & Roe, 2019; Poe, 2018}. Roots {Roe, "Storage at scale", 2019}.']);
    expect(result.report).toMatchObject({ citationsFound: 4, orphanedReferences: 0, bibtexEntries: 4 });
    expect(result.log.some((e) => /matches no entry/.test(e.message))).toBe(false);
  });

  it('a numbered list of remarks under "Notes" after the references is no reference list: the appendix keeps it, citations above go to the references', async () => {
    const notes = heading('Appendix B: Notes') + text('1. Prices exclude installation and grid connection.') + text('2. Figures for 2024 are provisional.');
    const { texts } = await repair(text('Crops grew [1].') + referenceList(REFS.slice(0, 2)) + heading('Appendix A') + text('As in [2] and [1].') + notes);
    expect(texts).toEqual([
      'Crops grew {Smith, 2020}.',
      'Appendix A',
      'As in {Doe & Roe, 2019} and {Smith, 2020}.',
      'Appendix B: Notes',
      '1. Prices exclude installation and grid connection.',
      '2. Figures for 2024 are provisional.',
    ]);
  });

  it('a citation inside a text box is read once (the drawing, not its VML fallback) and repaired there; its reference is kept', async () => {
    const box = (inner: string) => `<w:txbxContent>${text(inner)}</w:txbxContent>`;
    const drawing =
      '<w:r><mc:AlternateContent xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006"><mc:Choice Requires="wps"><w:drawing><wps:wsp xmlns:wps="http://schemas.microsoft.com/office/word/2010/wordprocessingShape"><wps:txbx>' +
      box('Box says [2].') +
      '</wps:txbx></wps:wsp></w:drawing></mc:Choice><mc:Fallback><w:pict><v:shape xmlns:v="urn:schemas-microsoft-com:vml"><v:textbox>' +
      box('Box says [2].') +
      '</v:textbox></v:shape></w:pict></mc:Fallback></mc:AlternateContent></w:r>';
    const { result, texts } = await repair(para(run('Crops grew [1].') + drawing) + referenceList(REFS.slice(0, 2)));
    expect(texts).toEqual(['Crops grew {Smith, 2020}.', 'Box says {Doe & Roe, 2019}.']);
    expect(result.report).toMatchObject({ citationsFound: 2, orphanedReferences: 0, bibtexEntries: 2 });
    // Live fields: Word's Zotero plugin reads no field in a text box, so the citation there is its text.
    const fields = await repairDocument(buildDocx({ body: para(run('Crops grew [1].') + drawing) + referenceList(REFS.slice(0, 2)) }), {
      markerStyle: 'fields',
    });
    const xml = readDocx(fields.docx).readXml('word/document.xml') ?? '';
    expect((xml.match(/ZOTERO_ITEM/g) ?? []).length).toBe(1);
    // The VML copy for older readers says what the drawing says, not the old "[2]".
    expect(xml.match(/\(Doe &amp; Roe, 2019\)/g)).toHaveLength(2);
    expect(xml).not.toContain('[2]');
    // And the log says why that citation is not live.
    expect(fields.log.filter((e) => e.id === 'text-box-citations').map((e) => e.message)).toEqual([
      expect.stringContaining('A citation stands in a text box ([2])'),
    ]);
    expect(result.log.some((e) => e.id === 'text-box-citations')).toBe(false);
  });

  it('text raised with w:position (LibreOffice, HTML conversions) counts as superscript; the marker takes the surrounding look', async () => {
    const raised = (value: string) => `<w:r><w:rPr><w:position w:val="8"/><w:sz w:val="19"/></w:rPr><w:t>${value}</w:t></w:r>`;
    const body = para(run('Transformers changed NLP') + raised('1') + run('. Earlier work') + raised('2-4') + run('.')) + referenceList(REFS);
    const { result, texts } = await repair(body);
    expect(texts[0]).toBe('Transformers changed NLP{Smith, 2020}. Earlier work{Doe & Roe, 2019; Lee et al., 2018; Brown, 2021}.');
    const xml = readDocx(result.docx);
    const main = xml.readXml(xml.mainPart) ?? '';
    // The markers are written at the size of the text around them.
    expect(main).not.toMatch(/<w:position[^>]*\/>(?:<w:sz[^>]*\/>)?<\/w:rPr><w:t[^>]*>\{/);
  });

  it('footnote references, page-number fields and footnote-style anchors are not citations', async () => {
    const footnoteRef = '<w:r><w:rPr><w:vertAlign w:val="superscript"/></w:rPr><w:footnoteReference w:id="1"/></w:r>';
    const pageField =
      '<w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText xml:space="preserve"> PAGE </w:instrText></w:r><w:r><w:fldChar w:fldCharType="separate"/></w:r>' +
      run('2', { sup: true }) +
      '<w:r><w:fldChar w:fldCharType="end"/></w:r>';
    const anchorLink = `<w:hyperlink w:anchor="ftnt3">${run('3', { sup: true })}</w:hyperlink>`;
    const body =
      para(run('A footnoted claim.') + footnoteRef + run(' Page ') + pageField + run(' and a Google Docs note') + anchorLink + run(' but a real one [1].')) +
      referenceList(REFS);
    const { result, texts } = await repair(body);
    expect(result.citations.map((c) => c.text)).toEqual(['[1]']);
    // The mark stays (no note part says it is a reference); the text model shows it as NOTE_MARK.
    expect(texts[0]).toBe(`A footnoted claim.${NOTE_MARK} Page 2 and a Google Docs note3 but a real one {Smith, 2020}.`);
  });

  it('14. a document without numbered citations is refused with the supported formats', async () => {
    await expect(repairDocument(buildDocx({ body: text('Just prose (2020), no citations.') + referenceList(REFS) }))).rejects.toBeInstanceOf(
      UnsupportedDocumentError,
    );
    await expect(repairDocument(buildDocx({ body: text('Prose with [1] but no list.') }))).rejects.toMatchObject({ code: 'NO_REFERENCE_LIST' });
    // ChatGPT's session markers with no list: the refusal says what they are and what to do.
    const refusal = repairDocument(buildDocx({ body: text('Heat waves are longer 【12†source】 and cities warmer 【3†source】.') }));
    await expect(refusal).rejects.toMatchObject({ code: 'NO_REFERENCE_LIST', message: expect.stringContaining("(【12†source】) are ChatGPT's own markers") });
    await expect(repairDocument(buildDocx({ body: text('Prose with [1] but no list.') }))).rejects.not.toMatchObject({
      message: expect.stringContaining('ChatGPT'),
    });
  });

  it('several lists: a citation refers to the list of its own section, numbering restarted', async () => {
    const body =
      heading('Part 1') +
      text('First part cites [1].') +
      referenceList([[1, REFS[0]?.[1] ?? '']]) +
      heading('Part 2') +
      text('Second part cites [1] too.') +
      referenceList([[1, REFS[3]?.[1] ?? '']]);
    const { result, texts } = await repair(body);
    expect(texts).toEqual(['Part 1', 'First part cites {Smith, 2020}.', 'Part 2', 'Second part cites {Brown, 2021} too.']);
    expect(result.report.citationsFound).toBe(2);
  });

  it('Word auto-numbered lists: numbers computed from numbering.xml, honouring start values', async () => {
    const numbering =
      '<w:abstractNum w:abstractNumId="7"><w:lvl w:ilvl="0"><w:start w:val="0"/><w:numFmt w:val="decimal"/><w:lvlText w:val="[%1]"/></w:lvl></w:abstractNum><w:num w:numId="3"><w:abstractNumId w:val="7"/></w:num>';
    const body =
      text('Zero [0] and two [2].') +
      heading('Bibliography') +
      REFS.slice(0, 3)
        .map(([, raw]) => para(run(raw), { numId: 3 }))
        .join('');
    const result = await repairDocument(buildDocx({ body, numbering }), { markerStyle: 'rtf' });
    expect(result.citations.map((c) => c.marker)).toEqual(['{Smith, 2020}', '{Lee et al., 2018}']);
  });

  it('keeps the reference list on request and writes pandoc or LaTeX markers', async () => {
    const body = text('See [1, 2].') + referenceList(REFS.slice(0, 2));
    const pandoc = await repair(body, undefined, { markerStyle: 'pandoc', keepReferenceList: true });
    expect(pandoc.texts[0]).toBe('See [@smith2020; @doe2019].');
    expect(pandoc.texts).toHaveLength(4);
    const latex = await repair(body, undefined, { markerStyle: 'latex' });
    expect(latex.texts[0]).toBe('See \\cite{smith2020,doe2019}.');
  });

  it('reads prefixes written inside a citation ("[see 1]", "[e.g., 2, 3]", "(see 4, p. 7)") and keeps the word in every marker form', async () => {
    const body = text('Crops [see 1]. Stems [e.g., 2, 3]. Trees (see 4, p. 7). Plans [see below] and (see Figure 1).') + referenceList(REFS);
    const rtf = await repair(body);
    expect(rtf.texts[0]).toBe(
      'Crops see {Smith, 2020}. Stems e.g., {Doe & Roe, 2019; Lee et al., 2018}. Trees see {Brown, 2021, p. 7}. Plans [see below] and (see Figure 1).',
    );
    const pandoc = await repair(body, undefined, { markerStyle: 'pandoc' });
    expect(pandoc.texts[0]).toBe(
      'Crops [see @smith2020]. Stems [e.g., @doe2019; @lee2018]. Trees [see @brown2021, p. 7]. Plans [see below] and (see Figure 1).',
    );
    const latex = await repair(body, undefined, { markerStyle: 'latex' });
    expect(latex.texts[0]).toBe(
      'Crops \\cite[see][]{smith2020}. Stems \\cite[e.g.,][]{doe2019,lee2018}. Trees \\cite[see][p.~7]{brown2021}. Plans [see below] and (see Figure 1).',
    );
  });

  it('reads a prefix before a later number ("[1; see also 2]", "[1, p. 7; cf. 3, 4]", "[2, see 4]") as one citation and keeps the word in every marker form', async () => {
    const body = text('Crops [1; see also 2]. Stems [1, p. 7; cf. 3, 4]. Trees [2, see 4]. Plans [1; see below].') + referenceList(REFS);
    const rtf = await repair(body);
    // RTF Scan has no prefix: the marker is cut where a later work has one.
    expect(rtf.texts[0]).toBe(
      'Crops {Smith, 2020}; see also {Doe & Roe, 2019}. Stems {Smith, 2020, p. 7}; cf. {Lee et al., 2018; Brown, 2021}. Trees {Doe & Roe, 2019}; see {Brown, 2021}. Plans [1; see below].',
    );
    const pandoc = await repair(body, undefined, { markerStyle: 'pandoc' });
    expect(pandoc.texts[0]).toBe(
      'Crops [@smith2020; see also @doe2019]. Stems [@smith2020, p. 7; cf. @lee2018; @brown2021]. Trees [@doe2019; see @brown2021]. Plans [1; see below].',
    );
    // A prenote of a later work: one \cite per work (ADR 138).
    const latex = await repair(body, undefined, { markerStyle: 'latex' });
    expect(latex.texts[0]).toBe(
      'Crops \\cite{smith2020}, \\cite[see also][]{doe2019}. Stems \\cite[p.~7]{smith2020}, \\cite[cf.][]{lee2018}, \\cite{brown2021}. Trees \\cite{doe2019}, \\cite[see][]{brown2021}. Plans [1; see below].',
    );
  });

  it('names two works with the same first author and year apart by their short titles', async () => {
    const refs: [number, string][] = [
      [1, 'Smith, J. (2020). Deep learning for crops. Journal of Agronomy, 12(3), 1-10.'],
      [2, 'Smith, J. (2020). Irrigation at scale: a review. Water Research, 3, 4-8.'],
    ];
    const { result, texts } = await repair(text('Both [1, 2].') + referenceList(refs));
    expect(texts[0]).toBe('Both {Smith, "Deep learning for crops", 2020; Smith, "Irrigation at scale", 2020}.');
    expect(result.report.references.map((r) => r.key)).toEqual(['smith2020a', 'smith2020b']);
  });

  it('folds names to ASCII with asciiMarkers', async () => {
    const refs: [number, string][] = [[1, 'Müller, K., & Ørsted, H. (2015). Über alles. Zeitschrift, 1, 1-2.']];
    const plain = await repair(text('See [1].') + referenceList(refs));
    expect(plain.texts[0]).toBe('See {Müller & Ørsted, 2015}.');
    const ascii = await repair(text('See [1].') + referenceList(refs), undefined, { asciiMarkers: true });
    expect(ascii.texts[0]).toBe('See {Muller & Orsted, 2015}.');
    expect(ascii.result.report.references[0]?.key).toBe('muller2015');
  });

  it('10. a [n] glued to a word, a full stop, a bracket or money is a citation, hyperlinked or not; in a monospace run it is code', async () => {
    const many: [number, string][] = Array.from({ length: 40 }, (_, i) => [
      i + 1,
      `Author${String.fromCharCode(65 + (i % 26))}, J. (${2000 + i}). Title number ${i + 1}. Journal ${i}, 1-10.`,
    ]);
    const body =
      text('In the 1970s[9] he said so. I asked him.[3] The data[34] show it (lower cost)[2] at $5M[4] total.') +
      para(run('Prices rose in the 1990s') + hyperlink('rId100', run('[1]')) + run(' and fell.') + hyperlink('rId101', run('[2]'))) +
      para(run('Inline code ') + run('data[34]', { font: 'Consolas' }) + run(' stays; obj.items[2] and my_list[3] and dataFrame[4] too.')) +
      referenceList(many);
    const { result, texts } = await repair(body, { rId100: 'https://example.org/a', rId101: 'https://example.org/b' }, { markerStyle: 'pandoc' });
    expect(texts[0]).toBe(
      'In the 1970s[@authori2008] he said so. I asked him.[@authorc2002] The data[@authorh2033] show it (lower cost)[@authorb2001] at $5M[@authord2003] total.',
    );
    expect(texts[1]).toBe('Prices rose in the 1990s[@authora2000] and fell.[@authorb2001]');
    expect(texts[2]).toBe('Inline code data[34] stays; obj.items[2] and my_list[3] and dataFrame[4] too.');
    expect(result.report.citationsFound).toBe(6); // distinct numbers cited (fixtures README)
  });

  it('11. superscript digits that are maths or units stay: x², e⁴, S¹, 5 m³', async () => {
    const { texts } = await repair(
      text('Area of 5 m³ and the S¹ circle; e⁴ grows as x² = y [1].') + text('Growth was fast.² Then slow [2].') + referenceList(REFS),
    );
    expect(texts[0]).toBe('Area of 5 m³ and the S¹ circle; e⁴ grows as x² = y {Smith, 2020}.');
    expect(texts[1]).toBe('Growth was fast.{Doe & Roe, 2019} Then slow {Doe & Roe, 2019}.');
  });

  it("12. ChatGPT's double brackets [[2, 3]] leave no outer brackets behind", async () => {
    const { texts } = await repair(text('As shown [[2, 3]] and also [[1]].') + referenceList(REFS));
    expect(texts[0]).toBe('As shown {Doe & Roe, 2019; Lee et al., 2018} and also {Smith, 2020}.');
  });

  it('13. a reference list typed as one paragraph with line breaks has one entry per labelled line', async () => {
    const br = '<w:r><w:br/></w:r>';
    const list = para(run(`[1] ${REFS[0]![1]}`) + br + run(`[2] ${REFS[1]![1]}`) + br + run(`[3] ${REFS[2]![1]}`) + br + run('https://example.org/cake'));
    const headed = await repair(text('Claims [1], [2] and [3].') + heading('References') + list);
    expect(headed.texts[0]).toBe('Claims {Smith, 2020; Doe & Roe, 2019} and {Lee et al., 2018}.');
    expect(headed.result.report.totalBibliographyEntries).toBe(3);
    const unheaded = await repair(text('Claims [1], [2] and [3].') + list);
    expect(unheaded.result.report.bibtexEntries).toBe(3);
  });

  it('a reference list laid out as a table is read row by row and goes as a whole; live fields put the bibliography where it stood', async () => {
    const cell = (content: string) => `<w:tc><w:p><w:r><w:t xml:space="preserve">${content}</w:t></w:r></w:p></w:tc>`;
    const table = `<w:tbl>${[['No.', 'Reference'], ...REFS.map(([n, r]) => [`[${n}]`, r])].map((row) => `<w:tr>${row.map(cell).join('')}</w:tr>`).join('')}</w:tbl>`;
    const body = text('Yields rose [1] and stems grew [2, 3].') + heading('References') + table + text('Appendix text stays.');
    const rtf = await repair(body);
    expect(rtf.texts).toEqual(['Yields rose {Smith, 2020} and stems grew {Doe & Roe, 2019; Lee et al., 2018}.', 'Appendix text stays.']);
    expect(readDocx(rtf.result.docx).readXml('word/document.xml')).not.toContain('<w:tbl');
    const fields = await repair(body, undefined, { markerStyle: 'fields' });
    expect(fields.texts[1]).toBe('References');
    expect(fields.texts.slice(2, 5).every((t) => /\(20\d\d\)/.test(t))).toBe(true);
    expect(fields.texts.at(-1)).toBe('Appendix text stays.');
    expect(fields.result.report.bibtexEntries).toBe(3);
  });

  it('gives two pages of one site, cited by its home page only, a Zotero URI each (Zotero would merge works that share one)', async () => {
    const body =
      text('Sleep matters [1], and soil [2].') +
      referenceList([
        [1, 'Sleep quality outlook 4 - Nature, https://www.nature.com'],
        [2, 'Soil carbon outlook 107 - Nature, https://www.nature.com'],
      ]);
    const { result } = await repair(body, undefined, { markerStyle: 'fields' });
    const xml = readDocx(result.docx).readXml('word/document.xml') ?? '';
    // The field codes, put back together from their instruction runs.
    const codes = [...xml.matchAll(/<w:instrText[^>]*>([^<]*)<\/w:instrText>/g)].map((m) => m[1]).join('');
    const uris = [...codes.replace(/&quot;/g, '"').matchAll(/"uris":\["([^"]+)"\]/g)].map((m) => m[1]);
    expect(result.report.bibtexEntries).toBe(2);
    expect(new Set(uris).size).toBe(2);
  });
});
