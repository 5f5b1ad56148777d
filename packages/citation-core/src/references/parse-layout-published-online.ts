// The "cite this work" text of data sites, which AI tools copy as the site gives it (Our World in
// Data's, and the sites built on its template):
//   'Hannah Ritchie, Pablo Rosado and Max Roser (2020) - "Energy Production and Consumption" Published
//    online at OurWorldinData.org. Retrieved from: 'https://…' [Online Resource]'
// Names written given name first, the year in brackets, a dash, the quoted title, then the site. The
// address itself was taken out before (parse.ts); what is left of its clause is only words and quotes.
import type { ParsedReference } from '../types.ts';
import { givenFirstNames } from './parse-names.ts';
import type { Signals } from './parse-shared.ts';
import { setNames } from './parse-shared.ts';
import { nameFromDomain } from './web-source.ts';

const HEAD_RE = /^(.+?)\s*\(((?:1[5-9]|20)\d{2})\)\s*[-–—]\s*["“”„]([^"“”„]{2,300})["“”]\s*\.?\s*(.*)$/su;
const SITE_RE = /^published online at\s+([^\s]+?)\.?(?:\s+(.*))?$/isu;
/** What may follow the site: the address's clause with its address gone, "[Online Resource]". */
const TAIL_RE = /^(?:retrieved\s+from:?|available\s+(?:at|from):?|\[online resource\]|['"‘’“”.,:;\s])*$/iu;

export function readPublishedOnline(body: string, ref: ParsedReference, signals: Signals): boolean {
  if (!/published online at/i.test(body)) return false;
  const head = HEAD_RE.exec(body);
  const site = head ? SITE_RE.exec(head[4] as string) : null;
  if (!head || !site || !TAIL_RE.test(site[2] ?? '')) return false;
  const names = givenFirstNames(head[1] as string);
  if (!names) return false;
  ref.format = 'harvard';
  setNames(ref, names);
  ref.year = Number(head[2]);
  ref.title = (head[3] as string).trim();
  const written = site[1] as string;
  // "OurWorldinData.org": the domain as the site writes it; its name as the site gives it.
  ref.siteName = (/\.[a-z]{2,6}$/i.test(written) ? nameFromDomain(written) : undefined) ?? written;
  signals.web = true;
  return true;
}
