// Boots the whole web app: database, migrations, sign-in, Remix, the in-process worker; shuts down
// in the reverse order on SIGINT/SIGTERM.
import http from 'node:http';
import { createWebResolver } from '../app/utils/resolver.server.ts';
import { getDb, disconnectDb } from '../app/utils/db.server.ts';
import { notifyJobCompleted } from '../app/utils/email.server.ts';
import { appUrl } from '../app/utils/env.server.ts';
import { getOidcConfig } from '../app/utils/oidc-config.server.ts';
import { startWorker } from '../worker/start-worker.ts';
import type { StartedWorker } from '../worker/start-worker.ts';
import { bootRuntime } from './boot.ts';
import { createApp } from './create-app.ts';
import { mountLocalOidc } from './local-oidc.ts';

export interface StartServerOptions {
  mode: 'development' | 'production';
  /** Skip the process signal handlers (tests stop the server themselves). */
  handleSignals?: boolean;
  log?: (message: string) => void;
}

export interface StartedServer {
  url: string;
  port: number;
  stop(): Promise<void>;
}

export async function startServer(options: StartServerOptions): Promise<StartedServer> {
  const log = options.log ?? ((m: string) => console.log(m));
  const runtime = await bootRuntime(log);
  const { env } = runtime;
  const oidc = getOidcConfig(env);
  const baseUrl = appUrl(env);

  const httpServer = http.createServer();
  const { app, close } = await createApp({
    mode: options.mode,
    httpServer,
    beforeRemix: (expressApp) => {
      if (oidc.kind === 'local') {
        mountLocalOidc(expressApp, {
          issuer: oidc.issuer,
          clientId: oidc.clientId,
          clientSecret: oidc.clientSecret,
          redirectUri: oidc.redirectUri,
          sessionSecret: env.SESSION_SECRET as string,
          secure: baseUrl.startsWith('https:'),
        });
      }
    },
  });
  httpServer.on('request', app);
  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(env.PORT, resolve);
  });
  const address = httpServer.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;

  let worker: StartedWorker | undefined;
  if (env.RUN_WORKER) {
    const db = getDb();
    worker = await startWorker({
      db,
      databaseUrl: runtime.databaseUrl,
      concurrency: env.WORKER_CONCURRENCY,
      heartbeatMs: env.WORKER_HEARTBEAT_MS,
      deadAfterMs: env.WORKER_DEAD_AFTER_MS,
      getResolver: (job) => createWebResolver(db, { jobId: job.id, userId: job.userId }),
      notifyCompleted: async (jobId) => {
        await notifyJobCompleted(db, jobId);
      },
      log,
    });
  }

  if (oidc.kind === 'local' && env.LOCAL_SIGN_IN && !baseUrl.match(/^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:|\/|$)/)) {
    log('!!! WARNING: LOCAL_SIGN_IN=1 on a public URL: anyone can sign in as any e-mail address. Configure OIDC_ISSUER instead. !!!');
  } else if (oidc.kind === 'local') {
    log('Sign-in: local passwordless provider at /oidc (set OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET for a real one).');
  } else if (oidc.kind === 'none') {
    log(`!!! ${oidc.reason}`);
  }
  log(`cite-repair is running at ${baseUrl}`);

  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      await new Promise<void>((resolve) => {
        httpServer.close(() => resolve());
        httpServer.closeAllConnections?.();
      });
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
