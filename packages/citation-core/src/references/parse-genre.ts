// APA's description in square brackets after a title says what the work is: "[Data set]",
// "[Computer software]", "[Blog post]", "[Video]", "[Audio podcast episode]". It is no part of the
// title, and it types the work, which nothing else in such an entry does: a data set on FRED or
// Zenodo, a repository on GitHub and a blog post all look like web pages otherwise.
import type { CslType, ParsedReference } from '../types.ts';

export type Genre = 'dataset' | 'software' | 'post-weblog' | 'recording' | 'presentation' | 'social-post';

const GENRES: [RegExp, Genre][] = [
  [/^(?:data\s*set|dataset|datenbank|datensatz|jeu de données|conjunto de datos)$/i, 'dataset'],
  // APA cites ChatGPT and its kin as software: "ChatGPT (Mar 14 version) [Large language model]".
  [
    /^(?:computer\s+(?:software|program|code)|software|source\s+code|mobile\s+app(?:lication)?|app|(?:large\s+)?(?:multimodal\s+)?language\s+model|AI\s+(?:language\s+)?model|(?:generative\s+)?AI\s+chatbot)$/i,
    'software',
  ],
  [
    /^(?:conference\s+(?:presentation|session|paper)|paper\s+presentation|poster\s+(?:presentation|session)|keynote(?:\s+address)?|symposium|lecture)$/i,
    'presentation',
  ],
  [
    /^(?:tweet|post|thread|status\s+update|(?:facebook|linkedin|instagram|reddit|mastodon|bluesky)\s+(?:post|photo|video|thread)|instagram\s+photo)$/i,
    'social-post',
  ],
  [/^blog\s+(?:post|entry)$/i, 'post-weblog'],
  [
    /^(?:video|video\s+file|film|motion\s+picture|tv\s+series(?:\s+episode)?|television\s+series|tv\s+episode|documentary|webinar|audio\s+podcast(?:\s+episode)?|video\s+podcast(?:\s+episode)?|podcast(?:\s+episode)?|audio\s+recording)$/i,
    'recording',
  ],
];

/** "Title [Data set]" (the bracket may follow a version, "Title (Version 2) [Computer software]"). */
const TRAILING_BRACKET_RE = /\s*\[([^\][]{2,40})\]\.?\s*$/;

function genreOf(description: string): Genre | undefined {
  return GENRES.find(([re]) => re.test(description.trim()))?.[1];
}

/**
 * Takes the description off the title (or off the container, where a title that ends with "?"
 * left it: "But what is a neural network? [Video]. YouTube.") and returns the genre it names.
 */
export function takeGenre(ref: ParsedReference): Genre | undefined {
  if (ref.title !== undefined) {
    const m = TRAILING_BRACKET_RE.exec(ref.title);
    const genre = m ? genreOf(m[1] as string) : undefined;
    if (m && genre) {
      ref.title = ref.title.slice(0, m.index);
      return genre;
    }
  }
  const bracket = ref.containerTitle !== undefined ? /^\[([^\][]+)\]$/.exec(ref.containerTitle.trim()) : null;
  const genre = bracket ? genreOf(bracket[1] as string) : undefined;
  if (genre) {
    delete ref.containerTitle;
    // What followed it was the site the work is on ("[Video]. YouTube.").
    if (ref.publisher !== undefined && ref.siteName === undefined) {
      ref.containerTitle = ref.publisher;
      delete ref.publisher;
    }
  }
  return genre;
}

/**
 * The type the genre gives, once the rest of the entry has been read. A data set or a program is
 * published by the repository or site it is on (Zotero's "Repository", "Company"), not contained in
 * it; a recording on a site is that site's page.
 */
export function applyGenre(ref: ParsedReference, genre: Genre | undefined): void {
  if (genre === undefined || ref.type === 'article' || ref.type === 'thesis') return;
  if (genre === 'dataset' || genre === 'software') {
    ref.type = genre;
    // "Global land cover dataset 2020. Zenodo. 2022. <DOI> [Data set]": the repository and year ran into the title.
    const tail = ref.title !== undefined && ref.publisher === undefined ? /^(.{3,}?)\.\s+([^.]{2,40})\.\s+((?:1[5-9]|20)\d{2})$/.exec(ref.title) : null;
    if (tail) {
      ref.title = tail[1] as string;
      ref.publisher = tail[2] as string;
      ref.year ??= Number(tail[3]);
    }
    const site = ref.containerTitle ?? ref.siteName;
    if (site !== undefined && ref.publisher === undefined && !ref.volume && !ref.issue && !ref.pages) {
      ref.publisher = site;
      delete ref.containerTitle;
      delete ref.siteName;
    }
    // "Transformers [Computer software]. Version 4.40. 2024." read the version where a publisher goes.
    const version = ref.publisher !== undefined ? /^(?:version|ver\.|v\.?)\s*(\d[\w.-]*)$/i.exec(ref.publisher.trim()) : null;
    if (version) {
      ref.version = version[1] as string;
      delete ref.publisher;
    }
  } else if (genre === 'post-weblog') ref.type = 'post-weblog';
  else if (genre === 'presentation') ref.type = 'paper-conference';
  else if (genre === 'social-post') ref.type = ref.urls.length > 0 ? 'webpage' : 'document';
  else if (RECORDING_AS_PAGE.has(ref.type)) {
    // "In Lex Fridman Podcast": the show a podcast's episode is in, no book or proceedings; with a
    // link, the page it plays on.
    ref.type = ref.urls.length > 0 ? 'webpage' : 'document';
    // "Inception [Film]. Warner Bros.": with no link, the name after it is the studio that made it.
    if (ref.type === 'document' && ref.containerTitle !== undefined && ref.publisher === undefined && !ref.volume && !ref.pages) {
      ref.publisher = ref.containerTitle;
      delete ref.containerTitle;
    }
  }
}

/** The guesses a recording's show or channel led to; a newspaper's or a magazine's own video stays theirs. */
const RECORDING_AS_PAGE: ReadonlySet<CslType> = new Set<CslType>(['article-journal', 'document', 'chapter', 'paper-conference', 'book']);
