// Prefixes written inside a numbered citation, before its first number: "[see 1]", "[e.g., 2, 3]",
// "[cf. 4]", "(see 5, p. 7)", "[see also 6]", "[i.e., 7]", "[reviewed in 8]", "[2–4, but see 5]", and the German, French and Spanish
// "[vgl. 2]", "[siehe 3]", "[voir 4]", "[véase 5]"; and before a later number of the group, after a
// semicolon, "[1; see also 2]", "[1, p. 7; cf. 3]", or after a comma that follows numbers alone,
// "[1, see also 2]". Only these words: "[see below]" has no number and "(see Figure 1)" a word
// between, so neither is a citation. The prefix goes to every output form as
// the locator does (citations/locator.ts): the live field's citation item ("prefix", as Zotero
// stores it), "[see @smith2020]" for pandoc, "\cite[see][]{smith2020}" for LaTeX, and plain text
// before the RTF Scan marker, "see {Smith, 2020}" (the scan has no prefix form). ADR 138.
import { NUMBER_LIST, S } from './candidates.ts';

/**
 * The words that send the reader to a source, each ended by its own punctuation ("e.g.,"): in
 * brackets and in parentheses alike. A regular-expression source (no groups).
 */
const REFERRING = String.raw`(?:see(?:\s+also|,?\s+e\.\s?g\.,?)?|but\s+see|reviewed\s+in|for\s+(?:a\s+)?reviews?,?\s+see|cf\.?|compare|vgl\.|siehe(?:\s+auch)?|voir(?:\s+aussi)?|v[ée]ase(?:\s+tambi[ée]n)?)`;
/** "e.g.," and "i.e.,": in parentheses they give an example value as often ("a small k (e.g., 5)"). */
const EXAMPLE = String.raw`(?:e\.\s?g\.,?|i\.\s?e\.,?)`;

/** The prefix a bracket citation may open with, then the space before its number. A source, no groups. */
export const BRACKET_PREFIX = String.raw`(?:(?:${REFERRING}|${EXAMPLE})\s+)?`;
/** The prefix a citation in parentheses may open with: the referring words only. A source, no groups. */
export const PAREN_PREFIX = String.raw`(?:${REFERRING}\s+)?`;

/** The prefixes before a later number: in brackets all of them, in parentheses the referring words only. */
const LATER_IN_BRACKETS = new RegExp(String.raw`${S}([;；,，])${S}(${REFERRING}|${EXAMPLE})\s+(?=\d)`, 'gi');
const LATER_IN_PARENS = new RegExp(String.raw`${S}([;；,，])${S}(${REFERRING})\s+(?=\d)`, 'gi');
/** Numbers alone ("1", "1, 2", "3–5"): what a comma may follow before a later prefix. */
const NUMBERS_ALONE = new RegExp(String.raw`^${S}${NUMBER_LIST}${S}$`, 'i');

const LEADING = new RegExp(String.raw`^(?:${REFERRING}|${EXAMPLE})(?=\s)`, 'i');

/**
 * The prefix a citation's inside opens with ("e.g.," of "e.g., 2, 3"), its spaces made one, and what
 * follows it ("2, 3"); no prefix when it opens with none.
 */
export function splitPrefix(inside: string): { prefix?: string; rest: string } {
  const trimmed = inside.trimStart();
  const match = LEADING.exec(trimmed);
  if (!match) return { rest: trimmed };
  return { prefix: match[0].replace(/\s+/g, ' '), rest: trimmed.slice(match[0].length).trimStart() };
}

/**
 * A citation's inside after its first number ("1, p. 7; see also 2") with the prefixes before its
 * later numbers taken out, each part they open joined by a semicolon ("1, p. 7; 2"), and those
 * prefixes by the number each stands before ({ 2: 'see also' }). After a comma a prefix counts only
 * when numbers alone come before it since the last semicolon: "[1, see also 2]" is two sources, but
 * in "[1, p. 7, see 9]" the 9 may be a page, so that text is left as it is (and is no citation).
 */
export function takeLaterPrefixes(inside: string, inParens: boolean): { text: string; prefixes?: Record<number, string> } {
  // Most citations hold no letter after their first number: a quick way out.
  if (!/\p{L}/u.test(inside)) return { text: inside };
  const pattern = inParens ? LATER_IN_PARENS : LATER_IN_BRACKETS;
  pattern.lastIndex = 0;
  let text = '';
  let from = 0;
  let prefixes: Record<number, string> | undefined;
  for (let match = pattern.exec(inside); match; match = pattern.exec(inside)) {
    const before = text + inside.slice(from, match.index);
    const separator = match[1] ?? '';
    if (separator !== ';' && separator !== '；' && !NUMBERS_ALONE.test(before.slice(Math.max(before.lastIndexOf(';'), before.lastIndexOf('；')) + 1))) continue;
    const end = match.index + match[0].length;
    const number = Number(/^\d{1,4}/.exec(inside.slice(end))?.[0]);
    text = `${before}; `;
    from = end;
    (prefixes ??= {})[number] ??= (match[2] ?? '').replace(/\s+/g, ' ');
  }
  return prefixes ? { text: text + inside.slice(from), prefixes } : { text: inside };
}
