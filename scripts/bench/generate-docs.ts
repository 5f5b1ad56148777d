// Builds the benchmark documents with the `docx` package (a real Word-like writer: styles,
// numbering, hyperlinks), so the benchmark measures documents shaped like users' ones.
import { AlignmentType, Document, ExternalHyperlink, HeadingLevel, LevelFormat, Packer, Paragraph, TextRun } from 'docx';
import { readDocx } from '../../packages/citation-core/src/docx/read.ts';
import { writeZip } from '../../packages/citation-core/src/docx/zip.ts';
import type { ZipWriteItem } from '../../packages/citation-core/src/docx/zip.ts';

const SURNAMES = ['Smith', 'Müller', 'García', 'Ng', 'Öztürk', 'Lee', 'Dubois', 'Kowalski', 'Tanaka', 'Silva', 'Novak', 'Rossi'];
// A few hundred distinct title words, so titles differ as real ones do.
const STEMS =
  'deep learning crop yield protein folding climate model urban heat microfluidic droplet enzyme evolution network graph policy migration soil carbon river basin neural coding memory sleep cancer immune cell signal quantum dot laser sensor battery anode polymer film catalyst reaction genome editing vaccine trial cohort survey labour market housing price trade tariff'.split(
    ' ',
  );
const WORDS = STEMS.flatMap((stem, i) => [stem, `${stem}s`, `${stem}-based`, `${STEMS[(i * 7) % STEMS.length]}-${stem}`]);

export function reference(i: number): string {
  const a = SURNAMES[i % SURNAMES.length] as string;
  const b = SURNAMES[(i * 7 + 3) % SURNAMES.length] as string;
  const year = 1990 + (i % 35);
  const title = Array.from({ length: 6 + (i % 5) }, (_, k) => WORDS[(i * 3 + k * 5) % WORDS.length]).join(' ');
  switch (i % 4) {
    case 0:
      return `${a}, J., & ${b}, K. (${year}). ${capital(title)} ${i}. Journal of Studies, ${i % 90}(${i % 12}), ${i}-${i + 9}. https://doi.org/10.5555/bench.${i}`;
    case 1:
      return `${a} J, ${b} K. ${capital(title)} ${i}. J Stud. ${year};${i % 90}(${i % 12}):${i}-${i + 9}.`;
    case 2:
      return `${capital(title)} ${i} - Example News, accessed March ${1 + (i % 28)}, 2025, https://news.example.org/${year}/story-${i}?utm_source=chatgpt.com`;
    default:
      return `J. ${a} and K. ${b}, “${capital(title)} ${i},” in Proc. Conf. Bench, ${year}, pp. ${i}–${i + 9}.`;
  }
}

function capital(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** A report citing `refCount` references (each about twice), in ChatGPT bracket style with a typed list. */
export async function benchDocument(refCount: number): Promise<Uint8Array> {
  const body: Paragraph[] = [new Paragraph({ text: `Benchmark report with ${refCount} references`, heading: HeadingLevel.TITLE })];
  const paragraphs = Math.max(5, Math.ceil(refCount / 2));
  for (let p = 0; p < paragraphs; p++) {
    if (p % 10 === 0) body.push(new Paragraph({ text: `Section ${p / 10 + 1}`, heading: HeadingLevel.HEADING_1 }));
    const a = ((p * 2) % refCount) + 1;
    const b = ((p * 2 + 1) % refCount) + 1;
    const c = ((p * 7) % refCount) + 1;
    body.push(
      new Paragraph({
        children: [
          new TextRun(`Paragraph ${p} discusses ${WORDS[p % WORDS.length]} evidence in some detail, as several studies report `),
          new TextRun({ text: `[${a}]`, bold: p % 3 === 0 }),
          new TextRun(`. Further work on ${WORDS[(p + 3) % WORDS.length]} agrees `),
          new ExternalHyperlink({ link: `https://doi.org/10.5555/bench.${b}`, children: [new TextRun({ text: `[${b}, ${c}]`, style: 'Hyperlink' })] }),
          new TextRun('. The ratio was 30:1 (n = 120) and array[0] is not a citation.'),
        ],
      }),
    );
  }
  body.push(new Paragraph({ text: 'References', heading: HeadingLevel.HEADING_1 }));
  for (let i = 1; i <= refCount; i++) body.push(new Paragraph({ children: [new TextRun(`${i}. ${reference(i)}`)] }));

  const doc = new Document({
    numbering: { config: [{ reference: 'refs', levels: [{ level: 0, format: LevelFormat.DECIMAL, text: '%1.', alignment: AlignmentType.START }] }] },
    sections: [{ children: body }],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
}

/** Pad a document with incompressible images up to `targetBytes` (a report with many figures). */
export function padWithImages(docx: Uint8Array, targetBytes: number): Uint8Array {
  const pkg = readDocx(docx);
  const items: ZipWriteItem[] = pkg.entries.map((entry) => ({ name: entry.name, copyFrom: { bytes: pkg.bytes, entry } }));
  let size = docx.length;
  let n = 0;
  // Deterministic pseudo-random bytes: images are already compressed, so deflate cannot shrink them.
  let seed = 12345;
  while (size < targetBytes) {
    const chunk = Math.min(4 * 1024 * 1024, targetBytes - size);
    const data = new Uint8Array(chunk);
    for (let i = 0; i < chunk; i += 4) {
      seed = (seed * 1103515245 + 12345) >>> 0;
      data[i] = seed & 0xff;
      data[i + 1] = (seed >>> 8) & 0xff;
      data[i + 2] = (seed >>> 16) & 0xff;
      data[i + 3] = (seed >>> 24) & 0xff;
    }
    items.push({ name: `word/media/figure${++n}.png`, data, compress: false });
    size += chunk + 100;
  }
  return writeZip(items);
}
