// Processing-log entries speak either of one reference (how it was looked up) or of the document as
// a whole: which list was read, a list nothing cites, citations that match no entry. The apps show
// the second kind where the user sees it first (the CLI's summary, the results page).

/** The strategies of the entries about the document as a whole (lookups: services that did not answer for it). */
export const DOCUMENT_STRATEGIES = { lists: 'lists', citations: 'citations', lookups: 'lookups' } as const;

export function isDocumentNotice(entry: { status: string; strategy: string }): boolean {
  return entry.status === 'warning' && (Object.values(DOCUMENT_STRATEGIES) as string[]).includes(entry.strategy);
}

/** The document notices of a log as one line each ("Learn more: No list stands …"), as the CLI prints them. */
export function documentNotices(log: readonly { status: string; strategy: string; citation: string; message: string }[]): string[] {
  return log.filter(isDocumentNotice).map((e) => `${e.citation}: ${e.message}`);
}
