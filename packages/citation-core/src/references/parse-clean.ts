// Cleaning a reference string before it is read: labels, Markdown links, identifiers, URLs and
// access clauses out, the punctuation holes closed.
import { ACCESSED_CLAUSE_RE } from './parse-dates.ts';
import { decodeHtmlEntities } from '../text/html-entities.ts';
import { tidyPunctuation } from './parse-source.ts';
import { PREPRINT_SERVER_YEAR_RE } from './preprint-servers.ts';

/**
 * A list label left on the entry: "[1]", "1.", "(1)", and ChatGPT's tool markers, the number before a
 * dagger that says where in the source ("【1†source】", "【1†L10-L20】", "[1†source]", "【4:2†file】").
 */
const LABEL_RE = /^(?:\s*(?:\[\d{1,4}\]|[[【]\d{1,4}(?::\d{1,4})?†[^\]】\n]{0,60}[\]】]))+\s*|^\(?\d{1,3}[.)]\s+(?=\S)|^\(\d{1,3}\)\s*/;
/**
 * "www.iea.org › reports › renewables-2024": an address as a search page shows it (copied from
 * Google's results); put back as the link it stands for. A shortened one ("renewables-20…") is left.
 */
const BREADCRUMB_RE = /(?<![\w./-])((?:https?:\/\/)?(?:[a-z0-9-]+\.)+[a-z]{2,24})((?:\s?›\s?[\w%.~+…-]+)+)/giu;
const breadcrumbToUrl = (written: string, host: string, path: string): string =>
  /…|\.\.\./.test(path)
    ? written
    : `https://${host.replace(/^https?:\/\//i, '')}/${path
        .split('›')
        .map((part) => part.trim())
        .filter((part) => part !== '')
        .join('/')}`;

/**
 * What a database's page adds after each entry, copied with it: PMC's "[DOI] [PMC free article]
 * [PubMed] [Google Scholar]", MDPI's "[Google Scholar] [CrossRef] [Green Version]".
 */
const DATABASE_LINKS_RE =
  /\s*\[(?:DOI|PMC free article|PubMed|PubMed Central|Google Scholar|CrossRef|Crossref|Scopus|Web of Science|Ref list|Free full text|CAS|Green Version|PMC)\](?=\s*(?:\[|$|[.,;]))/gi;
/** arXiv's subject class after the id: "arXiv:2303.08774v3 [cs.CL]". */
const ARXIV_CLASS_RE =
  /(?<=\d(?:v\d+)?)\s*\[(?:cs|math|stat|physics|q-bio|q-fin|eess|econ|astro-ph|cond-mat|hep-[a-z]{2}|quant-ph|gr-qc|nucl-[a-z]{2}|nlin)(?:\.[A-Za-z-]{2,})?\]/g;
/**
 * A chat tool's note on its own entry: "(Accessed via Google Scholar)", "[Verify DOI]", "(Note: verify
 * this source)", "(Peer-reviewed)", or a closing "Note: …" sentence.
 */
const TOOL_NOTE_RE =
  /\s*[([](?:accessed\s+via\s+[^)\]]{2,40}|note:\s[^)\]]{2,120}|verify[^)\]]{0,60}|peer[-\s]reviewed|unverified|needs\s+verification|citation\s+needed)[)\]]|(?<=[.!?])\s*\*?Note:\s[^*]{2,200}\*?\s*$/gi;

/** "Source: Reuters, …", "Sources: …", "Quelle: …": a label before the entry, no part of it. */
const SOURCE_LABEL_RE = /^(?:sources?|quelle|fuente|fonte|источник)\s*:\s*(?=\S)/iu;

// A bullet drawn as an emoji ("🔗", "📄", "✅") or a number drawn as keycaps ("1️⃣", "1️⃣0️⃣"), as
// chat tools write list items; "©" and "®" stand at the start of some real entries and stay.
const EMOJI_LABEL_RE = /^(?:(?:[\d#*]\ufe0f?\u20e3|(?![©®])\p{Extended_Pictographic}(?:\ufe0f|\p{Emoji_Modifier}|\u200d\p{Extended_Pictographic})*)\s*)+/u;

// Wikipedia's backlinks copied with the note: "^", "^ a b c", "^ Jump up to: a b", "↑" (other
// languages). Several backlinks are always lettered from "a" on, so "^ a b" is a label and "^ a
// study of …" keeps its "a".
const BACKLINK_RE = /^(?:\^|↑)\s*(?:[Jj]ump up(?: to)?:?\s*)?(?:a(?:\s+[a-z]{1,2})+\s+(?=\S))?/u;

// "[2](https://…)" (a Markdown link whose text is only the citation label) or "[Title](https://…)".
const MARKDOWN_LINK_RE = /\[([^\]]*)\]\((https?:\/\/[^\s)]+(?:\([^\s)]*\)[^\s)]*)*)\)/g;

// Markdown emphasis pasted as text ("*Nature*", "**Smith, J.**", "_Title_"): the marks wrap whole
// words, set apart by a space or punctuation, so "a_b" in an address or "5*3" stays as written.
const MARKDOWN_EMPHASIS_RE = /(^|[\s(["“‘'])(\*{1,3}|_{1,3})(?=[^\s*_])([^*_\n]+?)(?<=[^\s*_])\2(?=$|[\s.,;:()\]"”’'!?])/g;

// Google Scholar's "Cite" Vancouver glues "In" to the proceedings it names: "Title. InProceedings of
// the IEEE conference … 2016 (pp. 770-778).", "InInternational conference on machine learning".
const GLUED_IN_RE =
  /(?<=[.,]\s)In(?=(?:Proceedings|Proc|International|European|Asian|Conference|Workshop|Advances|Annual|Findings|Symposium|IEEE|ACM|AAAI|Medical|Computer|North|Joint|Machine|Neural|Association)\b)/g;

// MLA 9 writes a page's address without its scheme: '"Title." Our World in Data, 2020,
// ourworldindata.org/energy-production. Accessed 5 Mar. 2024.' A host under a common top-level
// domain, then a path, after a space or a comma: the scheme is put back so it is read as the link it is
// ("Node.js/npm" and "and/or" have no such host).
const SCHEMELESS_URL_RE =
  /(?<=^|[\s,;(])((?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+(?:com|org|net|edu|gov|int|io|ai|info|co\.uk|org\.uk|gov\.uk|ac\.uk|uk|de|fr|eu|ca|au|nz|ch|nl|se|no|dk|fi|es|it|jp|cn|in|us)\/[^\s"“”‘’<>]*[^\s"“”‘’<>.,;:)])/g;

/**
 * PubMed's notes of a related notice, after the entry: "Erratum in: Lancet Neurol. 2020 Mar;19(3):e5.",
 * "Comment in: …", "Retraction in: …", "Update of: …". They cite another item (whose journal, volume
 * and pages were read as this one's); the PMID that may follow them stays.
 */
/** "[Retracted]", "(Retracted article)" after an entry: the article's state, no part of its imprint. */
const RETRACTED_MARK_RE = /\s*[[(]retracted(?:\s+(?:article|publication|paper))?[\])]\.?(?=\s|$)/gi;
const RELATED_NOTICE_RE =
  /(?<=[.;])\s*(?:Erratum|Errata|Corrigendum|Comment|Retraction|Retracted|Update|Expression of concern|Corrected and republished|Republished|Summary for patients)\s+(?:in|on|of|from|for)\s*:[^]*?(?=\s*\b(?:PMID|PMCID)\s*:|$)/gi;

export function cleanText(raw: string): string {
  return (
    decodeHtmlEntities(raw)
      .normalize('NFC')
      .replace(MARKDOWN_LINK_RE, (_m, label: string, url: string) => (/^\s*\d*\s*$/.test(label) ? url : `${label} ${url}`))
      .replace(MARKDOWN_EMPHASIS_RE, '$1$3')
      .replace(/[\u200b-\u200d\u2060\ufeff\u00ad]/g, '')
      .replace(/[\u2010\u2011]/g, '-')
      // Arabic's comma and semicolon separate as the Latin ones do.
      .replace(/\u060c\s*/g, ', ')
      .replace(/\u061b\s*/g, '; ')
      // A minus sign or a figure dash between pages: the en dash the readers know.
      .replace(/(?<=\d)\s?[\u2012\u2212]\s?(?=\d)/g, '–')
      .replace(DATABASE_LINKS_RE, '')
      .replace(ARXIV_CLASS_RE, '')
      .replace(TOOL_NOTE_RE, '')
      .replace(RELATED_NOTICE_RE, '')
      .replace(RETRACTED_MARK_RE, '')
      .replace(/\s+/g, ' ')
      .replace(GLUED_IN_RE, 'In ')
      .replace(BREADCRUMB_RE, breadcrumbToUrl)
      .replace(SCHEMELESS_URL_RE, 'https://$1')
      // natbib's styles print "URL https://…" (no colon): the label goes with the link.
      .replace(/(?:^|(?<=[\s.,;]))URL\s+(?=https?:\/\/)/g, '')
      .trim()
      .replace(EMOJI_LABEL_RE, '')
      .replace(LABEL_RE, '')
      .replace(SOURCE_LABEL_RE, '')
      .replace(BACKLINK_RE, '')
      .trim()
  );
}

/** The page cited: "Title - www.gov.uk https://www.gov.uk/reports/x" names the site, then the page. */
export function sourceUrl(urls: string[]): string | undefined {
  const isBareSite = (url: string) => /^(?:https?:\/\/)?[^\s/?#]+\/?$/i.test(url);
  return urls.find((url) => !isBareSite(url)) ?? urls[0];
}

// Copilot names it in brackets after the site: "Heat Pump Systems | Department of Energy (energy.gov)";
// there, only a site's ending is taken, so that "(Node.js)" or "(README.md)" stays a title's word.
/** The endings of the sites an entry names in brackets ("(energy.gov)"), unlike a program's "(Node.js)". */
export const COMMON_TLD_SOURCE = '(?:com|org|net|gov|edu|int|io|ai|info|eu|uk|de|fr|ca|au|ch|nl|jp|cn|es|it|se|no|dk|fi|be|at|nz|ie|br|kr|sg|za|us|pl|pt)';
export const BARE_SITE_RE = new RegExp(
  `(?:\\s[-–—|]\\s+|\\s\\((?=(?:[a-z0-9-]+\\.)+${COMMON_TLD_SOURCE}\\)\\.?$))((?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\\.)+(?:[a-z]{2,24}))\\)?\\.?$`,
  'i',
);
/** An entry that is nothing but a site's address written without its scheme: "nature.com", "iea.org/reports/weo". */
export const WHOLE_SITE_RE = /^((?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,24}(?:\/[^\s]*?)?)\.?$/i;
export const URL_ANYWHERE_RE = /\b(?:https?:\/\/|www\.)[^\s"“”‘’]+/gi;
const DOI_ANYWHERE_RE = /(?:\bdoi\s*:?\s*)?\b10\.\d{4,9}\/[^\s"“”‘’']+/gi;
const ARXIV_ANYWHERE_RE = /\barxiv\s*:\s*(?:\d{4}\.\d{4,5}|[a-z-]+(?:\.[A-Za-z]{2})?\/\d{7})(?:v\d+)?/gi;
const OTHER_IDS_RE = /\bPMID\s*:?\s*\d+|\bPMCID\s*:?\s*PMC\d+|\bPMC\d{4,9}\b|\bISBN(?:-1[03])?\s*:?\s*[\dXx][\dXx\s-]{8,16}[\dXx]/g;
const MEDIUM_RE = /\[(?:online|internet|pdf|electronic(?: resource)?|web ?(?:site|page)?|электронный ресурс)\]|\((?:online|pdf)\)/gi;
const AVAILABLE_RE =
  /(?:\b(?:available\s+(?:at|from|online)|retrieved\s+from|accessed\s+from|online\s+at|disponible\s+(?:sur|en)|disponível\s+em|disponibile\s+(?:su|a)|(?:online\s+)?verfügbar\s+unter|beschikbaar\s+(?:op|via)|recuperado\s+(?:de|desde)|obtenido\s+de|consulté\s+à\s+l['’]adresse|abgerufen\s+(?:von|unter)|erişim\s+adresi|pobrano\s+z|opgehaald\s+van|tratto\s+da|(?:online\s+)?im\s+internet)\s*:?|(?<![\wÀ-ÿ])(?:récupéré\s+)?à\s+l['’]adresse\s*:?|\b(?:url|link|source|sources|doi|web|online)\s*:)(?=\s*(?:[.,;]|$))/gi;

/**
 * The licence a publisher asks to be cited with its work, last in the entry: "IEA (2023), Title, IEA,
 * Paris https://…, Licence: CC BY 4.0 (report); CC BY NC SA 4.0 (Annex A)", the World Bank's
 * "License: Creative Commons Attribution CC BY 3.0 IGO.". It is no part of the title or imprint.
 */
const LICENCE_CLAUSE_RE = /[,.;]?\s*\bLicen[cs]e\s*:\s*(?:CC[\s-]|Creative\s+Commons|Open\s+Government)[^]*$/i;

/**
 * A full stop after a word or an initial, then a capitalised word: "night.Journal", "K.Cats"; never
 * "ScienceDirect.com", nor a name in code ("pandas.DataFrame", "os.path.Join": one capital, then a space).
 */
const GLUED_FULL_STOP_RE = /(?<=(?<![\p{L}\p{N}_.])\p{L}*\p{Ll}{2}|(?<![\p{L}\p{N}])\p{Lu})\.(?=\p{Lu}\p{Ll}+(?:[\s,;:]|\.(?:\s|$)|$))/gu;

/** The reference without identifiers, links and access clauses, with the punctuation holes closed. */
export function stripLocators(text: string): string {
  const s = text
    .replace(LICENCE_CLAUSE_RE, ' ')
    .replace(ACCESSED_CLAUSE_RE, ' ')
    .replace(URL_ANYWHERE_RE, ' ')
    .replace(DOI_ANYWHERE_RE, ' ')
    .replace(ARXIV_ANYWHERE_RE, ' ')
    .replace(OTHER_IDS_RE, ' ')
    .replace(MEDIUM_RE, ' ')
    // "<https://…>" (Australian Harvard): the brackets the link left; "(doi: 10.1/x)." at the end, whose
    // closing bracket went with the identifier.
    .replace(/<\s*>|<\s*(?=[\s.,;]|$)/g, ' ')
    .replace(/[([]\s*[.,;]?\s*$/, ' ')
    // Google Scholar's "arXiv preprint arXiv:2005.14165, 2020" and bioRxiv's "bioRxiv 2023.01.02.522334;"
    // once the identifier is out: the server, then the year, as a journal and its year are written.
    .replace(PREPRINT_SERVER_YEAR_RE, (_m, server: string, year?: string, posted?: string) => `${server}. ${year ?? posted ?? ''}`)
    // A full stop glued to the next part ("in the night.Journal of …", "Lee K.Cats …"), as text pasted
    // from a page's separate spans comes: the space is put back, now that no address is left to break.
    .replace(GLUED_FULL_STOP_RE, '. ');
  if (
    !/available|retrieved|url|link|online|doi|source|web|dispon|verfügbar|beschikbaar|recuperado|obtenido|consulté|adresse|abgerufen|erişim|pobrano|opgehaald|tratto/i.test(
      s,
    )
  )
    return tidyPunctuation(s);
  return tidyPunctuation(tidyPunctuation(s.replace(AVAILABLE_RE, ' ')).replace(/[.,;:]?\s*\bavailable\s*[.:]?\s*$/i, ' '));
}

export function isIdentifierUrl(url: string): boolean {
  return /(?:^|[/.])doi\.org\/|arxiv\.org\/(?:abs|pdf)\//i.test(url);
}
