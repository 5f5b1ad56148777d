// A document whose citations are already in a reference manager's form (live fields, Zotero scan
// markers, pandoc or LaTeX keys: what this tool writes) has no numbered citations left to repair.
// When such a document is refused, the refusal says what was found, so that a user who uploads a
// repaired file again learns why instead of reading "no numbered citations".
import type { Paragraph } from '../docx/paragraphs.ts';
import type { existingFieldCounts } from '../zotero/existing-fields.ts';

export interface AlreadyCited {
  /** What the citations are, for the message: "live Zotero citations". */
  form: string;
  count: number;
  /** What the user can do with them instead. */
  advice: string;
}

/** "{Smith, 2020}", "{Doe & Roe, 2019; Lee et al., 2018, p. 5}", "{WHO, n.d.}": RTF/ODF Scan markers. */
const SCAN_MARKER = /\{[^{}\n]*\p{L}[^{}\n]*?,\s*(?:1[5-9]\d\d|20\d\d|n\.d\.)[a-z]?(?:[,;][^{}\n]*)?\}/gu;
/** "[@smith2020]", "[@doe2019, p. 4; @lee2018]": pandoc citations. */
const PANDOC = /\[(?:[^\]\n]*;\s*)?-?@[\p{L}\p{N}_][\p{L}\p{N}_:.#$%&+?<>~/-]*[^\]\n]*\]/gu;
/** "\cite{smith2020}", "\parencite[4]{doe2019}": LaTeX citation commands. */
const LATEX = /\\(?:cite|citep|citet|parencite|textcite|autocite|footcite|supercite)\*?(?:\[[^\]\n]*\]){0,2}\{[^}\n]+\}/g;

export function alreadyCited(paragraphs: readonly Paragraph[], fields: ReturnType<typeof existingFieldCounts>): AlreadyCited | undefined {
  // The web shows 150 characters of a job's error (spec §5): form and advice are kept short.
  if (fields.zotero > 0) return { form: 'live Zotero citations', count: fields.zotero, advice: 'Update them in Word with Zotero → Refresh.' };
  if (fields.mendeley > 0) return { form: 'live Mendeley citations', count: fields.mendeley, advice: 'Update them in Word with Mendeley Cite.' };
  if (fields.endnote > 0) return { form: 'live EndNote citations', count: fields.endnote, advice: 'Update them in Word with EndNote.' };
  const count = (re: RegExp) => paragraphs.reduce((n, p) => n + (p.text.match(re)?.length ?? 0), 0);
  const scan = count(SCAN_MARKER);
  if (scan > 0) {
    return {
      form: 'Zotero scan markers ({Smith, 2020})',
      count: scan,
      advice: "Run Zotero's RTF/ODF Scan on it.",
    };
  }
  const pandoc = count(PANDOC);
  if (pandoc > 0) return { form: 'pandoc citations ([@key])', count: pandoc, advice: 'Convert it with pandoc --citeproc.' };
  const latex = count(LATEX);
  if (latex > 0) return { form: 'LaTeX citations (\\cite{key})', count: latex, advice: 'Compile it with its .bib file.' };
  return undefined;
}
