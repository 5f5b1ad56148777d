// Web sources (the main kind in AI exports) rarely name a person or a date. A site is where a page
// appeared, never its author (ADR 132): an item without a personal or corporate author gets its site
// as the container ("Website Title" in Zotero) or, for a report or a data set, as the publisher — the
// site name the page or the reference gives, else one made from the domain's main label (caa.co.uk →
// "CAA", nature.com → "Nature"). Only a work known by nothing but its address, with no title to
// cite it by, is credited to its site ("Time. (n.d.). https://time.com/…"). An item without a date
// gets the one its URL path (/2016/06/23/) or its arXiv id (2504.11536 → 2025-04) carries. Nothing is
// invented beyond that. RTF Scan markers cite an item without a creator by its quoted short title.
import { issuedYear } from '../keys/issued-year.ts';
import type { CslDate, CslItem, CslType } from '../types.ts';
import { readsAsWord } from './reads-as-word.ts';

/** Types whose container names the site they appeared on. */
const CONTAINED_TYPES: ReadonlySet<CslType> = new Set<CslType>(['webpage', 'post-weblog', 'article-newspaper', 'article-magazine']);
/** Types whose container or publisher names the site or body that issued them. */
const SITE_TYPES: ReadonlySet<CslType> = new Set<CslType>([
  'webpage',
  'post-weblog',
  'article-newspaper',
  'article-magazine',
  'report',
  'dataset',
  'software',
  'document',
]);

/** Second-level suffixes under which the registrable name is one label further left. */
const SECOND_LEVEL = /\.(?:co|ac|gov|org|net|com|edu|gob|go|or|ne|nic|ltd|plc|sch|nhs|police|mod)\.[a-z]{2}$/;
/** Sites whose name is not their domain label in plain capitals. */
const KNOWN_SITES: Record<string, string> = {
  arxiv: 'arXiv',
  github: 'GitHub',
  gitlab: 'GitLab',
  youtube: 'YouTube',
  linkedin: 'LinkedIn',
  openai: 'OpenAI',
  ourworldindata: 'Our World in Data',
  biorxiv: 'bioRxiv',
  medrxiv: 'medRxiv',
  researchgate: 'ResearchGate',
  sciencedirect: 'ScienceDirect',
  techcrunch: 'TechCrunch',
  pubmed: 'PubMed',
  wikipedia: 'Wikipedia',
  nytimes: 'The New York Times',
  theguardian: 'The Guardian',
  washingtonpost: 'The Washington Post',
  ft: 'Financial Times',
  wsj: 'The Wall Street Journal',
  economist: 'The Economist',
  bbc: 'BBC',
  reuters: 'Reuters',
  bloomberg: 'Bloomberg',
  springer: 'Springer',
  nih: 'NIH',
  who: 'WHO',
  // Three letters are an acronym's as a rule, said as a word or not (EPA, ILO, ONS, TED); these are words.
  vox: 'Vox',
  mic: 'Mic',
};
/**
 * Bodies whose domain is their acronym though it reads as a word (see nameFromDomain): irena.org is
 * "IRENA", never "Irena", and nasa.gov "NASA". A list, not a rule: "irena" and "nasa" read as words
 * as well as "nature" and "time" do.
 */
const ACRONYM_DOMAINS: ReadonlySet<string> = new Set([
  'nasa',
  'cern',
  'jama',
  'plos',
  'nist',
  'unep',
  'nato',
  'fema',
  'osha',
  'cisa',
  'irena',
  'unesco',
  'unicef',
  'unfccc',
  'unctad',
  'unhcr',
  'unido',
  'unodc',
  'unaids',
  'undrr',
  'ipbes',
  'cgiar',
  'iiasa',
  'ecmwf',
  'nhtsa',
  'esmap',
  'ifpri',
  'icrisat',
  'cimmyt',
  'nsidc',
  'usaid',
  'niehs',
  'ncses',
]);

/** Names of sites that AI tools write out and that read as no name otherwise ("Read the Docs", "GOV.UK"). */
const OTHER_SITE_NAMES = [
  'Read the Docs',
  'GOV.UK',
  'Papers with Code',
  'Hugging Face',
  'Stack Overflow',
  'Towards Data Science',
  'The Conversation',
  'MIT Technology Review',
  'Harvard Business Review',
  'Pew Research Center',
  'World Economic Forum',
  'Encyclopaedia Britannica',
  'Scientific American',
  'Mayo Clinic',
  'Cleveland Clinic',
  'Khan Academy',
  'Quanta Magazine',
  'Ars Technica',
  'The Verge',
  'Carbon Brief',
  'Machine Learning Mastery',
  'Analytics Vidhya',
  'GeeksforGeeks',
  'KDnuggets',
  'DataCamp',
  'freeCodeCamp',
  'Built In',
  'Investopedia',
  'Statista',
  'Healthline',
  'WebMD',
  'Verywell Mind',
  'Psychology Today',
  'ResearchGate',
  'ScienceDirect',
  'Semantic Scholar',
  'Science Daily',
  'ScienceDaily',
  'Phys.org',
  'The Gradient',
  'Lil’Log',
  'Distill',
];
const KNOWN_SITE_NAMES: ReadonlySet<string> = new Set([...Object.values(KNOWN_SITES), ...OTHER_SITE_NAMES].map((name) => name.toLowerCase()));

/** A site's name as the site writes it ("Our World in Data", "The New York Times"). */
export function isKnownSiteName(name: string): boolean {
  return KNOWN_SITE_NAMES.has(name.trim().toLowerCase());
}

/** Hosting platforms: the project is the subdomain (pygad.readthedocs.io → PyGAD). */
const HOSTING = new Set([
  'readthedocs',
  'github',
  'gitlab',
  'blogspot',
  'wordpress',
  'substack',
  'medium',
  'netlify',
  'vercel',
  'herokuapp',
  'notion',
  'tumblr',
  'wixsite',
  'weebly',
]);
/** Labels that say nothing about who published (language or mobile subdomains). */
const NOISE_LABELS = /^(?:www\d?|m|mobile|amp|[a-z]{2}(?:-[a-z]{2})?)$/;

/** A creator name as the scan grammar reads it: letters (any script), spaces, & ' ’ - and initials' dots. */
export function isScanSafeName(name: string): boolean {
  return /^[\p{L}][\p{L}\p{M}'’&\- ]*(?:\.[\p{L}\p{M}'’&\- ]*)*$/u.test(name) && !/\.[a-z]{2,}$/i.test(name) && /\p{L}{2}/u.test(name);
}

/** The organisation a domain names: its main label, in capitals when it is an acronym. */
export function nameFromDomain(host: string, titleHint?: string): string | undefined {
  const bare = host.toLowerCase().replace(/\.$/, '');
  if (/^\d+(?:\.\d+){3}$/.test(bare) || bare === 'localhost') return undefined;
  let labels = bare.split('.');
  labels = SECOND_LEVEL.test(bare) ? labels.slice(0, -2) : labels.slice(0, -1);
  if (labels.length === 0) return undefined;
  // www.gov.uk: the site is the second-level name itself, and "www" says nothing.
  if (labels.length === 1 && NOISE_LABELS.test(labels[0] as string) && SECOND_LEVEL.test(bare)) labels = [bare.split('.').at(-2) as string];
  let main = labels[labels.length - 1] as string;
  if (HOSTING.has(main) && labels.length >= 2) main = labels[labels.length - 2] as string;
  else if (labels.length >= 2 && NOISE_LABELS.test(labels[labels.length - 2] as string)) main = labels[labels.length - 1] as string;
  const known = KNOWN_SITES[main];
  if (known) return known;
  const word = main.replace(/-/g, ' ').trim();
  if (!/^[a-z][a-z ]*$/.test(word)) return undefined;
  // "foxnews", "nbcnews", "latimes": a news site's name and "News" or "Times" run together.
  const paper = JOINED_PAPER_RE.exec(word);
  if (paper) return `${acronymOrWord(paper[1] as string)} ${(paper[2] as string).replace(/^\p{L}/u, (c) => c.toUpperCase())}`;
  // The title may spell it ("PyGAD 3.4.0 documentation" on pygad.readthedocs.io).
  const spelled = titleHint?.split(/[^\p{L}]+/u).find((w) => w.toLowerCase() === word.replace(/ /g, ''));
  if (spelled && /[A-Z]/.test(spelled)) return spelled;
  if (ACRONYM_DOMAINS.has(main) || isAcronymSized(word)) return word.toUpperCase();
  return word.replace(/(^|\s)\p{L}/gu, (c) => c.toUpperCase());
}

const JOINED_PAPER_RE = /^([a-z]{2,12})(news|times)$/;

/** The name before "News" or "Times": two letters, or three or four that are not a word, are an acronym ("NBC News", "LA Times", "Fox News"). */
function acronymOrWord(name: string): string {
  if (name.length <= 2 || (name.length <= 4 && !readsAsWord(name)) || ACRONYM_DOMAINS.has(name)) return name.toUpperCase();
  return name.replace(/^\p{L}/u, (c) => c.toUpperCase());
}

/**
 * A label short enough to be letters said one by one: three letters or fewer (BBC, CDC, WHO), or four
 * that do not read as a word (OECD, IPCC, NREL, but "Time", "Wire", "Vice").
 */
function isAcronymSized(word: string): boolean {
  if (word.includes(' ')) return false;
  return word.length <= 3 || (word.length === 4 && !readsAsWord(word));
}

function hasPersonOrBody(item: CslItem): boolean {
  const names = [...(item.author ?? []), ...(item.editor ?? [])];
  return names.some((n) => (n.family ?? n.literal ?? '').trim() !== '');
}

function hostOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(/^[a-z][a-z0-9+.-]*:/i.test(url) ? url : `https://${url}`).hostname;
  } catch {
    return undefined;
  }
}

/**
 * A site or organisation name as a scan-safe creator, or undefined: a site that names itself by its
 * domain ("GOV.UK", "Booking.com") is its name without the suffix.
 */
export function scanSafeSiteName(name: string | undefined): string | undefined {
  const clean = name?.replace(/\s+/g, ' ').trim();
  if (!clean || clean.length > 80) return undefined;
  if (isScanSafeName(clean)) return clean;
  const bare = clean.replace(/\.[a-z]{2,24}$/i, '');
  return isScanSafeName(bare) ? bare : undefined;
}

/** The organisation or site to credit when no person is named, or undefined when nothing says. */
export function organisationOf(item: CslItem): string | undefined {
  const declared = [item.publisher, SITE_TYPES.has(item.type) ? item['container-title'] : undefined]
    .map(scanSafeSiteName)
    .find((s): s is string => s !== undefined);
  if (declared) return declared;
  // A preprint known only by its arXiv id: the repository that issued it, as Zotero records it.
  if (item.arxivId) return 'arXiv';
  const host = hostOf(item.URL);
  // doi.org only resolves; the work's publisher is not known from it.
  if (!host || /(?:^|\.)doi\.org$/i.test(host)) return undefined;
  return nameFromDomain(host, item.title);
}

const URL_DATE = /\/((?:19|20)\d{2})[/_-](0[1-9]|1[0-2])(?:[/_-](0[1-9]|[12]\d|3[01]))?(?=[/_.-]|$)/;
/** "/nvidia-hits-2-trillion-2024-03-01/": a whole date closing a slug (Reuters, Al Jazeera). */
const URL_DAY_IN_SLUG = /[-_]((?:19|20)\d{2})-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])(?=[/_.]|$)/;
const ARXIV_NEW = /^(\d{2})(0[1-9]|1[0-2])\.\d{4,5}(?:v\d+)?$/;
const ARXIV_OLD = /^[a-z-]+(?:\.[A-Z]{2})?\/(\d{2})(0[1-9]|1[0-2])\d{3}(?:v\d+)?$/i;

/** The date an identifier carries: a dated URL path, or an arXiv id's year and month. */
export function dateFromIdentifiers(item: CslItem): CslDate | undefined {
  const arxiv = item.arxivId?.trim();
  const m = arxiv ? (ARXIV_NEW.exec(arxiv) ?? ARXIV_OLD.exec(arxiv)) : null;
  if (m?.[1] && m[2]) {
    const yy = Number(m[1]);
    const year = ARXIV_NEW.test(arxiv as string) ? 2000 + yy : yy >= 91 ? 1900 + yy : 2000 + yy;
    return { 'date-parts': [[year, Number(m[2])]] };
  }
  if (item.URL) {
    let path = '';
    try {
      path = new URL(item.URL).pathname;
    } catch {
      return undefined;
    }
    const d = URL_DATE.exec(path) ?? URL_DAY_IN_SLUG.exec(path);
    if (d?.[1] && d[2]) {
      const year = Number(d[1]);
      if (year > new Date().getUTCFullYear()) return undefined;
      return { 'date-parts': [d[3] ? [year, Number(d[2]), Number(d[3])] : [year, Number(d[2])]] };
    }
  }
  return undefined;
}

/**
 * The item with its site named when no person or body is: as the container of a page or an article,
 * the publisher of a report, a data set or software, and the author only of a work that has no title
 * (a bare link). And with an identifier's date when it has none.
 */
export function completeWebSource(item: CslItem): CslItem {
  let out = item;
  if (!hasPersonOrBody(out)) {
    const organisation = organisationOf(out);
    if (organisation && !out.title?.trim()) out = { ...out, author: [{ literal: organisation }] };
    else if (organisation && !out['container-title']?.trim() && !out.publisher?.trim() && SITE_TYPES.has(out.type))
      out = CONTAINED_TYPES.has(out.type) ? { ...out, 'container-title': organisation } : { ...out, publisher: organisation };
  }
  if (issuedYear(out) === undefined) {
    const issued = dateFromIdentifiers(out);
    if (issued) out = { ...out, issued };
  }
  return out;
}
