// A list of notes ("Notes", "Endnotes" typed as a numbered list) writes a work again as "Ibid., 250."
// or a short form ("Eisenstein, Printing Press, 80."). Such an entry cites the earlier entry's work:
// it takes that entry's text, so the stages after see the same work twice and merge it like any
// duplicate (as Word's own footnotes are read, notes/classify-notes.ts).
import { classifyNotes } from '../notes/classify-notes.ts';
import type { ReferenceList } from '../types.ts';

/** "Ibid.", "Ibid., 250.", "Id. at 7", "Ebd., S. 4". */
export const IBID_RE = /^(?:ibid(?:em)?|id|ebd)\.?(?:$|[\s,:;])/i;
/** A short form has a few words, no link and no year ("Eisenstein, Printing Press, 80."). */
const SHORT_RE = /^\p{Lu}[\p{L}'’-]+,\s/u;
export const isShortForm = (text: string) => SHORT_RE.test(text) && text.split(/\s+/).length <= 12 && !/https?:\/\/|\b(?:1[5-9]|20)\d{2}\b/.test(text);

export function resolveRepeatEntries(list: ReferenceList): void {
  // Only a list that has such an entry is read as notes: every other list is left as it is, unparsed.
  if (!list.entries.some((e, i) => i > 0 && (IBID_RE.test(e.text.trim()) || isShortForm(e.text.trim())))) return;
  const sources = classifyNotes(list.entries.map((e) => e.text));
  list.entries.forEach((e, i) => {
    const source = sources[i];
    if (source?.kind === 'references' && source.repeat && source.references.length === 1) e.text = source.references[0] as string;
  });
}
