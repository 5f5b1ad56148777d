// The note of the original language that Scopus and the Russian standard for transliterated
// references (GOST R 7.0.7) put at the end: "(In Russ.)", "(In Russ., abstract in Engl.)",
// "(in Ukrainian)". It is no part of the title or the source; it says the work's language, which
// CSL keeps as "language" (an ISO 639-1 code, as Zotero's Language field takes it).
// The English title in brackets after a transliterated one ("Ekonomika [Economics]") is left in the
// title, as Zotero keeps it: CSL has no field for a translated title, and dropping it loses what a
// reader of the list could understand.

const NOTE_RE = /\s*[([]\s*in\s+([\p{L}.]+)(?:\s*[.,;]\s*(?:with\s+)?(?:abstr(?:act)?\.?|summary)\s+in\s+[\p{L}.]+)?\s*\.?\s*[)\]]\s*\.?\s*$/iu;

/** The languages' names and abbreviations as the notes write them, by their code. */
const LANGUAGES: Record<string, string> = {
  russ: 'ru',
  russian: 'ru',
  ukr: 'uk',
  ukrainian: 'uk',
  belarus: 'be',
  belarusian: 'be',
  kaz: 'kk',
  kazakh: 'kk',
  chin: 'zh',
  chinese: 'zh',
  jpn: 'ja',
  japanese: 'ja',
  kor: 'ko',
  korean: 'ko',
  germ: 'de',
  german: 'de',
  fr: 'fr',
  french: 'fr',
  span: 'es',
  spanish: 'es',
  pol: 'pl',
  polish: 'pl',
  engl: 'en',
  english: 'en',
  turk: 'tr',
  turkish: 'tr',
  pers: 'fa',
  persian: 'fa',
  arab: 'ar',
  arabic: 'ar',
  port: 'pt',
  portuguese: 'pt',
};

/** The ISO 639-1 code of a language as notes name it ("Spanish", "Russ."), if we know it. */
export function languageCode(name: string): string | undefined {
  return LANGUAGES[name.replace(/\.$/, '').toLowerCase()];
}

/** The entry without its trailing language note, and the language it names. */
export function takeLanguageNote(text: string): { text: string; language?: string } {
  const m = NOTE_RE.exec(text);
  const language = m ? languageCode(m[1] as string) : undefined;
  // A bracket that names no language we know ("(in press)", "(in preparation)") stays for others to read.
  if (!m || language === undefined) return { text };
  return { text: text.slice(0, m.index), language };
}
