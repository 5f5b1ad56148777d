// Field values for a .bib file that real BibTeX, biber and the Zotero/Better BibTeX importers
// all read back as the text we meant. Unicode stays UTF-8 (biber and Zotero read it, and
// TeX-encoding "ü" as {\"u} loses nothing but readability); only TeX's own specials are escaped.

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
 * importers keep them as written.
 */
export function escapeTitle(value: string): string {
  const text = normalizeText(value);
  const balanced = bracesBalanced(text);
  return text
    .split(' ')
    .map((token) => {
      const match = /^([^\p{L}\p{N}]*)(.*?)([^\p{L}\p{N}]*)$/su.exec(token);
      const [, before = '', core = '', after = ''] = match ?? [];
      if (!core || !needsProtection(core)) return escapeChars(token, balanced);
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
  if (!bracesBalanced(text)) text = text.replace(/\{/g, '%7B').replace(/\}/g, '%7D');
  return text;
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
      return ch;
  }
}
