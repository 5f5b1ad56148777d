import { describe, expect, it } from 'vitest';
import { decimalNumbering, heading, hyperlink, para, referenceList, run, text } from '../../test/build-docx.ts';
import { openBuilt } from '../../test/paragraphs-of.ts';
import { isReferenceHeading, locateReferenceLists } from './locate.ts';

describe('locateReferenceLists', () => {
  it('finds a typed, numbered list under a References heading and keeps its paragraphs out of the text', () => {
    const doc = openBuilt({
      body:
        text('Growth was fast [1].') +
        referenceList([
          [1, 'Smith J. A title. Nature. 2020.'],
          [2, 'Doe A. Another. Science. 2019.'],
        ]),
    });
    const located = locateReferenceLists(doc.paragraphs);
    expect(located.lists).toHaveLength(1);
    expect(located.lists[0]?.entries.map((e) => [e.number, e.text])).toEqual([
      [1, 'Smith J. A title. Nature. 2020.'],
      [2, 'Doe A. Another. Science. 2019.'],
    ]);
    expect([...located.listParagraphs].sort()).toEqual([1, 2, 3]);
    expect(located.listForParagraph(0)).toBe(0);
  });

  it('takes the numbers from the labels, not from the positions', () => {
    const doc = openBuilt({
      body:
        text('See [7].') +
        referenceList(
          [
            [7, 'Smith J. A title. 2020.'],
            [9, 'Doe A. Another. 2019.'],
          ],
          'Works cited',
        ),
    });
    expect(locateReferenceLists(doc.paragraphs).lists[0]?.entries.map((e) => e.number)).toEqual([7, 9]);
  });

  it('finds nothing in a document without a reference list', () => {
    const doc = openBuilt({ body: text('Just prose [1].') + text('More prose.') });
    expect(locateReferenceLists(doc.paragraphs).lists).toEqual([]);
  });
});

describe('locateReferenceLists with Markdown footnote definitions', () => {
  const DEFINITIONS = [
    '[^1]: Vaswani, A., et al. (2017). Attention is all you need. NeurIPS.',
    '[^2]: Devlin, J., et al. (2019). BERT. NAACL.',
    '[^3]: Brown, T., et al. (2020). Language models are few-shot learners. NeurIPS.',
  ];

  it('reads "[^n]: …" under a Footnotes heading, the label stripped', () => {
    const doc = openBuilt({ body: text('Attention [^1].') + heading('Footnotes') + DEFINITIONS.map((d) => text(d)).join('') });
    const located = locateReferenceLists(doc.paragraphs);
    expect(located.lists[0]?.entries.map((e) => [e.number, e.text])).toEqual([
      [1, 'Vaswani, A., et al. (2017). Attention is all you need. NeurIPS.'],
      [2, 'Devlin, J., et al. (2019). BERT. NAACL.'],
      [3, 'Brown, T., et al. (2020). Language models are few-shot learners. NeurIPS.'],
    ]);
    expect([...located.listParagraphs].sort()).toEqual([1, 2, 3, 4]);
  });

  it('finds the definitions at the end with no heading, and a "## References" line pasted as text', () => {
    const unheaded = openBuilt({ body: text('Attention [^1].') + DEFINITIONS.map((d) => text(d)).join('') });
    const located = locateReferenceLists(unheaded.paragraphs);
    expect(located.lists.map((l) => [l.headingParagraphIndex, l.entries.map((e) => e.number)])).toEqual([[-1, [1, 2, 3]]]);
    expect([...located.listParagraphs].sort()).toEqual([1, 2, 3]);
    const marked = openBuilt({ body: text('Attention [^1].') + text('## References') + DEFINITIONS.map((d) => text(d)).join('') });
    expect(locateReferenceLists(marked.paragraphs).lists[0]?.heading).toBe('References');
  });

  it('takes a single definition at the end as a list, where a single "[1] …" line is not one', () => {
    const markdown = locateReferenceLists(openBuilt({ body: text('Attention [^1].') + text(DEFINITIONS[0] ?? '') }).paragraphs);
    expect(markdown.lists[0]?.entries.map((e) => e.number)).toEqual([1]);
    const bracket = locateReferenceLists(openBuilt({ body: text('Attention [1].') + text('[1] Vaswani, A. (2017). Attention.') }).paragraphs);
    expect(bracket.lists).toEqual([]);
  });

  it('reads definitions typed as one paragraph with line breaks', () => {
    const lines = `${DEFINITIONS.join('<w:br/>')}`;
    const body =
      text('Attention [^1].') +
      heading('Notes') +
      `<w:p><w:r><w:t xml:space="preserve">${lines.replace(/<w:br\/>/g, '</w:t><w:br/><w:t xml:space="preserve">')}</w:t></w:r></w:p>`;
    const located = locateReferenceLists(openBuilt({ body }).paragraphs);
    expect(located.lists[0]?.entries.map((e) => [e.number, e.text.slice(0, 10)])).toEqual([
      [1, 'Vaswani, A'],
      [2, 'Devlin, J.'],
      [3, 'Brown, T.,'],
    ]);
  });

  it('steps over a word-labelled note inside the list and leaves it in the document', () => {
    const body =
      text('Attention [^1].') + text(DEFINITIONS[0] ?? '') + text('[^note]: Counts are rounded.') + text(DEFINITIONS[1] ?? '') + text('[^aside]: More.');
    const located = locateReferenceLists(openBuilt({ body }).paragraphs);
    expect(located.lists[0]?.entries.map((e) => e.number)).toEqual([1, 2]);
    expect([...located.listParagraphs].sort()).toEqual([1, 3]);
  });
});

describe('isReferenceHeading', () => {
  it('accepts the usual words, styled or short, and refuses a sentence that contains them', () => {
    const doc = openBuilt({ body: heading('References') + text('Sources:') + text('The references in this report were checked by hand.') });
    expect(doc.paragraphs.map(isReferenceHeading)).toEqual([true, true, false]);
  });

  it.each([
    'Quellen',
    'Literaturverzeichnis',
    'Références',
    'Referencias bibliográficas',
    'Fonti',
    'Bronnen',
    'Källor',
    'Список литературы',
    '参考文献',
    '참고문헌',
    'المراجع',
    'מקורות',
    'Daftar Pustaka',
    'Tài liệu tham khảo',
    'Βιβλιογραφία',
    'Použitá literatura',
    'Джерела',
    'Lähteet',
    'Irodalom',
    'เอกสารอ้างอิง',
    '參考文獻',
    'Sources consulted',
    'Fuentes consultadas',
    'Références consultées',
    // Gemini's "Works cited" in other languages
    'Trabalhos citados',
    'Sources citées',
    'Цитируемые работы',
    'Использованные источники',
    '인용된 저작물',
    '引用的著作',
    'Alıntılanan çalışmalar',
    'Karya yang dikutip',
  ])('accepts the heading of a report written in another language: %s', (word) => {
    const doc = openBuilt({ body: heading(word) + text(`${word}:`) + text(`Die ${word} dieses Berichts wurden von Hand geprüft.`) });
    expect(doc.paragraphs.map(isReferenceHeading)).toEqual([true, true, false]);
  });
});

describe('isReferenceHeading with Markdown pasted as text', () => {
  it.each(['## References', '**Sources**', '📚 References', '🔗 Sources:', 'Sources and References', 'Citations & Sources'])('accepts %s', (word) => {
    const doc = openBuilt({ body: text(word) });
    expect(isReferenceHeading(doc.paragraphs[0] as never)).toBe(true);
  });

  it('still refuses a sentence about sources', () => {
    const doc = openBuilt({ body: text('Sources cited in this report were checked') + text('Sources and methods of the survey') });
    expect(doc.paragraphs.map(isReferenceHeading)).toEqual([false, false]);
  });
});

describe('locateReferenceLists in another language', () => {
  it('finds a German report’s list under "Quellen"', () => {
    const doc = openBuilt({ body: text('Das Wachstum war schnell [1].') + referenceList([[1, 'Schmidt, J. (2020). Ein Titel. Nature, 5, 1–9.']], 'Quellen') });
    expect(locateReferenceLists(doc.paragraphs).lists[0]?.entries.map((e) => e.number)).toEqual([1]);
  });
});

describe('locateReferenceLists with the labels of other assistants', () => {
  it.each([
    ['[citation:1] ', '[citation:2] '],
    ['[Source 1] ', '[Source 2] '],
    ['[^1^]: ', '[^2^]: '],
    ['[^1^] ', '[^2^] '],
    ['[^1] ', '[^2] '],
    ['〔1〕', '〔2〕'],
    ['【1†source】 ', '【2†source】 '],
    ['【1†L10-L20】 ', '【2†L30-L41】 '],
    ['[1†source] ', '[2†source] '],
    ['【1:0†file】 ', '【2:3†file】 '],
  ])('reads %s… as entry labels', (first, second) => {
    const doc = openBuilt({
      body: text('Fast [1] [2].') + heading('References') + text(`${first}Smith J. A title. Nature. 2020.`) + text(`${second}Doe A. Another. Science. 2019.`),
    });
    expect(locateReferenceLists(doc.paragraphs).lists[0]?.entries.map((e) => [e.number, e.text])).toEqual([
      [1, 'Smith J. A title. Nature. 2020.'],
      [2, 'Doe A. Another. Science. 2019.'],
    ]);
  });
});

describe('entries wrapped over several paragraphs', () => {
  it('joins a wrapped tail to its entry, and the list goes on after it', () => {
    const body =
      text('Fast [1] and [2].') +
      heading('References') +
      text('1. Smith, J., & Jones, K. (2020). A very long title about crop yields') +
      text('and soil carbon in dry regions. Nature Food, 5(2), 1-9.') +
      text('2. Doe, A. (2019). Another title. Science, 3, 2-8.') +
      text('Available at: https://doi.org/10.1126/science.abc123') +
      heading('Appendix') +
      text('More text from 2021.');
    const located = locateReferenceLists(openBuilt({ body }).paragraphs);
    expect(located.lists[0]?.entries.map((e) => [e.number, e.text])).toEqual([
      [1, 'Smith, J., & Jones, K. (2020). A very long title about crop yields and soil carbon in dry regions. Nature Food, 5(2), 1-9.'],
      [2, 'Doe, A. (2019). Another title. Science, 3, 2-8. Available at: https://doi.org/10.1126/science.abc123'],
    ]);
    expect(located.listParagraphs.has(7)).toBe(false);
  });

  it('does not take a sentence after the list for a tail', () => {
    const body =
      text('Fast [1].') + heading('References') + text('1. Smith, J. (2020). A title. Nature, 5, 1-9.') + text('These sources were checked by hand in 2024.');
    const located = locateReferenceLists(openBuilt({ body }).paragraphs);
    expect(located.lists[0]?.entries.map((e) => e.text)).toEqual(['Smith, J. (2020). A title. Nature, 5, 1-9.']);
    expect(located.listParagraphs.has(3)).toBe(false);
  });
});

describe('lists with loose labels', () => {
  it.each([
    ['1 ', '3 ', '5 '],
    ['1: ', '3: ', '5: '],
    ['¹ ', '³ ', '⁵ '],
    ['Ref. 1: ', 'Ref. 3: ', 'Ref. 5: '],
  ])('take "%s…" as the labels, so a gap keeps its numbers', (a, b, c) => {
    const body =
      text('Fast [1], [3] and [5].') +
      heading('References') +
      text(`${a}Smith, J. (2020). A title. Nature, 5, 1-9.`) +
      text(`${b}Doe, A. (2019). Another. Science, 3, 2-8.`) +
      text(`${c}Roe, B. (2018). Third. Cell, 2, 3-7.`);
    expect(locateReferenceLists(openBuilt({ body }).paragraphs).lists[0]?.entries.map((e) => [e.number, e.text.slice(0, 5)])).toEqual([
      [1, 'Smith'],
      [3, 'Doe, '],
      [5, 'Roe, '],
    ]);
  });

  it('reads years at the start of entries as part of the entry, not labels', () => {
    const body = text('Fast [1] and [2].') + heading('References') + text('2019 Annual report. WHO.') + text('2021 Annual report. WHO.');
    expect(locateReferenceLists(openBuilt({ body }).paragraphs).lists[0]?.entries.map((e) => [e.number, e.text])).toEqual([
      [1, '2019 Annual report. WHO.'],
      [2, '2021 Annual report. WHO.'],
    ]);
  });
});

describe('lists under a heading we do not know, or under none', () => {
  const refs = (labels: string[]) =>
    labels.map((label, i) => text(`${label} Author${i}, A. (${2010 + i}). Title ${i}. Journal, ${i + 1}, 1–9. https://doi.org/10.1000/x${i}`)).join('');

  it('takes a list that reads as references under any short heading ("Learn more", "Key Citations:", a bold line)', () => {
    for (const head of [heading('Learn more'), text('Key Citations:'), text('Resources')]) {
      const doc = openBuilt({ body: text('Growth was fast [1].') + head + refs(['1.', '2.', '3.']) });
      const located = locateReferenceLists(doc.paragraphs);
      expect(located.lists.map((l) => l.entries.map((e) => e.number))).toEqual([[1, 2, 3]]);
      // The heading goes with its list.
      expect([...located.listParagraphs].sort()).toEqual([1, 2, 3, 4]);
    }
  });

  it('takes a list that closes the document with no heading at all', () => {
    const doc = openBuilt({ body: heading('Report') + text('Growth was fast [1], [2].') + refs(['1.', '2)', '(3)']) });
    const located = locateReferenceLists(doc.paragraphs);
    expect(located.lists[0]?.entries.map((e) => e.number)).toEqual([1, 2, 3]);
    expect(located.lists[0]?.headingParagraphIndex).toBe(-1);
  });

  it('leaves a numbered list that does not read as references', () => {
    const findings = [text('1. Costs fell sharply.'), text('2. Wind overtook coal.'), text('3. Storage matters most.')].join('');
    expect(locateReferenceLists(openBuilt({ body: text('As shown [1].') + heading('Key findings') + findings }).paragraphs).lists).toEqual([]);
  });

  it("takes an unheaded list that reads as references with more after it: an appendix list, the assistant's closing offer", () => {
    const closing = text('If you want, I can turn this into a table or add more recent sources.');
    const appendix = heading('Appendix A') + text('1. How many panels do you own?') + text('2. When were they installed?');
    for (const after of [closing, appendix]) {
      const located = locateReferenceLists(openBuilt({ body: text('As shown [1].') + refs(['1.', '2.']) + after }).paragraphs);
      expect(located.lists.map((l) => [l.heading, l.entries.length, l.byContent])).toEqual([['', 2, true]]);
    }
  });

  it('takes the last list that reads as references, not an earlier numbered list with years in it', () => {
    const doc = openBuilt({
      body:
        text('Growth [1], [2].') +
        heading('Timeline') +
        text('1. In 2019 the first plant opened.') +
        text('2. In 2021 the second followed.') +
        heading('Learn more') +
        refs(['1.', '2.']),
    });
    const located = locateReferenceLists(doc.paragraphs);
    expect(located.lists).toHaveLength(1);
    expect(located.lists[0]?.heading).toBe('Learn more');
    expect(located.lists[0]?.entries[0]?.text).toContain('Author0');
  });

  it('never overrides a list under a known heading', () => {
    const doc = openBuilt({ body: text('Growth [1].') + referenceList([[1, 'Smith J. A title. 2020.']]) + heading('Learn more') + refs(['1.', '2.']) });
    const located = locateReferenceLists(doc.paragraphs);
    expect(located.lists.map((l) => l.heading)).toEqual(['References']);
  });
});

describe('entries written other ways', () => {
  it('leaves a bullet typed as text out of an unlabelled entry', () => {
    const doc = openBuilt({
      body: text('See [1].') + heading('Sources') + text('- Smith, J. (2020). A title. Nature.') + text('• Doe, A. (2019). Another. Science.'),
    });
    expect(locateReferenceLists(doc.paragraphs).lists[0]?.entries.map((e) => e.text)).toEqual([
      'Smith, J. (2020). A title. Nature.',
      'Doe, A. (2019). Another. Science.',
    ]);
  });

  it('numbers a list of titles that are each a link to their page (Grok\'s "Key Citations", bullets or typed dashes) by position', () => {
    const links = { rId1: 'https://www.iea.org/reports/renewables-2023', rId2: 'https://www.reuters.com/business/energy/storage' };
    const titles = ['Renewables 2023 – Analysis - IEA', 'Battery storage booms | Reuters'];
    for (const bullet of ['- ', '']) {
      const doc = openBuilt({
        links,
        body: text('Solar [1], storage [2].') + heading('Key Citations') + titles.map((t, i) => para(run(bullet) + hyperlink(`rId${i + 1}`, run(t)))).join(''),
      });
      expect(locateReferenceLists(doc.paragraphs).lists[0]?.entries.map((e) => [e.number, e.text, e.links])).toEqual([
        [1, titles[0], [links.rId1]],
        [2, titles[1], [links.rId2]],
      ]);
    }
    // A paragraph with neither a link nor a year still says the list is something else.
    const prose = openBuilt({
      links,
      body: text('See [1].') + heading('Sources') + para(hyperlink('rId1', run(titles[0] ?? ''))) + text('We checked them all.'),
    });
    expect(locateReferenceLists(prose.paragraphs).lists).toEqual([]);
  });

  it('joins a bare label to the paragraph after it that holds the reference', () => {
    const doc = openBuilt({
      body: text('See [2].') + heading('References') + text('[1]') + text('Smith, J. (2020). A title.') + text('[2]') + text('Doe, A. (2019). Another.'),
    });
    const located = locateReferenceLists(doc.paragraphs);
    expect(located.lists[0]?.entries.map((e) => [e.number, e.text, e.extraParagraphIndexes])).toEqual([
      [1, 'Smith, J. (2020). A title.', [3]],
      [2, 'Doe, A. (2019). Another.', [5]],
    ]);
    expect([...located.listParagraphs].sort()).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('a list of bare site names', () => {
  it('reads as references under an unknown heading (Copilot: "Learn more 1. nature.com")', () => {
    const doc = openBuilt({ body: text('Growth [1], [2].') + heading('Learn more') + text('1. nature.com') + text('2. www.iea.org/reports/weo-2023') });
    expect(locateReferenceLists(doc.paragraphs).lists[0]?.entries.map((e) => e.text)).toEqual(['nature.com', 'www.iea.org/reports/weo-2023']);
  });
});

describe('labels as Markdown pasted into Word leaves them', () => {
  it.each([
    ['**1.** ', 'bold'],
    ['*1.* ', 'italic'],
    ['**[1]** ', 'bold brackets'],
    ['1\\. ', 'escaped full stop'],
    ['\\[1\\] ', 'escaped brackets'],
    ['[1] - ', 'a dash after the label'],
    ['[1]: ', 'a colon after the label'],
    ['^1^ ', 'pandoc superscript'],
    ['#1 ', 'a hash'],
    ['1️⃣ ', 'a keycap emoji'],
    ['🔗 1. ', 'an emoji bullet before the label'],
  ])('reads "%s" (%s) as the label and keeps it out of the reference', (label) => {
    const doc = openBuilt({
      body:
        text('See [1].') +
        heading('References') +
        text(`${label}Smith, J. (2020). A title. Nature.`) +
        text(`${label.replace('1', '2')}Doe, A. (2019). Another. Science.`),
    });
    expect(locateReferenceLists(doc.paragraphs).lists[0]?.entries.map((e) => [e.number, e.text])).toEqual([
      [1, 'Smith, J. (2020). A title. Nature.'],
      [2, 'Doe, A. (2019). Another. Science.'],
    ]);
  });
});

describe('a right-to-left document', () => {
  it('reads labels and headings with direction marks around them, and keeps the marks out of the entries', () => {
    const doc = openBuilt({
      body:
        text('النتائج [1] و [2].') +
        heading('\u200fالمراجع') +
        text('\u200f[1]\u200f Smith, J. (2020). A title. Nature, 5, 1-9.') +
        text('\u200f2.\u200f Doe, A. (2019). Another. Science, 4, 2-3.'),
    });
    const lists = locateReferenceLists(doc.paragraphs).lists;
    expect(lists.map((l) => l.byContent)).toEqual([undefined]);
    expect(lists[0]?.entries.map((e) => [e.number, e.text])).toEqual([
      [1, 'Smith, J. (2020). A title. Nature, 5, 1-9.'],
      [2, 'Doe, A. (2019). Another. Science, 4, 2-3.'],
    ]);
  });
});

describe('entries that are each a numbered list of their own', () => {
  const refs = ['Smith, J. (2020). A title. Nature, 5, 1-9.', 'Doe, A. (2019). Another. Science, 4, 2-3.', 'Lee, K. (2018). A third. Cell, 7, 5-9.'];
  const numbering = [1, 2, 3, 4].map((n) => decimalNumbering(n)).join('');

  it('all "1." (Notion\'s one list per item, through LibreOffice) are one list numbered by position', () => {
    const doc = openBuilt({
      numbering,
      body: text('Known [1], [2] and [3].') + heading('References') + refs.map((r, i) => para(run(r), { numId: i + 1 })).join(''),
    });
    expect(locateReferenceLists(doc.paragraphs).lists[0]?.entries.map((e) => [e.number, e.text])).toEqual(refs.map((r, i) => [i + 1, r]));
  });

  it('end where a list of several items follows, and a URL line under an entry stays with it', () => {
    const doc = openBuilt({
      numbering,
      body:
        text('Known [1] and [2].') +
        heading('References') +
        para(run(refs[0] ?? ''), { numId: 1 }) +
        text('https://example.org/a') +
        para(run(refs[1] ?? ''), { numId: 2 }) +
        para(run('Install the package.'), { numId: 3 }) +
        para(run('Run the tool.'), { numId: 3 }),
    });
    expect(locateReferenceLists(doc.paragraphs).lists[0]?.entries.map((e) => [e.number, e.text])).toEqual([
      [1, `${refs[0]} https://example.org/a`],
      [2, refs[1]],
    ]);
  });
});

describe('a numbered list after the references', () => {
  const refs =
    heading('References') +
    text('1. Smith, J. (2020). A title. Nature, 5, 1-9.') +
    text('2. Doe, A. (2019). Another. Science, 4, 2-3.') +
    text('3. Lee, K. (2018). A third. Cell, 7, 5-9.');

  it('that starts again at 1 is another list, with the line that introduces it: neither joins the references', () => {
    for (const after of [
      text('To reproduce:') + text('1. Install the package.') + text('2. Run the tool.'),
      text('1. Install the package.') + text('2. Run the tool.'),
    ]) {
      const doc = openBuilt({ body: text('Known [1] and [2], [3].') + refs + after });
      const list = locateReferenceLists(doc.paragraphs).lists[0];
      expect(list?.entries.map((e) => [e.number, e.text])).toEqual([
        [1, 'Smith, J. (2020). A title. Nature, 5, 1-9.'],
        [2, 'Doe, A. (2019). Another. Science, 4, 2-3.'],
        [3, 'Lee, K. (2018). A third. Cell, 7, 5-9.'],
      ]);
    }
  });

  it('a number given twice further on is a typo in one list: the list goes on, the second entry of the number set aside', () => {
    const doc = openBuilt({ body: refs + text('3. Roe, B. (2017). A fourth. Lancet, 2, 1-4.') + text('4. Poe, C. (2016). A fifth. BMJ, 1, 1-2.') });
    const list = locateReferenceLists(doc.paragraphs).lists[0];
    expect(list?.entries.map((e) => e.number)).toEqual([1, 2, 3, 4]);
    expect(list?.setAside?.map((e) => e.text)).toEqual(['Roe, B. (2017). A fourth. Lancet, 2, 1-4.']);
  });
});

describe('labels typed the Chinese and Japanese way', () => {
  it('reads "1、", "2．", "（3）" and "4）" as the labels of one list', () => {
    const doc = openBuilt({
      body:
        text('研究表明[1，2]。') +
        heading('参考文献') +
        text('1、张三, 李四. 太阳能发展研究[J]. 能源学报, 2020, 4(2): 1-10.') +
        text('2．Smith J. Solar power[J]. Energy, 2019, 3: 5-9.') +
        text('（3）Doe A. Wind power[M]. Beijing: Press, 2018.') +
        text('4）Lee K. Grids[J]. Power, 2017, 2: 1-4.'),
    });
    expect(locateReferenceLists(doc.paragraphs).lists[0]?.entries.map((e) => [e.number, e.text.slice(0, 8)])).toEqual([
      [1, '张三, 李四. '],
      [2, 'Smith J.'],
      [3, 'Doe A. W'],
      [4, 'Lee K. G'],
    ]);
  });
});

describe('a second heading over the same numbering', () => {
  const ref = (n: number) => text(`${n}. Author${n}, J. (20${10 + n}). Title ${n}. Journal, 4, 1-9.`);

  it('"Additional sources" going on from the references (4, 5 after 1–3) is the same list; its heading goes with it', () => {
    const doc = openBuilt({
      body: text('Claims [1] and [5].') + heading('References') + ref(1) + ref(2) + ref(3) + heading('Additional sources') + ref(4) + ref(5),
    });
    const located = locateReferenceLists(doc.paragraphs);
    expect(located.lists.map((l) => [l.heading, l.entries.map((e) => [e.list, e.number])])).toEqual([
      [
        'References',
        [
          [0, 1],
          [0, 2],
          [0, 3],
          [0, 4],
          [0, 5],
        ],
      ],
    ]);
    expect([...located.listParagraphs].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('a second list that starts again at 1 stays a list of its own, and a reading list is never merged', () => {
    const restart = openBuilt({ body: heading('References') + ref(1) + ref(2) + heading('Other sources') + ref(1) + ref(2) });
    expect(locateReferenceLists(restart.paragraphs).lists.map((l) => l.entries.length)).toEqual([2, 2]);
    const reading = openBuilt({ body: heading('References') + ref(1) + ref(2) + heading('Further reading') + ref(3) + ref(4) });
    expect(locateReferenceLists(reading.paragraphs).lists.map((l) => l.heading)).toEqual(['References', 'Further reading']);
    // Its numbers go on from the references: they are named, and merged when a citation asks for them.
    expect([...locateReferenceLists(reading.paragraphs).continuingReading]).toEqual([3, 4]);
    expect(locateReferenceLists(reading.paragraphs, { mergeReading: true }).lists.map((l) => [l.heading, l.entries.length])).toEqual([['References', 4]]);
  });
});

describe('unnumbered entries before a typed "[n]" list under one heading', () => {
  it('numbers the list by its labels, and keeps the unnumbered entries in the document', () => {
    const doc = openBuilt({
      body:
        text('Known [1] and [2].') +
        heading('References') +
        text('Jones, A. (2018). Neural networks for text. Cambridge University Press.') +
        text('Smith, B. (2020). Language and machines. Oxford University Press.') +
        text('[1] Vaswani, A. (2017). Attention is all you need. NeurIPS, 30.') +
        text('[2] Devlin, J. (2019). BERT. NAACL, 1, 4171–4186.'),
    });
    const located = locateReferenceLists(doc.paragraphs);
    expect(located.lists.map((l) => l.entries.map((e) => [e.number, e.text.slice(0, 8)]))).toEqual([
      [
        [1, 'Vaswani,'],
        [2, 'Devlin, '],
      ],
    ]);
    expect(located.listParagraphs.has(2)).toBe(false);
    expect(located.listParagraphs.has(3)).toBe(false);
    expect(located.listParagraphs.has(4)).toBe(true);
  });
});

describe('a reference list sorted under sub-headings', () => {
  const ref = (n: number) => `Author${n}, J. (20${10 + n}). Title ${n}. Journal, 4, 1-9.`;
  const typed = (n: number) => text(`${n}. ${ref(n)}`);

  it('"References", then "Articles" 1–3 and "Reports" 4–5 (typed or Word-numbered): one list under References', () => {
    const typedDoc = openBuilt({
      body:
        text('Claims [1] and [5].') +
        heading('References') +
        heading('Articles', 2) +
        typed(1) +
        typed(2) +
        typed(3) +
        heading('Reports', 2) +
        typed(4) +
        typed(5),
    });
    const auto = (n: number) => para(run(ref(n)), { numId: 3 });
    const autoDoc = openBuilt({
      body:
        text('Claims [1] and [5].') + heading('References') + heading('Articles', 2) + auto(1) + auto(2) + auto(3) + heading('Reports', 2) + auto(4) + auto(5),
      numbering: decimalNumbering(3),
    });
    for (const doc of [typedDoc, autoDoc]) {
      const located = locateReferenceLists(doc.paragraphs);
      expect(located.lists.map((l) => [l.heading, l.entries.map((e) => e.number)])).toEqual([['References', [1, 2, 3, 4, 5]]]);
      expect(located.lists[0]?.entries[3]?.text).toBe(ref(4));
      expect([...located.listParagraphs].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    }
  });

  it('a bold sub-heading is no part of the entry above it', () => {
    const doc = openBuilt({
      body: heading('References') + para(run('Articles', { b: true })) + typed(1) + typed(2) + para(run('Reports', { b: true })) + typed(3),
    });
    expect(locateReferenceLists(doc.paragraphs).lists[0]?.entries.map((e) => e.text)).toEqual([ref(1), ref(2), ref(3)]);
  });

  it('under "References" typed as a plain line, a bold or a plain sub-heading is no part of the entry above it', () => {
    const bracketed = (n: number) => text(`[${n}] ${ref(n)}`);
    for (const sub of [(t: string) => para(run(t, { b: true })), (t: string) => text(t)]) {
      const doc = openBuilt({
        body:
          text('Claims [1] and [4].') +
          text('References') +
          sub('Articles') +
          bracketed(1) +
          bracketed(2) +
          sub('Reports and grey literature') +
          bracketed(3) +
          bracketed(4),
      });
      expect(locateReferenceLists(doc.paragraphs).lists[0]?.entries.map((e) => e.text)).toEqual([ref(1), ref(2), ref(3), ref(4)]);
    }
  });

  it('a sub-list that starts again at 1 is a list of its own, under its sub-heading', () => {
    const doc = openBuilt({ body: heading('References') + heading('Articles', 2) + typed(1) + typed(2) + heading('Reports', 2) + typed(1) + typed(2) });
    expect(locateReferenceLists(doc.paragraphs).lists.map((l) => [l.heading, l.entries.length])).toEqual([
      ['References', 2],
      ['Reports', 2],
    ]);
  });

  it('a sub-heading over a numbering that starts again and reads as no references is no list', () => {
    const doc = openBuilt({
      body: heading('References') + typed(1) + typed(2) + heading('Interview questions', 2) + text('1. What do you use?') + text('2. Why?'),
    });
    expect(locateReferenceLists(doc.paragraphs).lists.map((l) => l.heading)).toEqual(['References']);
  });

  it("a heading of the list's own level ends it: the next chapter is no sub-heading", () => {
    const doc = openBuilt({ body: heading('References', 2) + typed(1) + typed(2) + heading('Chapter 2', 2) + typed(3) + text('Prose after.') });
    expect(locateReferenceLists(doc.paragraphs).lists.map((l) => l.entries.length)).toEqual([2]);
  });
});

describe('a list per section, under a scoped heading', () => {
  const s1 = ['1. Smith, J. (2020). Solar power trends. Energy Journal, 12, 45-67.', '2. Doe, A. (2019). Wind futures. Nature Energy, 4, 1-10.'];
  const s2 = ['1. Lee, K. (2018). Hydro power. Water Journal, 3, 1-5.', '2. Kim, S. (2017). Nuclear stagnation. Energy Policy, 99, 5-9.'];

  it.each([
    ['Sources for section 1:', 'Sources for section 2:'],
    ['References for Chapter 1', 'References for Chapter 2'],
    ['Sources used in this section:', 'Sources used in this section:'],
    ['Chapter 1 references', 'Chapter 2 references'],
    ['References (Part 1)', 'References (Part 2)'],
    ['Sources (Section 1)', 'Sources (continued)'],
  ])('"%s" heads the list of its own section, and a citation there points to it', (h1, h2) => {
    const doc = openBuilt({
      body:
        heading('Solar') +
        text('Solar grew [1].') +
        text(h1) +
        s1.map((s) => text(s)).join('') +
        heading('Hydro') +
        text('Hydro grew [1].') +
        text(h2) +
        s2.map((s) => text(s)).join(''),
    });
    const located = locateReferenceLists(doc.paragraphs);
    expect(located.lists.map((l) => l.entries[0]?.text.slice(0, 5))).toEqual(['Smith', 'Lee, ']);
    expect([located.listForParagraph(1), located.listForParagraph(6)]).toEqual([0, 1]);
  });

  it('a topic is not a scope: "Sources of energy" heads no reference list', () => {
    const doc = openBuilt({ body: heading('Sources of energy') + text('Sources of this report') });
    expect(doc.paragraphs.map(isReferenceHeading)).toEqual([false, true]);
  });
});

describe('annotations under an entry', () => {
  const ref = (n: number) => `Author${n}, J. (20${10 + n}). Title ${n}. Journal, 4, 1-9.`;
  const levels =
    '<w:abstractNum w:abstractNumId="4"><w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="decimal"/><w:lvlText w:val="%1."/></w:lvl><w:lvl w:ilvl="1"><w:start w:val="1"/><w:numFmt w:val="lowerLetter"/><w:lvlText w:val="%2)"/></w:lvl></w:abstractNum><w:num w:numId="4"><w:abstractNumId w:val="4"/></w:num>';

  it('Word sub-items under an entry belong to it, and the list goes on after them', () => {
    const entry = (n: number) => para(run(ref(n)), { numId: 4 });
    const note = (k: number) => para(run(`Note ${k} about this source.`), { numId: 4, ilvl: 1 });
    const doc = openBuilt({ body: heading('References') + entry(1) + entry(2) + note(1) + note(2) + entry(3) + entry(4), numbering: levels });
    const list = locateReferenceLists(doc.paragraphs).lists[0];
    expect(list?.entries.map((e) => [e.number, e.text, e.extraParagraphIndexes])).toEqual([
      [1, ref(1), []],
      [2, ref(2), [3, 4]],
      [3, ref(3), []],
      [4, ref(4), []],
    ]);
  });

  it('"Summary: …" and "Relevance: …" lines under a typed entry are notes on it, not its text', () => {
    const doc = openBuilt({
      body:
        heading('References') +
        text(`1. ${ref(1)}`) +
        text(`2. ${ref(2)}`) +
        text('Summary: wind is now the cheapest source.') +
        text('Relevance: supports the cost argument.') +
        text(`3. ${ref(3)}`) +
        text(`4. ${ref(4)}`) +
        text('Summary: grids need storage.') +
        text('Relevance: the storage section.'),
    });
    const list = locateReferenceLists(doc.paragraphs).lists[0];
    expect(list?.entries.map((e) => [e.number, e.text, e.extraParagraphIndexes])).toEqual([
      [1, ref(1), []],
      [2, ref(2), [3, 4]],
      [3, ref(3), []],
      [4, ref(4), [7, 8]],
    ]);
  });

  it('one "Title: subtitle" line under an entry may be the entry wrapped: it stays its text', () => {
    const doc = openBuilt({ body: heading('References') + text('1. World Health Organization.') + text('Mental health: a primer.') + text(`2. ${ref(2)}`) });
    expect(locateReferenceLists(doc.paragraphs).lists[0]?.entries.map((e) => e.text)).toEqual(['World Health Organization. Mental health: a primer.', ref(2)]);
  });

  it('a list that ends, then "Summary:" prose and a new list starting at 1, stays a list of two', () => {
    const doc = openBuilt({
      body:
        heading('References') +
        text(`1. ${ref(1)}`) +
        text(`2. ${ref(2)}`) +
        text('Summary: the steps below.') +
        text('Steps: do this.') +
        text('1. First step.'),
    });
    expect(locateReferenceLists(doc.paragraphs).lists[0]?.entries.map((e) => e.number)).toEqual([1, 2]);
  });
});

describe("a heading typed as the first line of the list's own paragraph", () => {
  const br = '<w:r><w:br/></w:r>';
  it('reads "References↵1. …↵2. …" (lines broken with w:br) as the list under References', () => {
    const lines = ['References', '1. Smith, J. (2020). Solar. Energy, 5, 1-10.', '2. Doe, A. (2019). Wind. Nature Energy, 4, 22-30.'];
    const doc = openBuilt({ body: text('Solar [1], wind [2].') + para(lines.map((l) => run(l)).join(br)) });
    const located = locateReferenceLists(doc.paragraphs);
    expect(located.lists.map((l) => [l.heading, l.headingParagraphIndex, l.entries.map((e) => e.text.slice(0, 5))])).toEqual([
      ['References', -1, ['Smith', 'Doe, ']],
    ]);
    expect(located.listForParagraph(0)).toBe(0);
  });

  it('leaves a paragraph that only starts with the word: "Sources↵were checked" is prose', () => {
    const doc = openBuilt({ body: text('Solar [1].') + para(run('Sources') + br + run('were checked by hand in 2020.')) });
    expect(locateReferenceLists(doc.paragraphs).lists).toEqual([]);
  });
});

describe('a list typed as one run-on paragraph, its entries not broken into lines', () => {
  const ieee = '[1] A. Smith, “Solar,” Energy, vol. 5, 2020. [2] B. Doe, “Wind,” Nature Energy, 2019.';
  it('reads each entry of a run-on paragraph under a References heading, with its own number and text', () => {
    const doc = openBuilt({ body: text('Solar [1], wind [2].') + heading('References') + text(ieee) });
    const located = locateReferenceLists(doc.paragraphs);
    expect(located.lists[0]?.entries.map((e) => [e.number, e.paragraphIndex, e.text])).toEqual([
      [1, 2, 'A. Smith, “Solar,” Energy, vol. 5, 2020.'],
      [2, 2, 'B. Doe, “Wind,” Nature Energy, 2019.'],
    ]);
  });

  it('reads "References: [1] … [2] …", the heading in the same paragraph, as the list under References', () => {
    const doc = openBuilt({ body: text('Solar [1], wind [2].') + text(`References: ${ieee}`) + text('Appendix text follows.') });
    const located = locateReferenceLists(doc.paragraphs);
    expect(located.lists.map((l) => [l.heading, l.headingParagraphIndex, l.entries.map((e) => e.text.slice(0, 8))])).toEqual([
      ['References', -1, ['A. Smith', 'B. Doe, ']],
    ]);
    expect([...located.listParagraphs]).toEqual([1]);
  });

  it('reads a run-on line among lines broken with w:br, and an unheaded run-on list that ends the document', () => {
    const br = '<w:r><w:br/></w:r>';
    const lines = para(run(ieee) + br + run('[3] C. Roe, “Tides,” Ocean, 2018.'));
    const headed = locateReferenceLists(openBuilt({ body: text('Solar [1].') + heading('Sources') + lines }).paragraphs);
    expect(headed.lists[0]?.entries.map((e) => e.number)).toEqual([1, 2, 3]);
    const trailing = locateReferenceLists(openBuilt({ body: text('Solar [1], wind [2].') + text(ieee) }).paragraphs);
    expect(trailing.lists[0]?.entries.map((e) => e.number)).toEqual([1, 2]);
  });

  it('leaves "Sources: 1. … " with one entry, and a sentence with a colon before numbered points, as text', () => {
    const one = openBuilt({ body: text('Solar [1].') + text('Sources: 1. Smith J. Solar. Energy. 2020.') + text('More text.') });
    expect(locateReferenceLists(one.paragraphs).lists).toEqual([]);
    const prose = openBuilt({ body: text('Solar [1].') + text('We found: 1. Yields rose in 2020 on farms. 2. Stems grew in 2021 in plots.') + text('More.') });
    expect(locateReferenceLists(prose.paragraphs).lists).toEqual([]);
  });

  it('reads Copilot\'s "Learn more: 1. iea.org 2. irena.org" line as the list, its lead-in with it', () => {
    const links = { rId10: 'https://www.iea.org/a', rId11: 'https://www.irena.org/b' };
    const line = para(run('Learn more: ') + hyperlink('rId10', run('1. iea.org')) + run(' ') + hyperlink('rId11', run('2. irena.org')));
    const located = locateReferenceLists(openBuilt({ body: text('Solar [1], wind [2].') + line, links }).paragraphs);
    expect(located.lists.map((l) => [l.heading, l.entries.map((e) => [e.number, e.text.trim(), e.links])])).toEqual([
      [
        'Learn more',
        [
          [1, 'iea.org', ['https://www.iea.org/a']],
          [2, 'irena.org', ['https://www.irena.org/b']],
        ],
      ],
    ]);
    expect([...located.listParagraphs]).toEqual([1]);
    // Words before numbered points that are not site names stay text.
    const prose = openBuilt({ body: text('Solar [1].') + text('Next steps: 1. Call the team 2. Visit the site') });
    expect(locateReferenceLists(prose.paragraphs).lists).toEqual([]);
  });

  it('reads every "Learn more" line over numbered site names as a list, each answer\'s citations its own', () => {
    const links = { rId10: 'https://www.iea.org/a', rId11: 'https://www.irena.org/b', rId12: 'https://www.nature.com/c', rId13: 'https://www.ipcc.ch/d' };
    const sources = (a: string, b: string, ra: string, rb: string) =>
      text('Learn more') + para(hyperlink(ra, run(`1. ${a}`))) + para(hyperlink(rb, run(`2. ${b}`)));
    const body =
      text('Solar [1], wind [2].') +
      sources('iea.org', 'irena.org', 'rId10', 'rId11') +
      text('Cells [1], warming [2].') +
      sources('nature.com', 'ipcc.ch', 'rId12', 'rId13');
    const located = locateReferenceLists(openBuilt({ body, links }).paragraphs);
    expect(located.lists.map((l) => [l.heading, l.headingParagraphIndex, l.entries.map((e) => e.text.trim())])).toEqual([
      ['Learn more', 1, ['iea.org', 'irena.org']],
      ['Learn more', 5, ['nature.com', 'ipcc.ch']],
    ]);
    expect([0, 4].map((i) => located.listForParagraph(i))).toEqual([0, 1]);
    // Numbered points of prose under a short line are no list of sites.
    const steps = openBuilt({ body: text('Solar [1].') + text('Next steps') + text('1. Call the team') + text('2. Visit the site') });
    expect(locateReferenceLists(steps.paragraphs).lists).toEqual([]);
  });
});
