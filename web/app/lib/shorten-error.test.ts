import { describe, expect, it } from 'vitest';
import { GENERIC_JOB_ERROR, UNKNOWN_ERROR, shortenJobError, shortenLogMessage, stripLogPrefixes, truncateAtSentence } from './shorten-error.ts';

describe('shortenJobError (spec §5, failed jobs)', () => {
  it('shows "Unknown error occurred" for empty input', () => {
    expect(shortenJobError('')).toBe(UNKNOWN_ERROR);
    expect(shortenJobError('   \n ')).toBe(UNKNOWN_ERROR);
    expect(shortenJobError(null)).toBe(UNKNOWN_ERROR);
    expect(shortenJobError(undefined)).toBe(UNKNOWN_ERROR);
  });

  it('keeps a short plain message as it is', () => {
    expect(shortenJobError('Processing cancelled by user')).toBe('Processing cancelled by user');
  });

  it('takes the first line only', () => {
    expect(shortenJobError('The document has no reference list.\nSecond line with details')).toBe('The document has no reference list.');
  });

  it('replaces the exception prefix with "Processing failed:"', () => {
    expect(shortenJobError('ValueError: the reference list could not be read')).toBe('Processing failed: the reference list could not be read');
    expect(shortenJobError('Error: zip archive is corrupt')).toBe('Processing failed: zip archive is corrupt');
    expect(shortenJobError('DocxReadError: The file is not a Word document')).toBe('Processing failed: The file is not a Word document');
    expect(shortenJobError('openai.APIError: rate limited by upstream')).toBe('Processing failed: rate limited by upstream');
  });

  it('does not say "Processing failed" twice', () => {
    expect(shortenJobError('Error: Processing failed: the uploaded file is missing.')).toBe('Processing failed: the uploaded file is missing.');
  });

  it('strips log-level prefixes and timestamps', () => {
    expect(shortenJobError('ERROR: Crossref did not answer in time')).toBe('Crossref did not answer in time');
    expect(shortenJobError('[ERROR] Crossref did not answer in time')).toBe('Crossref did not answer in time');
    expect(shortenJobError('2025-08-03 10:11:12,345 - ERROR - Crossref did not answer in time')).toBe('Crossref did not answer in time');
    expect(shortenJobError('2025-08-03T10:11:12Z ERROR Error: broken pipe to the database')).toBe('Processing failed: broken pipe to the database');
  });

  it('drops stack-trace fragments, inline and on their own lines', () => {
    expect(shortenJobError('TypeError: x is undefined at Object.run (/app/worker.js:10:5)')).toBe('Processing failed: x is undefined');
    const stack = 'Error: the document could not be parsed\n    at readDocx (/app/docx/read.ts:12:3)\n    at async repair (/app/pipeline.ts:40:9)';
    expect(shortenJobError(stack)).toBe('Processing failed: the document could not be parsed');
    const python = 'Traceback (most recent call last):\n  File "app.py", line 3, in <module>\nKeyError: missing key in the record';
    expect(shortenJobError(python)).toBe('Processing failed: missing key in the record');
  });

  it('cuts a long message at a sentence end after position 50', () => {
    const first = 'The reference list could not be matched with the numbers in the text.'; // 70 chars
    const long = `${first} ${'More detail follows here and goes on. '.repeat(5)}`;
    const out = shortenJobError(long);
    expect(out.length).toBeLessThanOrEqual(150);
    expect(out.endsWith('.')).toBe(true);
    expect(out.startsWith(first)).toBe(true);
  });

  it('uses an ellipsis when no sentence ends after position 50', () => {
    const long = `Short. ${'x'.repeat(300)}`;
    const out = shortenJobError(long);
    expect(out).toHaveLength(150);
    expect(out.endsWith('...')).toBe(true);
  });

  it('ignores a sentence end before position 50', () => {
    const long = `Bad file. ${'word '.repeat(60)}`;
    expect(shortenJobError(long).endsWith('...')).toBe(true);
  });

  it('falls back to the generic text when too little is left', () => {
    expect(shortenJobError('ERROR: oops')).toBe(GENERIC_JOB_ERROR);
    expect(shortenJobError('Error:')).toBe(GENERIC_JOB_ERROR);
    expect(shortenJobError('[ERROR]   ')).toBe(GENERIC_JOB_ERROR);
    expect(shortenJobError('    at foo (/x.js:1:1)')).toBe(GENERIC_JOB_ERROR);
  });
});

describe('shortenLogMessage (spec §5, citation log)', () => {
  it('keeps the first line without the log prefix', () => {
    expect(shortenLogMessage('WARNING: no DOI found\nstack')).toBe('no DOI found');
  });

  it('cuts at about 120 characters', () => {
    const out = shortenLogMessage('a'.repeat(200));
    expect(out).toHaveLength(120);
    expect(out.endsWith('...')).toBe(true);
    const sentences = `${'Matched the title against Crossref with good confidence'}. ${'and then some more words follow '.repeat(5)}`;
    expect(shortenLogMessage(sentences)).toBe('Matched the title against Crossref with good confidence.');
  });

  it('returns an empty string for nothing', () => {
    expect(shortenLogMessage(undefined)).toBe('');
    expect(shortenLogMessage('')).toBe('');
  });
});

describe('helpers', () => {
  it('stripLogPrefixes removes stacked prefixes', () => {
    expect(stripLogPrefixes('[2025-08-03 10:00] [WARN] INFO: hello')).toBe('hello');
    expect(stripLogPrefixes('worker.tasks - ERROR - oh no')).toBe('oh no');
  });

  it('truncateAtSentence leaves short text alone', () => {
    expect(truncateAtSentence('short', 10)).toBe('short');
  });

  it('does not cut inside a number such as 3.5', () => {
    const text = `${'a'.repeat(60)} version 3.5 of the thing ${'b'.repeat(200)}`;
    expect(truncateAtSentence(text, 150).endsWith('...')).toBe(true);
  });
});
