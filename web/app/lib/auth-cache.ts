// Browser-side auth state (spec §4 "Auth"): a cached { user, isAuthenticated, isAdmin, timestamp } that
// is trusted for 5 minutes, the redirect-after-login target, and what signing out clears. The server's
// answer (the root loader) is the source of truth; this cache only mirrors it for the browser.
import { AUTH_CACHE_MS } from './constants.ts';
import { clearSessionJob } from './session-job.ts';
import { readItem, removeItem, writeItem } from './storage.ts';
import type { UserDto } from './types.ts';

export const AUTH_CACHE_KEY = 'authState';
export const REDIRECT_AFTER_LOGIN_KEY = 'redirectAfterLogin';
export const AUTH_JUST_COMPLETED_KEY = 'authJustCompleted';

export interface AuthState {
  user: UserDto | null;
  isAuthenticated: boolean;
  isAdmin: boolean;
  timestamp: number;
}

export function authStateFor(user: UserDto | null, now = Date.now()): AuthState {
  return { user, isAuthenticated: user !== null, isAdmin: user?.role === 'admin', timestamp: now };
}

export function readAuthCache(): AuthState | null {
  const raw = readItem('local', AUTH_CACHE_KEY);
  if (!raw) return null;
  try {
    const state = JSON.parse(raw) as AuthState;
    if (typeof state.timestamp !== 'number' || typeof state.isAuthenticated !== 'boolean') return null;
    return state;
  } catch {
    return null;
  }
}

/** The cached state may be used: younger than 5 minutes, no login code in the URL, no just-completed flag. */
export function canUseCachedAuth(cache: AuthState | null, input: { now: number; url: string; justCompleted: boolean }): cache is AuthState {
  if (!cache || input.justCompleted) return false;
  if (new URL(input.url, 'http://localhost').searchParams.has('code')) return false;
  return input.now - cache.timestamp < AUTH_CACHE_MS;
}

export function writeAuthCache(state: AuthState): void {
  writeItem('local', AUTH_CACHE_KEY, JSON.stringify(state));
}

/** Signed out: the cached state, the current job and the current view go. */
export function clearAuthState(): void {
  removeItem('local', AUTH_CACHE_KEY);
  removeItem('session', AUTH_JUST_COMPLETED_KEY);
  clearSessionJob();
}

export function storeRedirectAfterLogin(path: string): void {
  writeItem('session', REDIRECT_AFTER_LOGIN_KEY, path);
}

/** The stored target (same-site paths only), cleared as it is taken. */
export function takeRedirectAfterLogin(): string | null {
  const target = readItem('session', REDIRECT_AFTER_LOGIN_KEY);
  removeItem('session', REDIRECT_AFTER_LOGIN_KEY);
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return null;
  return target;
}

export function peekRedirectAfterLogin(): string | null {
  return readItem('session', REDIRECT_AFTER_LOGIN_KEY);
}

export function markAuthJustCompleted(): void {
  writeItem('session', AUTH_JUST_COMPLETED_KEY, '1');
}

export function takeAuthJustCompleted(): boolean {
  const set = readItem('session', AUTH_JUST_COMPLETED_KEY) === '1';
  removeItem('session', AUTH_JUST_COMPLETED_KEY);
  return set;
}

/** The sign-in path that comes back to `returnTo`. */
export function loginHref(returnTo?: string | null): string {
  return returnTo && returnTo !== '/' ? `/api/login?returnTo=${encodeURIComponent(returnTo)}` : '/api/login';
}
