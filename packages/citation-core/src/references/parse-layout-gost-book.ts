// A whole work in GOST 7.1 / 7.0.100 (books, e-books, theses): its areas set off by ". – " (or ". — ").
//   "Иванов, И. И. Экономика : учебник / И. И. Иванов. – 2-е изд. – Москва : Наука, 2018. – 320 с. – ISBN 978-5-02-012345-6."
// The first area is the heading, title and statement of responsibility (gost-heading.ts); the
// others are the edition, the imprint (place, publisher, year), the extent and notes, in that
// order but each optional. The dashes alone do not make an entry GOST: an imprint or an extent
// must be among the areas, so a title with a dash in it ("Россия – Китай. …") is left to others.
import type { ParsedReference } from '../types.ts';
import { readGostHeading } from './gost-heading.ts';
import { restorePlaceColon } from './gost-places.ts';
import type { Signals } from './parse-shared.ts';
import { normalizePages, readImprint } from './parse-source.ts';

const AREA_SPLIT_RE = /\.\s[–—-]\s/u;
const YEAR = String.raw`(?:1[5-9]|20)\d{2}`;
/** "Москва, 2019", "М., 2019": the place and year, the publisher not named. */
const PLACE_YEAR_RE = new RegExp(String.raw`^(\p{Lu}[\p{L}.-]{0,30}(?:\s\p{Lu}[\p{L}.-]{0,30}){0,2}),\s?(${YEAR})$`, 'u');
/** "2-е изд., перераб. и доп.", "Изд. 3-е", "3rd ed.": the edition's number. */
const EDITION_RE = /^(?:(\d{1,2})-?(?:е|e|ое)?\s*(?:изд|ed)\.?|изд\.\s*(\d{1,2})-?е?|(\d{1,2})(?:st|nd|rd|th)\s+ed(?:ition)?\.?)(?=[\s,.;]|$)/iu;
/** "320 с.", "320 с. : ил." (its colon merged away by the clean-up), "XII, 320 p.", "250 S.", Polish "320 s.": the number of pages of the whole work. */
const EXTENT_RE = /^(?:[IVXLC]+,\s*)?(\d{1,5})\s?(?:с|c|p|pp|S|s|стр)\.?(?:\s*[:;,]?\s.*)?$/u;
/** "С. 10–20", "P. 5-9": the pages of a part, as in a proceedings volume without "//". */
const PAGES_RE = /^(?:С|P|Pp|S)\.\s?(\d{1,6}(?:\s?[–—-]\s?\d{1,6})?)$/u;
/** "дис. … канд. экон. наук", "автореф. дис.", "диссертация": a thesis. */
/** GOST 7.0.100's content type ("Текст : электронный"), access notes: no field of the work. */
const NOTE_RE = /^(?:Текст|Изображение|Электронный ресурс|Режим доступа|Загл\.|Библиогр|Систем\. требования)/u;
const CYRILLIC_RE = /\p{Script=Cyrillic}/u;
/** "В 2 т. Т. 1", "Vol. 2" at the end of the title: the volume of a work in several. */
const VOLUME_RE = /\.\s(?:В\s\d+\s?т\.\s)?(?:Т|Vol)\.\s?(\d{1,3})$/u;
const THESIS_RE = /\s?:\s?(?:автореф\.\s*)?дис(?:\.|сертаци)/iu;

export function readGostBook(body: string, ref: ParsedReference, signals: Signals): boolean {
  // "… 320 с. – ISBN …" with its ISBN or URL taken out leaves a dash at the end.
  const areas = body
    .replace(/(?:\.?\s[–—-])+\.?\s*$/u, '')
    .replace(/\.?\s[–—-]\.(?=\s)/gu, '.')
    .split(AREA_SPLIT_RE)
    .map((area) => area.trim().replace(/\.$/u, ''));
  const [head, ...rest] = areas;
  if (head === undefined || head === '' || rest.length === 0) return false;
  const fields = readAreas(rest);
  if (!fields.imprint && fields.numberOfPages === undefined && fields.pages === undefined) return false;
  // "Big data. - Nature, 2020": a name and a year alone after the dash are a place only in a Cyrillic
  // entry or beside a count of pages; elsewhere they are as likely a journal.
  if (!fields.publisher && fields.numberOfPages === undefined && fields.pages === undefined && !CYRILLIC_RE.test(body)) return false;

  ref.format = 'gost';
  const title = readGostHeading(head, ref);
  // "Рынок труда : дис. … канд. экон. наук : 08.00.05": the kind of thesis is no part of its title.
  const thesis = THESIS_RE.exec(title);
  if (thesis) signals.thesis = true;
  const whole = thesis && thesis.index > 0 ? title.slice(0, thesis.index).replace(/[\s:]+$/u, '') : title;
  // "Экономика. В 2 т. Т. 1": the volume of a work in several.
  const volume = VOLUME_RE.exec(whole);
  ref.title = volume ? whole.slice(0, volume.index) : whole;
  if (volume) ref.volume = volume[1] as string;
  if (fields.edition) ref.edition = fields.edition;
  if (fields.place) ref.place = fields.place;
  if (fields.publisher) ref.publisher = fields.publisher;
  if (fields.year !== undefined) ref.year = fields.year;
  if (fields.numberOfPages) ref.numberOfPages = fields.numberOfPages;
  if (fields.pages) ref.pages = fields.pages;
  // A book that is also online ("[Электронный ресурс] … – URL: …") is still a book, and so is one whose
  // heading is a body ("Росстат. Ежегодник : стат. сб. – Москва, 2023. – 701 с.").
  if ((fields.publisher || fields.numberOfPages) && !fields.pages && !signals.thesis) signals.book = true;
  return true;
}

interface AreaFields {
  imprint?: boolean;
  place?: string;
  publisher?: string;
  year?: number;
  edition?: string;
  numberOfPages?: string;
  pages?: string;
}

/** The areas after the first; the first of each kind counts (a series or a note may repeat a kind). */
function readAreas(areas: string[]): AreaFields {
  const out: AreaFields = {};
  for (const written of areas) {
    if (NOTE_RE.test(written)) continue;
    const area = restorePlaceColon(written);
    const edition = EDITION_RE.exec(area);
    if (edition) {
      out.edition ??= edition[1] ?? edition[2] ?? edition[3];
      continue;
    }
    // "Москва : Наука ; Санкт-Петербург : Питер, 2018": the first place and publisher, the year at the end.
    const imprint = readImprint(area.replace(/\s;\s.*?(,\s*\d{4})$/u, '$1'));
    const placeYear = PLACE_YEAR_RE.exec(area);
    if ((imprint || placeYear) && !out.imprint) {
      out.imprint = true;
      out.place = imprint?.place ?? (placeYear?.[1] as string);
      if (imprint) out.publisher = imprint.publisher;
      const year = imprint?.year ?? Number(placeYear?.[2]);
      if (Number.isFinite(year)) out.year = year;
      continue;
    }
    const extent = EXTENT_RE.exec(area);
    if (extent) out.numberOfPages ??= extent[1];
    const pages = PAGES_RE.exec(area);
    if (pages) out.pages ??= normalizePages(pages[1] as string);
  }
  return out;
}
