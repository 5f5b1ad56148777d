// `cite-repair fix reports/`: a folder given as an input stands for the Word documents directly in
// it (.docx and .doc), in name order. Our own outputs (*.repaired.docx), Word's lock files (~$name.docx), hidden
// files (macOS's "._name.docx") and folders named like documents are not inputs. A folder with none stays as
// given, so that it is refused by name.
import { readdir, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';

export async function expandInputs(inputs: string[], cwd: string): Promise<string[]> {
  const out: string[] = [];
  for (const input of inputs) {
    const info = await stat(resolve(cwd, input)).catch(() => undefined);
    if (!info?.isDirectory()) {
      out.push(input);
      continue;
    }
    const names = (await readdir(resolve(cwd, input), { withFileTypes: true }))
      .filter((entry) => (entry.isFile() || entry.isSymbolicLink()) && isInputDocument(entry.name))
      .map((entry) => entry.name)
      .sort((a, b) => a.localeCompare(b));
    if (names.length === 0) out.push(input);
    else out.push(...names.map((name) => join(input, name)));
  }
  return out;
}

function isInputDocument(name: string): boolean {
  return /\.docx?$/i.test(name) && !/\.repaired\.docx$/i.test(name) && !name.startsWith('~$') && !name.startsWith('.');
}
