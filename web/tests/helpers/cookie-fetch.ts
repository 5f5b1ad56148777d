// fetch with a cookie jar and manual redirects, to drive the sign-in flow over real HTTP like a browser.
export class CookieJar {
  private cookies = new Map<string, string>();

  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a) || /^\s*expires=thu, 01 jan 1970/i.test(a));
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  has(name: string): boolean {
    return this.cookies.has(name);
  }
}

export async function jarFetch(jar: CookieJar, url: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  const cookie = jar.header();
  if (cookie) headers.set('Cookie', cookie);
  const response = await fetch(url, { ...init, headers, redirect: 'manual' });
  jar.store(response);
  return response;
}

/** Follows redirects by hand (keeping cookies) until a non-redirect answer; returns every URL visited. */
export async function follow(jar: CookieJar, url: string, init: RequestInit = {}, limit = 10): Promise<{ response: Response; visited: string[] }> {
  const visited = [url];
  let response = await jarFetch(jar, url, init);
  while (response.status >= 300 && response.status < 400 && visited.length <= limit) {
    const next = new URL(response.headers.get('Location') as string, visited[visited.length - 1]).href;
    visited.push(next);
    await response.arrayBuffer().catch(() => undefined);
    response = await jarFetch(jar, next, { headers: init.headers });
  }
  return { response, visited };
}
