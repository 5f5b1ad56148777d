// The citation styles cite-repair offers by name: one list for the CLI's --style, the web app's
// picker, the vendoring script and the error that lists valid names. Each is an in-text style of
// the official CSL repository; Zotero knows it by http://www.zotero.org/styles/<id> and installs
// it from there when the user's Zotero lacks it.
export interface StyleEntry {
  /** The CSL repository id (also the file name under styles/). */
  id: string;
  /** What a person picks from. */
  title: string;
  format: 'author-date' | 'numeric';
}

export const DEFAULT_STYLE = 'apa';

/** The language citations are rendered in when none is asked for. */
export const DEFAULT_LOCALE = 'en-US';

export const STYLE_CATALOGUE: readonly StyleEntry[] = [
  { id: 'apa', title: 'APA 7th edition', format: 'author-date' },
  { id: 'chicago-author-date', title: 'Chicago (author-date)', format: 'author-date' },
  { id: 'harvard-cite-them-right', title: 'Harvard (Cite Them Right)', format: 'author-date' },
  { id: 'elsevier-harvard', title: 'Elsevier Harvard', format: 'author-date' },
  { id: 'modern-language-association', title: 'MLA 9th edition', format: 'author-date' },
  { id: 'american-sociological-association', title: 'American Sociological Association', format: 'author-date' },
  { id: 'springer-basic-author-date', title: 'Springer basic (author-date)', format: 'author-date' },
  { id: 'ieee', title: 'IEEE', format: 'numeric' },
  { id: 'vancouver', title: 'Vancouver', format: 'numeric' },
  { id: 'nature', title: 'Nature', format: 'numeric' },
  { id: 'american-medical-association', title: 'AMA 11th edition', format: 'numeric' },
  { id: 'american-chemical-society', title: 'American Chemical Society', format: 'numeric' },
];

export function styleUri(id: string): string {
  return `http://www.zotero.org/styles/${id}`;
}
