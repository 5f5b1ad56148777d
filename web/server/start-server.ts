// Boots the whole web app: database, migrations, sign-in, Remix, the in-process worker; shuts down
// in the reverse order on SIGINT/SIGTERM.
import http from 'node:http';
import type { ResolverDeps } from '@cite-repair/citation-core/resolve/create-resolver.ts';
import { disconnectDb } from '../app/utils/db.server.ts';
import { appUrl } from '../app/utils/env.server.ts';
import { getOidcConfig } from '../app/utils/oidc-config.server.ts';
import { bootRuntime } from './boot.ts';
import { createApp } from './create-app.ts';
import { startInProcessWorker } from './in-process-worker.ts';
import type { InProcessWorker } from './in-process-worker.ts';
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

  let worker: InProcessWorker | undefined;
  if (env.RUN_WORKER) {
    worker = await startInProcessWorker({ databaseUrl: runtime.databaseUrl, env, resolverDeps: options.resolverDeps, log });
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
