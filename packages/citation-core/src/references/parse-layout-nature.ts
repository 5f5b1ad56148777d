// Nature's layout (and Science's, and the short form many science reports copy): the journal, its
// volume and the pages, then the year in brackets at the very end, and no brackets after the names.
//   Nature   "Smith, J. A., Doe, B. & Lee, C. Title of the work. Nature 580, 123–130 (2020)."
//   Science  "J. Smith, A. Doe, Title of the work. Science 368, eabc1234 (2020)."
//   Preprint "Brown, T. B. et al. Title of the work. Preprint at https://arxiv.org/abs/2005.14165 (2020)."
import type { ParsedReference } from '../types.ts';
import { FAMILY_NAME_SOURCE as FAMILY } from './name-particles.ts';
import { parseNames } from './parse-names.ts';
import type { Signals } from './parse-shared.ts';
import { setNames } from './parse-shared.ts';
import { normalizePages } from './parse-source.ts';

const INITIALS = String.raw`\p{Lu}\.(?:\s?-?\p{Lu}\.)*`;
/**
 * "Smith, J. A." (Nature), "J. A. Smith" (Science) or "Smith JA" (Vancouver's names before Nature's
 * locators, as Google Scholar and some reference managers mix them: "LeCun Y, Bengio Y, Hinton G.
 * Deep learning. Nature 521, 436–444 (2015).").
 */
const NAME = String.raw`(?:${FAMILY},\s${INITIALS}|${INITIALS}\s?${FAMILY}|${FAMILY}\s\p{Lu}{1,3}(?![\p{L}]))`;
const AUTHORS_RE = new RegExp(String.raw`^(${NAME}(?:,\s${NAME})*(?:,?\s(?:&|and)\s${NAME})?(?:,?\s(?:et al\.|et al(?=[,.\s])))?)[,.]?\s+(.+)$`, 'u');
/**
 * "Nature 580, 123–130 (2020)", "Nat. Commun. 11, 1234 (2020)", "Science 368, eabc1234 (2020)", and
 * proceedings with no volume: "Proc. IEEE Conf. Comput. Vis. Pattern Recognit. 770–778 (2016)".
 */
const TAIL_RE = /^(.+?)[.,]\s+([^.,]*?\p{L}[^,]*?)(?:\s+(\d{1,5}),)?\s+([A-Za-z]{0,4}\d+(?:\s*[–-]\s*[A-Za-z]{0,4}\d+)?)\s*\(((?:1[5-9]|20)\d{2})\)\.?$/u;

/** Nature's preprints: "Title. Preprint at https://arxiv.org/abs/2005.14165 (2020)", the link already taken out. */
const PREPRINT_RE = /^(.+?)\.\s+Preprint at\s*([^()]*?)\s*\(((?:1[5-9]|20)\d{2})\)\.?$/iu;

/** The cheap test first: most entries do not end with a year in brackets. */
const ENDS_WITH_YEAR_RE = /\((?:1[5-9]|20)\d{2}\)\.?$/;

export function readNature(body: string, ref: ParsedReference, signals: Signals): boolean {
  if (!ENDS_WITH_YEAR_RE.test(body)) return false;
  const authors = AUTHORS_RE.exec(body);
  if (!authors) return false;
  const tail = TAIL_RE.exec(authors[2] as string);
  const preprint = tail ? undefined : PREPRINT_RE.exec(authors[2] as string);
  if (!tail && !preprint) return false;
  const names = parseNames(authors[1] as string);
  if (names.style === 'none' || names.style === 'organisation') return false;
  ref.format = 'nature';
  setNames(ref, names);
  if (preprint) {
    ref.title = (preprint[1] as string).trim();
    // "Preprint at bioRxiv": the server, when named in words (a link names it through its address).
    const server = (preprint[2] as string).replace(/[.,]+$/, '').trim();
    if (/^\p{L}[\p{L}\s]{1,30}$/u.test(server)) ref.containerTitle = server;
    ref.year = Number(preprint[3]);
    signals.preprint = true;
    return true;
  }
  if (!tail) return false;
  ref.title = (tail[1] as string).trim();
  ref.containerTitle = (tail[2] as string).trim();
  if (tail[3]) ref.volume = tail[3];
  ref.pages = normalizePages(tail[4] as string);
  ref.year = Number(tail[5]);
  if (/\b(?:proc\.|proceedings|conf\.|conference|symposium|workshop)/i.test(ref.containerTitle)) signals.conference = true;
  return true;
}
