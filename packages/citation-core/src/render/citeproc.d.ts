// The part of citeproc-js (npm "citeproc") that cite-repair calls; the package ships no types.
declare module 'citeproc' {
  interface CiteprocSys {
    retrieveLocale(lang: string): string | object | false;
    retrieveItem(id: string): object;
  }
  interface CiteprocCitation {
    citationID: string;
    citationItems: { id: string; prefix?: string; locator?: string; label?: string; suffix?: string }[];
    properties: { noteIndex: number; unsorted?: boolean };
  }
  export interface BibliographyParams {
    bibstart: string;
    bibend: string;
    entry_ids: string[][];
    maxoffset: number;
    entryspacing: number;
    linespacing: number;
    hangingindent?: boolean | number;
    'second-field-align': false | 'flush' | 'margin';
  }
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- used as `typeof Engine` below
  class Engine {
    constructor(sys: CiteprocSys, style: string | object, lang?: string, forceLang?: boolean);
    rebuildProcessorState(citations: CiteprocCitation[], mode?: string, uncited?: string[]): [string, number, string][];
    /** 'html', 'text', 'rtf' or a format added to CSL.Output.Formats. */
    setOutputFormat(mode: string): void;
    makeBibliography(): false | [BibliographyParams, string[]];
    updateItems(ids: string[]): void;
    makeCitationCluster(items: { id: string; prefix?: string; locator?: string; label?: string; suffix?: string }[]): string;
  }
  const CSL: { Engine: typeof Engine };
  export default CSL;
}
