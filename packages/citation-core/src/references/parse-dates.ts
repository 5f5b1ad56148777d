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
const DAY = '\\d{1,2}(?:st|nd|rd|th)?';
const YEAR = '(?:1[5-9]\\d{2}|20\\d{2})';

/**
 * Month names of the other languages reports are written in (German, French, Spanish, Italian,
 * Portuguese, Dutch), read only in a full day-month-year date — "3. März 2025", "3 mars 2025",
 * "3 de marzo de 2025" — so that "Mars 2020" in a title stays a rover.
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
};
const FOREIGN_MONTH_SOURCE = Object.keys(FOREIGN_MONTHS)
  .sort((a, b) => b.length - a.length)
  .join('|');
const FOREIGN_DMY_SOURCE = `\\d{1,2}\\.?\\s+(?:de\\s+)?(?:${FOREIGN_MONTH_SOURCE}),?\\s+(?:de\\s+)?${YEAR}`;

/** A calendar date in any of the shapes above (month-and-year and ISO included). */
export const DATE_SOURCE =
  `(?:${MONTH_SOURCE}\\s+${DAY},?\\s+${YEAR}|${DAY}\\s+${MONTH_SOURCE},?\\s+${YEAR}|${YEAR}-\\d{1,2}-\\d{1,2}|` +
  `${YEAR}\\s+${MONTH_SOURCE}(?:\\s+${DAY})?|${MONTH_SOURCE},?\\s+${YEAR}|${FOREIGN_DMY_SOURCE})`;
const FOREIGN_DMY_RE = new RegExp(`^(\\d{1,2})\\.?\\s+(?:de\\s+)?(${FOREIGN_MONTH_SOURCE}),?\\s+(?:de\\s+)?(${YEAR})$`, 'iu');

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

/** "accessed", and what a German, French, Spanish, Italian, Portuguese or Dutch export says instead. */
export const ACCESSED_WORD_SOURCE =
  '(?:(?:last\\s+)?(?:accessed|retrieved|viewed|visited|consulted|cited|downloaded)(?:\\s+on)?|(?:aufgerufen|abgerufen|zugegriffen|zugriff)(?:\\s+am)?|' +
  'consulté(?:\\s+le)?|(?:consultado|accedido)(?:\\s+(?:el|em))?|(?:ultimo\\s+)?(?:consultato|accesso)(?:\\s+il)?|(?:acessado|acesso)(?:\\s+em)?|' +
  '(?:geraadpleegd|bezocht)(?:\\s+op)?)';
const ACCESSED_SOURCE = `${ACCESSED_WORD_SOURCE}\\s*:?\\s*(${DATE_SOURCE})`;
/** The access clause with its brackets and a following "from", so it can be cut out whole. */
export const ACCESSED_CLAUSE_RE = new RegExp(`[([]?\\s*\\b${ACCESSED_SOURCE}\\s*[)\\]]?(?:,?\\s+from\\b)?`, 'giu');
const ACCESSED_RE = new RegExp(`\\b${ACCESSED_SOURCE}`, 'iu');

/** ISO access date from "accessed March 3, 2025", "(Accessed: 3 March 2025)", "[cited 2025 Mar 3]". */
export function findAccessedDate(text: string): string | undefined {
  const m = ACCESSED_RE.exec(text);
  if (!m) return undefined;
  const date = parseDateText(m[1] as string);
  return date ? toIsoDate(date) : undefined;
}

const YEAR_RE = new RegExp(`(?<![\\d./-])(${YEAR})[a-z]?(?![\\d/-]|\\.\\d)`);

/** The first plausible publication year in a piece of text (not part of a longer number or DOI). */
export function findYear(text: string): number | undefined {
  const m = YEAR_RE.exec(text);
  return m ? Number(m[1]) : undefined;
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
