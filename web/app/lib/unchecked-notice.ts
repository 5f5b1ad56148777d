// The results screen's notice for references that could not be checked: the lookup services did not
// answer, or the reference's only lead was a link to a local or private address, which is never
// opened (spec §1: a credit is one lookup, so those were not charged). Without it a job whose lookups
// all failed would look like a clean success; and it must give the reason the log gives.

import { DOCUMENT_STRATEGIES, isDocumentNotice } from '@cite-repair/citation-core/catalogue';

/**
 * The library's notices about the document as a whole that the results show under "About this
 * document": all but the one saying lookups went unanswered, which this file's notice tells with
 * the count of every unchecked reference and the credits returned (two counts side by side confused).
 */
export function documentNoticesBeside<T extends { status: string; strategy: string }>(entries: readonly T[]): T[] {
  return entries.filter((entry) => isDocumentNotice(entry) && entry.strategy !== DOCUMENT_STRATEGIES.lookups);
}

export interface UncheckedNotice {
  title: string;
  text: string;
}

/**
 * The start of the log message of a reference whose link was not opened (citation-core's
 * REFUSED_MESSAGE, "Could not be checked: its link points to a local or private address…"). Matched
 * here rather than imported: the core's main entry is not for the browser bundle.
 */
const PRIVATE_LINK = /^Could not be checked: its link points to a local or private address/;

/** How many of the job's log entries are references whose link was not opened. */
export function countPrivateLinks(logs: readonly { message?: string | null }[]): number {
  return logs.filter((entry) => typeof entry.message === 'string' && PRIVATE_LINK.test(entry.message)).length;
}

export function uncheckedNotice(unchecked: number | undefined, total: number | null | undefined, privateLinks = 0): UncheckedNotice | null {
  if (!unchecked || unchecked <= 0) return null;
  const all = total !== null && total !== undefined && unchecked >= total;
  const one = unchecked === 1;
  const refs = `reference${one ? '' : 's'}`;
  const after = one
    ? 'It is in your files as written in the document: check it yourself, or process the document again later.'
    : 'They are in your files as written in the document: check them yourself, or process the document again later.';
  const linked = Math.min(Math.max(privateLinks, 0), unchecked);
  // Why they were not looked up, as the detailed log says it.
  const because =
    linked === 0
      ? `The lookup services did not answer${all ? '' : ` for ${one ? 'it' : 'them'}`}`
      : linked === unchecked
        ? one
          ? 'Its link points to a local or private address, which is not opened'
          : 'Their links point to local or private addresses, which are not opened'
        : `The lookup services did not answer for ${unchecked - linked}, and the link${linked === 1 ? '' : 's'} of ${linked} point${linked === 1 ? 's' : ''} to a local or private address, which is not opened`;
  if (all) {
    return {
      title: one ? 'The reference could not be checked' : 'The references could not be checked',
      text: one
        ? `${because}, so it was not looked up and no credit was charged for it. ${after}`
        : `${because}, so none of the ${unchecked} ${refs} was looked up and no credits were charged for them. ${after}`,
    };
  }
  return {
    title: `${unchecked} of ${total ?? unchecked} references could not be checked`,
    text: `${because}, so ${one ? 'it was' : 'they were'} not looked up and not charged (${unchecked} credit${one ? '' : 's'} returned). ${after}`,
  };
}
