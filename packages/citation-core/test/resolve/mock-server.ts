// Starts ../shared/tools/scholarly-mock on a free port (never 18089, which people use by hand).
import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const MOCK_SCRIPT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../shared/tools/scholarly-mock/mock_server.py');
export const FIXTURES_DIR = path.resolve(path.dirname(MOCK_SCRIPT), '../../fixtures');

/** Why the look-alike cannot run here, or undefined when it can. */
export function mockUnavailableReason(): string | undefined {
  const probe = spawnSync('python3', ['--version'], { encoding: 'utf8' });
  if (probe.error || probe.status !== 0) return 'python3 is not installed';
  if (!existsSync(MOCK_SCRIPT)) return `the look-alike is missing (${MOCK_SCRIPT})`;
  return undefined;
}

export async function freePort(): Promise<number> {
  for (;;) {
    const port = await new Promise<number>((resolve, reject) => {
      const server = createServer();
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => {
        const address = server.address();
        server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
      });
    });
    if (port !== 18089) return port;
  }
}

export interface MockServer {
  url: string;
  port: number;
  child: ChildProcess;
  stop(): Promise<void>;
}

export async function startMock(args: string[] = []): Promise<MockServer> {
  const port = await freePort();
  const child = spawn('python3', [MOCK_SCRIPT, '--port', String(port), ...args], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async (): Promise<void> => {
    if (child.exitCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    await exited;
  };
  for (let i = 0; i < 150; i++) {
    if (child.exitCode !== null) throw new Error(`the look-alike exited: ${stderr}`);
    try {
      if ((await fetch(`${url}/__health`)).ok) return { url, port, child, stop };
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`the look-alike did not start on port ${port}: ${stderr}`);
}
