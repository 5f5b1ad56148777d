// Never trust a top hit: a record is accepted only when its content agrees with the reference
// string — title, first author, year (±1), and the numbers (volume, issue, first page) — in the way
// of Crossref's search-based matching with validation. Relevance scores are never consulted.
import type { CslItem, ParsedReference } from '../types.ts';
import { compareFamilyNames, containerAgrees, containsTitle, normalizeText, titleSimilarity, tokens, truncatedShare, withoutUrls } from './text-match.ts';

/**
 * identifier: the string gave a DOI/arXiv id/URL and this is its record — accept unless it contradicts.
 * search: the record was found by searching — accept only on positive agreement.
 */
export type MatchMode = 'identifier' | 'search';

export type TitleAgreement = 'exact' | 'close' | 'truncated' | 'partial' | 'different' | 'unknown';

export interface MatchVerdict {
  accepted: boolean;
  /** identifier mode: the record belongs to a different work than the string describes. */
  contradicted: boolean;
  /** 0..1 agreement, comparable across candidates of one reference. */
  confidence: number;
  /** Fields that agreed: 'title', 'title-prefix', 'author', 'year', 'year±1', 'volume', 'issue', 'page', 'container'. */
  evidence: string[];
  /** Fields that disagreed. */
  conflicts: string[];
  title: TitleAgreement;
  titleSimilarity: number;
  /** One line saying why (for the log). */
  reason: string;
}

export interface MatchOptions {
  /** Other forms of the record's title (title + subtitle, short title). */
  altTitles?: string[];
}

const WEIGHTS = { title: 0.45, author: 0.2, year: 0.15, numbers: 0.12, container: 0.08 };

export function validateMatch(ref: ParsedReference, record: CslItem, mode: MatchMode, options: MatchOptions = {}): MatchVerdict {
  const evidence: string[] = [];
  const conflicts: string[] = [];
  let weightSum = 0;
  let agreement = 0;

  // --- title
  const recordTitles = [record.title, ...(options.altTitles ?? [])].filter((t): t is string => Boolean(t && t.trim()));
  const title = compareTitle(ref, recordTitles);
  if (title.level !== 'unknown') {
    weightSum += WEIGHTS.title;
    const quality = { exact: 1, close: 0.9, truncated: 0.75, partial: title.similarity, different: 0, unknown: 0 }[title.level];
    agreement += WEIGHTS.title * quality;
    if (title.level === 'exact' || title.level === 'close') evidence.push('title');
    else if (title.level === 'truncated') evidence.push('title-prefix');
    else if (title.level === 'different') conflicts.push('title');
  }

  // --- first author
  const author = compareAuthors(ref, record);
  if (author !== 'unknown') {
    weightSum += WEIGHTS.author;
    if (author === 'match') {
      agreement += WEIGHTS.author;
      evidence.push('author');
    } else if (author === 'partial') {
      agreement += WEIGHTS.author * 0.6;
      evidence.push('author-partial');
    } else conflicts.push('author');
  }

  // --- year
  const refYear = effectiveYear(ref);
  const recordYear = record.issued?.['date-parts']?.[0]?.[0];
  if (refYear !== undefined && recordYear !== undefined) {
    weightSum += WEIGHTS.year;
    const diff = Math.abs(refYear - recordYear);
    if (diff === 0) {
      agreement += WEIGHTS.year;
      evidence.push('year');
    } else if (diff === 1) {
      // Online-first vs print year, or a year slip: common and harmless.
      agreement += WEIGHTS.year * 0.6;
      evidence.push('year±1');
    } else conflicts.push('year');
  }

  // --- numbers
  const numberChecks: [string, string | undefined, string | undefined][] = [
    ['volume', ref.volume, record.volume],
    ['issue', ref.issue, record.issue],
    ['page', firstPage(ref.pages), firstPage(record.page)],
  ];
  let numbersCompared = 0;
  let numbersAgreed = 0;
  for (const [name, a, b] of numberChecks) {
    if (!a || !b) continue;
    numbersCompared++;
    if (normalizeNumber(a) === normalizeNumber(b)) {
      numbersAgreed++;
      evidence.push(name);
    } else conflicts.push(name);
  }
  if (numbersCompared > 0) {
    weightSum += WEIGHTS.numbers;
    agreement += (WEIGHTS.numbers * numbersAgreed) / numbersCompared;
  }

  // --- container (soft: abbreviations differ, so disagreement is not a conflict)
  const refContainer = ref.containerTitle ?? ref.siteName;
  if (refContainer && record['container-title']) {
    if (containerAgrees(refContainer, record['container-title'])) {
      weightSum += WEIGHTS.container;
      agreement += WEIGHTS.container;
      evidence.push('container');
    }
  }

  const confidence = weightSum > 0 ? round(agreement / weightSum) : 0;
  const support = ['author', 'year', 'year±1', 'volume', 'page', 'container'].filter((e) => evidence.includes(e)).length;
  const hard = conflicts.filter((c) => c === 'author' || c === 'year' || c === 'volume' || c === 'page');
  const specific = evidence.includes('author') && (evidence.includes('year') || evidence.includes('year±1'));

  let accepted = false;
  let contradicted = false;
  let reason = '';
  if (mode === 'identifier') {
    const authorStrong = author === 'match' && evidence.includes('year') && (evidence.includes('volume') || evidence.includes('page'));
    if (title.level === 'different' && !authorStrong) {
      contradicted = true;
      reason = `the record's title "${recordTitles[0] ?? ''}" does not match the reference (similarity ${title.similarity.toFixed(2)})`;
    } else if (title.level === 'partial' && author === 'mismatch') {
      contradicted = true;
      reason = `the record's title only partly matches (${title.similarity.toFixed(2)}) and its authors differ`;
    } else if (title.level === 'unknown' && author === 'mismatch' && conflicts.includes('year')) {
      contradicted = true;
      reason = 'the record has different authors and a different year';
    } else {
      accepted = true;
      reason = evidence.length > 0 ? `identifier confirmed: ${evidence.join(', ')} agree` : 'identifier confirmed (nothing in the string contradicts it)';
    }
  } else {
    const titleStrong = title.level === 'exact' || title.level === 'close';
    const longExact = title.level === 'exact' && title.words >= 5;
    const yearAgrees = evidence.includes('year') || evidence.includes('year±1');
    const numbersAgree = evidence.includes('volume') || evidence.includes('page');
    // A title of a few words ("RNA silencing", "Deep learning") names many works: it needs the
    // author (or, when the string names none, the year plus the journal or numbers) behind it.
    // Two journals named and not the same ("RNA silencing", Curr Biol and Trends Biochem Sci) leave a short title unbacked.
    const containerDiffers = Boolean(refContainer && record['container-title']) && !evidence.includes('container');
    const shortTitleBacked =
      title.words >= 4 ||
      (author === 'match' && support >= 2 && !containerDiffers) ||
      (!hasPersonAuthors(ref) && yearAgrees && (evidence.includes('container') || numbersAgree));
    if (hard.includes('author')) reason = 'different first author';
    else if (titleStrong && !shortTitleBacked) reason = 'the title is too short to identify the work without its author and year';
    else if (titleStrong && hard.length === 0 && support >= 1) accepted = true;
    else if (longExact && hard.length === 0) accepted = true;
    // AI tools garble pages: a long exact title by the same first author in the same year stands
    // against its numbers; a year off by one with other numbers and another journal is another work
    // ("Expanding the genetic code", Angew Chem 2005 and Annu Rev Biophys 2006), and so is a short title.
    else if (
      title.level === 'exact' &&
      specific &&
      !hard.includes('year') &&
      title.words >= 4 &&
      (evidence.includes('year') || evidence.includes('container') || !hard.some((c) => c === 'volume' || c === 'page'))
    )
      accepted = true;
    else if (title.level === 'truncated' && hard.length === 0 && support >= 2 && (author === 'match' || !hasPersonAuthors(ref))) accepted = true;
    // An article cited without its title (ACS, physics): its first author, year, volume and first page all agree.
    else if (
      !ref.title &&
      title.level === 'unknown' &&
      author === 'match' &&
      hard.length === 0 &&
      ['year', 'volume', 'page'].every((e) => evidence.includes(e))
    )
      accepted = true;
    if (accepted) reason = `${evidence.join(', ')} agree`;
    else if (!reason)
      reason = titleStrong
        ? `title matches but ${hard.length > 0 ? `${hard.join(', ')} differ` : 'nothing else confirms it'}`
        : `title does not match well enough (${title.level}, similarity ${title.similarity.toFixed(2)})`;
  }
  return { accepted, contradicted, confidence, evidence, conflicts, title: title.level, titleSimilarity: round(title.similarity), reason };
}

/** A notice about another work, named with its title: "Correction: Title", "Retraction Note: Title", "Reply to …". */
const NOTICE_RE =
  /^\s*(?:(?:author|publisher)\s+)?(?:correction|erratum|corrigendum|retraction(?:\s+note)?|retracted|expression\s+of\s+concern|addendum|reply|response|comment)\b\s*(?:to|on|for)?\s*[:.-]?/i;

/** One title is a notice about the other ("Correction: Selection and evolution …"): two works, however alike. */
function noticeApart(referenceTitle: string | undefined, recordTitle: string): boolean {
  return referenceTitle !== undefined && NOTICE_RE.test(referenceTitle) !== NOTICE_RE.test(recordTitle);
}

function compareTitle(ref: ParsedReference, recordTitles: string[]): { level: TitleAgreement; similarity: number; words: number } {
  if (recordTitles.length === 0) return { level: 'unknown', similarity: 0, words: 0 };
  if (recordTitles[0] !== undefined && noticeApart(ref.title, recordTitles[0])) {
    return { level: 'different', similarity: titleSimilarity(ref.title ?? '', recordTitles[0]), words: tokens(recordTitles[0]).length };
  }
  let best: { level: TitleAgreement; similarity: number; words: number } = { level: 'unknown', similarity: 0, words: 0 };
  const rank: Record<TitleAgreement, number> = { exact: 5, close: 4, truncated: 3, partial: 2, different: 1, unknown: 0 };
  for (const recordTitle of recordTitles) {
    const words = tokens(recordTitle).length;
    let candidate: { level: TitleAgreement; similarity: number; words: number };
    if (ref.title && tokens(ref.title).length > 0) {
      const similarity = titleSimilarity(ref.title, recordTitle);
      const share = truncatedShare(ref.title, recordTitle);
      if (similarity >= 0.95) candidate = { level: 'exact', similarity, words };
      else if (similarity >= 0.85) candidate = { level: 'close', similarity, words };
      else if (share >= 0.3) candidate = { level: 'truncated', similarity, words };
      else if (words >= 3 && (startsWithTitle(ref.title, recordTitle) || (containsTitle(ref.raw, recordTitle) && words >= 0.6 * tokens(ref.title).length))) {
        // The parser kept a site name or subtitle on the title ("Title - Site"), or split it wrongly.
        candidate = { level: 'close', similarity, words };
      } else if (similarity >= 0.6) candidate = { level: 'partial', similarity, words };
      // A title too short to judge ("Home") says nothing either way.
      else if (tokens(ref.title).length >= 3) candidate = { level: 'different', similarity, words };
      else candidate = { level: 'unknown', similarity, words };
    } else {
      // The parser found no title: the record's title written out in full in the string still counts.
      candidate = containsTitle(ref.raw, recordTitle) ? { level: 'exact', similarity: 1, words } : { level: 'unknown', similarity: 0, words };
    }
    if (rank[candidate.level] > rank[best.level] || (candidate.level === best.level && candidate.similarity > best.similarity)) best = candidate;
  }
  return best;
}

type AuthorAgreement = 'match' | 'partial' | 'mismatch' | 'unknown';

function compareAuthors(ref: ParsedReference, record: CslItem): AuthorAgreement {
  const recordFamilies = (record.author ?? []).map((a) => a.family ?? '').filter(Boolean);
  if (recordFamilies.length === 0) return 'unknown';
  const refPeople = ref.authors.filter((a) => a.family && !a.literal);
  const firstRecord = recordFamilies[0] ?? '';
  if (refPeople.length > 0) {
    const first = refPeople[0];
    // Either part of the first name, in case the parser swapped family and given names.
    const parts = [first?.family ?? '', ...(first?.given ?? '').split(/\s+/).filter((p) => p.replace(/\W/g, '').length > 2)];
    if (parts.some((part) => compareFamilyNames(part, firstRecord) !== 'none')) return 'match';
    const refFamilies = refPeople.map((a) => a.family ?? '');
    if (refFamilies.some((f) => recordFamilies.slice(0, 5).some((r) => compareFamilyNames(f, r) === 'exact'))) return 'partial';
    return 'mismatch';
  }
  // No authors parsed: the record's first author named in the string still counts as agreement.
  const rawWords = new Set(normalizeText(withoutUrls(ref.raw)).split(' '));
  const familyWords = normalizeText(firstRecord).split(' ');
  if (familyWords.length > 0 && familyWords.every((w) => w.length > 2 && rawWords.has(w))) return 'match';
  return 'unknown';
}

/** The reference's title is the record's title followed by more words (a site name, a subtitle). */
/**
 * The reference's title is the record's, then a part set off from it ("Title: a subtitle", "Title -
 * Site", "Title (2nd ed.)"): the parser kept a site name or subtitle on it. A title that runs on in the
 * same phrase ("Human motion diffusion model for long-horizon generation" against "Human Motion
 * Diffusion Model") names another work, as fabricated references do.
 */
function startsWithTitle(referenceTitle: string, recordTitle: string): boolean {
  const ref = normalizeText(referenceTitle);
  const rec = normalizeText(recordTitle);
  if (!(ref.length > rec.length && ref.startsWith(`${rec} `))) return false;
  for (const m of referenceTitle.matchAll(/\s*(?:[:|–—([\]/]|\s-\s|[.,;?!](?=\s))/g)) {
    if (normalizeText(referenceTitle.slice(0, m.index)) === rec) return true;
  }
  return false;
}

function hasPersonAuthors(ref: ParsedReference): boolean {
  return ref.authors.some((a) => a.family && !a.literal);
}

/** A year equal to the "accessed" year of an AI-tool entry is the visit, not the publication. */
function effectiveYear(ref: ParsedReference): number | undefined {
  if (ref.year === undefined) return undefined;
  if (ref.accessed && ref.accessed.startsWith(String(ref.year)) && (ref.format === 'ai-tool' || ref.format === 'perplexity')) {
    return undefined;
  }
  return ref.year;
}

function firstPage(pages: string | undefined): string | undefined {
  if (!pages) return undefined;
  const first = pages.split(/[-–—−‐_]/)[0]?.trim();
  return first || undefined;
}

function normalizeNumber(value: string): string {
  return value
    .toLowerCase()
    .replace(/^0+(?=\d)/, '')
    .replace(/\s+/g, '');
}

function round(n: number): number {
  return Math.round(n * 100) / 100;
}

export interface RankedCandidate<T> {
  candidate: T;
  verdict: MatchVerdict;
}

export interface CandidateChoice<T> {
  best?: RankedCandidate<T>;
  /** Two different works agree equally well: refuse rather than guess. */
  ambiguous: boolean;
  ranked: RankedCandidate<T>[];
}

/** Scores every candidate; picks the accepted one with the clearly highest confidence. */
export function chooseCandidate<T>(
  ref: ParsedReference,
  candidates: T[],
  toItem: (candidate: T) => { item: CslItem; altTitles?: string[]; key: string },
): CandidateChoice<T> {
  const ranked = candidates
    .map((candidate) => {
      const { item, altTitles } = toItem(candidate);
      return { candidate, verdict: validateMatch(ref, item, 'search', { altTitles }) };
    })
    .sort((a, b) => b.verdict.confidence - a.verdict.confidence);
  const accepted = ranked.filter((r) => r.verdict.accepted);
  const [first, second] = accepted;
  if (!first) return { ambiguous: false, ranked };
  if (second && toItem(second.candidate).key !== toItem(first.candidate).key && first.verdict.confidence - second.verdict.confidence < 0.05) {
    return { ambiguous: true, ranked };
  }
  return { best: first, ambiguous: false, ranked };
}
