// Live Zotero fields as Word writes them: one field per citation group, its JSON valid against the
// CSL citation and data schemas (Zotero's profile of them, vendored in test/schema), its result the
// rendered text; the bibliography field where the list stood; the document preferences wired in.
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { readDocx } from '../src/docx/read.ts';
import { instructionPieces } from '../src/docx/fields.ts';
import { repairDocument } from '../src/pipeline.ts';
import { fieldJson, readFields } from '../src/zotero/read-fields.ts';
import { CSL_CITATION_SCHEMA } from '../src/zotero/field-code.ts';
import { buildDocx, para, referenceList, run } from './build-docx.ts';
import { loadFixtures } from './truth.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON Schema documents, edited by path below
const citationSchema = JSON.parse(readFileSync(new URL('./schema/csl-citation.json', import.meta.url), 'utf8')) as Record<string, any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- idem
const dataSchema = JSON.parse(readFileSync(new URL('./schema/csl-data.json', import.meta.url), 'utf8')) as Record<string, any>;

/** Zotero's profile of the official schema: the keys Zotero writes, and uris and itemData required. */
function zoteroProfile(): object {
  const profile = structuredClone(citationSchema);
  profile.properties.schema.enum = [...profile.properties.schema.enum, CSL_CITATION_SCHEMA];
  profile.properties.properties.properties = {
    ...profile.properties.properties.properties,
    formattedCitation: { type: 'string' },
    plainCitation: { type: 'string' },
    unsorted: { type: 'boolean' },
  };
  profile.properties.citationItems.minItems = 1;
  profile.properties.citationItems.items.required = ['id', 'uris', 'itemData'];
  profile.required = [...profile.required, 'citationItems', 'properties'];
  return profile;
}

const ajv = new Ajv({ allErrors: true, schemaId: 'auto' });
ajv.addSchema(dataSchema);
const validate = ajv.compile(zoteroProfile());

const fixtures = loadFixtures();
const fixture = (name: string) => fixtures.find((f) => f.name.startsWith(name)) ?? (fixtures[0] as (typeof fixtures)[number]);

async function repair(name: string, options: Parameters<typeof repairDocument>[1] = {}) {
  const f = fixture(name);
  const result = await repairDocument(new Uint8Array(readFileSync(f.docxPath)), { fileName: basename(f.docxPath), ...options });
  const pkg = readDocx(result.docx);
  const fields = readFields(pkg.readXml(pkg.mainPart) ?? '');
  return {
    result,
    pkg,
    fields,
    citations: fields.filter((x) => x.code.startsWith(' ADDIN ZOTERO_ITEM CSL_CITATION ')),
    bibliography: fields.filter((x) => x.code.startsWith(' ADDIN ZOTERO_BIBL ')),
  };
}

/**
 * A document with this body repaired to live fields: each citation's items as [prefix, locator], its
 * "unsorted" property and its visible text; every field's JSON is checked against Zotero's profile.
 */
async function prefixesOfLiveCitations(body: string) {
  const result = await repairDocument(buildDocx({ body }));
  const pkg = readDocx(result.docx);
  const fields = readFields(pkg.readXml(pkg.mainPart) ?? '').filter((x) => x.code.startsWith(' ADDIN ZOTERO_ITEM'));
  return fields.map((field) => {
    const json = fieldJson(field.code) as { properties: { unsorted?: boolean }; citationItems: { prefix?: string; locator?: string }[] };
    expect(validate(json), JSON.stringify(validate.errors)).toBe(true);
    return { items: json.citationItems.map((item) => [item.prefix, item.locator]), unsorted: json.properties.unsorted, text: field.result };
  });
}

describe('live Zotero fields (the default output)', () => {
  it.each(fixtures.map((f) => f.name))('%s: one valid field per citation group, results equal plainCitation, one bibliography', async (name) => {
    const { result, citations, bibliography } = await repair(name);
    const cited = result.citations.filter((c) => c.numbers.length > 0 && c.marker !== c.text);
    expect(citations.length).toBe(cited.length);
    for (const field of citations) {
      const json = fieldJson(field.code) as {
        properties: { plainCitation: string };
        citationItems: { uris: string[]; itemData: { type: string; title: string } }[];
      };
      expect(validate(json), JSON.stringify(validate.errors)).toBe(true);
      expect(field.result).toBe(json.properties.plainCitation);
      expect(field.result.trim()).not.toBe('');
      for (const item of json.citationItems) {
        expect(item.uris[0]).toMatch(/^http:\/\/zotero\.org\/users\/local\/\w+\/items\/\w+$/);
        expect(item.itemData.title).not.toBe('');
      }
    }
    expect(bibliography).toHaveLength(1);
    expect(bibliography[0]?.result.split('\n')).toHaveLength(result.report.bibtexEntries);
    // The same work has one URI everywhere, and two works never share one.
    const uriOf = new Map<string, string>();
    for (const field of citations) {
      for (const item of (fieldJson(field.code) as { citationItems: { id: string; uris: string[] }[] }).citationItems) {
        expect(uriOf.get(item.id) ?? item.uris[0]).toBe(item.uris[0]);
        uriOf.set(item.id, item.uris[0] as string);
      }
    }
    expect(new Set(uriOf.values()).size).toBe(uriOf.size);
  });

  it('carries pinpoints into the citation items: a CSL label as locator and label, "Thm. 2" (no CSL label) as the suffix', async () => {
    const body =
      para(run('See [1, p. 5], then [2, Thm. 2] and [1, Appendix B].')) +
      referenceList([
        [1, 'Smith, J. (2020). A title. Nature, 5, 1-9.'],
        [2, 'Doe, A. (2019). Another. Science, 4, 2-3.'],
      ]);
    const result = await repairDocument(buildDocx({ body }));
    const pkg = readDocx(result.docx);
    const items = readFields(pkg.readXml(pkg.mainPart) ?? '')
      .filter((x) => x.code.startsWith(' ADDIN ZOTERO_ITEM'))
      .map((field) => {
        const json = fieldJson(field.code) as { citationItems: { locator?: string; label?: string; suffix?: string }[] };
        expect(validate(json), JSON.stringify(validate.errors)).toBe(true);
        const [item] = json.citationItems;
        return { locator: item?.locator, label: item?.label, suffix: item?.suffix, text: field.result };
      });
    expect(items).toEqual([
      { locator: '5', label: 'page', suffix: undefined, text: '(Smith, 2020, p. 5)' },
      { locator: undefined, label: undefined, suffix: ', Thm. 2', text: '(Doe, 2019, Thm. 2)' },
      { locator: 'B', label: 'appendix', suffix: undefined, text: expect.stringMatching(/^\(Smith, 2020, app\. B\)$/) },
    ]);
  });

  it('reports each reference as its citation renders alone, also a work cited only with a page or beside others', async () => {
    const body =
      para(run('See [1, p. 5] and [2, 3]; then [3].')) +
      referenceList([
        [1, 'Smith, J. (2020). A title. Nature, 5, 1-9.'],
        [2, 'Doe, A. (2019). Another. Science, 4, 2-3.'],
        [3, 'Roe, B. (2018). A third. Cell, 7, 8-9.'],
      ]);
    const result = await repairDocument(buildDocx({ body }));
    expect(result.report.references.map((r) => r.marker)).toEqual(['(Smith, 2020)', '(Doe, 2019)', '(Roe, 2018)']);
  });

  it('carries a prefix written in the citation ("[see 1]", "[e.g., 1, 2]") into the citation item, and the visible text keeps the word', async () => {
    const body =
      para(run('Shown [see 1, p. 5], and [e.g., 1, 2].')) +
      referenceList([
        [1, 'Smith, J. (2020). A title. Nature, 5, 1-9.'],
        [2, 'Doe, A. (2019). Another. Science, 4, 2-3.'],
      ]);
    const items = await prefixesOfLiveCitations(body);
    // APA sorts a group by author: with a prefix, the group keeps its written order (Zotero's "Keep
    // Sources Sorted" off), or "e.g.," would stand before Smith, second.
    expect(items).toEqual([
      { items: [['see', '5']], unsorted: undefined, text: '(see Smith, 2020, p. 5)' },
      {
        items: [
          ['e.g.,', undefined],
          [undefined, undefined],
        ],
        unsorted: true,
        text: '(e.g., Smith, 2020; Doe, 2019)',
      },
    ]);
  });

  it('carries a prefix before a later number ("[1; see also 2]", "[1, p. 5; cf. 2]") into that work\'s citation item, the group kept in written order', async () => {
    const body =
      para(run('Shown [1; see also 2], and [1, p. 5; cf. 2].')) +
      referenceList([
        [1, 'Smith, J. (2020). A title. Nature, 5, 1-9.'],
        [2, 'Doe, A. (2019). Another. Science, 4, 2-3.'],
      ]);
    const items = await prefixesOfLiveCitations(body);
    // Sorted, APA would put Doe first and "see also" before him: "(see also Doe, 2019; Smith, 2020)".
    expect(items).toEqual([
      {
        items: [
          [undefined, undefined],
          ['see also', undefined],
        ],
        unsorted: true,
        text: '(Smith, 2020; see also Doe, 2019)',
      },
      {
        items: [
          [undefined, '5'],
          ['cf.', undefined],
        ],
        unsorted: true,
        text: '(Smith, 2020, p. 5; cf. Doe, 2019)',
      },
    ]);
  });

  it('formats the results as Zotero does before any Refresh: italics as runs, the Bibliography paragraph style with the style’s layout', async () => {
    const { pkg } = await repair('fx02');
    const xml = pkg.readXml(pkg.mainPart) ?? '';
    const bibliography = xml.slice(xml.indexOf('ZOTERO_BIBL'));
    expect(bibliography).toMatch(/<w:rPr><w:i\/>(<w:noProof\/>)?<\/w:rPr><w:t xml:space="preserve">Proceedings of the National Academy of Sciences<\/w:t>/);
    expect(xml.match(/<w:pStyle w:val="Bibliography"\/>/g)?.length).toBeGreaterThan(5);
    // APA: hanging indent of half an inch, double spacing, no space between entries.
    expect(pkg.readXml('word/styles.xml')).toMatch(
      /<w:style w:type="paragraph" w:styleId="Bibliography"><w:name w:val="Bibliography"\/>.*<w:spacing w:after="0" w:line="480" w:lineRule="auto"\/><w:ind w:left="720" w:hanging="720"\/>/,
    );
    // Nature raises its citations; IEEE's numbers stand in a column of their own.
    const nature = await repair('fx02', { style: 'nature' });
    for (const field of nature.citations) expect(field.result).toMatch(/^[\d,–]+$/);
    expect(nature.pkg.readXml(nature.pkg.mainPart)).toMatch(/<w:vertAlign w:val="superscript"\/><\/w:rPr><w:t xml:space="preserve">1,2<\/w:t>/);
    const ieee = await repair('fx02', { style: 'ieee' });
    expect(ieee.pkg.readXml('word/styles.xml')).toMatch(
      /<w:tabs><w:tab w:val="left" w:pos="(\d+)"\/><\/w:tabs><w:spacing w:after="0" w:line="240" w:lineRule="auto"\/><w:ind w:left="\1" w:hanging="\1"\/>/,
    );
  }, 60_000);

  it('gives the bibliography a heading of its own when the old list (and its heading) is kept', async () => {
    const { pkg, bibliography } = await repair('fx02', { keepReferenceList: true });
    expect(bibliography).toHaveLength(1);
    const xml = pkg.readXml(pkg.mainPart) ?? '';
    const heading = '<w:p><w:pPr><w:pStyle w:val="Heading1"/></w:pPr><w:r><w:t xml:space="preserve">References</w:t></w:r></w:p>';
    expect(xml).toContain(`${heading}<w:p><w:pPr><w:pStyle w:val="Bibliography"/></w:pPr><w:r><w:fldChar w:fldCharType="begin"/>`);
    // The old heading still stands over the old list, after the bibliography's field.
    expect(xml.indexOf('<w:fldChar w:fldCharType="end"/></w:r></w:p><w:p><w:pPr><w:pStyle w:val="Heading1"/>', xml.indexOf('ZOTERO_BIBL'))).toBeGreaterThan(0);
  }, 60_000);

  it('keeps the document preferences Zotero reads: ZOTERO_PREF_n chunks of ≤255 characters, wired into the package', async () => {
    const { pkg } = await repair('fx02');
    const custom = pkg.readXml('docProps/custom.xml') ?? '';
    const chunks = [...custom.matchAll(/name="ZOTERO_PREF_(\d+)"><vt:lpwstr>([^<]*)</g)];
    expect(chunks.map((c) => Number(c[1]))).toEqual(chunks.map((_, i) => i + 1));
    const value = chunks.map((c) =>
      (c[2] as string)
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&amp;/g, '&'),
    );
    for (const piece of value) expect(piece.length).toBeLessThanOrEqual(255);
    const data = value.join('');
    expect(data).toMatch(/^<data data-version="3"/);
    expect(data).toContain('<style id="http://www.zotero.org/styles/apa" locale="en-US"');
    expect(data).toContain('<pref name="fieldType" value="Field"/>');
    expect(pkg.readXml('_rels/.rels')).toContain('relationships/custom-properties');
    expect(pkg.readXml('[Content_Types].xml')).toContain('PartName="/docProps/custom.xml"');
  });

  it('cuts a long instruction into several w:instrText runs that read back to the same JSON', async () => {
    const { pkg, citations } = await repair('fx08');
    const xml = pkg.readXml(pkg.mainPart) ?? '';
    const longest = citations.reduce((a, b) => (b.code.length > a.code.length ? b : a));
    expect(longest.code.length).toBeGreaterThan(255);
    expect(instructionPieces(longest.code).length).toBeGreaterThan(1);
    expect(instructionPieces(longest.code).join('')).toBe(longest.code);
    expect(xml.match(/<w:instrText/g)?.length ?? 0).toBeGreaterThan(citations.length + 1);
    expect(() => fieldJson(longest.code)).not.toThrow();
  });

  it('renders the same document in two styles: APA author-date, IEEE numbered in order of first citation', async () => {
    const apa = await repair('fx02');
    const ieee = await repair('fx02', { style: 'ieee' });
    expect(apa.citations[0]?.result).toMatch(/^\(.+, (?:\d{4}|n\.d\.)[a-z]?\)$/);
    const numbers = ieee.citations.flatMap((f) => [...f.result.matchAll(/\d+/g)].map((m) => Number(m[0])));
    expect(numbers[0]).toBe(1);
    // A new number is always the next one: IEEE numbers works by first citation.
    let seen = 0;
    for (const n of numbers) {
      if (n > seen) {
        expect(n).toBe(seen + 1);
        seen = n;
      }
    }
    expect(ieee.bibliography[0]?.result.split('\n')[0]).toMatch(/^\[1\]\t/);
    expect(ieee.pkg.readXml('docProps/custom.xml')).toContain('http://www.zotero.org/styles/ieee');
  });

  it('raised styles (Nature) write the field result in superscript', async () => {
    const { pkg, citations } = await repair('fx02', { style: 'nature' });
    expect(citations[0]?.result).toMatch(/^\d+(?:[,–-]\d+)*$/);
    expect(pkg.readXml(pkg.mainPart)).toMatch(/<w:vertAlign w:val="superscript"\/><\/w:rPr><w:t xml:space="preserve">\d/);
  });

  it('raised styles touch the word and stand after a full stop or comma, before a semicolon', async () => {
    const body =
      para(run('Growth is fast [1]. Costs fell [2], and others [1], [2]; see [2].')) +
      referenceList([
        [1, 'Smith, J. (2020). A title. Nature, 5, 1-9.'],
        [2, 'Doe, A. (2019). Another. Science, 4, 2-3.'],
      ]);
    const result = await repairDocument(buildDocx({ body }), { style: 'nature' });
    const pkg = readDocx(result.docx);
    const xml = (pkg.readXml(pkg.mainPart) ?? '').replace(/<w:instrText[^>]*>[\s\S]*?<\/w:instrText>/g, '');
    // Visible text with the raised runs in ^…^.
    const shown = [...xml.matchAll(/<w:r>([\s\S]*?)<\/w:r>/g)]
      .map(([, r]) => {
        const t = [...(r ?? '').matchAll(/<w:t[^>]*>([^<]*)<\/w:t>/g)].map((m) => m[1]).join('');
        return t && /superscript/.test(r ?? '') ? `^${t}^` : t;
      })
      .join('');
    expect(shown).toContain('Growth is fast.^1^ Costs fell,^2^ and others^1,2^; see.^2^');
  });

  it('refuses a style or locale that does not exist, naming the valid ones', async () => {
    await expect(repair('fx02', { style: 'apa-99' })).rejects.toMatchObject({
      code: 'UNKNOWN_STYLE',
      message: expect.stringContaining('ieee, vancouver, nature'),
    });
    await expect(repair('fx02', { locale: 'xx' })).rejects.toMatchObject({ code: 'UNKNOWN_LOCALE', message: expect.stringContaining('de-DE') });
  });

  it('renders in another locale', async () => {
    const { bibliography } = await repair('fx01', { locale: 'de-DE' });
    expect(bibliography[0]?.result).toMatch(/o\. J\.|Abgerufen|Zugriff/);
  });

  it('writes Mendeley fields on request, with the same JSON under ADDIN CSL_CITATION', async () => {
    const { fields, pkg } = await repair('fx04', { markerStyle: 'mendeley', style: 'ieee' });
    const mendeley = fields.filter((f) => f.code.startsWith(' ADDIN CSL_CITATION '));
    expect(mendeley.length).toBeGreaterThan(0);
    expect(fields.some((f) => f.code.includes('ZOTERO_'))).toBe(false);
    expect((fieldJson(mendeley[0]?.code ?? '') as { mendeley: { formattedCitation: string } }).mendeley.formattedCitation).toBe(mendeley[0]?.result);
    // The reference list becomes Mendeley's bibliography field, with the rendered entries as its text.
    const bibliography = fields.filter((f) => f.code === ' ADDIN Mendeley Bibliography CSL_BIBLIOGRAPHY ');
    expect(bibliography).toHaveLength(1);
    expect(bibliography[0]?.result.split('\n').length).toBeGreaterThan(5);
    // Mendeley's plugin refreshes in the document's style: the one the fields were rendered in.
    const custom = pkg.readXml('docProps/custom.xml') ?? '';
    expect(custom).toContain('name="Mendeley Citation Style_1"><vt:lpwstr>http://www.zotero.org/styles/ieee</vt:lpwstr>');
    expect(custom).toContain('name="Mendeley Recent Style Id 0_1"><vt:lpwstr>http://www.zotero.org/styles/ieee</vt:lpwstr>');
    expect(custom).toContain('name="Mendeley Recent Style Name 0_1"><vt:lpwstr>IEEE</vt:lpwstr>');
    expect(custom).not.toContain('ZOTERO_PREF');
    expect(pkg.readXml('_rels/.rels')).toContain('relationships/custom-properties');
  });

  it('exports the embedded items as CSL-JSON and RIS', async () => {
    const { result, citations } = await repair('fx02');
    const data = JSON.parse(result.csljson) as { id: string }[];
    expect(data).toHaveLength(result.report.bibtexEntries);
    const embedded = new Set(citations.flatMap((f) => (fieldJson(f.code) as { citationItems: { id: string }[] }).citationItems.map((i) => i.id)));
    expect(new Set(data.map((d) => d.id))).toEqual(embedded);
    ajv.validate('https://resource.citationstyles.org/schema/v1.0/input/json/csl-data.json', data);
    expect(ajv.errors ?? null).toBeNull();
    expect(result.ris.match(/^TY {2}- /gm)).toHaveLength(data.length);
  });
});

describe('variants from one run', () => {
  it('writes the other output forms from the same lookups: same keys, each form its own markers', async () => {
    const { result } = await repair('fx02', { variants: ['rtf', 'pandoc', 'latex', 'fields'] });
    expect(Object.keys(result.variants).sort()).toEqual(['latex', 'pandoc', 'rtf']);
    const text = (bytes: Uint8Array | undefined) => {
      const pkg = readDocx(bytes as Uint8Array);
      return (pkg.readXml(pkg.mainPart) ?? '').replace(/<w:instrText[^>]*>[^<]*<\/w:instrText>/g, '').replace(/<[^>]+>/g, '');
    };
    expect(text(result.variants.rtf)).toMatch(/\{[^{}]+, \d{4}\}/);
    const keys = JSON.parse(result.csljson).map((d: { id: string }) => d.id) as string[];
    for (const key of keys) expect(text(result.variants.pandoc)).toContain(`@${key}`);
    expect(text(result.variants.latex)).toContain('\\cite{');
  });

  it('writes the Mendeley variant exactly as a Mendeley run does (the render of the Zotero form is reused)', async () => {
    const { result } = await repair('fx02', { variants: ['mendeley'] });
    const alone = await repair('fx02', { markerStyle: 'mendeley' });
    const main = (bytes: Uint8Array | undefined) => readDocx(bytes as Uint8Array).readXml('word/document.xml');
    expect(main(result.variants.mendeley)).toBe(main(alone.result.docx));
  });
});
