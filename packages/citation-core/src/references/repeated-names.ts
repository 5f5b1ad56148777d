// Chicago's and MLA's repeated names: "———. Another Title. …", "———, ed. Title. …", "---, editor.
// Title. …" stand for the names of the entry above, so a list of one author's works names them once.
// The entry is read without the dash (a layout would take it for the title), and the dash is kept as
// a placeholder name until the list's entries are read together and it takes the names above.
import type { CslName, ParsedReference } from '../types.ts';

/** Three em dashes (or "⸻", or hyphens and underscores for MLA's "---"): the placeholder name. */
const DASH_SOURCE = String.raw`(?:[⸺⸻]|[—–\-_](?:\s?[—–\-_]){1,5})`;
/** The dash, "ed."/"eds."/"editor(s)" after it, and the stop or comma that ends the names. */
const LEADING_DASH_RE = new RegExp(String.raw`^${DASH_SOURCE}\s*(?:,\s*(eds?\.?|editors?|hrsg\.?)\s*)?[.,]?\s+(?=\S)`, 'iu');
const DASH_ONLY_RE = new RegExp(String.raw`^${DASH_SOURCE}$`, 'u');
/**
 * "2015. Title", "(2015). Title", '"Title." Journal': the author-date and quoted-title layouts read the
 * dash before a date or a quoted title as the names, so there the dash stays for them.
 */
const READ_WITH_DASH_RE = /^(?:\(?(?:1[5-9]|20)\d{2}[a-z]?\b|["“«„])/;

/** The placeholder a dash entry keeps until the names above are known. */
const PLACEHOLDER = '———';

export interface RepeatedNames {
  /** The entry for the layouts to read. */
  text: string;
  /** "———, ed.": the names above are this work's editors. */
  edited: boolean;
}

/** The entry without its leading dash (and editor mark), or undefined when it opens with none. */
export function takeRepeatedNames(text: string): RepeatedNames | undefined {
  const m = LEADING_DASH_RE.exec(text);
  if (!m) return undefined;
  const rest = text.slice(m[0].length);
  return { text: READ_WITH_DASH_RE.test(rest) ? `${PLACEHOLDER}. ${rest}` : rest, edited: m[1] !== undefined };
}

/** The placeholder in the place of the names the layouts read (a title's words, or the dash itself). */
export function markRepeatedNames(ref: ParsedReference, edited: boolean): void {
  ref.authors = edited ? [] : [{ literal: PLACEHOLDER }];
  ref.etAl = false;
  if (edited) ref.editors = [{ literal: PLACEHOLDER }];
  else delete ref.editors;
}

/** Names that are only the dash. */
export function isRepeatedNames(names: CslName[] | undefined): boolean {
  const [only] = names ?? [];
  return names?.length === 1 && only?.literal !== undefined && DASH_ONLY_RE.test(only.literal.trim());
}

/**
 * Each dash entry takes the names of the entry above it in the same list (that entry's own taken
 * first, so a run of dashes all take the first names): as authors, or as editors after "ed.". A dash
 * with no entry above it names no one.
 */
export function fillRepeatedNames(entries: { list: number; parsed: ParsedReference }[]): void {
  entries.forEach(({ list, parsed }, i) => {
    const asAuthors = isRepeatedNames(parsed.authors);
    const asEditors = !asAuthors && isRepeatedNames(parsed.editors);
    if (!asAuthors && !asEditors) return;
    const previous = entries[i - 1];
    const above = previous && previous.list === list ? previous.parsed : undefined;
    const names = above ? (above.authors.length > 0 ? above.authors : (above.editors ?? [])) : [];
    const copy = names.map((name) => ({ ...name }));
    if (asAuthors) {
      parsed.authors = copy;
      parsed.etAl = above !== undefined && above.authors.length > 0 && above.etAl;
    } else if (copy.length > 0) parsed.editors = copy;
    else delete parsed.editors;
  });
}
