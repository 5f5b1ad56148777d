// What sites add to a page's title, which AI tools copy into their source lists with it: arXiv's
// "[2303.08774] GPT-4 Technical Report", ResearchGate's "(PDF) Deep learning in …", PubMed Central's
// "Title - PMC" before its site's name, Perplexity's "favicon nature.com " before a source card's title. None of it is the work's title. And a database that only
// hosts an article (PubMed, ResearchGate) is no journal it appeared in.
import type { ParsedReference } from '../types.ts';

/** "[2303.08774] ", "arXiv:2303.08774v2 ": the id arXiv sets before its pages' titles. */
const ARXIV_ID_PREFIX_RE = /^(?:\[(?:arxiv:)?\d{4}\.\d{4,5}(?:v\d+)?\]|arxiv:\d{4}\.\d{4,5}(?:v\d+)?)\s+(?=\S)/i;
/** "(PDF) ", "[PDF] " before the title, or after it. */
const PDF_PREFIX_RE = /^[([]pdf[)\]]\s+(?=\S)/i;
const PDF_SUFFIX_RE = /\s+[([]pdf[)\]]$/i;
/** "favicon nature.com Title": Perplexity's source card copied whole, its icon's alt text and the site's domain first. */
const FAVICON_PREFIX_RE = /^favicon\s+(?:(?:[a-z0-9-]+\.)+[a-z]{2,24}\s+)?(?=\S)/i;
/** "Title - PMC", "Title - PubMed", "Title | ScienceDirect": a database's name still on the title. */
const DATABASE_SUFFIX_RE = /\s+[-–—|]\s+(?:PMC|PubMed(?:\s+Central)?|NCBI|Europe\s+PMC|ResearchGate|Semantic\s+Scholar|ScienceDirect)$/i;
/** Sites that hold articles published elsewhere. */
const DATABASE_RE = /^(?:PMC|PubMed(?:\s+Central)?(?:\s*\(PMC\))?|NCBI|NIH|Europe\s+PMC|ResearchGate|Semantic\s+Scholar|Google\s+Scholar|Academia\.edu|CORE)$/i;

export function cleanPageTitle(title: string): string {
  let t = title.replace(FAVICON_PREFIX_RE, '').replace(ARXIV_ID_PREFIX_RE, '').replace(PDF_PREFIX_RE, '').replace(PDF_SUFFIX_RE, '');
  // Only once: "Title - PMC - PubMed Central" has had its site taken off already.
  t = t.replace(DATABASE_SUFFIX_RE, '');
  return t.trim() === '' ? title : t;
}

/**
 * An article whose only "venue" is the database it was found in ("… - PubMed, accessed …") has no
 * journal known yet: the lookup finds it by its PMID or DOI. As its journal, "PubMed" was written into
 * the .bib and the CSL-JSON.
 */
export function dropDatabaseVenue(ref: ParsedReference): void {
  if (ref.type !== 'article-journal') return;
  if (ref.siteName !== undefined && DATABASE_RE.test(ref.siteName.trim())) delete ref.siteName;
  if (ref.containerTitle !== undefined && DATABASE_RE.test(ref.containerTitle.trim())) delete ref.containerTitle;
}
