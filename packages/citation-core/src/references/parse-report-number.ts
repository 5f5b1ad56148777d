// APA sets a report's series and number in brackets after its title: "Income in the United States:
// 2021 (Report No. P60-276)", "The effects of things (NBER Working Paper No. 27000)", "(SSRN
// Scholarly Paper No. 4012345)". The bracket is no part of the title; it says the work is a report
// (or, on SSRN, a preprint) and gives its number, which Zotero files as "Report Number".
import type { ParsedReference } from '../types.ts';
import type { Signals } from './parse-shared.ts';

// A series name of a few words ending in a report word, then "No." and the number.
const NUMBER_NOTE_RE =
  /\s*\(((?:[\p{L}&.'’-]+\s+){0,5}?(?:report|paper|brief|bulletin|series|memorandum|note|publication|circular|document|study|rapport|informe|bericht|arbeitspapier)s?)\s+(?:no\.?|number|nr\.?|n[°º]|#)\s*([\p{L}\d][\w./-]*)\)\s*$/iu;

/** Takes "(… No. X)" off the end of the title; the entry is then a report (or an SSRN preprint) with that number. */
export function takeReportNumber(ref: ParsedReference, signals: Signals): void {
  if (ref.title === undefined) return;
  const m = NUMBER_NOTE_RE.exec(ref.title);
  if (!m) return;
  ref.title = ref.title.slice(0, m.index);
  ref.number ??= m[2];
  if (/\b(?:ssrn|preprint)\b/i.test(m[1] as string)) signals.preprint = true;
  else signals.report = true;
}
