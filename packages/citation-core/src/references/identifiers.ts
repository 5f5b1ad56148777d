// Identifiers a reference string can carry: DOI, arXiv id, URLs, PMID, PMCID, ISBN, and their
// normal forms (lower-case DOI, versionless arXiv id) as the resolvers compare and query them.
// Each extractor scans the whole string, so identifiers are found wherever they sit: after
// "doi:", inside doi.org or publisher URLs, or inside a proxy path such as
// http://127.0.0.1:18089/site/doi.org/10.1039/b917851a.

const CLOSER_TO_OPENER: Record<string, string> = { ')': '(', ']': '[', '}': '{', '>': '<' };
const TRAILING_PUNCTUATION = new Set(['.', ',', ';', ':', '!', '?', "'", '"', '’', '”', '‘', '“', '*', '…', '»', '«']);

/** Strips sentence punctuation and unbalanced closing brackets from the end of a URL or DOI. */
export function trimTrailingPunctuation(s: string): string {
  let out = s;
  for (;;) {
    const last = out[out.length - 1];
    if (last === undefined) return out;
    if (TRAILING_PUNCTUATION.has(last)) {
      out = out.slice(0, -1);
      continue;
    }
    const opener = CLOSER_TO_OPENER[last];
    if (opener !== undefined && count(out, last) > count(out, opener)) {
      out = out.slice(0, -1);
      continue;
    }
    return out;
  }
}

function count(s: string, ch: string): number {
  let n = 0;
  for (let i = s.indexOf(ch); i !== -1; i = s.indexOf(ch, i + 1)) n++;
  return n;
}

// Quotes and whitespace end a DOI; "<" and ">" stay because SICI DOIs contain them
// (10.1002/1521-3773(20020715)41:14<2596::AID-ANIE2596>3.0.CO;2-4).
const DOI_RE = /\b10\.\d{4,9}\/[^\s"“”‘’']+/gi;
const DOI_ENCODED_SLASH_RE = /(10\.\d{4,9})%2F/gi;
// Path segments publishers append after the DOI in landing-page URLs; never the end of a real DOI.
const DOI_URL_SUFFIX_RE = /(?:\/(?:full|abstract|pdf|epdf|pdfdirect|fulltext|html|meta|references|figures|suppinfo|summary|epub|citedby)|\.pdf)$/i;
// bioRxiv and medRxiv address a version of the preprint ("10.1101/2021.05.01.21256000v1.full.pdf"); the DOI names them all.
const PREPRINT_VERSION_SUFFIX_RE = /^(10\.1101\/(?:\d{4}\.\d{2}\.\d{2}\.)?\d{6,8})v\d+(?:\.full(?:-text)?)?$/i;

/** The first DOI in the text, lowercased, without trailing punctuation or URL suffixes. */
export function extractDoi(text: string): string | undefined {
  const prepared = text.includes('%') ? text.replace(DOI_ENCODED_SLASH_RE, '$1/') : text;
  DOI_RE.lastIndex = 0;
  for (let m = DOI_RE.exec(prepared); m !== null; m = DOI_RE.exec(prepared)) {
    let doi = m[0].split(/[?#&]/)[0] as string;
    if (doi.includes('%')) {
      try {
        doi = decodeURIComponent(doi);
      } catch {}
    }
    for (let previous = ''; previous !== doi;) {
      previous = doi;
      doi = trimTrailingPunctuation(doi).replace(DOI_URL_SUFFIX_RE, '').replace(PREPRINT_VERSION_SUFFIX_RE, '$1');
    }
    if (/^10\.\d{4,9}\/\S/.test(doi)) return doi.toLowerCase();
  }
  return undefined;
}

/**
 * Publishers whose article addresses hold a DOI's suffix without its prefix: Springer Nature's
 * nature.com (every journal there is 10.1038/<the article's id>, "s41586-020-2649-2",
 * "nature14539", news "d41586-…"), eLife (10.7554/eLife.<n>), PeerJ (10.7717/peerj.<n>). The DOI
 * lets the lookup ask Crossref rather than a page that often refuses robots, and merges the link
 * with the same article cited in full.
 */
const ARTICLE_ADDRESS_DOIS: readonly [RegExp, string][] = [
  [/^https?:\/\/(?:www\.)?nature\.com\/(?:articles\/|(?:[\w-]+\/)+full\/)([a-z]+[\w.-]*?\d[\w-]*?)(?:\.html|\.pdf)?\/?(?:[?#]|$)/i, '10.1038/'],
  [/^https?:\/\/(?:www\.)?elifesciences\.org\/articles\/(\d{4,6})\/?(?:[?#]|$)/i, '10.7554/elife.'],
  [/^https?:\/\/(?:www\.)?peerj\.com\/articles\/(\d{3,6})\/?(?:[?#]|$)/i, '10.7717/peerj.'],
];

/** The DOI an article's address names on the sites above, lowercased as extractDoi gives DOIs. */
export function doiFromArticleAddress(urls: readonly string[]): string | undefined {
  for (const url of urls) {
    for (const [pattern, prefix] of ARTICLE_ADDRESS_DOIS) {
      const id = pattern.exec(url)?.[1];
      if (id) return `${prefix}${id}`.toLowerCase();
    }
  }
  return undefined;
}

/**
 * Elsevier's article id (PII) in ScienceDirect, Cell Press, The Lancet and linkinghub addresses,
 * punctuation removed as Elsevier deposits it with Crossref: "S0092-8674(06)00976-7" →
 * "S0092867406009767". Those sites refuse robots; Crossref finds the article by this id.
 */
const PII_IN_URL_RE =
  /^https?:\/\/(?:[\w-]+\.)*(?:sciencedirect\.com|cell\.com|thelancet\.com|elsevier\.com)\/.*?\b(?:pii\/|PII)(S[\dX()-]{16,24})(?=[/?#.]|$)/i;
const PII_CELL_RE = /^https?:\/\/(?:www\.)?cell\.com\/.*?\/(?:fulltext|abstract|pdf|pdfExtended)\/(S[\dX()-]{16,24})(?=[/?#.]|$)/i;

export function piiFromUrl(url: string): string | undefined {
  const raw = PII_IN_URL_RE.exec(url)?.[1] ?? PII_CELL_RE.exec(url)?.[1];
  const pii = raw?.replace(/[()-]/g, '').toUpperCase();
  return pii && /^S\d{15}[\dX]$/.test(pii) ? pii : undefined;
}

// DBLP names arXiv "CoRR" and gives the id as "abs/1706.03762" ("CoRR abs/1706.03762 (2017)").
const ARXIV_NEW_RE =
  /(?:arxiv\.org\/(?:abs|pdf|html|format)\/|arxiv\s*:\s*|\barxiv\.|10\.48550\/arxiv\.|\b(?:corr|arxiv),?\s+abs\/)(\d{4}\.\d{4,5})(?:v\d+)?(?!\d)/i;
const OLD_ARCHIVES =
  'hep-th|hep-ph|hep-ex|hep-lat|astro-ph|cond-mat|gr-qc|math-ph|nucl-th|nucl-ex|quant-ph|physics|math|cs|nlin|q-bio|q-fin|stat|chao-dyn|solv-int|patt-sol|adap-org|comp-gas|alg-geom|dg-ga|funct-an|q-alg|chem-ph|atom-ph|acc-phys|ao-sci|bayes-an|cmp-lg|mtrl-th|plasm-ph|supr-con';
// Old-style ids are distinctive enough to accept bare, but not inside another site's URL path.
// "math.DG/0211159": the subject class written in an old id is no part of it (arXiv knows it as "math/0211159").
const ARXIV_OLD_RE = new RegExp(
  `(?:arxiv\\.org\\/(?:abs|pdf)\\/|arxiv\\s*:\\s*|(?<![\\w./-]))(${OLD_ARCHIVES})(?:\\.[A-Za-z]{2})?\\/(\\d{7})(?:v\\d+)?(?!\\d)`,
  'i',
);

/** arXiv identifier without "arXiv:", version or subject class: "2312.09242", "hep-th/9901001". */
export function extractArxivId(text: string): string | undefined {
  const modern = ARXIV_NEW_RE.exec(text);
  if (modern) return modern[1];
  if (!/\/\d{7}/.test(text)) return undefined;
  const old = ARXIV_OLD_RE.exec(text);
  return old ? `${(old[1] as string).toLowerCase()}/${old[2] as string}` : undefined;
}

const URL_RE = /\b(?:https?:\/\/|www\.)[^\s"“”‘’]+/gi;

/** Every http(s) or www. URL, as written, minus trailing punctuation and unbalanced brackets. */
export function extractUrls(text: string): string[] {
  const out: string[] = [];
  URL_RE.lastIndex = 0;
  for (let m = URL_RE.exec(text); m !== null; m = URL_RE.exec(text)) {
    const url = trimTrailingPunctuation(m[0]);
    if (/^(?:https?:\/\/|www\.)[^\s/]+\.[^\s/]|^https?:\/\/(?:localhost|\[)|^https?:\/\/\d/i.test(url)) out.push(url);
  }
  return out;
}

const PMID_RE = /\bPMID\s*:?\s*(\d{1,9})\b|pubmed\.ncbi\.nlm\.nih\.gov\/(\d{1,9})\b|ncbi\.nlm\.nih\.gov\/pubmed\/(\d{1,9})\b/i;

/** PubMed id from "PMID: 123" or a PubMed URL. */
export function extractPmid(text: string): string | undefined {
  const m = PMID_RE.exec(text);
  return m ? (m[1] ?? m[2] ?? m[3]) : undefined;
}

const PMCID_RE = /\bPMC\s?(\d{4,9})\b/;

/** PubMed Central id, "PMC1234567" (needs digits: a bare "PMC" is a site name). */
export function extractPmcid(text: string): string | undefined {
  const m = PMCID_RE.exec(text);
  return m ? `PMC${m[1]}` : undefined;
}

const ISBN_LABELLED_RE = /\bISBN(?:-1[03])?\s*:?\s*((?:97[89][\s-]?)?(?:\d[\s-]?){9}[\dXx])(?![\dXx])/;
const ISBN_BARE_RE = /(?<![\d-])(97[89](?:[\s-]?\d){10})(?![\d-])/;

/** ISBN-10 or ISBN-13, digits only. Labelled ones are taken as written; bare ones need a valid checksum. */
export function extractIsbn(text: string): string | undefined {
  const labelled = ISBN_LABELLED_RE.exec(text);
  if (labelled) {
    const compact = (labelled[1] as string).replace(/[\s-]/g, '').toUpperCase();
    if (compact.length === 10 || compact.length === 13) return compact;
  }
  const bare = ISBN_BARE_RE.exec(text);
  if (bare) {
    const compact = (bare[1] as string).replace(/[\s-]/g, '');
    if (isbn13ChecksumOk(compact)) return compact;
  }
  return undefined;
}

function isbn13ChecksumOk(isbn: string): boolean {
  let sum = 0;
  for (let i = 0; i < 13; i++) sum += Number(isbn[i]) * (i % 2 === 0 ? 1 : 3);
  return sum % 10 === 0;
}

// ---------------------------------------------------------------------------------------------
// Normal forms, as the resolvers compare and query them.

const DOI_PATTERN = /\b(10\.\d{4,9}\/[^\s"'<>]*[^\s"'<>.,;:)\]}])/i;

/** Lower-case DOI without resolver prefix or trailing punctuation; undefined when it is not a DOI. */
export function normalizeDoi(value: string | undefined): string | undefined {
  if (!value) return undefined;
  let doi = value.trim();
  try {
    doi = decodeURIComponent(doi);
  } catch {}
  doi = doi.replace(/^(?:https?:\/\/)?(?:dx\.)?doi\.org\//i, '').replace(/^doi:\s*/i, '');
  const match = doi.match(/^10\.\d{4,9}\/\S+$/);
  if (!match) return undefined;
  // Unbalanced closing brackets at the end came from the surrounding sentence.
  while (/[.,;:]$/.test(doi) || (doi.endsWith(')') && count(doi, '(') < count(doi, ')'))) doi = doi.slice(0, -1);
  return doi.toLowerCase();
}

/** A DOI inside a URL: doi.org links and publisher URLs such as /doi/10.1002/anie.201503041. */
export function doiFromUrl(url: string): string | undefined {
  let decoded = url;
  try {
    decoded = decodeURI(url);
  } catch {}
  const withoutQuery = decoded.replace(/[?#].*$/, '');
  const match = withoutQuery.match(DOI_PATTERN);
  if (!match?.[1]) return undefined;
  // Publisher URLs add path segments after the DOI (/full, /abstract, /pdf).
  const doi = match[1].replace(/\/(?:full|abstract|pdf|epdf|html|fulltext)$/i, '');
  return normalizeDoi(doi);
}

const ARXIV_NEW = /(?<![\d.])(\d{4}\.\d{4,5})(?:v\d+)?(?![\d])/;
const ARXIV_OLD = /\b([a-z-]+)(?:\.[A-Z]{2})?\/(\d{7})(?:v\d+)?\b/;

/** arXiv id without version from "arXiv:2311.18654v2", arxiv.org/abs|pdf URLs, or 10.48550/arXiv.* DOIs. */
export function normalizeArxivId(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const text = value.trim().replace(/^arxiv:\s*/i, '');
  const modern = text.match(ARXIV_NEW);
  if (modern) return modern[1];
  const old = text.match(ARXIV_OLD);
  return old ? `${old[1] as string}/${old[2] as string}` : undefined;
}

export function arxivIdFromUrl(url: string): string | undefined {
  const match = url.match(/arxiv\.org\/(?:abs|pdf|html)\/([^?#\s]+)/i);
  if (!match?.[1]) return undefined;
  return normalizeArxivId(match[1].replace(/\.pdf$/i, ''));
}

export function arxivIdFromDoi(doi: string | undefined): string | undefined {
  const match = doi?.match(/^10\.48550\/arxiv\.(.+)$/i);
  return match?.[1] ? normalizeArxivId(match[1]) : undefined;
}
