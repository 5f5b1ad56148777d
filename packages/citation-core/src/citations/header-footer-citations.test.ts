import { describe, expect, it } from 'vitest';
import type { DocxPackage } from '../docx/read.ts';
import { headerFooterCitations } from './header-footer-citations.ts';

function pkgOf(parts: Record<string, string>): DocxPackage {
  return {
    bytes: new Uint8Array(),
    entries: Object.keys(parts).map((name) => ({ name }) as DocxPackage['entries'][number]),
    mainPart: 'word/document.xml',
    hasPart: (name) => name in parts,
    readPart: () => undefined,
    readXml: (name) => parts[name],
  };
}

const p = (...runs: string[]) => `<w:p>${runs.map((t) => `<w:r><w:t xml:space="preserve">${t}</w:t></w:r>`).join('')}</w:p>`;

describe('headerFooterCitations', () => {
  it('finds the bracketed citations of headers and footers, each once, split runs included; the body is not theirs', () => {
    const pkg = pkgOf({
      'word/document.xml': p('Body [1].'),
      'word/header1.xml': `<w:hdr>${p('Smith et al. [1]')}</w:hdr>`,
      'word/footer2.xml': `<w:ftr>${p('Footer cites [', '3', '] and [4, 5] and [3]')}${p('Page 2 of 9')}</w:ftr>`,
    });
    expect(headerFooterCitations(pkg)).toEqual(['[1]', '[3]', '[4, 5]']);
    expect(headerFooterCitations(pkgOf({ 'word/document.xml': p('Body [1].'), 'word/footer1.xml': `<w:ftr>${p('© 2024 [Draft]')}</w:ftr>` }))).toEqual([]);
  });
});
