// The whole server (server/start-server.ts) on a free loopback port of this test file, as the HTTP and
// browser tests run it: the in-process worker, quick heartbeats, a silent Vite and offline lookups
// unless `env` says otherwise.
import net from 'node:net';
import type { StartServerOptions } from '../../server/start-server.ts';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

export interface StartedApp {
  base: string;
  port: number;
  stop(): Promise<void>;
}

export async function startTestServer(options: {
  mode: StartServerOptions['mode'];
  env?: Record<string, string>;
  resolverDeps?: StartServerOptions['resolverDeps'];
}): Promise<StartedApp> {
  const port = await freePort();
  const base = `http://localhost:${port}`;
  Object.assign(process.env, {
    PORT: String(port),
    APP_URL: base,
    RUN_WORKER: '1',
    WORKER_HEARTBEAT_MS: '1000',
    VITE_LOG_LEVEL: 'silent',
    // No test reaches the internet: the real pipeline runs with offline lookups.
    CITE_REPAIR_OFFLINE: '1',
    ...options.env,
  });
  // Imported once the environment is set.
  const { resetEnv } = await import('../../app/utils/env.server.ts');
  resetEnv();
  const { startServer } = await import('../../server/start-server.ts');
  const server = await startServer({ mode: options.mode, handleSignals: false, log: () => {}, resolverDeps: options.resolverDeps });
  return { base, port, stop: () => server.stop() };
}
