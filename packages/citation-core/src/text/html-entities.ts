// HTML's character references left in text copied from a page's source or a database export
// ("A&beta; plaques", "Alzheimer&#39;s", "R&amp;D"): read as the characters they name. Only the
// references such text carries: numeric ones, XML's five, the punctuation and the Greek letters
// of scientific titles; an unknown name stays as written.

/** The small Greek letters' names, in the order of their code points from α (U+03B1): HTML's names, and TeX's but for two (bibtex/escape.ts). */
export const GREEK = 'alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu nu xi omicron pi rho sigmaf sigma tau upsilon phi chi psi omega'.split(
  ' ',
);

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  deg: '°',
  plusmn: '±',
  times: '×',
  micro: 'µ',
  ...Object.fromEntries(GREEK.map((name, i) => [name, String.fromCodePoint(0x3b1 + i)])),
  // The capitals: no final sigma among them, so from sigma on they stand one place earlier.
  ...Object.fromEntries(
    GREEK.filter((name) => name !== 'sigmaf').map((name, i) => [
      name.charAt(0).toUpperCase() + name.slice(1),
      String.fromCodePoint(0x391 + i + (i >= 17 ? 1 : 0)),
    ]),
  ),
};

const REFERENCE_RE = /&(#x[0-9a-f]{1,6}|#\d{1,7}|[A-Za-z]{2,8});/gi;

export function decodeHtmlEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(REFERENCE_RE, (whole, body: string) => {
    if (body.startsWith('#')) {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED[body] ?? whole;
  });
}
