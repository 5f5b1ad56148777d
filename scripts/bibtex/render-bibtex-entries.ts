// Renders the round-trip works (packages/citation-core/test/roundtrip-items.ts) with BibTeX's own
// styles — the .bib written by our exporter, the entries typeset by the real `bibtex` program — and
// stores each entry as the reader of a Word document sees it (LaTeX markup turned into text) in
// packages/citation-core/test/fixtures/bibtex-entries.json, which bibtex-roundtrip.test.ts reads back.
// The tests need no TeX; this script does: `apt-get install texlive-binaries texlive-base
// texlive-latex-recommended` (the last for natbib's styles), then `npm run fixtures:bibtex`.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { toBibtex } from '../../packages/citation-core/src/bibtex/stringify.ts';
import type { CslItem } from '../../packages/citation-core/src/types.ts';
import { ITEMS } from '../../packages/citation-core/test/roundtrip-items.ts';
import { bblToText } from './bbl-to-text.ts';

/** The styles TeX Live ships with BibTeX (base) and natbib: what LaTeX papers' lists are set with. */
export const BIBTEX_STYLES = ['plain', 'abbrv', 'unsrt', 'alpha', 'ieeetr', 'acm', 'apalike', 'siam', 'plainnat', 'abbrvnat', 'unsrtnat'] as const;

const OUT = join(import.meta.dirname, '..', '..', 'packages', 'citation-core', 'test', 'fixtures', 'bibtex-entries.json');

function render(style: string, bib: string, keys: string[]): Record<string, string> {
  const dir = mkdtempSync(join(tmpdir(), 'cite-repair-bst-'));
  try {
    writeFileSync(join(dir, 'works.bib'), bib);
    // What LaTeX writes for \bibliographystyle, \bibliography and one \cite of each work.
    writeFileSync(join(dir, 'doc.aux'), [`\\bibstyle{${style}}`, `\\bibdata{works}`, ...keys.map((k) => `\\citation{${k}}`)].join('\n'));
    execFileSync('bibtex', ['-terse', 'doc'], { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] });
    return bblToText(readFileSync(join(dir, 'doc.bbl'), 'utf8'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const entries = ITEMS.map((item) => ({ key: item.id, item: item as unknown as CslItem }));
const bib = toBibtex(entries);
const version = execFileSync('bibtex', ['--version'], { encoding: 'utf8' }).split('\n')[0];
const byStyle = Object.fromEntries(
  BIBTEX_STYLES.map((style) => [
    style,
    render(
      style,
      bib,
      entries.map((e) => e.key),
    ),
  ]),
);
writeFileSync(OUT, `${JSON.stringify({ generator: `${version}, scripts/bibtex/render-bibtex-entries.ts`, styles: byStyle }, null, 2)}\n`);
console.log(`wrote ${OUT}: ${BIBTEX_STYLES.length} styles × ${entries.length} works`);
