import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expandInputs } from './expand-inputs.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'cite-repair-inputs-'));
  mkdirSync(join(dir, 'exports'));
  for (const name of ['b.docx', 'A.DOCX', 'c.doc', 'a.repaired.docx', '~$b.docx', '._b.docx', 'notes.txt']) writeFileSync(join(dir, 'exports', name), '');
  mkdirSync(join(dir, 'exports', 'folder.docx'));
  mkdirSync(join(dir, 'empty'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('expandInputs', () => {
  it('takes a folder for the Word documents in it, in name order, without our outputs, Word lock files, hidden files or folders', async () => {
    expect(await expandInputs(['exports', 'paper.docx'], dir)).toEqual([
      join('exports', 'A.DOCX'),
      join('exports', 'b.docx'),
      join('exports', 'c.doc'),
      'paper.docx',
    ]);
  });

  it('keeps a folder with no document, and any other input, as given', async () => {
    expect(await expandInputs(['empty', 'missing.docx'], dir)).toEqual(['empty', 'missing.docx']);
  });
});
