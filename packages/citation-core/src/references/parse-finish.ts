// Final touches once a layout has been read (title noise, editions, arXiv, books' publishers) and
// the CSL type guess.
import type { CslType, ParsedReference } from '../types.ts';
import type { Signals } from './parse-shared.ts';
import { namesSiteOf } from './parse-layout-web.ts';
import { CLOSERS } from './parse-shared.ts';
import { applyGenre, takeGenre } from './parse-genre.ts';
import { splitChineseNames } from './chinese-names.ts';
import { cleanPageTitle, dropDatabaseVenue } from './page-title-noise.ts';
import { applyLegal } from './parse-legal.ts';
import { namesSameBody } from './author-acronym.ts';
import { takeReportNumber } from './parse-report-number.ts';
import { isPreprintDoi, namesArxiv, namesPreprintServer, withoutServerId } from './preprint-servers.ts';
import { namesBookPublisher } from './publisher-names.ts';
import { EDITION_WORD_SOURCE } from './split-sentences.ts';
import { isKnownSiteName } from './web-source.ts';

// ---------------------------------------------------------------------------------------------
// Final touches and the CSL type guess

const CONFERENCE_RE = /\b(?:proceedings|proc\.|conference|conf\.|symposium|workshop|congress|meeting)\b/i;
/**
 * Journals named "Proceedings of …": PNAS, the IEEE's, the Royal Society's and other learned
 * societies', PVLDB, the ACM's PACM journals; written in full or abbreviated ("Proc Natl Acad Sci").
 */
const PROCEEDINGS_JOURNAL_RE =
  /^(?:the\s+)?proc(?:eedings|\.)?\s+(?:of\s+)?(?:the\s+)?(?:nat(?:iona)?l\.?\s+acad|ieee\.?$|r(?:oy(?:al)?)?\.?\s+soc|am(?:er(?:ican)?)?\.?\s+math|nutr(?:ition)?\.?\s+soc|lond(?:on)?\.?\s+math|edinburgh\s+math|japan\s+acad|vldb|acm\s+on\b)/i;
/**
 * A container that names the event ("… Conference of the North American Chapter of the ACL", "…
 * Symposium on …"): its proceedings come in volumes ("Volume 1 (Long and Short Papers)") but no issues.
 */
const CONFERENCE_EVENT_RE = /\b(?:conference|conf\.|symposium|workshop|congress|meeting)\b/i;
/**
 * A venue named by its conference's acronym alone ("NeurIPS", "Proc. CVPR 2021", "ICML '19"), as AI
 * tools write computer science's conferences: no journal has these names.
 */
export const CONFERENCE_ACRONYM_RE =
  /^(?:[Ii]n\s+)?(?:[Pp]roc(?:eedings|\.)?\s+(?:of\s+)?(?:the\s+)?)?(?:NeurIPS|NIPS|ICML|ICLR|CVPR|ICCV|ECCV|WACV|BMVC|ACL|EMNLP|NAACL(?:[-\s]HLT)?|EACL|COLING|AAAI|IJCAI|KDD|SIGKDD|SIGIR|WSDM|CIKM|RecSys|CHI|UIST|CSCW|SIGGRAPH(?:\s+Asia)?|ICRA|IROS|CoRL|AISTATS|UAI|COLT|INTERSPEECH|ICASSP|MICCAI|OSDI|SOSP|NSDI|SIGMOD|ICDE|FOCS|STOC|SODA|NDSS|ICSE|PLDI|POPL|MLSys|ASPLOS|HPCA|ICDM)(?:\s*['’]?\d{2}|\s+\d{4})?(?:\s+(?:workshops?|findings))?$/;
export const JOURNAL_NAME_RE =
  /\b(?:journal|j\.|review|reviews|proceedings|annals|letters|transactions|bulletin|quarterly|chemie|nature|science|cell|lancet|bmj|jama|plos|biology|chemistry|physics|medicine|biochemistry|genetics|genomics|neuroscience|biotechnology|pharmacology|immunology|ecology)\b/i;
export const NEWS_RE =
  /\b(?:news|times|guardian|telegraph|observer|herald|tribune|gazette|independent|post|daily|chronicle|mirror|express|reuters|bloomberg|economist|spiegel|zeitung|heise|associated press|bbc|cnn|npr)\b/i;
const MAGAZINE_RE = /\bmagazin(?:e)?\b|\bwired\b|\bthe atlantic\b|\bnew yorker\b/i;
const REPORT_RE = /\b(?:report|working paper|white paper|briefing paper|policy brief|technical note|statistical bulletin)\b/i;
/** Departments, ministries and agencies: what they publish themselves is a report. */
const GOVERNMENT_BODY_RE = /\b(?:department|ministry|agency|bureau|administration|directorate|government|ministerium|bundesamt|ministère)\b/i;
const THESIS_RE = /\bthesis\b|\bdissertation\b/i;
/** "PhD diss., University of Manchester", "PhD thesis", "Master's thesis, Seoul National University": a degree note, then the university. */
const THESIS_NOTE_RE = /^(?:(?:ph\.?\s?d\.?|doctoral|master['’]?s?|m\.?\s?(?:a|sc|phil)\.?|bachelor['’]?s?)\s+)?(?:diss(?:ertation)?\.?|thesis)(?:,\s*(.+))?$/i;

/**
 * The degree a thesis was written for, as Zotero's "Type" holds it and BibTeX tells
 * @mastersthesis from @phdthesis: "Master's thesis", "MSc thesis", "PhD thesis", "Doctoral dissertation".
 */
function thesisDegree(raw: string): string | undefined {
  if (/\bmaster['’]?s?\b|\bm\.?\s?(?:sc|phil)\b|\bmagister/i.test(raw)) return "Master's thesis";
  if (/\bbachelor['’]?s?\b|\bb\.?\s?sc\b/i.test(raw)) return "Bachelor's thesis";
  if (/\bph\.?\s?d\b|\bdoctoral\b|\bdoctorate\b|\bdissertation\b/i.test(raw)) return 'PhD thesis';
  return undefined;
}
/** Where theses are kept, not who grants them. */
const THESIS_DATABASE_RE =
  /\b(?:proquest|dissertations?\s*(?:&|and)\s*theses|dissertations?\s+publishing|ebsco|open\s*dissertations|ethos|database|repository)\b/i;
/**
 * "Title (2nd ed.)", "Titel (2. Aufl.)", Springer's and Harvard's "Title, 2nd edn", DIN's and
 * Chicago's "Titel. 2. Aufl." / "Title. 3rd ed.": the edition written after the title.
 */
const TITLE_EDITION_RE = new RegExp(
  `\\s*\\((\\d+)(?:st|nd|rd|th|\\.ª|\\.º|ª|º|e|ème|\\.)\\.?\\s+${EDITION_WORD_SOURCE}\\.?\\)\\s*$|,\\s*(\\d{1,2})(?:st|nd|rd|th)\\s+(?:ed|edn|edition)\\.?\\s*$|\\.\\s+(\\d{1,2})(?:st|nd|rd|th|\\.)\\s?${EDITION_WORD_SOURCE}\\.?\\s*$`,
  'iu',
);
/** A page's kind named where its venue goes: "News release", "Press release", "Blog post", "[Online forum post]". */
const GENRE_VENUE_RE = /^\[?(?:news release|press release|media release|blog post|blog entry|online forum post|forum post|fact sheet|web page|webpage)\]?$/i;
/** An edition alone: "4e éd", "2nd ed", "3. Aufl", "2.ª ed", "5-е изд". */
const CONTAINER_EDITION_RE = new RegExp(`^(\\d{1,2})(?:st|nd|rd|th|e|ᵉ|ème|re|er|\\.ª|ª|a|\\.|-е)?\\.?\\s?${EDITION_WORD_SOURCE}\\.?$`, 'iu');
const TITLE_VOLUME_RE = /\s*\((?:(\d+)(?:st|nd|rd|th)\s+ed\.,\s*)?vols?\.\s*(\d+(?:[-–]\d+)?)\)\s*$/i;
const TITLE_NOISE_RE = /\s*\[(?:internet|online|www document|pdf|electronic resource|data set|dataset|preprint|blog post|video|podcast|press release)\]\s*$/i;

export function finish(ref: ParsedReference, signals: Signals): void {
  const genre = takeGenre(ref);
  if (ref.title !== undefined) {
    // A separator left dangling once the site's link was taken out ("Title - www.bbc.co.uk",
    // "https://… - Example News").
    let title = ref.title
      .trim()
      .replace(/\s+[-–—|]$/u, '')
      .replace(/^[-–—|]\s+/u, '');
    title = cleanPageTitle(title);
    // "Nvidia hits $2 trillion valuation | Reuters" beside a reuters.com link (a page's own title, as
    // ChatGPT's link list quotes it): the site named after the title is the site.
    const suffix = / [|–—-] ([^|–—]{2,40})$/u.exec(title);
    if (
      suffix?.[1] &&
      ref.siteName === undefined &&
      !/\d/.test(suffix[1]) &&
      namesSiteOf(suffix[1].trim(), ref.url) &&
      title.slice(0, suffix.index).trim().split(/\s+/).length >= 2
    ) {
      ref.siteName = suffix[1].trim();
      title = title.slice(0, suffix.index).trim();
    }
    // APA's "Title (Vol. 2)", "Title (3rd ed., Vol. 2)": the book's volume (and edition) after its title.
    const volume = TITLE_VOLUME_RE.exec(title);
    if (volume && ref.volume === undefined) {
      if (volume[1]) ref.edition ??= volume[1];
      ref.volume = volume[2] as string;
      title = title.slice(0, volume.index);
      // "The principles of psychology (Vol. 1). Dover.": a book's volume, so what follows is its publisher.
      if (ref.containerTitle !== undefined && !ref.issue && !ref.pages && ref.publisher === undefined && !JOURNAL_NAME_RE.test(ref.containerTitle)) {
        ref.publisher = ref.containerTitle;
        delete ref.containerTitle;
      }
      signals.book = true;
    }
    const edition = TITLE_EDITION_RE.exec(title);
    if (edition) {
      ref.edition ??= edition[1] ?? edition[2] ?? edition[3];
      title = title.slice(0, edition.index);
    }
    // "(Doctoral dissertation, Stanford University)", APA 7's "[Master’s thesis, Seoul National University]":
    // the thesis note names the university, its publisher.
    const thesis =
      /\s*[([](?:doctoral dissertation|master['’]?s (?:thesis|dissertation)|ph\.?d\.? (?:thesis|dissertation)|bachelor['’]?s thesis)(?:,\s*([^)\]]+))?[^)\]]*[)\]]\s*$/i.exec(
        title,
      );
    if (thesis) {
      signals.thesis = true;
      // APA 6 names the database after the note ("(Doctoral dissertation, Harvard University). ProQuest
      // Dissertations Publishing."): the university granted the degree, the database only holds it.
      if (thesis[1] && (ref.publisher === undefined || THESIS_DATABASE_RE.test(ref.publisher))) ref.publisher = thesis[1].trim();
      title = title.slice(0, thesis.index);
    }
    ref.title = title;
    takeReportNumber(ref, signals);
    title = ref.title ?? title;
    const genre = /\s*\.?\s*\[([^\]]{2,40})\]\s*$/.exec(title);
    if (genre && THESIS_RE.test(genre[1] as string)) {
      signals.thesis = true;
      title = title.slice(0, genre.index);
    }
    title = unquote(title.replace(TITLE_NOISE_RE, ''));
    title = title.replace(/[\s,.;:]+$/, '').trim();
    if (title === '') delete ref.title;
    else ref.title = title;
  }
  // "https://news.example.org/… - Example News", "Example News. https://…": a link and the name of its
  // own site only. The name is the page's site; the page has no title of its own.
  if (
    ref.title !== undefined &&
    ref.siteName === undefined &&
    ref.containerTitle === undefined &&
    ref.authors.length === 0 &&
    ref.year === undefined &&
    namesSiteOf(ref.title, ref.url)
  ) {
    ref.siteName = ref.title;
    delete ref.title;
  }
  // A genre read as the venue ("News release.", "Blog post.", "[Online forum post]."): the kind of
  // page, not its container; the name after it is the site.
  const genreVenue = ref.containerTitle !== undefined ? GENRE_VENUE_RE.exec(ref.containerTitle.trim()) : null;
  if (genreVenue && !ref.volume && !ref.issue) {
    delete ref.containerTitle;
    if (ref.publisher !== undefined && ref.siteName === undefined) {
      ref.containerTitle = ref.publisher;
      delete ref.publisher;
    }
    if (/blog/i.test(genreVenue[0])) signals.blog = true;
    signals.web = true;
  }
  // IEEE's "Journal, early access, Jan. 12, 2023" and "to be published": the article's state, no part of the journal's name.
  if (ref.containerTitle !== undefined) ref.containerTitle = ref.containerTitle.replace(/,\s*(?:early access|to be published|to appear|in press)$/i, '');
  // "Nature 2023.", "Science 2021, 372, 100-105" (ACS): the year after the journal's name, read with it;
  // a conference's year ("CVPR 2023", "Proceedings of … 2021") is part of its name.
  const yearAfter = ref.containerTitle !== undefined ? /^(.*\p{L}.*?)\s+((?:1[5-9]|20)\d{2})$/u.exec(ref.containerTitle.trim()) : null;
  if (
    yearAfter &&
    (ref.year === undefined || ref.year === Number(yearAfter[2])) &&
    !CONFERENCE_ACRONYM_RE.test(ref.containerTitle ?? '') &&
    !CONFERENCE_EVENT_RE.test(yearAfter[1] as string) &&
    !/\bproceedings\b|\bproc\.|\bin:/i.test(yearAfter[1] as string) &&
    !signals.chapter
  ) {
    ref.containerTitle = (yearAfter[1] as string).replace(/[,.;:]$/, '');
    ref.year ??= Number(yearAfter[2]);
  }
  // "RFC 9110": the IETF's numbered document, a report, not a journal called "RFC".
  if (/^RFC$/i.test(ref.containerTitle ?? '') && ref.volume !== undefined) {
    ref.number ??= `RFC ${ref.volume}`;
    delete ref.containerTitle;
    delete ref.volume;
    signals.report = true;
  }
  // "CoRR abs/1706.03762" (DBLP): the server is the container, its id of the paper the arXiv id.
  if (ref.containerTitle !== undefined) ref.containerTitle = withoutServerId(ref.containerTitle);
  // DBLP's "CoRR" and ADS's "arXiv e-prints" are arXiv's other names: one container, as arXiv's preprints have.
  if (ref.containerTitle !== undefined && (namesArxiv(ref.containerTitle) || /^preprint$/i.test(ref.containerTitle))) ref.containerTitle = 'arXiv';
  // "La production de l'espace. 4e éd. Paris : Anthropos, 2000.": the edition, read as a part of its own.
  const editionPart = ref.containerTitle !== undefined ? CONTAINER_EDITION_RE.exec(ref.containerTitle.trim()) : null;
  if (editionPart && !ref.volume && !ref.issue && !ref.pages) {
    ref.edition ??= editionPart[1] as string;
    delete ref.containerTitle;
    signals.book = true;
  }
  // A book's "container" without volume or pages is its publisher ("… (2nd ed.). Farrar, Straus and Giroux.").
  if ((ref.isbn || ref.edition) && ref.containerTitle && !ref.volume && !ref.issue && !ref.pages && !signals.chapter && !ref.publisher) {
    ref.publisher = ref.containerTitle;
    delete ref.containerTitle;
  }
  // "Brookings Institution. (2021). Title. Brookings Institution. https://doi.org/…": an organisation that
  // issues its own work is its publisher, not a journal of its name. A site credited as its page's author
  // ("BBC News (2007) 'Title', BBC News. Available at: …") stays the page's site.
  const ownWork = !signals.web && (ref.doi !== undefined || ref.urls.length === 0) && !NEWS_RE.test(ref.containerTitle ?? '');
  if (ref.containerTitle && ownWork && !ref.volume && !ref.issue && !ref.pages && !ref.publisher && publishesItself(ref.containerTitle, ref.authors)) {
    ref.publisher = ref.containerTitle;
    delete ref.containerTitle;
  }
  if (ref.containerTitle === undefined && ref.arxivId && ref.format !== 'ai-tool' && ref.format !== 'perplexity') ref.containerTitle = 'arXiv';
  if (ref.siteName && /^arxiv$/i.test(ref.siteName)) signals.preprint = true;
  if (ref.format === 'ai-tool' || ref.format === 'perplexity' || ref.format === 'url-only') signals.web = true;
  // Chicago's "PhD diss., University of Manchester.", Harvard's "PhD thesis. University of Manchester.":
  // the degree note read as a journal names the kind of work, and the university after it publishes it.
  const thesisNote = ref.containerTitle !== undefined ? THESIS_NOTE_RE.exec(ref.containerTitle.trim()) : null;
  if (thesisNote && !ref.volume && !ref.issue) {
    signals.thesis = true;
    delete ref.containerTitle;
    if (thesisNote[1]) ref.publisher ??= thesisNote[1].trim();
  }
  ref.type = guessType(ref, signals);
  if (ref.type === 'thesis') {
    const degree = thesisDegree(ref.raw);
    if (degree) ref.genre = degree;
  }
  applyGenre(ref, genre);
  dropDatabaseVenue(ref);
  applyLegal(ref);
  // A report's "container" with no volume or pages is the institution that issued it ("(NBER Working
  // Paper No. 27000). National Bureau of Economic Research."): Zotero's "Institution", CSL's publisher.
  // A report's or a thesis's "container" with no volume or pages is the body that issued it: "[PhD thesis].
  // University of Cambridge." (APA).
  if ((ref.type === 'report' || ref.type === 'thesis') && ref.containerTitle !== undefined && !ref.publisher && !ref.volume && !ref.issue && !ref.pages) {
    ref.publisher = ref.containerTitle;
    delete ref.containerTitle;
  }
  // A preprint's server is its publisher (Zotero's "Repository"), as arXiv is (ADR 134): as its
  // container, styles printed "In bioRxiv" and the .bib called it a journal.
  if (ref.type === 'article' && ref.containerTitle !== undefined && ref.containerTitle !== 'arXiv' && namesPreprintServer(ref.containerTitle)) {
    ref.publisher ??= ref.containerTitle;
    delete ref.containerTitle;
  }
  // "张三" as Zotero's Chinese translators keep it: surname "张", given name "三".
  splitChineseNames(ref);
}

/** The one organisation credited as author is the publisher, by name or by acronym ("Department of Energy" … "DOE"). */
function publishesItself(publisher: string, authors: ParsedReference['authors']): boolean {
  const author = authors.length === 1 ? authors[0]?.literal : undefined;
  return author !== undefined && namesSameBody(author, publisher);
}

function unquote(s: string): string {
  const closers = CLOSERS[s[0] ?? ''];
  return closers !== undefined && s.length > 2 && closers.includes(s[s.length - 1] as string) ? s.slice(1, -1).trim() : s;
}

function guessType(ref: ParsedReference, signals: Signals): CslType {
  const container = ref.containerTitle ?? '';
  const site = ref.siteName ?? '';
  const venue = container || site;
  const journalSigns = container !== '' && container !== 'arXiv' && Boolean(ref.volume || ref.issue || ref.pages);
  // A server's own DOI, or the server where the journal goes ("Title. bioRxiv. https://doi.org/10.1101/…").
  const server = (container !== '' && namesPreprintServer(container)) || (ref.doi !== undefined && isPreprintDoi(ref.doi));
  // A preprint that names its published version is cited as that version: a journal with its volume and
  // a DOI not the server's, or a conference's proceedings ("in Advances in Neural Information Processing
  // Systems, vol. 30, 2017. [Online]. Available: https://arxiv.org/abs/1706.03762"), where the arXiv
  // link is only where to read it.
  const published =
    (journalSigns && ref.doi !== undefined && !ref.doi.startsWith('10.48550/')) ||
    (!server &&
      container !== '' &&
      container !== 'arXiv' &&
      (signals.conference || (CONFERENCE_RE.test(container) && !PROCEEDINGS_JOURNAL_RE.test(container))));
  if ((ref.arxivId || (signals.preprint && !ref.doi) || server) && !published) return 'article';
  if (signals.thesis) return 'thesis';
  if (signals.chapter) return 'chapter';
  if (signals.newspaper) return 'article-newspaper';
  if (signals.blog) return 'post-weblog';
  if (signals.book && !journalSigns) return 'book';
  // "Proceedings of the National Academy of Sciences" has volumes and issues; conference proceedings do not.
  if (signals.conference || (CONFERENCE_RE.test(container) && !PROCEEDINGS_JOURNAL_RE.test(container) && !ref.volume && !ref.issue)) return 'paper-conference';
  if ((CONFERENCE_EVENT_RE.test(container) || CONFERENCE_ACRONYM_RE.test(container)) && !ref.issue) return 'paper-conference';
  // "Climate change 2021. Cambridge University Press. https://doi.org/…", "Deep learning. MIT Press.
  // https://…": a book's publisher and no journal; its DOI or link does not make it an article or a page.
  // An organisation that publishes its own work ("World Bank. (2022). World development report 2022. World
  // Bank. https://doi.org/…") likewise.
  const ownWork = ref.publisher !== undefined && publishesItself(ref.publisher, ref.authors) && (ref.doi !== undefined || ref.urls.length === 0);
  const book = container === '' && !journalSigns && !signals.web && ref.publisher !== undefined && (namesBookPublisher(ref.publisher) || ownWork);
  // A government body's own publication ("Department of Energy. (2020). Grid modernization strategy. DOE.")
  // is a report, as Zotero's government reports are; an institute's or a bank's may be a book.
  const government = ownWork && GOVERNMENT_BODY_RE.test(ref.authors[0]?.literal ?? '');
  if (book && (signals.report || government || REPORT_RE.test(ref.title ?? ''))) return 'report';
  if (book) return 'book';
  // "(NBER Working Paper No. 27000)", "Tech. Rep. No. 5": a numbered report, whatever its DOI.
  if (signals.report && !journalSigns && !JOURNAL_NAME_RE.test(container)) return 'report';
  // "The New York Times, A1.", "pp. B1, B4": a newspaper's section pages, which read as a volume, are no journal's.
  if (container !== '' && NEWS_RE.test(container) && !JOURNAL_NAME_RE.test(container) && !ref.doi && !ref.issue && !ref.pmid) {
    if (ref.volume !== undefined && /^[A-Z]{1,2}\d{1,3}$/.test(ref.volume)) {
      ref.pages = ref.pages === undefined ? ref.volume : `${ref.pages}, ${ref.volume}`;
      delete ref.volume;
    }
    if (!ref.volume) return 'article-newspaper';
  }
  // "Publication manual of the American Psychological Association (7th ed.). https://doi.org/10.1037/…": an
  // edition, and no journal, volume or pages: a book, whatever its DOI.
  if (ref.edition !== undefined && container === '' && !journalSigns && !ref.volume) return 'book';
  if (ref.doi || ref.pmid || ref.pmcid || journalSigns) return 'article-journal';
  if (signals.report || REPORT_RE.test(ref.title ?? '')) return 'report';
  if (ref.isbn || ref.edition || (ref.publisher && container === '' && !signals.web && ref.urls.length === 0)) return 'book';
  const organisation = ref.authors.length === 1 ? (ref.authors[0]?.literal ?? '') : '';
  if (NEWS_RE.test(venue || organisation)) return 'article-newspaper';
  if (venue !== '' && MAGAZINE_RE.test(venue)) return 'article-magazine';
  // "Towards Data Science", "Science Daily": a site known by name is no journal, whatever its words.
  if (venue !== '' && JOURNAL_NAME_RE.test(venue) && !isKnownSiteName(venue)) return 'article-journal';
  if (signals.web || ref.urls.length > 0 || ref.accessed) return 'webpage';
  if (container !== '') return 'article-journal';
  return 'document';
}
