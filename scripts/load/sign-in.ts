// Signs a user in the way a browser does on a server without an external identity provider: the
// app's /api/login sends it to the local OpenID provider (authorization code + PKCE + state), whose
// form takes the e-mail address and sends it back through /api/auth/callback with a session cookie.
import type { HttpClient } from './http-client.ts';

export async function signIn(client: HttpClient, email: string): Promise<{ id: string; credits: number }> {
  const start = await client.follow('sign-in', '/api/login?returnTo=%2F');
  const form = start.response?.text() ?? '';
  const action = /<form[^>]*action="([^"]+)"/.exec(form)?.[1];
  if (!start.response || start.response.status !== 200 || !action) {
    throw new Error(`sign-in of ${email}: no sign-in form (HTTP ${start.response?.status ?? 'network error'} at ${start.visited.at(-1)})`);
  }
  const done = await client.follow('sign-in', action.replace(/&amp;/g, '&'), {
    method: 'POST',
    body: new URLSearchParams({ email }),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  });
  if (done.response?.status !== 200 || !done.visited.some((u) => u.includes('/api/auth/callback?'))) {
    throw new Error(`sign-in of ${email}: did not come back through the callback (HTTP ${done.response?.status ?? 'network error'} at ${done.visited.at(-1)})`);
  }
  const me = await client.send('api GET /api/auth/user', '/api/auth/user');
  const user = me?.status === 200 ? me.json<{ id?: string; email?: string; credits?: number }>() : undefined;
  if (!user?.id || user.email !== email) throw new Error(`sign-in of ${email}: /api/auth/user answered ${me?.status ?? 'network error'}`);
  return { id: user.id, credits: user.credits ?? Number.NaN };
}
