// Chinese and Korean surnames in Latin letters, for citation keys: "张三 (2020)" is zhang2020 and
// "김철수 (2020)" kim2020, as Better BibTeX and the authors' own English bylines write them, rather
// than "anon2020". Han and Hangul have no ASCII folding, and a full romanisation is a dictionary of
// tens of thousands of characters (or Hangul's rules, which bylines do not follow: 이 is "Lee", not
// "I"); the surnames below, the most borne and the compound ones, cover most authors. A surname not
// here falls back as before (title, then "anon"). Pinyin without tones (吕 is "lu", not "lü").

const PINYIN: Record<string, string> = {
  王: 'wang', 李: 'li', 张: 'zhang', 張: 'zhang', 刘: 'liu', 劉: 'liu', 陈: 'chen', 陳: 'chen', 杨: 'yang', 楊: 'yang',
  黄: 'huang', 黃: 'huang', 赵: 'zhao', 趙: 'zhao', 吴: 'wu', 吳: 'wu', 周: 'zhou', 徐: 'xu', 孙: 'sun', 孫: 'sun',
  马: 'ma', 馬: 'ma', 朱: 'zhu', 胡: 'hu', 郭: 'guo', 何: 'he', 林: 'lin', 罗: 'luo', 羅: 'luo', 高: 'gao',
  郑: 'zheng', 鄭: 'zheng', 梁: 'liang', 谢: 'xie', 謝: 'xie', 宋: 'song', 唐: 'tang', 许: 'xu', 許: 'xu', 韩: 'han',
  韓: 'han', 邓: 'deng', 鄧: 'deng', 冯: 'feng', 馮: 'feng', 曹: 'cao', 彭: 'peng', 曾: 'zeng', 肖: 'xiao', 蕭: 'xiao',
  萧: 'xiao', 田: 'tian', 董: 'dong', 潘: 'pan', 袁: 'yuan', 蔡: 'cai', 蒋: 'jiang', 蔣: 'jiang', 余: 'yu', 于: 'yu',
  杜: 'du', 叶: 'ye', 葉: 'ye', 程: 'cheng', 魏: 'wei', 苏: 'su', 蘇: 'su', 吕: 'lu', 呂: 'lu', 丁: 'ding',
  任: 'ren', 卢: 'lu', 盧: 'lu', 姚: 'yao', 沈: 'shen', 钟: 'zhong', 鍾: 'zhong', 鐘: 'zhong', 姜: 'jiang', 崔: 'cui',
  谭: 'tan', 譚: 'tan', 陆: 'lu', 陸: 'lu', 范: 'fan', 範: 'fan', 汪: 'wang', 廖: 'liao', 石: 'shi', 金: 'jin',
  韦: 'wei', 韋: 'wei', 贾: 'jia', 賈: 'jia', 夏: 'xia', 付: 'fu', 傅: 'fu', 方: 'fang', 邹: 'zou', 鄒: 'zou',
  熊: 'xiong', 白: 'bai', 孟: 'meng', 秦: 'qin', 邱: 'qiu', 侯: 'hou', 江: 'jiang', 尹: 'yin', 薛: 'xue', 闫: 'yan',
  閆: 'yan', 阎: 'yan', 閻: 'yan', 段: 'duan', 雷: 'lei', 龙: 'long', 龍: 'long', 黎: 'li', 史: 'shi', 陶: 'tao',
  贺: 'he', 賀: 'he', 毛: 'mao', 郝: 'hao', 顾: 'gu', 顧: 'gu', 龚: 'gong', 龔: 'gong', 邵: 'shao', 万: 'wan',
  萬: 'wan', 覃: 'qin', 武: 'wu', 钱: 'qian', 錢: 'qian', 戴: 'dai', 严: 'yan', 嚴: 'yan', 莫: 'mo', 孔: 'kong',
  向: 'xiang', 常: 'chang', 汤: 'tang', 湯: 'tang', 康: 'kang', 易: 'yi', 乔: 'qiao', 喬: 'qiao', 赖: 'lai', 賴: 'lai',
  文: 'wen', 施: 'shi', 洪: 'hong', 辛: 'xin', 柯: 'ke', 庄: 'zhuang', 莊: 'zhuang', 葛: 'ge', 牛: 'niu', 温: 'wen',
  溫: 'wen', 蓝: 'lan', 藍: 'lan', 欧: 'ou', 歐: 'ou', 齐: 'qi', 齊: 'qi', 殷: 'yin', 邢: 'xing', 聂: 'nie',
  聶: 'nie', 褚: 'chu', 岳: 'yue', 季: 'ji', 申: 'shen', 骆: 'luo', 駱: 'luo', 倪: 'ni', 章: 'zhang', 鲁: 'lu',
  魯: 'lu', 关: 'guan', 關: 'guan', 单: 'shan', 單: 'shan', 包: 'bao', 翟: 'zhai', 焦: 'jiao', 祝: 'zhu', 左: 'zuo',
  欧阳: 'ouyang', 歐陽: 'ouyang', 司马: 'sima', 司馬: 'sima', 诸葛: 'zhuge', 諸葛: 'zhuge', 上官: 'shangguan',
  东方: 'dongfang', 東方: 'dongfang', 皇甫: 'huangfu', 尉迟: 'yuchi', 尉遲: 'yuchi', 公孙: 'gongsun', 公孫: 'gongsun',
  慕容: 'murong', 长孙: 'zhangsun', 長孫: 'zhangsun', 宇文: 'yuwen', 司徒: 'situ', 夏侯: 'xiahou', 令狐: 'linghu',
}; // prettier-ignore

/** Korean surnames as their bearers romanise them in bylines (Revised Romanization would give "i", "bak"). */
const KOREAN: Record<string, string> = {
  김: 'kim', 이: 'lee', 박: 'park', 최: 'choi', 정: 'jung', 강: 'kang', 조: 'cho', 윤: 'yoon', 장: 'jang', 임: 'lim',
  한: 'han', 오: 'oh', 서: 'seo', 신: 'shin', 권: 'kwon', 황: 'hwang', 안: 'ahn', 송: 'song', 전: 'jeon', 홍: 'hong',
  유: 'yoo', 고: 'ko', 문: 'moon', 양: 'yang', 손: 'son', 배: 'bae', 백: 'baek', 허: 'heo', 남: 'nam', 심: 'shim',
  노: 'noh', 하: 'ha', 곽: 'kwak', 성: 'sung', 차: 'cha', 주: 'joo', 우: 'woo', 구: 'koo', 민: 'min', 류: 'ryu',
  나: 'na', 진: 'jin', 지: 'ji', 엄: 'eom', 채: 'chae', 원: 'won', 천: 'cheon', 방: 'bang', 공: 'kong', 현: 'hyun',
  함: 'ham', 변: 'byun', 염: 'yeom', 여: 'yeo', 추: 'choo', 도: 'do', 소: 'so', 석: 'seok', 선: 'sun', 설: 'seol',
  마: 'ma', 길: 'gil', 연: 'yeon', 위: 'wi', 표: 'pyo', 명: 'myung', 기: 'ki', 반: 'ban', 왕: 'wang', 금: 'keum',
  남궁: 'namgung', 황보: 'hwangbo', 제갈: 'jegal', 선우: 'sunwoo', 독고: 'dokgo',
}; // prettier-ignore

/** "张" → "zhang", "欧阳" → "ouyang", "김" → "kim"; undefined for a surname not in the tables. */
export function romanisedSurname(family: string): string | undefined {
  if (Object.hasOwn(PINYIN, family)) return PINYIN[family];
  return Object.hasOwn(KOREAN, family) ? KOREAN[family] : undefined;
}

const HANGUL_NAME_RE = /^\p{Script=Hangul}{2,5}$/u;

/**
 * A Korean name kept whole ("김철수", as CSL keeps Korean names): the romanised surname, its first
 * syllable, or its first two for a compound surname ("남궁민" → namgung). Undefined otherwise.
 */
export function koreanNameSurname(literal: string): string | undefined {
  const name = literal.trim();
  if (!HANGUL_NAME_RE.test(name)) return undefined;
  const compound = name.length > 2 ? KOREAN[name.slice(0, 2)] : undefined;
  return compound ?? (Object.hasOwn(KOREAN, name.slice(0, 1)) ? KOREAN[name.slice(0, 1)] : undefined);
}
