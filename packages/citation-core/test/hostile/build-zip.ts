// Builds zip archives byte by byte for tests, including ones no honest writer would produce:
// sizes that lie, names that escape, flags and methods that must be refused.
import { crc32, deflateRawSync } from 'node:zlib';

export interface RawZipEntry {
  name: string;
  /** Uncompressed content (used for the CRC and, unless `compressed` is given, the payload). */
  data?: Uint8Array | string;
  method?: number;
  /** Payload as stored in the archive; default: data deflated (method 8) or data (method 0). */
  compressed?: Uint8Array;
  /** Uncompressed size written in both headers; default: the real one. */
  declaredSize?: number;
  crc?: number;
  flags?: number;
  /** Name in the local header, when it should differ from the central directory's. */
  localName?: string;
  /** Central-directory local-header offset, when it should point elsewhere. */
  localHeaderOffset?: number;
}

export function buildZip(entries: RawZipEntry[], options: { comment?: string } = {}): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const data = typeof e.data === 'string' ? Buffer.from(e.data, 'utf8') : Buffer.from(e.data ?? new Uint8Array(0));
    const method = e.method ?? 8;
    const payload = e.compressed ? Buffer.from(e.compressed) : method === 8 ? deflateRawSync(data) : data;
    const name = Buffer.from(e.name, 'utf8');
    const localName = Buffer.from(e.localName ?? e.name, 'utf8');
    const size = e.declaredSize ?? data.length;
    const crc = e.crc ?? crc32(data);
    const flags = e.flags ?? 0;

    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(flags, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt16LE(0x21, 12); // 1980-01-01
    local.writeUInt32LE(crc >>> 0, 14);
    local.writeUInt32LE(payload.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(localName.length, 26);
    locals.push(local, localName, payload);

    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(flags, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt16LE(0x21, 14);
    central.writeUInt32LE(crc >>> 0, 16);
    central.writeUInt32LE(payload.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(e.localHeaderOffset ?? offset, 42);
    centrals.push(central, name);
    offset += 30 + localName.length + payload.length;
  }
  const cd = Buffer.concat(centrals);
  const comment = Buffer.from(options.comment ?? '', 'utf8');
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  end.writeUInt16LE(comment.length, 20);
  return Buffer.concat([...locals, cd, end, comment]);
}

export const WORD_MAIN_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';

export function contentTypesXml(overrides: Record<string, string> = { '/word/document.xml': WORD_MAIN_TYPE }, defaults: Record<string, string> = {}): string {
  const d = Object.entries({ rels: 'application/vnd.openxmlformats-package.relationships+xml', xml: 'application/xml', ...defaults })
    .map(([ext, type]) => `<Default Extension="${ext}" ContentType="${type}"/>`)
    .join('');
  const o = Object.entries(overrides)
    .map(([part, type]) => `<Override PartName="${part}" ContentType="${type}"/>`)
    .join('');
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">${d}${o}</Types>`;
}

export function rootRelsXml(target = 'word/document.xml'): string {
  return (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
    '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
    `<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="${target}"/>` +
    '</Relationships>'
  );
}

export function documentXml(text = 'Hello [1].'): string {
  return (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
    '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
    `<w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`
  );
}

/** The smallest .docx Word opens, as raw entries to tweak; `extra` entries are appended. */
export function minimalDocxEntries(options: { contentTypes?: string; document?: string | Uint8Array; extra?: RawZipEntry[] } = {}): RawZipEntry[] {
  return [
    { name: '[Content_Types].xml', data: options.contentTypes ?? contentTypesXml() },
    { name: '_rels/.rels', data: rootRelsXml() },
    { name: 'word/document.xml', data: options.document ?? documentXml() },
    ...(options.extra ?? []),
  ];
}

export function minimalDocx(options: Parameters<typeof minimalDocxEntries>[0] = {}): Buffer {
  return buildZip(minimalDocxEntries(options));
}
