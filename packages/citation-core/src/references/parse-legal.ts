// Patents, standards, legislation and court cases: works whose entry names them by a number only
// their kind has ("U.S. Patent No. 7,654,321", "ISO/IEC 27001:2022", "Regulation (EU) 2024/1689",
// "347 U.S. 483"). A single word ("patent", "act", "standard") is never enough: an article about
// patents stays an article.
import type { CslType, ParsedReference } from '../types.ts';
import { parseNames } from './parse-names.ts';

interface Legal {
  type: CslType;
  /** The patent's or standard's number, as the entry writes it. */
  number?: string;
  /** The text that says what the work is: a field that holds only it is no title or journal. */
  match: string;
}

const PATENT_OFFICE = String.raw`US|EP|WO|GB|DE|FR|JP|CN|KR|CA|AU|IN|RU|CH`;
const PATENT_NUMBER = String.raw`(?:\d{4}\/\d{5,7}|\d{1,3}(?:,\d{3}){2,3}|\d{5,11})`;
/** "U.S. Patent No. 7,654,321", "United States patent US 1234567", "European Patent EP 1234567 A1", "Patent No.: 123456". */
const PATENT_WORD_RE = new RegExp(
  String.raw`\bpat(?:ent|\.)(?:\s+application)?\s*(?:(?:No|Nr|Number)\.?\s*:?\s*|#\s*)?((?:(?:${PATENT_OFFICE})\s?)?${PATENT_NUMBER}(?:\s?[ABCUE]\d?\b)?)`,
  'iu',
);
/** "US 7654321 B2", "EP 1234567 A1", "WO 2019/123456 A1", "US 2010/0123456 A1": an office, a number and its kind code. */
const PATENT_KIND_RE = new RegExp(String.raw`\b((?:${PATENT_OFFICE})\s?${PATENT_NUMBER}\s?[ABCU]\d?)(?![\w/-])`, 'u');
/** GB/T 7714's marks: [P] a patent, [S] a standard. */
const GBT_RE = /\[(P|S)(?:\/OL)?\]/u;

/**
 * "ISO/IEC 27001:2022", "ISO 9001:2015", "IEEE Std 802.11-2020", "BS EN 1990:2002", "DIN EN ISO 9001",
 * "ASTM D638-14", "IEC 61508-1:2010", "ANSI/ASHRAE 62.1-2019", "AS/NZS 3000:2018", "ITU-T Rec. H.264".
 */
const STANDARD_RE =
  /\b((?:ISO(?:\/(?:IEC|IEEE|ASTM|TS|TR|PAS))*|IEC(?:\/(?:IEEE|TS|TR))?|IEEE\s+Std\.?|BS(?:\s+(?:EN|ISO|IEC))*|EN(?:\s+(?:ISO|IEC))?|DIN(?:\s+(?:EN|ISO|IEC))*|ASTM|ANSI(?:\/[A-Z]+)*|GB(?:\/[TZ])?|AS\/NZS|CSA|JIS|NFPA|ITU-T\s+(?:Rec\.\s+)?|ETSI\s+(?:EN|TS|ES))\s*[A-Z]?\d[\w.]*(?:[-–—]\d[\w.]*)*(?::\d{4})?)(?![\w/])/u;
/** The code alone is no standard: a standard's mark, a body that issues them, or the code leading its entry. */
const STANDARD_SIGN_RE =
  /\bStd\b|\bstandards?\b|\bInternational Organi[sz]ation for Standardi[sz]ation\b|\bBritish Standards\b|\bBSI\b|\bEuropean Committee for Standardi[sz]ation\b|\bDeutsches Institut für Normung\b|\bASTM International\b|\bInternational Electrotechnical Commission\b|\bNorm\b/iu;

/**
 * "Regulation (EU) 2024/1689", "Directive 95/46/EC", "Council Regulation (EC) No 1/2003", "Pub. L. No.
 * 88-352", "Public Law 117-167", "78 Stat. 241", "42 U.S.C. § 2000e", "Data Protection Act 2018, c. 12",
 * "S.I. 2019/123".
 */
const LEGISLATION_RE =
  /\b(?:Regulation|Directive|Decision)\s+(?:\((?:EU|EC|EEC|Euratom)\)\s*)?(?:No\.?\s*)?(\d{1,4}\/\d{1,4}(?:\/(?:EU|EC|EEC))?)(?![\d/])|\bPub(?:\.|lic)\s*L(?:\.|aw)\s*(?:No\.?\s*)?(\d{1,3}[-–]\d{1,4})\b|\b\d{1,3}\s+Stat\.\s+\d+|\b\d{1,2}\s+U\.\s?S\.\s?C\.?\s*§|\b\d{1,2}\s+C\.\s?F\.\s?R\.?\s*§?\s*\d|\bAct(?:\s+of)?\s+(?:1[6-9]|20)\d{2}\s*[,(]\s*(c(?:hapter|\.)\s*\d+)|\bS\.\s?I\.\s+(?:No\.\s*)?\d{4}\/\d+|\blegislation\.gov\.uk\/|\beur-lex\.europa\.eu\/(?:eli|legal-content\/[A-Z]{2}\/(?:TXT|ALL)\/\?uri=CELEX:3)/iu;

/**
 * "Brown v. Board of Education, 347 U.S. 483 (1954)", "Roe v Wade, 410 U.S. 113", "Smith v. Jones, 123
 * F.3d 456 (9th Cir. 1997)", "Donoghue v Stevenson [1932] AC 562", "R v Smith [2019] UKSC 41", "Case
 * C-131/12 Google Spain", "ECLI:EU:C:2014:317".
 */
const CASE_NAME = String.raw`(\p{Lu}[\p{L}\p{M}.'’&\- ]{0,80}?\s+v(?:s)?\.?\s+\p{Lu}[\p{L}\p{M}\d.'’&,\- ]{0,120}?)`;
const REPORTER_RE = new RegExp(
  String.raw`^${CASE_NAME},?\s+(\d{1,4})\s+(U\.\s?S\.|S\.\s?Ct\.|L\.\s?Ed\.(?:\s?2d)?|F\.(?:\s?(?:2d|3d|4th|Supp\.(?:\s?(?:2d|3d))?))?|P\.(?:\s?[23]d)?|A\.(?:\s?[23]d)?|N\.[EW]\.(?:\s?[23]d)?|S\.[EW]\.(?:\s?2d)?|So\.(?:\s?[23]d)?|Cal\.\s?Rptr\.(?:\s?[23]d)?)\s+(\d+)`,
  'u',
);
const NEUTRAL_RE = new RegExp(
  String.raw`^${CASE_NAME},?\s+[[(]\d{4}[\])]\s+(?:\d+\s+)?(?:AC|QB|KB|Ch|WLR|All\s?ER|UKSC|UKHL|UKPC|EWCA\s+(?:Civ|Crim)|EWHC|CSIH|CSOH|HCA|SCC|NZSC|ECR|ECHR)\b`,
  'u',
);
const EU_CASE_RE = /\bCase\s+[CT]-\d{1,4}\/\d{2}\b|\bECLI:[A-Z]{2}:[A-Z]+:\d{4}:\d+/u;

/** What kind of legal or technical work the entry names, if its text says so plainly. */
export function readLegal(ref: ParsedReference): Legal | undefined {
  const raw = ref.raw;
  const gbt = GBT_RE.exec(raw);
  const patent = PATENT_WORD_RE.exec(raw) ?? PATENT_KIND_RE.exec(raw);
  if (patent) return { type: 'patent', number: (patent[1] as string).trim(), match: patent[0] };
  if (gbt?.[1] === 'P') return { type: 'patent', match: gbt[0] };
  const caseCite = REPORTER_RE.exec(raw) ?? NEUTRAL_RE.exec(raw) ?? EU_CASE_RE.exec(raw);
  if (caseCite) return { type: 'legal_case', match: caseCite[0] };
  const law = LEGISLATION_RE.exec(raw);
  if (law) return { type: 'legislation', number: law[1] ?? law[2] ?? law[3], match: law[0] };
  const standard = STANDARD_RE.exec(raw);
  if (standard) {
    const code = standard[1] as string;
    // The code leading the entry or its title, or beside a standard's mark or body; never a code named
    // in an article's title ("Implementing ISO 9001 in hospitals").
    const leads = raw.trimStart().startsWith(code) || (ref.title ?? '').startsWith(code) || (ref.authors[0]?.literal ?? '').startsWith(code);
    if (leads || STANDARD_SIGN_RE.test(raw) || gbt?.[1] === 'S') return { type: 'standard', number: code.replace(/\s+/gu, ' ').trim(), match: code };
  }
  if (gbt?.[1] === 'S') return { type: 'standard', match: gbt[0] };
  return undefined;
}

/**
 * Types the entry as its patent, standard, act or case and carries the number. An entry with a journal's
 * volume and pages stays the article it is (a patent or a standard named in its title is its subject).
 */
export function applyLegal(ref: ParsedReference): void {
  if (ref.type === 'thesis' || ref.type === 'chapter' || ref.type === 'paper-conference') return;
  const legal = readLegal(ref);
  if (!legal) return;
  const inVenue = (ref.containerTitle ?? '').includes(legal.match) || (ref.containerTitle ?? '').includes(legal.number ?? '\u0000');
  const journal = ref.containerTitle !== undefined && !inVenue && Boolean(ref.volume || ref.issue) && ref.pages !== undefined;
  // A case's reporter ("347 U.S. 483") or the Official Journal's issue and pages read as a journal's: the
  // act or the case leads its entry.
  if (journal && !ref.raw.trimStart().startsWith(legal.match)) return;
  ref.type = legal.type;
  if (legal.number && legal.type !== 'legal_case') ref.number ??= legal.number;
  // The number read as the journal ("Title. U.S. Patent No. 7,654,321." → journal "7,654,321").
  if (inVenue && !/\p{L}{3}/u.test(stripped(ref.containerTitle ?? '', legal))) delete ref.containerTitle;
  if (legal.type === 'patent') readPatent(ref, legal);
  if (legal.type === 'standard') readStandard(ref, legal);
  if (legal.type === 'legislation') readAct(ref);
  if (legal.type === 'legal_case') readCase(ref);
}

function stripped(field: string, legal: Legal): string {
  return field.replace(legal.match, '').replace(legal.number ?? '\u0000', '');
}

/** Vancouver's "Smith J, Doe A, inventors; Acme Corp, assignee. Title. United States patent US 1234567. 2010 Jan 1." */
const INVENTORS_RE = /^(.+?),\s*inventors?\s*;\s*(?:(.+?),\s*assignees?\s*\.\s*)?(.+?)\.\s/iu;

function readPatent(ref: ParsedReference, legal: Legal): void {
  const inventors = INVENTORS_RE.exec(ref.raw);
  if (inventors) {
    ref.authors = parseNames(inventors[1] as string).authors;
    if (inventors[2]) ref.publisher ??= (inventors[2] as string).trim();
    ref.title = (inventors[3] as string).trim();
    if (ref.containerTitle === ref.title) delete ref.containerTitle;
  }
  // "U.S. Patent and Trademark Office" after the number: the office that granted it, no container.
  if (ref.containerTitle !== undefined && /\bpatent\b.*\boffice\b|^(?:USPTO|EPO|WIPO|JPO|CNIPA)$/iu.test(ref.containerTitle)) {
    ref.publisher ??= ref.containerTitle;
    delete ref.containerTitle;
  }
  if (ref.title === undefined) return;
  // "Title. US 7654321 B2, 2010", "Title. U.S. Patent No": the number and what follows it are no title.
  const at = ref.title.indexOf(legal.match);
  let title = at > 0 ? ref.title.slice(0, at) : ref.title;
  title = title
    .replace(/[.,;]?\s*(?:U\.?\s?S\.?|United States|European|German|Japanese|Chinese|British)?\s*pat(?:ent|\.)(?:\s+application)?(?:\s+No)?\.?\s*$/iu, '')
    // APA's "Title (U.S. Patent No. 10,234,567)": the bracket opened before the office goes with it.
    .replace(/\s*\(\s*(?:U\.?\s?S\.?|United States|European|German|Japanese|Chinese|British)?\s*$/iu, '')
    .replace(/[\s,.;:]+$/u, '')
    .trim();
  if (title !== '') ref.title = title;
}

function readStandard(ref: ParsedReference, legal: Legal): void {
  // "BS EN 1990:2002 Eurocode. Basis of structural design.": the code and its title's head read as an author.
  const literal = ref.authors.length === 1 ? ref.authors[0]?.literal : undefined;
  if (literal !== undefined && literal.startsWith(legal.match)) {
    ref.authors = [];
    const head = literal.slice(legal.match.length).trim();
    if (head !== '') ref.title = ref.title === undefined ? head : `${head}. ${ref.title}`;
  }
  // "IEEE Std 802.11-2020, IEEE Standard for …": the number leading the title is the number.
  if (ref.title !== undefined && ref.title.startsWith(legal.match)) {
    const rest = ref.title
      .slice(legal.match.length)
      .replace(/^[\s,.:;—–-]+/u, '')
      .trim();
    if (rest.length >= 10) ref.title = rest;
  }
  // "信息安全技术 网络安全等级保护基本要求: GB/T 22239—2019[S]": GB/T 7714 writes the number after the title.
  if (legal.number !== undefined && ref.title !== undefined && ref.title.endsWith(legal.number)) {
    const head = ref.title.slice(0, -legal.number.length).replace(/[\s,.:;：—–-]+$/u, '');
    if (head !== '') ref.title = head;
  }
  // IEEE's "IEEE Standard for Floating-Point Arithmetic, IEEE Std 754-2019, Jul. 2019.": the number,
  // and the date after it, follow the title after a comma.
  const number = legal.number ?? legal.match;
  const at = ref.title?.indexOf(`, ${number}`) ?? -1;
  if (ref.title !== undefined && at >= 10) ref.title = ref.title.slice(0, at).trim();
  if (legal.number !== undefined) ref.number ??= legal.number;
  // The body that issues it ("… Requirements. ISO."), read as a journal, is its publisher.
  if (ref.containerTitle !== undefined && !ref.volume && !ref.issue && !ref.pages) {
    ref.publisher ??= ref.containerTitle;
    delete ref.containerTitle;
  }
}

/** "Civil Rights Act of 1964, Pub. L. No. 88-352, 78 Stat. 241 (1964).": the act's name is its title. */
const ACT_TITLE_RE = /^(\p{Lu}[^,.;:]{0,150}?\bAct(?:\s+of)?\s+(?:1[6-9]|20)\d{2})(?=\s*[,.(]|\s*$)/u;

function readAct(ref: ParsedReference): void {
  const act = ACT_TITLE_RE.exec(ref.raw.trim());
  if (act) {
    ref.title = act[1] as string;
    const literal = ref.authors.length === 1 ? ref.authors[0]?.literal : undefined;
    if (literal !== undefined && literal.startsWith(ref.title)) ref.authors = [];
  }
  // "L. No. 88-352, 78 Stat. 241" read as a journal: the act's numbers, which the number holds.
  if (ref.containerTitle !== undefined && (LEGISLATION_RE.test(ref.containerTitle) || /\bStat\.|\bL\.\s*No\./u.test(ref.containerTitle)))
    delete ref.containerTitle;
}

/** "Brown v. Board of Education, 347 U.S. 483 (1954)": the case's name is its title, the reporter its container. */
function readCase(ref: ParsedReference): void {
  const reporter = REPORTER_RE.exec(ref.raw);
  const name = (reporter ?? NEUTRAL_RE.exec(ref.raw))?.[1]?.trim();
  if (name === undefined) return;
  const literal = ref.authors.length === 1 ? ref.authors[0]?.literal : undefined;
  if (literal !== undefined && literal.startsWith(name)) ref.authors = [];
  ref.title = name;
  if (reporter) {
    ref.containerTitle = (reporter[3] as string).replace(/\s+/gu, ' ');
    ref.volume = reporter[2] as string;
    ref.pages = reporter[4] as string;
  }
}
