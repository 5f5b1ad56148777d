// Text comparison shared by deduplication (offline) and match validation (online).
// Everything here is token-based and allocation-light, because dedupe compares every pair of
// entries in a document and the resolvers score every candidate a service returns.
import { dice } from '../text/dice.ts';
import { foldAccents } from '../text/fold-accents.ts';
import { NAME_PARTICLES } from './name-particles.ts';

const APOSTROPHES_RE = /['’‘ʼ`´]/g;
const NON_WORD_RE = /[^\p{L}\p{N}]+/gu;

/** Casefolded, accent-free, punctuation-free, single-spaced. "Aβ, Non-Amyloid…" → "aβ non amyloid". */
export function normalizeTitle(s: string): string {
  return foldAccents(s.replace(/&amp;/g, '&')).toLowerCase().replace(/&/g, ' and ').replace(APOSTROPHES_RE, '').replace(NON_WORD_RE, ' ').trim();
}

/** The normalised words of a title. */
export function titleTokens(s: string): string[] {
  const n = normalizeTitle(s);
  return n === '' ? [] : n.split(' ');
}

const TRUNCATION_RE = /(?:\.\.\.|…|\[\.\.\.\])\s*["'”’)\]]?\s*[.,;:]?\s*$/;

/** The title ends with "…" / "..." (an AI tool or a person cut it short). */
export function hasTruncationMark(s: string): boolean {
  return TRUNCATION_RE.test(s);
}

/**
 * 0..1 agreement of two titles. Word-based: the mean of the Sørensen–Dice coefficients on words
 * and on word bigrams (typos in words of 5+ letters still count as the same word), or, when one
 * title is a word prefix of the other (a truncated title), a score that grows with the share kept:
 * ≥ 0.9 once the prefix has 5 words or 60 % of the longer title.
 */
export function titleSimilarity(a: string, b: string): number {
  return titleSimilarityOfTokens(titleTokens(a), titleTokens(b), hasTruncationMark(a), hasTruncationMark(b));
}

/** titleSimilarity on pre-tokenised titles (dedupe tokenises each entry once). */
export function titleSimilarityOfTokens(ta: readonly string[], tb: readonly string[], truncatedA = false, truncatedB = false): number {
  if (ta.length === 0 || tb.length === 0) return 0;
  if (ta.length === tb.length && ta.every((t, i) => t === tb[i])) return 1;
  const prefix = prefixScore(ta, tb, truncatedA, truncatedB);
  if (prefix >= 0.9) return prefix;
  return Math.max(prefix, overlapScore(ta, tb));
}

function prefixScore(ta: readonly string[], tb: readonly string[], truncatedA: boolean, truncatedB: boolean): number {
  const aShorter = ta.length <= tb.length;
  const short = aShorter ? ta : tb;
  const long = aShorter ? tb : ta;
  const shortTruncated = aShorter ? truncatedA : truncatedB;
  const k = short.length;
  for (let i = 0; i < k - 1; i++) if (short[i] !== long[i]) return 0;
  const last = short[k - 1] as string;
  const counterpart = long[k - 1] as string;
  // A mark like "x-ray..." may cut the last word itself.
  if (last !== counterpart && !(shortTruncated && counterpart.startsWith(last))) return 0;
  const share = k / long.length;
  if (k >= 5 || share >= 0.6) return 0.9 + 0.1 * share;
  if (k >= 3) return 0.6 + 0.4 * share;
  return 0;
}

function overlapScore(ta: readonly string[], tb: readonly string[]): number {
  const b = alignTypos(ta, tb);
  const unigram = dice(ta, b);
  if (ta.length < 2 || b.length < 2) return unigram;
  return (unigram + dice(bigrams(ta), bigrams(b))) / 2;
}

/** Rewrites words of `b` that are one typo away from an unmatched word of `a` into that word. */
function alignTypos(ta: readonly string[], tb: readonly string[]): readonly string[] {
  const inA = new Set(ta);
  const inB = new Set(tb);
  const unmatchedA = ta.filter((t) => t.length >= 5 && !inB.has(t));
  if (unmatchedA.length === 0) return tb;
  let out: string[] | undefined;
  tb.forEach((t, i) => {
    if (t.length < 5 || inA.has(t)) return;
    const match = unmatchedA.find((u) => withinOneEdit(u, t));
    if (match) {
      out ??= [...tb];
      out[i] = match;
    }
  });
  return out ?? tb;
}

function bigrams(tokens: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i + 1 < tokens.length; i++) out.push(`${tokens[i]} ${tokens[i + 1]}`);
  return out;
}

/** Optimal-string-alignment distance ≤ 1: one substitution, insertion, deletion or swap of neighbours. */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > 1) return false;
  let i = 0;
  while (i < la && i < lb && a[i] === b[i]) i++;
  if (la === lb) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true; // substitution
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2); // transposition
  }
  return la > lb ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

// "St" (St John) is looked past when comparing names, though the parser keeps it as a name.
const COMPARED_PARTICLES: ReadonlySet<string> = new Set([...NAME_PARTICLES, 'st']);

function familyParts(name: string): string[] {
  const words = foldAccents(name)
    .toLowerCase()
    .replace(APOSTROPHES_RE, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w !== '');
  let start = 0;
  while (start < words.length - 1 && COMPARED_PARTICLES.has(words[start] as string)) start++;
  return words.slice(start);
}

/**
 * Same family name? Accent- and case-insensitive, ignores particles ("van de Panne" = "Panne"),
 * hyphens and spaces, accepts one typo (swap, missing or wrong letter) in names of 5+ letters, and a
 * double-barrelled name against its first or last part ("Herold-Mende" = "Herold").
 */
export function familyNamesMatch(a: string, b: string): boolean {
  const pa = familyParts(a);
  const pb = familyParts(b);
  if (pa.length === 0 || pb.length === 0) return false;
  const ja = pa.join('');
  const jb = pb.join('');
  if (ja === jb) return true;
  if (Math.min(ja.length, jb.length) >= 5 && withinOneEdit(ja, jb)) return true;
  if (pa.length > 1 && pb.length === 1) return pa[0] === jb || pa[pa.length - 1] === jb;
  if (pb.length > 1 && pa.length === 1) return pb[0] === ja || pb[pb.length - 1] === ja;
  return false;
}
