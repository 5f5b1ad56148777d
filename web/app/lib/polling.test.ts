import { describe, expect, it } from 'vitest';
import { jobsListInterval } from './polling.ts';

describe('jobsListInterval (spec §7)', () => {
  it('polls every 2 s on home and /analysis, every 5 s on /jobs', () => {
    expect(jobsListInterval('/', false)).toBe(2000);
    expect(jobsListInterval('/analysis', false)).toBe(2000);
    expect(jobsListInterval('/jobs', false)).toBe(5000);
  });
  it('elsewhere polls only while a job is processing', () => {
    expect(jobsListInterval('/settings', false)).toBeNull();
    expect(jobsListInterval('/settings', true)).toBe(5000);
    expect(jobsListInterval('/terms', true)).toBe(5000);
  });
});
