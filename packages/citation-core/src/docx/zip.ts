// A small ZIP reader and writer over bytes, written here rather than taken from jszip or yauzl:
// - every limit is checked against the central directory before a single byte is inflated,
//   and inflation stops at the declared size, so hostile archives cannot exhaust memory;
// - the writer copies untouched entries' compressed bytes as they are, which is what keeps a
//   50 MB document's repair close to one read and one write of the file.
// Everything is synchronous because the pipeline is pure functions over bytes.
import { constants as zlibConstants, crc32, deflateRawSync, inflateRawSync } from 'node:zlib';
import { DocxReadError } from '../errors.ts';
import type { CitationCoreErrorCode } from '../errors.ts';

export interface ZipEntry {
  name: string;
  /** 0 = stored, 8 = deflated (nothing else is accepted). */
  method: number;
  flags: number;
  crc32: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
  /** Where the compressed bytes start (after the local header). */
  dataOffset: number;
  dosTime: number;
  dosDate: number;
}

export interface ZipLimits {
  maxEntries: number;
  maxTotalUncompressedBytes: number;
  maxPartBytes: number;
  /** Largest uncompressed:compressed ratio, applied to entries above RATIO_FLOOR_BYTES only. */
  maxRatio: number;
}

const MIB = 1024 * 1024;

export const DEFAULT_ZIP_LIMITS: ZipLimits = {
  maxEntries: 2000,
  maxTotalUncompressedBytes: 256 * MIB,
  maxPartBytes: 64 * MIB,
  maxRatio: 100,
};

// Small XML parts full of repeated markup legitimately compress far better than 100:1;
// they cannot hurt anyone, so the ratio only matters for entries that are big once inflated.
export const RATIO_FLOOR_BYTES = MIB;

export type ZipWriteItem =
  | { name: string; copyFrom: { bytes: Uint8Array; entry: ZipEntry } }
  | { name: string; data: Uint8Array; compress?: boolean; dosTime?: number; dosDate?: number };

const SIG_LOCAL = 0x04034b50;
const SIG_CENTRAL = 0x02014b50;
const SIG_EOCD = 0x06054b50;
const SIG_ZIP64_EOCD = 0x06064b50;
const SIG_ZIP64_LOCATOR = 0x07064b50;
const EOCD_SIZE = 22;
const CENTRAL_HEADER_SIZE = 46;
const LOCAL_HEADER_SIZE = 30;
const MAX_COMMENT = 0xffff;

const FLAG_ENCRYPTED = 0x0001;
const FLAG_DATA_DESCRIPTOR = 0x0008;
const FLAG_STRONG_ENCRYPTION = 0x0040;
const FLAG_UTF8 = 0x0800;

const METHOD_STORED = 0;
const METHOD_DEFLATED = 8;
const METHOD_AES = 99;

/** 1980-01-01 00:00, the timestamp Word itself writes into .docx entries. */
const DOS_DATE_1980 = (0 << 9) | (1 << 5) | 1;

/** One text for a password-protected document, whether Word wrapped it in OLE or a tool encrypted the zip. */
export const ENCRYPTED_DOCUMENT_MESSAGE =
  'This document is password-protected. Remove the password in Word (File > Info > Protect Document > Encrypt with Password), save it and try again.';

const ZIP_MESSAGES = {
  NOT_A_ZIP: 'This file is not a Word document (.docx). Open it in Word, save it as a .docx file and try again.',
  CORRUPT_ZIP: 'This Word document is damaged or incomplete. Open it in Word, save it again and use the new file.',
  ZIP_BOMB:
    'This file unpacks to far more data than a real Word document would, so it was refused for safety. If it is a genuine document, open it in Word and save it again.',
  UNSAFE_PATH: 'This file contains unsafe internal file names and was refused for safety. If it is a genuine document, open it in Word and save it again.',
  ENCRYPTED_DOCUMENT: ENCRYPTED_DOCUMENT_MESSAGE,
} as const satisfies Partial<Record<CitationCoreErrorCode, string>>;

type ZipErrorCode = keyof typeof ZIP_MESSAGES;

/** A DocxReadError with the plain message for `code`; `detail` is for logs, kept in `cause`. */
export function zipError(code: ZipErrorCode, detail: string, cause?: unknown): DocxReadError {
  return new DocxReadError(code, ZIP_MESSAGES[code], { cause: cause ?? new Error(detail) });
}

/**
 * Reads and checks the central directory: entry count, sizes, ratios, paths, encryption,
 * methods, duplicates and overlaps are all refused here, before anything is inflated.
 */
export function readZipDirectory(bytes: Uint8Array, limits: Partial<ZipLimits> = {}): ZipEntry[] {
  const lim: ZipLimits = { ...DEFAULT_ZIP_LIMITS, ...limits };
  try {
    return parseDirectory(bytes, lim);
  } catch (error) {
    throw asDocxReadError(error);
  }
}

function parseDirectory(bytes: Uint8Array, lim: ZipLimits): ZipEntry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const eocd = findEndOfCentralDirectory(bytes, view);
  if (eocd < 0) {
    if (startsWithPk(bytes)) throw zipError('CORRUPT_ZIP', 'no end-of-central-directory record (truncated?)');
    throw zipError('NOT_A_ZIP', 'no zip signature');
  }

  let diskNumber = view.getUint16(eocd + 4, true);
  let cdDisk = view.getUint16(eocd + 6, true);
  let entriesOnDisk = view.getUint16(eocd + 8, true);
  let entryCount = view.getUint16(eocd + 10, true);
  let cdSize = view.getUint32(eocd + 12, true);
  let cdOffset = view.getUint32(eocd + 16, true);

  if (entryCount === 0xffff || entriesOnDisk === 0xffff || cdSize === 0xffffffff || cdOffset === 0xffffffff) {
    const z = readZip64End(view, eocd);
    diskNumber = z.diskNumber;
    cdDisk = z.cdDisk;
    entriesOnDisk = z.entriesOnDisk;
    entryCount = z.entryCount;
    cdSize = z.cdSize;
    cdOffset = z.cdOffset;
  }

  if (diskNumber !== 0 || cdDisk !== 0 || entriesOnDisk !== entryCount) {
    throw zipError('CORRUPT_ZIP', 'multi-volume archives are not supported');
  }
  if (entryCount > lim.maxEntries) {
    throw zipError('ZIP_BOMB', `${entryCount} entries, limit ${lim.maxEntries}`);
  }
  if (cdOffset + cdSize > eocd) throw zipError('CORRUPT_ZIP', 'central directory runs past its end record');
  if (entryCount * CENTRAL_HEADER_SIZE > cdSize) throw zipError('CORRUPT_ZIP', 'central directory too small for its entry count');

  const entries: ZipEntry[] = [];
  const seen = new Set<string>();
  let total = 0;
  let p = cdOffset;
  const cdEnd = cdOffset + cdSize;
  for (let i = 0; i < entryCount; i++) {
    if (p + CENTRAL_HEADER_SIZE > cdEnd || view.getUint32(p, true) !== SIG_CENTRAL) {
      throw zipError('CORRUPT_ZIP', `bad central directory header #${i}`);
    }
    const flags = view.getUint16(p + 8, true);
    const method = view.getUint16(p + 10, true);
    const dosTime = view.getUint16(p + 12, true);
    const dosDate = view.getUint16(p + 14, true);
    const crc = view.getUint32(p + 16, true);
    let compressedSize = view.getUint32(p + 20, true);
    let uncompressedSize = view.getUint32(p + 24, true);
    const nameLength = view.getUint16(p + 28, true);
    const extraLength = view.getUint16(p + 30, true);
    const commentLength = view.getUint16(p + 32, true);
    let diskStart = view.getUint16(p + 34, true);
    let localHeaderOffset = view.getUint32(p + 42, true);
    const nameStart = p + CENTRAL_HEADER_SIZE;
    const extraStart = nameStart + nameLength;
    const next = extraStart + extraLength + commentLength;
    if (next > cdEnd) throw zipError('CORRUPT_ZIP', `central directory header #${i} runs past the directory`);

    const nameBytes = bytes.subarray(nameStart, extraStart);
    const name = decodeName(nameBytes, flags);

    if (uncompressedSize === 0xffffffff || compressedSize === 0xffffffff || localHeaderOffset === 0xffffffff || diskStart === 0xffff) {
      const z = readZip64Extra(view, extraStart, extraLength, {
        uncompressedSize,
        compressedSize,
        localHeaderOffset,
        diskStart,
      });
      ({ uncompressedSize, compressedSize, localHeaderOffset, diskStart } = z);
    }

    checkEntryName(name);
    const key = name.toLowerCase();
    // Two parts with one name (OPC names ignore case) mean two readers may see two documents.
    if (seen.has(key)) throw zipError('CORRUPT_ZIP', `duplicate entry name ${name}`);
    seen.add(key);

    if (flags & (FLAG_ENCRYPTED | FLAG_STRONG_ENCRYPTION) || method === METHOD_AES) {
      throw zipError('ENCRYPTED_DOCUMENT', `encrypted zip entry ${name}`);
    }
    if (method !== METHOD_STORED && method !== METHOD_DEFLATED) {
      throw zipError('CORRUPT_ZIP', `unsupported compression method ${method} for ${name}`);
    }
    if (diskStart !== 0) throw zipError('CORRUPT_ZIP', 'multi-volume archives are not supported');
    if (method === METHOD_STORED && compressedSize !== uncompressedSize) {
      throw zipError('CORRUPT_ZIP', `stored entry ${name} has different sizes`);
    }

    if (uncompressedSize > lim.maxPartBytes) {
      throw zipError('ZIP_BOMB', `${name} declares ${uncompressedSize} bytes, limit ${lim.maxPartBytes}`);
    }
    total += uncompressedSize;
    if (total > lim.maxTotalUncompressedBytes) {
      throw zipError('ZIP_BOMB', `entries declare more than ${lim.maxTotalUncompressedBytes} bytes in total`);
    }
    if (uncompressedSize > RATIO_FLOOR_BYTES && uncompressedSize > lim.maxRatio * Math.max(compressedSize, 1)) {
      throw zipError('ZIP_BOMB', `${name} compression ratio above ${lim.maxRatio}:1`);
    }

    const dataOffset = readLocalHeader(bytes, view, localHeaderOffset, nameBytes, name);
    if (dataOffset + compressedSize > cdOffset) {
      throw zipError('CORRUPT_ZIP', `data of ${name} runs past the central directory`);
    }

    entries.push({
      name,
      method,
      flags,
      crc32: crc,
      compressedSize,
      uncompressedSize,
      localHeaderOffset,
      dataOffset,
      dosTime,
      dosDate,
    });
    p = next;
  }

  rejectOverlaps(entries);
  return entries;
}

function startsWithPk(bytes: Uint8Array): boolean {
  return bytes.length >= 2 && bytes[0] === 0x50 && bytes[1] === 0x4b;
}

/** The last end record whose comment fits the file (trailing garbage is tolerated). */
function findEndOfCentralDirectory(bytes: Uint8Array, view: DataView): number {
  const last = bytes.length - EOCD_SIZE;
  const first = Math.max(0, last - MAX_COMMENT);
  for (let i = last; i >= first; i--) {
    if (bytes[i] !== 0x50 || bytes[i + 1] !== 0x4b || view.getUint32(i, true) !== SIG_EOCD) continue;
    const commentLength = view.getUint16(i + 20, true);
    if (i + EOCD_SIZE + commentLength <= bytes.length) return i;
  }
  return -1;
}

function readUint64(view: DataView, offset: number): number {
  // Exact up to 2^53, far beyond any size this reader accepts; larger values still compare as huge.
  return view.getUint32(offset, true) + view.getUint32(offset + 4, true) * 0x1_0000_0000;
}

function readZip64End(view: DataView, eocd: number) {
  const locator = eocd - 20;
  if (locator < 0 || view.getUint32(locator, true) !== SIG_ZIP64_LOCATOR) {
    throw zipError('CORRUPT_ZIP', 'ZIP64 markers without a ZIP64 locator');
  }
  const recordOffset = readUint64(view, locator + 8);
  if (recordOffset + 56 > locator || view.getUint32(recordOffset, true) !== SIG_ZIP64_EOCD) {
    throw zipError('CORRUPT_ZIP', 'bad ZIP64 end record');
  }
  return {
    diskNumber: view.getUint32(recordOffset + 16, true),
    cdDisk: view.getUint32(recordOffset + 20, true),
    entriesOnDisk: readUint64(view, recordOffset + 24),
    entryCount: readUint64(view, recordOffset + 32),
    cdSize: readUint64(view, recordOffset + 40),
    cdOffset: readUint64(view, recordOffset + 48),
  };
}

interface Zip64Fields {
  uncompressedSize: number;
  compressedSize: number;
  localHeaderOffset: number;
  diskStart: number;
}

/** The ZIP64 extra field holds, in this order, only the values whose 32-bit slot is saturated. */
function readZip64Extra(view: DataView, start: number, length: number, fields: Zip64Fields): Zip64Fields {
  const end = start + length;
  let p = start;
  while (p + 4 <= end) {
    const id = view.getUint16(p, true);
    const size = view.getUint16(p + 2, true);
    const body = p + 4;
    if (body + size > end) break;
    if (id === 0x0001) {
      const out = { ...fields };
      let q = body;
      const take = (): number => {
        if (q + 8 > body + size) throw zipError('CORRUPT_ZIP', 'short ZIP64 extra field');
        const value = readUint64(view, q);
        q += 8;
        return value;
      };
      if (fields.uncompressedSize === 0xffffffff) out.uncompressedSize = take();
      if (fields.compressedSize === 0xffffffff) out.compressedSize = take();
      if (fields.localHeaderOffset === 0xffffffff) out.localHeaderOffset = take();
      if (fields.diskStart === 0xffff) {
        if (q + 4 > body + size) throw zipError('CORRUPT_ZIP', 'short ZIP64 extra field');
        out.diskStart = view.getUint32(q, true);
      }
      return out;
    }
    p = body + size;
  }
  throw zipError('CORRUPT_ZIP', 'ZIP64 sizes without a ZIP64 extra field');
}

function decodeName(nameBytes: Uint8Array, flags: number): string {
  if (nameBytes.length === 0) throw zipError('CORRUPT_ZIP', 'empty entry name');
  if (flags & FLAG_UTF8) {
    try {
      return new TextDecoder('utf-8', { fatal: true }).decode(nameBytes);
    } catch (error) {
      throw zipError('CORRUPT_ZIP', 'entry name is not valid UTF-8', error);
    }
  }
  // Legacy names are CP437; OOXML names are ASCII, so Latin-1 is close enough to check them.
  return Buffer.from(nameBytes).toString('latin1');
}

/** Refuses names that would escape a folder if anyone ever extracted them. */
export function checkEntryName(name: string): void {
  const unsafe =
    name.includes('\\') || name.includes('\0') || name.startsWith('/') || /^[A-Za-z]:/.test(name) || name.split('/').some((segment) => segment === '..');
  if (unsafe) throw zipError('UNSAFE_PATH', `unsafe entry name ${JSON.stringify(name)}`);
}

function readLocalHeader(bytes: Uint8Array, view: DataView, offset: number, nameBytes: Uint8Array, name: string): number {
  if (offset + LOCAL_HEADER_SIZE > bytes.length || view.getUint32(offset, true) !== SIG_LOCAL) {
    throw zipError('CORRUPT_ZIP', `missing local header for ${name}`);
  }
  const nameLength = view.getUint16(offset + 26, true);
  const extraLength = view.getUint16(offset + 28, true);
  const dataOffset = offset + LOCAL_HEADER_SIZE + nameLength + extraLength;
  if (dataOffset > bytes.length) throw zipError('CORRUPT_ZIP', `local header of ${name} runs past the file`);
  // A local name that differs from the directory's lets two readers see two different archives.
  const localName = bytes.subarray(offset + LOCAL_HEADER_SIZE, offset + LOCAL_HEADER_SIZE + nameLength);
  if (!sameBytes(localName, nameBytes)) throw zipError('CORRUPT_ZIP', `local and central names differ for ${name}`);
  return dataOffset;
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** Overlapping entries are the trick of the non-recursive zip bombs (many entries, one payload). */
function rejectOverlaps(entries: ZipEntry[]): void {
  const sorted = [...entries].sort((a, b) => a.localHeaderOffset - b.localHeaderOffset);
  for (let i = 1; i < sorted.length; i++) {
    const prev = sorted[i - 1]!;
    const cur = sorted[i]!;
    if (prev.dataOffset + prev.compressedSize > cur.localHeaderOffset) {
      throw zipError('ZIP_BOMB', `entries ${prev.name} and ${cur.name} overlap`);
    }
  }
}

/**
 * Inflates one entry, never past its declared size (nor `maxBytes`), and checks its CRC-32.
 * A stored entry comes back as a view into `bytes`: treat the result as read-only.
 */
export function readZipEntry(bytes: Uint8Array, entry: ZipEntry, maxBytes = Number.POSITIVE_INFINITY): Uint8Array {
  try {
    return inflateEntry(bytes, entry, maxBytes);
  } catch (error) {
    throw asDocxReadError(error);
  }
}

function inflateEntry(bytes: Uint8Array, entry: ZipEntry, maxBytes: number): Uint8Array {
  if (entry.uncompressedSize > maxBytes) {
    throw zipError('ZIP_BOMB', `${entry.name} declares ${entry.uncompressedSize} bytes, limit ${maxBytes}`);
  }
  const end = entry.dataOffset + entry.compressedSize;
  if (end > bytes.length) throw zipError('CORRUPT_ZIP', `${entry.name} runs past the end of the file`);
  const raw = bytes.subarray(entry.dataOffset, end);

  let out: Uint8Array;
  if (entry.method === METHOD_STORED) {
    out = raw;
  } else if (entry.method === METHOD_DEFLATED) {
    if (entry.uncompressedSize === 0 && entry.compressedSize === 0) {
      out = new Uint8Array(0);
    } else {
      try {
        // maxOutputLength makes zlib stop as soon as the entry outgrows what it declared.
        out = inflateRawSync(raw, { maxOutputLength: Math.max(entry.uncompressedSize, 1) });
      } catch (error) {
        if ((error as { code?: unknown }).code === 'ERR_BUFFER_TOO_LARGE') {
          throw zipError('ZIP_BOMB', `${entry.name} inflates past its declared ${entry.uncompressedSize} bytes`, error);
        }
        throw zipError('CORRUPT_ZIP', `${entry.name} does not inflate`, error);
      }
    }
  } else {
    throw zipError('CORRUPT_ZIP', `unsupported compression method ${entry.method}`);
  }

  if (out.length !== entry.uncompressedSize) {
    throw zipError('CORRUPT_ZIP', `${entry.name} inflates to ${out.length} bytes, declared ${entry.uncompressedSize}`);
  }
  if (crc32(out) >>> 0 !== entry.crc32 >>> 0) throw zipError('CORRUPT_ZIP', `CRC-32 mismatch in ${entry.name}`);
  return out;
}

/** Anything thrown while reading becomes a DocxReadError: RangeErrors and zlib errors included. */
export function asDocxReadError(error: unknown): DocxReadError {
  if (error instanceof DocxReadError) return error;
  return zipError('CORRUPT_ZIP', 'unexpected error while reading the archive', error);
}

interface PreparedItem {
  nameBytes: Uint8Array;
  flags: number;
  method: number;
  crc: number;
  compressedSize: number;
  uncompressedSize: number;
  dosTime: number;
  dosDate: number;
  payload: Uint8Array;
  offset: number;
}

/**
 * Writes a plain (non-ZIP64) archive. Copy items reuse their compressed bytes untouched; data items
 * are deflated unless `compress: false` or deflating does not help. No data descriptors are written.
 */
export function writeZip(items: ZipWriteItem[]): Uint8Array {
  return concatParts(zipParts(items));
}

/**
 * The same archive as writeZip, as the pieces it is made of, in order: each entry's local header,
 * its payload and, last, the central directory. A copied entry's payload is a view into the source
 * bytes, so writing the pieces (a FileHandle's writev) never copies a document's images in memory:
 * on a 20 MB document, building one contiguous copy costs more than the rest of the writing.
 */
export function zipParts(items: ZipWriteItem[]): Uint8Array[] {
  const encoder = new TextEncoder();
  const names = new Set<string>();
  const prepared: PreparedItem[] = [];
  let offset = 0;
  for (const item of items) {
    const key = item.name.toLowerCase();
    if (names.has(key)) throw new Error(`writeZip: duplicate entry name ${item.name}`);
    names.add(key);
    checkEntryName(item.name);
    const nameBytes = encoder.encode(item.name);
    const utf8 = nameBytes.some((b) => b >= 0x80) ? FLAG_UTF8 : 0;

    let entry: PreparedItem;
    if ('copyFrom' in item) {
      const source = item.copyFrom.entry;
      const payload = item.copyFrom.bytes.subarray(source.dataOffset, source.dataOffset + source.compressedSize);
      if (payload.length !== source.compressedSize) throw new Error(`writeZip: ${source.name} is out of range`);
      entry = {
        nameBytes,
        // The sizes now live in the local header, so no data descriptor follows the data.
        flags: (source.flags & ~(FLAG_DATA_DESCRIPTOR | FLAG_UTF8)) | utf8,
        method: source.method,
        crc: source.crc32 >>> 0,
        compressedSize: source.compressedSize,
        uncompressedSize: source.uncompressedSize,
        dosTime: source.dosTime,
        dosDate: source.dosDate,
        payload,
        offset,
      };
    } else {
      let method = METHOD_STORED;
      let payload = item.data;
      if (item.compress !== false && item.data.length > 0) {
        const deflated = deflateRawSync(item.data, { level: zlibConstants.Z_DEFAULT_COMPRESSION });
        if (deflated.length < item.data.length) {
          method = METHOD_DEFLATED;
          payload = deflated;
        }
      }
      entry = {
        nameBytes,
        flags: utf8,
        method,
        crc: crc32(item.data) >>> 0,
        compressedSize: payload.length,
        uncompressedSize: item.data.length,
        dosTime: item.dosTime ?? 0,
        dosDate: item.dosDate ?? DOS_DATE_1980,
        payload,
        offset,
      };
    }
    prepared.push(entry);
    offset += LOCAL_HEADER_SIZE + nameBytes.length + entry.payload.length;
  }

  const cdOffset = offset;
  const cdSize = prepared.reduce((sum, e) => sum + CENTRAL_HEADER_SIZE + e.nameBytes.length, 0);
  const total = cdOffset + cdSize + EOCD_SIZE;
  if (prepared.length > 0xfffe || total > 0xfffffffe) throw new Error('writeZip: archive too large for a plain zip');

  const parts: Uint8Array[] = [];
  for (const e of prepared) {
    const header = new Uint8Array(LOCAL_HEADER_SIZE + e.nameBytes.length);
    const view = new DataView(header.buffer);
    view.setUint32(0, SIG_LOCAL, true);
    view.setUint16(4, 20, true);
    view.setUint16(6, e.flags, true);
    view.setUint16(8, e.method, true);
    view.setUint16(10, e.dosTime, true);
    view.setUint16(12, e.dosDate, true);
    view.setUint32(14, e.crc, true);
    view.setUint32(18, e.compressedSize, true);
    view.setUint32(22, e.uncompressedSize, true);
    view.setUint16(26, e.nameBytes.length, true);
    view.setUint16(28, 0, true);
    header.set(e.nameBytes, LOCAL_HEADER_SIZE);
    parts.push(header);
    if (e.payload.length > 0) parts.push(e.payload);
  }
  const directory = new Uint8Array(cdSize + EOCD_SIZE);
  const view = new DataView(directory.buffer);
  let p = 0;
  for (const e of prepared) {
    view.setUint32(p, SIG_CENTRAL, true);
    view.setUint16(p + 4, 20, true); // made by: MS-DOS, spec 2.0
    view.setUint16(p + 6, 20, true);
    view.setUint16(p + 8, e.flags, true);
    view.setUint16(p + 10, e.method, true);
    view.setUint16(p + 12, e.dosTime, true);
    view.setUint16(p + 14, e.dosDate, true);
    view.setUint32(p + 16, e.crc, true);
    view.setUint32(p + 20, e.compressedSize, true);
    view.setUint32(p + 24, e.uncompressedSize, true);
    view.setUint16(p + 28, e.nameBytes.length, true);
    // extra, comment, disk start, internal and external attributes stay 0
    view.setUint32(p + 42, e.offset, true);
    directory.set(e.nameBytes, p + CENTRAL_HEADER_SIZE);
    p += CENTRAL_HEADER_SIZE + e.nameBytes.length;
  }
  view.setUint32(p, SIG_EOCD, true);
  view.setUint16(p + 8, prepared.length, true);
  view.setUint16(p + 10, prepared.length, true);
  view.setUint32(p + 12, cdSize, true);
  view.setUint32(p + 16, cdOffset, true);
  parts.push(directory);
  return parts;
}

/** One contiguous copy of `parts`. */
export function concatParts(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
