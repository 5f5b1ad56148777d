// The headings a reference list stands under: the words AI tools and people use, in the languages
// reports are written in, and what a heading line looks like (lists/locate.ts decides what follows it).
import type { Paragraph } from '../docx/paragraphs.ts';
import { typedLabel } from './labels.ts';
import { isRunOnSiteList, runOnStarts } from './run-on-labels.ts';

// The words AI tools and people head a reference list with, in the languages reports are written
// in (a German Gemini export says "Quellen", a French one "Références", a Chinese one "参考文献").
const HEADING_WORDS = new RegExp(
  `^(?:${[
    // English
    'references?',
    'sources?',
    'works? cited',
    'bibliography',
    'citations?',
    'notes?',
    'end ?notes',
    'foot ?notes',
    'references and notes',
    'notes and references',
    'literature cited',
    'literature',
    'reference list',
    'cited works',
    'sources cited',
    'works consulted',
    'sources consulted',
    'references consulted',
    'source list',
    'further reading',
    // German
    'quellen',
    'quellenangaben',
    'quellenverzeichnis',
    'literatur',
    'literaturverzeichnis',
    'literaturangaben',
    'referenzen',
    'einzelnachweise',
    'anmerkungen',
    'belege',
    'fußnoten',
    'zitierte werke',
    // French, Spanish, Italian, Portuguese
    'références',
    'références bibliographiques',
    'bibliographie',
    'ouvrages cités',
    'referencias',
    'referencias bibliográficas',
    'fuentes',
    'bibliografía',
    'obras citadas',
    'obras consultadas',
    'fuentes consultadas',
    'bibliografía consultada',
    'références consultées',
    'ouvrages consultés',
    'sources consultées',
    'sources citées',
    'trabalhos citados',
    'obras citadas y consultadas',
    'fontes consultadas',
    'fonti consultate',
    'notas',
    'riferimenti',
    'riferimenti bibliografici',
    'fonti',
    'opere citate',
    'bibliografia',
    'referências',
    'referências bibliográficas',
    'fontes',
    // Dutch, Scandinavian, Polish, Turkish, Russian
    'bronnen',
    'geciteerde werken',
    'bronvermelding',
    'referenties',
    'literatuur',
    'literatuurlijst',
    'noten',
    'källor',
    'referenser',
    'kilder',
    'referencer',
    'referanser',
    'źródła',
    'przypisy',
    'kaynaklar',
    'kaynakça',
    'alıntılanan çalışmalar',
    'alıntılanan eserler',
    'cytowane prace',
    'prace cytowane',
    'источники',
    'литература',
    'список литературы',
    'список источников',
    'использованные источники',
    'использованная литература',
    'цитируемые работы',
    'процитированные работы',
    'цитированные работы',
    // Czech, Slovak, Croatian, Ukrainian, Greek, Finnish, Hungarian, Romanian, Catalan, Danish
    'literatura',
    'použitá literatura',
    'seznam literatury',
    'zdroje',
    'použité zdroje',
    'izvori',
    'джерела',
    'література',
    'список використаних джерел',
    'βιβλιογραφία',
    'πηγές',
    'αναφορές',
    'lähteet',
    'kirjallisuus',
    'források',
    'irodalom',
    'felhasznált irodalom',
    'hivatkozások',
    'bibliografie',
    'surse',
    'referințe',
    'referències',
    'fonts',
    'litteratur',
    'citerade verk',
    'citerede værker',
    'siterte verk',
    'citovaná díla',
    'lähdeluettelo',
    'idézett művek',
    'lucrări citate',
    // Arabic, Hebrew, Persian, Hindi, Indonesian and Malay, Vietnamese, Thai
    'المراجع',
    'المصادر',
    'مراجع',
    'مصادر',
    'الأعمال المقتبسة',
    'الأعمال المستشهد بها',
    'قائمة المراجع',
    'المصادر والمراجع',
    'מקורות',
    'ביבליוגרפיה',
    'רשימת מקורות',
    'منابع',
    'संदर्भ',
    'सन्दर्भ',
    'स्रोत',
    'daftar pustaka',
    'referensi',
    'sumber',
    'rujukan',
    'karya yang dikutip',
    'karya yang dirujuk',
    'bibliografi',
    'tài liệu tham khảo',
    'nguồn',
    'các công trình được trích dẫn',
    'tác phẩm được trích dẫn',
    'เอกสารอ้างอิง',
    'อ้างอิง',
    'แหล่งที่มา',
    // Chinese, Japanese, Korean
    '參考文獻',
    '參考資料',
    '参考資料',
    '参考文献',
    '参考资料',
    '参考來源',
    '参考来源',
    '来源',
    '來源',
    '引用文献',
    '引用的著作',
    '引用著作',
    '引用作品',
    '引用された著作',
    '引用文獻',
    '出典',
    '참고문헌',
    '참고 문헌',
    '출처',
    '인용된 저작물',
    '인용 문헌',
    '인용문헌',
  ].join('|')})$`,
  'iu',
);

export function isReferenceHeading(paragraph: Paragraph): boolean {
  // A table's "Source" column header is not a heading.
  if (paragraph.inTable) return false;
  if (paragraph.numbering?.value !== undefined && !paragraph.isHeading) return false;
  // A styled heading, a bold line or a short line of its own: exports differ, the words decide.
  // "Sources used in section 1:": a longer line is a heading when it introduces what follows.
  // Asked first, as it is cheap: most paragraphs are prose, and the words are then never read.
  const words = paragraph.text.trim().split(/\s+/).length;
  const setApart = paragraph.isHeading || paragraph.isTitle || paragraph.allBold || words <= 4 || (words <= 7 && /:\s*$/.test(paragraph.text));
  return setApart && isHeadingWords(normalizeHeading(paragraph.text));
}

/**
 * "References↵1. Smith…↵2. Doe…": the heading typed as the first line of the paragraph that holds the
 * whole list (lines broken with w:br). The heading's words, when the first line is one.
 */
export function inlineHeading(paragraph: Paragraph): string | undefined {
  if (paragraph.inTable || paragraph.numbering?.value !== undefined) return undefined;
  const [first, ...rest] = paragraph.text.split('\n').filter((line) => line.trim() !== '');
  if (first === undefined) return undefined;
  const leadIn = headingLeadIn(first);
  if (leadIn !== undefined) return normalizeHeading(first.slice(0, leadIn));
  if (rest.length === 0 || first.trim().split(/\s+/).length > 4) return undefined;
  return isHeadingWords(normalizeHeading(first)) ? normalizeHeading(first) : undefined;
}

/** "References:", "Sources —", "**Works cited**": heading words set before the list on its own line. */
const LEAD_IN = /^\s*([^\n:：—–[(]{1,40}?)\s*(?:[:：]|\s[—–-])\s*/u;

/**
 * "References: [1] A. Smith, … [2] B. Jones, …": the heading and a run-on list in one line (lists/run-on-labels.ts).
 * The length of the heading part, when the line is such; undefined otherwise (a sentence ending in a
 * colon before a single numbered point is not a list).
 */
export function headingLeadIn(line: string): number | undefined {
  const lead = LEAD_IN.exec(line);
  if (!lead?.[1]) return undefined;
  const rest = line.slice(lead[0].length);
  if (!typedLabel(rest)) return undefined;
  if (isHeadingWords(normalizeHeading(lead[1]))) return runOnStarts(rest).length > 0 ? lead[0].length : undefined;
  // "Learn more: 1. iea.org 2. irena.org": a numbered line of nothing but site names is a sources
  // line, whatever its few words of lead-in say (a tool's own wording, in any language).
  return lead[1].trim().split(/\s+/).length <= 4 && isRunOnSiteList(rest) ? lead[0].length : undefined;
}

/** "Additional sources", "Other references", "Web sources": a heading word with a word that sorts it. */
const QUALIFIED =
  /^(?:additional|other|further|more|secondary|primary|online|web|selected|academic|scholarly|news|key|cited|main|general|external|industry|government|official|supporting)\s+(.+)$/i;

/**
 * "Sources for section 1", "References for Chapter 2", "Sources used in this section", "Chapter 3
 * references": a heading word scoped to a part of the document (reports that close every section with
 * its own list). Only parts of a document: "Sources of energy" is a topic, not a list heading.
 */
const PART = String.raw`(?:section|chapter|part|appendix|article|report|paper|essay|post|study|module|unit|lesson|topic|question|answer|slide|page|summary|review)s?`;
const SCOPED_AFTER = new RegExp(
  String.raw`^(.+?)(?:\s+(?:used|cited|consulted|mentioned|referenced))?\s+(?:for|in|of|to|from)\s+(?:(?:this|the|each|our|that)\s+)?${PART}(?:\s+[\p{L}\p{N}][\p{L}\p{N}.-]{0,5})?$`,
  'iu',
);
const SCOPED_BEFORE = new RegExp(String.raw`^${PART}\s+[\p{L}\p{N}][\p{L}\p{N}.-]{0,5}\s*[:.\-–—]?\s+(.+)$`, 'iu');
/** "References (Part 1)", "Sources (Section 2)", "References (continued)": the part named in brackets. */
const SCOPED_BRACKETED = new RegExp(String.raw`^(.+?)\s*\((?:${PART}\s+[\p{L}\p{N}][\p{L}\p{N}.-]{0,5}|cont(?:inued|\.|'d)?)\)$`, 'iu');

/** "Sources and References", "Citations & Sources": two heading words joined are a heading too. */
function isHeadingWords(text: string): boolean {
  if (HEADING_WORDS.test(text)) return true;
  const scoped = SCOPED_AFTER.exec(text)?.[1] ?? SCOPED_BEFORE.exec(text)?.[1] ?? SCOPED_BRACKETED.exec(text)?.[1];
  if (scoped !== undefined && isHeadingWords(scoped)) return true;
  const qualified = QUALIFIED.exec(text)?.[1];
  if (qualified !== undefined && HEADING_WORDS.test(qualified)) return true;
  const parts = text.split(/\s+(?:and|&|\+|und|et|y|e|en)\s+|\s*[,/]\s*/i);
  return parts.length > 1 && parts.every((part) => HEADING_WORDS.test(part));
}

/** "Notes", "Endnotes", "Appendix B: Notes", "Anmerkungen": a heading that may head remarks as well as references. */
const NOTES_HEADING = /(?:^|[\s:—–-])(?:end\s?|foot\s?)?notes?$|^(?:anmerkungen|fußnoten|notas|remarques|nota|noten)$/i;

export function headsNotes(normalized: string): boolean {
  return NOTES_HEADING.test(normalized);
}

export function normalizeHeading(text: string): string {
  return (
    text
      .trim()
      // Markdown pasted as text ("## References", "**Sources**") and a leading emoji ("📚 References").
      .replace(/^[^\p{L}\p{N}]+/u, '')
      .replace(/^(?:\d+(?:\.\d+)*\.?|[IVXLC]+\.)\s+/, '')
      .replace(/[^\p{L}\p{N})]+$/u, '')
      .replace(/\s+/g, ' ')
  );
}

/** A line that can head a list: not a list entry itself, in no table, and set apart by its look or its length. */
export function isShortHeadingLine(p: Paragraph): boolean {
  const text = p.text.trim();
  if (text === '' || p.inTable || p.numbering?.value !== undefined || typedLabel(text)) return false;
  // A sentence ("As shown [1].") is not a heading, however short.
  if (/[.!?]$/.test(text) || /[[【［(]\s*\d/.test(text)) return false;
  const words = normalizeHeading(text).split(/\s+/).filter(Boolean).length;
  if (words === 0 || words > 6) return false;
  return p.isHeading || p.isTitle || p.allBold || text.endsWith(':') || words <= 4;
}
