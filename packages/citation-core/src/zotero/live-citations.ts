// Plans the live-field output: each citation group becomes a Zotero (or Mendeley) field whose
// result is the group rendered in the chosen style, and the reference list becomes Zotero's
// bibliography field with the rendered entries. Pure: the pipeline applies the plan.
import type { Paragraph } from '../docx/paragraphs.ts';
import type { CslData } from '../export/csl-data.ts';
import { toFieldItemData } from '../export/csl-data.ts';
import type { LoadedStyle } from '../render/load-style.ts';
import { renderCitations } from '../render/render-citations.ts';
import type { BibliographyLayout, Rendered, RenderGroup } from '../render/render-citations.ts';
import type { RichRun } from '../render/rich-text.ts';
import type { RenderedCitation } from '../rewrite/plan.ts';
import type { Citation, CslItem, Work } from '../types.ts';
import { placement } from '../rewrite/placement.ts';
import { entryKey } from '../works.ts';
import { bibliographyFieldCode, citationFieldCode, citationId, itemUri, mendeleyBibliographyFieldCode, mendeleyFieldCode } from './field-code.ts';
import type { FieldItem } from './field-code.ts';

export type FieldForm = 'zotero' | 'mendeley';

export interface LiveFieldsInput {
  citations: Citation[];
  byEntry: Map<string, Work>;
  cited: Work[];
  /** The items of `cited`, same order. */
  items: CslItem[];
  keys: Map<string, string>;
  paragraphs: Paragraph[];
  style: LoadedStyle;
  locale: string;
  form: FieldForm;
  /** Makes ids stable for the same input (the document's file name and size, say). */
  seed: string;
  /**
   * Where a render of these same citations is kept: the Zotero and the Mendeley forms of one
   * document render identical items and groups, so the second form takes the first one's text.
   */
  renders?: Map<string, Rendered>;
}

export interface LiveFieldsPlan {
  rendered: (RenderedCitation | undefined)[];
  superscript: boolean;
  bibliography: string[];
  /** The same entries as formatted runs. */
  bibliographyRuns: RichRun[][];
  /** The style's bibliography layout (hanging indent, spacing, a numeric label's column). */
  layout: BibliographyLayout;
  bibliographyCode: string;
  /** Every cited item as CSL-JSON, as embedded in the fields (the .json export). */
  data: CslData[];
  /** Each cited work's citation rendered alone, without a pinpoint ("(Smith, 2020)"), by work id: what the report shows. */
  aloneText: Map<string, string>;
}

export function planLiveFields(input: LiveFieldsInput): LiveFieldsPlan {
  const dataOf = new Map<string, FieldItem>();
  const usedIdentities = new Set<string>();
  input.cited.forEach((work, i) => {
    const item = input.items[i];
    if (!item) return;
    const key = input.keys.get(work.id) ?? work.id;
    // The item id is the citation key: a non-numeric string, so Zotero never takes it for a local item id.
    const data = toFieldItemData({ ...item, id: key });
    // Zotero takes one URI for one item: two cited works (already told apart) never share one.
    let identity = identityOf(item, key);
    if (usedIdentities.has(identity)) identity = `${identity}|key:${key}`;
    usedIdentities.add(identity);
    dataOf.set(work.id, { uri: itemUri(identity), data });
  });

  const groups: (RenderGroup | undefined)[] = input.citations.map((citation, index) => {
    const ids: string[] = [];
    const items: RenderGroup['items'] = [];
    // "[see 1]": Zotero's prefix, shown before the cite; one written before a work left out goes to the next.
    let prefix: string | undefined;
    for (const number of citation.numbers) {
      prefix ??= citation.prefixes?.[number];
      const work = input.byEntry.get(entryKey(citation.list, number));
      if (!work || !dataOf.has(work.id) || ids.includes(work.id)) continue;
      ids.push(work.id);
      const item: RenderGroup['items'][number] = { id: dataOf.get(work.id)?.data.id ?? work.id };
      if (prefix) item.prefix = prefix;
      prefix = undefined;
      const locator = citation.locators?.[number];
      // "Thm. 2" has no CSL label: Zotero keeps it as the cite's suffix, shown after it.
      if (locator?.label === 'other') item.suffix = `, ${locator.locator}`;
      else if (locator) Object.assign(item, { locator: locator.locator, label: locator.label });
      items.push(item);
    }
    if (items.length === 0) return undefined;
    // "[e.g., 2, 3]": a prefix stays where it was written, in front, as Zotero keeps it with "Keep Sources Sorted" off.
    const unsorted = items.length > 1 && items.some((item) => item.prefix !== undefined);
    return { citationID: citationId(index, input.seed), items, ...(unsorted ? { unsorted } : {}) };
  });
  const present = groups.filter((g): g is RenderGroup => g !== undefined);
  // A work cited only beside others, or only with a page, is rendered once more alone, after every
  // citation of the document (numbering and disambiguation are settled by then).
  const itemIdOf = (work: Work) => dataOf.get(work.id)?.data.id ?? work.id;
  const aloneIn = (g: RenderGroup) => (g.items.length === 1 && !g.items[0]?.locator && !g.items[0]?.prefix && !g.items[0]?.suffix ? g.items[0]?.id : undefined);
  const citedAlone = new Set(present.map(aloneIn));
  const extra: RenderGroup[] = input.cited
    .filter((work) => dataOf.has(work.id) && !citedAlone.has(itemIdOf(work)))
    .map((work) => ({ citationID: `alone-${itemIdOf(work)}`, items: [{ id: itemIdOf(work) }] }));
  const data = [...dataOf.values()].map((f) => f.data);
  const output = renderOnce(data, [...present, ...extra], input);
  const textOf = new Map([...present, ...extra].map((g, i) => [g.citationID, output.citations[i] ?? '']));
  const aloneTextOf = new Map<string, string>();
  for (const g of [...present, ...extra]) {
    const id = aloneIn(g);
    if (id !== undefined && !aloneTextOf.has(id)) aloneTextOf.set(id, textOf.get(g.citationID) ?? '');
  }
  const aloneText = new Map(input.cited.map((work) => [work.id, aloneTextOf.get(itemIdOf(work)) ?? '']));
  const runsOf = new Map(present.map((g, i) => [g.citationID, output.citationRuns[i]]));
  const byKey = new Map([...dataOf.values()].map((f) => [f.data.id, f]));

  const rendered = input.citations.map((citation, index): RenderedCitation | undefined => {
    const group = groups[index];
    if (!group) return undefined;
    const text = textOf.get(group.citationID) || '[?]';
    const items = group.items.flatMap((item): FieldItem[] => {
      const field = byKey.get(item.id);
      if (!field) return [];
      const pinpoint = item.locator ? { locator: item.locator, label: item.label ?? 'page' } : {};
      return [{ ...field, ...(item.prefix ? { prefix: item.prefix } : {}), ...pinpoint, ...(item.suffix ? { suffix: item.suffix } : {}) }];
    });
    const codeInput = { citationID: group.citationID, text, items, ...(group.unsorted ? { unsorted: true } : {}) };
    const code = input.form === 'mendeley' ? mendeleyFieldCode(codeInput) : citationFieldCode(codeInput);
    const runs = text === textOf.get(group.citationID) ? runsOf.get(group.citationID) : undefined;
    return {
      text,
      code,
      ...(runs ? { runs } : {}),
      ...placement(citation, input.paragraphs[citation.paragraphIndex]?.text ?? '', input.style.superscript),
    };
  });
  return {
    rendered,
    superscript: input.style.superscript,
    bibliography: output.bibliography,
    bibliographyRuns: output.bibliographyRuns,
    layout: output.layout,
    bibliographyCode: input.form === 'mendeley' ? mendeleyBibliographyFieldCode() : bibliographyFieldCode(),
    data,
    aloneText,
  };
}

function renderOnce(data: CslData[], groups: RenderGroup[], input: LiveFieldsInput): Rendered {
  const key = JSON.stringify([input.style.id, input.locale, groups, data]);
  const kept = input.renders?.get(key);
  if (kept) return kept;
  const output = renderCitations(data, groups, input.style, input.locale);
  input.renders?.set(key, output);
  return output;
}

/** What makes two items the same work: DOI, arXiv id, URL, else the key. */
function identityOf(item: CslItem, key: string): string {
  if (item.DOI) return `doi:${item.DOI.toLowerCase()}`;
  if (item.arxivId) return `arxiv:${item.arxivId.toLowerCase()}`;
  // A site's home page ("https://www.nature.com") names no one article: it is no identity.
  if (item.URL && !/^[a-z]+:\/\/[^/?#]+\/?$/i.test(item.URL)) return `url:${item.URL}`;
  return `key:${key}:${item.title ?? ''}`;
}
