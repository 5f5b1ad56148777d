import { describe, expect, it } from 'vitest';
import { hyperlink, para, referenceList, run, text } from '../../test/build-docx.ts';
import { openBuilt } from '../../test/paragraphs-of.ts';
import { locateReferenceLists } from '../lists/locate.ts';
import { detectCitations } from './detect.ts';

const LIST = referenceList([
  [1, 'Smith J. A title. Nature. 2020.'],
  [2, 'Doe A. Another. Science. 2019.'],
  [3, 'Roe B. A third. Cell. 2018.'],
  [4, 'Poe C. A fourth. Lancet. 2017.'],
]);

function detect(body: string) {
  const doc = openBuilt({ body: body + LIST });
  return detectCitations(doc.paragraphs, locateReferenceLists(doc.paragraphs));
}

describe('detectCitations', () => {
  it('finds bracketed groups with lists and ranges, where they stand', () => {
    const { citations } = detect(text('Growth [1] was fast [2, 3-4].'));
    expect(citations.map((c) => ({ text: c.text, numbers: c.numbers, render: c.render, start: c.start }))).toEqual([
      { text: '[1]', numbers: [1], render: 'bracket', start: 7 },
      { text: '[2, 3-4]', numbers: [2, 3, 4], render: 'bracket', start: 20 },
    ]);
  });

  it('reads a cross-reference to a list entry ("Numbered item", its result the bare number) as a citation of it', () => {
    const ref = (n: number) =>
      `<w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText xml:space="preserve"> REF _Ref${n} \\r \\h </w:instrText></w:r>` +
      `<w:r><w:fldChar w:fldCharType="separate"/></w:r><w:r><w:t>${n}</w:t></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r>`;
    const entry = (n: number, value: string) => para(`<w:bookmarkStart w:id="${n}" w:name="_Ref${n}"/>${run(value)}<w:bookmarkEnd w:id="${n}"/>`);
    const doc = openBuilt({
      body:
        para(run('Memory ') + ref(2) + run(' and rhythm') + ref(3) + run('; unlinked 4 stays.')) +
        text('References') +
        entry(1, '1. Smith J. A title. Nature. 2020.') +
        entry(2, '2. Doe A. Another. Science. 2019.') +
        entry(3, '3. Roe B. A third. Cell. 2018.') +
        entry(4, '4. Poe C. A fourth. Lancet. 2017.'),
    });
    const { citations } = detectCitations(doc.paragraphs, locateReferenceLists(doc.paragraphs));
    expect(citations.map((c) => [c.text, c.numbers])).toEqual([
      ['2', [2]],
      ['3', [3]],
    ]);
  });

  it('finds superscript numbers split from the word before them', () => {
    const { citations } = detect(para(run('Growth was fast') + run('2,3', { sup: true }) + run('.')));
    expect(citations.map((c) => ({ numbers: c.numbers, render: c.render, superscript: c.superscript }))).toEqual([
      { numbers: [2, 3], render: 'superscript', superscript: true },
    ]);
  });

  it('reads raised numbers with an unraised comma or dash between them as one citation; "m², y³" stays apart', () => {
    const { citations } = detect(
      para(
        run('Growth') +
          run('1', { sup: true }) +
          run(',') +
          run('2', { sup: true }) +
          run(' and decline') +
          run('1', { sup: true }) +
          run('–') +
          run('3', { sup: true }) +
          run('.'),
      ),
    );
    expect(citations.map((c) => ({ text: c.text, numbers: c.numbers }))).toEqual([
      { text: '1,2', numbers: [1, 2] },
      { text: '1–3', numbers: [1, 2, 3] },
    ]);
    const units = detect(para(run('An area of 4 m') + run('2', { sup: true }) + run(', ') + run('volume') + run('3', { sup: true }) + run('.')));
    expect(units.citations.map((c) => c.numbers)).toEqual([[3]]);
    // A letter between two raised numbers is no separator: two citations, not one.
    const letter = detect(para(run('Growth') + run('1', { sup: true }) + run('a') + run('3', { sup: true }) + run('.')));
    expect(letter.citations.map((c) => c.text)).toEqual(['1', '3']);
  });

  it('reports numbers that match no entry and leaves them out of the citation', () => {
    const result = detect(text('Growth was fast [2, 9].'));
    expect(result.citations.map((c) => c.numbers)).toEqual([[2]]);
    expect(result.unknownNumbers).toEqual([{ paragraphIndex: 0, text: '[2, 9]', numbers: [9] }]);
  });

  it('ignores numbers that point nowhere and code indexes', () => {
    const { citations } = detect(text('The value argv[1] and [17] are not citations.'));
    expect(citations).toEqual([]);
  });

  it('leaves a value in brackets: after an operator, or an interval after its name', () => {
    const { citations } = detect(text('We used k = [2] folds, x ∈ [1, 3], and the interval [1, 3] as in the range [2, 4] of [3], rates from [1, 3] × 10⁻⁴.'));
    expect(citations.map((c) => c.text)).toEqual(['[3]']);
  });

  it('still reads a citation after the word interval or range alone', () => {
    const { citations } = detect(text('The 95% confidence interval [2] and the range [1–3] were reported.'));
    expect(citations.map((c) => ({ text: c.text, numbers: c.numbers }))).toEqual([
      { text: '[2]', numbers: [2] },
      { text: '[1–3]', numbers: [1, 2, 3] },
    ]);
  });

  it('reads an IEEE range written as two citations joined by a dash', () => {
    const { citations } = detect(text('Shown before [1]–[3] and [2] - [4].'));
    expect(citations.map((c) => ({ text: c.text, numbers: c.numbers }))).toEqual([
      { text: '[1]–[3]', numbers: [1, 2, 3] },
      { text: '[2] - [4]', numbers: [2, 3, 4] },
    ]);
  });

  it('reads a range written with any dash, between two citations or inside one', () => {
    for (const dash of ['-', '\u2010', '\u2011', '\u2012', '\u2013', '\u2014', '\u2015', '\u2212', '\ufe63', '\uff0d']) {
      const { citations } = detect(text(`Shown before [1]${dash}[3] and [2 ${dash} 4].`));
      expect(
        citations.map((c) => ({ text: c.text, numbers: c.numbers })),
        `U+${dash.charCodeAt(0).toString(16)}`,
      ).toEqual([
        { text: `[1]${dash}[3]`, numbers: [1, 2, 3] },
        { text: `[2 ${dash} 4]`, numbers: [2, 3, 4] },
      ]);
    }
  });

  it('finds full-width brackets and ChatGPT’s dagger citations', () => {
    const { citations } = detect(text('增长很快【1】，也见［2］与【3†source】【4†L10-L20】。'));
    expect(citations.map((c) => ({ text: c.text, numbers: c.numbers, render: c.render }))).toEqual([
      { text: '【1】', numbers: [1], render: 'bracket' },
      { text: '［2］', numbers: [2], render: 'bracket' },
      { text: '【3†source】【4†L10-L20】', numbers: [3, 4], render: 'bracket' },
    ]);
  });

  it('finds no citation in a table of contents: its lines repeat the headings with their page numbers', () => {
    const line = (value: string) => `<w:p><w:hyperlink w:anchor="_Toc1">${run(value)}<w:r><w:tab/></w:r>${run('2')}</w:hyperlink></w:p>`;
    const { citations } = detect(line('Growth [1]') + line('References') + para(run('Growth [1]'), { style: 'Heading1' }) + text('Body [2].'));
    expect(citations.map((c) => [c.paragraphIndex, c.text])).toEqual([
      [2, '[1]'],
      [3, '[2]'],
    ]);
  });

  it('takes a Markdown link to the entry\'s anchor whole, "[1](#ref1)", "[[2]](#ref-2)", and reads no "ref1" in it', () => {
    const { citations } = detect(text('Growth [1](#ref1) and [[2]](#ref-2), then (#ref3) alone.'));
    expect(citations.map((c) => [c.text, c.numbers])).toEqual([
      ['[1](#ref1)', [1]],
      ['[[2]](#ref-2)', [2]],
    ]);
  });

  it('reads Unicode marks set side by side ("²³") as 2 and 3 when the list has no 23, and leaves "²¹" and "⁷⁸" alone', () => {
    const { citations } = detect(text('Growth.²³ Then.²¹ And.⁷⁸ Also.¹⁴'));
    expect(citations.map((c) => [c.text, c.numbers])).toEqual([
      ['²³', [2, 3]],
      ['¹⁴', [1, 4]],
    ]);
  });

  it('reads raised digits each in a run of its own (pandoc\'s "^1^^2^") as 1 and 2 when the list has no 12; one run "12" stays twelve', () => {
    const sup = (t: string) => run(t, { sup: true });
    const { citations } = detect(para(run('Growth.') + sup('1') + sup('2') + run(' Then.') + sup('3') + sup('4') + run(' And.') + sup('12')));
    expect(citations.map((c) => [c.text, c.numbers])).toEqual([
      ['12', [1, 2]],
      ['34', [3, 4]],
    ]);
  });

  it('finds tortoise-shell brackets, "〔1〕", "〔2，3〕", as Japanese papers write them', () => {
    const { citations } = detect(text('睡眠は重要である〔1〕。記憶も〔2，3〕。'));
    expect(citations.map((c) => [c.text, c.numbers])).toEqual([
      ['〔1〕', [1]],
      ['〔2，3〕', [2, 3]],
    ]);
  });

  it('reads a pinpoint written with a number, for that number', () => {
    const { citations } = detect(text('Claimed [1, p. 5], again [2, pp. 12–15] and [3: 44], also [1, 4, ch. 2] (2, p. 9).'));
    expect(citations.map((c) => ({ numbers: c.numbers, locators: c.locators }))).toEqual([
      { numbers: [1], locators: { 1: { label: 'page', locator: '5' } } },
      { numbers: [2], locators: { 2: { label: 'page', locator: '12–15' } } },
      { numbers: [3], locators: { 3: { label: 'page', locator: '44' } } },
      { numbers: [1, 4], locators: { 4: { label: 'chapter', locator: '2' } } },
    ]);
  });

  it("reads IEEE's pinpoints in capital Roman numerals and lettered figures", () => {
    const { citations } = detect(text('As [1, Sec. III] and [2, Table II] show, with [3, Fig. 3(b)] and [4, Th. 2].'));
    expect(citations.map((c) => ({ numbers: c.numbers, locators: c.locators }))).toEqual([
      { numbers: [1], locators: { 1: { label: 'section', locator: 'III' } } },
      { numbers: [2], locators: { 2: { label: 'table', locator: 'II' } } },
      { numbers: [3], locators: { 3: { label: 'figure', locator: '3(b)' } } },
      { numbers: [4], locators: { 4: { label: 'other', locator: 'Th. 2' } } },
    ]);
  });

  it('finds Markdown footnote references as bracket groups: spaced, glued, adjacent', () => {
    const { citations } = detect(text('Attention works [^1], models scale.[^2][^3] And data[^4].'));
    expect(citations.map((c) => ({ text: c.text, numbers: c.numbers, render: c.render }))).toEqual([
      { text: '[^1]', numbers: [1], render: 'bracket' },
      { text: '[^2][^3]', numbers: [2, 3], render: 'bracket' },
      { text: '[^4]', numbers: [4], render: 'bracket' },
    ]);
  });

  it('leaves Markdown footnote look-alikes: code lines, inline code, code indexes, word labels', () => {
    const body =
      para(run('last = array[^1]  // C# index from the end', { font: 'Consolas' })) +
      para(run('In Markdown you write ') + run('[^1]', { font: 'Consolas' }) + run(' to cite.')) +
      text('The last element array[^2] and a note[^note] are not citations.');
    expect(detect(body).citations).toEqual([]);
  });

  it('takes footnote references as the citations, so numbers in parentheses beside them are enumerations', () => {
    const { citations } = detect(text('Two steps: (1) read [^3], (2) write [^4], then check [^1].'));
    expect(citations.map((c) => c.text)).toEqual(['[^3]', '[^4]', '[^1]']);
  });

  it('reads the forms of other assistants: DeepSeek [citation:1], [Source 2], Kimi [^3^]', () => {
    const { citations } = detect(text('Fast [citation:1][citation:2]. See [Source 2, 3] and [Ref. 4]. Kimi says [^3^][^4^].'));
    expect(citations.map((c) => ({ text: c.text, numbers: c.numbers }))).toEqual([
      { text: '[citation:1][citation:2]', numbers: [1, 2] },
      { text: '[Source 2, 3]', numbers: [2, 3] },
      { text: '[Ref. 4]', numbers: [4] },
      { text: '[^3^][^4^]', numbers: [3, 4] },
    ]);
  });

  it('reads "(Source n)" as the assistants write it: the word repeated, groups side by side, glued to the word before', () => {
    const { citations } = detect(
      text('Shown in 2017(Source 1). Fast (Source 2)(Source 3), slow (Source 3) (Source 4). Also (Source 1; Source 2) and [citation:3, citation:4].'),
    );
    expect(citations.map((c) => ({ text: c.text, numbers: c.numbers }))).toEqual([
      { text: '(Source 1)', numbers: [1] },
      { text: '(Source 2)(Source 3)', numbers: [2, 3] },
      { text: '(Source 3) (Source 4)', numbers: [3, 4] },
      { text: '(Source 1; Source 2)', numbers: [1, 2] },
      { text: '[citation:3, citation:4]', numbers: [3, 4] },
    ]);
    // Bare numbers side by side are one group only when nothing stands between them.
    const bare = detect(text('Growth was fast (1)(2), then slow (3) (4).'));
    expect(bare.citations.map((c) => ({ text: c.text, numbers: c.numbers }))).toEqual([
      { text: '(1)(2)', numbers: [1, 2] },
      { text: '(3)', numbers: [3] },
      { text: '(4)', numbers: [4] },
    ]);
  });

  it('leaves "Source 2" without parentheses, a function call "f(1)", and a word between numbers that names no source', () => {
    const { citations } = detect(text('Source 2 shows it [1]. The value f(2) and (3; Figure 4) stay; (Source 2), then (see 3) too.'));
    expect(citations.map((c) => c.text)).toEqual(['[1]', '(Source 2)', '(see 3)']);
  });

  it('reads ranges written with a figure dash or a minus sign, and Nature-style (ref. 3) in a document citing in parentheses', () => {
    expect(detect(text('Shown [1‒3] and [2−4].')).citations.map((c) => c.numbers)).toEqual([
      [1, 2, 3],
      [2, 3, 4],
    ]);
    expect(detect(text('Shown (ref. 3) and (refs 1, 2), again (4).')).citations.map((c) => ({ text: c.text, numbers: c.numbers }))).toEqual([
      { text: '(ref. 3)', numbers: [3] },
      { text: '(refs 1, 2)', numbers: [1, 2] },
      { text: '(4)', numbers: [4] },
    ]);
  });

  it('reads citations with zero-width spaces or direction marks inside (pasted web text, Arabic and Hebrew documents)', () => {
    const { citations } = detect(text('نتائج [\u200f1\u200f] و [\u200b2,\u200b3\u200b] and [\u20664\u2069].'));
    expect(citations.map((c) => c.numbers)).toEqual([[1], [2, 3], [4]]);
  });

  it('reads Arabic-Indic, Persian and full-width digits and the Arabic comma, as Arabic, Persian and CJK input writes them', () => {
    const doc = openBuilt({
      body:
        text('تم حل المشكلة [١]. النماذج قوية [٢، ٣]. پزشکی [۴]. 蛋白质［１］，语言［２，３］。') +
        referenceList([
          [1, 'Smith J. A title. Nature. 2020.'],
          [2, 'Doe A. Another. Science. 2019.'],
          [3, 'Roe B. A third. Cell. 2018.'],
          [4, 'Poe C. A fourth. Lancet. 2017.'],
        ]).replace(/>(\d)\. /g, (_m, d: string) => `>${String.fromCharCode(0x0660 + Number(d))}. `),
    });
    const located = locateReferenceLists(doc.paragraphs);
    expect(located.lists[0]?.entries.map((e) => e.number)).toEqual([1, 2, 3, 4]);
    const { citations } = detectCitations(doc.paragraphs, located);
    expect(citations.map((c) => [c.text, c.numbers])).toEqual([
      ['[1]', [1]],
      ['[2، 3]', [2, 3]],
      ['[4]', [4]],
      ['［1］', [1]],
      ['［2，3］', [2, 3]],
    ]);
  });

  it('reads the full-width and ideographic commas and the tilde ranges of Chinese and Japanese text', () => {
    const { citations } = detect(text('研究表明[1，2]，以及[3、4]和[1～3]、[2~4]。另见［1；4］。'));
    expect(citations.map((c) => c.numbers)).toEqual([
      [1, 2],
      [3, 4],
      [1, 2, 3],
      [2, 3, 4],
      [1, 4],
    ]);
  });

  it('reads pinpoints to tables and equations, "ff." and lists of pages', () => {
    const { citations } = detect(text('See [1, Table 2], [2, Eq. (3)], [3, p. 5 ff.] and [4, pp. 5-7, 12].'));
    // "[1, …], [2, …], [3, …]" is one group of sources, each with its pinpoint.
    expect(citations.map((c) => [c.numbers, c.locators])).toEqual([
      [[1, 2, 3], { 1: { label: 'table', locator: '2' }, 2: { label: 'equation', locator: '(3)' }, 3: { label: 'page', locator: '5 ff.' } }],
      [[4], { 4: { label: 'page', locator: '5–7, 12' } }],
    ]);
  });

  it('reads several pinpoints in one citation, "[1, p. 7; 2, p. 9]" and "(1, p. 12; 2, p. 3)", each for its number', () => {
    const { citations } = detect(text('Shown [1, p. 7; 2, p. 9], then [3; 4, Fig. 2] and [1–3; 4, ch. 2].'));
    expect(citations.map((c) => [c.text, c.numbers, c.locators])).toEqual([
      ['[1, p. 7; 2, p. 9]', [1, 2], { 1: { label: 'page', locator: '7' }, 2: { label: 'page', locator: '9' } }],
      ['[3; 4, Fig. 2]', [3, 4], { 4: { label: 'figure', locator: '2' } }],
      ['[1–3; 4, ch. 2]', [1, 2, 3, 4], { 4: { label: 'chapter', locator: '2' } }],
    ]);
    const parens = detect(text('Growth was fast (1, p. 12; 2, p. 3). Costs fell (3, 4).'));
    expect(parens.citations.map((c) => [c.text, c.locators])).toEqual([
      ['(1, p. 12; 2, p. 3)', { 1: { label: 'page', locator: '12' }, 2: { label: 'page', locator: '3' } }],
      ['(3, 4)', undefined],
    ]);
  });

  it('reads a pinpoint in parentheses, "[4 (p. 7)]", and the "at" of legal citation, "[2, at 7]", "[3 at 12–14]"', () => {
    const { citations } = detect(text('Shown [4 (p. 7)], then [1, (ch. 2)] with [2, at 7] and [3 at 12–14].'));
    expect(citations.map((c) => [c.text, c.numbers, c.locators])).toEqual([
      ['[4 (p. 7)]', [4], { 4: { label: 'page', locator: '7' } }],
      ['[1, (ch. 2)]', [1], { 1: { label: 'chapter', locator: '2' } }],
      ['[2, at 7]', [2], { 2: { label: 'page', locator: '7' } }],
      ['[3 at 12–14]', [3], { 3: { label: 'page', locator: '12–14' } }],
    ]);
    // "at" names a page only with a number after it.
    expect(detect(text('Shown [2, at home].')).citations).toEqual([]);
  });

  it('reads supplementary numbers, Chinese pinpoints and page ranges written with a minus or a non-breaking hyphen', () => {
    const { citations } = detect(text('See [1, Fig. S2]. Also [2, 第7页] and [3, 第2章]. Then [4, pp. 7\u22129] and [1, pp. 3\u20115].'));
    expect(citations.map((c) => [c.text, c.locators])).toEqual([
      ['[1, Fig. S2]', { 1: { label: 'figure', locator: 'S2' } }],
      ['[2, 第7页]', { 2: { label: 'page', locator: '7' } }],
      ['[3, 第2章]', { 3: { label: 'chapter', locator: '2' } }],
      ['[4, pp. 7\u22129]', { 4: { label: 'page', locator: '7–9' } }],
      ['[1, pp. 3\u20115]', { 1: { label: 'page', locator: '3–5' } }],
    ]);
  });

  it('reads Perplexity\'s "[web:3]" as source 3, and a word before a colon that names no kind of source as text', () => {
    const { citations } = detect(text('Crops grew [web:1]. Stems grew [web:2][web:3]. Costs [note:4] and [web 4].'));
    expect(citations.map((c) => [c.text, c.numbers])).toEqual([
      ['[web:1]', [1]],
      ['[web:2][web:3]', [2, 3]],
    ]);
  });

  it('reads roman page numbers of the front matter, "[3, p. vii]", "[4, pp. xii–xiv]"', () => {
    const { citations } = detect(text('Shown [3, p. vii] and [4, pp. xii–xiv], not [2, p. vivid].'));
    expect(citations.map((c) => [c.text, c.locators])).toEqual([
      ['[3, p. vii]', { 3: { label: 'page', locator: 'vii' } }],
      ['[4, pp. xii–xiv]', { 4: { label: 'page', locator: 'xii–xiv' } }],
    ]);
  });

  it('reads AMA\'s raised pinpoints, "1(p7)", "2(pp3,4)", "3,4(p12)", the page with its number', () => {
    const sup = (t: string) => run(t, { sup: true });
    const { citations } = detect(
      para(run('Solar grew') + sup('1(p7)') + run('. Wind') + sup('2(pp3,4)') + run('. Storage') + sup('3,4(p12)') + run('. Tides') + sup('2') + run('.')),
    );
    expect(citations.map((c) => [c.text, c.numbers, c.locators])).toEqual([
      ['1(p7)', [1], { 1: { label: 'page', locator: '7' } }],
      ['2(pp3,4)', [2], { 2: { label: 'page', locator: '3, 4' } }],
      ['3,4(p12)', [3, 4], { 4: { label: 'page', locator: '12' } }],
      ['2', [2], undefined],
    ]);
  });

  it('reads a pinpoint with its comma left out, "[2 p. 9]", and pages joined by "and"', () => {
    const { citations } = detect(text('Shown [2 p. 9] and [1, pp. 7 and 9].'));
    expect(citations.map((c) => [c.text, c.locators])).toEqual([
      ['[2 p. 9]', { 2: { label: 'page', locator: '9' } }],
      ['[1, pp. 7 and 9]', { 1: { label: 'page', locator: '7, 9' } }],
    ]);
  });

  it('reads pinpoints joined by commas, "[2, p. 7, 3, p. 9]", and keeps "[2, pp. 12–15, 20]" two pages of one source', () => {
    const { citations } = detect(text('Shown [2, p. 7, 3, p. 9] and [2, pp. 12–15, 20].'));
    expect(citations.map((c) => [c.numbers, c.locators])).toEqual([
      [[2, 3], { 2: { label: 'page', locator: '7' }, 3: { label: 'page', locator: '9' } }],
      [[2], { 2: { label: 'page', locator: '12–15, 20' } }],
    ]);
  });

  it('reads ChatGPT file token "【4:2†file】" as source 4 with no page, as "【4†source】" is', () => {
    const { citations } = detect(text('Yields rose【4:2†file】. Stems grew【4†source】. Page [4: 2].'));
    expect(citations.map((c) => [c.text, c.numbers, c.locators])).toEqual([
      ['【4:2†file】', [4], undefined],
      ['【4†source】', [4], undefined],
      ['[4: 2]', [4], { 4: { label: 'page', locator: '2' } }],
    ]);
  });

  it("reads compound pinpoints and timestamps as one source's locator, kept as written", () => {
    const { citations } = detect(
      text('Shown [1, vol. 2, p. 3]. Then [2, Ch. 2, p. 7]. See [3, Suppl. Table 3]. Said [4, 00:03:12]. Also [1, ch. 2, 3, p. 9].'),
    );
    expect(citations.map((c) => [c.numbers, c.locators])).toEqual([
      [[1], { 1: { label: 'other', locator: 'vol. 2, p. 3' } }],
      [[2], { 2: { label: 'other', locator: 'Ch. 2, p. 7' } }],
      [[3], { 3: { label: 'other', locator: 'Suppl. Table 3' } }],
      [[4], { 4: { label: 'other', locator: '00:03:12' } }],
      // A chapter, then another source with its page: no compound across a source's number.
      [[1, 3], { 1: { label: 'chapter', locator: '2' }, 3: { label: 'page', locator: '9' } }],
    ]);
  });

  it('leaves a bracket whose parts after a pinpoint are no numbers', () => {
    // "[1, p. 7; see also 2]" is a citation now, its prefix kept for 2 (see "prefixes written inside a citation").
    const { citations } = detect(text('Shown [2, p. 3; x] and [1, p. 7; see also below].'));
    expect(citations).toEqual([]);
  });

  it('reads "(ref. 2)" in a document citing in square brackets too, where a bare "(2)" stays an enumeration', () => {
    const { citations } = detect(text('Shown [1] and (ref. 2), also [3] and [4]; the options (1) and (2) remain.'));
    expect(citations.map((c) => c.text)).toEqual(['[1]', '(ref. 2)', '[3]', '[4]']);
  });
});

describe('raised citations written other ways', () => {
  it('reads a raised "(1)" glued to the word before it; a plain "f(1)" stays a call', () => {
    const { citations } = detect(para(run('Growth was fast') + run('(2, 3)', { sup: true }) + run('. Then f(1) ran.')));
    expect(citations.map((c) => ({ text: c.text, numbers: c.numbers, superscript: c.superscript }))).toEqual([
      { text: '(2, 3)', numbers: [2, 3], superscript: true },
    ]);
  });

  it('takes Markdown\'s link around a citation, "[[1]](https://…)", whole, with its address', () => {
    const { citations } = detect(text('Solar grew [[1]](https://iea.org/a). Wind too [[2]](https://irena.org/b)[[3]](https://x.org/c). See [[4]].'));
    expect(citations.map((c) => ({ text: c.text, numbers: c.numbers, links: c.links }))).toEqual([
      { text: '[[1]](https://iea.org/a)', numbers: [1], links: { 1: 'https://iea.org/a' } },
      { text: '[[2]](https://irena.org/b)[[3]](https://x.org/c)', numbers: [2, 3], links: { 2: 'https://irena.org/b', 3: 'https://x.org/c' } },
      { text: '[[4]]', numbers: [4], links: undefined },
    ]);
  });

  it('reads a raised "(4)" beside raised numbers, which outnumber it', () => {
    const { citations } = detect(
      para(
        run('Growth') + run('1,2', { sup: true }) + run(' and decline') + run('3', { sup: true }) + run(' and memory') + run('(4)', { sup: true }) + run('.'),
      ),
    );
    expect(citations.map((c) => ({ text: c.text, numbers: c.numbers }))).toEqual([
      { text: '1,2', numbers: [1, 2] },
      { text: '3', numbers: [3] },
      { text: '(4)', numbers: [4] },
    ]);
  });

  it('reads superscript markup kept as text: <sup>1</sup> and pandoc ^1^; x^2^ is maths', () => {
    const { citations } = detect(text('Growth<sup>1</sup> was fast.^2-3^ And x^2^ grew.'));
    expect(citations.map((c) => ({ text: c.text, numbers: c.numbers }))).toEqual([
      { text: '<sup>1</sup>', numbers: [1] },
      { text: '^2-3^', numbers: [2, 3] },
    ]);
    // The caret alone after a word or a sentence's end, as a chat's Markdown leaves it; powers stay.
    const bare = detect(text('It shows effects^3 in adults. The end.^4 But 10^3 and x^2 and E=mc^2 are powers.'));
    expect(bare.citations.map((c) => [c.text, c.numbers])).toEqual([
      ['^3', [3]],
      ['^4', [4]],
    ]);
  });
});

describe('prefixes written inside a citation', () => {
  it('reads "[see 1]", "[e.g., 2, 3]", "[cf. 4]", "[see also 1]", "[i.e., 2]" and "(see 3, p. 7)", the prefix for the number it precedes', () => {
    const { citations } = detect(text('Wind [see 1]. Solar [e.g., 2, 3]. Hydro [cf. 4]. More [see also 1]. Also [i.e., 2]. Tidal (see 3, p. 7).'));
    expect(citations.map((c) => [c.text, c.numbers, c.prefixes, c.locators])).toEqual([
      ['[see 1]', [1], { 1: 'see' }, undefined],
      ['[e.g., 2, 3]', [2, 3], { 2: 'e.g.,' }, undefined],
      ['[cf. 4]', [4], { 4: 'cf.' }, undefined],
      ['[see also 1]', [1], { 1: 'see also' }, undefined],
      ['[i.e., 2]', [2], { 2: 'i.e.,' }, undefined],
      ['(see 3, p. 7)', [3], { 3: 'see' }, { 3: { label: 'page', locator: '7' } }],
    ]);
  });

  it('reads "[reviewed in 3]", "[for a review, see 4]" and "[1–2, but see 3]"', () => {
    const { citations } = detect(text('A [reviewed in 3]. B [for a review, see 4]. C [1–2, but see 3].'));
    expect(citations.map((c) => [c.numbers, c.prefixes])).toEqual([
      [[3], { 3: 'reviewed in' }],
      [[4], { 4: 'for a review, see' }],
      [[1, 2, 3], { 3: 'but see' }],
    ]);
  });

  it('reads the German, French and Spanish words, a capital, "see, e.g.," and a prefix in a chain of brackets', () => {
    const { citations } = detect(text('A [vgl. 1]. B [siehe 2]. C [voir 3]. D [véase 4]. E [See 1]. F [see, e.g., 2]. G [compare 3][4].'));
    expect(citations.map((c) => [c.numbers, c.prefixes])).toEqual([
      [[1], { 1: 'vgl.' }],
      [[2], { 2: 'siehe' }],
      [[3], { 3: 'voir' }],
      [[4], { 4: 'véase' }],
      [[1], { 1: 'See' }],
      [[2], { 2: 'see, e.g.,' }],
      [[3, 4], { 3: 'compare' }],
    ]);
  });

  it('leaves ordinary brackets and parentheses: "[see below]", "(see Figure 1)", "(e.g., 2)" (an example value), other words', () => {
    const { citations } = detect(text('As [see below] and (see Figure 1) show, a small k (e.g., 2) works [1]; [note 3] and (also 4) stay.'));
    expect(citations.map((c) => c.text)).toEqual(['[1]']);
  });

  it('reads a prefix before a later number of the group, after a semicolon or after a comma that follows numbers alone', () => {
    const { citations } = detect(
      text('A [1; see also 2]. B [1, 2; cf. 3]. C [1, p. 7; see also 2]. D [3, 4; e.g., 1]. E [1, see also 2]. F (1; see 2, p. 4). G [see 1; cf. 3, 4].'),
    );
    expect(citations.map((c) => [c.text, c.numbers, c.prefixes, c.locators])).toEqual([
      ['[1; see also 2]', [1, 2], { 2: 'see also' }, undefined],
      ['[1, 2; cf. 3]', [1, 2, 3], { 3: 'cf.' }, undefined],
      ['[1, p. 7; see also 2]', [1, 2], { 2: 'see also' }, { 1: { label: 'page', locator: '7' } }],
      ['[3, 4; e.g., 1]', [3, 4, 1], { 1: 'e.g.,' }, undefined],
      ['[1, see also 2]', [1, 2], { 2: 'see also' }, undefined],
      ['(1; see 2, p. 4)', [1, 2], { 2: 'see' }, { 2: { label: 'page', locator: '4' } }],
      ['[see 1; cf. 3, 4]', [1, 3, 4], { 1: 'see', 3: 'cf.' }, undefined],
    ]);
  });

  it('leaves prose in brackets with a prefix word after a number: no number after it, words after the number, a pinpoint then a comma, "e.g." in parentheses', () => {
    const { citations } = detect(
      text('As [1; see below], [2; see Figure 3], [1; see 2 for details], [1, p. 7, see 2], (2; e.g., 3) and [3, cf. p. 4] show, it grew [4].'),
    );
    expect(citations.map((c) => c.text)).toEqual(['[4]']);
  });

  it('gives a prefix before a number the list lacks to the next number it has', () => {
    const { citations, unknownNumbers } = detect(text('Shown [see 9, 2].'));
    expect(citations.map((c) => [c.numbers, c.prefixes])).toEqual([[[2], { 2: 'see' }]]);
    expect(unknownNumbers.map((u) => u.numbers)).toEqual([[9]]);
  });
});

describe('pinpoints written in other languages', () => {
  it('reads "[1, S. 5]" (German) and "[2, pág. 12]" (Spanish) as page locators', () => {
    const { citations } = detect(text('Schnell [1, S. 5] und [2, pág. 12].'));
    expect(citations.map((c) => c.locators)).toEqual([{ 1: { label: 'page', locator: '5' } }, { 2: { label: 'page', locator: '12' } }]);
  });
});

describe('numbers in parentheses that enumerate', () => {
  it('are no citations beside raised citations', () => {
    const { citations } = detect(para(run('Growth was fast') + run('1', { sup: true }) + run('.')) + text('Two options: (1) solar and (2) wind.'));
    expect(citations.map((c) => c.text)).toEqual(['1']);
  });

  it('are no citations when they count 1, 2, 3 each before a word, even in a document citing in parentheses', () => {
    const { citations } = detect(text('Growth was fast (3). Costs fell (2, 4).') + text('Steps: (1) measure, (2) compare and (3) report.'));
    expect(citations.map((c) => c.text)).toEqual(['(3)', '(2, 4)']);
  });

  it('are no citations after any verb when the items after the first open clauses ("We study (1) solar and (2) wind")', () => {
    const { citations } = detect(text('Growth was fast [3].') + text('We study (1) solar and (2) wind.'));
    expect(citations.map((c) => c.text)).toEqual(['[3]']);
  });

  it('are no citations beside a citation of several numbers in the same paragraph', () => {
    const { citations } = detect(
      text('Growth was fast (2).') +
        text('Key barriers include (1) drug resistance, (2) funding gaps, and (3) climate change (3, 4).') +
        text('Ages were grouped as follows: (1) 2–5 years; (2) 6–11 years; (3) 12–19 years (4).'),
    );
    expect(citations.map((c) => c.text)).toEqual(['(2)', '(3, 4)', '(4)']);
  });

  it('are no citations when a paragraph holds two enumerations', () => {
    const { citations } = detect(
      text('Growth was fast (3).') + text('Hay dos factores: (1) costes y (2) política. Il y a deux facteurs : (1) coûts et (2) politique.'),
    );
    expect(citations.map((c) => c.text)).toEqual(['(3)']);
  });

  it('are no citations where they number an equation, a table, a section or an article', () => {
    const eq = (formula: string, n: number) => `<w:p><w:r><w:tab/><w:t xml:space="preserve">${formula}</w:t></w:r><w:r><w:tab/><w:t>(${n})</w:t></w:r></w:p>`;
    const { citations } = detect(
      text('Growth was fast (3). Costs fell (4).') +
        eq('E = m + c', 1) +
        eq('P = a t', 2) +
        text('Substituting (1) into (2) gives it. See Table (4), Eq. (2), § 3 (1) EEG and Article 5 (2) of the Directive.'),
    );
    expect(citations.map((c) => c.text)).toEqual(['(3)', '(4)']);
  });

  it('are no citations where they number a formula set off by spaces, nor where the text refers to it', () => {
    const { citations } = detect(
      text('Heat flows by conduction (3).') +
        text('q = −k ∇T    (1)') +
        text('∂T/∂t = α ∇²T    (2)') +
        text('Solving (2) numerically follows standard methods (3). Condition (1) applies at the wall.'),
    );
    expect(citations.map((c) => c.text)).toEqual(['(3)', '(3)']);
  });

  it('are citations when each follows the name it supports, counting or not ("Smith (1) found…, while Jones (2) showed…")', () => {
    const { citations } = detect(text('Growth was fast (3).') + text('Smith (1) found gains, while Jones (2) showed losses.'));
    expect(citations.map((c) => c.text)).toEqual(['(3)', '(1)', '(2)']);
  });
});

describe('raised numbers set apart by spaces', () => {
  it('reads "1 3" raised as citations of 1 and 3', () => {
    const { citations } = detect(para(run('Growth was fast') + run('1 3', { sup: true }) + run('.')));
    expect(citations.map((c) => c.numbers)).toEqual([[1, 3]]);
  });
});

describe('raised numbers after a number, a unit or a formula', () => {
  const sup = (before: string, n: string) => detect(para(run(before) + run(n, { sup: true }) + run(' more.'))).citations.map((c) => c.numbers);
  it('cite after a year or a count with thousands separators', () => {
    expect(sup('Capacity reached 1,419 GW in 2023', '1')).toEqual([[1]]);
    expect(sup('Sales passed 12,000', '2')).toEqual([[2]]);
  });
  it('are powers after other numbers, compound units and formulas', () => {
    expect(sup('A factor of 10', '3')).toEqual([]);
    expect(sup('A density of 2.3 g/cm', '3')).toEqual([]);
    expect(sup('A current of 5 mA/cm', '2')).toEqual([]);
    expect(sup('The cost per ft', '2')).toEqual([]);
    expect(sup('Famously E = mc', '2')).toEqual([]);
  });
  it('read the Japanese "1)" and "2,3)", the parenthesis going with the citation', () => {
    const { citations } = detect(para(run('コストは低下している') + run('1)', { sup: true }) + run('。導入が進む') + run('2,3)', { sup: true }) + run('。')));
    expect(citations.map((c) => [c.text, c.numbers])).toEqual([
      ['1)', [1]],
      ['2,3)', [2, 3]],
    ]);
  });

  it('read a range written with a figure dash', () => {
    expect(sup('Growth was fast', '1‒3')).toEqual([[1, 2, 3]]);
  });
});

describe('numbers joined with a word', () => {
  it('"[1 and 2]", "[1, 2, and 3]", "[1 et 2]", "[1 y 3]", "[2 u. 3]" are citations of each number', () => {
    const { citations } = detect(text('A [1 and 2]. B [1, 2, and 3]. C [1 et 2]. D [1 y 3]. E [2 u. 3].'));
    expect(citations.map((c) => c.numbers)).toEqual([
      [1, 2],
      [1, 2, 3],
      [1, 2],
      [1, 3],
      [2, 3],
    ]);
  });
});

describe('numbers named as sources without brackets', () => {
  it('reads no number after a tab or a line break as named: "References<tab>2" is a contents line, not "references 2"', () => {
    const { citations } = detect(text('References\t2') + text('See Reference\n3 below, and ref.\u00a04.'));
    expect(citations.map((c) => [c.text, c.numbers])).toEqual([['ref.\u00a04', [4]]]);
  });

  it('"Refs. 1–3", "ref. 4", "refs 1 and 2" are citations; "Ref. [4]" takes its word along', () => {
    const { citations } = detect(text('As shown in Refs. 1–3 and ref. 4, and in refs 1 and 2. See also Ref. [4]. Version 2 and x[1] are not.'));
    expect(citations.map((c) => [c.text, c.numbers])).toEqual([
      ['Refs. 1–3', [1, 2, 3]],
      ['ref. 4', [4]],
      ['refs 1 and 2', [1, 2]],
      ['Ref. [4]', [4]],
    ]);
  });
});

describe('Markdown reference links copied as text', () => {
  it("take the label into the citation inside ChatGPT's parentheses, and keep a word of the sentence", () => {
    const { citations } = detect(text('Solar grew ([Reuters][1]). Wind grew ([IEA][2], [BBC][3]). The dataset [ImageNet][4] is large.'));
    expect(citations.map((c) => [c.text, c.numbers])).toEqual([
      ['([Reuters][1])', [1]],
      ['([IEA][2], [BBC][3])', [2, 3]],
      ['[4]', [4]],
    ]);
  });
});

describe('bracket citations put in parentheses', () => {
  it('take the parentheses with them; "([2], [3])" and "[4], [1]" are each one group', () => {
    const { citations } = detect(text('Growth was rapid ([1]). Costs fell ([2], [3]). See [4], [1] too.'));
    expect(citations.map((c) => [c.text, c.numbers])).toEqual([
      ['([1])', [1]],
      ['([2], [3])', [2, 3]],
      ['[4], [1]', [4, 1]],
    ]);
  });
});

describe('a citation none of whose numbers is in the list', () => {
  it('stays as written and is reported when it is within reach of the list ("[6]", "[38]" beside four entries); a year is not', () => {
    const result = detect(text('Growth [6], in [2024], and [1]; an AI tool cut its list short [38] and [400].'));
    expect(result.citations.map((c) => c.text)).toEqual(['[1]']);
    expect(result.unknownNumbers).toEqual([
      { paragraphIndex: 0, text: '[6]', numbers: [6], unmatched: true },
      { paragraphIndex: 0, text: '[38]', numbers: [38], unmatched: true },
    ]);
  });

  it('is reported when its number is one the list skips', () => {
    const doc = openBuilt({
      body:
        text('Growth [3] and [1].') +
        referenceList([
          [1, 'Smith J. A title. Nature. 2020.'],
          [2, 'Doe A. Another. Science. 2019.'],
          [4, 'Roe B. A third. Cell. 2018.'],
        ]),
    });
    const result = detectCitations(doc.paragraphs, locateReferenceLists(doc.paragraphs));
    expect(result.citations.map((c) => c.text)).toEqual(['[1]']);
    expect(result.unknownNumbers).toEqual([{ paragraphIndex: 0, text: '[3]', numbers: [3], unmatched: true }]);
  });
});

describe('bare numbers that are links (Perplexity and Copilot answers pasted into Word)', () => {
  const links = { rA: 'https://www.nature.com/articles/a1', rB: 'https://www.fao.org/soils/b2', rS: 'https://shop.example.com/iphone-15' };
  const linked = (rid: string, label: string) => hyperlink(rid, run(label, { style: 'Hyperlink' }));
  const detectLinked = (body: string) => {
    const doc = openBuilt({ body: body + LIST, links });
    return detectCitations(doc.paragraphs, locateReferenceLists(doc.paragraphs)).citations;
  };

  it('reads numbers glued to the text, each its own link, as one citation with each link kept', () => {
    const citations = detectLinked(para(run('Soil holds water.') + linked('rA', '1') + linked('rB', '2') + run(' Yields rose') + linked('rB', '2') + run('.')));
    expect(citations.map((c) => [c.text, c.numbers, c.links])).toEqual([
      ['12', [1, 2], { 1: links.rA, 2: links.rB }],
      ['2', [2], { 2: links.rB }],
    ]);
  });

  it('reads raised numbers that are each a link of their own as several numbers, not one ("¹²" is 1 and 2)', () => {
    const raised = (rid: string, label: string) => hyperlink(rid, run(label, { style: 'Hyperlink', sup: true }));
    const citations = detectLinked(para(run('Soil holds water.') + raised('rA', '1') + raised('rB', '2') + run(' Yields rose') + raised('rA', '1') + run('.')));
    expect(citations.map((c) => [c.text, c.numbers, c.links])).toEqual([
      ['12', [1, 2], { 1: links.rA, 2: links.rB }],
      ['1', [1], { 1: links.rA }],
    ]);
    // One link over "12" is the number twelve, as written.
    expect(detectLinked(para(run('Soil holds water.') + raised('rA', '12') + run('.'))).map((c) => c.numbers)).toEqual([]);
  });

  it('reads a linked number glued to a percentage, a year or a unit', () => {
    const citations = detectLinked(
      para(run('Retention was 95%') + linked('rA', '1') + run(' in 2023') + linked('rB', '2') + run(', at 82 GW') + linked('rA', '1') + run('.')),
    );
    expect(citations.map((c) => c.numbers)).toEqual([[1], [2], [1]]);
    // With a space between, as Le Chat's numbered source links paste: "in 2023 1", "95% 2".
    const spaced = detectLinked(para(run('Capacity grew in 2023 ') + linked('rA', '1') + run('. Retention was 95% ') + linked('rB', '2') + run('.')));
    expect(spaced.map((c) => c.numbers)).toEqual([[1], [2]]);
    // Not after any number: "version 10 2" stays as written.
    expect(detectLinked(para(run('Use version 10 ') + linked('rA', '2') + run(' now.')))).toEqual([]);
  });

  it('leaves a linked number the list has no entry for, or one inside a word, as it is', () => {
    expect(detectLinked(para(run('The new iPhone ') + linked('rS', '15') + run(' sold well.')))).toEqual([]);
    expect(detectLinked(para(run('Version v') + linked('rA', '2') + run(' is out.')))).toEqual([]);
  });
});

describe('a separator left after the last number', () => {
  it('reads "[1,2,]" and "[3;]" as the numbers they hold, the bracket replaced whole', () => {
    const { citations } = detect(text('Growth was fast [1,2,]. Costs fell [3;].'));
    expect(citations.map((c) => ({ text: c.text, numbers: c.numbers }))).toEqual([
      { text: '[1,2,]', numbers: [1, 2] },
      { text: '[3;]', numbers: [3] },
    ]);
  });

  it('still leaves a bracket with a separator and no number after an opening word alone', () => {
    expect(detect(text('The array [,] and the pair [1 ,x] are not citations.')).citations).toEqual([]);
  });
});

describe('raising marks written out as text around a bracket citation', () => {
  it('takes Pandoc’s "^[5]^" and HTML’s "<sup>[2][3]</sup>" whole, and leaves an unpaired caret', () => {
    const { citations } = detect(text('Storage^[4]^ grows; wind<sup>[2][3]</sup> too; x^[1] stays.'));
    expect(citations.map((c) => ({ text: c.text, numbers: c.numbers }))).toEqual([
      { text: '^[4]^', numbers: [4] },
      { text: '<sup>[2][3]</sup>', numbers: [2, 3] },
      { text: '[1]', numbers: [1] },
    ]);
  });
});

describe('numbers in brackets that are no citations', () => {
  it('leave a spread after a figure ("4 (2–6) days", "3.2 [2, 4] on a scale") and a year beside a citation alone', () => {
    const { citations } = detect(
      text('Median stay was 4 (2–4) days (1). Scores of 3.2 [2, 4] on a 5-point scale [3]. In 2019 (2, 3) and later (4).') +
        text('The survey of [2019] [4] is the baseline.'),
    );
    expect(citations.map((c) => c.text)).toEqual(['(1)', '[3]', '(2, 3)', '(4)', '[4]']);
  });

  it('leave an interval with 0 alone beside a list that starts at 1', () => {
    const { citations } = detect(text('Values were normalised to the interval (0, 1) before analysis (1). Both (2) and (3) agree.'));
    expect(citations.map((c) => c.text)).toEqual(['(1)', '(2)', '(3)']);
  });

  it('read full-width parentheses as Chinese and Japanese text writes them ("（1）", "（2，3）")', () => {
    const { citations } = detect(text('気候変動が進んでいる（1）。山田ら（2，3）は干ばつを報告した。'));
    expect(citations.map((c) => c.numbers)).toEqual([[1], [2, 3]]);
  });
});

describe('raised numbers that are no citations', () => {
  it('leave squares of lengths, raised operators and isotopes alone', () => {
    const { citations } = detect(
      text('Forest area (km²) fell sharply [1]. Area in km² and volume in m³ follow [2].') +
        text('Regularisation adds λ‖w‖² to the loss [2]. The Laplacian ∇²u vanishes.') +
        para(run('Tritium (') + run('3', { sup: true }) + run('H) tracers and ') + run('1', { sup: true }) + run('H-MRS were used [3].')),
    );
    expect(citations.map((c) => c.text)).toEqual(['[1]', '[2]', '[2]', '[3]']);
  });

  it('leave units with a raised sign, ions\' charges and formulas raised by mistake alone ("m s⁻¹", "Ca²⁺", "CO²")', () => {
    const { citations } = detect(
      text('Wind reached 12 m s⁻¹ and deposition 4 kg m⁻² yr⁻¹ in the plots.¹') +
        text('Concentrations of Ca²⁺ and SO₄²⁻ were measured.²') +
        para(run('Global CO') + run('2', { sup: true }) + run(' and NH') + run('3', { sup: true }) + run(' emissions rose.') + run('4', { sup: true })),
    );
    expect(citations.map((c) => c.numbers)).toEqual([[1], [2], [4]]);
  });

  it('reads a source raised after a temperature ("1.5 °C⁶")', () => {
    const { citations } = detect(para(run('Warming of 1.5 °C') + run('3', { sup: true }) + run(' is the target.')));
    expect(citations.map((c) => c.numbers)).toEqual([[3]]);
  });

  it('still reads a source raised after a decade', () => {
    const { citations } = detect(para(run('Growth began in the 1990s') + run('2', { sup: true }) + run('.')));
    expect(citations.map((c) => c.numbers)).toEqual([[2]]);
  });
});

describe('numbers that label things, not sources', () => {
  it('leaves intervals from zero and spans glued to a name: "[0, 1]", "chr2:[5, 9]"', () => {
    const { citations } = detect(text('Normalised to [0, 1] on chr2:[1, 3], as in [3].'));
    expect(citations.map((c) => c.text)).toEqual(['[3]']);
  });

  it('leaves clauses and steps that open paragraphs counted in order, and cites a lone opening number', () => {
    const steps = detect(
      text('[1] Initialise the weights.') +
        text('[2] Repeat until done [3].') +
        text('(1) A hospital shall keep records (4).') +
        text('(2) The record is kept.'),
    );
    expect(steps.citations.map((c) => c.text)).toEqual(['[3]', '(4)']);
    const lone = detect(text('[2] reported the same effect, as did others [3].'));
    expect(lone.citations.map((c) => c.text)).toEqual(['[2]', '[3]']);
  });

  it('leaves equation numbers referred to in a list, a scale numbered from 0, and a subsection', () => {
    const { citations } = detect(
      text('Equations (1) and (2) follow from (3, 4).') +
        text('Pain is scored from (0) none to (4) severe; patients scoring (3) or (4) were treated.') +
        text('As listed in subsection (1) above (2).'),
    );
    expect(citations.map((c) => [c.paragraphIndex, c.text])).toEqual([
      [0, '(3, 4)'],
      [2, '(2)'],
    ]);
  });

  it('leaves an equation number set in a table cell beside the formula', () => {
    const cell = (t: string) => `<w:tc>${t ? text(t) : '<w:p/>'}</w:tc>`;
    const row = `<w:tbl><w:tr>${cell('')}${cell('y = a x + b')}${cell('(2)')}</w:tr></w:tbl>`;
    const { citations } = detect(text('Growth (1) is linear.') + row);
    expect(citations.map((c) => c.text)).toEqual(['(1)']);
  });
});
