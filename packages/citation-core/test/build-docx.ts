// Builds small .docx files from WordprocessingML snippets, for tests that need exact control over
// runs, fields, hyperlinks and numbering (the shapes real exports produce).
import { writeZip } from '../src/docx/zip.ts';

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const R = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

export interface BuildOptions {
  /** Paragraph/table XML inside w:body. */
  body: string;
  /** Extra w:abstractNum / w:num XML for numbering.xml. */
  numbering?: string;
  /** Extra w:style XML for styles.xml. */
  styles?: string;
  /** External hyperlinks: relationship id → URL. */
  links?: Record<string, string>;
  /** w:footnote elements of word/footnotes.xml (the separator notes -1 and 0 are added). */
  footnotes?: string;
  /** w:endnote elements of word/endnotes.xml (the separator notes -1 and 0 are added). */
  endnotes?: string;
}

const enc = (s: string) => new TextEncoder().encode(s);

export function buildDocx(options: BuildOptions): Uint8Array {
  const links = Object.entries(options.links ?? {})
    .map(([id, url]) => `<Relationship Id="${id}" Type="${R}/hyperlink" Target="${escapeXml(url)}" TargetMode="External"/>`)
    .join('');
  const noteParts = (['footnote', 'endnote'] as const).filter((kind) => options[`${kind}s`] !== undefined);
  const noteTypes = noteParts
    .map((kind) => `<Override PartName="/word/${kind}s.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.${kind}s+xml"/>`)
    .join('');
  const noteRels = noteParts.map((kind) => `<Relationship Id="rId${kind}s" Type="${R}/${kind}s" Target="${kind}s.xml"/>`).join('');
  const files: [string, string][] = [
    [
      '[Content_Types].xml',
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/><Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/><Override PartName="/word/numbering.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.numbering+xml"/>${noteTypes}</Types>`,
    ],
    [
      '_rels/.rels',
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${R}/officeDocument" Target="word/document.xml"/></Relationships>`,
    ],
    [
      'word/_rels/document.xml.rels',
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rIdStyles" Type="${R}/styles" Target="styles.xml"/><Relationship Id="rIdNumbering" Type="${R}/numbering" Target="numbering.xml"/>${noteRels}${links}</Relationships>`,
    ],
    [
      'word/styles.xml',
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:styles xmlns:w="${W}"><w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/></w:style><w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/><w:basedOn w:val="Normal"/><w:pPr><w:outlineLvl w:val="0"/></w:pPr></w:style><w:style w:type="paragraph" w:styleId="Heading2"><w:name w:val="heading 2"/><w:basedOn w:val="Normal"/><w:pPr><w:outlineLvl w:val="1"/></w:pPr></w:style><w:style w:type="character" w:styleId="Hyperlink"><w:name w:val="Hyperlink"/><w:rPr><w:color w:val="0563C1"/><w:u w:val="single"/></w:rPr></w:style>${options.styles ?? ''}</w:styles>`,
    ],
    ['word/numbering.xml', `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:numbering xmlns:w="${W}">${options.numbering ?? ''}</w:numbering>`],
    [
      'word/document.xml',
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="${W}" xmlns:r="${R}"><w:body>${options.body}<w:sectPr><w:pgSz w:w="12240" w:h="15840"/></w:sectPr></w:body></w:document>`,
    ],
  ];
  for (const kind of noteParts) files.push([`word/${kind}s.xml`, notesPart(kind, options[`${kind}s`] ?? '')]);
  return writeZip(files.map(([name, text]) => ({ name, data: enc(text) })));
}

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** A run with optional formatting. */
export function run(text: string, props: { sup?: boolean; b?: boolean; i?: boolean; font?: string; style?: string } = {}): string {
  const rPr = [
    props.style ? `<w:rStyle w:val="${props.style}"/>` : '',
    props.font ? `<w:rFonts w:ascii="${props.font}" w:hAnsi="${props.font}"/>` : '',
    props.b ? '<w:b/>' : '',
    props.i ? '<w:i/>' : '',
    props.sup ? '<w:vertAlign w:val="superscript"/>' : '',
  ].join('');
  return `<w:r>${rPr ? `<w:rPr>${rPr}</w:rPr>` : ''}<w:t xml:space="preserve">${escapeXml(text)}</w:t></w:r>`;
}

export function para(content: string, props: { style?: string; numId?: number; ilvl?: number } = {}): string {
  const pPr = [
    props.style ? `<w:pStyle w:val="${props.style}"/>` : '',
    props.numId !== undefined ? `<w:numPr><w:ilvl w:val="${props.ilvl ?? 0}"/><w:numId w:val="${props.numId}"/></w:numPr>` : '',
  ].join('');
  return `<w:p>${pPr ? `<w:pPr>${pPr}</w:pPr>` : ''}${content}</w:p>`;
}

/** A plain paragraph of text. */
export function text(value: string, props: { style?: string } = {}): string {
  return para(run(value), props);
}

export function heading(value: string, level = 1): string {
  return para(run(value), { style: `Heading${level}` });
}

export function hyperlink(rid: string, content: string): string {
  return `<w:hyperlink r:id="${rid}" w:history="1">${content}</w:hyperlink>`;
}

/** A decimal numbering definition (abstract id = num id = n) starting at `start`. */
export function decimalNumbering(n: number, start = 1): string {
  return `<w:abstractNum w:abstractNumId="${n}"><w:lvl w:ilvl="0"><w:start w:val="${start}"/><w:numFmt w:val="decimal"/><w:lvlText w:val="%1."/></w:lvl></w:abstractNum><w:num w:numId="${n}"><w:abstractNumId w:val="${n}"/></w:num>`;
}

/** A list of reference paragraphs under a heading, with typed "n. " labels. */
export function referenceList(entries: [number, string][], headingText = 'References'): string {
  return heading(headingText) + entries.map(([n, raw]) => text(`${n}. ${raw}`)).join('');
}

/** A notes part as Word writes it: the separator and continuation-separator notes, then the notes. */
function notesPart(kind: 'footnote' | 'endnote', notes: string): string {
  const separator = (type: string, id: number, mark: string) => `<w:${kind} w:type="${type}" w:id="${id}"><w:p><w:r><w:${mark}/></w:r></w:p></w:${kind}>`;
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:${kind}s xmlns:w="${W}" xmlns:r="${R}">${separator('separator', -1, 'separator')}${separator('continuationSeparator', 0, 'continuationSeparator')}${notes}</w:${kind}s>`;
}

/** A note reference mark in the text, styled as Word and pandoc write it. */
export function noteReference(id: number, kind: 'footnote' | 'endnote' = 'footnote'): string {
  const style = kind === 'footnote' ? 'FootnoteReference' : 'EndnoteReference';
  return `<w:r><w:rPr><w:rStyle w:val="${style}"/><w:vertAlign w:val="superscript"/></w:rPr><w:${kind}Reference w:id="${id}"/></w:r>`;
}

/** One note: its own number mark, then its paragraphs' content (runs). */
export function note(id: number, content: string, kind: 'footnote' | 'endnote' = 'footnote'): string {
  const style = kind === 'footnote' ? 'FootnoteReference' : 'EndnoteReference';
  return `<w:${kind} w:id="${id}"><w:p><w:r><w:rPr><w:rStyle w:val="${style}"/></w:rPr><w:${kind}Ref/></w:r>${run(' ')}${content}</w:p></w:${kind}>`;
}
