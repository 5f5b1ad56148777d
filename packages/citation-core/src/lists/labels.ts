// The labels a reference list's entries are numbered with, as typed ("1.", "[1]", "(1)", "1)",
// Markdown's "[^1]:") or as pasted Markdown leaves them ("**1.**", "1\."), and the looser ones
// ("1 Smith", "¹ Smith") trusted only when every entry has one.
import { fromSuperscriptDigits, withoutInvisibles } from '../citations/expand-ranges.ts';
import { footnoteDefinition } from '../text/markdown-footnotes.ts';
import type { ReferenceEntry } from '../types.ts';

/**
 * One bracket label: "[1]", "【1】", Markdown's footnote label without its colon ("[^1]", Kimi's "[^1^]"),
 * a tool's word before the number ("[citation:1]", "[Source 1]"), and ChatGPT's tool markers, whose
 * dagger says where in the source ("【1†source】", "【1†L10-L20】", "[1†source]", "【4:2†file】"): the
 * number is the first one, what follows a colon or the dagger is no number of the entry.
 */
const BRACKET_LABEL = String.raw`[[【［〔]\s*(?:\^(?=\d))?(?:(?:citations?|cite|sources?|src|refs?|references?)\s*[:.]?\s*)?(\d{1,4})(?::\d{1,4}(?=†))?\^?\s*(?:†[^\]】］〕\n]{0,60})?[\]】］〕]`;
const ONE_BRACKET_LABEL = new RegExp(BRACKET_LABEL, 'gi');
/** "1.", "[1]", "1)", "(1)", "1<tab>"; several bracket labels in a row ("[1] [3]") are one entry with aliases. */
export const BRACKET_LABELS = new RegExp(String.raw`^\s*((?:${BRACKET_LABEL}[:.]?\s*)+)`, 'i');
// Full-width forms too ("（3）", "4）", "2．") and the ideographic comma Chinese lists are numbered with ("1、").
const TYPED_LABEL = /^\s*(?:[(（](\d{1,4})[)）]|(\d{1,4})[.)．）、](?![\d.])|(\d{1,4})(?=\t)|\^(\d{1,4})\^|#(\d{1,4})(?=\s))\s*/;
export const TYPED_BULLET = /^[-*•–—·▪◦‣⁃]\s+/u;
export const URL_LINE = /^\s*(?:<?https?:\/\/\S+>?|doi:\s*\S+|www\.\S+)\s*$/i;

interface Label {
  numbers: number[];
  rest: string;
}

export function typedLabel(written: string): Label | undefined {
  // "\u200f[1]\u200f Smith": the direction marks of a right-to-left document are not part of the label.
  const text = undecorated(withoutInvisibles(written));
  const footnote = footnoteDefinition(text);
  // "[^note]: …" has no number: no label, and isSkippedNote keeps the list going past it.
  if (footnote) return footnote.number === undefined ? undefined : { numbers: [footnote.number], rest: footnote.rest };
  const brackets = BRACKET_LABELS.exec(text);
  if (brackets?.[1]) {
    const numbers = [...brackets[1].matchAll(ONE_BRACKET_LABEL)].map((m) => Number(m[1]));
    return { numbers, rest: afterLabel(text.slice(brackets[0].length)) };
  }
  const typed = TYPED_LABEL.exec(text);
  if (typed) {
    const value = typed[1] ?? typed[2] ?? typed[3] ?? typed[4] ?? typed[5];
    return { numbers: [Number(value)], rest: afterLabel(text.slice(typed[0].length)) };
  }
  return undefined;
}

/**
 * A label as Markdown pasted into Word leaves it: bold or italic ("**1.**", "*[2]*") or escaped
 * ("1\.", "\[3\]"). The marks go before the label is read, so they never reach the reference.
 */
function undecorated(text: string): string {
  const unescaped = withoutEmojiLabels(text)
    .replace(/^(\s*)\\?\[(\d{1,4})\\?\]/, '$1[$2]')
    .replace(/^(\s*\(?\d{1,4})\\([.)])/, '$1$2');
  return unescaped.replace(/^(\s*)(\*{1,2}|_{1,2})(\s*(?:\[\d{1,4}\]|\(\d{1,4}\)|\d{1,4}[.):]?)\s*)\2/, '$1$3');
}

/**
 * Chat answers number their sources with keycap emoji ("1️⃣ Smith…", "1️⃣2️⃣" for 12, "🔟") or set an
 * emoji bullet before the label ("🔗 1. Title"): read as the typed label "1. ".
 */
function withoutEmojiLabels(text: string): string {
  return text
    .replace(/^(\s*)((?:\d\uFE0F?\u20E3)+)\s*/u, (_, space: string, keys: string) => `${space}${keys.replace(/[^\d]/g, '')}. `)
    .replace(/^(\s*)\u{1F51F}\s*/u, '$110. ')
    .replace(/^(\s*)\p{Extended_Pictographic}\uFE0F?\s*(?=[[(]?\d{1,4}[\].):]?\s)/u, '$1');
}

/** What follows a label, without a dash or colon set between them ("[1] - Smith…", "[2]: Doe…"). */
function afterLabel(rest: string): string {
  return rest.replace(/^\s*[-–—:]\s+/, '').trim();
}

/** "[^note]: …": a Markdown footnote with a word label, left in the document, inside or after a list. */
export function isSkippedNote(text: string): boolean {
  const definition = footnoteDefinition(text);
  return definition !== undefined && definition.number === undefined;
}

/** "1 Smith", "1: Smith", "1 – Smith", "¹ Smith", "Ref. 1: Smith": labels too loose to trust alone. */
const LOOSE_LABEL = /^\s*(?:(?:ref(?:erence)?|source|no)\.?\s*)?([0-9⁰¹²³⁴⁵⁶⁷⁸⁹]{1,4})(?:\s*[:.)\-–—]\s*|\s+)(?=\S)/iu;

/**
 * A list whose every entry starts with a loose label, the numbers rising ("1 Smith…", "3 Doe…",
 * "5 Roe…"): the labels are the numbers (a citation [3] means the entry labelled 3, not the second
 * one). Undefined when any entry lacks one or the numbers do not rise: then positions number it.
 */
export function looselyLabelled(plain: ReferenceEntry[]): ReferenceEntry[] | undefined {
  const labelled: ReferenceEntry[] = [];
  let previous = -1;
  for (const e of plain) {
    const m = LOOSE_LABEL.exec(e.text);
    const number = m?.[1] === undefined ? Number.NaN : Number(fromSuperscriptDigits(m[1]));
    // Years at the start of entries ("2019 Annual report") are no labels.
    if (!m || !(number > previous) || number >= 1000) return undefined;
    previous = number;
    labelled.push({ ...e, number, text: e.text.slice(m[0].length).trim() });
  }
  return labelled;
}
