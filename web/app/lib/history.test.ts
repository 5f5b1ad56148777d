import { describe, expect, it } from 'vitest';
import { canGoBackInApp } from './history.ts';

describe('canGoBackInApp', () => {
  it('is true only after a navigation inside the app', () => {
    expect(canGoBackInApp({ idx: 1, key: 'k', usr: null })).toBe(true);
    // The first page of the app in this tab (opened from an e-mail, a bookmark, after sign-in).
    expect(canGoBackInApp({ idx: 0, key: 'default', usr: null })).toBe(false);
    expect(canGoBackInApp(null)).toBe(false);
    expect(canGoBackInApp({})).toBe(false);
    expect(canGoBackInApp({ idx: '2' })).toBe(false);
  });
});
