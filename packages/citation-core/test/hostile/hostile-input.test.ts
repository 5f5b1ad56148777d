// Hostile inputs, each built in code: every one must be refused with its own code and a plain
// message, nothing else may escape, and the process must not balloon while refusing them.
import { readFileSync } from 'node:fs';
import { constants as zlibConstants, crc32, deflateRawSync, inflateRawSync } from 'node:zlib';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DocxReadError, isCitationCoreError } from '../../src/errors.ts';
import type { CitationCoreErrorCode } from '../../src/errors.ts';
import { readDocx } from '../../src/docx/read.ts';
import { sharedPath } from '../shared-path.ts';
import { buildCompoundFile } from './build-cfb.ts';
import { buildZip, contentTypesXml, documentXml, minimalDocx, minimalDocxEntries, WORD_MAIN_TYPE } from './build-zip.ts';

const MIB = 1024 * 1024;
const RSS_BUDGET = 200 * MIB; // "well under" the 300 MB the benchmark allows

function refusal(bytes: Uint8Array): DocxReadError {
  try {
    const pkg = readDocx(bytes);
    // Opening may legitimately succeed when the hostile part is not the main one: read them all.
    for (const entry of pkg.entries) if (/\.(xml|rels)$/.test(entry.name)) pkg.readXml(entry.name);
  } catch (error) {
    if (error instanceof DocxReadError) return error;
    throw error;
  }
  throw new Error('expected the input to be refused');
}

/**
 * `chunks` MiB of zeros as one raw deflate stream, without ever holding the zeros: a 1 MiB
 * chunk flushed to a byte boundary (so it is self-contained) repeated, then an empty final block.
 */
function deflatedZeros(chunks: number): Buffer {
  const chunk = deflateRawSync(Buffer.alloc(MIB), { finishFlush: zlibConstants.Z_SYNC_FLUSH });
  return Buffer.concat([...Array.from({ length: chunks }, () => chunk), Buffer.from([0x03, 0x00])]);
}

function crcOfZeros(chunks: number): number {
  const zeros = Buffer.alloc(MIB);
  let crc = 0;
  for (let i = 0; i < chunks; i++) crc = crc32(zeros, crc);
  return crc;
}

const fixture = readFileSync(sharedPath('fixtures', 'docs', 'fx02_chatgpt_brackets_apa.docx'));

let rssBefore = 0;
let peakSeen = 0;

beforeAll(() => {
  rssBefore = process.memoryUsage().rss;
});

afterAll(() => {
  // maxRSS is the true peak of this process (vitest runs each file in its own fork).
  const peak = Math.max(process.resourceUsage().maxRSS * 1024, peakSeen);
  expect(peak - rssBefore).toBeLessThan(RSS_BUDGET);
});

function expectRefused(bytes: Uint8Array, code: CitationCoreErrorCode, message?: RegExp): void {
  const error = refusal(bytes);
  peakSeen = Math.max(peakSeen, process.memoryUsage().rss);
  expect(error.code).toBe(code);
  expect(error.message.length).toBeGreaterThan(20);
  if (message) expect(error.message).toMatch(message);
}

describe('hostile inputs are refused', () => {
  it('a 0-byte file', () => expectRefused(new Uint8Array(0), 'EMPTY_FILE', /empty/));

  it('a 60 MB file', () => {
    const big = Buffer.alloc(60 * MIB);
    big.write('PK\x03\x04', 0, 'latin1');
    expectRefused(big, 'FILE_TOO_LARGE', /larger than 50 MB/);
  });

  it('random bytes', () => {
    let seed = 42;
    const random = Uint8Array.from({ length: 64 * 1024 }, () => ((seed = (seed * 1103515245 + 12345) >>> 0) >>> 24) & 0xff);
    random[0] = 0x13; // never a magic number by chance
    expectRefused(random, 'NOT_A_ZIP', /not a Word document/);
    const pkRandom = Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), random]);
    expectRefused(pkRandom, 'CORRUPT_ZIP', /save it again/);
  });

  it('truncated zips', () => {
    for (const length of [4, 30, Math.floor(fixture.length / 2), fixture.length - 1, fixture.length - 23]) {
      expectRefused(fixture.subarray(0, length), 'CORRUPT_ZIP', /damaged or incomplete/);
    }
  });

  it('a zip whose entry data was cut out (central directory intact)', () => {
    const zip = minimalDocx({ document: documentXml('x'.repeat(5000)) });
    const docStart = zip.indexOf('word/document.xml') + 'word/document.xml'.length;
    const cut = Buffer.concat([zip.subarray(0, docStart + 10), zip.subarray(docStart + 20)]);
    expectRefused(cut, 'CORRUPT_ZIP');
  });

  it('a real zip bomb: 300 MB of zeros deflated, declared honestly', () => {
    const payload = deflatedZeros(300);
    expect(payload.length).toBeLessThan(400 * 1024);
    // The construction is a genuine deflate stream: a prefix of it inflates to whole MiBs of zeros.
    expect(inflateRawSync(Buffer.concat([payload.subarray(0, 1037 * 4), Buffer.from([0x03, 0x00])])).length).toBe(4 * MIB);
    const bomb = minimalDocx({
      extra: [{ name: 'word/media/image1.png', compressed: payload, declaredSize: 300 * MIB, crc: crcOfZeros(300) }],
    });
    expectRefused(bomb, 'ZIP_BOMB', /far more data/);
  });

  it('a zip bomb whose central directory lies about the size', () => {
    const payload = deflatedZeros(300);
    const liar = buildZip(minimalDocxEntries().map((e) => (e.name === 'word/document.xml' ? { ...e, compressed: payload, declaredSize: 4096 } : e)));
    expectRefused(liar, 'ZIP_BOMB');
    const liarElsewhere = minimalDocx({ extra: [{ name: 'word/footnotes.xml', compressed: payload, declaredSize: 900 * 1024, data: 'x' }] });
    expectRefused(liarElsewhere, 'ZIP_BOMB');
  });

  it('several 60 MB parts, each under the part limit, 300 MB together', () => {
    const payload = deflatedZeros(60);
    const extra = Array.from({ length: 5 }, (_, i) => ({ name: `word/media/p${i}.bin`, compressed: payload, declaredSize: 60 * MIB, crc: 0 }));
    expectRefused(minimalDocx({ extra }), 'ZIP_BOMB');
  });

  it('too many entries', () => {
    const extra = Array.from({ length: 2001 }, (_, i) => ({ name: `word/media/i${i}.png`, data: '', method: 0 }));
    expectRefused(minimalDocx({ extra }), 'ZIP_BOMB');
  });

  it('XXE: an external entity in the main part', () => {
    const xxe =
      '<?xml version="1.0"?><!DOCTYPE w:document [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>' +
      '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>&xxe;</w:t></w:r></w:p></w:body></w:document>';
    expectRefused(minimalDocx({ document: xxe }), 'XML_DOCTYPE', /DOCTYPE/);
  });

  it('billion laughs, in the main part and in [Content_Types].xml', () => {
    const lol =
      '<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol">' +
      Array.from({ length: 9 }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i === 0 ? '' : i};`.repeat(10)}">`).join('') +
      ']>';
    expectRefused(minimalDocx({ document: `${lol}<w:document>&lol9;</w:document>` }), 'XML_DOCTYPE');
    expectRefused(minimalDocx({ contentTypes: `${lol}<Types>&lol9;</Types>` }), 'XML_DOCTYPE');
  });

  it('a DOCTYPE in a part that is not the main one', () => {
    const footnotes = { name: 'word/footnotes.xml', data: '<!DOCTYPE x SYSTEM "http://attacker.example/x.dtd"><w:footnotes/>' };
    expectRefused(minimalDocx({ extra: [footnotes] }), 'XML_DOCTYPE');
  });

  it('.docm by content type, under a .docx name', () => {
    const docm = minimalDocx({ contentTypes: contentTypesXml({ '/word/document.xml': 'application/vnd.ms-word.document.macroEnabled.main+xml' }) });
    expectRefused(docm, 'MACRO_ENABLED', /macros/);
  });

  it('a vbaProject.bin inside an ordinary .docx', () => {
    const withMacros = minimalDocx({
      contentTypes: contentTypesXml({ '/word/document.xml': WORD_MAIN_TYPE }),
      extra: [{ name: 'word/vbaProject.bin', data: new Uint8Array([0xd0, 0xcf, 0x11, 0xe0]) }],
    });
    expectRefused(withMacros, 'MACRO_ENABLED');
  });

  it('a password-protected .docx (OLE container with EncryptionInfo/EncryptedPackage)', () => {
    expectRefused(buildCompoundFile(['\u0006DataSpaces', 'EncryptionInfo', 'EncryptedPackage']), 'ENCRYPTED_DOCUMENT', /password/);
  });

  it('a zip entry encrypted with the zip password scheme', () => {
    const entries = minimalDocxEntries().map((e) => (e.name === 'word/document.xml' ? { ...e, flags: 0x0001 } : e));
    expectRefused(buildZip(entries), 'ENCRYPTED_DOCUMENT');
  });

  it('a legacy Word 97-2003 .doc', () => {
    expectRefused(buildCompoundFile(['WordDocument', '1Table', '\u0005SummaryInformation']), 'LEGACY_DOC', /\.doc\b/);
  });

  it.each([['../evil.xml'], ['/etc/passwd'], ['word/../../evil.xml'], ['C:\\Windows\\win.ini'], ['D:/evil.xml']])('the entry name %j', (name) => {
    expectRefused(minimalDocx({ extra: [{ name, data: 'x' }] }), 'UNSAFE_PATH', /unsafe/);
  });

  it('duplicate entry names (two different main documents)', () => {
    expectRefused(minimalDocx({ extra: [{ name: 'word/document.xml', data: documentXml('the other one') }] }), 'CORRUPT_ZIP');
  });

  it('an unknown compression method', () => {
    const entries = minimalDocxEntries().map((e) => (e.name === 'word/document.xml' ? { ...e, method: 14, compressed: Buffer.from('LZMA') } : e));
    expectRefused(buildZip(entries), 'CORRUPT_ZIP');
  });

  it('a main part that is not valid UTF-8', () => {
    expectRefused(
      minimalDocx({ document: Buffer.concat([Buffer.from('<w:document>'), Buffer.from([0xc0, 0xaf]), Buffer.from('</w:document>')]) }),
      'MALFORMED_XML',
    );
  });

  it('a missing main part', () => {
    expectRefused(buildZip(minimalDocxEntries().filter((e) => e.name !== 'word/document.xml')), 'MISSING_MAIN_PART');
  });
});

describe('never a crash', () => {
  it('damaged copies of a real document are either read or refused with a DocxReadError', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.nat(fixture.length - 1), fc.integer({ min: 0, max: 255 })), { minLength: 1, maxLength: 8 }),
        fc.option(fc.nat(fixture.length), { nil: undefined }),
        (flips, cutAt) => {
          const damaged = Buffer.from(fixture.subarray(0, cutAt ?? fixture.length));
          for (const [at, value] of flips) if (at < damaged.length) damaged[at] = value;
          try {
            const pkg = readDocx(damaged);
            for (const entry of pkg.entries) pkg.readPart(entry.name);
          } catch (error) {
            expect(isCitationCoreError(error) && error instanceof DocxReadError).toBe(true);
          }
        },
      ),
      { numRuns: 300, seed: 20240506 },
    );
  });
});
