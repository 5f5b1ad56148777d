import { describe, expect, it } from 'vitest';
import { para, run, text } from '../../test/build-docx.ts';
import { openBuilt } from '../../test/paragraphs-of.ts';
import { scanSuperscripts } from './scan-raised.ts';

const scan = (value: string) => {
  const p = openBuilt({ body: text(value) }).paragraphs[0];
  if (!p) throw new Error('no paragraph');
  return scanSuperscripts(p, new Set()).map((c) => [p.text.slice(c.start, c.end), c.numbers]);
};

describe('Unicode superscript citations', () => {
  it('take the raised parentheses around them ("⁽⁷⁾", "⁽²˒³⁾"), so none is left beside the marker', () => {
    expect(scan('Also⁽⁷⁾ and more⁽²˒³⁾.')).toEqual([
      ['⁽⁷⁾', [7]],
      ['⁽²˒³⁾', [2, 3]],
    ]);
  });

  it('leave a parenthesis that is not closed (or opened) by its pair', () => {
    expect(scan('Also⁽⁷ and ⁸⁾.')).toEqual([
      ['⁷', [7]],
      ['⁸', [8]],
    ]);
  });
});

describe('raised numbers after a figure', () => {
  const raised = (before: string, n: string, after = ' more.') => {
    const p = openBuilt({ body: para(run(before) + run(n, { sup: true }) + run(after)) }).paragraphs[0];
    if (!p) throw new Error('no paragraph');
    return scanSuperscripts(p, new Set()).map((c) => c.numbers);
  };

  it('cite after a name made of letters and digits ("COVID-19⁷˒⁸", "SARS-CoV-2", "IL-6", "CD4", "H1N1")', () => {
    expect(scan('Patients with COVID-19⁷˒⁸ died.')).toEqual([['⁷˒⁸', [7, 8]]]);
    expect(raised('Vaccines target SARS-CoV-2', '3,4')).toEqual([[3, 4]]);
    expect(raised('Elevated IL-6', '12')).toEqual([[12]]);
    expect(raised('Low CD4', '13')).toEqual([[13]]);
    expect(raised('As in H1N1', '14')).toEqual([[14]]);
  });

  it('cite after a number that names a kind or a release ("type 2", "R 4.2", "Gaussian 16", "SPSS 26")', () => {
    expect(raised('In type 2', '15', ' disease')).toEqual([[15]]);
    expect(raised('Analysed in R 4.2', '21')).toEqual([[21]]);
    expect(raised('Calculations used Gaussian 16', '7')).toEqual([[7]]);
    expect(raised('SPSS 26', '3', ' was used.')).toEqual([[3]]);
  });

  it('are powers after a bare number, a quantity or one letter with a digit ("2¹⁰ = 1024", "10⁶", "5x10⁶", "x1²")', () => {
    expect(raised('Controls: 2', '10', ' = 1024 samples')).toEqual([]);
    expect(raised('Then Gaussian 2', '10', ' = 1024')).toEqual([]);
    expect(raised('A factor of 10', '3')).toEqual([]);
    expect(raised('About 10', '6', ' cells')).toEqual([]);
    expect(raised('Counts of 5x10', '6')).toEqual([]);
    expect(raised('The term x1', '2')).toEqual([]);
    expect(scan('Area 25 m²; 10⁶ cells; 4 kg m⁻² yr⁻¹.')).toEqual([]);
  });
});

describe('raised numbers on a title page', () => {
  const scanParagraph = (content: string) => {
    const p = openBuilt({ body: para(content) }).paragraphs[0];
    if (!p) throw new Error('no paragraph');
    return scanSuperscripts(p, new Set()).map((c) => c.numbers);
  };
  const sup = (n: string) => run(n, { sup: true });

  it('leave an affiliation after an author\'s degree ("Jane Doe, MD¹; John Smith, PhD²") as written', () => {
    expect(scanParagraph(run('Jane Doe, MD') + sup('1') + run('; John Smith, PhD') + sup('2'))).toEqual([]);
    expect(scanParagraph(run('Written by Jane A. Doe, MD, MPH') + sup('1') + run(' for the cohort') + sup('2'))).toEqual([[2]]);
    // A degree's letters after a word that is no name cite: "molecular dynamics (MD)".
    expect(scanParagraph(run('Simulations used MD') + sup('1') + run('.'))).toEqual([[1]]);
  });

  it('leave a byline of names, each with its affiliations, as written', () => {
    expect(scanParagraph(run('Jane Doe') + sup('1,2') + run(', María García-López') + sup('2') + run(' and Jan van der Berg') + sup('3') + run('*'))).toEqual(
      [],
    );
    expect(scan('Jane Doe¹˒², John Smith³')).toEqual([]);
  });

  it('still read names of organisations, one name or a sentence with its citations', () => {
    expect(scanParagraph(run('World Health Organization') + sup('9') + run(', Global Fund') + sup('10'))).toEqual([[9], [10]]);
    expect(scanParagraph(run('Smith') + sup('1') + run(', Jones') + sup('2'))).toEqual([[1], [2]]);
    expect(scanParagraph(run('As Jane Doe') + sup('1') + run(' and John Smith') + sup('2') + run(' showed, rates fell.'))).toEqual([[1], [2]]);
  });

  it('leave the numbers of an affiliation line ("¹Department of Medicine, …. ²Institute of …", "³ jane@uni.no") as written', () => {
    expect(scanParagraph(sup('1') + run('Department of Medicine, University Hospital, Oslo. ') + sup('2') + run('Institute of Epidemiology, Bergen.'))).toEqual(
      [],
    );
    expect(scanParagraph(sup('3') + run('Karolinska Institutet, Stockholm, Sweden'))).toEqual([]);
    expect(scan('⁴ jane.doe@uni.no')).toEqual([]);
    expect(scanParagraph(run('Rates fell.') + sup('1') + run(' Department of Health data agree.') + sup('2'))).toEqual([[1], [2]]);
  });
});
