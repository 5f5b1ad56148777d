// A .bbl file (what `bibtex` writes for LaTeX) as the text its entries print: what a reader copies
// from the PDF, or what a LaTeX-to-Word conversion leaves. Only the markup BibTeX's standard and
// natbib styles emit is known; an unknown command keeps its argument's text.

/** LaTeX's accent commands and the combining marks they put on a letter. */
const ACCENTS: Record<string, string> = {
  '"': '\u0308',
  "'": '\u0301',
  '`': '\u0300',
  '^': '\u0302',
  '~': '\u0303',
  c: '\u0327',
  v: '\u030c',
  '=': '\u0304',
  '.': '\u0307',
  u: '\u0306',
  H: '\u030b',
};
const LETTERS: Record<string, string> = { o: 'ø', O: 'Ø', l: 'ł', L: 'Ł', aa: 'å', AA: 'Å', ss: 'ß', ae: 'æ', AE: 'Æ', oe: 'œ', OE: 'Œ', i: 'ı' };

/** Each entry's text by its key, in the file's order. */
export function bblToText(bbl: string): Record<string, string> {
  const out: Record<string, string> = {};
  const body = bbl.slice(bbl.indexOf('\\bibitem'), bbl.lastIndexOf('\\end{thebibliography}'));
  for (const item of body.split(/(?=\\bibitem\b)/)) {
    // "\bibitem[Label(2020)]{key}" (natbib, alpha) or "\bibitem{key}": the label is no part of the entry's text.
    const head = /^\\bibitem\s*(?:\[(?:[^[\]]|\[[^\]]*\])*\])?\s*\{([^}]*)\}/.exec(item);
    if (!head) continue;
    out[head[1] as string] = toText(item.slice(head[0].length));
  }
  return out;
}

export function toText(latex: string): string {
  let s = latex
    .replace(/%\n\s*/g, '') // a comment at a line's end joins the lines
    // siam's rule for "the same authors as above", as lists print it: three em dashes.
    .replace(/\\leavevmode\\vrule\s+height\s+\S+\s+depth\s+\S+\s+width\s+\S+/g, '———')
    .replace(/\\newblock\b/g, ' ')
    .replace(/\\penalty\d*\s?/g, '')
    .replace(/\\urlprefix\b/g, 'URL ')
    .replace(/\\doi\{([^}]*)\}/g, 'doi: $1')
    .replace(/\\(?:url|href)\{([^}]*)\}/g, '$1')
    .replace(/\\natexlab\{([^}]*)\}/g, '$1')
    .replace(/\\etalchar\{([^}]*)\}/g, '$1')
    .replace(/\\\//g, '') // italic correction
    .replace(/\\([&%$#_{}])/g, '$1');
  // Accents: "{\"u}", "\"{u}", "\"u", "{\c c}", and letters such as "{\o}", "\ss{}".
  s = s.replace(/\{?\\(["'`^~=.]|[cvuH](?=[\s{]))\s*\{?([A-Za-z]|\\i)\}?\}?/g, (_m, accent: string, letter: string) =>
    `${letter === '\\i' ? 'i' : letter}${ACCENTS[accent] ?? ''}`.normalize('NFC'),
  );
  s = s.replace(/\{?\\(aa|AA|ss|ae|AE|oe|OE|o|O|l|L|i)(?![A-Za-z])\s*\}?(?:\{\})?/g, (_m, name: string) => LETTERS[name] ?? name);
  // Font commands keep their text: "{\em X}", "\emph{X}", "{\sc X}", "\textit{X}".
  s = s
    .replace(/\\(?:em|it|sc|bf|rm|sl|tt|sf)\b\s*/g, '')
    .replace(/\\(?:emph|textit|textbf|textsc|textrm|texttt|mbox)\b/g, '')
    .replace(/\\[A-Za-z]+\s*/g, '')
    .replace(/[{}]/g, '')
    .replace(/---/g, '—')
    .replace(/--/g, '–')
    .replace(/~/g, ' ')
    .replace(/``|''/g, '"')
    .replace(/\s+/g, ' ');
  return s.trim();
}
