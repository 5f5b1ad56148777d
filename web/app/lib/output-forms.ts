// The output forms a user can choose at upload (issue 8) and download afterwards: one list for the
// upload form, the API, the worker, the downloads and the Next Steps. Client-safe (no server code).
import { DEFAULT_STYLE, STYLE_CATALOGUE } from '@cite-repair/citation-core/catalogue';

export const OUTPUT_FORMS = [
  { id: 'fields', label: 'Live Zotero citations (Word)', download: 'Word with live Zotero citations', file: 'zotero-fields' },
  { id: 'rtf', label: 'Zotero RTF/ODF Scan markers {Author, Year}', download: 'Markers for Zotero RTF/ODF Scan', file: 'zotero-scan' },
  { id: 'mendeley', label: 'Mendeley Desktop citations (Word)', download: 'Word with Mendeley citations', file: 'mendeley' },
  { id: 'pandoc', label: 'pandoc keys [@key]', download: 'pandoc [@key] markers', file: 'pandoc' },
  { id: 'latex', label: 'LaTeX \\cite{key}', download: 'LaTeX \\cite{key} commands', file: 'latex' },
] as const;

export type OutputForm = (typeof OUTPUT_FORMS)[number]['id'];
export const DEFAULT_FORM: OutputForm = 'fields';
export const STYLES = STYLE_CATALOGUE;
export { DEFAULT_STYLE };

export interface OutputOptions {
  marker: OutputForm;
  style: string;
}

export function isOutputForm(value: unknown): value is OutputForm {
  return OUTPUT_FORMS.some((f) => f.id === value);
}

export function isStyle(value: unknown): value is string {
  return STYLE_CATALOGUE.some((s) => s.id === value);
}

/** A job's stored choice, or the defaults for jobs made before the choice existed. */
export function outputOptionsOf(raw: unknown): OutputOptions {
  const value = (raw ?? {}) as Record<string, unknown>;
  return { marker: isOutputForm(value.marker) ? value.marker : DEFAULT_FORM, style: isStyle(value.style) ? value.style : DEFAULT_STYLE };
}

export function formOf(id: OutputForm) {
  return OUTPUT_FORMS.find((f) => f.id === id) ?? OUTPUT_FORMS[0];
}

export interface Step {
  title: string;
  text: string;
}

/** The RTF route, word for word as the product spec gives it. */
const RTF_STEPS: Step[] = [
  { title: 'Import the BibTeX file', text: 'In Zotero choose File → Import… and select the downloaded .bib file.' },
  { title: 'Save the document as RTF', text: 'Open the rewritten .docx in your word processor and save it as Rich Text Format (.rtf).' },
  { title: 'Open the RTF Scan tool', text: 'In Zotero choose Tools → RTF Scan.' },
  { title: 'Choose input and output', text: 'Select the .rtf you saved as the input file and pick a name for the output file.' },
  { title: 'Run the scan', text: 'Zotero matches each {Author, Year} marker against your library.' },
  { title: 'Resolve ambiguous matches', text: 'Where more than one item matches, pick the right one from the dropdown.' },
  { title: 'Open the result', text: 'Open the output file in your word processor: the citations are now live Zotero citations.' },
];

export const NEXT_STEPS: Record<OutputForm, Step[]> = {
  fields: [
    { title: 'Open the document in Word', text: 'Open the rewritten .docx in Word with the Zotero plugin installed.' },
    { title: 'Refresh', text: 'Click Zotero → Refresh: every citation and the bibliography are now Zotero’s own, in the style you chose.' },
    { title: 'Change the style if you like', text: 'Zotero → Document Preferences switches to any other style; the citations follow.' },
    {
      title: 'Add the items to your library',
      text: 'In Zotero choose File → Import… and select the downloaded CSL-JSON file (the same items the citations carry).',
    },
    { title: 'Using LibreOffice?', text: 'The Zotero LibreOffice plugin reads the same citations: open the document and click Refresh.' },
  ],
  rtf: RTF_STEPS,
  mendeley: [
    { title: 'Open the document in Word', text: 'Open the rewritten .docx in Word with Mendeley Cite-O-Matic (Mendeley Desktop).' },
    { title: 'Refresh', text: 'Refresh the citations: they are Mendeley citations with the items embedded.' },
    { title: 'Add the items to your library', text: 'Import the downloaded RIS file into Mendeley (File → Import).' },
  ],
  pandoc: [
    { title: 'Convert to Markdown', text: 'pandoc report.docx -o report.md keeps each [@key] marker.' },
    { title: 'Render with citeproc', text: 'pandoc report.md --citeproc --bibliography report.bib -o final.docx (add --csl for a style).' },
    { title: 'Or use Better BibTeX', text: 'Import the .bib into Zotero with Better BibTeX: its citation keys match the [@key] markers.' },
  ],
  latex: [
    { title: 'Copy the text into your LaTeX source', text: 'Each citation is a \\cite{key} command.' },
    { title: 'Add the bibliography', text: '\\bibliography{report} with BibTeX, or \\addbibresource{report.bib} with biblatex.' },
    { title: 'Compile', text: 'Run latexmk (or pdflatex, bibtex, pdflatex twice).' },
  ],
};
