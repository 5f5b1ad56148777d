import { describe, expect, it } from 'vitest';
import { describeLogMetadata, logTone, parseProcessingLogs } from './processing-logs.ts';

const entry = { id: '1', citation: '[1]', status: 'success', message: 'ok', strategy: 'crossref', timestamp: '2025-08-03T12:00:00Z' };

describe('parseProcessingLogs', () => {
  it('accepts an array or a JSON string', () => {
    expect(parseProcessingLogs([entry])).toEqual([entry]);
    expect(parseProcessingLogs(JSON.stringify([entry]))).toEqual([entry]);
  });
  it('ignores unparseable logs and odd entries', () => {
    expect(parseProcessingLogs('{oops')).toEqual([]);
    expect(parseProcessingLogs({ a: 1 })).toEqual([]);
    expect(parseProcessingLogs(undefined)).toEqual([]);
    expect(parseProcessingLogs([entry, null, 3, { citation: 5 }])).toEqual([entry]);
  });
});

describe('logTone', () => {
  it('maps unknown statuses to in progress', () => {
    expect(logTone('success')).toBe('success');
    expect(logTone('error')).toBe('error');
    expect(logTone('processing')).toBe('progress');
    expect(logTone(undefined)).toBe('progress');
  });
});

describe('describeLogMetadata', () => {
  it('joins authors, year, title, container, volume(issue) and pages', () => {
    expect(
      describeLogMetadata({
        authors: ['LeCun', 'Bengio', 'Hinton'],
        year: 2015,
        title: 'Deep learning',
        'container-title': 'Nature',
        volume: '521',
        issue: '7553',
        page: '436-444',
      }),
    ).toBe('LeCun, Bengio, Hinton · (2015) · Deep learning · Nature · 521(7553) · 436-444');
  });
  it('reads issued date-parts, journal and pages, and shortens long author lists', () => {
    expect(describeLogMetadata({ authors: ['A', 'B', 'C', 'D'], issued: { 'date-parts': [[2020, 1]] }, journal: 'J', pages: '1-2' })).toBe(
      'A, B, C et al. · (2020) · J · 1-2',
    );
    expect(describeLogMetadata(undefined)).toBe('');
  });
});
