// `cite-repair fix <files...>`: repair each file with citation-core, write the outputs, report.
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import {
  checkStyle,
  convertDocToDocx,
  documentNotices,
  findSoffice,
  isCitationCoreError,
  loadStyle,
  repairDocument,
  resolveLocale,
} from '@cite-repair/citation-core';
import type { OutputMarker, RepairOptions, Report } from '@cite-repair/citation-core';
import { EXIT } from '../exit-codes.ts';
import { TOO_LARGE_MESSAGE, tooLarge } from '../file-size.ts';
import type { Io } from '../io.ts';
import { createProgress, supportedFormatsText } from '../output.ts';
import { progressText } from '../progress-text.ts';
import type { Progress } from '../output.ts';
import { buildResolver } from '../resolver.ts';
import { summaryTable } from '../summary-table.ts';
import type { SummaryRow } from '../summary-table.ts';
import type { ResolverFlags } from '../resolver.ts';
import { writeParts } from '../write-parts.ts';

export interface FixOptions extends ResolverFlags {
  out?: string;
  json?: boolean;
  marker: OutputMarker;
  style?: string;
  locale?: string;
  format?: ('bibtex' | 'csljson' | 'ris')[];
  keepReferences?: boolean;
  asciiMarkers?: boolean;
  zip?: boolean;
  strict?: boolean;
  concurrency: number;
  /** A folder or several inputs were given: --json prints an array even for one document. */
  batch?: boolean;
}

export interface FileOutcome {
  file: string;
  ok: boolean;
  report?: Report;
  outputs?: { docx: string; bibtex?: string; csljson?: string; ris?: string; report: string; zip?: string };
  error?: { code: string; message: string; supportedFormats?: readonly string[] };
  /** What the library says of the document as a whole (which list it took, numbers that match no entry). */
  notices?: string[];
}

export async function fixCommand(inputs: string[], given: FixOptions, io: Io): Promise<number> {
  let files = inputs;
  // A style file is named from where the command runs.
  const options = given.style && /\.csl$/i.test(given.style) ? { ...given, style: resolve(io.cwd, given.style) } : given;
  try {
    // A style or locale that does not exist is a usage error, said once, before any file; a style
    // file is tried on one work first, so one citeproc cannot run is refused here, not per document.
    const style = loadStyle(options.style);
    const locale = resolveLocale(options.locale);
    if (typeof style.source === 'string') checkStyle(style, locale);
  } catch (error) {
    io.stderr(`cite-repair: ${error instanceof Error ? error.message : String(error)}\n`);
    return EXIT.usage;
  }
  let resolver: Awaited<ReturnType<typeof buildResolver>>;
  try {
    resolver = await buildResolver(options, io);
  } catch (error) {
    // A bad CROSSREF_* / CITE_REPAIR_* value: a configuration (usage) error, named by the message.
    io.stderr(`cite-repair: ${error instanceof Error ? error.message : String(error)}\n`);
    return EXIT.usage;
  }
  const outRefusal = await outDirRefusal(options.out, io.cwd);
  if (outRefusal) {
    io.stderr(`cite-repair: ${outRefusal}\n`);
    await resolver.close();
    return EXIT.usage;
  }
  // The same file given twice is repaired once; two files of one name going to one folder get
  // names of their own ("report.docx", "report-2.docx"), never one set of outputs written twice.
  files = [...new Map(files.map((file) => [resolve(io.cwd, file), file])).values()];
  const outputNames = uniqueOutputNames(files, options.out, io.cwd);
  const progress = await createProgress(io, !options.json);
  const outcomes: FileOutcome[] = new Array(files.length);
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const index = next++;
      const file = files[index] as string;
      const prefix = files.length > 1 ? `[${index + 1}/${files.length}] ` : '';
      outcomes[index] = await fixOne(file, outputNames[index] ?? basename(file), options, io, progress, resolver.resolver, prefix);
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.min(options.concurrency, files.length) }, worker));
  } finally {
    progress.stop();
    await resolver.close();
  }

  if (options.json) {
    const printable = outcomes.map(toJson);
    io.stdout(`${JSON.stringify(printable.length === 1 && !options.batch ? printable[0] : printable, null, 2)}\n`);
  } else if (files.length > 1) {
    io.stdout(summaryTable(outcomes.map(toSummaryRow)));
  }
  if (outcomes.some((o) => !o.ok)) return EXIT.inputFailed;
  if (options.strict && outcomes.some((o) => o.report?.references.some((r) => r.status !== 'verified'))) return EXIT.unresolved;
  return EXIT.ok;
}

/** Why `--out` cannot be the output folder (it is a file), or undefined. */
async function outDirRefusal(out: string | undefined, cwd: string): Promise<string | undefined> {
  if (!out) return undefined;
  const info = await stat(resolve(cwd, out)).catch(() => undefined);
  return info && !info.isDirectory() ? `--out ${out} is a file, not a folder: choose a folder for the outputs.` : undefined;
}

/** The file name each input's outputs are named after: its own, with "-2", "-3" when another input's outputs would take the same names. */
function uniqueOutputNames(files: string[], out: string | undefined, cwd: string): string[] {
  const taken = new Set<string>();
  return files.map((file) => {
    const path = resolve(cwd, file);
    const folder = out ? resolve(cwd, out) : dirname(path);
    const name = basename(file);
    const dot = name.lastIndexOf('.');
    const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
    let candidate = name;
    for (let n = 2; taken.has(join(folder, candidate).toLowerCase()); n++) candidate = `${stem}-${n}${extension}`;
    taken.add(join(folder, candidate).toLowerCase());
    return candidate;
  });
}

async function fixOne(
  file: string,
  outputName: string,
  options: FixOptions,
  io: Io,
  progress: Progress,
  resolver: RepairOptions['resolver'],
  prefix: string,
): Promise<FileOutcome> {
  const path = resolve(io.cwd, file);
  const name = basename(file);
  try {
    const info = await stat(path).catch(() => undefined);
    if (!info) return fail(io, options, file, 'NOT_FOUND', `No such file: ${file}`);
    if (!info.isFile()) {
      const what = info.isDirectory() ? `${file} is a folder with no Word document (.docx) in it.` : `${file} is not a file.`;
      return fail(io, options, file, 'NOT_A_FILE', what);
    }
    if (tooLarge(info.size)) return fail(io, options, file, 'FILE_TOO_LARGE', TOO_LARGE_MESSAGE);
    // A Buffer is a Uint8Array already: no copy of a 50 MB file.
    const bytes: Uint8Array = await readFile(path);

    const repairOptions: RepairOptions = {
      fileName: outputName,
      markerStyle: options.marker,
      ...(options.style ? { style: options.style } : {}),
      ...(options.locale ? { locale: options.locale } : {}),
      keepReferenceList: options.keepReferences ?? false,
      asciiMarkers: options.asciiMarkers ?? false,
      onProgress: (event) => progress.update(`${prefix}${name}: step ${event.step}/5 · ${progressText(event)}`),
    };
    if (resolver) repairOptions.resolver = resolver;
    const result = await repairDocument(bytes, repairOptions).catch(async (error: unknown) => {
      // A Word 97-2003 .doc: converted with LibreOffice when it is installed, as the web app does.
      if (!isCitationCoreError(error) || error.code !== 'LEGACY_DOC') throw error;
      progress.update(`${prefix}${name}: converting the .doc with LibreOffice…`);
      return repairDocument(await convertLegacyDoc(bytes, io), repairOptions);
    });

    const outDir = options.out ? resolve(io.cwd, options.out) : dirname(path);
    const formats = options.format ?? ['bibtex', 'csljson'];
    const outputs: NonNullable<FileOutcome['outputs']> = {
      docx: join(outDir, result.fileNames.docx),
      report: join(outDir, result.fileNames.docx.replace(/\.repaired\.docx$/, '.report.json')),
    };
    // A file that cannot be written (no room, no permission, a folder in its place) fails this input
    // only: the others go on, and the exit status says one failed.
    let writing = outDir;
    try {
      await mkdir(outDir, { recursive: true });
      writing = outputs.docx;
      await writeParts(outputs.docx, result.docxParts);
      if (formats.includes('bibtex')) await writeFile((writing = outputs.bibtex = join(outDir, result.fileNames.bibtex)), result.bibtex);
      if (formats.includes('csljson')) await writeFile((writing = outputs.csljson = join(outDir, result.fileNames.csljson)), result.csljson);
      if (formats.includes('ris')) await writeFile((writing = outputs.ris = join(outDir, result.fileNames.ris)), result.ris);
      writing = outputs.report;
      await writeFile(outputs.report, `${JSON.stringify({ file: name, ...result.report, log: result.log }, null, 2)}\n`);
      if (options.zip) {
        writing = outputs.zip = join(outDir, result.fileNames.zip);
        // The package holds what the folder does: the document and the formats asked for.
        await writeFile(outputs.zip, await result.toZip(formats));
      }
    } catch (error) {
      const reason = (error as NodeJS.ErrnoException).code ?? (error instanceof Error ? error.message : String(error));
      throw new CliRefusal('WRITE_FAILED', `cannot write ${writing} (${reason}). Choose another --out folder, or free that path.`);
    }
    const notices = documentNotices(result.log);
    const outcome: FileOutcome = { file, ok: true, report: result.report, outputs, notices };
    if (!options.json) progress.print(summarise(outcome, io.cwd, resolver !== undefined));
    return outcome;
  } catch (error) {
    if (isCitationCoreError(error)) {
      const supported = (error as { supportedFormats?: readonly string[] }).supportedFormats;
      return fail(io, options, file, error.code, error.message, supported);
    }
    if (error instanceof CliRefusal) return fail(io, options, file, error.code, error.message);
    // Anything else fails this file alone, named, and the batch goes on.
    return fail(io, options, file, 'INTERNAL', `could not be processed: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** A .doc's bytes as .docx, through LibreOffice (SOFFICE_PATH, or soffice on the PATH). */
async function convertLegacyDoc(bytes: Uint8Array, io: Io): Promise<Uint8Array> {
  const soffice = findSoffice(io.env.SOFFICE_PATH);
  if (!soffice) throw new CliRefusal('LEGACY_DOC', LEGACY_DOC_WITHOUT_LIBREOFFICE);
  return convertDocToDocx(bytes, soffice).catch((error: unknown) => {
    throw new CliRefusal(
      'LEGACY_DOC',
      `LibreOffice could not convert this .doc file (${error instanceof Error ? error.message.split('\n')[0] : String(error)}). Open it in Word and save it as .docx.`,
    );
  });
}

const LEGACY_DOC_WITHOUT_LIBREOFFICE =
  'This is an older Word 97-2003 document (.doc). Install LibreOffice (cite-repair then converts it, or set SOFFICE_PATH), or open it in Word and save it as .docx.';

/** A file refused by the CLI itself, with a code like the library's. */
class CliRefusal extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

function fail(io: Io, options: FixOptions, file: string, code: string, message: string, supportedFormats?: readonly string[]): FileOutcome {
  const outcome: FileOutcome = { file, ok: false, error: { code, message } };
  if (supportedFormats?.length && outcome.error) outcome.error.supportedFormats = supportedFormats;
  // Errors go to stderr in every mode, so a piped --json stays parseable.
  let text = `✖ ${file}: ${message}\n`;
  if (supportedFormats?.length) text += supportedFormatsText(supportedFormats);
  io.stderr(text);
  void options;
  return outcome;
}

function toJson(outcome: FileOutcome): unknown {
  if (!outcome.ok) return { file: outcome.file, error: outcome.error };
  return { file: outcome.file, outputs: outcome.outputs, ...outcome.report, notices: outcome.notices ?? [] };
}

function summarise(outcome: FileOutcome, cwd: string, online: boolean): string {
  const report = outcome.report as Report;
  const outputs = outcome.outputs as NonNullable<FileOutcome['outputs']>;
  const rel = (p: string) => (p.startsWith(`${cwd}/`) ? p.slice(cwd.length + 1) : p);
  const files = [outputs.docx, outputs.bibtex, outputs.csljson, outputs.ris, outputs.zip, outputs.report].filter((f): f is string => Boolean(f)).map(rel);
  const lines = [`✔ ${outcome.file} → ${files.join(', ')}`];
  const merged = report.duplicateRefsRemoved > 0 ? `, ${report.duplicateRefsRemoved} duplicate${report.duplicateRefsRemoved === 1 ? '' : 's'} merged` : '';
  const dropped = report.orphanedReferences > 0 ? `, ${report.orphanedReferences} uncited dropped` : '';
  lines.push(
    `  ${report.citationsFound} cited numbers → ${report.bibtexEntries} ${outputs.bibtex ? 'BibTeX entries' : 'references'} (${report.totalBibliographyEntries} in the list${merged}${dropped})`,
  );
  // The document-level warnings first: they say whether the right list and citations were read.
  for (const notice of outcome.notices ?? []) lines.push(`  ! ${notice}`);
  if (!online) {
    lines.push('  offline: metadata taken from the reference text, not verified online');
  } else {
    lines.push(`  ${report.successfulLookups} of ${report.bibtexEntries} verified (${report.metadataFoundPercentage}%)`);
    for (const ref of report.references.filter((r) => r.status !== 'verified')) {
      lines.push(`  ! [${ref.numbers.join(', ')}] ${ref.marker} — ${ref.status}${ref.message ? `: ${ref.message}` : ''}`);
    }
  }
  // A message of several lines keeps the indent of its item.
  return `${lines.map((line) => line.replace(/\n/g, '\n      ')).join('\n')}\n`;
}

function toSummaryRow(outcome: FileOutcome): SummaryRow {
  if (!outcome.ok || !outcome.report) return { file: outcome.file, status: `failed: ${outcome.error?.message ?? 'unknown error'}` };
  const report = outcome.report;
  return {
    file: outcome.file,
    citations: report.citationsFound,
    entries: report.bibtexEntries,
    unresolved: report.references.filter((r) => r.status !== 'verified').length,
    status: 'ok',
  };
}
