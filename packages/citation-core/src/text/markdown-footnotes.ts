// Markdown footnote references left as text: "[^1]", "[^2][^3]", "word[^12]". They arrive when a
// Markdown answer (Claude, ChatGPT) is pasted into Word, or converted by a tool that keeps the text
// instead of making real footnotes, with the definitions "[^1]: Vaswani, A. …" as the list. Only the
// syntax is read here: whether a group is a citation (its numbers in the list, not code) is decided
// by citations/detect.ts, and which lines form a list by lists/locate.ts, as for every other form.

/**
 * One "[^label]"; the label is anything Markdown allows up to the bracket ("1", "smith2020", "note").
 * Kimi writes its citations "[^1^]", with a closing caret: the same reference.
 */
const FOOTNOTE_REF = /\[\^([^\]\s^[]{1,64})\^?\]/g;

export interface FootnoteGroup {
  start: number;
  end: number;
  numbers: number[];
}

/**
 * The groups of numeric footnote references in a paragraph's text. Adjacent references ("[^2][^3]",
 * or one space apart) are one group, as "[2][3]" is. A non-numeric label ("[^note]") is not a number
 * this library can key: it is left in the text and ends the group. A definition ("[^1]: …" at the
 * start of a line) is a list entry that no list claimed, not a citation: it is left alone.
 */
export function scanMarkdownFootnotes(text: string): FootnoteGroup[] {
  const groups: FootnoteGroup[] = [];
  let current: FootnoteGroup | undefined;
  for (const match of text.matchAll(FOOTNOTE_REF)) {
    const start = match.index;
    const end = start + match[0].length;
    const label = match[1] ?? '';
    if (!/^\d{1,4}$/.test(label) || isDefinition(text, start, end)) {
      current = undefined;
      continue;
    }
    if (current && /^ ?$/.test(text.slice(current.end, start))) {
      current.end = end;
      current.numbers.push(Number(label));
      continue;
    }
    current = { start, end, numbers: [Number(label)] };
    groups.push(current);
  }
  return groups;
}

/** "[^1]: Vaswani, A. …": the label opens a line and a colon follows it. */
function isDefinition(text: string, start: number, end: number): boolean {
  return text[end] === ':' && /(?:^|\n)[ \t]*$/.test(text.slice(0, start));
}

/** "[^1]: Vaswani, A. …" at the start of a list line: the number and the text after the label. */
const DEFINITION = /^\s*\[\^([^\]\s^[]{1,64})\^?\]:\s*/;

/**
 * A footnote definition's label and text: `number` is undefined for a non-numeric label
 * ("[^note]: …"), which the reference lists step over and leave in the document.
 */
export function footnoteDefinition(line: string): { number: number | undefined; rest: string } | undefined {
  const match = DEFINITION.exec(line);
  if (!match) return undefined;
  const label = match[1] ?? '';
  return { number: /^\d{1,4}$/.test(label) ? Number(label) : undefined, rest: line.slice(match[0].length).trim() };
}
