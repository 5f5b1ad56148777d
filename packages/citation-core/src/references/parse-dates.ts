// Dates inside reference strings: "March 3, 2025", "3 March 2025", "2025-03-03", "2007 Aug 16"
// (Vancouver), "(2020, March 3)" (APA), and the access date that web references carry.

const MONTHS: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  oct: 10,
  nov: 11,
  dec: 12,
};

export const MONTH_SOURCE =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';
/** The months written short with a full stop ("Dec. 2023"), as a regular-expression source with no groups. May and June have none. */
export const MONTH_ABBREVIATION_SOURCE = '(?:Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)';
const DAY = '\\d{1,2}(?:st|nd|rd|th)?';
const YEAR = '(?:1[5-9]\\d{2}|20\\d{2})';

/**
 * Month names of the other languages reports are written in (German, French, Spanish, Italian,
 * Portuguese, Dutch, Polish and Russian in the genitive a date takes and the nominative, Chinese),
 * read only in a full day-month-year date — "3. März 2025", "3 mars 2025", "3 de marzo de 2025",
 * "3 marca 2024", "3 марта 2024" — or in an access clause, so that "Mars 2020" in a title stays a rover.
 */
const FOREIGN_MONTHS: Record<string, number> = {
  januar: 1,
  jänner: 1,
  janvier: 1,
  enero: 1,
  gennaio: 1,
  janeiro: 1,
  januari: 1,
  februar: 2,
  février: 2,
  fevrier: 2,
  febrero: 2,
  febbraio: 2,
  fevereiro: 2,
  februari: 2,
  märz: 3,
  maerz: 3,
  mars: 3,
  marzo: 3,
  março: 3,
  marco: 3,
  maart: 3,
  avril: 4,
  abril: 4,
  aprile: 4,
  mai: 5,
  mayo: 5,
  maggio: 5,
  maio: 5,
  mei: 5,
  juni: 6,
  juin: 6,
  junio: 6,
  giugno: 6,
  junho: 6,
  juli: 7,
  juillet: 7,
  julio: 7,
  luglio: 7,
  julho: 7,
  août: 8,
  aout: 8,
  agosto: 8,
  augustus: 8,
  septembre: 9,
  septiembre: 9,
  setiembre: 9,
  settembre: 9,
  setembro: 9,
  oktober: 10,
  octobre: 10,
  octubre: 10,
  ottobre: 10,
  outubro: 10,
  novembre: 11,
  noviembre: 11,
  novembro: 11,
  dezember: 12,
  décembre: 12,
  decembre: 12,
  diciembre: 12,
  dicembre: 12,
  dezembro: 12,
  stycznia: 1,
  styczeń: 1,
  lutego: 2,
  luty: 2,
  marca: 3,
  marzec: 3,
  kwietnia: 4,
  kwiecień: 4,
  maja: 5,
  maj: 5,
  czerwca: 6,
  czerwiec: 6,
  lipca: 7,
  lipiec: 7,
  sierpnia: 8,
  sierpień: 8,
  września: 9,
  wrzesień: 9,
  października: 10,
  październik: 10,
  listopada: 11,
  listopad: 11,
  grudnia: 12,
  grudzień: 12,
  // Swedish, Danish and Norwegian beyond the German and Dutch spellings above; Turkish; Indonesian.
  augusti: 8,
  marts: 3,
  desember: 12,
  ocak: 1,
  şubat: 2,
  mart: 3,
  nisan: 4,
  mayıs: 5,
  haziran: 6,
  temmuz: 7,
  ağustos: 8,
  eylül: 9,
  ekim: 10,
  kasım: 11,
  aralık: 12,
  maret: 3,
  agustus: 8,
  января: 1,
  январь: 1,
  февраля: 2,
  февраль: 2,
  марта: 3,
  март: 3,
  апреля: 4,
  апрель: 4,
  мая: 5,
  май: 5,
  июня: 6,
  июнь: 6,
  июля: 7,
  июль: 7,
  августа: 8,
  август: 8,
  сентября: 9,
  сентябрь: 9,
  октября: 10,
  октябрь: 10,
  ноября: 11,
  ноябрь: 11,
  декабря: 12,
  декабрь: 12,
  一月: 1,
  二月: 2,
  三月: 3,
  四月: 4,
  五月: 5,
  六月: 6,
  七月: 7,
  八月: 8,
  九月: 9,
  十月: 10,
  十一月: 11,
  十二月: 12,
};
const FOREIGN_MONTH_SOURCE = Object.keys(FOREIGN_MONTHS)
  .sort((a, b) => b.length - a.length)
  .join('|');
const FOREIGN_DMY_SOURCE = `\\d{1,2}\\.?\\s+(?:de\\s+)?(?:${FOREIGN_MONTH_SOURCE}),?\\s+(?:de\\s+)?${YEAR}`;
// Chinese and Japanese "2024年3月3日", Korean "2024년 3월 3일" (the day may be left out).
const CJK_YMD_SOURCE = `${YEAR}\\s?[年년]\\s?\\d{1,2}\\s?[月월](?:\\s?\\d{1,2}\\s?[日일])?`;
// German and Russian "03.03.2024": day first; a longer dotted number ("1.2.2020.5") is no date.
const DOTTED_DMY_SOURCE = `\\d{1,2}\\.\\d{1,2}\\.${YEAR}(?!\\.?\\d)`;
// Gemini writes "month D, YYYY" in every language: "März 3, 2025", "三月 3, 2025", "3月 3, 2025", "3월 3, 2025".
// Only read inside an access clause, where nothing else can follow the phrase.
const FOREIGN_MDY_SOURCE = `(?:${FOREIGN_MONTH_SOURCE}|\\d{1,2}\\s?[月월])\\s?\\d{1,2},?\\s+${YEAR}`;

/** A calendar date in any of the shapes above (month-and-year and ISO included). */
export const DATE_SOURCE =
  `(?:${MONTH_SOURCE}\\s+${DAY},?\\s+${YEAR}|${DAY}\\s+${MONTH_SOURCE},?\\s+${YEAR}|${YEAR}-\\d{1,2}-\\d{1,2}|` +
  `${YEAR}\\s+${MONTH_SOURCE}(?:\\s+${DAY})?|${MONTH_SOURCE},?\\s+${YEAR}|${FOREIGN_DMY_SOURCE}|${CJK_YMD_SOURCE}|${DOTTED_DMY_SOURCE})`;
// Korean "2024. 3. 10.": year, month and day, each closed by a full stop. Only read inside an access
// clause ("(검색일: 2024. 3. 10.)"); elsewhere it could be a year ending a sentence.
const DOTTED_YMD_SOURCE = `${YEAR}\\.\\s?\\d{1,2}\\.\\s?\\d{1,2}\\.?(?!\\d)`;
/** The dates an access clause may hold: any of the above, Gemini's "month D, YYYY" in other languages, Korean "2024. 3. 10.". */
const ACCESS_DATE_SOURCE = `(?:${DATE_SOURCE}|${FOREIGN_MDY_SOURCE}|${DOTTED_YMD_SOURCE})`;
const DOTTED_YMD_RE = new RegExp(`^(${YEAR})\\.\\s?(\\d{1,2})\\.\\s?(\\d{1,2})\\.?$`);
const FOREIGN_DMY_RE = new RegExp(`^(\\d{1,2})\\.?\\s+(?:de\\s+)?(${FOREIGN_MONTH_SOURCE}),?\\s+(?:de\\s+)?(${YEAR})$`, 'iu');
const FOREIGN_MDY_RE = new RegExp(`^(?:(${FOREIGN_MONTH_SOURCE})|(\\d{1,2})\\s?[月월])\\s?(\\d{1,2}),?\\s+(${YEAR})$`, 'iu');
const CJK_YMD_RE = new RegExp(`^(${YEAR})\\s?[年년]\\s?(\\d{1,2})\\s?[月월](?:\\s?(\\d{1,2})\\s?[日일])?$`, 'u');
const DOTTED_DMY_RE = new RegExp(`^(\\d{1,2})\\.(\\d{1,2})\\.(${YEAR})$`);

const MDY_RE = new RegExp(`^(${MONTH_SOURCE})\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+(${YEAR})$`, 'i');
const DMY_RE = new RegExp(`^(\\d{1,2})(?:st|nd|rd|th)?\\s+(${MONTH_SOURCE}),?\\s+(${YEAR})$`, 'i');
const ISO_RE = new RegExp(`^(${YEAR})-(\\d{1,2})-(\\d{1,2})$`);
const YMD_RE = new RegExp(`^(${YEAR})\\s+(${MONTH_SOURCE})(?:\\s+(\\d{1,2})(?:st|nd|rd|th)?)?$`, 'i');
const MY_RE = new RegExp(`^(${MONTH_SOURCE}),?\\s+(${YEAR})$`, 'i');
const Y_RE = new RegExp(`^(${YEAR})$`);

export function monthNumber(name: string): number | undefined {
  return MONTHS[name.slice(0, 3).toLowerCase()];
}

/** [year, month?, day?] for one date written alone, or undefined. */
export function parseDateText(text: string): number[] | undefined {
  const s = text.trim().replace(/\s+/g, ' ');
  let m = MDY_RE.exec(s);
  if (m) return parts(Number(m[3]), monthNumber(m[1] as string), Number(m[2]));
  m = DMY_RE.exec(s);
  if (m) return parts(Number(m[3]), monthNumber(m[2] as string), Number(m[1]));
  m = ISO_RE.exec(s);
  if (m) return parts(Number(m[1]), Number(m[2]), Number(m[3]));
  m = YMD_RE.exec(s);
  if (m) return parts(Number(m[1]), monthNumber(m[2] as string), m[3] === undefined ? undefined : Number(m[3]));
  m = MY_RE.exec(s);
  if (m) return parts(Number(m[2]), monthNumber(m[1] as string));
  m = FOREIGN_DMY_RE.exec(s);
  if (m) return parts(Number(m[3]), FOREIGN_MONTHS[(m[2] as string).toLowerCase()], Number(m[1]));
  m = CJK_YMD_RE.exec(s);
  if (m) return parts(Number(m[1]), Number(m[2]), m[3] === undefined ? undefined : Number(m[3]));
  m = DOTTED_DMY_RE.exec(s);
  if (m) return parts(Number(m[3]), Number(m[2]), Number(m[1]));
  m = DOTTED_YMD_RE.exec(s);
  if (m) return parts(Number(m[1]), Number(m[2]), Number(m[3]));
  m = FOREIGN_MDY_RE.exec(s);
  if (m) return parts(Number(m[4]), m[1] ? FOREIGN_MONTHS[m[1].toLowerCase()] : Number(m[2]), Number(m[3]));
  m = Y_RE.exec(s);
  return m ? [Number(m[1])] : undefined;
}

function parts(year: number, month?: number, day?: number): number[] | undefined {
  if (month === undefined || month < 1 || month > 12) return [year];
  if (day === undefined || day < 1 || day > 31) return [year, month];
  return [year, month, day];
}

/** "2025-03-03", "2025-03" or "2025". */
export function toIsoDate(dateParts: readonly number[]): string {
  return dateParts.map((n, i) => (i === 0 ? String(n) : String(n).padStart(2, '0'))).join('-');
}

/**
 * What an export says before the access date, in the languages AI tools and reference managers
 * write: "accessed", "abgerufen am", "consulté le", "fecha de acceso:", "geopend op", "otwierano:",
 * "访问时间为", "дата последнего обращения:". Spaces stand for any run of white space.
 */
const ACCESS_PHRASES_BEFORE = [
  ...['accessed', 'retrieved', 'viewed', 'visited', 'consulted', 'cited', 'downloaded'].flatMap((w) => [`last ${w} on`, `last ${w}`, `${w} on`, w]),
  ...['zuletzt geprüft', 'zuletzt aufgerufen', 'zuletzt abgerufen', 'letzter zugriff'].map((w) => `${w} am`),
  'letzter zugriff',
  ...['aufgerufen', 'abgerufen', 'zugegriffen', 'zugriff', 'abruf', 'abrufdatum'].flatMap((w) => [`${w} am`, w]),
  'consulté le',
  'consulté',
  // Vancouver's "[cited 2024 Mar 1]" as French, Spanish, Portuguese, Italian and German medical lists write it.
  'cité le',
  'cité',
  'citado em',
  'citado el',
  'citado',
  'citato il',
  'citato',
  'zitiert am',
  'zitiert',
  'fecha de acceso',
  'fecha de consulta',
  ...['consultado', 'accedido'].flatMap((w) => [`${w} el`, `${w} em`, w]),
  // Gemini's Italian "accesso eseguito il marzo 3, 2024".
  'accesso eseguito il',
  'accesso effettuato il',
  ...['consultato', 'accesso'].flatMap((w) => [`ultimo ${w} il`, `ultimo ${w}`, `${w} il`, w]),
  ...['acessado', 'acesso'].flatMap((w) => [`${w} em`, w]),
  ...['geraadpleegd', 'bezocht', 'geopend'].flatMap((w) => [`${w} op`, w]),
  ...['recuperado', 'obtenido'].flatMap((w) => [`${w} el`, w]),
  ...['hämtad', 'hämtat', 'hentet', 'besøgt'].flatMap((w) => [`${w} den`, w]),
  'erişim tarihi',
  'erişim',
  'haettu',
  'letöltve',
  'citováno',
  'staženo',
  'preuzeto',
  'accesat',
  'diakses pada',
  'diakses',
  'truy cập',
  'data dostępu',
  'otwierano',
  'dostęp',
  'дата последнего обращения',
  'дата обращения',
  'дата доступа',
  '访问时间为',
  '访问时间',
  '访问日期',
  '訪問時間為',
  '引用日期',
  'アクセス日',
  '閲覧日',
  '접속일',
  '검색일',
  '열람일',
];
/** What Japanese and Korean say after it: "3月 3, 2025にアクセス", "(2024年3月3日閲覧)", "3월 3, 2025에 액세스". */
const ACCESS_PHRASES_AFTER = ['にアクセス', 'に閲覧', '閲覧', '参照', '에 액세스', '에 접속', '접속'];

function phraseSource(phrases: readonly string[]): string {
  const escaped = [...phrases].sort((a, b) => b.length - a.length).map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+'));
  return `(?:${escaped.join('|')})`;
}

/** "accessed", and what the other languages say instead (the phrases before the date). */
export const ACCESSED_WORD_SOURCE = phraseSource(ACCESS_PHRASES_BEFORE);
const ACCESSED_AFTER_SOURCE = phraseSource(ACCESS_PHRASES_AFTER);
// Not inside a word: "\b" knows only ASCII letters, so it would refuse "дата" and "访问". Written as
// ranges (Latin with its accents, Cyrillic) so that the expressions need no "u" flag: with it, V8
// tries the phrase list at every position several times slower.
const NOT_IN_WORD = '(?<![A-Za-z0-9\\u00C0-\\u024F\\u0400-\\u04FF])';
/**
 * The phrase and its date, either way round: group 1 is the date after the phrase, group 2 the date
 * before it. Dates in the clause may take Gemini's "month D, YYYY" in any language.
 */
export const ACCESSED_SOURCE = `${NOT_IN_WORD}(?:${ACCESSED_WORD_SOURCE}\\s*[:：]?\\s*(${ACCESS_DATE_SOURCE})|(${ACCESS_DATE_SOURCE})\\s?${ACCESSED_AFTER_SOURCE})`;
/** The access clause with its brackets and a following "from", so it can be cut out whole. */
// The word that joins the clause to the address after it: APA's "Retrieved March 5, 2024, from",
// and the same in German ("von"), Spanish and Portuguese ("de"), Dutch ("van"), Swedish ("från").
export const ACCESSED_CLAUSE_RE = new RegExp(
  `[([（]?\\s*${ACCESSED_SOURCE}\\s*[)\\]）]?(?:,?\\s+from\\b|,?\\s*(?:von|de|desde|van|från|da|z)(?=\\s+(?:https?:|www\\.)))?`,
  'gi',
);
const ACCESSED_RE = new RegExp(ACCESSED_SOURCE, 'i');

/** ISO access date from "accessed March 3, 2025", "(Accessed: 3 March 2025)", "[cited 2025 Mar 3]". */
export function findAccessedDate(text: string): string | undefined {
  const m = ACCESSED_RE.exec(text);
  if (!m) return undefined;
  const date = parseDateText((m[1] ?? m[2]) as string);
  return date ? toIsoDate(date) : undefined;
}

const YEAR_RE = new RegExp(`(?<![\\d./-])(${YEAR})[a-z]?(?![\\d/-]|\\.\\d)`);

/** The first plausible publication year in a piece of text (not part of a longer number or DOI). */
export function findYear(text: string): number | undefined {
  const m = YEAR_RE.exec(text);
  return m ? Number(m[1]) : undefined;
}

// A year standing alone: not a page ("S. 2019", "p. 2019") or an issue number, not part of a longer
// number, a range ("1990–2010", pages) or a dotted number, and ending its phrase, so that "(2024
// Update)", "the 1970s" and "2019 and 2021" stay words of a title. Links and identifiers are taken out before.
const LONE_YEAR_RE = new RegExp(
  `(?<![\\p{L}\\d_./:–—-]|(?<!\\p{L})(?:pp?|S|С|с|No|Nr|nr|n|Vol|vol|v|Т|№)\\.?\\s?)(${YEAR})(?:[a-e](?!\\p{L}))?(?=\\s?(?:[.,;)\\]]|$))(?!\\.\\d)`,
  'gu',
);

/**
 * The last resort when no layout found the date: the last year standing alone in the second half of
 * the entry ("… Routledge, London 2019.", "… Nauka, 2018. 250 p."). A year early on belongs to the
 * title ("Climate Change 2021 - The Physical Science Basis") and is not taken.
 */
export function findLastYear(text: string): number | undefined {
  let last: RegExpExecArray | undefined;
  LONE_YEAR_RE.lastIndex = 0;
  for (let m = LONE_YEAR_RE.exec(text); m !== null; m = LONE_YEAR_RE.exec(text)) last = m;
  return last !== undefined && last.index >= text.length / 2 ? Number(last[1]) : undefined;
}

const DATE_RE = new RegExp(`(?<![\\w-])(${DATE_SOURCE})(?![\\w-])`, 'iu');

/** The first full calendar date (with a month) in a piece of text, with where it was found. */
export function findDate(text: string): { parts: number[]; index: number; length: number } | undefined {
  const m = DATE_RE.exec(text);
  if (!m) return undefined;
  const dateParts = parseDateText(m[1] as string);
  if (!dateParts || dateParts.length < 2) return undefined;
  return { parts: dateParts, index: m.index, length: m[0].length };
}
