// `cite-repair`: the command-line shell around citation-core.
// Only commander and citation-core's catalogue (plain data) load here, so `--help` and `--version`
// stay fast; every command imports its module, and through it the library, inside its action.
import { createRequire } from 'node:module';
import { OUTPUT_MARKERS, STYLE_CATALOGUE } from '@cite-repair/citation-core/catalogue';
import { Command, CommanderError, InvalidArgumentError, Option } from 'commander';
import type { FixOptions } from './commands/fix.ts';
import type { RemoteFlags } from './remote/session.ts';
import { EXIT } from './exit-codes.ts';
import type { Io } from './io.ts';
import { processIo } from './io.ts';

const EXAMPLES = `
Examples:
  $ cite-repair fix report.docx
      writes report.repaired.docx, report.bib, report.csl.json and report.report.json next to report.docx
  $ cite-repair fix exports/ --out repaired --zip
      repairs every .docx in exports/ into ./repaired, with a zip of the .docx and reference files for each
  $ cite-repair fix paper.docx --json --offline > report.json
      no network at all; prints the JSON report only
  $ cite-repair fix paper.docx --style ieee
      live Zotero citations rendered in IEEE (default APA 7): open in Word, Zotero → Refresh
  $ cite-repair fix paper.docx --marker rtf
      writes Zotero RTF/ODF-Scan markers {Smith, 2020; Doe, 2019} instead of live fields
  $ cite-repair fix paper.docx --marker pandoc --format bibtex,csljson,ris
      writes [@smith2020; @doe2019] markers, and the references in three formats
  $ cite-repair fix drafts/*.docx --strict || echo "some references could not be verified"
  $ cite-repair login --server https://cite-repair.example.org
      asks for an API token (create one in Settings → API tokens) and saves it
  $ cite-repair fix docs/*.docx --server https://cite-repair.example.org --concurrency 4
      processes on the server with your credits; a summary table at the end

Exit status: 0 done (unresolved references are listed in the report), 2 usage error,
3 an input was refused or failed, 4 with --strict when a cited reference stayed unresolved,
5 the API token was rejected, 6 not enough credits, 7 the server could not be reached, 130 interrupted.`;

/** The version, written in by the bundle (cli/build.mjs); from source (tests), read from package.json, one level up. */
declare const __CLI_VERSION__: string | undefined;
const version = typeof __CLI_VERSION__ === 'string' ? __CLI_VERSION__ : (createRequire(import.meta.url)('../package.json') as { version: string }).version;

/**
 * Help is wrapped at 80 columns at most (a narrower terminal gets its own width): then what commander
 * prints is the same everywhere, and the build can write the answers to --help and --version down
 * once (cli/build.mjs, dist/quick-answers.cjs) for the bin to print without loading this bundle.
 */
export const HELP_WIDTH = 80;
function helpWidthFor(stream: NodeJS.WriteStream): number {
  return stream.isTTY && stream.columns > 0 ? Math.min(stream.columns, HELP_WIDTH) : HELP_WIDTH;
}

const FORMATS = ['bibtex', 'csljson', 'ris'] as const;
export type ReferenceFormat = (typeof FORMATS)[number];

function parseFormats(value: string): ReferenceFormat[] {
  const list = value
    .split(',')
    .map((f) => f.trim().toLowerCase())
    .filter(Boolean);
  const bad = list.filter((f) => !(FORMATS as readonly string[]).includes(f));
  if (bad.length > 0 || list.length === 0) throw new InvalidArgumentError(`Choose from ${FORMATS.join(', ')} (comma-separated).`);
  return [...new Set(list)] as ReferenceFormat[];
}

export function buildProgram(io: Io, onExit: (code: number) => void): Command {
  const program = new Command();
  program
    .name('cite-repair')
    .description('Repair numbered citations in Word documents: verified references, Zotero-ready markers and a clean BibTeX file.')
    .version(version)
    .exitOverride()
    .configureOutput({
      writeOut: (s) => io.stdout(s),
      writeErr: (s) => io.stderr(s),
      getOutHelpWidth: () => helpWidthFor(process.stdout),
      getErrHelpWidth: () => helpWidthFor(process.stderr),
      // Plain help: no colour codes, which a pre-written answer could not match to the terminal.
      getOutHasColors: () => false,
      getErrHasColors: () => false,
    })
    .showHelpAfterError('(run cite-repair --help for usage)');

  program
    .command('fix')
    .description('repair one or more .docx files')
    .showHelpAfterError('(run cite-repair fix --help for usage)')
    .argument('<files...>', 'Word documents (.docx; .doc through LibreOffice) to repair, or folders of them')
    .option('-o, --out <dir>', 'write the outputs to this directory (default: next to each input)')
    .option('--json', 'print the JSON report (one object for one file, an array for several files or a folder) and nothing else on stdout')
    .addOption(
      new Option(
        '--marker <form>',
        'what replaces each citation: live Zotero fields, Mendeley fields, RTF/ODF-Scan markers (zotero is its old name), pandoc or LaTeX',
      )
        .choices([...OUTPUT_MARKERS])
        .default('fields'),
    )
    .option('--style <name|file.csl>', `citation style of the live fields (${STYLE_CATALOGUE.map((s) => s.id).join(', ')}, or a .csl file)`, 'apa')
    .option('--locale <tag>', 'language of the rendered citations, e.g. en-GB, de-DE', 'en-US')
    .option('--format <list>', 'reference files to write: bibtex, csljson, ris (comma-separated)', parseFormats, ['bibtex', 'csljson'])
    .option('--keep-references', 'keep the numbered reference list(s) in the document')
    .option('--ascii-markers', 'fold names in Zotero markers to ASCII (for older RTF Scan versions)')
    .option('--zip', 'also write <name>.citations.zip with the .docx and the --format files')
    .option('--offline', 'no network: metadata comes from the reference text only')
    .option('--no-ai', 'never use OpenAI web search, even when OPENAI_API_KEY is set')
    .option('--mailto <email>', "your e-mail for Crossref's polite pool (or CROSSREF_MAILTO)")
    .option('--cache-dir <dir>', 'where to keep the lookup cache (default: the user cache directory)')
    .option('--no-cache', 'do not read or write the lookup cache')
    .option('--strict', 'exit with status 4 when any cited reference stays unresolved')
    .option('-c, --concurrency <n>', 'files processed at once', parsePositiveInt, 2)
    .option('--server <url>', 'process on a cite-repair server instead of locally (see cite-repair login)')
    .option('--token <token>', 'API token for --server (default: CITE_REPAIR_TOKEN, else the saved login)')
    .addHelpText('after', EXAMPLES)
    .action(async (inputs: string[], options: FixOptions & RemoteFlags) => {
      const { expandInputs } = await import('./expand-inputs.ts');
      const files = await expandInputs(inputs, io.cwd);
      // A folder or several inputs make a batch: --json answers with an array whatever the count.
      options.batch = inputs.length > 1 || files.length !== 1 || files[0] !== inputs[0];
      if (options.server || options.token || io.env.CITE_REPAIR_SERVER) {
        const { fixOnServer } = await import('./commands/fix-on-server.ts');
        onExit(await fixOnServer(files, options, io));
      } else {
        // One local repair runs several hundred patterns, most a few times: compiled to native code at
        // once rather than twice (ADR 133). Set here, not at start-up: node:v8 costs --help 19 ms.
        (await import('node:v8')).setFlagsFromString('--no-regexp-tier-up');
        const { fixCommand } = await import('./commands/fix.ts');
        onExit(await fixCommand(files, options, io));
      }
    });

  const json = ['--json', 'print JSON instead of text'] as const;
  const server = ['--server <url>', 'the cite-repair server (default: the saved login or CITE_REPAIR_SERVER)'] as const;
  const token = ['--token <token>', 'API token (default: CITE_REPAIR_TOKEN, else the saved login)'] as const;
  program
    .command('login')
    .description('save an API token for a cite-repair server (asks for it, or --token, or CITE_REPAIR_TOKEN)')
    .requiredOption(...server)
    .option(...token)
    .action(async (options: { server: string; token?: string }) => {
      const { loginCommand } = await import('./commands/account.ts');
      onExit(await loginCommand(options, io));
    });
  program
    .command('logout')
    .description('forget the saved server and token')
    .action(async () => {
      const { logoutCommand } = await import('./commands/account.ts');
      onExit(await logoutCommand(io));
    });
  program
    .command('whoami')
    .description('the account of the saved token: e-mail and credits')
    .option(...server)
    .option(...token)
    .option(...json)
    .action(async (options: RemoteFlags & { json?: boolean }) => {
      const { whoamiCommand } = await import('./commands/account.ts');
      onExit(await whoamiCommand(options, io));
    });
  program
    .command('credits')
    .description('your credit balance and latest transactions on the server')
    .option(...server)
    .option(...token)
    .option(...json)
    .action(async (options: RemoteFlags & { json?: boolean }) => {
      const { creditsCommand } = await import('./commands/account.ts');
      onExit(await creditsCommand(options, io));
    });
  program
    .command('jobs')
    .description('your jobs on the server, newest first')
    .addOption(new Option('--status <status>', 'only jobs with this status').choices(['processing', 'completed', 'failed']))
    .option(...server)
    .option(...token)
    .option(...json)
    .action(async (options: RemoteFlags & { json?: boolean; status?: string }) => {
      const { jobsCommand } = await import('./commands/account.ts');
      onExit(await jobsCommand(options, io));
    });
  program
    .command('download')
    .description("download a job's result from the server")
    .argument('<jobId>', 'the job id (cite-repair jobs lists them)')
    .addOption(new Option('--variant <variant>', 'which file').choices(['document', 'bibtex', 'csljson', 'ris', 'zip']).default('document'))
    .option('-o, --out <dir>', 'directory to write to (default: the current one)')
    .option(...server)
    .option(...token)
    .action(async (jobId: string, options: RemoteFlags & { variant: 'document' | 'bibtex' | 'csljson' | 'ris' | 'zip'; out?: string }) => {
      const { downloadCommand } = await import('./commands/account.ts');
      onExit(await downloadCommand(jobId, options, io));
    });

  program.addHelpText('after', EXAMPLES);
  return program;
}

function parsePositiveInt(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 32) throw new InvalidArgumentError('must be a whole number from 1 to 32.');
  return n;
}

/** Runs the CLI and returns its exit status (never calls process.exit, so tests can call it). */
export async function main(argv: string[], io: Io = processIo()): Promise<number> {
  let code: number = EXIT.ok;
  const program = buildProgram(io, (c) => {
    code = c;
  });
  try {
    if (argv.length <= 2) {
      program.outputHelp();
      return EXIT.usage;
    }
    await program.parseAsync(argv);
    return code;
  } catch (error) {
    if (error instanceof CommanderError) {
      // --help and --version end here with exit code 0.
      return error.exitCode === 0 ? EXIT.ok : EXIT.usage;
    }
    io.stderr(`cite-repair: unexpected error: ${error instanceof Error ? error.message : String(error)}\n`);
    return EXIT.internal;
  }
}
