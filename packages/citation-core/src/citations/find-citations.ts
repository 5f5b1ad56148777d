// Step 2's reading of the citations, whatever form they take: numbered ones and links in the body
// (detect.ts, link-sources.ts), footnotes and endnotes that are references (ADR 120), and — only when
// nothing else cites and no reference manager has been here — phrases linked to their sources
// (phrase-links.ts, ADR 131), or beside a few other citations the phrases linked to a list's own pages. A document with nothing to repair is refused here, saying why.
import type { OpenedDocument } from '../docx/document.ts';
import { refuseUnrepairable } from '../errors.ts';
import { locateReferenceLists } from '../lists/locate.ts';
import type { LocatedLists } from '../lists/locate.ts';
import { withNoteSources } from '../notes/note-sources.ts';
import type { WithNotes } from '../notes/note-sources.ts';
import type { Citation } from '../types.ts';
import type { existingFieldCounts } from '../zotero/existing-fields.ts';
import { alreadyCited } from './already-cited.ts';
import { detectCitations } from './detect.ts';
import type { DetectResult } from './detect.ts';
import { linkSources } from './link-sources.ts';
import { listedPhraseLinks, phraseLinkCitations } from './phrase-links.ts';
import { sessionMarker, sessionMarkerAdvice } from './session-markers.ts';

export interface FoundCitations {
  /** The lists as located, again when a citation showed a reading list to go on from the list before it. */
  located: LocatedLists;
  detected: DetectResult;
  /** The lists (with those made from links and notes) and every citation found. */
  linked: WithNotes;
  /** The citations that cite something, in document order. */
  citations: Citation[];
}

export function findCitations(doc: OpenedDocument, first: LocatedLists, existingFields: ReturnType<typeof existingFieldCounts>): FoundCitations {
  let located = first;
  let detected = detectCitations(doc.paragraphs, located);
  // "[7]" above References 1–5 and "Further reading" 6–8: the reading list is the numbering's second part.
  if (detected.unknownNumbers.some((u) => u.numbers.some((n) => located.continuingReading.has(n)))) {
    located = locateReferenceLists(doc.paragraphs, { mergeReading: true });
    detected = detectCitations(doc.paragraphs, located);
  }
  let linked = withNoteSources(doc, located, linkSources(located.lists, detected));
  if (linked.citations.length === 0 && !alreadyCited(doc.paragraphs, existingFields)) {
    const phrases = phraseLinkCitations(doc.paragraphs, located);
    if (phrases.length > 0) linked = withNoteSources(doc, located, linkSources(located.lists, { ...detected, linkCitations: phrases }));
  } else if (!alreadyCited(doc.paragraphs, existingFields)) {
    // Grok's "Key Citations": phrases linked to the list's pages cite its entries beside "(Reuters)".
    const phrases = listedPhraseLinks(doc.paragraphs, located, linked.citations, detected.linkCitations);
    if (phrases.length > 0) {
      const linkCitations = [...detected.linkCitations, ...phrases].sort((a, b) => a.paragraphIndex - b.paragraphIndex || a.start - b.start);
      linked = withNoteSources(doc, located, linkSources(located.lists, { ...detected, linkCitations }));
    }
  }
  const citations = linked.citations.filter((c) => c.numbers.length > 0);
  refuseUnrepairable(
    linked.lists.flatMap((l) => l.entries).length,
    citations.length,
    () => alreadyCited(doc.paragraphs, existingFields),
    () => {
      const marker = sessionMarker(doc.paragraphs);
      return marker ? sessionMarkerAdvice(marker) : undefined;
    },
  );
  return { located, detected, linked, citations };
}
