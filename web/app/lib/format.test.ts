import { describe, expect, it } from 'vitest';
import { formatBytes, formatJobDuration, formatPercent, fullName, relativeTime, userInitials } from './format.ts';

const NOW = Date.UTC(2025, 7, 3, 12, 0, 0);

describe('format', () => {
  it('formatBytes', () => {
    expect(formatBytes(500)).toBe('500 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(12737)).toBe('12 KB');
    expect(formatBytes(50 * 1024 * 1024)).toBe('50 MB');
  });

  it('relativeTime', () => {
    expect(relativeTime(new Date(NOW - 10_000).toISOString(), NOW)).toBe('just now');
    expect(relativeTime(new Date(NOW - 60_000).toISOString(), NOW)).toBe('1 minute ago');
    expect(relativeTime(new Date(NOW - 5 * 60_000).toISOString(), NOW)).toBe('5 minutes ago');
    expect(relativeTime(new Date(NOW - 3 * 3600_000).toISOString(), NOW)).toBe('3 hours ago');
    expect(relativeTime(new Date(NOW - 2 * 86400_000).toISOString(), NOW)).toBe('2 days ago');
    expect(relativeTime(null, NOW)).toBe('');
  });

  it('formatJobDuration in minutes and seconds, N/A when not completed', () => {
    expect(formatJobDuration('2025-08-03T12:00:00Z', '2025-08-03T12:02:05Z')).toBe('2m 5s');
    expect(formatJobDuration('2025-08-03T12:00:00Z', '2025-08-03T12:00:45Z')).toBe('45s');
    expect(formatJobDuration('2025-08-03T12:00:00Z', null)).toBe('N/A');
  });

  it('formatPercent', () => {
    expect(formatPercent(92.3077)).toBe('92.3%');
    expect(formatPercent(null)).toBe('0%');
  });

  it('userInitials follows the avatar rules', () => {
    expect(userInitials({ firstName: 'ada', lastName: 'Lovelace', email: 'x@y.z' })).toBe('AL');
    expect(userInitials({ firstName: 'Ada', lastName: null, email: 'x@y.z' })).toBe('A');
    expect(userInitials({ firstName: null, lastName: null, email: 'bob@example.com' })).toBe('B');
    expect(userInitials({ email: '' })).toBe('U');
    expect(userInitials(null)).toBe('U');
  });

  it('fullName', () => {
    expect(fullName({ firstName: 'Ada', lastName: 'Lovelace' })).toBe('Ada Lovelace');
    expect(fullName({ firstName: null, lastName: null })).toBe('');
  });
});
