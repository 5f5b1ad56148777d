// Field values for a .bib file that real BibTeX, biber and the Zotero/Better BibTeX importers
// all read back as the text we meant. Unicode stays UTF-8 (biber and Zotero read it, and
// TeX-encoding "ü" as {\"u} loses nothing but readability); TeX's own specials are escaped, and
// so are the characters pdfLaTeX's UTF-8 input cannot print ("Aβ", "Diels−Alder", "CO₂": "Unicode
// character β not set up for use with LaTeX" stops the run): as math or \textsubscript, which
// every engine and importer reads.

import { GREEK } from '../text/html-entities.ts';

// TeX ligatures that would silently change the text ("--" → en dash, "``" → opening quote).
const LIGATURE_PAIRS = new Set(['--', '``', "''", '?`', '!`', ',,']);

/** Plain text: journal, publisher, institution, notes. */
export function escapeText(value: string): string {
  const text = normalizeText(value);
  return escapeChars(text, bracesBalanced(text));
}

/**
 * Titles: escaped, and words with capitals after their first letter wrapped in braces
 * ({DNA}, {BioShuttle}, {mRNA}, {3D}) so that title-casing styles and sentence-casing
 * importers keep them as written. In a title written in sentence case, a capitalised word
 * after the first is a name ("Groundwater recharge in the {Rhine} delta"): BibTeX's styles
 * lower-case every unbraced capital but the first, and would print "the rhine delta".
 */
export function escapeTitle(value: string): string {
  const text = normalizeText(value);
  const balanced = bracesBalanced(text);
  const tokens = text.split(' ');
  const sentenceCase = inSentenceCase(tokens);
  return tokens
    .map((token, i) => {
      const match = /^([^\p{L}\p{N}]*)(.*?)([^\p{L}\p{N}]*)$/su.exec(token);
      const [, before = '', core = '', after = ''] = match ?? [];
      const name = sentenceCase && i > 0 && /^\p{Lu}/u.test(core) && !opensPart(tokens[i - 1] as string);
      if (!core || !(needsProtection(core) || name)) return escapeChars(token, balanced);
      return `${escapeChars(before, balanced)}{${escapeChars(core, balanced)}}${escapeChars(after, balanced)}`;
    })
    .join(' ');
}

/**
 * url and doi are verbatim fields: no TeX escaping, but BibTeX still counts braces, so
 * unbalanced ones are percent-encoded, as are backslashes (some readers take them as escapes)
 * and "$" (Better BibTeX's parser opens math mode on it even in verbatim fields).
 */
export function escapeVerbatim(value: string): string {
  let text = stripInvalid(value).replace(/\s+/gu, ' ').trim();
  text = text.replace(/\\/g, '%5C').replace(/\$/g, '%24');
  // "…/wiki/Müller": BibTeX's styles print the bytes of "ü" as "Ã¼" and the link breaks; percent-encoded, every reader follows it.
  text = text.replace(/[^\x00-\x7f]+/gu, (chars) => encodeURIComponent(chars));
  if (!bracesBalanced(text)) text = text.replace(/\{/g, '%7B').replace(/\}/g, '%7D');
  return text;
}

/** Whether the token before a word ends a part ("Title: Subtitle", "Table X – Ethnic group"): the word after it opens one, capitalised in any case. */
const opensPart = (previous: string): boolean => /[:.?!]$|^[–—-]$/.test(previous);

/** Words a title in title case still writes in lower case: short function words, and the longer prepositions and conjunctions. */
const TITLE_CASE_LOWER = new Set(
  'a an the and but or nor for so yet as at by in of off on per to up via with from into onto over upon than that this about after among before between through under within without versus against during across along around toward towards while when where since until unless whether both either neither like near past'.split(
    ' ',
  ),
);

/**
 * Whether a title is written in sentence case: two words of four letters or more after the first
 * (and not opening a subtitle) start in lower case and are none of the words title case leaves so.
 */
function inSentenceCase(tokens: string[]): boolean {
  const lowerWords = tokens.filter((token, i) => {
    if (i === 0 || opensPart(tokens[i - 1] as string)) return false;
    const word = token.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
    return /^\p{Ll}\p{L}{3,}$/u.test(word) && !TITLE_CASE_LOWER.has(word);
  });
  // Two such words: one alone may be a title-case slip ("Text to High-Quality rooms").
  return lowerWords.length >= 2;
}

// A capital after the first letter of a hyphen-separated part ("DNA", "mRNA", "3D",
// "SceneDreamer"), not the capital of a title-cased compound like "High-Quality".
function needsProtection(word: string): boolean {
  return word.split(/[-‐‑]/u).some((part) => /\p{Lu}/u.test([...part].slice(1).join('')));
}

function normalizeText(value: string): string {
  return stripInvalid(value.normalize('NFC')).replace(/\s+/gu, ' ').trim();
}

// Lone surrogates are not valid UTF-8; control characters and the BOM are invisible noise
// that BibTeX either chokes on or keeps as garbage.
function stripInvalid(value: string): string {
  return value
    .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '')
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uFEFF]/g, '');
}

/** Whether braces pair up in reading order; BibTeX counts even escaped ones. */
function bracesBalanced(text: string): boolean {
  let depth = 0;
  for (const ch of text) {
    if (ch === '{') depth += 1;
    else if (ch === '}') {
      depth -= 1;
      if (depth < 0) return false;
    }
  }
  return depth === 0;
}

function escapeChars(text: string, bracesOk: boolean): string {
  let out = '';
  const chars = [...text];
  chars.forEach((ch, index) => {
    out += escapeChar(ch, bracesOk);
    const next = chars[index + 1];
    if (next !== undefined && LIGATURE_PAIRS.has(ch + next)) out += '{}';
  });
  return out;
}

function escapeChar(ch: string, bracesOk: boolean): string {
  switch (ch) {
    case '\\':
      return '\\textbackslash{}';
    case '{':
      // A lone \{ would still unbalance BibTeX's brace count; the command form has none.
      return bracesOk ? '\\{' : '\\textbraceleft{}';
    case '}':
      return bracesOk ? '\\}' : '\\textbraceright{}';
    case '#':
    case '$':
    case '%':
    case '&':
    case '_':
      return `\\${ch}`;
    case '~':
      return '\\textasciitilde{}';
    case '^':
      return '\\textasciicircum{}';
    // In TeX's default OT1 encoding "<" and ">" print as "¡" and "¿".
    case '<':
      return '\\textless{}';
    case '>':
      return '\\textgreater{}';
    default:
      return TEX_FOR[ch] ?? ch;
  }
}

/** TeX's names of the small Greek letters: HTML's, but omicron is a plain "o" and the final sigma "varsigma". */
const GREEK_NAMES = GREEK.map((name) => ({ omicron: 'o', sigmaf: 'varsigma' })[name] ?? name);
/** Capitals TeX has a command for; the others are Latin letters' twins ("Α" is "A"). */
const GREEK_CAPITALS: Record<string, string> = {
  Γ: 'Gamma',
  Δ: 'Delta',
  Θ: 'Theta',
  Λ: 'Lambda',
  Ξ: 'Xi',
  Π: 'Pi',
  Σ: 'Sigma',
  Υ: 'Upsilon',
  Φ: 'Phi',
  Ψ: 'Psi',
  Ω: 'Omega',
};
const GREEK_TWINS: Record<string, string> = { Α: 'A', Β: 'B', Ε: 'E', Ζ: 'Z', Η: 'H', Ι: 'I', Κ: 'K', Μ: 'M', Ν: 'N', Ο: 'O', Ρ: 'P', Τ: 'T', Χ: 'X' };
const SUBSCRIPTS = '₀₁₂₃₄₅₆₇₈₉₊₋₌₍₎';
const SUPERSCRIPTS = '⁰\u00b9\u00b2\u00b3⁴⁵⁶⁷⁸⁹⁺⁻⁼⁽⁾';
const SCRIPT_TEXT = '0123456789+-=()';

/** Whether `ch` is written as TeX for pdfLaTeX (a parser reads some back as their look-alikes: "Ε" as "E", "−" as "-"). */
export function writtenAsTex(ch: string): boolean {
  return Object.hasOwn(TEX_FOR, ch);
}

/** What pdfLaTeX prints for the characters its UTF-8 input does not know. */
const TEX_FOR: Record<string, string> = {
  ...Object.fromEntries(GREEK_NAMES.map((name, i) => [String.fromCodePoint(0x3b1 + i), name === 'o' ? 'o' : `{$\\${name}$}`])),
  ...Object.fromEntries(Object.entries(GREEK_CAPITALS).map(([ch, name]) => [ch, `{$\\${name}$}`])),
  ...GREEK_TWINS,
  ϵ: '{$\\epsilon$}',
  ϑ: '{$\\vartheta$}',
  ϕ: '{$\\phi$}',
  ...Object.fromEntries([...SUBSCRIPTS].map((ch, i) => [ch, `\\textsubscript{${SCRIPT_TEXT[i] === '-' ? '$-$' : SCRIPT_TEXT[i]}}`])),
  // ¹ ² ³ are Latin-1, which inputenc prints; the rest of the superscripts are not.
  ...Object.fromEntries(
    [...SUPERSCRIPTS].flatMap((ch, i) => (i >= 1 && i <= 3 ? [] : [[ch, `\\textsuperscript{${SCRIPT_TEXT[i] === '-' ? '$-$' : SCRIPT_TEXT[i]}}`]])),
  ),
  '−': '{$-$}',
  '≤': '{$\\leq$}',
  '≥': '{$\\geq$}',
  '≈': '{$\\approx$}',
  '∼': '{$\\sim$}',
  '≠': '{$\\neq$}',
  '→': '{$\\rightarrow$}',
  '←': '{$\\leftarrow$}',
  '↔': '{$\\leftrightarrow$}',
  '∞': '{$\\infty$}',
  '√': '{$\\surd$}',
  '∑': '{$\\sum$}',
  '∆': '{$\\Delta$}',
  '∂': '{$\\partial$}',
  '′': '{$\\prime$}',
  '⋅': '{$\\cdot$}',
  '∙': '{$\\cdot$}',
};
