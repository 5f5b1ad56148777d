// Finds the CSL style and locale a user names: one of the vendored styles by id, or a .csl file
// of their own; a locale by its tag. A name that is neither is refused with the valid choices.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { decodeXmlEntities } from '../docx/relationships.ts';
import { CitationCoreError } from '../errors.ts';
import { damerauLevenshtein } from '../resolve/text-match.ts';
import { resolveFromPackage, stylesDir } from '../package-files.ts';
import { DEFAULT_LOCALE, DEFAULT_STYLE, STYLE_CATALOGUE, styleUri } from './style-catalogue.ts';

export interface LoadedStyle {
  /** The style's id: a catalogue id, or the id the .csl file declares. */
  id: string;
  /** What Zotero's document preferences name (http://www.zotero.org/styles/<id>, or the file's own URI). */
  uri: string;
  /** What a person knows it by (the catalogue's title, or the file's <title>). */
  title: string;
  /** citeproc-js input: the vendored JSON form, or the XML text of a user's file. */
  source: string | object;
  /** True for a style that lists numbered references (IEEE, Vancouver): the bibliography keeps its numbers. */
  numeric: boolean;
  /** The in-text citation is raised (Nature, ACS, AMA): the field's result is written in superscript. */
  superscript: boolean;
}

interface StyleNode {
  name?: string;
  attrs?: Record<string, string>;
  children?: (StyleNode | string)[];
}

/** Whether the style's citation layout raises its text (vertical-align="sup"). */
function raisedCitation(style: StyleNode): boolean {
  const citation = style.children?.find((c): c is StyleNode => typeof c !== 'string' && c.name === 'citation');
  const layout = citation?.children?.find((c): c is StyleNode => typeof c !== 'string' && c.name === 'layout');
  return layout?.attrs?.['vertical-align'] === 'sup';
}

let localesDir: string | undefined;

export { DEFAULT_LOCALE };

export function styleChoices(): string {
  return STYLE_CATALOGUE.map((s) => s.id).join(', ');
}

export function loadStyle(nameOrPath: string | undefined): LoadedStyle {
  const name = (nameOrPath ?? DEFAULT_STYLE).trim();
  const entry = STYLE_CATALOGUE.find((s) => s.id === name.toLowerCase());
  if (entry) {
    const source = JSON.parse(readFileSync(join(stylesDir(), `${entry.id}.json`), 'utf8')) as object;
    return {
      id: entry.id,
      uri: styleUri(entry.id),
      title: entry.title,
      source,
      numeric: entry.format === 'numeric',
      superscript: raisedCitation(source as StyleNode),
    };
  }
  if (/\.csl$/i.test(name)) return loadStyleFile(name);
  // "ieeee", "vancover": a slip of one or two letters names the style meant.
  const near = STYLE_CATALOGUE.map((s) => s.id).find((id) => damerauLevenshtein(id, name.toLowerCase()) <= 2);
  const meant = near ? ` Did you mean ${near}?` : '';
  throw new CitationCoreError('UNKNOWN_STYLE', `Unknown citation style "${name}".${meant} Choose one of: ${styleChoices()}, or give the path of a .csl file.`);
}

function loadStyleFile(path: string): LoadedStyle {
  let xml: string;
  try {
    xml = readFileSync(path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const reason = code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'it is a folder' : code === 'EACCES' ? 'permission denied' : (code ?? 'unreadable');
    throw new CitationCoreError('UNKNOWN_STYLE', `Cannot read the style file ${path}: ${reason}.`);
  }
  if (!/<style\b[^>]*xmlns="http:\/\/purl\.org\/net\/xbiblio\/csl"/.test(xml)) {
    throw new CitationCoreError('UNKNOWN_STYLE', `${path} is not a CSL style (no <style xmlns="http://purl.org/net/xbiblio/csl">).`);
  }
  if (/<category\s+citation-format="note"/.test(xml)) {
    throw new CitationCoreError('UNKNOWN_STYLE', `${path} is a note (footnote) style; cite-repair writes in-text citations. Choose an in-text style.`);
  }
  const id = /<id>\s*([^<\s]+)\s*<\/id>/.exec(xml)?.[1] ?? path;
  const numeric = /<category\s+citation-format="(?:numeric|label)"/.test(xml);
  const superscript = /<citation\b[\s\S]*?<layout\b[^>]*vertical-align="sup"/.test(xml);
  const title = decodeXmlEntities(/<title>([^<]+)<\/title>/.exec(xml)?.[1]?.trim() ?? id);
  return { id, uri: id, title, source: xml, numeric, superscript };
}

function locales(): string {
  localesDir ??= join(dirname(resolveFromPackage('citeproc-locales/package.json')), 'locales');
  return localesDir;
}

let localeList: string[] | undefined;

/** Every locale tag we can render in (en-US, de-DE, …): exactly the files the locales package has. */
export function localeChoices(): string[] {
  localeList ??= readdirSync(locales())
    .map((f) => /^locales-(.+)\.xml$/.exec(f)?.[1])
    .filter((x): x is string => Boolean(x))
    .sort();
  return localeList;
}

/** The locale's XML, or a refusal listing the valid tags. A bare language ("de") takes its main region. */
export function resolveLocale(tag: string | undefined): string {
  const wanted = (tag ?? DEFAULT_LOCALE).trim();
  const all = localeChoices();
  const exact = all.find((t) => t.toLowerCase() === wanted.toLowerCase());
  if (exact) return exact;
  const language = wanted.toLowerCase();
  const byLanguage = all.find((t) => t.toLowerCase() === `${language}-${language}`) ?? all.find((t) => t.toLowerCase().startsWith(`${language}-`));
  if (byLanguage && /^[a-z]{2,3}$/i.test(wanted)) return byLanguage;
  throw new CitationCoreError('UNKNOWN_LOCALE', `Unknown locale "${wanted}". Choose one of: ${all.join(', ')}.`);
}

export function localeXml(tag: string): string | false {
  const all = localeChoices();
  const exact = all.find((t) => t.toLowerCase() === tag.toLowerCase()) ?? all.find((t) => t.toLowerCase().startsWith(`${tag.toLowerCase().split('-')[0]}-`));
  if (!exact) return false;
  return readFileSync(join(locales(), `locales-${exact}.xml`), 'utf8');
}
