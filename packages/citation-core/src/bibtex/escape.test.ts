import { describe, expect, it } from 'vitest';
import { escapeText, escapeTitle, escapeVerbatim } from './escape.ts';

describe('escapeText', () => {
  it('escapes every TeX special character', () => {
    expect(escapeText('A & B 100% $5 #1 a_b')).toBe('A \\& B 100\\% \\$5 \\#1 a\\_b');
    expect(escapeText('x~y^z\\w')).toBe('x\\textasciitilde{}y\\textasciicircum{}z\\textbackslash{}w');
    expect(escapeText('a<b>c')).toBe('a\\textless{}b\\textgreater{}c');
  });

  it('escapes balanced braces with backslashes and lone ones with commands', () => {
    expect(escapeText('set {x}')).toBe('set \\{x\\}');
    expect(escapeText('open { only')).toBe('open \\textbraceleft{} only');
    expect(escapeText('} then {')).toBe('\\textbraceright{} then \\textbraceleft{}');
  });

  it('breaks TeX ligatures that would change the text', () => {
    expect(escapeText("1990--2000 ``q'' ?` ,,")).toBe("1990-{}-2000 `{}`q'{}' ?{}` ,{},");
  });

  it('keeps Unicode as UTF-8 and tidies whitespace and control characters', () => {
    expect(escapeText('Über  die\tFrüchte\n des Zorns')).toBe('Über die Früchte des Zorns');
    expect(escapeText('Éléments de géométrie')).toBe('Éléments de géométrie');
    expect(escapeText('深度学习的研究')).toBe('深度学习的研究');
    expect(escapeText('bell\u0007 \uFEFFring\uD800')).toBe('bell ring');
    expect(escapeText('e\u0301')).toBe('é');
  });
});

describe('escapeTitle', () => {
  it('protects words with capitals after the first letter', () => {
    expect(escapeTitle('DNA delivery with BioShuttle in mRNA and 3D models')).toBe('{DNA} delivery with {BioShuttle} in {mRNA} and {3D} models');
    expect(escapeTitle('ShowRoom3D: Text to High-Quality rooms (COVID-19)')).toBe('{ShowRoom3D}: Text to High-Quality rooms ({COVID-19})');
    expect(escapeTitle('A Study Of I/O')).toBe('A Study Of {I/O}');
  });

  it('escapes inside protected words too', () => {
    expect(escapeTitle('R&D at AT&T')).toBe('{R\\&D} at {AT\\&T}');
  });
});

describe('verbatim fields', () => {
  it('leaves URLs and DOIs alone except for what breaks BibTeX', () => {
    expect(escapeVerbatim('https://example.com/a_b%20c#x~y&z=1')).toBe('https://example.com/a_b%20c#x~y&z=1');
    expect(escapeVerbatim('10.1002/(SICI)1097-4636<1::AID>3.0.CO;2-#')).toBe('10.1002/(SICI)1097-4636<1::AID>3.0.CO;2-#');
    expect(escapeVerbatim('https://x.org/{a}')).toBe('https://x.org/{a}');
    expect(escapeVerbatim('https://x.org/a}b\\c$')).toBe('https://x.org/a%7Db%5Cc%24');
  });
});

describe('escapeTitle on a title written in sentence case', () => {
  it('braces its names, which BibTeX’s styles would otherwise print in lower case', () => {
    expect(escapeTitle('Groundwater recharge in the Rhine delta')).toBe('Groundwater recharge in the {Rhine} delta');
    expect(escapeTitle('Narrative memory in Latin American fiction')).toBe('Narrative memory in {Latin} {American} fiction');
  });

  it('leaves a subtitle’s first word, and every word of a title in title case, as they are', () => {
    expect(escapeTitle('Trust and the platform economy: Evidence from ride-hailing drivers')).toBe(
      'Trust and the platform economy: Evidence from ride-hailing drivers',
    );
    expect(escapeTitle('Principles of Environmental Economics')).toBe('Principles of Environmental Economics');
    expect(escapeTitle('Learning from Data with Neural Networks')).toBe('Learning from Data with Neural Networks');
  });
});

describe('characters pdfLaTeX cannot print from UTF-8', () => {
  it('writes Greek letters, the math minus, sub- and superscripts and relations as TeX', () => {
    expect(escapeText('Aβ and Diels−Alder, CO₂, m s⁻¹, Δ ≤ 5, Ω')).toBe(
      'A{$\\beta$} and Diels{$-$}Alder, CO\\textsubscript{2}, m s\\textsuperscript{$-$}¹, {$\\Delta$} {$\\leq$} 5, {$\\Omega$}',
    );
  });

  it('keeps Latin letters, Latin-1 superscripts and the Greek capitals that are Latin twins readable', () => {
    expect(escapeText('Müller, Łukasiewicz, x² and ΑΒ ο')).toBe('Müller, Łukasiewicz, x² and AB o');
  });

  it('percent-encodes non-ASCII characters in a URL, which BibTeX styles would print as mojibake', () => {
    expect(escapeVerbatim('https://de.wikipedia.org/wiki/Müller_(Familienname)')).toBe('https://de.wikipedia.org/wiki/M%C3%BCller_(Familienname)');
  });
});
