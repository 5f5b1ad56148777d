// Whether a link's text is the name of the site it points to: "IEA" on iea.org, "Our World in Data"
// on ourworldindata.org, "BBC News" on bbc.co.uk, "WHO" or "World Health Organization" on who.int.
// Source chips (Claude, Copilot, Perplexity pasted as rich text) are such links; a phrase linked to
// a page ("rose by 50%") is not.
import { nameFromDomain } from '../references/web-source.ts';
import { foldAccents } from '../text/fold-accents.ts';

const SMALL_WORDS = new Set(['of', 'the', 'and', 'for', 'on', 'in', 'de', 'du', 'des', 'la', 'le', 'für', 'der', 'und']);

export function labelNamesItsSite(label: string, url: string): boolean {
  let host: string;
  try {
    host = new URL(url).hostname;
  } catch {
    return false;
  }
  const site = letters(nameFromDomain(host) ?? '');
  const name = letters(label);
  if (site.length < 2 || name.length < 2) return false;
  if (name === site) return true;
  // "BBC News" on bbc.co.uk, "Nature Energy" on nature.com; a three-letter site at least, so "AI"
  // on ai.gov.uk does not stand for "AI researchers".
  if (site.length >= 3 && name.startsWith(site)) return true;
  const words = foldAccents(label)
    .toLowerCase()
    .split(/[^\p{L}\d]+/u)
    .filter((w) => w && !SMALL_WORDS.has(w));
  return words.length >= 2 && words.map((w) => w[0]).join('') === site;
}

function letters(text: string): string {
  return foldAccents(text)
    .toLowerCase()
    .replace(/[^\p{L}\d]+/gu, '');
}
