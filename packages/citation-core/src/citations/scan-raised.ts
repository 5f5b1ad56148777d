// Raised numbers — Word superscripts ("¹²" as separate link bubbles too, Japanese "1)"), Unicode
// superscript digits, "<sup>1</sup>" and "^1^" kept as text — and bare numbers that are each a link
// to their source ("retention.12"); and what tells them from powers ("10⁶", "g/cm³", "E = mc²").
import type { Paragraph, RunSpan } from '../docx/paragraphs.ts';
import { expandRanges, fromSuperscriptDigits, RANGE_DASHES } from './expand-ranges.ts';
import { inMonospace, isFootnoteLike, linkOf, NUMBER_LIST, runAt, runsIn } from './candidates.ts';
import type { Candidate } from './candidates.ts';
import { parseLocator } from './locator.ts';
import type { Locator } from './locator.ts';
import { DASHES } from '../text/dashes.ts';

const UNICODE_SUPERSCRIPT = /[⁰¹²³⁴⁵⁶⁷⁸⁹]+(?:\s*[˒,‚⁻-]\s*[⁰¹²³⁴⁵⁶⁷⁸⁹]+)*/g;
// The caret alone ("effects^13 in adults", "the end.^6"), as a chat's Markdown leaves it: after a
// word or a sentence's end, never after a digit or a lone letter ("10^6", "x^2" are powers).
const TEXT_SUPERSCRIPT = new RegExp(
  String.raw`<sup>\s*(${NUMBER_LIST})\s*</sup>|\^(${NUMBER_LIST})\^|(?<=\p{L}{3}|[.,;:)”"’])\^(${NUMBER_LIST})(?=$|[\s.,;:)])`,
  'giu',
);
/** Raised numbers, also set apart by spaces alone ("1 3", as Google Docs exports Gemini's). */
const SUPERSCRIPT_NUMBERS = new RegExp(String.raw`^[\s.,;:)\]]*(\d{1,4}(?:\s*[${RANGE_DASHES},;]\s*\d{1,4}|\s+\d{1,4})*)([)）])?[\s.,;:]*$`);
/** Units whose squares and cubes look like superscript citations: "12 m2". */
const UNITS = new Set(['m', 'cm', 'mm', 'km', 'µm', 'nm', 'ft', 'in', 'yd', 'mi', 's', 'kg', 'g', 'l', 'dm', 'sq', 'sec']);

export function scanSuperscripts(p: Paragraph, listAnchors: ReadonlySet<string>): Candidate[] {
  const out: Candidate[] = [];
  // Adjacent superscript runs form one span ("5" "," "9" split by an editor). Raised numbers that
  // are each a link of their own ("¹²", Perplexity's bubbles pasted into Word) are two numbers, not
  // twelve: where one link ends and another begins between two digits, the span reads a comma.
  const spans: { start: number; end: number; breaks: number[] }[] = [];
  let lastLink: unknown;
  for (const run of p.runs) {
    if (run.end === run.start) continue;
    if (!run.superscript || isFootnoteLike(run, listAnchors)) continue;
    const link = run.hyperlink ?? run.link;
    const last = spans[spans.length - 1];
    // "¹,²" typed with the comma (or the range's dash) left unraised is one citation, as "¹˒²" is.
    if (last && last.end < run.start && raisedSeparator(p.text, last.end, run.start)) last.end = run.start;
    if (last && last.end === run.start) {
      if (link !== undefined && lastLink !== undefined && link !== lastLink && /\d/.test(p.text.charAt(run.start - 1)) && /\d/.test(p.text.charAt(run.start))) {
        last.breaks.push(run.start - last.start);
      }
      last.end = run.end;
    } else spans.push({ start: run.start, end: run.end, breaks: [] });
    lastLink = link;
  }
  for (const span of spans) {
    const raw = p.text.slice(span.start, span.end);
    const ama = amaCitation(raw);
    if (ama) {
      const start = span.start + ama.offset;
      const end = start + ama.length;
      if (isExponent(p.text, start, ama.numbers.join(','), end)) continue;
      const runs = runsIn(p, start, end);
      const linked = runs.length > 0 && runs.every((r) => r.hyperlink !== undefined);
      out.push({ paragraphIndex: p.index, start, end, render: 'superscript', numbers: ama.numbers, superscript: true, linked, locators: ama.locators });
      continue;
    }
    if (raw.includes('[') || raw.includes('(')) continue; // bracket forms are scanned separately
    const match = SUPERSCRIPT_NUMBERS.exec(raw);
    if (!match?.[1]) continue;
    const offset = raw.indexOf(match[1]);
    const start = span.start + offset;
    // Japanese papers raise "1)" and "2,3)": the parenthesis is the citation's.
    const end = start + match[1].length + (match[2]?.length ?? 0);
    if (isExponent(p.text, start, match[1], end)) continue;
    const written = withBreaks(
      match[1],
      span.breaks.map((b) => b - offset),
    );
    const numbers = expandRanges(written.replace(/(\d)\s+(?=\d)/g, '$1,'));
    if (!numbers) continue;
    const runs = runsIn(p, start, end);
    const candidate: Candidate = {
      paragraphIndex: p.index,
      start,
      end,
      render: 'superscript',
      numbers,
      superscript: true,
      linked: runs.length > 0 && runs.every((r) => r.hyperlink !== undefined),
    };
    const links = linksOfNumbers(p, start, written);
    if (links) candidate.links = links;
    if (/^\d{2,3}$/.test(match[1]) && runs.length === match[1].length && runs.every((r) => r.end - r.start === 1)) candidate.digitRuns = true;
    out.push(candidate);
  }
  // Superscript written out as markup and kept as text: HTML's "<sup>1</sup>", pandoc's "^1^".
  for (const match of p.text.matchAll(TEXT_SUPERSCRIPT)) {
    const start = match.index;
    const end = start + match[0].length;
    const plain = match[1] ?? match[2] ?? match[3] ?? '';
    if (isExponent(p.text, start, plain, end) || inMonospace(p, start, end)) continue;
    const numbers = expandRanges(plain);
    if (!numbers) continue;
    out.push({ paragraphIndex: p.index, start, end, render: 'superscript', numbers, superscript: false, linked: false });
  }
  for (const match of p.text.matchAll(UNICODE_SUPERSCRIPT)) {
    const start = match.index;
    const end = start + match[0].length;
    if (runAt(p, start) && isFootnoteLike(runAt(p, start) as RunSpan, listAnchors)) continue;
    const plain = fromSuperscriptDigits(match[0]);
    if (isExponent(p.text, start, plain, end)) continue;
    const numbers = expandRanges(plain);
    if (!numbers) continue;
    // "⁽⁷⁾": raised parentheses around the digits are the citation's, as "(4)" raised in Word is;
    // left behind they would read "⁽(Smith, 2020)⁾".
    const enclosed = p.text.charAt(start - 1) === '⁽' && p.text.charAt(end) === '⁾';
    const [from, to] = enclosed ? [start - 1, end + 1] : [start, end];
    out.push({ paragraphIndex: p.index, start: from, end: to, render: 'superscript', numbers, superscript: true, linked: false });
  }
  if (out.length === 0 || isTitlePageLine(p.text, out)) return [];
  return out.filter((c) => !AFTER_DEGREE.test(p.text.slice(Math.max(0, c.start - 80), c.start)));
}

// A manuscript's title page numbers its authors' affiliations with raised numbers: "Jane Doe, MD¹;
// John Smith, PhD²" and "¹Department of Medicine, …". They are no citations of entries 1 and 2.
const DEGREE = String.raw`(?:M\.?D|Ph\.?D|D\.?Phil|M\.?Phil|M\.?Sc|B\.?Sc|M\.?P\.?H|Dr\.?P\.?H|R\.?N|B\.?S\.?N|M\.?S\.?N|M\.?B\.?B\.?S|MB\s?Ch\.?B|MB\s?B\.?S|BM\s?BCh|B\.?M|M\.?A|B\.?A|M\.?S|D\.?O|D\.?D\.?S|D\.?M\.?D|Pharm\.?D|M\.?B\.?A|Sc\.?D|D\.?Sc|M\.?Res|M\.?Ed|Ed\.?D|J\.?D|LL\.?M|DPT|NP|APRN|PA-C|MHSc|MSW|FRC[PS](?:C|Ed|I|ath|Glasg)?|FRA[CN]Z?[PCS]P?|FAC[CPS]|FAHA|FESC|MRCP(?:\s?\(UK\))?|FFPH|FMedSci)\.?`;
/** A name as a byline writes it: "Jane A. Doe", "María García-López", "Jan van der Berg" (never "Smith J", a reference's). */
const PERSON = String.raw`\p{Lu}[\p{L}’'-]*\.?(?:\s+(?:(?:van|von|de|der|den|da|di|du|del|della|la|le|dos|das|ter|ten|bin|ibn|al|el)\s+)*\p{Lu}[\p{L}’'-]*\.?){0,3}\s+(?:(?:van|von|de|der|den|da|di|du|del|della|la|le|dos|das|ter|ten|bin|ibn|al|el)\s+)*\p{Lu}[\p{L}’'-]*\p{L}`;
/** "Jane Doe, MD", "John Smith MD, PhD": a raised number after a person's degree marks an affiliation. */
const AFTER_DEGREE = new RegExp(String.raw`(?:^|[\s,;])${PERSON}(?:,?\s+${DEGREE})+\s*$`, 'u');
const PERSON_RE = new RegExp(String.raw`^${PERSON}$`, 'u');
const DEGREES_RE = new RegExp(String.raw`^(?:${DEGREE}\s*)+$`, 'u');
/** What an affiliation line starts with after its raised number: an institution, or an address to write to. */
const INSTITUTION =
  /^\s?(?:[^,.;\n]{0,60}?\b(?:Department|Dept\.|Departamento?|Département|Institut\p{L}*|Istituto|Universit\p{L}*|School|Faculty|Hospital|Hôpital|Klinik|Clinic|Cent(?:re|er|ro)|Division|Laborato(?:ry|ire|rio)|College|Unit|Programme|Program|Academy|Foundation|Ministry|Agency)\b|[\w.+-]+@[\w-]+\.[\w.-]+)/u;

/** Words of a body's or an organisation's name, never of a person's ("World Health Organization⁹, Global Fund¹⁰"). */
const BODY_WORDS =
  /\b(?:Organi[sz]ation|Association|Society|Group|Fund|Foundation|Agency|Institute|University|Council|Committee|Bank|Programme|Program|Health|Ministry|Office|Commission|Cent(?:re|er)|Trust|Alliance|Network|Consortium|Collaboration|Initiative|Board|Service|Survey|Union|Department|Hospital|College|School|Company|Inc|Ltd|Nations|States|Kingdom|Republic|Report|Study|Trial|Review|Statement|Guidelines?)\b/u;

/**
 * A line of a title page: it starts with a raised number and an institution ("¹Department of
 * Medicine, …", "² jane@uni.no"), or holds person names alone, each with its raised number and
 * perhaps a degree ("Jane Doe¹, John Smith²˒³ and Ann Lee³").
 */
function isTitlePageLine(text: string, raised: Candidate[]): boolean {
  const first = raised.reduce((a, b) => (b.start < a.start ? b : a));
  if (text.slice(0, first.start).trim() === '' && INSTITUTION.test(text.slice(first.end))) return true;
  if (text.length > 400) return false;
  let plain = '';
  let from = 0;
  for (const c of [...raised].sort((a, b) => a.start - b.start)) {
    plain += `${text.slice(from, c.start)},`;
    from = c.end;
  }
  plain += text.slice(from);
  const pieces = plain
    .replace(/[*†‡§¶#]/g, ',')
    .split(/\s*(?:[,;&]|\band\b)\s*/u)
    .filter((piece) => piece !== '');
  const names = pieces.filter((piece) => PERSON_RE.test(piece) && !BODY_WORDS.test(piece)).length;
  const degrees = pieces.filter((piece) => DEGREES_RE.test(piece)).length;
  return names + degrees === pieces.length && (names >= 2 || (names === 1 && degrees >= 1));
}

/** AMA's raised pinpoints: "1(p7)", "2(pp3,4)", "3,4(p12)", "3,8(pp4-6),9": pages in brackets after a number. */
const AMA_PART = String.raw`\d{1,4}(?:\s*[${RANGE_DASHES}]\s*\d{1,4})?(?:\(pp?\.?\s?[\dA-Za-z]+(?:\s*[${DASHES}]\s*[\dA-Za-z]+)?(?:\s*,\s*[\dA-Za-z]+(?:\s*[${DASHES}]\s*[\dA-Za-z]+)?)*\))?`;
const AMA_CITATION = new RegExp(String.raw`^[\s.,;:]*(${AMA_PART}(?:\s*,\s*${AMA_PART})*)[\s.,;:]*$`);
const AMA_PIECE = new RegExp(String.raw`(\d{1,4}(?:\s*[${RANGE_DASHES}]\s*\d{1,4})?)(?:\((pp?\.?\s?[^)]+)\))?`, 'g');

/** The numbers and pinpoints of a raised AMA citation with at least one pinpoint, and where it stands in `raw`. */
function amaCitation(raw: string): { numbers: number[]; locators: Record<number, Locator>; offset: number; length: number } | undefined {
  if (!raw.includes('(p')) return undefined;
  const match = AMA_CITATION.exec(raw);
  if (!match?.[1]) return undefined;
  const numbers: number[] = [];
  const locators: Record<number, Locator> = {};
  for (const piece of match[1].matchAll(AMA_PIECE)) {
    const expanded = expandRanges(piece[1] ?? '');
    if (!expanded) return undefined;
    numbers.push(...expanded);
    const last = expanded[expanded.length - 1];
    // "p7" is "p. 7" written without its space and full stop.
    const locator = piece[2] ? parseLocator(piece[2].replace(/^(pp?)\.?\s?/, '$1. ').replace(/\s*,\s*/g, ', ')) : undefined;
    if (locator && last !== undefined) locators[last] = locator;
  }
  if (Object.keys(locators).length === 0) return undefined;
  return { numbers, locators, offset: raw.indexOf(match[1]), length: match[1].length };
}

/**
 * The web link of each number of a raised citation whose numbers are links of their own ("¹²" as two
 * bubbles): what an answer copied without its sources cites. `written` is the citation's text from
 * `start`, with a comma at each link boundary.
 */
function linksOfNumbers(p: Paragraph, start: number, written: string): Record<number, string> | undefined {
  const links: Record<number, string> = {};
  let offset = start;
  for (const piece of written.split(',')) {
    const digits = /^\s*(\d{1,4})\s*$/.exec(piece)?.[1];
    const link = digits ? linkOf(runsIn(p, offset, offset + piece.length)) : undefined;
    if (digits && link) links[Number(digits)] = link;
    // A comma we added for a link boundary is not in the text; one that was written is.
    offset += piece.length + (p.text.charAt(offset + piece.length) === ',' ? 1 : 0);
  }
  return Object.keys(links).length > 0 ? links : undefined;
}

/** `text` with a comma at each of `offsets` that falls inside it (the boundaries of separate links). */
function withBreaks(text: string, offsets: number[]): string {
  let out = '';
  let from = 0;
  for (const at of offsets.filter((o) => o > 0 && o < text.length).sort((a, b) => a - b)) {
    out += `${text.slice(from, at)},`;
    from = at;
  }
  return out + text.slice(from);
}

/**
 * "retention.12" where "1" and "2" are each a link to a source: the citation bubbles of Perplexity
 * and Copilot pasted into Word (or converted from their HTML) arrive as bare numbers, each its own
 * hyperlink, glued to the text. So do Markdown footnotes rendered to HTML and pasted into Word: the
 * number links to the note's anchor in the list at the end ("#fn1"). Several in a row, or set apart
 * by a comma or a space, are one citation. Raised ones are the superscript scan's.
 */
export function scanLinkedNumbers(p: Paragraph, listAnchors: ReadonlySet<string>): Candidate[] {
  const stretches: { start: number; end: number; link?: string; key: unknown }[] = [];
  for (const run of p.runs) {
    if (run.end === run.start || run.superscript || isFootnoteLike(run, listAnchors)) continue;
    const web = run.link && /^https?:/i.test(run.link) ? run.link : undefined;
    // A number linked inside the document cites only when it lands on an entry of the list ("#fn1").
    if (!web && !(run.anchor && listAnchors.has(run.anchor))) continue;
    const key = run.hyperlink ?? web ?? run.anchor;
    const last = stretches[stretches.length - 1];
    if (last && last.key === key && last.end === run.start) last.end = run.end;
    else stretches.push({ start: run.start, end: run.end, ...(web ? { link: web } : {}), key });
  }
  const out: Candidate[] = [];
  let current: Candidate | undefined;
  for (const stretch of stretches) {
    const raw = p.text.slice(stretch.start, stretch.end);
    const digits = /^\s*(\d{1,3})\s*$/.exec(raw)?.[1];
    if (digits === undefined) {
      current = undefined;
      continue;
    }
    const start = stretch.start + raw.indexOf(digits);
    const end = start + digits.length;
    const n = Number(digits);
    if (current && /^,?\s?$/.test(p.text.slice(current.end, start))) {
      current.end = end;
      current.numbers.push(n);
      if (stretch.link) (current.links ??= {})[n] = stretch.link;
      continue;
    }
    // Glued to punctuation ("retention.1") or to a word ("retention1", never "v2" or "CO2"), or after
    // the space that ends a clause.
    // A year or a percentage closes a claim as a word does ("in 2023.1", "95%3", "in 2023 1": Le
    // Chat's numbered source links pasted with a space before them).
    const before = p.text.slice(Math.max(0, start - 6), start);
    const afterFigure = /(?:(?:%|(?:^|[^\d.,])(?:1[5-9]|20)\d\d)[ \u00a0]?|\d[\s\u00a0]?[A-Za-zµ]{1,3})$/.test(before);
    if (!afterFigure && (!/(?:[.,;:!?)\]"”’]|(?:^|[^\p{L}])?\p{L}{3,}|[\p{L}.,;:!?)"”’] )$/u.test(before) || /(?:^|[^\p{L}])\p{L}{1,2}$/u.test(before))) {
      current = undefined;
      continue;
    }
    current = { paragraphIndex: p.index, start, end, render: 'superscript', numbers: [n], superscript: false, linked: true };
    if (stretch.link) current.links = { [n]: stretch.link };
    out.push(current);
  }
  return out;
}

/**
 * Between two raised numbers, a comma, semicolon or range dash that is not raised itself ("1" "," "2"
 * as an author superscripts the numbers alone). Only a digit on each side: "m², y³" stays apart.
 */
function raisedSeparator(text: string, from: number, to: number): boolean {
  return to - from <= 3 && /\d/.test(text.charAt(from - 1)) && /\d/.test(text.charAt(to)) && RAISED_SEPARATOR.test(text.slice(from, to));
}
const RAISED_SEPARATOR = new RegExp(String.raw`^\s?[,;${RANGE_DASHES}]\s?$`);

/** The elements whose isotopes are written with their mass number raised before them ("¹H", "¹³C", "³H"). */
const ISOTOPE_ELEMENT_RE =
  /^(?:H|He|Li|Be|B|C|N|O|F|Ne|Na|Mg|Al|Si|P|S|Cl|Ar|K|Ca|Fe|Co|Ni|Cu|Zn|Ga|Ge|As|Se|Br|Kr|Rb|Sr|Zr|Mo|Tc|Ru|Ag|Cd|In|Sn|Sb|Te|I|Xe|Cs|Ba|Gd|Lu|Hf|Tl|Pb|Bi|Po|Rn|Ra|Th|U|Pu|Am)(?![\p{Ll}])/u;
/** Lengths, whose square and cube name an area or a volume whatever stands before them ("area (km²)"). */
const LENGTH_UNITS = new Set(['m', 'cm', 'mm', 'km', 'µm', 'μm', 'nm', 'ft', 'dm', 'yd', 'mi']);

/** "10⁶", "x10^3", "12 m2", "x²", "e⁴", "S¹", "(km²)", "∇²", "‖w‖²" and "¹H" are powers, maths or isotopes, not citations. */
function isExponent(text: string, start: number, numbers: string, end: number): boolean {
  // Only what stands right before matters; a bounded look back keeps every test linear.
  const before = text.slice(Math.max(0, start - 60), start);
  // "³H", "(¹³C)", "¹H-MRS": a mass number before its element, the number set apart from the word before.
  if (/(?:^|[\s([/-])$/.test(before) && ISOTOPE_ELEMENT_RE.test(text.slice(end, end + 3))) return true;
  // "∇²u", "‖w‖²", "|x|²": after an operator that is raised to a power.
  if (/[∇∂‖|]$/.test(before)) return true;
  // "10⁻⁴", "e⁺²", "m s⁻¹", "kg m⁻² yr⁻¹": a raised sign before the digits is a power's; one after them,
  // an ion's charge ("Ca²⁺", "SO₄²⁻").
  if (/[⁻⁺]$/.test(before) || /^[⁻⁺]/.test(text.charAt(end))) return true;
  // "CO²", "NO²", "NH³", "CH⁴": a common formula with its count raised instead of lowered.
  if (/(?:^|[^\p{L}\p{N}])(?:CO|NO|SO|NH|CH|PO|SiO|TiO)$/u.test(before) && /^[2-4]$/.test(numbers.trim())) return true;
  // "10⁶" is a power, but a year ("in 2023¹") or a count with thousands separators ("1,419 GW²" is no
  // quantity anyone squares) is a claim with its source after it.
  if (/\d$/.test(before)) {
    if (/(?:^|[^\d.,])(?:(?:1[5-9]|20)\d\d|\d{1,3}(?:,\d{3})+)$/.test(before)) return false;
    return !endsInNameWithDigits(before) && !isNumberOfName(before, text.slice(end, end + 4));
  }
  // "E = mc²": a short term after an equals sign.
  if (/=\s*\p{L}{1,3}$/u.test(before)) return true;
  // "g/cm³", "mA/cm²", "cells/mm³", "cost per ft²": a unit divided by, or per, a length.
  if (
    /(?:\/|·|\bper\s)(?:[A-Za-zµ]{1,2})$/.test(before) &&
    UNITS.has(/([A-Za-zµ]{1,2})$/.exec(before)?.[1]?.toLowerCase() ?? '') &&
    /^[23]$/.test(numbers.trim())
  )
    return true;
  // "1.5 °C⁶": no temperature is raised to a power; the number after it is a source.
  if (/°[CF]$/.test(before)) return false;
  // A letter standing alone (a variable, a constant, a unit): "x²", "e⁴", "S¹", "m³".
  if (/(?:^|[^\p{L}\p{N}])[\p{L}]$/u.test(before)) return true;
  // After maths operators or a closing bracket of an expression: "(a+b)²", "= 2²".
  if (/[=+*/^−-]\s*$/.test(before) || (/\)$/.test(before) && /[=+*/^−]/.test(before.slice(-20)))) return true;
  const unit = /(?:^|[\s\d(])([A-Za-zµμ]{1,3})$/.exec(before)?.[1];
  if (unit && UNITS.has(unit.toLowerCase()) && /^[23]$/.test(numbers.trim())) {
    // "in the 1990s²": a decade, its source after it.
    if (unit === 's' && /(?:1[5-9]|20)\d0s$/.test(before)) return false;
    return /\d\s*[A-Za-zµμ]{1,3}$/.test(before) || LENGTH_UNITS.has(unit);
  }
  return false;
}

/**
 * "COVID-19⁷", "SARS-CoV-2³", "IL-6¹²", "CD4¹³", "H1N1¹⁴": a name made of letters and digits, the
 * raised number after it its source. Two letters at least: "x1²", "5x10⁶" and "1e10²" are maths.
 */
function endsInNameWithDigits(before: string): boolean {
  const token = /[^\s([{"“‘'/]+$/u.exec(before)?.[0] ?? '';
  return (token.match(/\p{L}/gu)?.length ?? 0) >= 2 && !/^[\d.,]*[x×]10$/i.test(token);
}

/** Words a number after which names a kind or a release, not a quantity ("type 2", "version 4", "phase 3"). */
const NUMBERED_KINDS = new Set([
  'type',
  'version',
  'ver',
  'v',
  'release',
  'revision',
  'rev',
  'phase',
  'stage',
  'grade',
  'class',
  'wave',
  'tier',
  'generation',
  'gen',
  'edition',
  'series',
  'model',
  'level',
]);
/** Capitalised words a quantity follows at a sentence's start ("About 10⁶ cells"), which name nothing. */
const LEADING_WORDS = new Set([
  'about',
  'above',
  'after',
  'almost',
  'approximately',
  'around',
  'at',
  'below',
  'by',
  'each',
  'every',
  'exactly',
  'for',
  'from',
  'in',
  'just',
  'nearly',
  'of',
  'only',
  'over',
  'roughly',
  'some',
  'than',
  'the',
  'to',
  'under',
  'up',
  'with',
  'within',
]);

/**
 * "type 2¹⁵", "R 4.2²¹", "Gaussian 16⁷", "SPSS 26³": a number after the word it numbers — a kind, a
 * release of a named thing — with its source raised after it. A quantity is written after a
 * lowercase word ("a factor of 10³", "with 2¹⁰ samples") and a power stands in a formula ("2¹⁰ = 1024").
 */
function isNumberOfName(before: string, after: string): boolean {
  const match = /(?:^|[^\p{L}\p{N}.,-])(\p{L}[\p{L}\p{N}-]*)[ \u00a0](\d{1,3}(?:\.\d{1,3}){0,2})$/u.exec(before);
  const word = match?.[1];
  if (!word || /^\s*[=×*/^+−·]/.test(after)) return false;
  if (NUMBERED_KINDS.has(word.toLowerCase())) return true;
  return /^\p{Lu}/u.test(word) && !LEADING_WORDS.has(word.toLowerCase());
}
