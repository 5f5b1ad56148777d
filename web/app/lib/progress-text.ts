// The words the jobs list and the progress view show for what the worker is doing ("Last stage",
// the job's currentStep): the library reports stages as data (ProgressEvent), the app words them.
import type { ProgressEvent } from '@cite-repair/citation-core';

export function progressText(event: ProgressEvent): string {
  switch (event.stage) {
    case 'reading':
      return 'Reading document...';
    case 'lists-found':
      return `Found ${event.lists} reference list${event.lists === 1 ? '' : 's'} with ${event.entries} entries`;
    case 'citations-found': {
      // The report's count (distinct list-and-number pairs cited), as the results and the jobs list
      // show it; event.citations counts citation groups in the text and would disagree with them.
      const found = event.counts?.citationsFound ?? event.citations;
      return `Found ${found} citation${found === 1 ? '' : 's'} of ${event.uniqueReferences} unique reference${event.uniqueReferences === 1 ? '' : 's'}`;
    }
    case 'looking-up':
      return `Looked up ${event.done} of ${event.total} references`;
    case 'keys-generated':
      return `Generated ${event.keys} citation keys`;
    case 'writing':
      return 'Writing the repaired document';
    case 'complete':
      return 'Processing complete';
  }
}
