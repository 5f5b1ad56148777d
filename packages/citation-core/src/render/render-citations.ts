// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the types of citeproc travel with this file into every program that compiles it from source (web, cli)
/// <reference path="./citeproc.d.ts" />
// Renders the in-text citations (in document order, so numeric styles number by first citation)
// and the bibliography with citeproc-js — the processor Zotero itself runs — in the chosen style
// and locale. The text is what the reader sees before Zotero's first Refresh.
import CSL from 'citeproc';
import type { CslData } from '../export/csl-data.ts';
import type { LoadedStyle } from './load-style.ts';
import { localeXml } from './load-style.ts';

export interface RenderGroup {
  citationID: string;
  items: { id: string; locator?: string; label?: string }[];
}

export interface Rendered {
  /** One text per group, same order. */
  citations: string[];
  /** One text per bibliography entry, in the style's order. */
  bibliography: string[];
}

export function renderCitations(items: CslData[], groups: RenderGroup[], style: LoadedStyle, locale: string): Rendered {
  const byId = new Map(items.map((item) => [item.id, item]));
  const engine = new CSL.Engine(
    {
      retrieveLocale: (lang) => localeXml(lang),
      retrieveItem: (id) => {
        const item = byId.get(id);
        if (!item) throw new Error(`renderCitations: no item ${id}`);
        return item;
      },
    },
    style.source,
    locale,
    true,
  );
  const citations = groups.map((g) => ({ citationID: g.citationID, citationItems: g.items, properties: { noteIndex: 0 } }));
  const rendered = engine.rebuildProcessorState(citations, 'text');
  const textById = new Map(rendered.map(([id, , text]) => [id, text]));
  engine.setOutputFormat('text');
  const bib = engine.makeBibliography();
  return {
    citations: groups.map((g) => clean(textById.get(g.citationID) ?? '')),
    bibliography: bib ? bib[1].map(clean).filter(Boolean) : [],
  };
}

function clean(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
