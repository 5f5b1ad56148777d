// APA sets a report's series and number in brackets after its title: "Income in the United States:
// 2021 (Report No. P60-276)", "The effects of things (NBER Working Paper No. 27000)", "(SSRN
// Scholarly Paper No. 4012345)". The bracket is no part of the title; it says the work is a report
// (or, on SSRN, a preprint) and gives its number, which Zotero files as "Report Number".
import type { ParsedReference } from '../types.ts';
import type { Signals } from './parse-shared.ts';

// A series name of a few words ending in a report word, then "No." and the number.
const NUMBER_NOTE_RE =
  /\s*\(((?:[\p{L}&.'’-]+\s+){0,5}?(?:report|paper|brief|bulletin|series|memorandum|note|publication|circular|document|study|rapport|informe|bericht|arbeitspapier)s?)\s+(?:no\.?|number|nr\.?|n[°º]|#)\s*([\p{L}\d][\w./-]*)\)\s*$/iu;

// A government series' code alone: "(NIST AI 100-1)", "(NIST SP 800-53 Rev. 5)", "(GAO-23-105234)",
// "(EPA 430-R-23-002)". Capitals, then a number with a hyphen in it; "(AI RMF 1.0)" is a short title.
const SERIES_CODE_RE = /\s*\(((?:\p{Lu}{2,8}[\s/-]){1,3}(?:\p{Lu}{1,4}\s)?\d{1,4}-[\dA-Z][\w-]*(?:\s+[Rr]ev\.\s*\d+)?)\)\s*$/u;

// Elsevier Harvard's "(No. WHO/CDS/TB/2020.22)", the number (letters and digits) with its mark alone; and an agency's
// slashed document code alone, as APA prints it: "(WHO/CDS/TB/2020.22)", "(WHO/HIS/SDS/2015.22)".
// A number of digits alone is left: "(No. 367)" is a podcast's episode as often as a report's number.
const BARE_NUMBER_RE = /\s*\((?:no\.|number|nr\.)\s*((?=[\w./-]*[\p{L}/-])(?=[\w./-]*\d)[\p{L}\d][\w./-]*)\)\s*$/iu;
const SLASHED_CODE_RE = /\s*\((\p{Lu}{2,8}(?:\/[\p{Lu}\d][\w.-]*){1,5})\)\s*$/u;

/** Takes "(… No. X)" off the end of the title; the entry is then a report (or an SSRN preprint) with that number. */
export function takeReportNumber(ref: ParsedReference, signals: Signals): void {
  if (ref.title === undefined) return;
  const code = SERIES_CODE_RE.exec(ref.title) ?? BARE_NUMBER_RE.exec(ref.title) ?? slashedCode(ref.title);
  if (code) {
    ref.title = ref.title.slice(0, code.index);
    ref.number ??= code[1];
    signals.report = true;
    return;
  }
  const m = NUMBER_NOTE_RE.exec(ref.title);
  if (!m) return;
  ref.title = ref.title.slice(0, m.index);
  ref.number ??= m[2];
  if (/\b(?:ssrn|preprint)\b/i.test(m[1] as string)) signals.preprint = true;
  else signals.report = true;
}

/** "(WHO/CDS/TB/2020.22)": a code of slashed parts with a number in it; "(AI/ML)" is the title's own. */
function slashedCode(title: string): RegExpExecArray | null {
  const m = SLASHED_CODE_RE.exec(title);
  return m && /\d/.test(m[1] as string) ? m : null;
}
