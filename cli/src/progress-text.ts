// What the spinner says while a file is repaired: the library reports stages as data, the CLI
// words them for a terminal line ("report.docx: step 3/5 · looking up 12/40").
import type { ProgressEvent } from '@cite-repair/citation-core';

export function progressText(event: ProgressEvent): string {
  switch (event.stage) {
    case 'reading':
      return 'reading the document';
    case 'lists-found':
      return `${event.lists} reference list${event.lists === 1 ? '' : 's'}, ${event.entries} entries`;
    case 'citations-found':
      return `${event.citations} citations of ${event.uniqueReferences} works`;
    case 'looking-up':
      return `looking up ${event.done}/${event.total}`;
    case 'keys-generated':
      return `${event.keys} citation keys`;
    case 'writing':
      return 'writing the outputs';
    case 'complete':
      return 'done';
  }
}
