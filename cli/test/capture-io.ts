// An Io for tests that keeps what the CLI writes: stdout in `out`, stderr in `err`, never a terminal.
import type { Io } from '../src/io.ts';

export interface CapturedIo extends Io {
  out: string;
  err: string;
}

export function captureIo(cwd: string): CapturedIo {
  const io: CapturedIo = {
    out: '',
    err: '',
    stdout: (text) => void (io.out += text),
    stderr: (text) => void (io.err += text),
    interactive: false,
    env: {},
    cwd,
  };
  return io;
}
