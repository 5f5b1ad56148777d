// `cite-repair fix … --server URL`: the remote flavour of fix, with Ctrl-C cancelling the server's jobs.
import type { Io } from '../io.ts';
import { fixRemote } from '../remote/fix-remote.ts';
import { remoteClient } from '../remote/session.ts';
import type { RemoteFlags } from '../remote/session.ts';
import { runRemote } from './account.ts';
import type { FixOptions } from './fix.ts';

export function fixOnServer(files: string[], options: FixOptions & RemoteFlags, io: Io): Promise<number> {
  return runRemote(io, async () => {
    const client = await remoteClient(options, io);
    const interrupt = new AbortController();
    const onSigint = () => interrupt.abort();
    process.once('SIGINT', onSigint);
    try {
      const remoteOptions = {
        concurrency: options.concurrency,
        ...pick(options),
        ...(options.marker ? { marker: options.marker } : {}),
        ...(options.style ? { style: options.style } : {}),
      };
      return await fixRemote(files, remoteOptions, io, client, interrupt.signal);
    } finally {
      process.removeListener('SIGINT', onSigint);
    }
  });
}

function pick(options: FixOptions): { out?: string; json?: boolean; zip?: boolean; strict?: boolean } {
  const picked: { out?: string; json?: boolean; zip?: boolean; strict?: boolean } = {};
  if (options.out !== undefined) picked.out = options.out;
  if (options.json !== undefined) picked.json = options.json;
  if (options.zip !== undefined) picked.zip = options.zip;
  if (options.strict !== undefined) picked.strict = options.strict;
  return picked;
}
