import { describe, expect, it } from 'vitest';
import { CookieJar } from './http-client.ts';

function answer(...cookies: string[]): Response {
  const headers = new Headers();
  for (const c of cookies) headers.append('Set-Cookie', c);
  return new Response(null, { headers });
}

describe('CookieJar', () => {
  it('keeps the cookies a server sets and sends them back', () => {
    const jar = new CookieJar();
    jar.store(answer('__session=abc; Path=/; HttpOnly; SameSite=Lax', 'oauth2:1=xyz; Path=/'));
    expect(jar.header()).toBe('__session=abc; oauth2:1=xyz');
  });

  it('forgets a cookie the server expires', () => {
    const jar = new CookieJar();
    jar.store(answer('__session=abc; Path=/', 'oauth2:1=xyz; Path=/'));
    jar.store(answer('oauth2:1=; Path=/; Max-Age=0'));
    expect(jar.header()).toBe('__session=abc');
    jar.store(answer('__session=gone; Expires=Thu, 01 Jan 1970 00:00:00 GMT'));
    expect(jar.get('__session')).toBeUndefined();
  });
});
