// The first area of a GOST 7.1 / 7.0.5 entry: the heading (the first author, family name first),
// the title with its other title information, and after " / " the statement of responsibility.
//   "Иванов, И. И. Название статьи / И. И. Иванов, П. П. Петров"
//   "Экономика : учебник / под ред. И. И. Иванова"
// The statement lists every author while the heading names only the first, so its names win when
// it has them; "под ред." and "ed. by" name editors; translators and institutions are not authors.
import type { ParsedReference } from '../types.ts';
import { readEditorNames } from './parse-editors.ts';
import { parseNames } from './parse-names.ts';
import { NAMES_STOP_RE, setNames } from './parse-shared.ts';
import { nominativeNames } from './russian-genitive.ts';

const PERSONAL_STYLES = new Set(['vancouver', 'initials-first', 'inverted']);
/** "под ред.", "под общ. ред.", "отв. ред.", "науч. ред.", "сост.", "ed. by", "eds.": the names after it edited the work. */
const EDITOR_MARK_RE =
  /^(?:под\s+(?:общ(?:\.|ей)\s*|науч(?:\.|ной)\s*)?ред(?:\.|акцией)|(?:отв|науч|гл)\.\s*ред\.|ред\.|сост\.|ed(?:ited)?\.?\s+by|eds?\.)\s*/iu;
/** "под ред.", "под общ. ред.": the names after it are in the genitive ("И. И. Иванова"); after "отв. ред." they are not. */
const GENITIVE_MARK_RE = /^под\s/iu;
/** "пер. с англ.", "перевод", "translated by": a translator is no author (CSL keeps them apart; left out here). */
const TRANSLATOR_MARK_RE = /^(?:пер(?:\.|евод)|trans(?:l\.|lated)\b)/iu;
/** "[Электронный ресурс]", "[Текст]", "[Electronic resource]": the general material designation, not the title's. */
const MATERIAL_RE = /\s*\[(?:электронный ресурс|текст|electronic resource|text)\]/giu;

/** Reads the names and the title of `head` into `ref`; returns the title. */
export function readGostHeading(head: string, ref: ParsedReference): string {
  // "Название / И. И. Иванов. – Текст : электронный": GOST 7.0.100's content type is an area of its own.
  let title = (head.split(/\.\s[–—-]\s/u)[0] as string).replace(MATERIAL_RE, '');
  const stop = title.search(NAMES_STOP_RE);
  // The stop's own full stop is kept: "Иванов, И. И." reads as one name, "Иванов, И. И" does not.
  const names = stop > 0 ? parseNames(title.slice(0, stop + 1)) : undefined;
  if (names && PERSONAL_STYLES.has(names.style)) {
    setNames(ref, names);
    title = title.slice(stop + 1).trim();
  }
  const slash = title.indexOf(' / ');
  if (slash > 0) {
    readResponsibility(title.slice(slash + 3), ref);
    title = title.slice(0, slash);
  }
  return title.replace(/[.\s]+$/u, '');
}

/** "И. И. Иванов, П. П. Петров ; под ред. А. А. Сидорова": groups set off by semicolons. */
function readResponsibility(statement: string, ref: ParsedReference): void {
  for (const raw of statement.split(/\s?;\s/u)) {
    const group = raw.replace(/\[(и др\.|et al\.)\]/giu, '$1').trim();
    if (TRANSLATOR_MARK_RE.test(group)) continue;
    const editorMark = EDITOR_MARK_RE.exec(group);
    if (editorMark) {
      const editors = readEditorNames(group.slice(editorMark[0].length));
      if (editors.length > 0 && editors.every((name) => name.family !== undefined))
        ref.editors = GENITIVE_MARK_RE.test(editorMark[0]) ? nominativeNames(editors) : editors;
      continue;
    }
    const names = parseNames(group);
    if (!PERSONAL_STYLES.has(names.style)) continue;
    // The heading's first author is the statement's first too; a statement naming others is kept out.
    const first = ref.authors[0]?.family;
    if (first === undefined || names.authors.some((name) => name.family === first)) setNames(ref, names);
  }
}
