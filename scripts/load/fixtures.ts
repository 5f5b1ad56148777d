// The example documents of ../shared/fixtures/docs with the counts their truth files expect.
import fs from 'node:fs';
import path from 'node:path';

export interface Fixture {
  name: string;
  bytes: Uint8Array<ArrayBuffer>;
  expected: { citationsFound?: number; bibtexEntries?: number };
}

export function loadFixtures(dir: string): Fixture[] {
  const names = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.docx'))
    .sort();
  if (names.length === 0) throw new Error(`No .docx fixtures in ${dir}`);
  return names.map((file) => {
    const stem = file.replace(/\.docx$/, '');
    const truthFile = path.join(dir, `${stem}.truth.json`);
    const truth = fs.existsSync(truthFile) ? (JSON.parse(fs.readFileSync(truthFile, 'utf8')) as { expected?: Fixture['expected'] }) : {};
    return { name: stem, bytes: new Uint8Array(fs.readFileSync(path.join(dir, file))), expected: truth.expected ?? {} };
  });
}
