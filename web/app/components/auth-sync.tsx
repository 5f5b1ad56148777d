// Spec §4 "Auth" in the browser. The server render already knows who is signed in (the root loader);
// this mirrors it into the cached auth state, clears the tab's job data on sign-out, and follows a
// stored redirect-after-login target once the user is signed in.
import { useLocation, useNavigate } from '@remix-run/react';
import { useEffect } from 'react';
import {
  authStateFor,
  canUseCachedAuth,
  clearAuthState,
  readAuthCache,
  takeAuthJustCompleted,
  takeRedirectAfterLogin,
  writeAuthCache,
} from '../lib/auth-cache.ts';
import type { UserDto } from '../lib/types.ts';

export function AuthSync({ user }: { user: UserDto | null }) {
  const navigate = useNavigate();
  const location = useLocation();
  const userId = user?.id ?? null;

  useEffect(() => {
    const justCompleted = takeAuthJustCompleted();
    if (!user) {
      clearAuthState();
      return;
    }
    const cache = readAuthCache();
    const cacheValid = canUseCachedAuth(cache, { now: Date.now(), url: window.location.href, justCompleted });
    // Another account in this browser: the previous user's current job is not this one's.
    if (cache?.user && cache.user.id !== user.id) clearAuthState();
    if (!cacheValid || cache.user?.id !== user.id || cache.user.role !== user.role) writeAuthCache(authStateFor(user));
    const target = takeRedirectAfterLogin();
    if (target && target !== location.pathname + location.search) navigate(target, { replace: true });
    // Only when the signed-in identity changes, not on every navigation.
  }, [userId]);

  return null;
}
