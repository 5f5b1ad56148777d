// Chinese personal names split into surname and given name, as Zotero's Chinese translators (CNKI,
// Wanfang, the Jasminum plugin) store them: "张三" is family "张", given "三"; "欧阳修" is "欧阳", "修".
// Only in an entry that is clearly Chinese: a GB/T 7714 type mark ("[J]", "[M]", "[EB/OL]") or a
// character that only Simplified Chinese writes. Japanese surnames run from one to three characters,
// so an entry with kana, 「」『』 or "・" keeps its names whole, as do Korean ones (Hangul is no Han).
import type { CslName, ParsedReference } from '../types.ts';

/** Two-character surnames, in Simplified and Traditional forms; every other surname is one character. */
const COMPOUND_SURNAMES = new Set([
  '欧阳', '歐陽', '司马', '司馬', '诸葛', '諸葛', '上官', '东方', '東方', '皇甫', '尉迟', '尉遲', '公孙', '公孫',
  '慕容', '长孙', '長孫', '宇文', '司徒', '夏侯', '轩辕', '軒轅', '令狐', '钟离', '鍾離', '鐘離', '澹台', '澹臺',
  '端木', '西门', '西門', '南宫', '南宮', '独孤', '獨孤', '呼延', '司空', '闻人', '聞人', '申屠', '濮阳', '濮陽',
]); // prettier-ignore

/** GB/T 7714's type marks: "[J]", "[M]", "[C]//", "[D]", "[EB/OL]", "[J/OL]", "[S]", "[R]", "[N]", "[P]", "[Z]". */
const GBT_MARK_RE = /\[(?:J|M|C|D|N|R|S|P|G|Z|A|CP|DB|EB|DS)(?:\/OL)?\]/u;
/**
 * Characters only Simplified Chinese writes: their Traditional and Japanese forms differ (这/這/這,
 * 张/張/張, 术/術/術). Shapes Japan simplified the same way (学, 国, 会, 医, 与) are left out.
 */
const SIMPLIFIED_ONLY_RE =
  /[这们个为发现对时实经济应该关统计论术习环资产业报华东车电网络设进开农长门问题间头义动机构疗药诊结评价优语识图类检测响质础项调样综护临观较传种书页议杂师范贸银财务证场营销员张刘陈杨赵吴孙马郑谢罗许邓冯韩叶蒋沈卢钟邹阳龙孙齐闫苏阎汤顾贺谭严薛钱毛邱侯]/u;
/** Kana (with its "・"), Japanese quotation brackets: a Japanese entry. */
const JAPANESE_RE = /[\u3040-\u30ff\uff66-\uff9f「」『』]/u;
const HAN_NAME_RE = /^\p{Script=Han}{2,4}$/u;

export function isChineseEntry(text: string): boolean {
  if (JAPANESE_RE.test(text)) return false;
  return GBT_MARK_RE.test(text) || SIMPLIFIED_ONLY_RE.test(text);
}

/** "张三" → { family: "张", given: "三" }; undefined for what is no 2–4 character Han name. */
/**
 * The last characters of a body's name: a council or academy (院), an agency (社, 局, 署), a ministry
 * (部), a committee (委, 会), a company (公司), a site (网, 百科), a paper (报)… "国务院", "新华社",
 * "百度百科" are no people.
 */
const BODY_END_RE = /(?:院|社|局|部|委|会|所|司|厅|署|处|办|网|报|台|馆|站|中心|公司|集团|大学|学校|协会|百科|银行|政府|新闻)$/u;

export function splitChineseName(name: string): CslName | undefined {
  if (!HAN_NAME_RE.test(name) || BODY_END_RE.test(name)) return undefined;
  const surname = COMPOUND_SURNAMES.has(name.slice(0, 2)) ? 2 : 1;
  // "欧阳" alone is a surname with no given name: kept whole.
  if (name.length <= surname) return undefined;
  return { family: name.slice(0, surname), given: name.slice(surname) };
}

/** Splits the whole Han names of a Chinese entry's authors and editors. */
export function splitChineseNames(ref: ParsedReference): void {
  if (!isChineseEntry(ref.raw)) return;
  const split = (names: CslName[]): CslName[] => names.map((name) => (name.literal !== undefined ? (splitChineseName(name.literal) ?? name) : name));
  ref.authors = split(ref.authors);
  if (ref.editors) ref.editors = split(ref.editors);
}
