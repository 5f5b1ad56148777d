// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the types of citeproc travel with this file into every program that compiles it from source (web, cli)
/// <reference path="./citeproc.d.ts" />
// Renders the in-text citations (in document order, so numeric styles number by first citation)
// and the bibliography with citeproc-js — the processor Zotero itself runs — in the chosen style
// and locale. The text is what the reader sees before Zotero's first Refresh.
import { requireFromPackage } from '../package-files.ts';
import type CSL from 'citeproc';
import type { BibliographyParams } from 'citeproc';
import type { CslData } from '../export/csl-data.ts';
import type { LoadedStyle } from './load-style.ts';
import { localeXml } from './load-style.ts';
import { parseCiteprocHtml } from './rich-text.ts';
import { CitationCoreError } from '../errors.ts';
import type { RichRun, RichText } from './rich-text.ts';

export interface RenderGroup {
  citationID: string;
  items: { id: string; prefix?: string; locator?: string; label?: string; suffix?: string }[];
  /** Keep the items in the order written (Zotero's "Keep Sources Sorted" unchecked): a leading "e.g.," stays first. */
  unsorted?: boolean;
}

export interface Rendered {
  /** One text per group, same order. */
  citations: string[];
  /** The same citations as formatted runs (italics, superscript…), same order. */
  citationRuns: RichRun[][];
  /** One text per bibliography entry, in the style's order (a numeric label, a tab, the entry). */
  bibliography: string[];
  /** The same entries as formatted runs. */
  bibliographyRuns: RichRun[][];
  /** How the style lays out its bibliography (makeBibliography's parameters). */
  layout: BibliographyLayout;
}

/** citeproc's bibliography parameters, as Zotero reads them (Zotero.Cite.getBibliographyFormatParameters). */
export interface BibliographyLayout {
  hangingIndent: boolean;
  /** Lines per line: 1 single, 2 double. */
  lineSpacing: number;
  /** Empty lines' worth of space after each entry. */
  entrySpacing: number;
  /** A numeric style's label in its own column: 'flush' (text aligned after it) or 'margin'. */
  secondFieldAlign: false | 'flush' | 'margin';
  /** The longest label, in characters. */
  maxOffset: number;
}

// citeproc-js is one 1 MB CommonJS file. require() loads it in a fifth of the time import() takes
// (no export scan), and only when something is rendered: runs writing markers never load it.
let loaded: typeof CSL | undefined;
function citeproc(): typeof CSL {
  if (!loaded) {
    loaded = requireFromPackage('citeproc') as typeof CSL;
    registerFormat(loaded);
  }
  return loaded;
}

/**
 * citeproc's HTML output with a cheaper escape. The stock one runs five replacements over every
 * piece of text (double spaces to no-break ones, "¹" to <sup>1</sup>), a tenth of a long render;
 * only &, < and > need escaping for rich-text.ts to tell text from markup, and "¹" stays the
 * character the text output has.
 */
const FORMAT = 'cite-repair-html';
function registerFormat(csl: typeof CSL): void {
  const formats = (csl as unknown as { Output: { Formats: Record<string, Record<string, unknown>> } }).Output.Formats;
  formats[FORMAT] ??= {
    ...formats.html,
    text_escape: (text: string | undefined) =>
      !text ? '' : /[&<>]/.test(text) ? text.replace(/&/g, '&#38;').replace(/</g, '&#60;').replace(/>/g, '&#62;') : text,
  };
}

export function renderCitations(items: CslData[], groups: RenderGroup[], style: LoadedStyle, locale: string): Rendered {
  const slot = engineFor(style, locale);
  slot.items = new Map(items.map((item) => [item.id, item]));
  try {
    const { engine } = slot;
    // HTML (with a cheap escape) rather than text: the same work for citeproc, and the formatting survives (rich-text.ts).
    const cited = positional(engine) ? renderInContext(engine, groups) : renderEachOnce(engine, groups);
    const bib = engine.makeBibliography();
    const entries = bib ? bib[1].map(parseCiteprocHtml).filter((e) => e.text !== '') : [];
    const rendered: Rendered = {
      citations: cited.map((c) => c.text),
      citationRuns: cited.map((c) => c.runs),
      bibliography: entries.map((e) => e.text),
      bibliographyRuns: entries.map((e) => e.runs),
      layout: layoutOf(bib ? bib[0] : undefined),
    };
    // Forget this document's items, so the cached engine holds nothing of it until the next run.
    engine.updateItems([]);
    return rendered;
  } catch (error) {
    // An engine that failed half-way may hold half a document: it is not used again.
    engines.delete(slot.key);
    throw error;
  } finally {
    slot.items = new Map();
  }
}

interface EngineSlot {
  key: string;
  engine: InstanceType<typeof CSL.Engine>;
  /** The items of the document being rendered (what citeproc's retrieveItem answers). */
  items: Map<string, CslData>;
}

/**
 * Building an engine compiles the style (a third of a cold render of a long document), so a
 * process that renders document after document (the web worker, a CLI batch) keeps the last few
 * engines and gives each run a registry emptied by the run before. The text is the same as a new
 * engine's: render-citations.test.ts renders in both orders.
 */
const engines = new Map<string, EngineSlot>();
const MAX_ENGINES = 4;

function engineFor(style: LoadedStyle, locale: string): EngineSlot {
  // A vendored style is known by its id; a user's .csl file by its text (two files may share an id).
  const key = `${locale}\u0000${typeof style.source === 'string' ? style.source : `catalogue:${style.id}`}`;
  const cached = engines.get(key);
  if (cached) {
    engines.delete(key); // most recently used last
    engines.set(key, cached);
    return cached;
  }
  const slot = { key, items: new Map() } as EngineSlot;
  slot.engine = new (citeproc().Engine)(
    {
      retrieveLocale: (lang) => localeXml(lang),
      retrieveItem: (id) => {
        const item = slot.items.get(id);
        if (!item) throw new Error(`renderCitations: no item ${id}`);
        return item;
      },
    },
    style.source,
    locale,
    true,
  );
  engines.set(key, slot);
  if (engines.size > MAX_ENGINES) engines.delete(engines.keys().next().value as string);
  return slot;
}

/**
 * The items are registered once, in first-cited order (which numbers a numeric style and settles
 * disambiguation over them all), then each distinct group is rendered alone: for a style whose
 * citations do not depend on their position, the text rebuildProcessorState gives, without
 * processCitationCluster's per-citation bookkeeping.
 */
function renderEachOnce(engine: InstanceType<typeof CSL.Engine>, groups: RenderGroup[]): RichText[] {
  const firstCited: string[] = [];
  const seen = new Set<string>();
  for (const g of groups) {
    for (const item of g.items) {
      if (!seen.has(item.id)) {
        seen.add(item.id);
        firstCited.push(item.id);
      }
    }
  }
  engine.updateItems(firstCited);
  engine.setOutputFormat(FORMAT);
  // The same items (and locators) cite the same way wherever they stand: render each set once.
  const textOfGroup = new Map<string, RichText>();
  const sortKeys = new Map<string, string[]>();
  return groups.map((g) => {
    const key = JSON.stringify([g.items, g.unsorted === true]);
    let text = textOfGroup.get(key);
    if (text === undefined) {
      text = parseCiteprocHtml(g.unsorted ? makeUnsortedCluster(engine, g.items) : makeCluster(engine, g.items, sortKeys));
      textOfGroup.set(key, text);
    }
    return text;
  });
}

/**
 * A style whose citations change with their position (et-al-subsequent-min, position="subsequent":
 * American Sociological Association) is rendered citation after citation, as Zotero does.
 */
function renderInContext(engine: InstanceType<typeof CSL.Engine>, groups: RenderGroup[]): RichText[] {
  const citations = groups.map((g) => ({
    citationID: g.citationID,
    citationItems: g.items,
    properties: { noteIndex: 0, ...(g.unsorted ? { unsorted: true } : {}) },
  }));
  const htmlById = new Map(engine.rebuildProcessorState(citations, FORMAT).map(([id, , html]) => [id, html]));
  engine.setOutputFormat(FORMAT);
  return groups.map((g) => parseCiteprocHtml(htmlById.get(g.citationID) ?? ''));
}

function positional(engine: InstanceType<typeof CSL.Engine>): boolean {
  return (engine as unknown as EngineState).opt.update_mode === internals().POSITION;
}

/** citeproc-js internals the grouped sort below reads (names as in citeproc_commonjs.js 2.4). */
interface EngineState {
  opt: { grouped_sort?: unknown; citation_number_sort?: boolean; update_mode?: number };
  citation_sort: { tokens: unknown[] };
  citation: { srt: { compareCompositeKeys: (a: SortEntry, b: SortEntry) => number } };
  registry: { registry: Record<string, { disambig: unknown }>; authorstrings: Record<string, string> };
  tmp: { authorstring_request: boolean };
  retrieveItem(id: string): { id: string };
}
type SortEntry = [{ id: string }, { sortkeys: string[]; item: RenderGroup['items'][number] }];
const internals = () =>
  citeproc() as unknown as {
    /** opt.update_mode of a style whose citations depend on their position. */
    POSITION: number;
    getSortKeys(this: EngineState, item: { id: string }, key: 'citation_sort'): string[];
    getAmbiguousCite(this: EngineState, item: { id: string }, disambig: unknown): string;
  };

/**
 * One cluster's text. makeCitationCluster sorts a cluster's items by the style's keys alone, but
 * processCitationCluster (what Zotero and rebuildProcessorState run) sorts an in-text style that
 * collapses by author first by the author's name, then by the keys, so that one author's works stay
 * together in the style's order (Elsevier Harvard: newest first). For such a cluster the items are
 * put in that order here, exactly as processCitationCluster does, and rendered unsorted. An item's
 * keys do not change once every item is registered, so `sortKeys` keeps them from cluster to cluster.
 */
function makeCluster(engine: InstanceType<typeof CSL.Engine>, items: RenderGroup['items'], sortKeys: Map<string, string[]>): string {
  const state = engine as unknown as EngineState;
  if (items.length < 2 || !state.opt.grouped_sort || state.opt.citation_number_sort || state.citation_sort.tokens.length === 0) {
    return engine.makeCitationCluster(items);
  }
  const entries: SortEntry[] = items.map((item) => {
    const cited = state.retrieveItem(item.id);
    let keys = sortKeys.get(cited.id);
    if (!keys) {
      keys = internals().getSortKeys.call(state, cited, 'citation_sort');
      state.tmp.authorstring_request = true;
      internals().getAmbiguousCite.call(state, cited, state.registry.registry[cited.id]?.disambig);
      keys = [state.registry.authorstrings[cited.id] ?? '', ...keys];
      state.tmp.authorstring_request = false;
      sortKeys.set(cited.id, keys);
    }
    return [cited, { sortkeys: [...keys], item }];
  });
  const compare = state.citation.srt.compareCompositeKeys;
  entries.sort(compare);
  let lastAuthor: string | undefined;
  let thisAuthor: string | undefined;
  let thisKey: string | undefined;
  entries.forEach(([, entry], i) => {
    if (entry.sortkeys[0] !== lastAuthor) {
      thisAuthor = entry.sortkeys[0];
      thisKey = entry.sortkeys[1];
    }
    entry.sortkeys[0] = `${thisKey}${i}`;
    lastAuthor = thisAuthor;
  });
  entries.sort(compare);
  const tokens = state.citation_sort.tokens;
  state.citation_sort.tokens = [];
  try {
    return engine.makeCitationCluster(entries.map(([, entry]) => entry.item));
  } finally {
    state.citation_sort.tokens = tokens;
  }
}

/** One cluster's text, its items in the order given (citeproc sorts by the style's keys otherwise). */
function makeUnsortedCluster(engine: InstanceType<typeof CSL.Engine>, items: RenderGroup['items']): string {
  const state = engine as unknown as EngineState;
  const tokens = state.citation_sort.tokens;
  state.citation_sort.tokens = [];
  try {
    return engine.makeCitationCluster(items);
  } finally {
    state.citation_sort.tokens = tokens;
  }
}

function layoutOf(params: BibliographyParams | undefined): BibliographyLayout {
  const align = params?.['second-field-align'];
  return {
    hangingIndent: Boolean(params?.hangingindent),
    lineSpacing: Number(params?.linespacing) || 1,
    entrySpacing: Number(params?.entryspacing) || 0,
    secondFieldAlign: align === 'flush' || align === 'margin' ? align : false,
    maxOffset: Number(params?.maxoffset) || 0,
  };
}

/**
 * A user's .csl file is tried on one made-up work before any document: a style citeproc cannot run
 * (a variable where a macro is wanted, no <citation>) is refused by name, not met as a crash on the
 * first document of a batch.
 */
export function checkStyle(style: LoadedStyle, locale: string): void {
  if (typeof style.source === 'string' && !/<citation\b/.test(style.source))
    throw new CitationCoreError('UNKNOWN_STYLE', `${style.title}: this CSL style has no <citation> layout, so it cannot write in-text citations.`);
  const item: CslData = {
    id: 'check',
    type: 'article-journal',
    title: 'A title',
    author: [{ family: 'Smith', given: 'Jane' }],
    issued: { 'date-parts': [[2020]] },
  };
  try {
    renderCitations([item], [{ citationID: 'check', items: [{ id: 'check' }] }], style, locale);
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new CitationCoreError(
      'UNKNOWN_STYLE',
      `${style.title}: the CSL processor cannot use this style (${reason}). Check it with a CSL validator, or choose a built-in style.`,
    );
  }
}
