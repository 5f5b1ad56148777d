// The pinyin of common Chinese surnames, for citation keys: "张三 (2020)" is zhang2020, as Better
// BibTeX and a Chinese researcher would write it, rather than "anon2020". Han characters have no
// ASCII folding, and a full pinyin table is a dictionary of tens of thousands of characters; the
// surnames below (the hundred or so most borne, in Simplified and Traditional forms, and the
// compound ones) cover most authors. A surname not here falls back as before (title, then "anon").
// Tones are left out, as keys and English-language bylines do (吕 is "lu", not "lü").

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

/** "张" → "zhang", "欧阳" → "ouyang"; undefined for a surname not in the table. */
export function surnamePinyin(family: string): string | undefined {
  return Object.hasOwn(PINYIN, family) ? PINYIN[family] : undefined;
}
