// Where `cite-repair login` keeps the server and token: <config dir>/cite-repair/config.json, readable
// by the user only (0600, in a 0700 directory). The config dir follows each platform's convention.
import { chmod, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

export interface SavedLogin {
  server: string;
  token: string;
  email?: string;
}

export function configFile(env: Record<string, string | undefined>): string {
  if (env.CITE_REPAIR_CONFIG) return path.resolve(env.CITE_REPAIR_CONFIG);
  let base: string;
  if (env.XDG_CONFIG_HOME) base = env.XDG_CONFIG_HOME;
  else if (process.platform === 'win32') base = env.APPDATA ?? path.join(os.homedir(), 'AppData', 'Roaming');
  else if (process.platform === 'darwin') base = path.join(os.homedir(), 'Library', 'Application Support');
  else base = path.join(env.HOME ?? os.homedir(), '.config');
  return path.join(base, 'cite-repair', 'config.json');
}

export async function readLogin(env: Record<string, string | undefined>): Promise<SavedLogin | null> {
  try {
    const data = JSON.parse(await readFile(configFile(env), 'utf8')) as Partial<SavedLogin>;
    return typeof data.server === 'string' && typeof data.token === 'string' ? (data as SavedLogin) : null;
  } catch {
    return null;
  }
}

export async function saveLogin(env: Record<string, string | undefined>, login: SavedLogin): Promise<string> {
  const file = configFile(env);
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  // Written with 0600 from the start (and chmod for a file that existed with wider permissions).
  await writeFile(file, `${JSON.stringify(login, null, 2)}\n`, { mode: 0o600 });
  await chmod(file, 0o600);
  return file;
}

export async function forgetLogin(env: Record<string, string | undefined>): Promise<boolean> {
  const file = configFile(env);
  const existed = (await readLogin(env)) !== null;
  await rm(file, { force: true });
  return existed;
}

/** A server URL as typed (`localhost:3000`, `https://x.org/`) made canonical, or an error message. */
export function normaliseServer(input: string): string {
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(input) ? input : `http://${input}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    throw new Error(`"${input}" is not a server address (e.g. https://cite-repair.example.org).`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`The server address must start with http:// or https:// (got ${url.protocol}).`);
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}
