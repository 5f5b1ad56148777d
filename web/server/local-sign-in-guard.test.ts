import { describe, expect, it } from 'vitest';
import { isGuardedSignInPath, isLoopbackClient } from './local-sign-in-guard.ts';

const client = (remoteAddress: string, headers: Record<string, string> = {}) =>
  ({ socket: { remoteAddress }, headers }) as unknown as Parameters<typeof isLoopbackClient>[0];

describe('isLoopbackClient', () => {
  it('takes the socket peer, not what the client writes in headers', () => {
    expect(isLoopbackClient(client('127.0.0.1'))).toBe(true);
    expect(isLoopbackClient(client('::1'))).toBe(true);
    expect(isLoopbackClient(client('::ffff:127.0.0.1'))).toBe(true);
    expect(isLoopbackClient(client('192.168.1.40'))).toBe(false);
    expect(isLoopbackClient(client('::ffff:10.1.2.3'))).toBe(false);
    // A remote client cannot make itself local by claiming to be.
    expect(isLoopbackClient(client('203.0.113.7', { 'x-forwarded-for': '127.0.0.1' }))).toBe(false);
  });

  it('treats a request a local proxy forwarded from elsewhere as remote', () => {
    expect(isLoopbackClient(client('127.0.0.1', { 'x-forwarded-for': '203.0.113.7, 127.0.0.1' }))).toBe(false);
    expect(isLoopbackClient(client('127.0.0.1', { 'x-real-ip': '198.51.100.4' }))).toBe(false);
    expect(isLoopbackClient(client('127.0.0.1', { forwarded: 'for="[2001:db8::1]:4711";proto=https' }))).toBe(false);
    expect(isLoopbackClient(client('127.0.0.1', { forwarded: 'for=192.0.2.60;proto=http' }))).toBe(false);
    expect(isLoopbackClient(client('127.0.0.1', { 'x-forwarded-for': '127.0.0.1:5123' }))).toBe(true);
    expect(isLoopbackClient(client('127.0.0.1', { forwarded: 'for="[::1]:80"' }))).toBe(true);
  });
});

describe('isGuardedSignInPath', () => {
  it('covers the local provider and both ends of the sign-in', () => {
    for (const path of ['/oidc', '/oidc/auth', '/oidc/interaction/abc/login', '/api/login', '/api/auth/callback']) {
      expect(isGuardedSignInPath(path), path).toBe(true);
    }
    for (const path of ['/', '/api/logout', '/api/auth/user', '/oidcx', '/jobs']) expect(isGuardedSignInPath(path), path).toBe(false);
  });
});
