// `cite-repair fix … --server URL`: the remote flavour of fix, with Ctrl-C cancelling the server's jobs.
import { EXIT } from '../exit-codes.ts';
import type { Io } from '../io.ts';
import { fixRemote } from '../remote/fix-remote.ts';
import { remoteClient } from '../remote/session.ts';
import type { RemoteFlags } from '../remote/session.ts';
import { runRemote } from './account.ts';
import type { FixOptions } from './fix.ts';

export function fixOnServer(files: string[], options: FixOptions & RemoteFlags, io: Io): Promise<number> {
  // The server knows its catalogue's styles by name; a .csl file exists only on this computer.
  if (options.style && /\.csl$/i.test(options.style)) {
    io.stderr(`cite-repair: --style ${options.style}: a .csl file works only locally; with --server, choose a style by name (see cite-repair fix --help)\n`);
    return Promise.resolve(EXIT.usage);
  }
  for (const flag of localOnlyFlags(options)) {
    io.stderr(`cite-repair: ${flag} is not applied with --server (the server uses its own settings); run without --server to use it\n`);
  }
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
        ...(options.format ? { format: options.format } : {}),
      };
      return await fixRemote(files, remoteOptions, io, client, interrupt.signal);
    } finally {
      process.removeListener('SIGINT', onSigint);
    }
  });
}

/** The flags a local run honours that a server job cannot (it takes only the output form and style). */
export function localOnlyFlags(options: FixOptions): string[] {
  const flags: string[] = [];
  if (options.locale && options.locale !== 'en-US') flags.push(`--locale ${options.locale}`);
  if (options.keepReferences) flags.push('--keep-references');
  if (options.asciiMarkers) flags.push('--ascii-markers');
  if (options.offline) flags.push('--offline');
  if (options.ai === false) flags.push('--no-ai');
  if (options.mailto) flags.push('--mailto');
  return flags;
}

function pick(options: FixOptions): { out?: string; json?: boolean; zip?: boolean; strict?: boolean } {
  const picked: { out?: string; json?: boolean; zip?: boolean; strict?: boolean } = {};
  if (options.out !== undefined) picked.out = options.out;
  if (options.json !== undefined) picked.json = options.json;
  if (options.zip !== undefined) picked.zip = options.zip;
  if (options.strict !== undefined) picked.strict = options.strict;
  return picked;
}
