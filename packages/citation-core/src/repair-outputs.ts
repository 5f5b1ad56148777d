// The reference files beside the repaired document (BibTeX, CSL-JSON, RIS), their names, and the
// zip that bundles them, built only when asked for.
import { toBibtex } from './bibtex/stringify.ts';
import { toCslData } from './export/csl-data.ts';
import { toRis } from './export/ris.ts';
import { createZipPackage } from './package/zip-package.ts';
import type { CslItem, Work } from './types.ts';
import { hasMoreAuthors } from './works.ts';

export interface OutputFileNames {
  docx: string;
  bibtex: string;
  csljson: string;
  ris: string;
  zip: string;
}

/**
 * The cited works as BibTeX, CSL-JSON and RIS. The CSL-JSON is the fields' itemData except where a
 * field had to title a work known only by its address: the file keeps the address in its own field
 * and no title (ADR 134).
 */
export function referenceFiles(cited: Work[], items: CslItem[], keyList: string[]): { bibtex: string; csljson: string; ris: string } {
  const bibtex = toBibtex(
    cited.map((work, i) => {
      const item = items[i] as CslItem;
      return { key: keyList[i] ?? work.id, item, moreAuthors: hasMoreAuthors(work, item) };
    }),
  );
  const cslData = cited.map((work, i) => toCslData({ ...(items[i] as CslItem), id: keyList[i] ?? work.id }));
  return { bibtex, csljson: `${JSON.stringify(cslData, null, 2)}\n`, ris: toRis(cslData) };
}

export function outputFileNames(fileName: string | undefined): OutputFileNames {
  const stem = fileStem(fileName);
  return { docx: `${stem}.repaired.docx`, bibtex: `${stem}.bib`, csljson: `${stem}.csl.json`, ris: `${stem}.ris`, zip: `${stem}.citations.zip` };
}

/** The reference files a package can hold beside the document. */
export type ReferenceFileFormat = 'bibtex' | 'csljson' | 'ris';
const ALL_FORMATS: readonly ReferenceFileFormat[] = ['bibtex', 'csljson', 'ris'];

export function zipOutputs(
  names: OutputFileNames,
  files: { docx: Uint8Array; bibtex: string; csljson: string; ris: string },
  formats: readonly ReferenceFileFormat[] = ALL_FORMATS,
): Promise<Uint8Array> {
  return createZipPackage([
    { name: names.docx, data: files.docx },
    ...ALL_FORMATS.filter((format) => formats.includes(format)).map((format) => ({ name: names[format], data: files[format] })),
  ]);
}

function fileStem(fileName: string | undefined): string {
  const base = (fileName ?? 'document').split(/[\\/]/).pop() ?? 'document';
  const stem = base.replace(/\.(docx|doc|dotx|docm)$/i, '').trim();
  return stem === '' ? 'document' : stem;
}
