import { afterEach, describe, expect, it, vi } from 'vitest';
import { processIo } from './io.ts';

// What counts as a terminal decides whether ora draws: a wrong yes on a sizeless pseudo-terminal
// made the spinner clear lines forever (35 MB of escape codes before it was stopped).
describe('processIo().interactive', () => {
  const stderr = process.stderr as NodeJS.WriteStream & { isTTY?: boolean };
  const saved = { isTTY: stderr.isTTY, columns: stderr.columns };
  afterEach(() => {
    stderr.isTTY = saved.isTTY as boolean;
    stderr.columns = saved.columns;
    vi.unstubAllEnvs();
  });

  function interactiveWith(isTTY: boolean, columns: number | undefined, ci?: string): boolean {
    stderr.isTTY = isTTY;
    stderr.columns = columns as number;
    vi.stubEnv('CI', ci);
    return processIo().interactive;
  }

  it('is a terminal with a width', () => {
    expect(interactiveWith(true, 120)).toBe(true);
  });
  it('is not a pipe', () => {
    expect(interactiveWith(false, 120)).toBe(false);
  });
  it('is not a terminal that reports no width', () => {
    expect(interactiveWith(true, 0)).toBe(false);
    expect(interactiveWith(true, undefined)).toBe(false);
  });
  it('is not CI, even on a terminal', () => {
    expect(interactiveWith(true, 120, 'true')).toBe(false);
  });
});
