// Where the CLI writes and what it knows about its terminal, injected so tests can capture it.
export interface Io {
  stdout(text: string): void;
  stderr(text: string): void;
  /** True when stderr is a terminal: only then is a spinner shown. */
  interactive: boolean;
  env: Record<string, string | undefined>;
  cwd: string;
}

/**
 * A reader that stops early (`cite-repair --help | head`, `--json | head -c 100`) closes the pipe: the
 * rest of the output has nowhere to go, but the run itself (files being written) carries on and
 * exits as it would. Without a listener Node throws EPIPE as an unhandled error.
 */
const closedStreams = new Set<NodeJS.WriteStream>();
function writerTo(stream: NodeJS.WriteStream): (text: string) => void {
  if (stream.listenerCount('error') === 0) {
    stream.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE') throw error;
      closedStreams.add(stream);
    });
  }
  return (text) => {
    if (!closedStreams.has(stream)) stream.write(text);
  };
}

export function processIo(): Io {
  return {
    stdout: writerTo(process.stdout),
    stderr: writerTo(process.stderr),
    // A terminal that reports no width (a pseudo-terminal without a size: `script`, some CI
    // runners) is treated as a pipe: ora divides by the width to count the lines it must clear, and
    // with a width of 0 it clears forever.
    interactive: Boolean(process.stderr.isTTY) && (process.stderr.columns ?? 0) > 0 && !process.env.CI,
    env: process.env,
    cwd: process.cwd(),
  };
}
