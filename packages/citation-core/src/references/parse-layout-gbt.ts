import type { CslName, CslType, ParsedReference } from '../types.ts';
import { withImpliedTypeMark } from './parse-gbt-implied.ts';
import { capitalsToTitleCase, parseNames } from './parse-names.ts';
import type { Signals } from './parse-shared.ts';
import { setNames } from './parse-shared.ts';
import { normalizePages } from './parse-source.ts';

// ---------------------------------------------------------------------------------------------
// GB/T 7714, the Chinese national standard that Kimi, DeepSeek and Qwen write (and Chinese authors
// write in English too). A type mark after the title tells the kind of work:
//   "Smith J, Doe A. Solar power growth[J]. Energy Journal, 2020, 4(2): 1-10."
//   "Vaswani A, et al. Attention is all you need[C]//Advances in NeurIPS. 2017: 5998-6008."
//   "Goodfellow I. Deep learning[M]. Cambridge: MIT Press, 2016."
//   "张三, 李四. 太阳能发展研究[J]. 能源学报, 2020, 4(2): 1-10."
//   "OpenAI. GPT-4 technical report[EB/OL]. (2023-03-15)[2024-05-01]. https://…"

const TYPE_MARK = /\[(J|M|C|D|R|N|P|S|Z|G|A|K|DB|CP|EB|OL|(?:EB|J|M|C|N|R|D|DB|CP)\/OL)\]/;

const TYPES: Record<string, CslType> = {
  J: 'article-journal',
  M: 'book',
  C: 'paper-conference',
  D: 'thesis',
  R: 'report',
  N: 'article-newspaper',
  S: 'report',
  DB: 'dataset',
  CP: 'software',
  EB: 'webpage',
  OL: 'webpage',
};

const YEAR = String.raw`(?:1[5-9]|20)\d{2}`;
/** ". Energy Journal, 2020, 4(2): 1-10" */
const JOURNAL_TAIL = new RegExp(String.raw`^(.+?)\s*[,，]\s*(${YEAR})(?:\s*[,，]\s*([^(:,，\s]+))?\s*(?:\(([^)]+)\))?\s*(?::\s*([\w–—-]+))?`);
/** "李明. " or "李四, 王五, 主编. " after "//": the editors of the book a part is in (Han names only, and at most a few). */
const BOOK_EDITORS_RE = /^(\p{Script=Han}{2,4}(?:\s*[,，、]\s*\p{Script=Han}{2,4}){0,4}(?:\s*[,，]?\s*(?:主编|编|等编|编著))?)[.。．]\s*(?=\S)/u;
/** "中国水利学会. " after "//": an organisation that edited the proceedings (a society, an institute, a ministry…). */
const ORGANISATION_EDITOR_RE = /^(\p{Script=Han}{2,24}(?:学会|协会|委员会|研究院|研究所|大学|学院|中心|组织|集团|公司|联合会|基金会|部|局))[.。．]\s*(?=\S)/u;
/** "人民日报, 2023-05-10(5)": a newspaper, the day, the page. */
const NEWSPAPER_TAIL = new RegExp(String.raw`^(.+?)\s*[,，]\s*(${YEAR})-(\d{1,2})-(\d{1,2})(?:\s*\(([\w-]{1,8})\))?`);
/** "Cambridge: MIT Press, 2016: 12-20" or "MIT Press, 2016" */
const PUBLISHER_TAIL = new RegExp(String.raw`^(?:([^:：,，]{2,40})\s*[:：]\s*)?([^,，]+?)\s*[,，]\s*(${YEAR})(?:\s*[:：]\s*([\w–—-]+))?`);
/** "(2023-03-15)[2024-05-01]": publication and access dates of an online work. */
const ONLINE_DATES = new RegExp(String.raw`(?:\((${YEAR})(?:-(\d{1,2}))?(?:-(\d{1,2}))?\))?\s*(?:\[(${YEAR})-(\d{1,2})-(\d{1,2})\])?`);

export function readGbt(written: string, ref: ParsedReference, signals: Signals): boolean {
  let body = written;
  let mark = TYPE_MARK.exec(body);
  if (!mark?.[1]) {
    // The mark left out ("张三. 标题. 期刊, 2020, 4(2): 1-10."): put back from the layout (parse-gbt-implied.ts).
    const implied = withImpliedTypeMark(body);
    if (implied === undefined) return false;
    body = implied;
    mark = TYPE_MARK.exec(body);
    if (!mark?.[1]) return false;
  }
  const head = body.slice(0, mark.index).trim();
  const tail = body
    .slice(mark.index + mark[0].length)
    .trim()
    .replace(/[.。．]$/, '');
  const code = mark[1].toUpperCase();
  const online = code.endsWith('/OL') || code === 'EB' || code === 'OL';
  ref.format = 'gbt7714';
  ref.type = online ? 'webpage' : (TYPES[code] ?? 'document');
  // The mark is the work's kind: the type guess (parse-finish.ts) is told, not left to guess.
  if (online) signals.web = true;
  if (code === 'C') signals.conference = true;
  if (code === 'D') signals.thesis = true;
  if (code === 'R' || code === 'S') signals.report = true;
  if (code === 'N') signals.newspaper = true;

  // Authors end at the first full stop (Western or Chinese); a head with none is a title alone.
  const stop = /[.。．](?=\s|\p{Script=Han})/u.exec(head);
  const authorPart = stop ? head.slice(0, stop.index) : '';
  const title = (stop ? head.slice(stop.index + 1) : head).trim();
  if (title) ref.title = title;
  if (authorPart) setNames(ref, gbtNames(authorPart));

  const rest = tail.replace(/^[.。．,，]\s*/, '');
  if ((code === 'C' || code === 'M') && rest.startsWith('//')) {
    // "//Proceedings title. Place: Publisher, 2017: 1-9" or "//Proceedings title. 2017: 1-9";
    // a book's part: "Chapter[M]//Editor. Book title. Place: Publisher, 2016: 12-30".
    if (code === 'M') signals.chapter = true;
    let proceedings = rest.slice(2);
    // "//李明. 中国文学论文集. 上海: …": the book's editors first, then its title.
    const editors = BOOK_EDITORS_RE.exec(proceedings);
    const organisation = ORGANISATION_EDITOR_RE.exec(proceedings);
    if (organisation) {
      // "//中国水利学会. 2021学术年会论文集. …": the society, then its proceedings.
      ref.editors = [{ literal: organisation[1] as string }];
      proceedings = proceedings.slice(organisation[0].length);
    } else if (editors) {
      ref.editors = gbtNames((editors[1] as string).replace(/\s*[,，]?\s*(?:主编|编|等编|编著)$/u, '')).authors;
      proceedings = proceedings.slice(editors[0].length);
    }
    const end = proceedings.search(/[.。．]\s|[.。．](?=\p{Script=Han})/u);
    ref.containerTitle = (end > 0 ? proceedings.slice(0, end) : proceedings).trim();
    readPublisherTail(end > 0 ? proceedings.slice(end + 1).trim() : '', ref);
  } else if (code === 'N' && NEWSPAPER_TAIL.exec(rest)) {
    // "人民日报, 2023-05-10(5)": the paper, its day, the page in brackets.
    const paper = NEWSPAPER_TAIL.exec(rest) as RegExpExecArray;
    ref.containerTitle = (paper[1] as string).trim();
    ref.year = Number(paper[2]);
    ref.issued = [ref.year, Number(paper[3]), Number(paper[4])];
    if (paper[5]) ref.pages = paper[5];
  } else if (ref.type === 'article-journal' || ref.type === 'article-newspaper') {
    const journal = JOURNAL_TAIL.exec(rest);
    if (journal) {
      ref.containerTitle = (journal[1] as string).trim();
      ref.year = Number(journal[2]);
      if (journal[3]) ref.volume = journal[3];
      if (journal[4]) ref.issue = journal[4];
      if (journal[5]) ref.pages = normalizePages(journal[5]);
    }
  } else if (online) {
    const dates = ONLINE_DATES.exec(rest);
    if (dates?.[1]) {
      ref.year = Number(dates[1]);
      ref.issued = [dates[1], dates[2], dates[3]].filter((part): part is string => part !== undefined).map(Number);
    }
    if (dates?.[4]) ref.accessed = `${dates[4]}-${(dates[5] as string).padStart(2, '0')}-${(dates[6] as string).padStart(2, '0')}`;
  } else readPublisherTail(rest, ref);
  if (ref.year === undefined) {
    const year = new RegExp(String.raw`\b(${YEAR})\b`).exec(rest)?.[1];
    if (year) ref.year = Number(year);
  }
  return true;
}

function readPublisherTail(written: string, ref: ParsedReference): void {
  // "2版.北京: …", "第3版. 北京: …": the edition before the imprint.
  const edition = /^第?(\d{1,2})\s*版\s*[.。．]?\s*/u.exec(written);
  if (edition) ref.edition = edition[1] as string;
  const text = edition ? written.slice(edition[0].length) : written;
  const found = PUBLISHER_TAIL.exec(text);
  if (found) {
    ref.publisher = (found[2] as string).trim();
    // "北京: 清华大学出版社, 2016": the place before the colon is the book's, CSL's publisher-place.
    if (found[1]) ref.place = found[1].trim();
    ref.year = Number(found[3]);
    if (found[4]) ref.pages = normalizePages(found[4]);
    return;
  }
  const year = new RegExp(String.raw`^(${YEAR})(?:\s*[:：]\s*([\w–—-]+))?`).exec(text);
  if (year) {
    ref.year = Number(year[1]);
    if (year[2]) ref.pages = normalizePages(year[2]);
  }
}

/** "Smith J, Doe A, et al" as Vancouver names; "张三, 李四, 等" one literal name each (no initials to split). */
function gbtNames(block: string): { authors: CslName[]; etAl: boolean } {
  if (/\p{Script=Han}/u.test(block)) {
    const parts = block.split(/[,，、;；]/).map((part) => part.trim());
    const etAl = parts.some((part) => part === '等' || /^et\s*al\.?$/i.test(part));
    return { authors: parts.filter((part) => part && part !== '等' && !/^et\s*al\.?$/i.test(part)).map((literal) => ({ literal })), etAl };
  }
  // "SMITH J, LEE A": GB/T may set the family names in capitals, a typographic habit ("Smith J, Lee A").
  const capitals = block.replace(/\b(\p{Lu}[\p{Lu}'’-]+)(?=\s\p{Lu}{1,3}\b)/gu, (family) => capitalsToTitleCase(family));
  return fullPinyinNames(capitals) ?? parseNames(capitals);
}

/** "Wei" or "Xiao-Ming" or "Xiaoming": a whole given name, not initials. */
const WHOLE_GIVEN_RE = /^\p{Lu}\p{Ll}+(?:[-‐]\p{Lu}?\p{Ll}+)?$/u;

/**
 * "Zhang Wei, Li Na" or "ZHANG Wei, LI Xiaoming": GB/T writes every name family first with no comma
 * inside it, so each comma-separated part is one person, also when the given name is written out
 * (which read as Western "Family, Given" makes two people one). Undefined when a part is no such
 * name ("Smith J" initials go to parseNames).
 */
function fullPinyinNames(block: string): { authors: CslName[]; etAl: boolean } | undefined {
  const parts = block.split(/\s*[,，;；]\s*/).filter((part) => part !== '');
  const etAl = /^et\s*al\.?$/i.test(parts.at(-1) ?? '');
  const names = etAl ? parts.slice(0, -1) : parts;
  if (names.length === 0) return undefined;
  const authors: CslName[] = [];
  for (const name of names) {
    const words = name.split(/\s+/);
    const family = words[0] as string;
    const given = words.slice(1);
    if (given.length === 0 || given.length > 2 || !/^\p{Lu}[\p{L}'’-]+$/u.test(family)) return undefined;
    if (!given.every((word) => WHOLE_GIVEN_RE.test(word))) return undefined;
    authors.push({ family: capitalsToTitleCase(family), given: given.join(' ') });
  }
  return { authors, etAl };
}

/** "《人工智能发展白皮书》，中国信通院，2023年。": a title in book marks, the body that issued it, the year. */
const BOOK_MARKS_RE = new RegExp(String.raw`^《([^《》]{2,200})》\s*[,，、]\s*([^,，、]{2,60})\s*[,，、]\s*(${YEAR})\s*年?\s*[.。．]?$`, 'u');

export function readBookTitleMarks(body: string, ref: ParsedReference, signals: Signals): boolean {
  const m = BOOK_MARKS_RE.exec(body.trim());
  if (!m) return false;
  ref.format = 'gbt7714';
  ref.title = (m[1] as string).trim();
  // A white paper, a blue book, a report: the body's report.
  if (/白皮书|蓝皮书|报告|白書|報告/u.test(ref.title)) signals.report = true;
  ref.authors = [{ literal: (m[2] as string).trim() }];
  ref.year = Number(m[3]);
  return true;
}
