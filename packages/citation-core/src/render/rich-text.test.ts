import { describe, expect, it } from 'vitest';
import { parseCiteprocHtml, unescapeHtml } from './rich-text.ts';

describe('parseCiteprocHtml', () => {
  it('reads an author-date entry: italics, entities, the entry div and its whitespace', () => {
    const out = parseCiteprocHtml(
      '  <div class="csl-entry">Smith, A. (2020b). On H2O &#38; &#60;things&#62; “quoted” and <i>Escherichia coli</i>. <i>Journal of Tests</i>, <i>12</i>(3), 1–10.</div>\n',
    );
    expect(out.text).toBe('Smith, A. (2020b). On H2O & <things> “quoted” and Escherichia coli. Journal of Tests, 12(3), 1–10.');
    expect(out.runs).toEqual([
      { text: 'Smith, A. (2020b). On H2O & <things> “quoted” and ' },
      { text: 'Escherichia coli', italic: true },
      { text: '. ' },
      { text: 'Journal of Tests', italic: true },
      { text: ', ' },
      { text: '12', italic: true },
      { text: '(3), 1–10.' },
    ]);
  });

  it('puts a tab between a numeric label and the entry, and keeps bold', () => {
    const out = parseCiteprocHtml(
      '  <div class="csl-entry">\n    <div class="csl-left-margin">1.</div><div class="csl-right-inline">Smith, A. <i>Journal</i> <b>12</b>, 1–10 (2020).</div>\n  </div>\n',
    );
    expect(out.text).toBe('1.\tSmith, A. Journal 12, 1–10 (2020).');
    expect(out.runs[0]).toEqual({ text: '1.\tSmith, A. ' });
    expect(out.runs).toContainEqual({ text: '12', bold: true });
  });

  it('reads superscript citations, small capitals, underline, and styles turned off inside others', () => {
    expect(parseCiteprocHtml('<sup>1,2</sup>').runs).toEqual([{ text: '1,2', vertAlign: 'superscript' }]);
    expect(parseCiteprocHtml('H<sub>2</sub>O').runs).toEqual([{ text: 'H' }, { text: '2', vertAlign: 'subscript' }, { text: 'O' }]);
    const out = parseCiteprocHtml(
      '<i>Title with <span style="font-style:normal;">Roman</span> word</i> <span style="font-variant:small-caps;">Name</span> <span style="text-decoration:underline;">u</span>',
    );
    expect(out.runs).toEqual([
      { text: 'Title with ', italic: true },
      { text: 'Roman' },
      { text: ' word', italic: true },
      { text: ' ' },
      { text: 'Name', smallCaps: true },
      { text: ' ' },
      { text: 'u', underline: true },
    ]);
    expect(out.text).toBe('Title with Roman word Name u');
  });

  it('folds whitespace as the plain text did (double spaces, no-break spaces) and starts a block on a new line', () => {
    expect(parseCiteprocHtml('(Smith,\u00a0 2020)').text).toBe('(Smith, 2020)');
    expect(parseCiteprocHtml('<div class="csl-entry">Title.\n\n    <div class="csl-block">Second part</div>\n</div>').text).toBe('Title.\nSecond part');
    expect(parseCiteprocHtml('<a href="https://x.org/?a=1&#38;b=2">https://x.org/?a=1&#38;b=2</a>').text).toBe('https://x.org/?a=1&b=2');
  });
});

describe('unescapeHtml', () => {
  it('reads numeric and the common named entities, and leaves unknown ones', () => {
    expect(unescapeHtml('&#38;&#x3C;&amp;&lt;&gt;&quot;&nbsp;&bogus;')).toBe('&<&<>"\u00a0&bogus;');
  });
});
