// `npm run scan-check` (from the repository root): the Zotero proof on generated exports whose sources
// are served by a local look-alike (look-alike.ts). Writes twelve web-heavy exports with loopback links,
// then runs the shared zotero-check tools through the real CLI, online against the look-alike:
//   - rtf_scan_sim.py: does every RTF Scan marker with a year land on exactly its own item?
//   - validate_fields.py: are the live Zotero fields (the default output) what Zotero expects?
// Prints both tools' summaries; exits non-zero when either falls short.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { SHARED_DIR } from '../shared-path.ts';
import { generate, PROFILES } from './generate.ts';
import { startLookAlike } from './look-alike.ts';

const CHOSEN = [
  'chatgpt-linked-grouped',
  'chatgpt-glued-prose',
  'chatgpt-double-brackets',
  'gemini-superscript-works-cited',
  'gemini-unicode-superscripts',
  'gemini-br-list',
  'perplexity-runs-unheaded',
  'perplexity-linked-runs',
  'perplexity-fragments',
  'markdown-converted-brackets',
  'markdown-footnotes',
  'markdown-footnotes-unheaded',
];

const repoRoot = resolve(import.meta.dirname, '../../../..');
const tools = join(SHARED_DIR, 'tools', 'zotero-check');
const cli = `node ${join(repoRoot, 'cli', 'bin', 'cite-repair.js')}`;

/** Runs a command without blocking this process, which serves the look-alike meanwhile. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<{ status: number | null; stdout: string }> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'inherit'] });
    let stdout = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.on('error', fail);
    child.on('close', (status) => done({ status, stdout }));
  });
}

const lookAlike = await startLookAlike();
const dir = mkdtempSync(join(tmpdir(), 'cite-repair-scan-check-'));
let failed = false;
try {
  const docs: string[] = [];
  for (const name of CHOSEN) {
    const profile = PROFILES.find((p) => p.name === name);
    if (!profile) throw new Error(`no profile ${name}`);
    const { bytes, pages } = generate(profile, { siteBase: lookAlike.siteBase });
    lookAlike.serve(pages);
    const file = join(dir, `${name}.docx`);
    writeFileSync(file, bytes);
    docs.push(file);
  }
  const env = {
    ...process.env,
    CROSSREF_API_URL: lookAlike.origin,
    ARXIV_API_URL: lookAlike.origin,
    CITE_REPAIR_ALLOW_HOSTS: new URL(lookAlike.origin).host,
    OPENAI_API_KEY: '',
    XDG_CACHE_HOME: join(dir, 'cache'),
  };

  // The RTF/ODF Scan route.
  const scan = await run('python3', [join(tools, 'rtf_scan_sim.py'), '--online', '--cmd', cli, ...docs], env);
  process.stdout.write(scan.stdout);
  const summary = /SUMMARY .*/.exec(scan.stdout)?.[0] ?? '';
  const rate = Number(/scan_rate_dated=([\d.]+)/.exec(summary)?.[1] ?? 0);
  const urlCreators = Number(/url_creators=(\d+)/.exec(summary)?.[1] ?? 1);
  if (scan.status !== 0 || rate < 0.99 || urlCreators > 0) failed = true;

  // The live-field route (the default output).
  const out = join(dir, 'fields');
  const fix = await run('sh', ['-c', `${cli} fix "$@" --out ${out} --json > /dev/null`, 'cli', ...docs], env);
  if (fix.status !== 0) failed = true;
  const repaired = docs.map((d) =>
    join(
      out,
      d
        .split('/')
        .pop()
        ?.replace(/\.docx$/, '.repaired.docx') ?? '',
    ),
  );
  const fields = await run('python3', [join(tools, 'validate_fields.py'), ...repaired]);
  process.stdout.write(
    fields.stdout
      .split('\n')
      .filter((line) => /^summary|ERROR|error/.test(line))
      .join('\n') + '\n',
  );
  if (fields.status !== 0) failed = true;
} finally {
  await lookAlike.close();
  rmSync(dir, { recursive: true, force: true });
}
console.log(failed ? 'scan-check: FAILED' : 'scan-check: ok');
process.exit(failed ? 1 : 0);
