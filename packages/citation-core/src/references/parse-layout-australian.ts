// Australian Harvard (the AGPS style-manual author-date that Australian universities teach): the
// names, the year with no brackets and a comma, then the parts set off by commas.
//   article "Smith, J & Jones, K 2020, 'Deep learning for cats', Journal of AI, vol. 1, no. 2, pp. 3-4."
//   book    "Smith, J 2020, Deep learning for cats, 2nd edn, Routledge, London."
//   web     "Department of Health 2019, Australia's health plan, Australian Government, Canberra, viewed 1 May 2023, <https://…>."
// The access clause and the link in angle brackets are taken out before this reader runs (parse.ts).
import type { ParsedReference } from '../types.ts';
import { parseNames } from './parse-names.ts';
import type { Signals } from './parse-shared.ts';
import { applySource, setNames, takeTitle } from './parse-shared.ts';
import { parseSource } from './parse-source.ts';

/** "Smith, J", "Smith, JA, Jones, K & Brown, L": family names and initials with no full stops. */
const PERSON = String.raw`\p{Lu}[\p{L}'’-]+(?:\s\p{Lu}[\p{L}'’-]+)?,\s\p{Lu}{1,3}`;
const PEOPLE_RE = new RegExp(String.raw`^${PERSON}(?:(?:,\s|\s&\s|\sand\s)${PERSON})*$`, 'u');
/** A body's name: capitalised words (and small words), no digits. */
const BODY_RE = /^\p{Lu}[\p{L}'’&.-]*(?:\s(?:\p{Lu}[\p{L}'’&.-]*|of|and|for|the|on))+$/u;
const LEAD_RE = /^(.{2,200}?)\s((?:1[5-9]|20)\d{2}[a-z]?|n\.d\.),\s+(\S.*)$/u;

export function readAustralianHarvard(body: string, ref: ParsedReference, signals: Signals): boolean {
  const m = LEAD_RE.exec(body.trim());
  if (!m) return false;
  const who = (m[1] as string).trim();
  const rest = (m[3] as string).trim();
  const quoted = /^['‘"“]/.test(rest);
  // A body's name only with the style's other signs: a quoted title, or a place after the publisher.
  const people = PEOPLE_RE.test(who);
  if (!people && !(BODY_RE.test(who) && (quoted || signals.web || ref.urls.length > 0 || ref.accessed !== undefined))) return false;
  const names = parseNames(people ? who.replace(/\b(\p{Lu}{1,3})(?=,|\s&|\sand|$)/gu, (initials) => `${initials.split('').join('. ')}.`) : who);
  if (names.style === 'none') return false;
  ref.format = 'harvard';
  setNames(ref, names);
  if (m[2] !== 'n.d.') ref.year = Number.parseInt(m[2] as string, 10);
  if (quoted) {
    const source = takeTitle(rest, ref);
    applySource(parseSource(source, { commasOnly: true }), ref, signals);
    return true;
  }
  // A book or a page: the title is the first part; its edition, publisher and place follow.
  const comma = rest.indexOf(', ');
  ref.title = (comma > 0 ? rest.slice(0, comma) : rest).replace(/\.$/, '').trim();
  if (comma > 0) applySource(parseSource(rest.slice(comma + 2), { commasOnly: true }), ref, signals);
  return true;
}

/**
 * Whether an entry opens as this style does, a body's name and its year then the title and more parts
 * ("Department of Health 2019, Title, Publisher, Canberra"): the AI tools' "Title, accessed …" reader
 * leaves such an entry to this one.
 */
export function opensWithNamesAndYear(text: string): boolean {
  const m = LEAD_RE.exec(text.trim());
  if (!m) return false;
  const who = (m[1] as string).trim();
  return (PEOPLE_RE.test(who) || BODY_RE.test(who)) && (m[3] as string).split(', ').length >= 3;
}
