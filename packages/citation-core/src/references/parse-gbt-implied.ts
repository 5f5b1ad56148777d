// GB/T 7714 entries written without their type mark ("[J]", "[M]", "[EB/OL]"): chat tools that
// write the Chinese standard often leave the marks out, and Chinese authors writing in English do
// too. The layout still tells the kind of work, by what follows the title:
//   "张三, 李四. 标题. 农业工程学报, 2020, 36(5): 1-10."      a journal: ", year, volume(issue): pages"
//   "周志华. 机器学习. 北京: 清华大学出版社, 2016."            a book: "place: publisher, year"
//   "王芳. 标题. 北京: 清华大学, 2019."                       a thesis: a university, no press
//   "国家统计局. 标题. (2024-02-29)[2024-03-01]. https://…"   an online work: its dates
//   "HE K, et al. Title. Proceedings of CVPR. Las Vegas: IEEE, 2016: 770-778."  a paper in proceedings
// The mark the entry would carry is put back, and readGbt reads it as if it had been written.

const YEAR = String.raw`(?:1[5-9]|20)\d{2}`;
/** Where the names end and where the title ends: a full stop (Western or Chinese) before a space or a Han character. */
const STOP = /[.。．](?=\s|\p{Script=Han})/gu;
/** ", 2020, 36(5): 1-10", ", 2020, 30: 5998-6008", ", 2020(5): 1-10": GB/T's journal tail (Vancouver writes "2020;36(5):1-10"). */
const JOURNAL_TAIL = new RegExp(
  String.raw`^[^,，:：;]{2,200}[,，]\s*${YEAR}\s*(?:[,，]\s*[\w-]{1,8}\s*(?:\([^)]{1,12}\))?|\([^)]{1,12}\))\s*(?:[:：]\s*[\w–—-]+)?[.。．]?$`,
  'u',
);
/** "北京: 清华大学出版社, 2016", "Cambridge: MIT Press, 2016: 12-20". */
// A book's page count may close it: "東京: 岩波書店, 2018, 250p.", "…, 2016, 320 页".
const PAGE_COUNT = String.raw`(?:[,，]\s*\d{1,5}\s?(?:p|pp|頁|页|с)\.?)?`;
const PUBLISHER_TAIL = new RegExp(String.raw`^[^:：,，.。]{2,40}\s*[:：]\s*[^,，:：]{2,80}?[,，]\s*${YEAR}(?:\s*[:：]\s*[\w–—-]+)?${PAGE_COUNT}[.。．]?$`, 'u');
/** "清华大学出版社, 2021": a press and the year, the place left out. */
const PRESS_ONLY_TAIL = new RegExp(String.raw`^[^:：,，.。]{2,60}(?:出版社|書店|书店|出版|Press|Verlag)[,，]\s*${YEAR}${PAGE_COUNT}[.。．]?$`, 'u');
/** "(2024-02-29)[2024-03-01]" or "[2024-03-01]": an online work's dates. */
const ONLINE_DATES = new RegExp(String.raw`^(?:\(${YEAR}(?:-\d{1,2}){0,2}\)\s*)?(?:\[${YEAR}-\d{1,2}-\d{1,2}\])`);
const PROCEEDINGS = /\b(?:proceedings|conference|symposium|workshop)\b|会议|论文集/i;
const UNIVERSITY = /大学|学院|研究院|\buniversity\b/i;
const PRESS = /出版社|\bpress\b|\bverlag\b/i;

/** Names GB/T writes: Han names ("张三, 李四, 等"), or family name and initials ("SMITH J", "Smith J", "et al"). */
const HAN_NAMES = /^\p{Script=Han}{1,12}(?:\s*[,，、]\s*\p{Script=Han}{1,12})*$/u;
const INITIALS_NAMES =
  /^\p{Lu}[\p{L}'’-]+(?:\s\p{Lu}[\p{L}'’-]+)?\s\p{Lu}{1,3}(?:\s*,\s*\p{Lu}[\p{L}'’-]+(?:\s\p{Lu}[\p{L}'’-]+)?\s\p{Lu}{1,3})*(?:\s*,\s*et\s+al\.?)?$/u;

/**
 * The entry with the type mark it leaves out put back after its title ("张三. 标题[J]. 期刊, 2020…"),
 * or undefined when it is no GB/T entry (or already has its mark).
 */
export function withImpliedTypeMark(body: string): string | undefined {
  STOP.lastIndex = 0;
  const namesEnd = STOP.exec(body);
  const titleEnd = namesEnd ? STOP.exec(body) : null;
  if (!namesEnd || !titleEnd) return undefined;
  const names = body.slice(0, namesEnd.index).trim();
  const title = body.slice(namesEnd.index + 1, titleEnd.index).trim();
  const tail = body.slice(titleEnd.index + 1).trim();
  const han = HAN_NAMES.test(names.replace(/\s*[,，、]\s*等$/u, ''));
  if (title === '' || tail === '' || !(han || INITIALS_NAMES.test(names))) return undefined;
  const at = (mark: string, rest = tail) => `${body.slice(0, titleEnd.index)}[${mark}]. ${rest}`;
  if (JOURNAL_TAIL.test(tail)) return at('J');
  // Only a Han or capitalised name list is GB/T's for sure: "Smith J. Title. Place: Publisher, 2016" is read well enough as it is.
  const gbtNames = han || !/\p{Ll}/u.test(names.replace(/\bet\s+al\.?/, ''));
  if (!gbtNames) return undefined;
  if (ONLINE_DATES.test(tail)) return at('EB/OL');
  if (PUBLISHER_TAIL.test(tail)) return at(UNIVERSITY.test(tail) && !PRESS.test(tail) ? 'D' : 'M');
  if (han && PRESS_ONLY_TAIL.test(tail)) return at('M');
  // "Proceedings of the IEEE Conference. Las Vegas: IEEE, 2016: 770-778": GB/T's "[C]//" without its marks.
  const proceedingsEnd = tail.search(/[.。．]\s/u);
  const proceedings = proceedingsEnd > 0 ? tail.slice(0, proceedingsEnd) : '';
  const imprint = proceedingsEnd > 0 ? tail.slice(proceedingsEnd + 1).trim() : '';
  if (PROCEEDINGS.test(proceedings) && (PUBLISHER_TAIL.test(imprint) || new RegExp(`^${YEAR}\\b`).test(imprint)))
    return `${body.slice(0, titleEnd.index)}[C]//${tail}`;
  return undefined;
}
