// Splits reference text into its full-stop-separated parts ("Title. Journal, 12(3), 4-5.")
// without breaking at initials and the abbreviations journal names and locators are full of
// ("J. Am. Chem. Soc.", "Proc. Natl. Acad. Sci.", "vol.", "pp.", "et al.").

import { MONTH_ABBREVIATION_SOURCE } from './parse-dates.ts';
import { NAME_PARTICLES } from './name-particles.ts';
import { OTHERS_ABBREVIATION_SOURCE } from './name-abbreviations.ts';

const ABBREVIATIONS = new Set([
  'ed',
  'eds',
  'edn',
  'vol',
  'vols',
  'no',
  'nos',
  'nr',
  'núm',
  'pp',
  'p',
  'ch',
  'chap',
  'sec',
  'fig',
  'suppl',
  'pt',
  'ser',
  'proc',
  'natl',
  'acad',
  'sci',
  'am',
  'chem',
  'soc',
  'int',
  'rev',
  'res',
  'biol',
  'med',
  'phys',
  'lett',
  'nat',
  'eng',
  'ann',
  'univ',
  'dept',
  'inst',
  'conf',
  'symp',
  'trans',
  'assoc',
  'clin',
  'mol',
  'struct',
  'biochem',
  'biophys',
  'appl',
  'comput',
  'math',
  'stat',
  'mech',
  'opt',
  'environ',
  'geophys',
  'ecol',
  'evol',
  'microbiol',
  'immunol',
  'neurosci',
  'pharmacol',
  'psychol',
  'bull',
  'mag',
  'jpn',
  'eur',
  'br',
  'aust',
  'rep',
  'tech',
  'technol',
  'commun',
  'mater',
  'nucl',
  'polym',
  'org',
  'inorg',
  'anal',
  'genet',
  'syst',
  'electron',
  'inf',
  'j',
  'q',
  'st',
  'jr',
  'sr',
  'dr',
  'mr',
  'mrs',
  'ms',
  'vs',
  'etc',
  'al',
  'inc',
  'ltd',
  'co',
  'corp',
  'repr',
  'trans',
  'transl',
  'comp',
  'cf',
  'approx',
  'dept',
  'govt',
  'misc',
  'natl',
  'intl',
  'mt',
  'ft',
  'vis',
  'recognit',
  'intell',
  'mach',
  'softw',
  'netw',
  'robot',
  'autom',
  'electr',
  'optim',
  'oper',
  'manag',
  'econ',
  'educ',
  'sociol',
  'philos',
  'hist',
  'ling',
  'nurs',
  'pediatr',
  'surg',
  'cardiol',
  'oncol',
  'radiol',
  'neurol',
  'psychiatr',
  'urol',
  'vet',
  'agric',
  'nutr',
  'toxicol',
  'virol',
  'zool',
  'geol',
  'astron',
  'astrophys',
  'quant',
  'stud',
  'numer',
  'syst',
  'adv',
  'curr',
  'lect',
  // More of ISO 4's journal-word abbreviations (LTWA), as Springer's LNCS and Nature's lists print
  // them: "Renew. Energy", "J. Mach. Learn. Res.", "Nat. Sustain.", "Annu. Rev. Ecol. Syst.".
  'renew',
  'sustain',
  'learn',
  'resour',
  'conserv',
  'ind',
  'sens',
  'cogn',
  'behav',
  'dev',
  'manag',
  'hum',
  'publ',
  'serv',
  'geogr',
  'hydrol',
  'atmos',
  'meteorol',
  'climatol',
  'oceanogr',
  'agron',
  'biotechnol',
  'bioinform',
  'linguist',
  'anthropol',
  'archaeol',
  'theor',
  'exp',
  'gen',
  'gastroenterol',
  'hepatol',
  'endocrinol',
  'metab',
  'obstet',
  'gynecol',
  'ophthalmol',
  'dermatol',
  'infect',
  'dis',
  'epidemiol',
  'prev',
  'rehabil',
  'physiol',
  'pathol',
  'biomed',
  'pharm',
  'ther',
  'catal',
  'electrochem',
  'spectrosc',
  'crystallogr',
  'metall',
  'nanotechnol',
  'acoust',
  'aerosp',
  'transp',
  'pract',
  'annu',
  'polit',
  'financ',
  'account',
  'mark',
  'strateg',
  'innov',
  'knowl',
  'inform',
  'decis',
  'artif',
  'secur',
  'distrib',
  'geosci',
  'photovolt',
  'sol',
  'therm',
  'fluid',
  'hered',
  'entomol',
  'bot',
  'plant',
  // German volume marks: "Bd. 2" (Band), "Jg. 12" (Jahrgang).
  'bd',
  'jg',
]);

/** The words for "edition" after its number: "2nd ed.", "2. Aufl.", "2e éd.", "2. wyd.", "2-е изд.". */
export const EDITION_WORD_SOURCE = '(?:ed|edn|edition|aufl|auflage|éd|édition|wyd|wydanie|изд)';

const LETTER_RE = /\p{L}/u;
// German, Polish, Russian and Brazilian editions number themselves "2." before the word for edition.
const ORDINAL_EDITION_RE = new RegExp(`(?:^|[\\s(])\\d{1,2}\\.\\s${EDITION_WORD_SOURCE}(?!\\p{L})`, 'iu');
// ". – Journal": a dash opens a part too; so does a CJK character, since those scripts have no capitals.
// Scripts with no capitals (Arabic, Hebrew, Persian, Thai, Devanagari) start a sentence with any letter.
const UPPER_START_RE =
  /[\p{Lu}\d"“‘'([–—\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Thai}\p{Script=Devanagari}「『《«]/u;
const SINGLE_CAPITAL_RE = /^\p{Lu}$/u;
// Names that start in lower case but are still a new part: "arXiv", "t3n Magazin", "eLife", "bioRxiv".
const BRAND_START_RE = /^\p{Ll}+[\p{Lu}\d]/u;

/**
 * "Deep learning. nature, 521(7553), 436-444": Google Scholar's "Cite" prints some journals in lower
 * case; a lower-case name followed by its volume and issue, or its volume and pages, is still a part.
 */
const LOWER_CASE_JOURNAL_RE =
  /^\p{Ll}[\p{L}\s&'’-]{1,150}?,\s*(?:vol\.\s*)?\d{1,5}[A-Za-z]?\s*(?:\(\s*[\w-]{1,12}\s*\)|,\s*(?:pp?\.\s*)?[A-Za-z]?\d+\s*[-–]\s*[A-Za-z]?\d+)/u;

/** "The big book, 2nd edn." before "Springer, Cham" (or BibTeX's "Title, 3 ed."): an edition after its ordinal, outside brackets, ends a part. */
const EDITION_END_RE = /(?:\b\d{1,2}(?:st|nd|rd|th)|,\s\d{1,2}|\b(?:second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|revised))\s+(?:ed|edn)$/i;

function endsEdition(text: string, start: number, dot: number): boolean {
  const part = text.slice(start, dot);
  if (!EDITION_END_RE.test(part.slice(-24))) return false;
  let depth = 0;
  for (const ch of part) depth += ch === '(' || ch === '[' ? 1 : ch === ')' || ch === ']' ? -1 : 0;
  return depth <= 0;
}

/** Parts without their closing full stop ("?" and "!" are kept). Never returns empty strings. */
export function splitSentences(text: string): string[] {
  const out: string[] = [];
  let start = 0;
  const n = text.length;
  for (let i = 0; i < n; i++) {
    const ch = text[i];
    if (ch !== '.' && ch !== '?' && ch !== '!') continue;
    // "Amyloidosis?." — the full stop after "?" ends the part.
    let end = i;
    if ((ch === '?' || ch === '!') && text[i + 1] === '.') end = i + 1;
    const after = text[end + 1];
    if (after !== undefined && after !== ' ') continue;
    let j = end + 1;
    while (text[j] === ' ') j++;
    const next = text[j];
    if (next === undefined) break;
    if (!UPPER_START_RE.test(next) && !BRAND_START_RE.test(text.slice(j, j + 24)) && !LOWER_CASE_JOURNAL_RE.test(text.slice(j, j + 200))) continue;
    if (ch === '.' && end === i && isAbbreviation(text, i) && !endsEdition(text, start, i)) continue;
    // "Title, Mar. 2022" (abbrv, acm): an abbreviated month and its year are one date.
    if (ch === '.' && MONTH_THEN_YEAR_RE.test(text.slice(Math.max(0, i - 5), j + 4))) continue;
    // "Die Energiewende (2. Aufl.)": a number and the word for edition are one part.
    if (ch === '.' && /\d/.test(text[i - 1] ?? '') && ORDINAL_EDITION_RE.test(text.slice(Math.max(0, i - 4), j + 12))) continue;
    push(out, text.slice(start, ch === '.' ? i : i + 1));
    start = j;
    i = j - 1;
  }
  push(out, text.slice(start));
  return out;
}

const MONTH_THEN_YEAR_RE = new RegExp(String.raw`(?:^|[\s,(])${MONTH_ABBREVIATION_SOURCE}\.\s(?:1[5-9]|20)\d{2}$`);

function push(out: string[], part: string): void {
  const trimmed = part.trim().replace(/\.$/, '').trim();
  if (trimmed !== '') out.push(trimmed);
}

/**
 * A part that is only a journal's abbreviated words ("Sol", "Energy Mater", "Am J"): at most four
 * capitalised words, the last a known abbreviation (or every one abbreviated or a capital). Vancouver lists that keep the
 * full stops ("Sol. Energy Mater. Sol. Cells.") split their journal into such parts.
 */
export function isAbbreviatedJournalPart(part: string): boolean {
  const words = part.trim().split(/\s+/);
  if (words.length > 4 || !words.every((w) => /^\p{Lu}[\p{L}&-]*$/u.test(w))) return false;
  const known = (w: string) => ABBREVIATIONS.has(w.toLowerCase()) && w.length <= 9;
  // "Am J" (every word abbreviated) or "Energy Mater" (the last one); not "Part A".
  return known(words[words.length - 1] as string) || words.every((w) => known(w) || SINGLE_CAPITAL_RE.test(w));
}

/** Words a capital letter closes in a title, not a name: "hepatitis C", "Vitamin D", "type A", "Plan B", "Phase 3". */
const BEFORE_A_LETTER = new Set([
  'vitamin',
  'hepatitis',
  'type',
  'plan',
  'phase',
  'group',
  'class',
  'category',
  'appendix',
  'part',
  'section',
  'grade',
  'stage',
  'model',
  'series',
  'option',
  'schedule',
  'exhibit',
  'figure',
  'table',
  'annex',
  'level',
  'tier',
  'cluster',
  'factor',
  'protein',
  'kinase',
  'receptor',
  'influenza',
  'scenario',
  'version',
]);
/** The small words before a name ("edited by A. Smith", "Journal of S. Things"), beside the particles of names. */
const WORDS_BEFORE_A_NAME: ReadonlySet<string> = new Set([
  'and',
  'und',
  'the',
  'for',
  'with',
  'from',
  'into',
  'upon',
  'about',
  'edited',
  'translated',
  'trans',
  'eds',
  'ed',
]);

/**
 * Whether the capital before a full stop ends a title's last word rather than a name's initial: the
 * word before it is a lower-case word ("chronic hepatitis C.", "learning with plan B.") or one that a
 * letter qualifies ("Vitamin D."). "Jack W. Szostak", "Smith, J." and "van der Berg, J." stay initials.
 */
function endsTitleWord(text: string, beforeLetter: number): boolean {
  if (text[beforeLetter] !== ' ') return false;
  const previous = /([\p{L}'’-]+)$/u.exec(text.slice(Math.max(0, beforeLetter - 30), beforeLetter))?.[1];
  if (!previous) return false;
  const lower = previous.toLowerCase();
  if (BEFORE_A_LETTER.has(lower)) return true;
  return /^\p{Ll}{3,}$/u.test(previous) && !NAME_PARTICLES.has(lower) && !WORDS_BEFORE_A_NAME.has(lower);
}

/**
 * "et al." as other languages abbreviate it, ending an author list ("Zielińska M. i in.", "Смирнов А. В.
 * и др.", "Öztürk, M. vd.", "Bakker, J. e.a."): the names go on to it (references/parse-names.ts reads it).
 */
const OTHERS_RE = new RegExp(String.raw`(?<![\p{L}.])${OTHERS_ABBREVIATION_SOURCE}$`, 'iu');
/** The first dot of "e.a.", "u. a.", "m.fl.". */
const OTHERS_FIRST_DOT_RE = /(?<![\p{L}.])[eum]$/u;

function isAbbreviation(text: string, dot: number): boolean {
  const window = text.slice(Math.max(0, dot - 12), dot);
  if (OTHERS_RE.test(window) || (OTHERS_FIRST_DOT_RE.test(window) && /^\s?(?:a|fl)\./.test(text.slice(dot + 1, dot + 5)))) return true;
  let k = dot - 1;
  while (k >= 0 && LETTER_RE.test(text[k] as string)) k--;
  const word = text.slice(k + 1, dot);
  if (word === '') return text[dot - 1] === '.'; // "..." handled as one mark
  if (SINGLE_CAPITAL_RE.test(word)) return !endsTitleWord(text, k);
  return ABBREVIATIONS.has(word.toLowerCase()) && word.length <= 9;
}
