// Step 5 of the pipeline for one output form: the citations replaced (live fields rendered in the
// style, or text markers), the reference list removed or turned into Zotero's bibliography, and the
// package written. Every form uses the same works, keys and lookups.
import { openDocument } from '../docx/document.ts';
import { removeNotes, serializeNoteParts } from '../docx/note-parts.ts';
import type { OpenedDocument } from '../docx/document.ts';
import type { DocxPackage } from '../docx/read.ts';
import { throwIfAborted } from '../errors.ts';
import { writeDocxParts } from '../docx/write.ts';
import { concatParts } from '../docx/zip.ts';
import type { LocatedLists } from '../lists/locate.ts';
import type { LoadedStyle } from '../render/load-style.ts';
import type { NoteMark } from '../docx/paragraphs.ts';
import type { Citation, CslItem, OutputMarker, Work } from '../types.ts';
import type { WorkSet } from '../works.ts';
import { mendeleyPrefsParts, prefsParts, prefsXml } from '../zotero/document-prefs.ts';
import type { existingFieldCounts } from '../zotero/existing-fields.ts';
import { bibliographyLook } from '../zotero/formatted-results.ts';
import { planLiveFields } from '../zotero/live-citations.ts';
import type { LiveFieldsInput, LiveFieldsPlan } from '../zotero/live-citations.ts';
import { placeBibliography } from './place-bibliography.ts';
import { applyRewrite, planRewrite } from './plan.ts';
import type { TextSpan } from '../citations/tool-artifacts.ts';
import type { PlanInput, RewritePlan } from './plan.ts';

export interface FormInput {
  pkg: DocxPackage;
  located: LocatedLists;
  citations: Citation[];
  /** Footnotes and endnotes whose marks the citations replace. */
  citedNotes: NoteMark[];
  workSet: WorkSet;
  cited: Work[];
  /** The items of `cited`, same order. */
  items: CslItem[];
  keys: Map<string, string>;
  labels: Map<string, string>;
  keepReferenceList: boolean;
  cslStyle: LoadedStyle;
  locale: string;
  seed: string;
  existingFields: ReturnType<typeof existingFieldCounts>;
  /** Renders of the live forms written so far (see LiveFieldsInput.renders). */
  renders: NonNullable<LiveFieldsInput['renders']>;
  /** Text that goes with no replacement: the AI tools' own tokens (citations/tool-artifacts.ts). */
  removals: readonly TextSpan[];
}

export interface WrittenForm {
  /** The written package as the zip's pieces (see zipParts): join them, or write them as they are. */
  docxParts: Uint8Array[];
  plan: RewritePlan;
  livePlan: LiveFieldsPlan | undefined;
}

/** The document `target` (opened from `input.pkg`) with its citations in `form`. */
export function writeForm(input: FormInput, form: OutputMarker, target: OpenedDocument): WrittenForm {
  const { pkg, cslStyle, locale, seed } = input;
  const formIsLive = form === 'fields' || form === 'mendeley';
  const livePlan = formIsLive
    ? planLiveFields({
        citations: input.citations,
        byEntry: input.workSet.byEntry,
        cited: input.cited,
        items: input.items,
        keys: input.keys,
        paragraphs: target.allParagraphs,
        style: cslStyle,
        locale,
        form: form === 'mendeley' ? 'mendeley' : 'zotero',
        seed,
        renders: input.renders,
      })
    : undefined;
  const planInput: PlanInput = {
    citations: input.citations,
    byEntry: input.workSet.byEntry,
    keys: input.keys,
    labels: input.labels,
    style: form === 'pandoc' || form === 'latex' ? form : 'zotero',
    listParagraphs: input.located.listParagraphs,
    keepReferenceList: input.keepReferenceList,
  };
  if (livePlan) planInput.fields = { rendered: livePlan.rendered, superscript: livePlan.superscript };
  const plan = planRewrite(planInput);
  for (const span of input.removals) plan.edits.push({ ...span, replacement: '', normalSize: false, dropLink: false });
  // Both live forms replace the list with their manager's bibliography field, where the list stood.
  // Their entries in Word's Bibliography paragraph style, set to the style's layout as Zotero sets it.
  const look = livePlan ? bibliographyLook(target, livePlan.layout) : undefined;
  if (livePlan && look) placeBibliography(plan, input.located, input.keepReferenceList, livePlan, look, locale);
  applyRewrite(target, plan);
  // The notes that became citations go, like the reference list, unless it is kept.
  if (!input.keepReferenceList) removeNotes(target.noteParts, input.citedNotes);
  const replacements = new Map<string, string | Uint8Array>([[pkg.mainPart, target.serialize()], ...serializeNoteParts(target.noteParts)]);
  if (look?.stylesPart) replacements.set(...look.stylesPart);
  // Zotero's document preferences, unless the document already keeps its own (it had Zotero fields).
  if (form === 'fields' && !(input.existingFields.zotero > 0 && pkg.readXml('docProps/custom.xml')?.includes('ZOTERO_PREF_1'))) {
    for (const [name, xml] of prefsParts(pkg, prefsXml({ styleUri: cslStyle.uri, locale, seed }))) replacements.set(name, xml);
  }
  // Mendeley's current style, so its plugin refreshes in the style the fields were rendered in.
  if (form === 'mendeley') for (const [name, xml] of mendeleyPrefsParts(pkg, cslStyle)) replacements.set(name, xml);
  return { docxParts: writeDocxParts(pkg, replacements), plan, livePlan };
}

/**
 * The other forms asked for besides `marker`, each written on a fresh copy of the document from
 * the same lookups (the web app keeps every form, so any can be downloaded without processing again).
 */
export function writeVariants(
  input: FormInput,
  marker: OutputMarker,
  forms: readonly OutputMarker[],
  signal?: AbortSignal,
): Partial<Record<OutputMarker, Uint8Array>> {
  const variants: Partial<Record<OutputMarker, Uint8Array>> = {};
  for (const form of new Set(forms)) {
    // "zotero" is the old name of the RTF markers: the same document.
    if (form === marker || (form === 'zotero' && marker === 'rtf') || (form === 'rtf' && marker === 'zotero')) continue;
    throwIfAborted(signal);
    variants[form] = concatParts(writeForm(input, form, openDocument(input.pkg)).docxParts);
  }
  return variants;
}
