// Where the CLI writes and what it knows about its terminal, injected so tests can capture it.
export interface Io {
  stdout(text: string): void;
  stderr(text: string): void;
  /** True when stderr is a terminal: only then is a spinner shown. */
  interactive: boolean;
  env: Record<string, string | undefined>;
  cwd: string;
}

export function processIo(): Io {
  return {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    // A terminal that reports no width (a pseudo-terminal without a size: `script`, some CI
    // runners) is treated as a pipe: ora divides by the width to count the lines it must clear, and
    // with a width of 0 it clears forever.
    interactive: Boolean(process.stderr.isTTY) && (process.stderr.columns ?? 0) > 0 && !process.env.CI,
    env: process.env,
    cwd: process.cwd(),
  };
}
