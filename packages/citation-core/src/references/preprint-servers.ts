// Preprint servers: a work posted on one is a preprint (CSL "article", Zotero's "Preprint") with the
// server as its publisher ("Repository"), even when it has a DOI. Unlike arXiv's, the DOIs of
// bioRxiv, medRxiv, SSRN and the others look like any journal's, so a DOI alone made such a work a
// journal article "in bioRxiv".

/**
 * The servers' names as entries write them ("bioRxiv", "SSRN Electronic Journal", "Research Square"),
 * and arXiv's names in DBLP and ADS exports ("CoRR abs/1706.03762", "arXiv e-prints").
 */
const SERVER_NAME_RE =
  /^(?:(?:bio|med|chem|tech)rxiv|(?:psy|soc|earth|edu|ecoevo|engr|law|sport|mar|mind|agri)?arxiv|ssrn(?:\s+electronic\s+journal)?|research\s+square|preprints(?:\.org)?|osf\s+preprints|authorea(?:\s+preprints)?|zenodo\s+preprints?|scielo\s+preprints|jmir\s+preprints|qeios|corr|arxiv\s+e-prints)$/i;

// bioRxiv and medRxiv's dated DOIs (Cold Spring Harbor's journals share 10.1101 with undated
// suffixes such as "gr.123"), SSRN, Research Square, Preprints.org, ChemRxiv, OSF's servers
// (PsyArXiv, SocArXiv, …), TechRxiv, Authorea and arXiv's own.
const PREPRINT_DOI_RE =
  /^10\.(?:1101\/(?:\d{4}\.\d{2}\.\d{2}\.)?\d{6,}|2139\/ssrn\.|21203\/rs\.|20944\/preprints|26434\/chemrxiv|3121[0-9]\/osf\.io|3122[0-9]\/|36227\/techrxiv|22541\/au\.|48550\/arxiv\.)/i;

/** arXiv's names: its own ("arXiv", "arXiv preprint"), DBLP's "CoRR" and ADS's "arXiv e-prints". */
const ARXIV_NAME_RE = /^(?:arxiv(?:\s+preprint)?|corr|arxiv\s+e-prints)$/i;

/** "arXiv", "CoRR", "arXiv e-prints": one of arXiv's names. */
export function namesArxiv(name: string): boolean {
  return ARXIV_NAME_RE.test(name.trim());
}

/** "bioRxiv", "medRxiv", "SSRN": a preprint server's name. */
export function namesPreprintServer(name: string): boolean {
  return SERVER_NAME_RE.test(name.trim().replace(/[.,]$/, ''));
}

/** "10.1101/2021.01.01.425001", "10.2139/ssrn.4012345": a DOI a preprint server gave. */
export function isPreprintDoi(doi: string): boolean {
  return PREPRINT_DOI_RE.test(doi.trim());
}

/** DBLP's "CoRR abs/1706.03762": the server's name, then its id of the paper (read as the arXiv id, identifiers.ts). */
const SERVER_ID_RE = /^(.+?)[,\s]+abs\/[\w./-]+$/i;

/** The server's name without the paper's id after it ("CoRR abs/1706.03762" → "CoRR"); other names as they are. */
export function withoutServerId(name: string): string {
  const m = SERVER_ID_RE.exec(name.trim());
  return m && namesPreprintServer(m[1] as string) ? (m[1] as string) : name;
}

/**
 * What is left of a server's own way of writing the paper once the identifier is out: Google
 * Scholar's "arXiv preprint arXiv:2005.14165, 2020" → "arXiv preprint, 2020", bioRxiv's "bioRxiv
 * 2023.01.02.522334;" (its id starts with the date it was posted). Groups: the server, the year
 * written, the year posted.
 */
export const PREPRINT_SERVER_YEAR_RE =
  /\b(arXiv|bioRxiv|medRxiv|ChemRxiv|PsyArXiv|SocArXiv|EarthArXiv|SSRN|Research Square)(?:\s+preprint\b\s*[,.]?\s*((?:1[5-9]|20)\d{2})\b|\s+(20\d{2})\.\d{2}\.\d{2}\.\d{6,8}(?:v\d+)?\s*;?)/g;
