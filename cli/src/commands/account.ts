// `cite-repair login | logout | whoami | credits | jobs | download`: the account side of --server mode.
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { EXIT } from '../exit-codes.ts';
import type { Io } from '../io.ts';
import { RemoteClient, RemoteError } from '../remote/client.ts';
import type { DownloadVariant } from '../remote/client.ts';
import { configFile, forgetLogin, normaliseServer, saveLogin } from '../remote/config.ts';
import { NotLoggedInError, remoteClient } from '../remote/session.ts';
import type { RemoteFlags } from '../remote/session.ts';

/** Runs a remote command and turns its failures into one line on stderr and an exit code. */
export async function runRemote(io: Io, body: () => Promise<number>): Promise<number> {
  try {
    return await body();
  } catch (error) {
    if (error instanceof RemoteError) {
      io.stderr(`cite-repair: ${error.message}\n`);
      return error.exitCode;
    }
    if (error instanceof NotLoggedInError) {
      io.stderr(`cite-repair: ${error.message}\n`);
      return EXIT.authRejected;
    }
    if (error instanceof Error && /server address/.test(error.message)) {
      io.stderr(`cite-repair: ${error.message}\n`);
      return EXIT.usage;
    }
    throw error;
  }
}

export interface LoginOptions {
  server: string;
  token?: string;
}

export async function loginCommand(options: LoginOptions, io: Io, readSecret: (prompt: string) => Promise<string> = promptSecret): Promise<number> {
  return runRemote(io, async () => {
    const server = normaliseServer(options.server);
    let token = options.token ?? io.env.CITE_REPAIR_TOKEN;
    if (!token) {
      io.stderr(`Create a token at ${server}/settings (API tokens), then paste it here.\n`);
      token = (await readSecret('Token: ')).trim();
    }
    if (!token) {
      io.stderr('cite-repair: no token given.\n');
      return EXIT.usage;
    }
    const user = await new RemoteClient({ server, token }).whoami();
    const file = await saveLogin(io.env, { server, token, email: user.email });
    io.stdout(`Logged in to ${server} as ${user.email} (${user.credits} credits). Token saved in ${file}.\n`);
    return EXIT.ok;
  });
}

export async function logoutCommand(io: Io): Promise<number> {
  const existed = await forgetLogin(io.env);
  io.stdout(existed ? `Logged out: removed ${configFile(io.env)}. The token still works until you revoke it in /settings.\n` : 'Not logged in.\n');
  return EXIT.ok;
}

export async function whoamiCommand(flags: RemoteFlags & { json?: boolean }, io: Io): Promise<number> {
  return runRemote(io, async () => {
    const client = await remoteClient(flags, io);
    const user = await client.whoami();
    if (flags.json) io.stdout(`${JSON.stringify({ server: client.server, email: user.email, role: user.role, credits: user.credits }, null, 2)}\n`);
    else io.stdout(`${user.email} on ${client.server} · ${user.credits} credits${user.role === 'admin' ? ' · administrator' : ''}\n`);
    return EXIT.ok;
  });
}

export async function creditsCommand(flags: RemoteFlags & { json?: boolean }, io: Io): Promise<number> {
  return runRemote(io, async () => {
    const client = await remoteClient(flags, io);
    const credits = await client.credits();
    if (flags.json) {
      io.stdout(`${JSON.stringify(credits, null, 2)}\n`);
      return EXIT.ok;
    }
    io.stdout(`${credits.credits} credits\n`);
    for (const t of credits.transactions) {
      io.stdout(`  ${t.createdAt.slice(0, 10)}  ${(t.amount > 0 ? `+${t.amount}` : String(t.amount)).padStart(6)}  ${t.description}\n`);
    }
    return EXIT.ok;
  });
}

export async function jobsCommand(flags: RemoteFlags & { json?: boolean; status?: string }, io: Io): Promise<number> {
  return runRemote(io, async () => {
    const client = await remoteClient(flags, io);
    const jobs = (await client.jobs()).filter((j) => !flags.status || j.status === flags.status);
    if (flags.json) {
      io.stdout(`${JSON.stringify(jobs, null, 2)}\n`);
      return EXIT.ok;
    }
    if (jobs.length === 0) {
      io.stdout(flags.status ? `No ${flags.status} jobs.\n` : 'No jobs yet.\n');
      return EXIT.ok;
    }
    const rows = jobs.map((j) => [
      j.id,
      j.status,
      j.createdAt.slice(0, 16).replace('T', ' '),
      j.status === 'completed' ? String(j.citationsFound ?? 0) : '—',
      j.status === 'completed' ? String(j.bibtexEntries ?? 0) : '—',
      j.filename,
    ]);
    const head = ['id', 'status', 'created (UTC)', 'citations', 'entries', 'file'];
    const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] as string).length)));
    for (const r of [head, ...rows]) io.stdout(`${r.map((c, i) => (i === r.length - 1 ? c : c.padEnd(widths[i] as number))).join('  ')}\n`);
    return EXIT.ok;
  });
}

export async function downloadCommand(jobId: string, flags: RemoteFlags & { variant: DownloadVariant; out?: string }, io: Io): Promise<number> {
  return runRemote(io, async () => {
    const client = await remoteClient(flags, io);
    const file = await client.download(jobId, flags.variant).catch((error: unknown) => {
      if (error instanceof RemoteError && error.kind === 'not-found')
        throw new RemoteError('not-found', `job ${jobId} not found (or it has no ${flags.variant} yet)`, 404);
      throw error;
    });
    const dir = resolve(io.cwd, flags.out ?? '.');
    await mkdir(dir, { recursive: true });
    const path = join(dir, file.fileName);
    await writeFile(path, file.bytes);
    io.stdout(`${path}\n`);
    return EXIT.ok;
  });
}

/** Reads one line from the terminal without echoing it (or plainly from a pipe). */
function promptSecret(prompt: string): Promise<string> {
  return new Promise((resolveLine) => {
    const input = process.stdin;
    const rl = createInterface({ input, output: process.stderr, terminal: Boolean(input.isTTY) });
    if (input.isTTY) {
      process.stderr.write(prompt);
      // Swallow the echo of typed characters.
      (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput = () => {};
    }
    rl.question(input.isTTY ? '' : prompt, (answer) => {
      rl.close();
      if (input.isTTY) process.stderr.write('\n');
      resolveLine(answer);
    });
  });
}
