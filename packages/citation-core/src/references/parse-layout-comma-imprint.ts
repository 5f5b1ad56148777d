// The house style of the OECD, the World Bank and the IMF: everything after the date set off by
// commas, the imprint last ("OECD (2021), Education at a Glance 2021: OECD Indicators, OECD
// Publishing, Paris."; 'OECD (2020), "Title", OECD Economics Department Working Papers, No. 1234,
// OECD Publishing, Paris.'). With no full stop after the title, the APA reader took the whole tail
// for the title; here the imprint is read off the end, a series and its number before it.
import type { ParsedReference } from '../types.ts';
import { hasOrganisationWord, parseNames } from './parse-names.ts';
import type { Signals } from './parse-shared.ts';
import { setNames } from './parse-shared.ts';
import { namesPublisher, trailingPlaceParts } from './publisher-names.ts';

/** "Names (2021), rest": the year in brackets followed by a comma, not by a full stop. */
const HEAD_RE = /^([^()]{2,200}?)\s*\(((?:1[5-9]|20)\d{2})[a-z]?\),\s+(.+)$/su;
const QUOTED_TITLE_RE = /^["“](.+?)[,]?["”],\s*(.+)$/su;
/** "No. 1234", "No 12", "Nr. 5": a number in the series named before it. */
const SERIES_NUMBER_RE = /^(?:no\.?|nr\.?|number|n[°º])\s*([\p{L}\d][\w./-]*)$/iu;

export function readCommaImprint(body: string, ref: ParsedReference, signals: Signals): boolean {
  const head = HEAD_RE.exec(body.trim().replace(/[.,\s]+$/, ''));
  if (!head) return false;
  const names = parseNames(head[1] as string);
  if (names.style === 'none' || names.authors.length === 0) return false;
  const quoted = QUOTED_TITLE_RE.exec(head[3] as string);
  const parts = (quoted ? (quoted[2] as string) : (head[3] as string)).split(/,\s+/).map((p) => p.trim());
  const places = trailingPlaceParts(parts);
  const publisherAt = parts.length - places - 1;
  // The imprint is what says this is the layout: a place after a publisher's or a body's name.
  if (places === 0 || publisherAt < (quoted ? 0 : 1)) return false;
  const publisher = parts[publisherAt] as string;
  if (!namesPublisher(publisher) && !hasOrganisationWord(publisher) && !/^\p{Lu}{2,6}$/u.test(publisher)) return false;

  ref.format = 'harvard';
  setNames(ref, names);
  ref.year = Number(head[2]);
  ref.publisher = publisher;
  ref.place = parts.slice(publisherAt + 1).join(', ');
  // "IEA (2023), World Energy Outlook 2023, IEA, Paris": a body publishing its own work, a report
  // (with a link it would otherwise be taken for a web page).
  if (names.authors.length === 1 && names.authors[0]?.literal === publisher) signals.report = true;
  let between = parts.slice(0, publisherAt);
  // "…, OECD Economics Department Working Papers, No. 1234, …": the series and its number.
  const numberAt = between.findIndex((p) => SERIES_NUMBER_RE.test(p));
  if (numberAt >= (quoted ? 1 : 2)) {
    ref.number = SERIES_NUMBER_RE.exec(between[numberAt] as string)?.[1] as string;
    // After a quoted title the whole run is the series ("OECD Social, Employment and Migration Working
    // Papers"); after a plain one only the part before the number can be told from the title.
    const seriesFrom = quoted ? 0 : numberAt - 1;
    ref.containerTitle = between.slice(seriesFrom, numberAt).join(', ');
    signals.report = true;
    between = between.slice(0, seriesFrom);
  } else if (quoted && between.length > 0) {
    ref.containerTitle = between.join(', ');
    between = [];
  }
  ref.title = quoted ? (quoted[1] as string).trim() : between.join(', ');
  return ref.title !== '' || quoted !== null;
}
