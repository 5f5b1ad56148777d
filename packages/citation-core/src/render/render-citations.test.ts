import CSL from 'citeproc';
import { describe, expect, it } from 'vitest';
import type { CslData } from '../export/csl-data.ts';
import { loadStyle, localeXml } from './load-style.ts';
import { renderCitations } from './render-citations.ts';
import type { RenderGroup } from './render-citations.ts';
import { STYLE_CATALOGUE } from './style-catalogue.ts';

const person = (family: string, given: string) => ({ family, given });
const smithNg = [person('Smith', 'Jane'), person('Ng', 'Lee')];
const many = [person('Okafor', 'Ada'), person('Berg', 'Ola'), person('Chen', 'Wei'), person('Diaz', 'Rosa')];
const item = (id: string, author: { family: string; given: string }[], year: number, title: string): CslData =>
  ({
    id,
    type: 'article-journal',
    author,
    issued: { 'date-parts': [[year]] },
    title,
    'container-title': 'Journal of Tests',
    volume: '3',
    page: '1-9',
  }) as CslData;

// Same authors in several years and twice in one year (year suffixes), four authors (et al.), three
// authors cited twice (all names first, et al. after in ASA), a namesake with another given name.
const ITEMS: CslData[] = [
  item('a', smithNg, 2020, 'Alpha'),
  item('b', smithNg, 2018, 'Beta'),
  item('c', smithNg, 2020, 'Gamma'),
  item('d', many, 2019, 'Delta'),
  item('e', [person('Smith', 'Tom')], 2021, 'Epsilon'),
  item('f', many, 2017, 'Zeta'),
  item('g', many.slice(0, 3), 2016, 'Eta'),
];
const cite = (...ids: string[]): RenderGroup['items'] => ids.map((id) => ({ id }));
const GROUPS: RenderGroup[] = [
  cite('d'),
  cite('a', 'b'),
  cite('e', 'c', 'a'),
  cite('d'),
  cite('f', 'd', 'b'),
  cite('a', 'b'),
  cite('g'),
  cite('c'),
  cite('g'),
].map((items, i) => ({
  citationID: `c${i}`,
  items,
}));

/**
 * What Zotero does: a fresh engine, every citation processed in document order
 * (rebuildProcessorState), an unsorted group kept as written.
 */
function inContext(styleId: string, groups: RenderGroup[] = GROUPS) {
  const byId = new Map(ITEMS.map((i) => [i.id, i]));
  const engine = new CSL.Engine(
    { retrieveLocale: (lang) => localeXml(lang), retrieveItem: (id) => byId.get(id) as object },
    loadStyle(styleId).source,
    'en-US',
    true,
  );
  const rendered = engine.rebuildProcessorState(
    groups.map((g) => ({ citationID: g.citationID, citationItems: g.items, properties: { noteIndex: 0, ...(g.unsorted ? { unsorted: true } : {}) } })),
    'text',
  );
  const text = new Map(rendered.map(([id, , t]) => [id, t.replace(/\s+/g, ' ').trim()]));
  engine.setOutputFormat('text');
  const bib = engine.makeBibliography();
  return { citations: groups.map((g) => text.get(g.citationID)), bibliography: bib ? bib[1].map((t) => t.replace(/\s+/g, ' ').trim()) : [] };
}

describe('renderCitations', () => {
  it.each(STYLE_CATALOGUE.map((s) => s.id))('gives the text Zotero would in %s', (styleId) => {
    const out = renderCitations(ITEMS, GROUPS, loadStyle(styleId), 'en-US');
    const zotero = inContext(styleId);
    expect(out.citations).toEqual(zotero.citations);
    // The same entries; a numeric label is followed by a tab (as in Zotero's RTF), not a space.
    expect(out.bibliography.map((entry) => entry.replace('\t', ' '))).toEqual(zotero.bibliography);
    // The runs spell the text exactly.
    expect(out.citationRuns.map((runs) => runs.map((r) => r.text).join(''))).toEqual(out.citations);
    expect(out.bibliographyRuns.map((runs) => runs.map((r) => r.text).join(''))).toEqual(out.bibliography);
  });

  it('keeps the style’s formatting as runs and its bibliography layout', () => {
    const apa = renderCitations(ITEMS, GROUPS, loadStyle('apa'), 'en-US');
    expect(apa.layout).toEqual({ hangingIndent: true, lineSpacing: 2, entrySpacing: 0, secondFieldAlign: false, maxOffset: 0 });
    expect(apa.bibliographyRuns[0]).toContainEqual({ text: 'Journal of Tests', italic: true });
    const ieee = renderCitations(ITEMS, GROUPS, loadStyle('ieee'), 'en-US');
    expect(ieee.layout).toMatchObject({ hangingIndent: false, secondFieldAlign: 'flush', maxOffset: 3 });
    expect(ieee.bibliography[0]).toMatch(/^\[1\]\tA\. Okafor/);
    const nature = renderCitations(ITEMS, GROUPS, loadStyle('nature'), 'en-US');
    expect(nature.citationRuns[0]).toEqual([{ text: '1', vertAlign: 'superscript' }]);
    const mla = renderCitations(ITEMS, [{ citationID: 'm', items: [{ id: 'e' }] }], loadStyle('modern-language-association'), 'en-US');
    expect(mla.citationRuns[0]?.map((r) => r.text).join('')).toBe(mla.citations[0]);
  });

  it('keeps one author’s works together in the style’s order (Elsevier Harvard: newest first)', () => {
    const out = renderCitations(ITEMS, GROUPS, loadStyle('elsevier-harvard'), 'en-US');
    expect(out.citations[1]).toMatch(/2020a, 2018\)$/);
  });

  it.each(['apa', 'ieee', 'american-sociological-association'])(
    'writes a prefix before its item and keeps an unsorted group in the order given, as Zotero does (%s)',
    (styleId) => {
      const groups: RenderGroup[] = [
        { citationID: 'p0', items: [{ id: 'e', prefix: 'e.g.,' }, { id: 'a' }], unsorted: true },
        { citationID: 'p1', items: [{ id: 'd', prefix: 'see', locator: '7', label: 'page' }] },
        { citationID: 'p2', items: [{ id: 'e', prefix: 'e.g.,' }, { id: 'a' }], unsorted: true },
      ];
      const out = renderCitations(ITEMS, groups, loadStyle(styleId), 'en-US');
      expect(out.citations).toEqual(inContext(styleId, groups).citations);
      // Tom Smith (2021), cited first, stays first, after the prefix, though the style sorts him after Jane Smith (2020).
      expect(out.citations[0]).toMatch(/^\(?e\.g\., (?:T\. Smith|Smith 2021|Smith, 2021|\[\d\])/);
      expect(out.citations[1]).toMatch(/^\(?see /);
    },
  );
});

describe('renderCitations in a process that renders document after document', () => {
  // Another document: other items (one shares an id with the first), other citations.
  const OTHER: CslData[] = [
    item('a', [person('Quist', 'Bo')], 2001, 'Other alpha'),
    item('x', [person('Quist', 'Bo')], 2001, 'Other beta'),
    item('y', many, 2011, 'Other gamma'),
  ];
  const OTHER_GROUPS: RenderGroup[] = [cite('x'), cite('a', 'y'), cite('y')].map((items, i) => ({ citationID: `o${i}`, items }));

  it.each(['apa', 'ieee', 'american-sociological-association', 'chicago-author-date'])('gives each document the text a fresh engine gives (%s)', (styleId) => {
    const style = () => loadStyle(styleId);
    const first = renderCitations(ITEMS, GROUPS, style(), 'en-US');
    const other = renderCitations(OTHER, OTHER_GROUPS, style(), 'en-US');
    const firstAgain = renderCitations(ITEMS, GROUPS, style(), 'en-US');
    expect(firstAgain).toEqual(first);
    // The other document alone, on an engine that never saw the first one: another locale's engine
    // is another engine, and en-US text is what the en-GB one would also give for these fields.
    const otherFresh = renderCitations(OTHER, OTHER_GROUPS, style(), 'en-GB');
    expect(other.citations).toEqual(otherFresh.citations);
    expect(other.bibliography).toHaveLength(3);
    expect(other.citations.join(' ')).not.toMatch(/Smith|Okafor \(20(19|17)/);
  });
});

describe('loadStyle', () => {
  it('names the style meant by a slip of a letter or two, and lists them all', () => {
    expect(() => loadStyle('ieeee')).toThrow(/Unknown citation style "ieeee"\. Did you mean ieee\? Choose one of: apa/);
    expect(() => loadStyle('harvardish')).toThrow(/Unknown citation style "harvardish"\. Choose one of:/);
  });
});
