// Editors named in the author position: an edited book's names are its editors, not its authors.
//   "Smith, J., & Doe, A. (Eds.). (2020). Title. Publisher."   (APA; German "(Hrsg.)", "(Hg.)", French "(dir.)",
//   Portuguese "(org.)", Spanish "(coord.)", Polish and Dutch "(red.)", Italian "(a cura di)")
//   "Smith J, Doe A, editors. Title. Place: Publisher; 2020."   (Vancouver)
//   "Smith, Jane, and John Doe, eds. Title. Place: Publisher, 2020."   (Chicago)
//   "Müller, Hans (Hrsg.): Titel. Berlin : Springer, 2019."   (DIN 1505)
//   "M. Lopez and H. Becker, Eds., Title. Oxford: Publisher, 2018."   (IEEE)
//   "Lopez, M. and Becker, H., editors (2018). Title. Publisher."   (BibTeX's apalike)
// The mark is taken out of the text before a layout reads it, so the names read as any author list
// would; the names read are then moved to the editors.
import type { CslName, ParsedReference } from '../types.ts';
import { givenFirstNames, parseNames } from './parse-names.ts';

/** The names, then APA's or the German bracketed mark, or the comma and word of Vancouver and Chicago. */
const EDITOR_MARK_RE =
  /^([^\d"“”«»„:()[\]]{2,300}?)(?:\s*\((?:eds?|editors?|hrsg|hg|dir|dirs|coord|coords|org|orgs|red|ed\.\s?lit|a\s+cura\s+di)\.?\)|,\s*(?:editors?|eds?)(?=\.\s|\s\((?:1[5-9]|20)\d{2}\))|,\s*eds?\.(?=,\s))(?=\s*[.,:]?\s)/iu;
/** A full stop in a name list ends an initial ("J.", "J.-P.", "Th.") or a suffix ("Jr."), never a word. */
const WORD_STOP_RE = /(?:^|[\s.-])(?:\p{Lu}\p{L}{2,}|\p{Ll}\p{L}*)\.(?!,)/u;
/**
 * "Smith J, Doe A, et al., editors.", "Müller, H. u. a. (Hrsg.)": "al." and German "u. a." (und andere)
 * are no words ending a sentence.
 */
const ET_AL_RE = /\bet\s+al\.|(?<!\p{L})u\.\s?a\./gu;
/** "Smith J. Title": Vancouver's names end at the initials' stop ("and John A. Doe" is Chicago's middle initial). */
const NAMES_END_RE = /^(?:(?!\band\b|&).)*?\p{Ll}\s\p{Lu}{1,3}\.\s\p{Lu}\p{Ll}/u;
/** "In: Editor A, editors." (or SIAM's "…, in Book, M. Lopez and H. Becker, eds.") is a chapter's book, read with the source. */
const IN_RE = /(?:^|[.:;]\s*|,\s+)in\b/i;

/**
 * The text without the editor mark after the names that open it, and whether it had one; the text
 * as it was when its opening names carry none.
 */
export function takeEditorMark(text: string): { text: string; edited: boolean } {
  const mark = EDITOR_MARK_RE.exec(text);
  const names = mark?.[1];
  if (!mark || names === undefined || !/\p{L}/u.test(names) || WORD_STOP_RE.test(names.replace(ET_AL_RE, '')) || NAMES_END_RE.test(names) || IN_RE.test(names))
    return { text, edited: false };
  let after = text.slice(mark[0].length);
  // "Smith, J. (Eds.). (2020)": the initial's stop ends the names; "Smith, John (Ed.). Title" keeps the mark's.
  if (/\.$/.test(names)) after = after.replace(/^\s*\./, '');
  return { text: `${names}${after}`, edited: true };
}

/** The names read in the author position are the work's editors. */
export function authorsToEditors(ref: ParsedReference): void {
  if (ref.authors.length === 0) return;
  ref.editors = ref.authors;
  ref.authors = [];
  ref.etAl = false;
}

/**
 * A book's editors as a chapter's entry names them: "A. Editor & B. Editor" (APA), "Editor A, Editor B"
 * (Vancouver), "Jane Doe and Bo Lee" (Chicago's "edited by"). None when the block reads as no names.
 */
export function readEditorNames(block: string): CslName[] {
  // Chicago's given names first, read before parseNames pairs "John Smith, Kate Jones" as one inverted name.
  const givenFirst = givenFirstNames(block);
  if (givenFirst) return givenFirst.authors;
  return parseNames(block).authors;
}
