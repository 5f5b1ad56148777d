// Prefixes written inside a numbered citation, before its first number: "[see 1]", "[e.g., 2, 3]",
// "[cf. 4]", "(see 5, p. 7)", "[see also 6]", "[i.e., 7]", and the German, French and Spanish
// "[vgl. 2]", "[siehe 3]", "[voir 4]", "[véase 5]". Only these words: "[see below]" has no number and
// "(see Figure 1)" a word between, so neither is a citation. The prefix goes to every output form as
// the locator does (citations/locator.ts): the live field's citation item ("prefix", as Zotero
// stores it), "[see @smith2020]" for pandoc, "\cite[see][]{smith2020}" for LaTeX, and plain text
// before the RTF Scan marker, "see {Smith, 2020}" (the scan has no prefix form). ADR 138.

/**
 * The words that send the reader to a source, each ended by its own punctuation ("e.g.,"): in
 * brackets and in parentheses alike. A regular-expression source (no groups).
 */
const REFERRING = String.raw`(?:see(?:\s+also|,?\s+e\.\s?g\.,?)?|cf\.?|compare|vgl\.|siehe(?:\s+auch)?|voir(?:\s+aussi)?|v[ée]ase(?:\s+tambi[ée]n)?)`;
/** "e.g.," and "i.e.,": in parentheses they give an example value as often ("a small k (e.g., 5)"). */
const EXAMPLE = String.raw`(?:e\.\s?g\.,?|i\.\s?e\.,?)`;

/** The prefix a bracket citation may open with, then the space before its number. A source, no groups. */
export const BRACKET_PREFIX = String.raw`(?:(?:${REFERRING}|${EXAMPLE})\s+)?`;
/** The prefix a citation in parentheses may open with: the referring words only. A source, no groups. */
export const PAREN_PREFIX = String.raw`(?:${REFERRING}\s+)?`;

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
