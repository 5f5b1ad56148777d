// Nature's layout (and Science's, and the short form many science reports copy): the journal, its
// volume and the pages, then the year in brackets at the very end, and no brackets after the names.
//   Nature   "Smith, J. A., Doe, B. & Lee, C. Title of the work. Nature 580, 123–130 (2020)."
//   Science  "J. Smith, A. Doe, Title of the work. Science 368, eabc1234 (2020)."
//   Preprint "Brown, T. B. et al. Title of the work. Preprint at https://arxiv.org/abs/2005.14165 (2020)."
//   Book     "Hanley, N. Title of the book. (Routledge, London, 2019)."
//   Chapter  "Patel, R. Title. in Book Title (eds. Lopez, M. & Becker, H.) 145–168 (Publisher, Place, 2018)."
//   News     "Harris, E. Title of the article. The Guardian (2023)."  (no volume, no pages)
//   Body's   "World Health Organization. Global Tuberculosis Report 2020. (2020)."
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

/** "Title. Work, Employment and Society 36, 455–473 (2022).": a journal with a comma in its name (no full stop in it), after the title's last full stop. */
const COMMA_JOURNAL_TAIL_RE =
  /^(.+)\.\s+(\p{Lu}[^.,]*(?:,\s[^.,]+)+?)\s+(\d{1,5}),\s+([A-Za-z]{0,4}\d+(?:\s*[–-]\s*[A-Za-z]{0,4}\d+)?)\s*\(((?:1[5-9]|20)\d{2})\)\.?$/u;

/** The same, the title ended by its full stop: tried first, so "Cats, dogs and mice. Nature 5, …" keeps its title whole. */
const TAIL_AFTER_STOP_RE = new RegExp(TAIL_RE.source.replace('[.,]', '\\.'), 'u');

/** Nature's preprints: "Title. Preprint at https://arxiv.org/abs/2005.14165 (2020)", the link already taken out. */
// The style writes "at" alone when the item names no genre: "Title. at https://doi.org/10.48550/arXiv.… (2022)".
const PREPRINT_RE = /^(.+?)\.\s+(?:Preprint\s+)?at\s*([^()]*?)\s*\(((?:1[5-9]|20)\d{2})\)\.?$/iu;

/** "Title. The Guardian (2023).": a periodical or site with no volume or pages, the year straight after its name. */
const BARE_TAIL_RE = /^(.+?)\.\s+(\p{Lu}[^.()]*?)\s+\(((?:1[5-9]|20)\d{2})\)\.?$/u;
/** "Organisation. Title. (2020).": a body's own document, dated only. */
const BODY_DOCUMENT_RE = /^([^.()]{2,120})\.\s+([^()]+?)\.\s+\(((?:1[5-9]|20)\d{2})\)\.?$/u;

/** A book's imprint in brackets, the year last: "(Routledge, London, 2019)". */
const IMPRINT = String.raw`\(([^()]*?\p{L}[^()]*?),\s*((?:1[5-9]|20)\d{2})\)\.?$`;
// The title's full stop before the brackets is Nature's current style; its older books have none: "The Book (Wiley, 2019)".
const BOOK_RE = new RegExp(String.raw`^(.+?)\.?\s+${IMPRINT}`, 'u');
/** "Title. in Book (eds. Lopez, M. & Becker, H.) 145–168 (Publisher, Place, 2018)." */
const BOOK_PART_RE = new RegExp(
  String.raw`^(.+?)\.\s+in\s+(.+?)(?:\s+\(eds?\.\s+([^()]+)\))?(?:\s+([A-Za-z]{0,4}\d+(?:\s*[–-]\s*[A-Za-z]{0,4}\d+)?))?\s+${IMPRINT}`,
  'u',
);

/** The cheap test first: most entries do not end with a year in brackets. */
const ENDS_WITH_YEAR_RE = /[(,]\s*(?:1[5-9]|20)\d{2}\)\.?$/;

export function readNature(body: string, ref: ParsedReference, signals: Signals): boolean {
  if (!ENDS_WITH_YEAR_RE.test(body)) return false;
  const authors = AUTHORS_RE.exec(body);
  if (!authors) return readBodyDocument(body, ref);
  const rest = authors[2] as string;
  const part = BOOK_PART_RE.exec(rest);
  const tail = part ? undefined : (COMMA_JOURNAL_TAIL_RE.exec(rest) ?? TAIL_AFTER_STOP_RE.exec(rest) ?? TAIL_RE.exec(rest));
  const preprint = part || tail ? undefined : PREPRINT_RE.exec(rest);
  const book = part || tail || preprint ? undefined : BOOK_RE.exec(rest);
  const bare = part || tail || preprint || book ? undefined : BARE_TAIL_RE.exec(rest);
  if (!part && !tail && !preprint && !book && !bare) return false;
  const names = parseNames(authors[1] as string);
  if (names.style === 'none' || names.style === 'organisation') return false;
  ref.format = 'nature';
  setNames(ref, names);
  if (part) {
    ref.title = (part[1] as string).trim();
    ref.containerTitle = (part[2] as string).trim();
    const editors = part[3] ? parseNames(part[3]).authors : [];
    if (editors.length > 0) ref.editors = editors;
    if (part[4]) ref.pages = normalizePages(part[4]);
    readImprint(part[5] as string, ref);
    ref.year = Number(part[6]);
    // As elsewhere: "in" a book with editors is a chapter, "in" proceedings a paper.
    if (editors.length > 0) signals.chapter = true;
    else signals.conference = true;
    return true;
  }
  if (bare) {
    ref.title = (bare[1] as string).trim();
    ref.containerTitle = (bare[2] as string).trim();
    ref.year = Number(bare[3]);
    return true;
  }
  if (book) {
    ref.title = (book[1] as string).trim();
    readImprint(book[2] as string, ref);
    ref.year = Number(book[3]);
    // Nature prints a thesis as a book, its university where the publisher stands.
    if (ref.publisher && /\buniversit(?:y|ät|é|à|eit)\b/iu.test(ref.publisher) && !/\bpress\b/i.test(ref.publisher)) signals.thesis = true;
    else signals.book = true;
    return true;
  }
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
  // A magazine's "Scientific American vol. 328 40–47 (2023)": Nature marks its volume "vol.".
  const magazineVolume = tail[3] ? null : /\s+vol\.\s?(\d+[A-Za-z]?)$/.exec(ref.containerTitle);
  if (magazineVolume) {
    ref.volume = magazineVolume[1] as string;
    ref.containerTitle = ref.containerTitle.slice(0, magazineVolume.index);
  }
  ref.pages = normalizePages(tail[4] as string);
  ref.year = Number(tail[5]);
  if (/\b(?:proc\.|proceedings|conf\.|conference|symposium|workshop)/i.test(ref.containerTitle)) signals.conference = true;
  return true;
}

/** "Oxford University Press, Oxford": the publisher, then the place. */
function readImprint(imprint: string, ref: ParsedReference): void {
  const parts = imprint.split(/,\s*/);
  ref.publisher = (parts[0] as string).trim();
  if (parts.length > 1) ref.place = parts.slice(1).join(', ').trim();
}

/** "World Health Organization. Global Tuberculosis Report 2020. (2020).": an organisation's document. */
function readBodyDocument(body: string, ref: ParsedReference): boolean {
  const m = BODY_DOCUMENT_RE.exec(body);
  if (!m) return false;
  const names = parseNames(m[1] as string);
  if (names.style !== 'organisation') return false;
  ref.format = 'nature';
  setNames(ref, names);
  ref.title = (m[2] as string).trim();
  ref.year = Number(m[3]);
  return true;
}
