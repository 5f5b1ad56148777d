// Japanese corner brackets: an article's title in 「」 and its journal in 『』, a book's title in 『』
// alone, as Japanese reports (and ChatGPT, Gemini or Kimi writing in Japanese) list their references:
//   article  "山田太郎 (2020)「気候変動と日本の農業」『農業経済研究』92(3), 45–60."
//            "山田太郎・鈴木一郎「題名」『誌名』第92巻第3号, 2020年, pp.45-60."
//   chapter  "佐藤花子 (2018)「章の題名」山田太郎編『本の題名』岩波書店, 10–30頁."
//   book     "山田太郎 (2020)『日本の農業』東京大学出版会."
// The brackets say which part is which, so nothing is guessed from full stops.
import type { ParsedReference } from '../types.ts';
import { parseNames } from './parse-names.ts';
import type { Signals } from './parse-shared.ts';
import { setNames } from './parse-shared.ts';
import { normalizePages } from './parse-source.ts';

const YEAR = String.raw`(?:1[5-9]|20)\d{2}`;
/** "(2020)", "（2020年）", "2020年", "(2020a)": the year in the names' block or in the source. */
const YEAR_RE = new RegExp(String.raw`[(（]\s*(${YEAR})[a-z]?\s*年?\s*[)）]|(${YEAR})\s*年|(?:^|[,，、\s])(${YEAR})(?=$|[,，、.。\s])`, 'u');
/** "92(3)", "92（3）", "Vol.92, No.3", "第92巻第3号", "92巻3号". */
const VOLUME_ISSUE_RE =
  /(?:vol\.?\s*|第)?(\d{1,4})\s*(?:巻)?\s*(?:[(（]\s*(\d{1,4}(?:[-–]\d{1,4})?)\s*[)）]|[,，]?\s*(?:no\.?\s*|第)(\d{1,4})\s*号?|(\d{1,4})\s*号)?/iu;
/** "pp.45-60", "p. 45", "45–60頁", "45-60ページ", or a bare range at the end. */
const PAGES_RE =
  /(?:pp?\.\s*(\d{1,6}(?:\s*[-–—~〜]\s*\d{1,6})?)|(\d{1,6}(?:\s*[-–—~〜]\s*\d{1,6})?)\s*(?:頁|ページ|p\b)|[,，]\s*(\d{1,6}\s*[-–—]\s*\d{1,6})\s*[.。]?$)/iu;

export function readJapaneseBrackets(body: string, ref: ParsedReference, signals: Signals): boolean {
  const article = /「([^「」]{1,300})」/u.exec(body);
  const work = /『([^『』]{1,300})』/u.exec(body);
  if (!article && !work) return false;
  const first = Math.min(article?.index ?? Infinity, work?.index ?? Infinity);
  let head = body.slice(0, first);
  const year = YEAR_RE.exec(head);
  if (year) head = head.slice(0, year.index) + head.slice(year.index + year[0].length);

  ref.format = 'japanese';
  // "山田太郎・鈴木一郎", "山田太郎，鈴木一郎 著": the names, without "著" (by) and the separators around them.
  const names = head
    .replace(/\s*(?:編著|著|編)\s*[.。．,，]?\s*$/u, '')
    .replace(/^[\s.。．,，]+|[\s.。．,，:：]+$/gu, '')
    .trim();
  if (names) setNames(ref, parseNames(names));

  let tail: string;
  if (article && (!work || article.index < work.index)) {
    ref.title = (article[1] as string).trim();
    tail = body.slice(article.index + article[0].length);
    if (work) {
      // "「章」山田太郎編『本』": the book's editors stand between the chapter and the book.
      const between = body.slice(article.index + article[0].length, work.index);
      if (/編|所収|in:?\s/iu.test(between)) signals.chapter = true;
      ref.containerTitle = (work[1] as string).trim();
      tail = body.slice(work.index + work[0].length);
    }
  } else {
    ref.title = (work?.[1] as string).trim();
    tail = body.slice((work?.index ?? 0) + (work?.[0].length ?? 0));
  }

  tail = tail.replace(/^[\s.。．,，]+/u, '');
  if (ref.year === undefined) {
    const inTail = YEAR_RE.exec(tail);
    const found = year ?? inTail;
    const value = found?.[1] ?? found?.[2] ?? found?.[3];
    if (value) ref.year = Number(value);
    if (inTail) tail = (tail.slice(0, inTail.index) + tail.slice(inTail.index + inTail[0].length)).trim();
  }
  const pages = PAGES_RE.exec(tail);
  if (pages) {
    ref.pages = normalizePages((pages[1] ?? pages[2] ?? pages[3] ?? '').replace(/[~〜]/g, '-').replace(/\s/g, ''));
    tail = tail.slice(0, pages.index).trim();
  }
  const numbers = /^\s*(?:vol\.?\s*|第)?\d/iu.test(tail) ? VOLUME_ISSUE_RE.exec(tail) : null;
  if (numbers?.[1] && ref.containerTitle !== undefined) {
    ref.volume = numbers[1];
    const issue = numbers[2] ?? numbers[3] ?? numbers[4];
    if (issue) ref.issue = issue;
  } else {
    // A book's (or a chapter's) publisher follows its title: "東京大学出版会", "岩波書店, 2019".
    const publisher = tail.replace(/[\s.。．,，、]+$/u, '').trim();
    if (publisher && !/\d/.test(publisher) && publisher.length <= 60) ref.publisher = publisher;
  }
  return true;
}
