import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { DocxReadError } from '../errors.ts';
import { buildCompoundFile } from '../../test/hostile/build-cfb.ts';
import { buildZip, contentTypesXml, documentXml, minimalDocx, minimalDocxEntries, rootRelsXml, WORD_MAIN_TYPE } from '../../test/hostile/build-zip.ts';
import { fixtureDocxPaths } from '../../test/shared-path.ts';
import { DEFAULT_DOCX_LIMITS, decodeXml, readDocx } from './read.ts';

function refusal(bytes: Uint8Array, limits?: Parameters<typeof readDocx>[1]): DocxReadError {
  try {
    readDocx(bytes, limits);
  } catch (error) {
    if (error instanceof DocxReadError) return error;
    throw error;
  }
  throw new Error('expected readDocx to refuse the input');
}

const DOTX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.template.main+xml';

describe('readDocx', () => {
  it.each(fixtureDocxPaths().map((path) => [basename(path), path]))('opens %s', (_name, path) => {
    const pkg = readDocx(readFileSync(path));
    expect(pkg.mainPart).toBe('word/document.xml');
    expect(pkg.readXml(pkg.mainPart)).toMatch(/^<\?xml[^>]*>\s*<w:document /);
    // The first read comes from the copy kept at open time, later ones inflate again: same text.
    expect(pkg.readXml('word/document.xml')).toBe(pkg.readXml('/WORD/Document.xml'));
    expect(pkg.hasPart('/word/styles.xml')).toBe(true);
    expect(pkg.hasPart('word/missing.xml')).toBe(false);
    expect(pkg.readPart('word/missing.xml')).toBeUndefined();
    expect(pkg.readXml('word/missing.xml')).toBeUndefined();
  });

  it('opens the smallest valid package and a .dotx template', () => {
    expect(readDocx(minimalDocx()).readXml('word/document.xml')).toContain('Hello [1].');
    const template = minimalDocx({ contentTypes: contentTypesXml({ '/word/document.xml': DOTX_TYPE }) });
    expect(readDocx(template).mainPart).toBe('word/document.xml');
  });

  it('finds the main part through _rels/.rels, wherever it lives', () => {
    const bytes = buildZip([
      { name: '[Content_Types].xml', data: contentTypesXml({ '/content/main.xml': WORD_MAIN_TYPE }) },
      { name: '_rels/.rels', data: rootRelsXml('/content/main.xml') },
      { name: 'content/main.xml', data: documentXml('elsewhere') },
    ]);
    const pkg = readDocx(bytes);
    expect(pkg.mainPart).toBe('content/main.xml');
    expect(pkg.readXml(pkg.mainPart)).toContain('elsewhere');
  });

  it('falls back to the content types when _rels/.rels is missing', () => {
    const entries = minimalDocxEntries().filter((e) => e.name !== '_rels/.rels');
    expect(readDocx(buildZip(entries)).mainPart).toBe('word/document.xml');
  });

  it('refuses empty and oversized files before looking inside', () => {
    expect(refusal(new Uint8Array(0)).code).toBe('EMPTY_FILE');
    const big = refusal(minimalDocx(), { maxFileBytes: 100 });
    expect(big.code).toBe('FILE_TOO_LARGE');
    expect(big.message).toMatch(/larger than 1 KB/);
    expect(DEFAULT_DOCX_LIMITS.maxFileBytes).toBe(52_428_800);
    expect(refusal(new Uint8Array(DEFAULT_DOCX_LIMITS.maxFileBytes + 1)).message).toMatch(/larger than 50 MB/);
  });

  it('names PDF and RTF files when refusing them', () => {
    const pdf = refusal(Buffer.from('%PDF-1.7\n...'));
    expect(pdf.code).toBe('NOT_A_ZIP');
    expect(pdf.message).toMatch(/PDF/);
    const rtf = refusal(Buffer.from('{\\rtf1\\ansi hello}'));
    expect(rtf.code).toBe('NOT_A_ZIP');
    expect(rtf.message).toMatch(/RTF/);
    expect(refusal(Buffer.from('just some text')).code).toBe('NOT_A_ZIP');
  });

  it('tells password-protected, legacy and other OLE files apart', () => {
    const encrypted = refusal(buildCompoundFile(['EncryptionInfo', 'EncryptedPackage']));
    expect(encrypted.code).toBe('ENCRYPTED_DOCUMENT');
    expect(encrypted.message).toMatch(/password/);
    const legacy = refusal(buildCompoundFile(['WordDocument', '1Table']));
    expect(legacy.code).toBe('LEGACY_DOC');
    expect(legacy.message).toMatch(/97-2003/);
    const xls = refusal(buildCompoundFile(['Workbook']));
    expect(xls.code).toBe('NOT_A_WORD_DOCUMENT');
    expect(xls.message).toMatch(/Excel/);
    expect(refusal(buildCompoundFile(['Something'])).code).toBe('NOT_A_WORD_DOCUMENT');
  });

  it('refuses other Office and OpenDocument files', () => {
    const xlsx = buildZip([
      {
        name: '[Content_Types].xml',
        data: contentTypesXml({ '/xl/workbook.xml': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml' }),
      },
      { name: '_rels/.rels', data: rootRelsXml('xl/workbook.xml') },
      { name: 'xl/workbook.xml', data: '<workbook/>' },
    ]);
    expect(refusal(xlsx)).toMatchObject({ code: 'NOT_A_WORD_DOCUMENT', message: expect.stringMatching(/Excel/) });
    const pptx = buildZip([
      {
        name: '[Content_Types].xml',
        data: contentTypesXml({ '/ppt/presentation.xml': 'application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml' }),
      },
      { name: '_rels/.rels', data: rootRelsXml('ppt/presentation.xml') },
      { name: 'ppt/presentation.xml', data: '<p:presentation/>' },
    ]);
    expect(refusal(pptx)).toMatchObject({ code: 'NOT_A_WORD_DOCUMENT', message: expect.stringMatching(/PowerPoint/) });
    const odt = buildZip([
      { name: 'mimetype', data: 'application/vnd.oasis.opendocument.text', method: 0 },
      { name: 'content.xml', data: '<office:document-content/>' },
    ]);
    expect(refusal(odt)).toMatchObject({ code: 'NOT_A_WORD_DOCUMENT', message: expect.stringMatching(/OpenDocument/) });
    expect(refusal(buildZip([{ name: 'photo.jpg', data: 'jpeg' }])).code).toBe('NOT_A_WORD_DOCUMENT');
  });

  it('refuses macro-enabled documents whatever they are called', () => {
    const docm = minimalDocx({ contentTypes: contentTypesXml({ '/word/document.xml': 'application/vnd.ms-word.document.macroEnabled.main+xml' }) });
    expect(refusal(docm).code).toBe('MACRO_ENABLED');
    const withProject = minimalDocx({ extra: [{ name: 'word/vbaProject.bin', data: 'ATTRIBUT' }] });
    expect(refusal(withProject).code).toBe('MACRO_ENABLED');
    const withData = minimalDocx({ extra: [{ name: 'word/vbaData.xml', data: '<wne:vbaSuppData/>' }] });
    expect(refusal(withData).code).toBe('MACRO_ENABLED');
    const declared = minimalDocx({
      contentTypes: contentTypesXml({ '/word/document.xml': WORD_MAIN_TYPE, '/word/x.bin': 'application/vnd.ms-office.vbaProject' }),
    });
    expect(refusal(declared).code).toBe('MACRO_ENABLED');
  });

  it('refuses a package whose main part is missing', () => {
    const dangling = buildZip(minimalDocxEntries().filter((e) => e.name !== 'word/document.xml'));
    expect(refusal(dangling).code).toBe('MISSING_MAIN_PART');
    const noRelationship = buildZip([
      { name: '[Content_Types].xml', data: contentTypesXml({}) },
      { name: '_rels/.rels', data: '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"/>' },
      { name: 'word/document.xml', data: documentXml() },
    ]);
    expect(refusal(noRelationship).code).toBe('MISSING_MAIN_PART');
    const escaping = buildZip([
      { name: '[Content_Types].xml', data: contentTypesXml() },
      { name: '_rels/.rels', data: rootRelsXml('../../document.xml') },
      { name: 'word/document.xml', data: documentXml() },
    ]);
    expect(refusal(escaping).code).toBe('MISSING_MAIN_PART');
  });

  it('refuses a zip with Word content but no content types', () => {
    expect(refusal(buildZip(minimalDocxEntries().filter((e) => e.name !== '[Content_Types].xml'))).code).toBe('NOT_A_WORD_DOCUMENT');
  });

  it('refuses any DOCTYPE in the parts it reads at the door', () => {
    const doctype = '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "b">]>';
    expect(refusal(minimalDocx({ document: doctype + '<w:document/>' })).code).toBe('XML_DOCTYPE');
    expect(refusal(minimalDocx({ contentTypes: doctype + contentTypesXml().replace(/^<\?xml[^>]*>/, '') })).code).toBe('XML_DOCTYPE');
    const rels = buildZip(minimalDocxEntries().map((e) => (e.name === '_rels/.rels' ? { ...e, data: doctype + '<Relationships/>' } : e)));
    expect(refusal(rels).code).toBe('XML_DOCTYPE');
  });

  it('refuses DOCTYPEs in parts read later, too', () => {
    const pkg = readDocx(minimalDocx({ extra: [{ name: 'word/footnotes.xml', data: '<!DOCTYPE w:footnotes SYSTEM "http://evil/x.dtd"><w:footnotes/>' }] }));
    expect(() => pkg.readXml('word/footnotes.xml')).toThrow(expect.objectContaining({ code: 'XML_DOCTYPE' }));
  });

  it('passes its limits to the zip layer, for every part and not only the main one', () => {
    const bytes = minimalDocx({ extra: [{ name: 'word/media/big.bin', data: new Uint8Array(5000) }] });
    expect(refusal(bytes, { maxPartBytes: 4000 }).code).toBe('ZIP_BOMB');
    expect(readDocx(bytes, { maxPartBytes: 5000 }).readPart('word/media/big.bin')).toHaveLength(5000);
  });

  it('refuses, when it is read, a part that inflates past its declared size', () => {
    const liar = { name: 'word/footnotes.xml', data: new Uint8Array(100), compressed: deflateRawSync(new Uint8Array(100_000)) };
    const pkg = readDocx(minimalDocx({ extra: [liar] }));
    expect(() => pkg.readXml('word/footnotes.xml')).toThrow(expect.objectContaining({ code: 'ZIP_BOMB' }));
  });
});

describe('decodeXml', () => {
  it('decodes UTF-8, with or without a byte-order mark', () => {
    expect(decodeXml(new TextEncoder().encode('<a>é</a>'), 'p')).toBe('<a>é</a>');
    expect(decodeXml(Buffer.from([0xef, 0xbb, 0xbf, ...Buffer.from('<a/>')]), 'p')).toBe('<a/>');
  });

  it('honours UTF-16 in both byte orders', () => {
    const xml = '<?xml version="1.0" encoding="UTF-16"?><a>ü</a>';
    const le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(xml, 'utf16le')]);
    expect(decodeXml(le, 'p')).toBe(xml);
    const be = Buffer.from(le).swap16();
    expect(decodeXml(be, 'p')).toBe(xml);
    expect(decodeXml(Buffer.from(xml, 'utf16le'), 'p')).toBe(xml);
  });

  it('refuses invalid UTF-8 as MALFORMED_XML', () => {
    expect(() => decodeXml(Buffer.from([0x3c, 0x61, 0x3e, 0xc3, 0x28, 0x3c]), 'p')).toThrow(expect.objectContaining({ code: 'MALFORMED_XML' }));
  });

  it('refuses DOCTYPE and ENTITY declarations in any case', () => {
    for (const xml of ['<!DOCTYPE a><a/>', '<!doctype a><a/>', '<a><!ENTITY x "y"></a>']) {
      expect(() => decodeXml(Buffer.from(xml), 'p')).toThrow(expect.objectContaining({ code: 'XML_DOCTYPE' }));
    }
  });

  it('refuses a malformed main part at the door', () => {
    expect(refusal(minimalDocx({ document: Buffer.from([0x3c, 0x77, 0xff, 0xfe, 0x3e]) })).code).toBe('MALFORMED_XML');
  });
});

describe('messages', () => {
  it('are short, plain and say what to do', () => {
    const cases = [
      refusal(new Uint8Array(0)),
      refusal(Buffer.from('hello')),
      refusal(buildCompoundFile(['WordDocument'])),
      refusal(buildCompoundFile(['EncryptedPackage'])),
      refusal(minimalDocx({ extra: [{ name: 'word/vbaProject.bin', data: 'x' }] })),
      refusal(minimalDocx({ document: '<!DOCTYPE a><a/>' })),
      refusal(minimalDocx().subarray(0, 50)),
    ];
    for (const error of cases) {
      expect(error.message.length).toBeLessThan(260);
      expect(error.message).not.toMatch(/undefined|Error|zlib|central directory|\bCRC\b/);
      expect(error.message).toMatch(/Word|file/);
      expect(error.cause).toBeInstanceOf(Error);
    }
  });
});
