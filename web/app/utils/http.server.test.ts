import { describe, expect, it } from 'vitest';
import { safeReturnTo } from './http.server.ts';

describe('safeReturnTo', () => {
  it('keeps a path of this site, with its query and fragment', () => {
    expect(safeReturnTo('/results?jobId=abc#logs')).toBe('/results?jobId=abc#logs');
    expect(safeReturnTo('/jobs')).toBe('/jobs');
  });
  it.each([
    ['//evil.example/x'],
    ['/\\evil.example'],
    ['/\t/evil.example'],
    ['/\n/evil.example'],
    ['/%09/evil.example'],
    ['/%0d%0a/evil.example'],
    ['/%2F/evil.example'],
    ['/%5Cevil.example'],
    ['https://evil.example/'],
    ['javascript:alert(1)'],
    ['/%E0%A4%A'],
    [''],
    [null],
  ])('refuses %j and goes home', (value) => {
    expect(safeReturnTo(value as string | null)).toBe('/');
  });
});
