// The heading of the new bibliography when the old reference list is kept (--keep-references): the
// list keeps its own heading, so the bibliography gets one too, "References" in the document's
// language (the language of the old heading's word, else the language the citations are rendered
// in), in the look of the old heading (its paragraph properties and its text's run properties).
import type { Element } from '../docx/xml.ts';
import { createWLike, ownerOf, wChild, wChildren } from '../docx/xml.ts';
import { setRunProperty } from '../docx/fields.ts';

const XML_NS = 'http://www.w3.org/XML/1998/namespace';

/** "References" per language, and the words a reference list's heading is written with in it. */
const LANGUAGES: { lang: string; title: string; words: string[] }[] = [
  {
    lang: 'en',
    title: 'References',
    words: ['references', 'reference list', 'sources', 'bibliography', 'works cited', 'citations', 'literature cited', 'notes'],
  },
  {
    lang: 'de',
    title: 'Literaturverzeichnis',
    words: ['literaturverzeichnis', 'literatur', 'quellen', 'quellenangaben', 'quellenverzeichnis', 'referenzen', 'einzelnachweise', 'literaturangaben'],
  },
  { lang: 'fr', title: 'Références', words: ['références', 'références bibliographiques', 'bibliographie', 'sources', 'ouvrages cités'] },
  { lang: 'es', title: 'Referencias', words: ['referencias', 'referencias bibliográficas', 'fuentes', 'bibliografía', 'obras citadas'] },
  { lang: 'it', title: 'Bibliografia', words: ['bibliografia', 'riferimenti', 'riferimenti bibliografici', 'fonti', 'opere citate'] },
  { lang: 'pt', title: 'Referências', words: ['referências', 'referências bibliográficas', 'fontes', 'bibliografia'] },
  { lang: 'nl', title: 'Referenties', words: ['referenties', 'bronnen', 'literatuur', 'literatuurlijst', 'bronvermelding'] },
  { lang: 'pl', title: 'Bibliografia', words: ['bibliografia', 'źródła', 'literatura', 'przypisy'] },
  { lang: 'sv', title: 'Referenser', words: ['referenser', 'källor', 'litteratur', 'källförteckning'] },
  { lang: 'da', title: 'Referencer', words: ['referencer', 'kilder', 'litteratur'] },
  { lang: 'nb', title: 'Referanser', words: ['referanser', 'kilder', 'litteratur'] },
  { lang: 'fi', title: 'Lähteet', words: ['lähteet', 'kirjallisuus', 'lähdeluettelo'] },
  { lang: 'cs', title: 'Literatura', words: ['literatura', 'zdroje', 'reference', 'použitá literatura'] },
  { lang: 'tr', title: 'Kaynakça', words: ['kaynakça', 'kaynaklar'] },
  { lang: 'ru', title: 'Список литературы', words: ['список литературы', 'литература', 'источники', 'библиография'] },
  { lang: 'uk', title: 'Список літератури', words: ['список літератури', 'література', 'джерела'] },
  { lang: 'zh', title: '参考文献', words: ['参考文献', '参考资料', '参考来源', '引用'] },
  { lang: 'ja', title: '参考文献', words: ['参考文献', '出典', '引用文献'] },
  { lang: 'ko', title: '참고문헌', words: ['참고문헌', '참고 문헌', '출처'] },
];

/**
 * "References" in the document's language: the language whose heading word the old list's heading
 * is (when several languages share the word, the rendering locale's if it is one of them), else
 * the rendering locale's language, else English.
 */
export function referencesTitle(oldHeading: string | undefined, locale: string): string {
  const localeLang = locale.toLowerCase().split(/[-_]/)[0] === 'no' ? 'nb' : locale.toLowerCase().split(/[-_]/)[0];
  const word = (oldHeading ?? '')
    .toLowerCase()
    .replace(/^\s*(?:(?:\d+|[ivx]+)[.)]|\d+)\s*/, '')
    .replace(/[\s:.]+$/, '')
    .trim();
  const byWord = word ? LANGUAGES.filter((l) => l.words.includes(word)) : [];
  const chosen = byWord.find((l) => l.lang === localeLang) ?? byWord[0] ?? LANGUAGES.find((l) => l.lang === localeLang) ?? LANGUAGES[0];
  return chosen?.title ?? 'References';
}

function textOf(p: Element): string {
  let out = '';
  const ts = p.getElementsByTagNameNS(p.namespaceURI, 't');
  for (let i = 0; i < ts.length; i++) out += ts.item(i)?.textContent ?? '';
  return out;
}

/**
 * The heading paragraph: the old heading's paragraph properties (its style, numbering and spacing;
 * not a section break or a tracked change) and its first text run's properties, holding `title`.
 * Without an old heading, a bold line in the paragraph style of `like`.
 */
export function bibliographyHeading(like: Element, oldHeading: Element | undefined, locale: string): Element {
  const p = createWLike(like, 'p');
  const source = oldHeading ?? like;
  const pPr = wChild(source, 'pPr');
  if (pPr) {
    const copy = pPr.cloneNode(true) as Element;
    for (const name of oldHeading ? ['sectPr', 'pPrChange'] : ['sectPr', 'pPrChange', 'numPr']) {
      const child = wChild(copy, name);
      if (child) copy.removeChild(child);
    }
    p.appendChild(copy);
  }
  const r = createWLike(like, 'r');
  const model = oldHeading ? wChildren(oldHeading, 'r').find((run) => wChild(run, 't')) : undefined;
  const rPr = wChild(model, 'rPr');
  if (rPr) r.appendChild(rPr.cloneNode(true));
  const t = createWLike(like, 't');
  t.setAttributeNS(XML_NS, 'xml:space', 'preserve');
  t.appendChild(ownerOf(like).createTextNode(referencesTitle(oldHeading ? textOf(oldHeading) : undefined, locale)));
  r.appendChild(t);
  if (!oldHeading) setRunProperty(r, 'b');
  p.appendChild(r);
  return p;
}
