// Boots the whole web app: database, migrations, sign-in, Remix, the in-process worker; shuts down
// in the reverse order on SIGINT/SIGTERM.
import http from 'node:http';
import path from 'node:path';
import type { ResolverDeps } from '@cite-repair/citation-core';
import { disconnectDb, getDb } from '../app/utils/db.server.ts';
import { sweepStaleUploads } from '../app/utils/upload.server.ts';
import { startRecoverySweep } from '../worker/worker-registry.ts';
import type { RecoverySweep } from '../worker/worker-registry.ts';
import { appUrl, parseEnv } from '../app/utils/env.server.ts';
import { getOidcConfig, isLoopbackHost } from '../app/utils/oidc-config.server.ts';
import { bootRuntime } from './boot.ts';
import { createApp } from './create-app.ts';
import { startInProcessWorker } from './in-process-worker.ts';
import type { InProcessWorker } from './in-process-worker.ts';
import { localSignInGuard } from './local-sign-in-guard.ts';
import { mountLocalOidc } from './local-oidc.ts';

export interface StartServerOptions {
  mode: 'development' | 'production';
  /** Skip the process signal handlers (tests stop the server themselves). */
  handleSignals?: boolean;
  log?: (message: string) => void;
  /** Injected into the worker's metadata resolver (tests send landing pages to a local look-alike). */
  resolverDeps?: Partial<ResolverDeps>;
}

export interface StartedServer {
  url: string;
  port: number;
  stop(): Promise<void>;
}

export async function startServer(options: StartServerOptions): Promise<StartedServer> {
  const log = options.log ?? ((m: string) => console.log(m));
  // Before anything starts: never serve the passwordless local sign-in to the network by accident.
  const planned = getOidcConfig(parseEnv(process.env));
  if (planned.kind === 'none' && planned.fatal) throw new Error(planned.reason);
  const runtime = await bootRuntime(log);
  const { env } = runtime;
  const oidc = getOidcConfig(env);
  const baseUrl = appUrl(env);

  // Uploads a killed process was receiving (another process on this DATA_DIR keeps its fresh ones).
  await sweepStaleUploads(path.join(runtime.dataDir, 'uploads')).catch(() => 0);

  const httpServer = http.createServer();
  // Clients and proxies reuse idle connections; Node's 5 s default closes them under a client that
  // is about to send (ECONNRESET). Stay open longer than the usual proxy idle timeout (60 s).
  httpServer.keepAliveTimeout = 65_000;
  httpServer.headersTimeout = 66_000;
  const { app, close } = await createApp({
    mode: options.mode,
    httpServer,
    beforeRemix: (expressApp) => {
      if (oidc.kind === 'local') {
        if (!oidc.openToNetwork) expressApp.use(localSignInGuard());
        mountLocalOidc(expressApp, {
          issuer: oidc.issuer,
          clientId: oidc.clientId,
          clientSecret: oidc.clientSecret,
          redirectUri: oidc.redirectUri,
          sessionSecret: env.SESSION_SECRET as string,
          secure: baseUrl.startsWith('https:'),
          openToNetwork: oidc.openToNetwork,
          trustProxy: env.TRUST_PROXY !== false,
        });
      }
    },
  });
  httpServer.on('request', app);
  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(env.PORT, env.HOST, resolve);
  });
  const address = httpServer.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;

  let worker: InProcessWorker | undefined;
  let sweep: RecoverySweep | undefined;
  if (env.RUN_WORKER) {
    worker = await startInProcessWorker({ databaseUrl: runtime.databaseUrl, env, resolverDeps: options.resolverDeps, log });
  } else {
    // No worker here: jobs of crashed workers are still unlocked and lost ones refunded, even while
    // no worker process is up at all (issue 13 item 8).
    sweep = startRecoverySweep({ db: getDb(), everyMs: env.WORKER_HEARTBEAT_MS, deadAfterMs: env.WORKER_DEAD_AFTER_MS, log });
  }

  if (oidc.kind === 'local' && oidc.openToNetwork) {
    log(
      `!!! WARNING: LOCAL_SIGN_IN=1 (development only): anyone who can reach ${env.HOST}:${port} can sign in as any e-mail address, ` +
        `administrators included. Configure OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET for any other use. !!!`,
    );
  } else if (oidc.kind === 'local') {
    log(`Sign-in: local passwordless provider at /oidc, for this computer only (set OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET for a real one).`);
  } else if (oidc.kind === 'none') {
    log(`!!! ${oidc.reason}`);
  }
  log(
    `Listening on ${env.HOST.includes(':') ? `[${env.HOST}]` : env.HOST}:${port}${isLoopbackHost(env.HOST) ? ' (this computer only; set HOST to change it)' : ''}.`,
  );
  log(`cite-repair is running at ${baseUrl}`);

  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      await new Promise<void>((resolve) => {
        httpServer.close(() => resolve());
        httpServer.closeAllConnections?.();
      });
      sweep?.stop();
      await worker?.stop();
      await close();
      await disconnectDb();
      if (runtime.embedded?.owned) await runtime.embedded.stop();
    })();
    return stopping;
  };
  if (options.handleSignals !== false) {
    const onSignal = (signal: NodeJS.Signals) => {
      log(`${signal} received: shutting down...`);
      stop()
        .then(() => process.exit(0))
        .catch((error: unknown) => {
          console.error(error);
          process.exit(1);
        });
    };
    process.once('SIGINT', onSignal);
    process.once('SIGTERM', onSignal);
  }
  return { url: baseUrl, port, stop };
}
