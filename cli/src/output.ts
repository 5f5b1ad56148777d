// Progress on a terminal (an ora spinner on stderr with the current step and counts), nothing
// when piped: stdout stays clean for --json and for scripts. ora and its twenty modules load only
// on a terminal: a piped run (CI, scripts, the bench) never pays for them.
import type { Io } from './io.ts';

export interface Progress {
  update(text: string): void;
  /** Print a finished line (to stdout) without breaking the spinner. */
  print(text: string): void;
  stop(): void;
}

export async function createProgress(io: Io, human: boolean): Promise<Progress> {
  if (!io.interactive) {
    return {
      update: () => {},
      print: (text) => {
        if (human) io.stdout(text);
      },
      stop: () => {},
    };
  }
  const { default: ora } = await import('ora');
  const spinner = ora({ stream: process.stderr, discardStdin: false });
  return {
    update(text) {
      if (!spinner.isSpinning) spinner.start(text);
      else spinner.text = text;
    },
    print(text) {
      const spinning = spinner.isSpinning;
      if (spinning) spinner.clear();
      if (human) io.stdout(text);
      if (spinning) spinner.render();
    },
    stop() {
      if (spinner.isSpinning) spinner.stop();
    },
  };
}

/** The forms the library reads, under a refusal that is about them, one bullet a line. */
export function supportedFormatsText(formats: readonly string[]): string {
  return `  Supported formats:\n${formats.map((f) => `   • ${f}\n`).join('')}`;
}
