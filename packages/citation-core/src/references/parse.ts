// Offline parsing of one reference string into fields (the anystyle "parse" step, by rules).
// Identifiers are read from the whole string first; then the string is stripped of URLs, DOIs,
// access clauses and "Available at:" noise, and the rest is read by the first layout that fits:
// AI-tool "Title - Site, accessed …", Vancouver, APA/Harvard "(2020)", quoted titles (IEEE,
// Chicago notes, MLA), Chicago author-date "Name. 2007. Title.", "Title - Site URL", plain
// sentences. Whatever cannot be read is left out: a missing field is better than a wrong one.
import type { ParsedReference, ReferenceFormat } from '../types.ts';
import { doiFromArticleAddress, extractArxivId, extractDoi, extractIsbn, extractPmcid, extractPmid, extractUrls } from './identifiers.ts';
import { BARE_SITE_RE, cleanText, WHOLE_SITE_RE, isIdentifierUrl, sourceUrl, stripLocators } from './parse-clean.ts';
import { findAccessedDate, findLastYear } from './parse-dates.ts';
import { authorsToEditors, takeEditorMark } from './parse-editors.ts';
import { finish } from './parse-finish.ts';
import { readChicagoAuthorDate, readParenthesisedYear } from './parse-layout-author-date.ts';
import { readChicagoNoteBook, readQuotedTitle } from './parse-layout-quoted.ts';
import { readCommaImprint } from './parse-layout-comma-imprint.ts';
import { readCommaSeparated, readSentences } from './parse-layout-sentences.ts';
import { readSemicolonNames } from './parse-layout-semicolon-names.ts';
import { readAustralianHarvard } from './parse-layout-australian.ts';
import { readColonNames } from './parse-layout-din.ts';
import { readBookTitleMarks, readGbt } from './parse-layout-gbt.ts';
import { readAmaWebPage } from './parse-layout-ama-web.ts';
import { readGost } from './parse-layout-gost.ts';
import { readJapaneseBrackets } from './parse-layout-japanese.ts';
import { readNature } from './parse-layout-nature.ts';
import { takeStatus } from './parse-status.ts';
import { takeLanguageNote } from './language-note.ts';
import { readPublishedOnline } from './parse-layout-published-online.ts';
import { readTitleAuthorYear } from './parse-layout-title-author-year.ts';
import { takeTranslators } from './parse-translators.ts';
import { readVancouver } from './parse-layout-vancouver.ts';
import { markRepeatedNames, takeRepeatedNames } from './repeated-names.ts';
import { readAiTool, readSiteSeparated } from './parse-layout-web.ts';
import { isoTailAsVancouver } from './iso690-tail.ts';
import type { Signals } from './parse-shared.ts';

export function parseReference(raw: string): ParsedReference {
  const text = cleanText(raw);
  const urls = extractUrls(text);
  // "Title - pygad.readthedocs.io": a bare domain named as the site is the source's address.
  const bareSite = BARE_SITE_RE.exec(text)?.[1];
  if (bareSite && urls.length === 0 && !/^\d+(?:\.\d+)+$/.test(bareSite)) urls.push(`https://${bareSite.toLowerCase()}`);
  // "nature.com" alone (Copilot's "Learn more" list): the entry is the site's address.
  const wholeSite = urls.length === 0 ? WHOLE_SITE_RE.exec(text.trim())?.[1] : undefined;
  if (wholeSite) urls.push(`https://${wholeSite.replace(/^[^/]+/, (host) => host.toLowerCase())}`);
  const ref: ParsedReference = { raw, format: 'unknown', type: 'document', urls, authors: [], etAl: false };
  const doi = extractDoi(text) ?? doiFromArticleAddress(urls);
  if (doi) ref.doi = doi;
  const arxivId = extractArxivId(text);
  if (arxivId) ref.arxivId = arxivId;
  const url = sourceUrl(urls);
  if (url) ref.url = url;
  const pmid = extractPmid(text);
  if (pmid) ref.pmid = pmid;
  const pmcid = extractPmcid(text);
  if (pmcid) ref.pmcid = pmcid;
  const isbn = extractIsbn(text);
  if (isbn) ref.isbn = isbn;
  const accessed = findAccessedDate(text);
  if (accessed) ref.accessed = accessed;

  const signals: Signals = { web: false, preprint: false, chapter: false, conference: false, report: false, thesis: false };
  if (/\[(?:internet|online)\]|\bavailable\s+(?:at|from|online)\b/i.test(text)) signals.web = true;
  if (/\barxiv\b|\bpreprint\b|\b(?:bio|med|chem)rxiv\b/i.test(text) || ref.arxivId) signals.preprint = true;

  // One truncation mark spelling, so "..." is never read as three full stops.
  const stated = takeStatus(text.replace(/\.\.\.|\. \. \./g, '…'));
  if (stated.status) ref.status = stated.status;
  // "(In Russ.)" after a transliterated entry: the work's language, no part of its title or source.
  const noted = takeLanguageNote(stated.text);
  const work = noted.text;
  if (noted.language) ref.language = noted.language;
  if (!readAiTool(work, ref)) {
    // A site's address alone is no title: the entry is its link, as a URL on its own is.
    // "Smith, J. (Ed.).", "Smith J, editors.", "Smith, Jane, ed.": the names are read without the mark, as editors.
    // "Title. Translated by Gregory Rabassa. New York: …": the translators are read first, so no layout takes them for the container.
    const translated = takeTranslators(wholeSite ? '' : stripLocators(work));
    if (translated.translators.length > 0) ref.translators = translated.translators;
    if (translated.editors) ref.editors = translated.editors;
    const { text: body, edited } = takeEditorMark(translated.text);
    // "———. Title." or "———, ed. Title.": the names above, filled in when the list is read together.
    const repeated = takeRepeatedNames(body);
    const layoutText = isoTailAsVancouver(repeated?.text ?? body);
    if (/[\p{L}\p{N}]/u.test(layoutText)) LAYOUT_READERS.some((read) => read(layoutText, ref, signals));
    else ref.format = bareFormat(ref);
    if (edited) authorsToEditors(ref);
    if (repeated) markRepeatedNames(ref, repeated.edited);
    // No layout placed the date: a year standing alone near the end is still the work's (a web
    // page's "Title - Site" keeps none, since a year there is the title's).
    if (ref.year === undefined && ref.format !== 'perplexity') {
      const year = findLastYear(body);
      if (year !== undefined) ref.year = year;
    }
  }
  finish(ref, signals);
  return ref;
}

/** An entry that is nothing but a link or an identifier. */
function bareFormat(ref: ParsedReference): ReferenceFormat {
  const first = ref.urls[0];
  if (first !== undefined && !isIdentifierUrl(first)) return 'url-only';
  return ref.doi || ref.arxivId || ref.pmid || ref.pmcid || ref.isbn || first !== undefined ? 'identifier-only' : 'unknown';
}

type LayoutReader = (body: string, ref: ParsedReference, signals: Signals) => boolean;

/** Tried in order; the first that recognises the layout fills `ref`. The last one always does. */
const LAYOUT_READERS: LayoutReader[] = [
  // The type mark ("[J]", "[M]", "[EB/OL]") is unmistakable: read before anything else.
  (body, ref, signals) => readGbt(body, ref, signals),
  // 《Title》, Body, 2023: a Chinese title in its book marks.
  (body, ref, signals) => readBookTitleMarks(body, ref, signals),
  // "//" before the journal: GOST, the Russian standard (after GB/T's "[C]//", which it resembles).
  (body, ref, signals) => readGost(body, ref, signals),
  // 「article」『journal』 or 『book』: Japanese brackets say which part is the title.
  (body, ref, signals) => readJapaneseBrackets(body, ref, signals),
  // Semicolons between the names: ABNT ("SILVA, J.; …", "v. 5, n. 2") and ACS ("Smith, J.; …", "2020, 142 (3), 1–10").
  (body, ref, signals) => readSemicolonNames(body, ref, signals),
  // "Smith, J 2020, 'Title', Journal, vol. 1, …": Australian Harvard, the year unbracketed after the names.
  (body, ref, signals) => readAustralianHarvard(body, ref, signals),
  // "Org. Title. Site. Published June 1, 2023.": an AMA web page, told by its dates at the end.
  (body, ref, signals) => readAmaWebPage(body, ref, signals),
  (body, ref, signals) => readVancouver(body, ref, signals),
  // "Rossi M., Title, Il Mulino, Bologna 2019": commas throughout, the imprint last.
  (body, ref, signals) => readCommaSeparated(body, ref, signals),
  // "John Smith, Solar Power: A History (Oxford: Oxford University Press, 2019), 45." (Chicago's note for a book)
  (body, ref) => readChicagoNoteBook(body, ref),
  // "Müller, Hans: Title. Berlin : Springer, 2019" (DIN 1505), "山田太郎, 鈴木花子: 題名, 誌名, Vol.1 (2020)".
  (body, ref, signals) => readColonNames(body, ref, signals),
  // 'Names (2020) - "Title" Published online at OurWorldinData.org.': a data site's own citation.
  (body, ref, signals) => readPublishedOnline(body, ref, signals),
  // "Attention is all you need (Vaswani et al., 2017)": a research assistant's paper list.
  (body, ref) => readTitleAuthorYear(body, ref),
  // "OECD (2021), Title, OECD Publishing, Paris.": commas after the date, the imprint last.
  (body, ref, signals) => readCommaImprint(body, ref, signals),
  // "Names. Title. The Guardian (2023).": Nature's year in brackets closes the entry, after the title;
  // read before the author-date layouts, which take a year in brackets for the date after the names.
  (body, ref, signals) => readNature(body, ref, signals),
  (body, ref, signals) => readParenthesisedYear(body, ref, signals),
  (body, ref, signals) => readQuotedTitle(body, ref, signals),
  (body, ref, signals) => readChicagoAuthorDate(body, ref, signals),
  (body, ref) => readSiteSeparated(body, ref),
  (body, ref, signals) => readSentences(body, ref, signals),
];
