// The front door for user files: decides whether the bytes are a .docx this tool may open, and
// refuses everything else with a typed error and a message a non-technical person can act on.
// jszip and mammoth enforce none of these limits, so every check lives here and in zip.ts.
import { DocxReadError } from '../errors.ts';
import type { CitationCoreErrorCode } from '../errors.ts';
import { OFFICE_DOCUMENT_RELATIONSHIP, parseRelationships, readXmlElements } from './relationships.ts';
import { DEFAULT_ZIP_LIMITS, ENCRYPTED_DOCUMENT_MESSAGE, asDocxReadError, readZipDirectory, readZipEntry } from './zip.ts';
import type { ZipEntry, ZipLimits } from './zip.ts';
import { MAX_DOCUMENT_BYTES } from '../limits.ts';

export interface DocxLimits extends ZipLimits {
  maxFileBytes: number;
}

export const DEFAULT_DOCX_LIMITS: DocxLimits = { ...DEFAULT_ZIP_LIMITS, maxFileBytes: MAX_DOCUMENT_BYTES };

export interface DocxPackage {
  bytes: Uint8Array;
  entries: ZipEntry[];
  /** Zip entry name of the main document part, e.g. 'word/document.xml'. */
  mainPart: string;
  /** Case-insensitive, with or without a leading '/'. */
  hasPart(name: string): boolean;
  /** Inflated bytes (read-only), within the limits; undefined when there is no such part. */
  readPart(name: string): Uint8Array | undefined;
  /** Decoded text; refuses any DOCTYPE or ENTITY declaration and invalid UTF-8/UTF-16. */
  readXml(name: string): string | undefined;
}

const CONTENT_TYPES = '[Content_Types].xml';
const PACKAGE_RELS = '_rels/.rels';

const WORD_MAIN_TYPES = new Set([
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.template.main+xml',
]);
const MACRO_TYPE = /macroEnabled|vbaProject|vbaData/i;
const MACRO_PART = /(^|\/)(vbaProject\.bin|vbaData\.xml)$/i;

const MESSAGES = {
  EMPTY_FILE: 'The file is empty (0 bytes): it holds no document. Check that it was saved or copied completely.',
  NOT_A_WORD_DOCUMENT: 'This file is not a Word document. Please use a Word .docx file.',
  LEGACY_DOC: 'This is an older Word 97-2003 document (.doc). Open it in Word, choose File > Save As > Word Document (.docx) and use the .docx file.',
  ENCRYPTED_DOCUMENT: ENCRYPTED_DOCUMENT_MESSAGE,
  MACRO_ENABLED:
    'This document contains macros, which this tool does not accept. In Word, choose File > Save As > Word Document (.docx) to save a copy without macros, then use that copy.',
  XML_DOCTYPE:
    'This document contains a construct Word documents never use (an XML DOCTYPE) and was refused for safety. If it is a genuine document, open it in Word and save it again.',
  MALFORMED_XML: 'Part of this document is not readable text. Open it in Word, save it again and use the new file.',
  MISSING_MAIN_PART: 'This Word document is damaged: its main text is missing. Open it in Word, save it again and use the new file.',
} as const satisfies Partial<Record<CitationCoreErrorCode, string>>;

function fail(code: keyof typeof MESSAGES, detail: string, message: string = MESSAGES[code]): DocxReadError {
  return new DocxReadError(code, message, { cause: new Error(detail) });
}

function notWord(kind: string | undefined, detail: string): DocxReadError {
  const message = kind
    ? `This file is ${kind}, not a Word document. Open it in its program, save it as a Word .docx file if you can, and use that file.`
    : MESSAGES.NOT_A_WORD_DOCUMENT;
  return fail('NOT_A_WORD_DOCUMENT', detail, message);
}

/** Opens a .docx from its bytes, or throws a DocxReadError saying why it cannot. */
export function readDocx(bytes: Uint8Array, limits: Partial<DocxLimits> = {}): DocxPackage {
  const lim: DocxLimits = { ...DEFAULT_DOCX_LIMITS, ...limits };
  try {
    return openDocx(bytes, lim);
  } catch (error) {
    throw asDocxReadError(error);
  }
}

function openDocx(bytes: Uint8Array, lim: DocxLimits): DocxPackage {
  if (bytes.length === 0) throw fail('EMPTY_FILE', '0 bytes');
  if (bytes.length > lim.maxFileBytes) {
    const limit = lim.maxFileBytes >= 1_048_576 ? `${Math.round(lim.maxFileBytes / 1_048_576)} MB` : `${Math.ceil(lim.maxFileBytes / 1024)} KB`;
    throw new DocxReadError(
      'FILE_TOO_LARGE',
      `This file is larger than ${limit}, the most this tool accepts. Remove large images or split the document, then try again.`,
      {
        cause: new Error(`${bytes.length} bytes`),
      },
    );
  }
  sniffNonZip(bytes);

  const entries = readZipDirectory(bytes, lim);
  const pkg = new ZipDocxPackage(bytes, entries, lim);

  if (pkg.hasPart('mimetype') && !pkg.hasPart(CONTENT_TYPES)) {
    const mimetype = new TextDecoder().decode(pkg.readPart('mimetype')!.subarray(0, 200));
    throw notWord(mimetype.includes('opendocument.text') ? 'an OpenDocument text file (.odt)' : 'an OpenDocument file', `mimetype ${mimetype}`);
  }
  if (!pkg.hasPart(CONTENT_TYPES)) {
    throw notWord(pkg.hasPart('word/document.xml') ? undefined : 'a zip archive', 'no [Content_Types].xml');
  }

  const types = parseContentTypes(pkg.readXml(CONTENT_TYPES)!);
  const contentTypeOf = (name: string): string | undefined => types.overrides.get(name.toLowerCase()) ?? types.defaults.get(extensionOf(name));

  const rootRels = pkg.readXml(PACKAGE_RELS);
  const officeDocument =
    rootRels === undefined ? undefined : [...parseRelationships(rootRels, '').values()].find((r) => OFFICE_DOCUMENT_RELATIONSHIP.test(r.type) && !r.external);
  const declaredMain = [...types.overrides].find(([, type]) => WORD_MAIN_TYPES.has(type) || /\.main\+xml$/.test(type))?.[0];
  const mainPart = officeDocument ? officeDocument.partName : declaredMain;
  const mainType = mainPart === undefined ? undefined : contentTypeOf(mainPart);

  const kind = officeKind(mainType);
  if (kind) throw notWord(kind, `main part type ${mainType}`);

  const macroPart = entries.find((e) => MACRO_PART.test(e.name));
  if (macroPart) throw fail('MACRO_ENABLED', `macro part ${macroPart.name}`);
  const macroType = [...types.overrides.values(), ...(mainType ? [mainType] : [])].find((t) => MACRO_TYPE.test(t));
  if (macroType) throw fail('MACRO_ENABLED', `content type ${macroType}`);

  if (mainPart === undefined) {
    if (officeDocument || entries.some((e) => e.name.toLowerCase().startsWith('word/'))) {
      throw fail('MISSING_MAIN_PART', 'no main document relationship');
    }
    throw notWord(undefined, 'no main document relationship and no word/ folder');
  }
  if (!pkg.hasPart(mainPart)) throw fail('MISSING_MAIN_PART', `main part ${mainPart} is not in the archive`);
  if (mainType === undefined || !WORD_MAIN_TYPES.has(mainType)) throw notWord(undefined, `main part type ${mainType}`);

  pkg.mainPart = pkg.entryFor(mainPart)!.name;
  // Read the main part now so a hostile or broken one is refused at the door, not mid-pipeline.
  pkg.keepXml(pkg.mainPart);
  return pkg;
}

/** OLE compound files (legacy .doc, password-protected OOXML) and a few other look-alikes. */
function sniffNonZip(bytes: Uint8Array): void {
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) {
    const streams = compoundFileStreamNames(bytes);
    if (streams.has('EncryptionInfo') || streams.has('EncryptedPackage')) {
      throw fail('ENCRYPTED_DOCUMENT', 'OLE container with EncryptionInfo/EncryptedPackage');
    }
    if (streams.has('WordDocument')) throw fail('LEGACY_DOC', 'OLE container with a WordDocument stream');
    if (streams.has('Workbook') || streams.has('Book')) throw notWord('an Excel 97-2003 workbook (.xls)', 'OLE workbook');
    if (streams.has('PowerPoint Document')) throw notWord('a PowerPoint 97-2003 presentation (.ppt)', 'OLE presentation');
    throw notWord(undefined, 'OLE container without a Word stream');
  }
  if (startsWith(bytes, [0x50, 0x4b])) return;
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 16));
  const detail = 'no zip signature';
  if (head.startsWith('%PDF'))
    throw plainNotZip('This is a PDF file, not a Word document. Open it in Word, save it as a .docx file and use that file.', detail);
  if (head.startsWith('{\\rtf'))
    throw plainNotZip('This is an RTF file, not a .docx. Open it in Word, save it as a Word Document (.docx) and use that file.', detail);
  throw plainNotZip('This file is not a Word document (.docx). Open it in Word, save it as a .docx file and try again.', detail);
}

function plainNotZip(message: string, detail: string): DocxReadError {
  return new DocxReadError('NOT_A_ZIP', message, { cause: new Error(detail) });
}

function startsWith(bytes: Uint8Array, magic: number[]): boolean {
  return bytes.length >= magic.length && magic.every((b, i) => bytes[i] === b);
}

const CFB_NAMES = ['EncryptionInfo', 'EncryptedPackage', 'WordDocument', 'Workbook', 'Book', 'PowerPoint Document'];

/**
 * Names of the compound file's directory entries that matter here. Directory entries are
 * 128-byte records in sectors of 512 or 4096 bytes after a 512-byte header, so each one starts
 * on a 128-byte boundary; checking the name length and object type fields at every such
 * boundary finds them without following sector chains a hostile file could loop.
 */
function compoundFileStreamNames(bytes: Uint8Array): Set<string> {
  const found = new Set<string>();
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let p = 512; p + 128 <= bytes.length; p += 128) {
    const nameLength = view.getUint16(p + 64, true);
    const objectType = bytes[p + 66];
    if (nameLength < 4 || nameLength > 64 || nameLength % 2 !== 0 || objectType !== 2) continue;
    const chars = nameLength / 2 - 1;
    let name = '';
    for (let i = 0; i < chars; i++) name += String.fromCharCode(view.getUint16(p + i * 2, true));
    if (CFB_NAMES.includes(name)) found.add(name);
  }
  return found;
}

function officeKind(contentType: string | undefined): string | undefined {
  if (contentType === undefined) return undefined;
  if (/spreadsheetml|ms-excel/i.test(contentType)) return 'an Excel workbook';
  if (/presentationml|ms-powerpoint/i.test(contentType)) return 'a PowerPoint presentation';
  if (/drawingml\.diagram|visio/i.test(contentType)) return 'a Visio drawing';
  return undefined;
}

function extensionOf(name: string): string {
  const base = name.slice(name.lastIndexOf('/') + 1);
  const dot = base.lastIndexOf('.');
  return dot < 0 ? '' : base.slice(dot + 1).toLowerCase();
}

interface ContentTypes {
  defaults: Map<string, string>;
  /** Keyed by lower-case zip entry name (no leading '/'). */
  overrides: Map<string, string>;
}

function parseContentTypes(xml: string): ContentTypes {
  const defaults = new Map<string, string>();
  const overrides = new Map<string, string>();
  for (const a of readXmlElements(xml, 'Default')) {
    const extension = a.get('Extension');
    const type = a.get('ContentType');
    if (extension !== undefined && type !== undefined) defaults.set(extension.toLowerCase(), type);
  }
  for (const a of readXmlElements(xml, 'Override')) {
    const partName = a.get('PartName');
    const type = a.get('ContentType');
    if (partName !== undefined && type !== undefined) overrides.set(stripSlash(safeDecodeUri(partName)).toLowerCase(), type);
  }
  return { defaults, overrides };
}

function safeDecodeUri(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function stripSlash(name: string): string {
  return name.startsWith('/') ? name.slice(1) : name;
}

class ZipDocxPackage implements DocxPackage {
  mainPart = '';
  private readonly byName = new Map<string, ZipEntry>();
  private readonly kept = new Map<string, string>();

  constructor(
    readonly bytes: Uint8Array,
    readonly entries: ZipEntry[],
    private readonly limits: DocxLimits,
  ) {
    for (const entry of entries) this.byName.set(entry.name.toLowerCase(), entry);
  }

  entryFor(name: string): ZipEntry | undefined {
    return this.byName.get(stripSlash(name).toLowerCase());
  }

  hasPart(name: string): boolean {
    return this.entryFor(name) !== undefined;
  }

  readPart(name: string): Uint8Array | undefined {
    const entry = this.entryFor(name);
    if (entry === undefined) return undefined;
    return readZipEntry(this.bytes, entry, this.limits.maxPartBytes);
  }

  readXml(name: string): string | undefined {
    const entry = this.entryFor(name);
    if (entry === undefined) return undefined;
    const kept = this.kept.get(entry.name);
    if (kept !== undefined) {
      // Handed out once: the caller owns it now, and the package stops holding the memory.
      this.kept.delete(entry.name);
      return kept;
    }
    return decodeXml(this.readPart(entry.name)!, entry.name);
  }

  /** Reads and checks a part now, keeping the text for the first readXml of it. */
  keepXml(name: string): void {
    const text = this.readXml(name);
    if (text !== undefined) this.kept.set(this.entryFor(name)!.name, text);
  }
}

/**
 * UTF-8 (the default) or UTF-16 when a byte-order mark or the first '<' says so, decoded
 * strictly. Any DOCTYPE or ENTITY declaration is refused: OOXML forbids them, and refusing
 * (never expanding) is what defeats XXE and billion-laughs inputs.
 */
export function decodeXml(bytes: Uint8Array, partName: string): string {
  let encoding = 'utf-8';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) encoding = 'utf-16le';
  else if (bytes[0] === 0xfe && bytes[1] === 0xff) encoding = 'utf-16be';
  else if (bytes[0] === 0x3c && bytes[1] === 0x00) encoding = 'utf-16le';
  else if (bytes[0] === 0x00 && bytes[1] === 0x3c) encoding = 'utf-16be';
  let text: string;
  try {
    text = new TextDecoder(encoding, { fatal: true }).decode(bytes);
  } catch (error) {
    throw new DocxReadError('MALFORMED_XML', MESSAGES.MALFORMED_XML, { cause: new Error(`${partName} is not valid ${encoding}`, { cause: error }) });
  }
  if (/<!\s*(DOCTYPE|ENTITY)/i.test(text)) throw fail('XML_DOCTYPE', `${partName} has a DOCTYPE or ENTITY declaration`);
  return text;
}
