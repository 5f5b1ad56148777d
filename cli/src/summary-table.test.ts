import { describe, expect, it } from 'vitest';
import { summaryTable } from './summary-table.ts';

describe('summaryTable', () => {
  it('aligns one row per file and counts failures', () => {
    const text = summaryTable([
      { file: 'a.docx', citations: 12, entries: 9, unresolved: 1, credits: 9, status: 'ok' },
      { file: 'longer-name.docx', status: 'failed: file too large' },
    ]);
    const lines = text.trim().split('\n');
    expect(lines[0]).toMatch(/^file\s+citations\s+entries\s+unresolved\s+credits\s+status$/);
    expect(lines[1]).toMatch(/^a\.docx\s+12\s+9\s+1\s+9\s+ok$/);
    expect(lines[2]).toMatch(/^longer-name\.docx\s+—\s+—\s+—\s+—\s+failed: file too large$/);
    expect(lines[3]).toBe('2 files: 1 ok, 1 failed');
    // Columns line up: "citations" header and values end at the same column.
    expect(lines[0]!.indexOf('citations') + 'citations'.length).toBe(lines[1]!.indexOf('12') + 2);
  });
});
