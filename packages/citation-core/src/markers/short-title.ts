// The short title that tells two same-author, same-year works apart in a Zotero marker.
// RTF Scan reads a title between double quotes, so quotes inside it are removed.

const MAX_WORDS = 6;

export function shortTitle(title: string, maxWords = MAX_WORDS): string {
  const clean = unquote(title);
  const head = clean.split(/[:?!]/u)[0]?.trim() || clean;
  return head
    .split(' ')
    .slice(0, maxWords)
    .join(' ')
    .replace(/[\s,.;–—-]+$/u, '');
}

/** Whitespace collapsed, double quotes gone, single quotes kept only as apostrophes. */
export function unquote(text: string): string {
  return text
    .replace(/["“”„‟«»‹›]/gu, '')
    .replace(/(^|[\s(])['‘’]+|['‘’]+(?=$|[\s),.;:?!])/gu, '$1')
    .replace(/\s+/gu, ' ')
    .trim();
}
