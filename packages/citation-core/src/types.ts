// Plain data shared by the pipeline stages. Every stage takes and returns these shapes,
// so each one can be tested on its own (docs/guiding-principles.md, principle 4).
import type { Locator } from './citations/locator.ts';

/** A CSL-JSON name. Organisations use `literal`. */
export interface CslName {
  family?: string;
  given?: string;
  literal?: string;
  'non-dropping-particle'?: string;
  'dropping-particle'?: string;
  suffix?: string;
}

export interface CslDate {
  'date-parts'?: number[][];
  raw?: string;
  literal?: string;
}

export type CslType =
  | 'article-journal'
  | 'article-magazine'
  | 'article-newspaper'
  | 'article'
  | 'paper-conference'
  | 'book'
  | 'chapter'
  | 'report'
  | 'thesis'
  | 'webpage'
  | 'post-weblog'
  | 'dataset'
  | 'software'
  | 'patent'
  | 'standard'
  | 'legislation'
  | 'legal_case'
  | 'document';

/**
 * The metadata model: CSL-JSON, the format Zotero, citeproc and citation.js share.
 * BibTeX is an output format derived from this, never the other way round.
 */
export interface CslItem {
  id: string;
  type: CslType;
  title?: string;
  'title-short'?: string;
  author?: CslName[];
  editor?: CslName[];
  translator?: CslName[];
  issued?: CslDate;
  accessed?: CslDate;
  'container-title'?: string;
  'collection-title'?: string;
  publisher?: string;
  'publisher-place'?: string;
  volume?: string;
  issue?: string;
  page?: string;
  number?: string;
  edition?: string;
  /** A program's or a data set's version (Zotero's "Version"). */
  version?: string;
  /** A whole book's count of pages ("320 с.", "250 p."); Zotero's "# of Pages". */
  'number-of-pages'?: string;
  /** "in press", "forthcoming": printed where the date goes. */
  status?: string;
  genre?: string;
  DOI?: string;
  URL?: string;
  ISBN?: string;
  ISSN?: string;
  PMID?: string;
  PMCID?: string;
  note?: string;
  language?: string;
  /** arXiv identifier (without the "arXiv:" prefix), kept beside DOI. */
  arxivId?: string;
  /** Published version of a preprint, when one is known. */
  publishedDoi?: string;
}

/** The kinds of reference-string layouts the offline parser recognises. */
export type ReferenceFormat =
  | 'apa'
  | 'vancouver'
  | 'ieee'
  | 'harvard'
  | 'chicago'
  | 'ai-tool' // "Title - Site, accessed March 3, 2025, https://…"
  | 'perplexity' // "Title - Site https://…"
  | 'gbt7714' // "Smith J. Title[J]. Journal, 2020, 4(2): 1-10." (the Chinese national standard)
  | 'abnt' // "SILVA, J.; SOUZA, M. Título. Revista, v. 12, n. 3, p. 1-10, 2020." (the Brazilian standard)
  | 'acs' // "Smith, J.; Doe, A. Title. J. Am. Chem. Soc. 2020, 142 (3), 1–10." (American Chemical Society)
  | 'nature' // "Smith, J. & Doe, A. Title. Nature 580, 123–130 (2020)." (Nature, Science, Cell's short form)
  | 'din1505' // "Müller, Hans: Titel. Berlin : Springer, 2019." (the German standard; Japanese "山田太郎: 題名, 誌名, Vol.1 (2020)")
  | 'japanese' // "山田太郎 (2020)「題名」『誌名』12(3), 45–60." (Japanese brackets: 「article」『journal or book』)
  | 'gost' // "Иванов И. И. Заглавие // Журнал. 2020. № 5. С. 10–25." (the Russian standard)
  | 'url-only'
  | 'identifier-only'
  | 'unknown';

/** What the offline parser can read out of one reference string. */
export interface ParsedReference {
  /** The entry text as written, without its list label ("1.", "[1]", …). */
  raw: string;
  format: ReferenceFormat;
  type: CslType;
  doi?: string;
  arxivId?: string;
  /** First URL in the string (as written, trailing punctuation removed). */
  url?: string;
  /** Every URL in the string. */
  urls: string[];
  pmid?: string;
  pmcid?: string;
  isbn?: string;
  year?: number;
  /** Full issued date when the string has one, e.g. [2020, 3, 4]. */
  issued?: number[];
  authors: CslName[];
  /** The author list ended with "et al." (or "and others"). */
  etAl: boolean;
  /** Editors: an edited book's names in the author position, or a chapter's book's ("In A. Editor (Eds.), …"). */
  editors?: CslName[];
  /** A translated work's translators ("Translated by Gregory Rabassa."), CSL's translator. */
  translators?: CslName[];
  title?: string;
  containerTitle?: string;
  volume?: string;
  issue?: string;
  pages?: string;
  publisher?: string;
  /** Where a book was published ("London" in "Routledge, London 2019"). */
  place?: string;
  /** Site or organisation name for web pages ("BBC News", "Heise online"). */
  siteName?: string;
  /** ISO date (YYYY-MM-DD) from "accessed …" / "retrieved …". */
  accessed?: string;
  edition?: string;
  /** A whole book's count of pages ("320 с."), unlike `pages`, the part's range. */
  numberOfPages?: string;
  /** A thesis's degree ("Master's thesis", "PhD thesis"): Zotero's "Type", BibTeX's @mastersthesis or @phdthesis. */
  genre?: string;
  /** Not yet published: "in press", "forthcoming" (CSL status). */
  status?: string;
  /** The work's language from a note such as "(In Russ.)": an ISO 639-1 code (CSL language). */
  language?: string;
  /** A report's or a working paper's number ("P60-276" in "(Report No. P60-276)"). */
  number?: string;
  /** A program's or a data set's version ("4.40" in "Version 4.40."), CSL's version. */
  version?: string;
}

/** A reference-list entry as found in the document. */
export interface ReferenceEntry {
  /** Index of the list in the document (0-based). */
  list: number;
  /** The entry's number: typed label or computed Word auto-number. */
  number: number;
  /** Entry text without its label. */
  text: string;
  /** Index of the paragraph in body order (table cells included). */
  paragraphIndex: number;
  /** Extra paragraphs that belong to the entry (a bare URL line under a title line). */
  extraParagraphIndexes: number[];
  /** Hyperlink targets inside the entry. */
  links: string[];
  /** Site name known from the citation itself ("[Reuters](url)"), for entries made from links. */
  siteName?: string;
}

export interface ReferenceList {
  index: number;
  heading: string;
  /** Paragraph index of the heading, or -1 for an unheaded list. */
  headingParagraphIndex: number;
  autoNumbered: boolean;
  entries: ReferenceEntry[];
  /** Taken because it reads as references, not by a heading we know (ADR 121): the report says so. */
  byContent?: boolean;
  /** Entries whose label an earlier entry of the list already has: left out, the report says so (lists/repeated-labels.ts). */
  setAside?: ReferenceEntry[];
  /** Entries whose repeated label was read as the number the list skips ("1, 2, 2, 4": the second 2 is 3). */
  relabelled?: { entry: ReferenceEntry; written: number }[];
  /** Word's numbering began again after the first entry ("1, 1, 2 … 13"): the entries were read on from it, 1 to 14. */
  continuedAfterFirst?: boolean;
}

/**
 * 'link': a ChatGPT web-search citation "([Site](url))" with no number; its link is the reference.
 * 'phrase': words linked to their source (Claude); they stay, and the citation is written after them.
 * 'note': a footnote or endnote reference mark whose note is the reference.
 */
export type CitationRender = 'bracket' | 'paren' | 'superscript' | 'link' | 'phrase' | 'note';

/** One in-text citation group: "[1, 3-5]", "(2)", superscript "2-4". */
export interface Citation {
  /** Paragraph index in body order. */
  paragraphIndex: number;
  /** Character offsets of the whole group in the paragraph's text. */
  start: number;
  end: number;
  text: string;
  render: CitationRender;
  /** Which reference list the numbers refer to. */
  list: number;
  /** Numbers in the order written, ranges expanded, repeats kept. */
  numbers: number[];
  /** Hyperlink target of each linked label ("[3]" linked to the source page), by number. */
  links?: Record<number, string>;
  /** A pinpoint written with a number ("[1, p. 5]"), by number. */
  locators?: Record<number, Locator>;
  /** A prefix written before a number ("[see 1]", "[e.g., 2, 3]": "e.g.," for 2), by number. */
  prefixes?: Record<number, string>;
  /** The citation was written in superscript (the marker is written at normal size). */
  superscript: boolean;
  /** Every character of the citation is inside a hyperlink (the link goes with the number). */
  linked?: boolean;
}

/** One unique cited work after deduplication. */
export interface Work {
  /** Stable id, e.g. "w1", in order of first citation. */
  id: string;
  /** The (list, number) entries merged into this work, first one is the primary. */
  entries: { list: number; number: number }[];
  parsed: ParsedReference;
  cited: boolean;
}

export type ReferenceStatus = 'verified' | 'mismatch' | 'not-found' | 'unverified';

/** The outcome of resolving one work's metadata. */
export interface Resolution {
  item: CslItem;
  status: ReferenceStatus;
  /** Resolver id that produced the item ('parsed' when offline). */
  strategy: string;
  /** 0..1 agreement between the reference string and the record. */
  confidence: number;
  /** Which fields agreed, e.g. ['doi', 'title', 'year']. */
  evidence: string[];
  message: string;
  retracted?: boolean;
}

export type LogStatus = 'success' | 'warning' | 'error';

/** One processing-log entry (spec §3 "Processing log entry"). */
export interface LogEntry {
  id: string;
  citation: string;
  status: LogStatus;
  message: string;
  strategy: string;
  timestamp: string;
  metadata?: {
    authors?: string[];
    year?: number;
    title?: string;
    'container-title'?: string;
    volume?: string;
    issue?: string;
    page?: string;
    doi?: string;
    url?: string;
    confidence?: number;
    evidence?: string[];
  };
}

/** Text markers: RTF/ODF Scan ('zotero'), pandoc, LaTeX. */
export type MarkerStyle = 'zotero' | 'pandoc' | 'latex';

/**
 * What replaces each citation: live Zotero fields ('fields', the default), Mendeley's fields, or a
 * text marker ('rtf' is the RTF/ODF Scan marker, 'zotero' its older name).
 */
export type OutputMarker = 'fields' | 'mendeley' | 'rtf' | MarkerStyle;

export const OUTPUT_MARKERS: readonly OutputMarker[] = ['fields', 'mendeley', 'rtf', 'zotero', 'pandoc', 'latex'];

/**
 * What the pipeline is doing, as data: the shells (web, CLI) choose the words they show for it
 * (words for people live in the apps, not in the library).
 */
export type ProgressStage =
  | { stage: 'reading' }
  | { stage: 'lists-found'; lists: number; entries: number }
  /** `citations`: the distinct (list, number) pairs cited, the report's citationsFound. */
  | { stage: 'citations-found'; citations: number; uniqueReferences: number }
  | { stage: 'looking-up'; done: number; total: number }
  | { stage: 'keys-generated'; keys: number }
  | { stage: 'writing' }
  | { stage: 'complete' };

export type ProgressEvent = ProgressStage & {
  /** 1..5: parse, citations extracted, metadata lookup, keys, rewrite. */
  step: 1 | 2 | 3 | 4 | 5;
  percent: number;
  /** Counters known so far. */
  counts?: Partial<ReportCounts>;
};

export interface ReportCounts {
  citationsFound: number;
  uniqueReferences: number;
  bibtexEntries: number;
  orphanedReferences: number;
  duplicateRefsRemoved: number;
  totalBibliographyEntries: number;
  successfulLookups: number;
  metadataFoundPercentage: number;
}

export interface ReportReference {
  numbers: number[];
  /** (list, number) pairs when the document has several lists. */
  entries: { list: number; number: number }[];
  key: string;
  doi: string | null;
  arxivId: string | null;
  url: string | null;
  title: string | null;
  authors: { family: string; given?: string }[];
  year: number | null;
  containerTitle: string | null;
  type: CslType;
  strategy: string;
  status: ReferenceStatus;
  confidence: number;
  marker: string;
  message?: string;
  retracted?: boolean;
  publishedDoi?: string;
}

/** Two reference-list entries found to be one work, and the evidence (same DOI, URL, title + author + year…). */
export interface MergeNote {
  entries: { list: number; number: number }[];
  reason: string;
}

export interface Report extends ReportCounts {
  citationInstances: number;
  references: ReportReference[];
  /** Why entries were merged (absent when none were). */
  merges?: MergeNote[];
  /** What the document's citations became: the marker form, and for live fields the style and locale. */
  output?: { marker: OutputMarker; style?: string; locale?: string };
  /** Reference-manager fields the document already had, kept untouched. */
  existingFields?: { zotero: number; mendeley: number; endnote: number };
  /** RTF/ODF Scan markers the scan cannot read, with the reason (no year; no author or organisation). */
  unscannable?: { key: string; marker: string; reason: string }[];
}
