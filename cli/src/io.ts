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
    interactive: Boolean(process.stderr.isTTY) && !process.env.CI,
    env: process.env,
    cwd: process.cwd(),
  };
}
