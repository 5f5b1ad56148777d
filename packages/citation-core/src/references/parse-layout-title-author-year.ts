// A title with its authors and year after it in brackets, as research assistants list the papers they
// read (SciSpace, Consensus and Elicit-style source lists; AI answers asked for "title (author, year)"):
//   "Attention is all you need (Vaswani et al., 2017)"
//   "Deep learning (LeCun, Bengio & Hinton, 2015). Nature."
//   "Long short-term memory (Hochreiter & Schmidhuber, 1997) - Neural Computation"
// The bracket holds only family names (joined by commas, "&" or "and", or ending in "et al.") and the
// year; a journal or site may follow. One name alone ("(Reuters, 2024)", "(IEA, 2024)") may be a
// site's and stays with the web layouts.
import type { ParsedReference } from '../types.ts';

const SURNAME = String.raw`\p{Lu}[\p{Ll}'’][\p{L}'’-]*(?:\s(?:van|von|de|der|den|da|di|du|le|la)\s\p{Lu}[\p{L}'’-]+)?`;
const NAMES = String.raw`${SURNAME}(?:(?:\s*,\s*|\s*&\s*|\s+and\s+|\s*,\s*&\s*|\s*,\s*and\s+)${SURNAME})*(?:,?\s+et\s+al\.?)?`;
const TITLE_NAMES_YEAR_RE = new RegExp(String.raw`^(.{3,300}?)\s*\((${NAMES}),\s+((?:1[5-9]|20)\d{2})[a-z]?\)\s*(?:[.,;:|]|[-–—]\s)?\s*(.*)$`, 'u');

export function readTitleAuthorYear(body: string, ref: ParsedReference): boolean {
  if (!/\d{4}[a-z]?\)/.test(body)) return false;
  const m = TITLE_NAMES_YEAR_RE.exec(body.trim());
  if (!m) return false;
  const [, title, names, year, rest] = m as unknown as [string, string, string, string, string];
  // The title is no name list itself: "Smith, J. (2020)" is APA's head, read by its own layout.
  if (/^[\p{Lu}][\p{L}'’-]+,\s*\p{Lu}\.?/u.test(title.trim()) || /\p{L}\.$/u.test(title.trim().slice(-3))) return false;
  const etAl = /\bet\s+al\.?$/.test(names);
  const families = names
    .replace(/,?\s+et\s+al\.?$/, '')
    .split(/\s*,\s*&\s*|\s*,\s*and\s+|\s*,\s*|\s*&\s*|\s+and\s+/)
    .map((n) => n.trim())
    .filter((n) => n !== '');
  // One name alone may be a site's ("Solar surges (Reuters, 2024)"): only a paper's authors, several or "et al.", are read.
  if (families.length < 2 && !etAl) return false;
  ref.format = 'apa';
  ref.authors = families.map((family) => ({ family }));
  ref.etAl = etAl;
  ref.title = title.trim().replace(/[.,;:\s]+$/u, '');
  ref.year = Number(year);
  const container = rest.trim().replace(/[.\s]+$/u, '');
  if (container !== '' && container.length <= 120) ref.containerTitle = container;
  return true;
}
