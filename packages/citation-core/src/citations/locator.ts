// Pinpoint locators written inside a numbered citation: "[1, p. 5]", "[2, pp. 12–15]", "[3: 44]",
// "(4, ch. 2)", "[5, fig. 3]". The locator goes to every output form: the live field's citation item
// (locator and label, as Zotero stores them), "{Smith, 2020, p. 5}" for RTF Scan, "[@smith2020,
// p. 5]" for pandoc and "\cite[p.~5]{smith2020}" for LaTeX.
import { DASHES } from '../text/dashes.ts';

/** The locator labels Zotero's citation dialog offers that a numbered report is likely to use. */
export type LocatorLabel =
  | 'page'
  | 'chapter'
  | 'section'
  | 'paragraph'
  | 'figure'
  | 'table'
  | 'equation'
  | 'appendix'
  | 'supplement'
  | 'volume'
  | 'line'
  | 'column'
  | 'note'
  // A pinpoint CSL has no label for ("Thm. 2", "Lemma 3"): kept as written, after the citation.
  | 'other';

export interface Locator {
  label: LocatorLabel;
  /** As written: "5", "12–15". */
  locator: string;
}

/** The theorem-like parts of a paper a pinpoint names, which CSL has no label for. */
const OTHER_WORDS =
  'th|thm|theorem|lem|lemma|prop|proposition|cor|corollary|def|definition|alg|algorithm|ex|example|exercise|rem|remark|box|claim|conj|conjecture|prob|problem|slides?|loc|location';

const LABEL_WORDS: [RegExp, LocatorLabel][] = [
  // English, and the page and chapter words of reports in German (S., Kap.), Spanish (pág.) and Russian (с.).
  // "at 7" is the pinpoint of legal citation ("[5, at 7]": page 7 of the case or article).
  [/^(?:p|pp|pg|pgs|page|pages|S|pág|págs|с|at)$/iu, 'page'],
  [/^(?:ch|chap|chapter|chapters|Kap|cap)$/i, 'chapter'],
  [/^(?:sec|sect|section|sections|§|§§)$/i, 'section'],
  [/^(?:para|paras|paragraph|¶)$/i, 'paragraph'],
  [/^(?:fig|figs|figure|figures)$/i, 'figure'],
  // CSL 1.0.2's table and equation labels (csl-citation.json lists them; Zotero stores any of them).
  [/^(?:tab|tabs|tbl|tbls|table|tables)$/i, 'table'],
  [/^(?:eq|eqs|eqn|eqns|equation|equations)$/i, 'equation'],
  [/^(?:app|apps|appx|appendix|appendices)$/i, 'appendix'],
  [/^(?:suppl|supp|supplement|supplementary)$/i, 'supplement'],
  [new RegExp(`^(?:${OTHER_WORDS})$`, 'i'), 'other'],
  [/^(?:vol|vols|volume)$/i, 'volume'],
  [/^(?:l|ll|line|lines)$/i, 'line'],
  [/^(?:col|cols|column)$/i, 'column'],
  [/^(?:n|nn|note|notes)$/i, 'note'],
];

/**
 * "5", "12–15", "5 ff.", "12 f." (and the following pages), "(3)" as equations are numbered, and the
 * supplement's own numbering ("Fig. S2", "pp. S4–S6").
 */
const ONE_VALUE = String.raw`(?:S?\d[\w.]*(?:\([a-z]\))?(?:\s*[${DASHES}]\s*S?\d[\w.]*)?(?:\s?ff?\.?(?=[\s\]】］),;]|$))?|\(\d{1,4}[a-z]?\))`;
/** "Sec. III", "Table II", "Ch. IV": IEEE numbers its sections and tables in capital Roman numerals (CSL has no label for a part). */
const ROMAN_PARTS = String.raw`(?:ch|chap(?:ters?)?|sec(?:t|tions?)?|§§?|tabs?|tables?|apps?|appendix)\.?\s*[IVXLC]{1,7}(?![\p{L}\d])`;
/** "pp. 5–7, 12", "pp. 7 and 9": several pages or ranges after one label. */
const VALUE = String.raw`${ONE_VALUE}(?:(?:\s*,\s*|\s+(?:and|&)\s+)(?=\d)${ONE_VALUE})*`;
/** "p. vii", "pp. xii–xiv": the front matter's pages, numbered in lower-case roman numerals. */
const ROMAN_PAGES = String.raw`(?:pp?|pgs?|pages?)\.?\s*[ivxlc]{1,7}(?:\s*[${DASHES}]\s*[ivxlc]{1,7})?(?![\p{L}\d])`;
/** "第7页", "第3章", "第2节": a Chinese pinpoint, the number between 第 and the word for page, chapter or section. */
const CJK_PINPOINT = String.raw`第\s*\d{1,5}(?:\s*[${DASHES}~～]\s*\d{1,5})?\s*[页頁章节節]`;
const CJK_LABELS: Record<string, LocatorLabel> = { 页: 'page', 頁: 'page', 章: 'chapter', 节: 'section', 節: 'section' };
/** The labels of one locator, then its value (what a compound pinpoint is made of). */
const SIMPLE_LOCATOR = String.raw`(?:${ROMAN_PAGES}|${ROMAN_PARTS}|${CJK_PINPOINT}|(?:pp?|pgs?|pages?|S\.|págs?|с\.|Kap|cap|chap(?:ters?)?|ch|sec(?:t|tions?)?|§§?|paras?|paragraph|¶|figs?|figures?|tabs?|tbls?|tables?|eqn?s?|equations?|${OTHER_WORDS}|ll?|lines?|cols?|column|nn?|notes?)\.?\s*${VALUE}|(?:apps?|appx|appendix|appendices)\.?\s*(?:[A-Z](?:[\d.]*\d)?\b|${VALUE}))`;
/**
 * "vol. 2, p. 3", "Ch. 2, p. 7", "Part 1, sec. 4": a part of the work (one number), then a pinpoint
 * inside it; and "Suppl. Table 3", "Supplementary Fig. S2": the supplement's own figure or table.
 * Zotero holds one locator per source, so such a pinpoint is kept as written (label 'other').
 */
const CONTAINER_WORDS = String.raw`(?:vols?|volume|ch|chap(?:ter)?|pt|part|bk|book|sec(?:t|tion)?|§|art|article)`;
const COMPOUND_LOCATOR = String.raw`(?:${CONTAINER_WORDS}\.?\s*(?:\d{1,4}[A-Za-z]?|[IVXLC]{1,6})(?:\s*,\s*|\s+)${SIMPLE_LOCATOR}|(?:suppl|supp|supplementary|supplemental|extended\s+data)\.?\s+${SIMPLE_LOCATOR})`;
/**
 * "00:03:12", "3:12", "1:02:03–1:04:00": a moment of a video, podcast or recorded talk, after a comma
 * ("[1, 00:03:12]"); after a colon a number is a page ("[3: 44]"), so "[1, 00:03]" never reads "00" as a source.
 */
const TIMESTAMP = String.raw`(?<=,\s*)(?:\d{1,2}:[0-5]\d(?::[0-5]\d)?(?:\s*[${DASHES}]\s*\d{1,2}:[0-5]\d(?::[0-5]\d)?)?)(?![\d:])`;
const COMPOUND_OR_TIMESTAMP = new RegExp(`^(?:${COMPOUND_LOCATOR}|${TIMESTAMP.replace('(?<=,\\s*)', '')})$`, 'iu');
/** "p. 5", "pp. 12–15", "ch. 2", "§ 3", "fig. 3", "Table 1", "Eq. (3)": a label word, then a number or a range. */
export const LABELLED_LOCATOR_SOURCE = String.raw`(?:${COMPOUND_LOCATOR}|${TIMESTAMP}|${ROMAN_PAGES}|${ROMAN_PARTS}|${CJK_PINPOINT}|(?:pp?|pgs?|pages?|at(?=\s)|S\.|págs?|с\.|Kap|cap|chap(?:ters?)?|ch|sec(?:t|tions?)?|§§?|paras?|paragraph|¶|figs?|figures?|tabs?|tbls?|tables?|eqn?s?|equations?|suppl?|supplement(?:ary)?|${OTHER_WORDS}|vols?|volume|ll?|lines?|cols?|column|nn?|notes?)\.?\s*${VALUE}|(?:apps?|appx|appendix|appendices)\.?\s*(?:[A-Z](?:[\d.]*\d)?\b|${VALUE}))`;
/** After a colon a bare number is a page: "[3: 44]". */
export const PAGE_AFTER_COLON_SOURCE = String.raw`\d{1,5}(?:\s*[${DASHES}]\s*\d{1,5})?`;

/** The locator of a matched piece ("p. 5", or "44" after a colon), or undefined when it is none. */
export function parseLocator(text: string | undefined): Locator | undefined {
  const trimmed = text?.trim();
  if (!trimmed) return undefined;
  const bare = new RegExp(`^\\d{1,5}(?:\\s*[${DASHES}]\\s*\\d{1,5})?$`).exec(trimmed);
  if (bare) return { label: 'page', locator: normaliseRange(trimmed) };
  // Kept as written: a compound pinpoint and a timestamp have no one CSL label and value.
  if (COMPOUND_OR_TIMESTAMP.test(trimmed)) return { label: 'other', locator: normaliseRange(trimmed) };
  const cjk = new RegExp(`^第\\s*(.+?)\\s*([页頁章节節])$`, 'u').exec(trimmed);
  if (cjk?.[1] && cjk[2]) return { label: CJK_LABELS[cjk[2]] ?? 'page', locator: normaliseRange(cjk[1].replace(/[~～]/g, '–')) };
  // "Appendix B2" and "App. A": an appendix is lettered.
  const m = new RegExp(String.raw`^([^\d\s.(]+)\.?\s*(\(?\d.*|[IVXLC]{2,7}|[A-Z](?:[\d.]*\d)?|[ivxlc]{1,7}(?:\s*[${DASHES}]\s*[ivxlc]{1,7})?)$`, 'u').exec(
    trimmed,
  );
  if (!m?.[1] || !m[2]) return undefined;
  const label = LABEL_WORDS.find(([re]) => re.test(m[1] as string))?.[1];
  // Small Roman numerals number pages only ("p. vii"); "ch. iv" is left as written. Capital ones
  // number IEEE's sections, tables, chapters, parts and appendices ("Sec. III", "Table II").
  if (/^[ivxlc]/.test(m[2]) && label !== 'page') return undefined;
  if (/^[IVXLC]+$/.test(m[2]) && !['section', 'table', 'chapter', 'appendix', 'other'].includes(label ?? '')) return undefined;
  if (label === 'other') return { label, locator: normaliseRange(trimmed) };
  return label ? { label, locator: normaliseRange(m[2]) } : undefined;
}

/** "12 - 15" → "12–15": one range form in every output. */
function normaliseRange(value: string): string {
  return value
    .replace(new RegExp(`\\s*[${DASHES}]\\s*`, 'g'), '–')
    .replace(/\s+(?:and|&)\s+/g, ', ')
    .trim();
}

const SHORT: Record<LocatorLabel, [string, string]> = {
  page: ['p.', 'pp.'],
  chapter: ['chap.', 'chaps.'],
  section: ['sec.', 'secs.'],
  paragraph: ['para.', 'paras.'],
  figure: ['fig.', 'figs.'],
  table: ['tbl.', 'tbls.'],
  equation: ['eq.', 'eqs.'],
  appendix: ['app.', 'apps.'],
  supplement: ['suppl.', 'suppls.'],
  other: ['', ''],
  volume: ['vol.', 'vols.'],
  line: ['l.', 'll.'],
  column: ['col.', 'cols.'],
  note: ['n.', 'nn.'],
};

/** "p. 5", "pp. 12–15": how the text markers write a locator (the forms pandoc also reads). */
export function locatorText(locator: Locator): string {
  if (locator.label === 'other') return locator.locator; // "Thm. 2", as written
  const [one, many] = SHORT[locator.label];
  return `${/[–,&]/.test(locator.locator) ? many : one} ${locator.locator}`;
}
