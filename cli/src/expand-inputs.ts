// `cite-repair fix reports/`: a folder given as an input stands for the Word documents directly in
// it (.docx and .doc), in name order. Our own outputs (*.repaired.docx) and Word's lock files (~$name.docx) are not
// inputs. A folder with none stays as given, so that it is refused by name.
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
    const names = (await readdir(resolve(cwd, input))).filter(isInputDocument).sort((a, b) => a.localeCompare(b));
    if (names.length === 0) out.push(input);
    else out.push(...names.map((name) => join(input, name)));
  }
  return out;
}

function isInputDocument(name: string): boolean {
  return /\.docx?$/i.test(name) && !/\.repaired\.docx$/i.test(name) && !name.startsWith('~$');
}
