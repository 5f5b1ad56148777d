// Author lists in the shapes the common styles write them:
//   inverted  "Yip, C. S. C., Chan, W., & Fielding, R."   (APA, Harvard; Chicago/MLA first author)
//   initials  "B. Seelig and J. W. Szostak"                (IEEE)
//   Vancouver "Seelig B, Szostak JW, et al"
//   organisation "National Records of Scotland", "BBC News"
//   family-only "Adams et al.", "Evans and Ford"           (AI tools' and narrative lists)
import type { CslName } from '../types.ts';
import { NAME_PARTICLES as PARTICLES, SURNAME_SOURCE } from './name-particles.ts';
import { isKnownGivenName } from './given-names.ts';
import { OTHERS_ABBREVIATION_SOURCE } from './name-abbreviations.ts';

export type NameStyle = 'inverted' | 'initials-first' | 'given-first' | 'vancouver' | 'organisation' | 'family-only' | 'cjk' | 'none';

export interface ParsedNames {
  authors: CslName[];
  etAl: boolean;
  style: NameStyle;
}

// Words that occur in organisation names and never in a personal name.
const ORGANISATION_WORDS = new Set([
  'of',
  'for',
  'the',
  'and',
  'on',
  'at',
  'in',
  'to',
  'with',
  'news',
  'university',
  'institute',
  'department',
  'ministry',
  'office',
  'association',
  'society',
  'organization',
  'organisation',
  'council',
  'agency',
  'board',
  'centre',
  'center',
  'centres',
  'centers',
  'institutes',
  'committee',
  'foundation',
  'group',
  'online',
  'wiki',
  'press',
  'times',
  'journal',
  'bank',
  'commission',
  'service',
  'services',
  'school',
  'college',
  'company',
  'inc',
  'ltd',
  'llc',
  'corporation',
  'government',
  'national',
  'international',
  'world',
  'health',
  'statistics',
  'records',
  'secretariat',
  'administration',
  'bureau',
  'authority',
  'survey',
  'laboratory',
  'programme',
  'federation',
  'hospital',
  'clinic',
  'academy',
  'museum',
  'library',
]);
const FUNCTION_WORDS = new Set(['of', 'for', 'the', 'and', 'on', 'at', 'in', 'to', 'with']);
// Words that mark a segment of an author list as an organisation, never part of a personal name.
const ORGANISATION_MARK_RE =
  /\b(?:of|for|the|department|university|institute|ministry|office|association|society|organi[sz]ation|council|agency|board|centre|center|committee|foundation|group|consortium|collaboration|commission|service|services|school|college|company|inc|ltd|llc|corporation|government|national|international|statistics|secretariat|team|network|alliance|initiative|project|program|programme|laboratory|lab)\b/i;
const SUFFIXES = new Set(['jr', 'jr.', 'sr', 'sr.', 'ii', 'iii', 'iv', 'v', '2nd', '3rd', '4th']);

/**
 * "et al." and what other languages write for it at the end of an author list: German "u. a.", French
 * "et coll.", Spanish "y col.", Italian "e altri", Dutch "e.a.", Polish "i in.", Russian "и др.",
 * Turkish "vd.", Korean "외", Chinese "等", Japanese "ほか". Read only at the very end, so "et" or "e" in a title stays.
 */
const ET_AL_WORDS = [
  'et\\.?\\s*al\\.?',
  // The abbreviated ones ("u. a.", "i in.", "и др.", "vd.", "e.a.", "y col."), as the names' end knows them.
  `${OTHERS_ABBREVIATION_SOURCE}\\.?`,
  'and\\s+others',
  'und\\s+andere',
  'et\\s+alii',
  'y\\s+otros',
  'e\\s+altri',
  'en\\s+anderen',
  'i\\s+inni',
  'и\\s+другие',
  've\\s+diğ\\.?',
  've\\s+diğerleri',
];
// Chinese, Japanese and Korean ones, which may follow the last name with no space ("佐藤次郎ほか").
const CJK_ET_AL_WORDS = ['외', '등', '等', 'ほか', '他'];
// The others after a space or a comma, never inside a word.
const ET_AL_TAIL_RE = new RegExp(
  `(?:[,;]?\\s*(?<![\\p{L}.])(?:${ET_AL_WORDS.join('|')})|[,;，、]?\\s*(?:${CJK_ET_AL_WORDS.join('|')})|[,;]?\\s*(?:…|\\.\\s?\\.\\s?\\.))\\s*$`,
  'iu',
);
// "et al." anywhere in the block, not only at its end.
const ET_AL_INSIDE_RE = /(?<![\p{L}.])et\.?\s*al\b/iu;
/** "…, et al.; Study Group": the names up to "et al.", then one group's name. */
const ET_AL_THEN_GROUP_RE = /^([^;]{1,600}?\bet\.?\s*al)\.?\s*;\s*([^;]{2,120})$/iu;
// "山田太郎", "김철수", "张三": a CJK personal name is written whole, without spaces or initials.
const CJK_CHAR_RE = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/;
const CJK_NAME_RE = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]{2,6}$/u;
const ET_AL_WINDOW = 24;
const ELLIPSIS_RE = /,?\s*(?:…|\.\s\.\s\.|\.\.\.)\s*,?\s*/g;
const CONNECTOR_RE = /\s*,?\s*(?:&|\band\b|\bund\b)\s+/g;
/**
 * "and" in the languages whose word for it is also a particle or a word of a title: "Pérez, A. y López,
 * B.", "Dupont, J. et Martin, C.", "Rossi, M. e Bianchi, L.", "Jansen, P. en de Vries, K.", "Kowalski,
 * J. i Nowak, A.", "Иванов И. и Петров П.". Read as one only after a given name (see foreignConnectors).
 */
const FOREIGN_CONNECTOR_RE = /\s+(?:y|et|e|en|i|и|og|och|és|ve)\s+(?=\p{L})/giu;

// Initials with dots ("C. S. C.", "M.K.", "R.-Y.", "Ch.") or Vancouver initials without ("JW"). One
// space or hyphen between them, never a choice of two ways to match a space: "A. A. A. … x" failed
// in time exponential in its length.
const INITIALS_RE = /^(?:\p{Lu}\p{Ll}?\.(?:\s?-\s?|\s)?)+$|^\p{Lu}{1,4}$/u;
const CAPITALISED_WORD_RE = /^(?:\p{Lu}[\p{L}'’-]*\p{Ll}[\p{L}'’-]*|\p{Lu}\.)$/u;
const FAMILY_WORD_RE = /^(?:\p{Lu}[\p{L}'’-]*|[\p{Ll}]+['’]\p{Lu}[\p{L}'’-]*)$/u;
// "Seelig B", "van de Panne M", "D'Alessandro A"; the family part must also hold a lower-case letter.
// The initials may carry stops, as GOST, Italian and Polish lists write them: "Иванов И. И.", "Rossi M.".
// "de Souza J-P" (Springer): a hyphenated given name's initials joined by its hyphen.
const VANCOUVER_NAME_RE =
  /^((?:\p{Ll}+['’]?\s){0,3}\p{Lu}[\p{L}'’-]*(?:\s[\p{L}'’-]+){0,3})\s(\p{Lu}{1,4}\.?|\p{Lu}(?:-\p{Lu}){1,2}\.?|\p{Lu}\.(?:\s?-?\p{Lu}\.?){1,3})$/u;
const LOWERCASE_RE = /\p{Ll}/u;
const INITIALS_FIRST_RE = /^((?:\p{Lu}\p{Ll}?\.(?:\s?-\s?|\s)?)+)\s*((?:[\p{Ll}]+['’]?\s)*\p{Lu}[\p{L}'’-]+(?:\s[\p{L}'’-]+){0,3})$/u;
// A given name may be hyphenated with a capital after the hyphen: "Cheng-Yang Fu", "Jean-Paul Sartre".
const GIVEN_FIRST_RE =
  /^((?:\p{Lu}[\p{Ll}'’-]+(?:-\p{Lu}[\p{Ll}'’]+)?|\p{Lu}\.)(?:\s(?:\p{Lu}[\p{Ll}'’-]+(?:-\p{Lu}[\p{Ll}'’]+)?|\p{Lu}\.)){0,2})\s((?:\p{Ll}+\s){0,3}\p{Lu}[\p{L}'’-]*)$/u;
const HAS_PERSON_MARK_RE = /(?:^|\s)\p{Lu}\p{Ll}?\.(?=\s|$|-|\p{Lu})|\p{Ll}\s\p{Lu}{1,3}\.?(?:\s(?:Jr|Sr|II|III|IV|2nd|3rd|4th)\.?)?$/u;

const ROLE_RE =
  /\s*\((?:hosts?|co-hosts?|directors?|producers?|executive\s+producers?|writers?|speakers?|presenters?|interviewers?|narrators?|creators?|moderators?|performers?|composers?|photographers?|guests?)\)\.?(?=\s*(?:[,;&]|and\b|$))/giu;

/** Parses an author block into CSL names. Never throws; unrecognisable text becomes one literal name. */
export function parseNames(block: string): ParsedNames {
  // "… Jack W. Szostak." ends a sentence; "Fielding, R." ends with an initial and keeps its stop.
  let s = block
    // "Musk, E. [@elonmusk].": APA's social-media handle after the name.
    .replace(/(\.?)\s*\[@[\w.]{1,50}\]\.?/gu, '$1')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[,;:\s]+$/, '')
    .replace(/(\p{Ll}{2})\.$/u, '$1')
    // "王小明, 李华." before "(2021)": a CJK name has no initials, so its stop ends the block.
    .replace(/([\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}])[.。]$/u, '$1')
    // "Fridman, L. (Host)", "Nolan, C. (Director)": APA's role after a name is no part of it.
    .replace(ROLE_RE, '');
  // "SMITH, J., JONES, K. AND BROWN, L." (names set in capitals, Harvard's house styles): the "AND" joins them.
  if (!/\p{Ll}/u.test(s)) s = s.replace(/(?<=\p{Lu}\.),?\s+AND\s+(?=\p{Lu})/gu, ', and ');
  let etAl = false;
  // Only the last few characters can hold the words: the list of them is not tried along the whole block.
  const from = Math.max(0, s.length - ET_AL_WINDOW);
  const tail = ET_AL_TAIL_RE.exec(s.slice(from));
  if (tail && (from === 0 || tail.index > 0)) {
    etAl = true;
    s = s
      .slice(0, from + tail.index)
      .trim()
      .replace(/[,;\s]+$/, '');
  }
  if (ELLIPSIS_RE.test(s)) {
    etAl = true;
    s = s.replace(ELLIPSIS_RE, ', ');
  }
  ELLIPSIS_RE.lastIndex = 0;
  if (s === '') return { authors: [], etAl, style: 'none' };
  // "山田太郎, 鈴木花子", "김철수, 이영희", "山田太郎・佐藤次郎": each name one literal, as CSL keeps CJK names.
  const cjk = CJK_CHAR_RE.test(s) ? s.split(/\s*[,，、・;；]\s*/) : [];
  if (cjk.length > 0 && cjk.every((name) => CJK_NAME_RE.test(name))) return { authors: cjk.map((literal) => ({ literal })), etAl, style: 'cjk' };
  // "Adams et al.", "Evans and Ford": no organisation is cited with "et al." or as two bare surnames.
  // "Smith, Jones" stays out: it reads as "Family, Given" just as well.
  const narrative = readNarrativeNames(s);
  if (narrative && narrative.year === undefined && !narrative.commaJoined && (etAl || narrative.authors.length > 1)) {
    return { authors: narrative.authors, etAl, style: 'family-only' };
  }
  // NLM's group author after "et al.": "Smith A, Jones B, et al.; Study Group" names the group too.
  const group = ET_AL_THEN_GROUP_RE.exec(s);
  if (group) {
    const names = parseNames(group[1] as string);
    if (names.style === 'vancouver' || names.style === 'inverted')
      return { authors: [...names.authors, { literal: (group[2] as string).trim() }], etAl: true, style: names.style };
  }
  // "Brown, A. et al. Title of paper. Lancet 393": "et al." ends a list of names, so text after it is
  // more than names — no organisation either, or "et al." would become an author's name.
  if (ET_AL_INSIDE_RE.test(s)) return { authors: [], etAl, style: 'none' };
  // "Ashish Vaswani et al." (ACM, DBLP): no organisation is cited with "et al.", so names given name
  // first before it, with no comma to read them inverted, are people's, not a body's literal name.
  const people = etAl && !/[,;]/.test(s) ? givenFirstNames(s) : undefined;
  if (people) return { ...people, etAl };
  const capitalised = familiesInCapitals(s);
  if (capitalised) return { authors: capitalised, etAl, style: 'inverted' };
  if (looksLikeOrganisation(s)) return { authors: [{ literal: cleanLiteral(s) }], etAl, style: 'organisation' };
  const listed = parsePeople(s);
  if (listed) return { authors: listed.names, etAl, style: listed.style };
  return { authors: [{ literal: cleanLiteral(s) }], etAl, style: 'organisation' };
}

/** "DUPONT Jean", "MARTIN Anne-Claire", "LE GOFF Jacques": ISO 690's family name in capitals, then the given names. */
const FAMILY_IN_CAPITALS_RE = /^(\p{Lu}{2,}(?:[-' ’]\p{Lu}{2,})*)\s+(\p{Lu}\p{Ll}+(?:[- ]\p{Lu}\p{Ll}+)*)$/u;

/** French and other ISO 690 lists: "DUPONT Jean, MARTIN Claire", each family name in capitals before the given ones. */
function familiesInCapitals(s: string): CslName[] | undefined {
  const segments = s.split(/\s*[,;]\s*|\s+(?:et|and|&|y|e|und)\s+/u).filter((part) => part !== '');
  const names: CslName[] = [];
  for (const segment of segments) {
    const m = FAMILY_IN_CAPITALS_RE.exec(segment);
    // "BBC News", "IBM Research", "OECD Publishing" have the same shape: a person's given name decides.
    if (!m || !isKnownGivenName((m[2] as string).split(' ')[0] ?? '')) return undefined;
    names.push(makeName(capitalsToTitleCase(m[1] as string), m[2] as string));
  }
  return names.length > 0 ? names : undefined;
}

export interface NarrativeNames {
  authors: CslName[];
  etAl: boolean;
  year?: number;
  /** "Oldfield, Wood": two surnames, or one name written "Family, Given". */
  commaJoined: boolean;
}

const NARRATIVE_NAMES_RE = new RegExp(
  String.raw`^(${SURNAME_SOURCE})(?:(,\s*|\s+(?:and|&)\s+)(${SURNAME_SOURCE}))?(,?\s+et\s+al\.?)?(?:,?\s+((?:1[5-9]|20)\d{2})[a-z]?)?$`,
  'u',
);

/**
 * Surnames as a narrative citation writes them ("Oldfield et al.", "Oldfield and Wood", "Oldfield &
 * Wood", with a year or none), each name a family name only. "Johnson & Johnson" and words no person
 * is named with ("News and Times") are not people.
 */
export function readNarrativeNames(text: string): NarrativeNames | undefined {
  const m = NARRATIVE_NAMES_RE.exec(text.replace(/\s+/g, ' ').trim());
  if (!m) return undefined;
  const families = [m[1], m[3]].filter((name): name is string => name !== undefined);
  if (families.some((family) => ORGANISATION_WORDS.has(family.toLowerCase())) || (families.length === 2 && families[0] === families[1])) return undefined;
  return {
    authors: families.map((family) => makeName(family, '')),
    etAl: m[4] !== undefined,
    ...(m[5] ? { year: Number(m[5]) } : {}),
    commaJoined: m[2] !== undefined && m[2].trim() === ',',
  };
}

function cleanLiteral(s: string): string {
  return s.replace(/\s*\.$/, '').trim();
}

/** "U.K. Health Security Agency": the name holds a word only organisations are named with. */
export function hasOrganisationWord(s: string): boolean {
  return s
    .toLowerCase()
    .split(/\s+/)
    .some((w) => !FUNCTION_WORDS.has(w) && ORGANISATION_WORDS.has(w.replace(/[^\p{L}]+/gu, '')));
}

/**
 * "Google AI", "Meta AI", "Stability AI", "Google DeepMind AI": a company's AI lab, whose "AI" reads
 * as Vancouver initials ("Smith AI") unless the company is known.
 */
const AI_LAB_RE =
  /^(?:Google(?:\s+DeepMind)?|Meta|Stability|Mistral|Scale|Microsoft|Amazon|Apple|IBM|NVIDIA|Nvidia|Inflection|Character|Perplexity|Cohere|Anthropic|Salesforce|Baidu|Alibaba|Tencent|Samsung|Adobe|Intel|Databricks|Runway|Jasper|Harvey|Aleph\s+Alpha|Together|Snorkel|Clarifai|C3|Zhipu|Moonshot|DeepSeek|Hugging\s+Face|Abacus|Cerebras|Replit|Sakana|Reka|Liquid|Poolside|Magic|Essential|Contextual|Writer|Twelve\s+Labs|Allen\s+Institute\s+for)\s+AI\.?$/;

function looksLikeOrganisation(s: string): boolean {
  if (s.includes(',') || s.includes(';')) return false;
  if (AI_LAB_RE.test(s)) return true;
  if (!HAS_PERSON_MARK_RE.test(s)) return true;
  // "U.S. Energy Information Administration": initials, but a word no person is named with.
  const words = s.toLowerCase().split(/\s+/);
  return words.length >= 3 && hasOrganisationWord(s);
}

interface People {
  names: CslName[];
  style: NameStyle;
}

/**
 * Turns "y", "et", "e", "en", "i" into a comma where it joins two people: after initials ("A. y"),
 * after a whole name written initials first ("A. Pérez y B. López") or Vancouver's way ("Pérez A
 * y"), or after a given name that follows its family name ("Pérez, Ana y López, Beatriz").
 * "Ortega y Gasset, J." keeps its "y".
 */
function foreignConnectors(s: string): string {
  if (!/\s(?:y|et|e|en|i|и|og|och|és|ve)\s/iu.test(s)) return s;
  // The separators before each conjunction are counted as the text is walked once, not re-split
  // for every conjunction (a long hostile block would be quadratic).
  let scanned = 0;
  let separators = 0;
  let segmentStart = 0;
  return s.replace(FOREIGN_CONNECTOR_RE, (match: string, offset: number) => {
    for (; scanned < offset; scanned++) {
      const c = s[scanned];
      if (c === ',' || c === ';') {
        separators++;
        segmentStart = scanned + 1;
      }
    }
    // A name is short: a longer stretch since the last comma is no given name, and is not tested.
    if (offset - segmentStart > 60) return match;
    const last = s.slice(segmentStart, offset).trim();
    // Inverted names pair up "Family, Given": an odd place in the list is a given name.
    const joins =
      INITIALS_RE.test(last.replace(/\s+/g, '')) || INITIALS_FIRST_RE.test(last) || isVancouverName(last) || (separators % 2 === 1 && isGiven(last));
    if (!joins) return match;
    // The conjunction becomes a separator of its own.
    separators++;
    segmentStart = offset + match.length;
    scanned = segmentStart;
    return ', ';
  });
}

function parsePeople(s: string): People | undefined {
  const segments = foreignConnectors(s)
    .replace(CONNECTOR_RE, ', ')
    .split(/\s*[,;]\s*/)
    .map((seg) => seg.trim())
    .filter((seg) => seg !== '')
    .flatMap(splitVancouverSuffix);
  if (segments.length === 0) return undefined;
  const core = segments.filter((seg) => !SUFFIXES.has(seg.toLowerCase()));
  const groups = core.filter((seg) => ORGANISATION_MARK_RE.test(seg));
  // Vancouver lists may end with a group author: "Smith A, Jones B; Writing Group".
  if (core.some(isVancouverName) && core.every((seg) => isVancouverName(seg) || groups.includes(seg))) {
    return { names: attachSuffixes(segments, (seg) => (groups.includes(seg) ? { literal: seg } : vancouverName(seg))), style: 'vancouver' };
  }
  if (groups.length > 0) return undefined;
  if (core.every((seg) => INITIALS_FIRST_RE.test(seg))) {
    return { names: attachSuffixes(segments, (seg) => initialsFirstName(seg)), style: 'initials-first' };
  }
  // ACM's list, every name given name first: "Ashish Vaswani, Noam Shazeer, Niki Parmar, and Illia
  // Polosukhin". Read as inverted pairs it makes "Ashish Vaswani" a family name and "Noam Shazeer" his
  // given name. Three or more parts, each a whole given-first name, are not one inverted name
  // ("Van Dyke, Mary Ann" is two parts), an inverted first author breaks the run ("Seelig,
  // Burckhard, and Jack W. Szostak": "Seelig" alone is no given-first name), and no given name is a
  // particle ("Van Dyke, Mary Ann, and John Smith" inverts its first author).
  const wholeGivenFirst = (seg: string) => isGivenFirst(seg) && !PARTICLES.has((seg.split(' ')[0] as string).toLowerCase());
  if (core.length >= 3 && core.every(wholeGivenFirst)) return { names: attachSuffixes(segments, givenFirstName), style: 'given-first' };
  const inverted = invertedNames(segments);
  return inverted ? { names: inverted, style: 'inverted' } : undefined;
}

/** A suffix NLM writes after the initials, in the name's own part: "Moreira ED Jr", "King ML 3rd", "Smith J II". */
const VANCOUVER_SUFFIX_RE = /^(.+?)\s+(Jr|Sr|II|III|IV|2nd|3rd|4th)\.?$/;

/** "Moreira ED Jr" → "Moreira ED", "Jr": the suffix a part of its own, as "Moreira ED, Jr" writes it. */
function splitVancouverSuffix(seg: string): string[] {
  const m = VANCOUVER_SUFFIX_RE.exec(seg);
  return m && isVancouverName(m[1] as string) ? [m[1] as string, m[2] as string] : [seg];
}

function isVancouverName(seg: string): boolean {
  const m = VANCOUVER_NAME_RE.exec(seg);
  return m !== null && LOWERCASE_RE.test(m[1] as string);
}

function attachSuffixes(segments: string[], parse: (seg: string) => CslName): CslName[] {
  const out: CslName[] = [];
  for (const seg of segments) {
    const previous = out[out.length - 1];
    if (SUFFIXES.has(seg.toLowerCase()) && previous) previous.suffix = seg;
    else out.push(parse(seg));
  }
  return out;
}

function invertedNames(segments: string[]): CslName[] | undefined {
  const names: CslName[] = [];
  // Chicago and MLA invert only the first author ("Seelig, Burckhard, and Jack W. Szostak").
  let firstOnlyInverted = false;
  for (let i = 0; i < segments.length;) {
    const seg = segments[i] as string;
    const next = segments[i + 1];
    const previous = names[names.length - 1];
    if (previous && SUFFIXES.has(seg.toLowerCase())) {
      previous.suffix = seg;
      i++;
      continue;
    }
    if (firstOnlyInverted && isGivenFirst(seg)) {
      names.push(givenFirstName(seg));
      i++;
      continue;
    }
    if (next !== undefined && isFamily(seg) && isGiven(next)) {
      // "DUPONT, Jean", "LE GOFF, P.": French, Brazilian and DIN lists set the family name in capitals, a typographic habit.
      names.push(makeName(LOWERCASE_RE.test(seg) ? seg : capitalsToTitleCase(seg), next));
      if (names.length === 1 && !INITIALS_RE.test(next.replace(/\s+/g, ''))) firstOnlyInverted = true;
      i += 2;
      continue;
    }
    if (isGivenFirst(seg)) {
      names.push(givenFirstName(seg));
      i++;
      continue;
    }
    if (INITIALS_FIRST_RE.test(seg)) {
      names.push(initialsFirstName(seg));
      i++;
      continue;
    }
    if (next === undefined && isFamily(seg) && names.length > 0) {
      names.push(makeName(seg, ''));
      i++;
      continue;
    }
    return undefined;
  }
  return names.length > 0 ? names : undefined;
}

/** "SILVA" → "Silva", "LE GOFF" → "Le Goff", "SILVA-SANTOS" → "Silva-Santos", "D'ALEMBERT" → "D'Alembert"; one letter stays. */
export function capitalsToTitleCase(s: string): string {
  return s.replace(/\p{Lu}{2,}/gu, (w) => (w[0] as string) + w.slice(1).toLowerCase());
}

/**
 * "John Smith", "Anna Doe and Bo Lee", "Jack W. Szostak, Anna Doe, and Bo Lee et al.": every name
 * written given name first, as Chicago's notes (and pandoc's note styles) write them. Undefined when
 * a part is no such name or holds a word of an organisation's ("International Energy Agency").
 */
export function givenFirstNames(block: string): ParsedNames | undefined {
  let s = block
    // "Musk, E. [@elonmusk].": APA's social-media handle after the name.
    .replace(/(\.?)\s*\[@[\w.]{1,50}\]\.?/gu, '$1')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[,;:\s]+$/, '');
  const etAl = /,?\s+et\s+al\.?$/.test(s);
  if (etAl) s = s.replace(/,?\s+et\s+al\.?$/, '');
  const parts = s.split(/\s*,\s*(?:and\s+|&\s*)?|\s+(?:and|&)\s+/).filter((part) => part !== '');
  if (parts.length === 0 || parts.length > 12) return undefined;
  const people = parts.every(
    (part) =>
      isGivenFirst(part) &&
      !part
        .toLowerCase()
        .split(' ')
        .some((w) => ORGANISATION_WORDS.has(w.replace(/[^\p{L}]+/gu, ''))),
  );
  return people ? { authors: parts.map(givenFirstName), etAl, style: 'given-first' } : undefined;
}

function isGivenFirst(seg: string): boolean {
  const m = GIVEN_FIRST_RE.exec(seg);
  return m !== null && LOWERCASE_RE.test(m[2] as string);
}

function isFamily(seg: string): boolean {
  const words = seg.split(' ');
  if (words.length > 4) return false;
  // Lower-case particles may stand anywhere but last: "van der Berg", and after a capitalised
  // particle, "Van den Bosch" (Flemish and Dutch at the start of a sentence), "Ortega y Gasset".
  let lastIsName = false;
  for (const w of words) {
    const lower = w.toLowerCase();
    if (w === lower && PARTICLES.has(lower)) {
      lastIsName = false;
      continue;
    }
    if (ORGANISATION_WORDS.has(lower) || /\d/.test(w) || w.endsWith('.')) return false;
    if (!FAMILY_WORD_RE.test(w)) return false;
    lastIsName = true;
  }
  return lastIsName;
}

function isGiven(seg: string): boolean {
  if (INITIALS_RE.test(seg)) return true;
  const words = seg.split(' ');
  if (words.length > 3) return false;
  let trailingParticles = 0;
  for (let i = words.length - 1; i > 0 && PARTICLES.has((words[i] as string).toLowerCase()); i--) trailingParticles++;
  return words.slice(0, words.length - trailingParticles).every((w) => CAPITALISED_WORD_RE.test(w) && !ORGANISATION_WORDS.has(w.toLowerCase()));
}

function makeName(familyText: string, givenText: string): CslName {
  const name: CslName = {};
  const words = familyText.split(' ');
  let p = 0;
  while (p < words.length - 1 && PARTICLES.has((words[p] as string).toLowerCase()) && (words[p] as string) === (words[p] as string).toLowerCase()) p++;
  name.family = words.slice(p).join(' ');
  if (p > 0) name['non-dropping-particle'] = words.slice(0, p).join(' ');
  // "Beethoven, Ludwig van": the particle written after the given name.
  const givenWords = givenText.split(' ').filter((w) => w !== '');
  let q = givenWords.length;
  while (q > 1 && PARTICLES.has((givenWords[q - 1] as string).toLowerCase())) q--;
  if (q < givenWords.length) name['dropping-particle'] = givenWords.slice(q).join(' ');
  const given = normalizeGiven(givenWords.slice(0, q).join(' '));
  if (given !== '') name.given = given;
  return name;
}

/** "M.K." → "M. K.", "JW" → "J. W.", "R.-Y." stays, "Jack W." stays. */
function normalizeGiven(given: string): string {
  const g = given.trim();
  if (/^\p{Lu}{1,4}$/u.test(g)) return [...g].map((c) => `${c}.`).join(' ');
  return g.replace(/\.(?=\p{Lu})/gu, '. ').replace(/\s+/g, ' ');
}

function vancouverName(seg: string): CslName {
  const m = VANCOUVER_NAME_RE.exec(seg);
  if (!m) return { family: seg };
  const initials = m[2] as string;
  // "JW" and "J." are written as "J. W." and "J."; "И. И" (its last stop taken as the sentence's) gets it back.
  return makeName(
    m[1] as string,
    initials.includes('.') && !/^\p{Lu}{2,4}\.$/u.test(initials) ? initials.replace(/(\p{Lu})$/u, '$1.') : initials.replace(/\.$/, ''),
  );
}

function initialsFirstName(seg: string): CslName {
  const m = INITIALS_FIRST_RE.exec(seg);
  if (!m) return { family: seg };
  return makeName((m[2] as string).trim(), (m[1] as string).trim());
}

function givenFirstName(seg: string): CslName {
  const m = GIVEN_FIRST_RE.exec(seg);
  if (!m) return { family: seg };
  return makeName((m[2] as string).trim(), (m[1] as string).trim());
}
