// The order WordprocessingML's schema gives the children of w:rPr and w:pPr (ECMA-376 Part 1:
// §17.3.2.28 CT_RPr / EG_RPrBase, §17.3.1.26 CT_PPr, §17.3.1.29 CT_ParaRPr). Word refuses a document
// ("unreadable content") whose properties break it, where LibreOffice shrugs; every property this
// tool writes goes in through putInOrder, and a test checks every output against these lists.
import type { Element } from './xml.ts';
import { wChild, wChildren } from './xml.ts';

/** EG_RPrBase: a run's formatting, in order. */
const RUN_PROPERTY_BASE = [
  'rStyle',
  'rFonts',
  'b',
  'bCs',
  'i',
  'iCs',
  'caps',
  'smallCaps',
  'strike',
  'dstrike',
  'outline',
  'shadow',
  'emboss',
  'imprint',
  'noProof',
  'snapToGrid',
  'vanish',
  'webHidden',
  'color',
  'spacing',
  'w',
  'kern',
  'position',
  'sz',
  'szCs',
  'highlight',
  'u',
  'effect',
  'bdr',
  'shd',
  'fitText',
  'vertAlign',
  'rtl',
  'cs',
  'em',
  'lang',
  'eastAsianLayout',
  'specVanish',
  'oMath',
] as const;

/** CT_RPr: a run's w:rPr. */
export const RUN_PROPERTY_ORDER: readonly string[] = [...RUN_PROPERTY_BASE, 'rPrChange'];

/** CT_ParaRPr: the paragraph mark's w:rPr inside w:pPr, revision marks first. */
export const PARAGRAPH_MARK_RUN_PROPERTY_ORDER: readonly string[] = ['ins', 'del', 'moveFrom', 'moveTo', ...RUN_PROPERTY_BASE, 'rPrChange'];

/** CT_PPr: a paragraph's w:pPr. */
export const PARAGRAPH_PROPERTY_ORDER: readonly string[] = [
  'pStyle',
  'keepNext',
  'keepLines',
  'pageBreakBefore',
  'framePr',
  'widowControl',
  'numPr',
  'suppressLineNumbers',
  'pBdr',
  'shd',
  'tabs',
  'suppressAutoHyphens',
  'kinsoku',
  'wordWrap',
  'overflowPunct',
  'topLinePunct',
  'autoSpaceDE',
  'autoSpaceDN',
  'bidi',
  'adjustRightInd',
  'snapToGrid',
  'spacing',
  'ind',
  'contextualSpacing',
  'mirrorIndents',
  'suppressOverlap',
  'jc',
  'textDirection',
  'textAlignment',
  'textboxTightWrap',
  'outlineLvl',
  'divId',
  'cnfStyle',
  'rPr',
  'sectPr',
  'pPrChange',
];

/** Puts `child` into the properties element `props` at its place in `order`, replacing one of the same name. */
export function putInOrder(props: Element, child: Element, order: readonly string[]): void {
  const name = child.localName ?? '';
  const old = wChild(props, name);
  if (old && old !== child) props.removeChild(old);
  const rank = order.indexOf(name);
  const after = wChildren(props).find((c) => c !== child && order.indexOf(c.localName ?? '') > rank);
  props.insertBefore(child, after ?? null);
}
