// A translated book names its translators after the title: "Translated by Gregory Rabassa." (Chicago,
// MLA), ", trans. Gregory Rabassa (New York: …)" (Chicago's note), "(H. Weaver, Trans.)" (APA),
// "Übersetzt von Hans Wolf." Left in,
// the clause became the book's container (a journal, to every export) or a part of its title. It is
// taken out before any layout is read and its names kept as CSL's translators.
import type { CslName } from '../types.ts';
import { readEditorNames } from './parse-editors.ts';

/** One name: words and initials ("Kate A. Jones"), no comma or full stop of its own. */
const NAME = String.raw`(?:\b\p{Lu}\.|[^,.;()])+`;
const MARK = String.raw`(?:translated(?:\s+from\s+(?:the\s+)?\p{L}+)?\s+by|trans(?:l)?\.(?:\s+by)?|übersetzt\s+von|übers\.(?:\s+v(?:on|\.))?|traduit\s+par|traducción\s+de)`;
/**
 * The clause with the separator before it. Several names must end with "and" and close the part
 * with a full stop, so ", trans. Edith Grossman, Farrar, Straus and Giroux, 2003" keeps its publisher.
 */
const TRANSLATED_BY_RE = new RegExp(
  String.raw`([.,])\s+${MARK}\s+(?:((?:${NAME},\s+)+(?:and|&|und)\s+${NAME}|${NAME}\s+(?:and|&|und)\s+${NAME})(?=\.(?:\s|$))|(${NAME}))(?=[.,;]\s|\s\(|\.?$)`,
  'iu',
);

/**
 * APA's bracket after the title: "The psychology of the child (H. Weaver, Trans.)", with the volume
 * or edition before the names ("(Vol. 1; B. Fowkes, Trans.)", "(2nd ed.; H. Weaver, Trans.)") and
 * one person both editor and translator ("(J. Strachey, Ed. & Trans.)", "(…, Trans. & Ed.)").
 */
const APA_TRANSLATORS_RE =
  /\s*\((?:((?:vols?\.|volume)\s*[\d–-]+|\d+(?:st|nd|rd|th)\s+ed\.)\s*;\s*)?([^();]{2,200}?),\s*(?:(eds?\.)\s*(?:&|and)\s*)?(?:trans|transl|übers)\.(?:\s*(?:&|and)\s*(eds?\.))?\)/iu;

export interface Translated {
  text: string;
  translators: CslName[];
  /** The same people when the bracket makes them editors too ("Ed. & Trans."). */
  editors?: CslName[];
}

/** The text without its translator clause, and the translators it named (none when there is no clause). */
export function takeTranslators(text: string): Translated {
  const apa = APA_TRANSLATORS_RE.exec(text);
  if (apa) {
    const translators = readEditorNames((apa[2] as string).trim());
    if (translators.length > 0) {
      // The volume or edition stays after the title, in its own brackets, for the book's reader.
      const kept = apa[1] ? ` (${apa[1]})` : '';
      const out: Translated = { text: text.slice(0, apa.index) + kept + text.slice(apa.index + apa[0].length), translators };
      if (apa[3] || apa[4]) out.editors = translators;
      return out;
    }
  }
  const m = TRANSLATED_BY_RE.exec(text);
  if (!m) return { text, translators: [] };
  const translators = readEditorNames(((m[2] ?? m[3]) as string).trim());
  if (translators.length === 0) return { text, translators: [] };
  // ". Translated by X. New York" and ". Translated by X, Harper" → ". New York", ". Harper": the title's part
  // still ends; ", trans. X (New York: …)" → " (New York: …)", the brackets right after the title again.
  const rest = text.slice(m.index + m[0].length);
  const joined = m[1] === '.' ? `.${rest.replace(/^\s*[.,;]/, '')}` : /^\s*\(/.test(rest) ? rest : `,${rest.replace(/^\s*[.,;]/, '')}`;
  return { text: (text.slice(0, m.index) + joined).trim(), translators };
}
