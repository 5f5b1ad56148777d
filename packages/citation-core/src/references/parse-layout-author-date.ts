// Author-date layouts: the date in brackets after the authors (APA, Harvard) or as a sentence of
// its own (Chicago author-date without quotes).
import type { ParsedReference } from '../types.ts';
import { DATE_SOURCE, MONTH_SOURCE, parseDateText } from './parse-dates.ts';
import { givenFirstNames, hasOrganisationWord, parseNames } from './parse-names.ts';
import type { Signals } from './parse-shared.ts';
import { applySource, looksLikeTitle, setNames, takeTitle, wordCount } from './parse-shared.ts';
import { parseSource } from './parse-source.ts';
import { splitCommaTitle } from './comma-title.ts';
import { isPublishingCity } from './publisher-names.ts';

// APA and Harvard: authors, then the date in brackets.
//   APA     "Yip, C. S. C., Chan, W., & Fielding, R. (2020). Title. Journal, 119(3), 464-481."
//   Harvard "Seelig, B. and Szostak, J.W. (2007) 'Title', Nature, 448(7155), pp. 828-831."

// The date written out in full is Wikipedia's and the news sites' way: "(22 March 2022)", "(2018-05-03)".
// "(in press)" and "(forthcoming)" never reach here: parse-status.ts turns them into "(n.d.)" and a status.
// A reprint's "(1890/1950)" is dated by the edition read (the second year), a work published over
// years, "(1776–1789)", by its first.
const PAREN_DATE_RE = new RegExp(
  String.raw`\((?:c\.\s*)?(?:(?:1[5-9]|20)\d{2}\s?\/\s?)?((?:1[5-9]|20)\d{2})(?:\s?[–-]\s?(?:1[5-9]|20)\d{2})?([a-z])?(?:[,;]?\s+([^()]{1,30}?))?\)|\((n\.\s?d\.?|s\.\s?f\.|no date)\)|\((${DATE_SOURCE})\)`,
  'giu',
);

/** "The pandas development team.", "The Tor Project.", "OpenStreetMap contributors.": a group's name, not a title. */
const GROUP_NAME_END_RE = /\b(?:team|developers|contributors|consortium|collaboration|group|community|committee|network|initiative|project|authors)\.?$/i;

/** "La distinction, Paris, Minuit": a title, a city, a publisher of a few words. */
const CITY_THEN_PUBLISHER_RE = /^(.{3,300}?),\s+(\p{Lu}[\p{L}'’ -]{1,30}),\s+(\p{Lu}[\p{L}'’&. -]{1,60})$/u;

/** "E. Harris, City council …": names initials first, then a comma (SIAM), never an author-date entry's names. */
const INITIALS_FIRST_THEN_COMMA_RE = /^(?:\p{Lu}\.\s?)+\p{Lu}[\p{L}'’-]+(?:\s(?:and|&)\s(?:\p{Lu}\.\s?)+\p{Lu}[\p{L}'’-]+)*,\s+\p{Lu}\p{Ll}/u;

/** "Vimmerstedt, L. & Akar, S. Annual Technology Baseline…" (Nature): names with their initials, then the title's first word. */
const NAMES_THEN_TITLE_RE = /^[^.,()]{1,60},\s(?:\p{Lu}\.\s?-?)+(?:(?:,|,?\s&|,?\sand)\s[^.,()]{1,60},\s(?:\p{Lu}\.\s?-?)+)*\s\p{Lu}\p{Ll}/u;

export function readParenthesisedYear(body: string, ref: ParsedReference, signals: Signals): boolean {
  PAREN_DATE_RE.lastIndex = 0;
  for (let m = PAREN_DATE_RE.exec(body); m !== null; m = PAREN_DATE_RE.exec(body)) {
    const pre = body.slice(0, m.index).trim();
    // Nature's "Title. Preprint at bioRxiv (2020)" ends with a year in brackets too, after the title.
    if (pre === '' || pre.length > 600 || /["“”]/.test(pre) || /\.\s+Preprint at\b/i.test(pre)) continue;
    const names = parseNames(pre.replace(/[,\s]+$/, ''));
    const titleFirst =
      (names.style === 'organisation' && /\.$/.test(pre) && !GROUP_NAME_END_RE.test(pre) && (looksLikeTitle(pre) || titleInSentenceCase(pre))) ||
      titleBeforeSource(pre, body.slice(m.index + m[0].length));
    if (names.style === 'organisation' && !titleFirst && wordCount(pre) > 10) continue;
    if (names.style === 'none') continue;
    // "Title — Nature Food (2021)": a title and its site, not an organisation as author.
    if (names.style === 'organisation' && /\s[—–|-]\s/.test(pre)) continue;
    // "Why Sleep Matters (2023) — The New York Times": a title with its year, then its site.
    if (names.style === 'organisation' && /^\s*[—–|-]\s/.test(body.slice(m.index + m[0].length))) continue;
    // "Harris, E. City council approves … The Guardian (June 2023)." (BibTeX's acm): a date closing
    // the entry after sentences dates the source, not names.
    if (
      /^\s*\.?\s*$/.test(body.slice(m.index + m[0].length)) &&
      (/\p{Ll}{3,}\.\s+\p{Lu}/u.test(pre) || INITIALS_FIRST_THEN_COMMA_RE.test(pre) || NAMES_THEN_TITLE_RE.test(pre))
    )
      continue;
    // "(2024 Update)", "(2023 edition)": a year in a title, not the date of the work.
    if (m[3] && !parseDateText(`${m[3]} ${m[1]}`)) continue;

    const after = body.slice(m.index + m[0].length);
    ref.format = /^\s*\./.test(after) ? 'apa' : 'harvard';
    const date = m[1] ? (m[3] ? parseDateText(`${m[3]} ${m[1]}`) : [Number(m[1])]) : m[5] ? parseDateText(m[5]) : undefined;
    if (date) {
      ref.year = date[0];
      if (date.length > 1) ref.issued = date;
    }
    let rest = after.replace(/^\s*[.,:]?\s*/, '');
    if (titleFirst) {
      ref.title = pre.replace(/\.$/, '');
    } else {
      setNames(ref, names);
      // "(2019), Growth and trade, Journal of Economics, 12, 45-67": commas, not full stops, end the title.
      const commas = /^\s*,/.test(after) ? splitCommaTitle(rest) : undefined;
      // "Bourdieu P. (1979), La distinction, Paris, Minuit.": the title, then a city and its publisher.
      const cityImprint = /^\s*,/.test(after) ? CITY_THEN_PUBLISHER_RE.exec(rest.replace(/\.$/, '')) : null;
      if (cityImprint && isPublishingCity(cityImprint[2] as string)) {
        ref.title = (cityImprint[1] as string).trim();
        ref.place = cityImprint[2] as string;
        ref.publisher = (cityImprint[3] as string).trim();
        rest = '';
      } else if (commas) {
        ref.title = commas.title;
        rest = commas.source;
      } else rest = takeTitle(rest, ref);
      if (rest.trim() === '' && signals.web) takeSiteAfterTitle(ref);
    }
    applySource(parseSource(rest), ref, signals);
    return true;
  }
  return false;
}

// ---------------------------------------------------------------------------------------------
// Chicago author-date without quotes: "Smith, John, and Jane Doe. 2010. Title. City: Publisher."

// Elsevier's Harvard sets the year off with a comma: "Smith, J., Doe, A., 2020. Title. Journal 12, 1–10."
// The IPCC's with a colon: "IPCC, 2021: Climate Change 2021: The Physical Science Basis. …"
// Google Scholar's Harvard adds the month of a conference: "Devlin, J. and Lee, K., 2019, June. Title."
const CHICAGO_DATE_RE = new RegExp(String.raw`^(.+?)[.,]\s+((?:1[5-9]|20)\d{2})[a-z]?(?:,\s+(?:${MONTH_SOURCE})(?:\s+\d{1,2})?)?[.:]\s+(.+)$`, 'iu');

export function readChicagoAuthorDate(body: string, ref: ParsedReference, signals: Signals): boolean {
  const m = CHICAGO_DATE_RE.exec(body);
  if (!m) return false;
  // ACM's reference format names people given name first: "Jane Doe and John Roe. 2021. Title."
  let names = parseNames(m[1] as string);
  if (names.style === 'organisation') names = givenFirstNames(m[1] as string) ?? names;
  if (names.style === 'none' || (names.style === 'organisation' && wordCount(m[1] as string) > 8)) return false;
  ref.format = 'chicago';
  setNames(ref, names);
  ref.year = Number(m[2]);
  applySource(parseSource(takeTitle(m[3] as string, ref)), ref, signals);
  return true;
}

/**
 * "Solar growth in Europe." before "(n.d.)": APA moves the title of a work with no author to the
 * author's place, and a title in sentence case has a word in lower case that is no "of", "and" or
 * "for" of an organisation's name ("World Health Organization", "Bureau of Labor Statistics").
 */
/**
 * Harvard (Cite Them Right) names a web page's site after a comma: "Green, O. (2022) How to reduce your
 * carbon footprint, Energy Saving Trust. Available at: …". Only a title in sentence case is split, at its
 * last comma, before a name of capitalised words that the link's host spells ("energysavingtrust.org.uk"):
 * "Cats, Dogs and Mice" and "Travel tips for Paris, France" stay whole.
 */
function takeSiteAfterTitle(ref: ParsedReference): void {
  const m = /^(.+),\s+(\p{Lu}[\p{L}&'’-]*(?:\s+(?:\p{Lu}[\p{L}&'’-]*|of|and|for|the|&)){0,6})$/u.exec(ref.title ?? '');
  if (!m || !titleInSentenceCase(m[1] as string) || ref.siteName || !namesHost(m[2] as string, ref.url)) return;
  ref.title = m[1] as string;
  ref.siteName = m[2] as string;
}

function namesHost(site: string, url: string | undefined): boolean {
  const host = url ? (/^(?:https?:\/\/)?([^/?#]+)/i.exec(url)?.[1] ?? '').toLowerCase().replace(/[^a-z0-9.]/g, '') : '';
  if (host === '') return false;
  const words = site.split(/\s+/).filter((w) => !/^(?:of|and|for|the|&)$/i.test(w));
  const joined = words.join('').toLowerCase();
  const initials = words
    .map((w) => w[0])
    .join('')
    .toLowerCase();
  const labels = host.split('.');
  // "BBC News" on bbc.co.uk: the name's first word is the host's.
  return host.includes(joined) || (initials.length >= 2 && labels.includes(initials)) || labels.includes((words[0] ?? '').toLowerCase());
}

/** "McKinsey & Company", "IEA", "Gallup", "Pew Research Center": a name of capitalised words, an acronym or "&". */
const SOURCE_NAME_RE = /^(?:\p{Lu}[\p{L}'’.-]*|&|of|and|for|the)(?:\s+(?:\p{Lu}[\p{L}'’.-]*|&|of|and|for|the))*$/u;

/**
 * APA's work with no author, its title in the author's place, told by what follows the date: "In"
 * and the work it is in ("Artificial intelligence. (2024, March 10). In Wikipedia."), or the
 * publisher alone after a title with a year, a colon or words no body is named with ("The State of
 * AI in 2023. (2023). McKinsey & Company."). "World Health Organization. (2023). WHO." is a body.
 */
function titleBeforeSource(pre: string, after: string): boolean {
  if (!/\.$/.test(pre) || HAS_INITIALS_RE.test(pre)) return false;
  const rest = after
    .replace(/^\s*[.,:]?\s*/, '')
    .replace(/\s*https?:\/\/\S+/g, '')
    .trim()
    .replace(/\.$/, '');
  if (/^In\s+\p{Lu}[^.]{1,80}$/u.test(rest)) return true;
  if (rest.includes('. ') || !SOURCE_NAME_RE.test(rest) || wordCount(rest) > 6 || wordCount(pre) < 3 || hasOrganisationWord(pre)) return false;
  return /(?:1[5-9]|20)\d{2}|[:?]/.test(pre) || titleInSentenceCase(pre) || /\s\p{Ll}{2,}\s/u.test(pre);
}
/** "Smith, J." or "J. Smith": a person's initial, never in a title put first. */
const HAS_INITIALS_RE = /(?:^|[\s,])\p{Lu}\.(?:\s|$)/u;

function titleInSentenceCase(text: string): boolean {
  const words = text.replace(/\.$/, '').split(/\s+/);
  if (words.length < 3 || /\(\p{Lu}{2,}\)/u.test(text)) return false;
  return words.slice(1).some((w) => /^\p{Ll}{3,}/u.test(w) && !ORGANISATION_WORDS.has(w.replace(/\W+$/, '')));
}

/** Lower-case words of organisations' names ("Rijksinstituut voor Volksgezondheid en Milieu", "Istituto Superiore della Sanità"). */
const ORGANISATION_WORDS = new Set([
  'and',
  'for',
  'the',
  'von',
  'van',
  'der',
  'den',
  'des',
  'del',
  'della',
  'delle',
  'degli',
  'dei',
  'und',
  'für',
  'pour',
  'les',
  'los',
  'las',
  'voor',
  'het',
  'dos',
  'das',
  'aux',
]);
