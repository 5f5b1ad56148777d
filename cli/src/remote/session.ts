// Which server and token a remote command uses: --server/--token, else CITE_REPAIR_SERVER /
// CITE_REPAIR_TOKEN, else what `cite-repair login` saved (the token only when its server matches).
import type { Io } from '../io.ts';
import { RemoteClient } from './client.ts';
import { normaliseServer, readLogin } from './config.ts';

export interface RemoteFlags {
  server?: string;
  token?: string;
}

export class NotLoggedInError extends Error {}

export async function remoteClient(flags: RemoteFlags, io: Io): Promise<RemoteClient> {
  const saved = await readLogin(io.env);
  const serverInput = flags.server ?? io.env.CITE_REPAIR_SERVER ?? saved?.server;
  if (!serverInput) throw new NotLoggedInError('no server: pass --server URL or run cite-repair login --server URL');
  const server = normaliseServer(serverInput);
  const token = flags.token ?? io.env.CITE_REPAIR_TOKEN ?? (saved && normaliseServer(saved.server) === server ? saved.token : undefined);
  if (!token) throw new NotLoggedInError(`no token for ${server}: run cite-repair login --server ${server} (or set CITE_REPAIR_TOKEN)`);
  // CITE_REPAIR_RETRY_MS shortens the backoff between retries (tests, impatient scripts).
  const backoff = Number(io.env.CITE_REPAIR_RETRY_MS);
  return new RemoteClient({ server, token, ...(Number.isFinite(backoff) && backoff >= 0 && io.env.CITE_REPAIR_RETRY_MS ? { backoffMs: backoff } : {}) });
}
