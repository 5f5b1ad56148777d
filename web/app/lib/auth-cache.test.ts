import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  authStateFor,
  canUseCachedAuth,
  clearAuthState,
  loginHref,
  markAuthJustCompleted,
  readAuthCache,
  storeRedirectAfterLogin,
  takeAuthJustCompleted,
  takeRedirectAfterLogin,
  writeAuthCache,
} from './auth-cache.ts';
import { readSessionJob, writeSessionJob } from './session-job.ts';
import { installMemoryStorage } from './testing/memory-storage.ts';
import { makeJob } from './testing/make-job.ts';
import type { UserDto } from './types.ts';

const NOW = Date.UTC(2025, 7, 3, 12, 0, 0);
const user: UserDto = {
  id: 'u1',
  email: 'a@example.com',
  firstName: null,
  lastName: null,
  profileImageUrl: null,
  role: 'admin',
  credits: 100,
  createdAt: new Date(NOW).toISOString(),
};

describe('canUseCachedAuth (spec §4)', () => {
  const cache = authStateFor(user, NOW);
  it('uses a cache younger than 5 minutes', () => {
    expect(canUseCachedAuth(cache, { now: NOW + 4 * 60_000, url: '/', justCompleted: false })).toBe(true);
    expect(canUseCachedAuth(cache, { now: NOW + 5 * 60_000, url: '/', justCompleted: false })).toBe(false);
  });
  it('refetches when a login code is in the URL or sign-in just completed', () => {
    expect(canUseCachedAuth(cache, { now: NOW, url: '/?code=abc', justCompleted: false })).toBe(false);
    expect(canUseCachedAuth(cache, { now: NOW, url: '/', justCompleted: true })).toBe(false);
    expect(canUseCachedAuth(null, { now: NOW, url: '/', justCompleted: false })).toBe(false);
  });
  it('marks admins', () => {
    expect(cache).toMatchObject({ isAuthenticated: true, isAdmin: true });
    expect(authStateFor({ ...user, role: 'user' }, NOW).isAdmin).toBe(false);
    expect(authStateFor(null, NOW)).toMatchObject({ isAuthenticated: false, isAdmin: false, user: null });
  });
});

describe('auth storage', () => {
  beforeEach(() => installMemoryStorage());
  afterEach(() => vi.unstubAllGlobals());

  it('signing out clears the cached state, the current job and view, but keeps the redirect target', () => {
    writeAuthCache(authStateFor(user, NOW));
    writeSessionJob(makeJob());
    storeRedirectAfterLogin('/results?jobId=1');
    clearAuthState();
    expect(readAuthCache()).toBeNull();
    expect(readSessionJob()).toBeNull();
    expect(takeRedirectAfterLogin()).toBe('/results?jobId=1');
  });

  it('the redirect target is taken once and must be a same-site path', () => {
    storeRedirectAfterLogin('/results?jobId=1');
    expect(takeRedirectAfterLogin()).toBe('/results?jobId=1');
    expect(takeRedirectAfterLogin()).toBeNull();
    storeRedirectAfterLogin('//evil.example/x');
    expect(takeRedirectAfterLogin()).toBeNull();
    storeRedirectAfterLogin('https://evil.example/');
    expect(takeRedirectAfterLogin()).toBeNull();
  });

  it('the just-completed flag is read once', () => {
    expect(takeAuthJustCompleted()).toBe(false);
    markAuthJustCompleted();
    expect(takeAuthJustCompleted()).toBe(true);
    expect(takeAuthJustCompleted()).toBe(false);
  });

  it('a broken cache reads as none', () => {
    window.localStorage.setItem('authState', '{');
    expect(readAuthCache()).toBeNull();
  });
});

describe('loginHref', () => {
  it('comes back to the page asked for', () => {
    expect(loginHref('/results?jobId=1')).toBe('/api/login?returnTo=%2Fresults%3FjobId%3D1');
    expect(loginHref('/')).toBe('/api/login');
    expect(loginHref(null)).toBe('/api/login');
  });
});
