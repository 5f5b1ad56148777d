// Probes of the output-fidelity sweep (shapes AI exports and Word templates produce that the export
// corpus does not): the repaired document keeps every paragraph outside the reference list, each
// citation becomes exactly one marker in place, and the list leaves nothing of its own behind.
import { describe, expect, it } from 'vitest';
import { openDocument } from '../src/docx/document.ts';
import { readDocx } from '../src/docx/read.ts';
import { repairDocument } from '../src/pipeline.ts';
import type { OutputMarker } from '../src/types.ts';
import { buildDocx, heading, text } from './build-docx.ts';

const ENTRIES = [
  '[1] A. Vaswani et al., “Attention is all you need,” in Advances in Neural Information Processing Systems, 2017, pp. 5998–6008.',
  '[2] Y. LeCun, Y. Bengio, and G. Hinton, “Deep learning,” Nature, vol. 521, no. 7553, pp. 436–444, 2015.',
  '[3] K. He, X. Zhang, S. Ren, and J. Sun, “Deep residual learning for image recognition,” in Proc. IEEE CVPR, 2016, pp. 770–778.',
];
const sdt = (content: string, gallery = '') =>
  `<w:sdt><w:sdtPr><w:id w:val="9"/>${gallery ? `<w:docPartObj><w:docPartGallery w:val="${gallery}"/><w:docPartUnique/></w:docPartObj>` : ''}</w:sdtPr><w:sdtContent>${content}</w:sdtContent></w:sdt>`;

async function repair(body: string, marker: OutputMarker) {
  const result = await repairDocument(buildDocx({ body }), { markerStyle: marker });
  const xml = readDocx(result.docx).readXml('word/document.xml') ?? '';
  return { xml, texts: openDocument(readDocx(result.docx)).paragraphs.map((p) => p.text) };
}

describe('output fidelity on the sweep probes', () => {
  it.each(['rtf', 'pandoc', 'fields'] as const)(
    'a list in a "Bibliographies" content control, or one control per entry, leaves no empty control (%s)',
    async (marker) => {
      const cites = text('Attention [1], deep nets [2] and residual nets [3].');
      for (const list of [
        sdt(heading('References') + ENTRIES.map((e) => text(e)).join(''), 'Bibliographies'),
        heading('References') + ENTRIES.map((e) => sdt(text(e))).join(''),
      ]) {
        const { xml, texts } = await repair(cites + list + text('Closing words.'), marker);
        expect(xml).not.toMatch(/<w:sdtContent\/>|<w:sdtContent><\/w:sdtContent>/);
        expect(texts).toContain('Closing words.');
        expect(texts.join('\n')).not.toContain('Vaswani et al., “Attention');
      }
    },
    60_000,
  );

  it('two sections under "References (Part 1)" and "References (Part 2)" each cite their own list', async () => {
    const list = (n: number, entries: string[]) => heading(`References (Part ${n})`) + entries.map((e) => text(e)).join('');
    const body =
      text('Attention [1] and deep nets [2].') + list(1, ENTRIES.slice(0, 2)) + text('Residual nets [1].') + list(2, [ENTRIES[2]?.replace('[3]', '[1]') ?? '']);
    const { texts } = await repair(body, 'rtf');
    expect(texts).toEqual(['Attention {Vaswani et al., 2017} and deep nets {LeCun et al., 2015}.', 'Residual nets {He et al., 2016}.']);
  });

  it('a citation between two marks keeps both where they were: "Key works: [3]; memory"', async () => {
    const { texts } = await repair(text('Key works: [3]; see also [1].') + heading('References') + ENTRIES.map((e) => text(e)).join(''), 'fields');
    expect(texts[0]).toBe('Key works: (He et al., 2016); see also (Vaswani, 2017).');
  }, 60_000);
});

describe('comments and bookmarks anchored in the removed reference list', () => {
  it.each(['rtf', 'fields'] as const)(
    'move to the paragraph kept before the list, their ranges whole (%s)',
    async (marker) => {
      const commented = (id: number, value: string) =>
        `<w:p><w:commentRangeStart w:id="${id}"/><w:r><w:t xml:space="preserve">${value}</w:t></w:r><w:commentRangeEnd w:id="${id}"/><w:r><w:commentReference w:id="${id}"/></w:r></w:p>`;
      const body =
        `<w:p><w:r><w:t xml:space="preserve">Attention [1], deep nets [2] and </w:t></w:r><w:commentRangeStart w:id="7"/><w:r><w:t xml:space="preserve">residual nets [3].</w:t></w:r></w:p>` +
        heading('References') +
        commented(5, ENTRIES[0] as string) +
        `<w:p><w:bookmarkStart w:id="1" w:name="RefSection"/><w:r><w:t xml:space="preserve">${ENTRIES[1]}</w:t></w:r><w:bookmarkEnd w:id="1"/></w:p>` +
        `<w:p><w:r><w:t xml:space="preserve">${ENTRIES[2]}</w:t></w:r><w:commentRangeEnd w:id="7"/><w:r><w:commentReference w:id="7"/></w:r></w:p>` +
        text('Closing words.');
      const { xml, texts } = await repair(body, marker);
      expect(texts.join('\n')).not.toContain('Vaswani et al., “Attention');
      for (const id of ['5', '7']) {
        expect(xml.match(new RegExp(`<w:commentRangeStart w:id="${id}"/>`, 'g'))).toHaveLength(1);
        expect(xml.match(new RegExp(`<w:commentRangeEnd w:id="${id}"/>`, 'g'))).toHaveLength(1);
        expect(xml.match(new RegExp(`<w:commentReference w:id="${id}"/>`, 'g'))).toHaveLength(1);
        expect(xml.indexOf(`<w:commentRangeStart w:id="${id}"/>`)).toBeLessThan(xml.indexOf(`<w:commentRangeEnd w:id="${id}"/>`));
      }
      expect(xml).toContain('w:name="RefSection"');
      expect(xml.match(/<w:bookmarkEnd w:id="1"\/>/g)).toHaveLength(1);
    },
    60_000,
  );
});
