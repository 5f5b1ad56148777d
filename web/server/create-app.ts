// The Express application: static assets (or Vite in development) and the Remix handler.
import path from 'node:path';
import type { Server } from 'node:http';
import express from 'express';
import { createRequestHandler } from '@remix-run/express';
import type { ServerBuild } from '@remix-run/node';
import type { ViteDevServer } from 'vite';
import { getEnv } from '../app/utils/env.server.ts';
import { webDir } from './paths.ts';
import { requestGuards } from './request-guards.ts';

export interface CreateAppOptions {
  mode: 'development' | 'production';
  httpServer: Server;
  /** Mounted before Remix (the local OpenID provider, for one). */
  beforeRemix?: (app: express.Express) => void | Promise<void>;
}

export interface App {
  app: express.Express;
  close(): Promise<void>;
}

export async function createApp(options: CreateAppOptions): Promise<App> {
  const app = express();
  app.disable('x-powered-by');
  // Behind a TLS-terminating proxy, req.protocol, req.ip and secure cookies follow X-Forwarded-Proto and
  // X-Forwarded-For — but only when TRUST_PROXY says such a proxy exists: otherwise any client could
  // write them (a fake https, a fresh IP address for every rate-limited request).
  const trustProxy = getEnv().TRUST_PROXY;
  if (trustProxy !== false) app.set('trust proxy', trustProxy);
  app.use(requestGuards(getEnv().APP_URL, { mode: options.mode }));

  let vite: ViteDevServer | undefined;
  let build: ServerBuild | (() => Promise<ServerBuild>);
  if (options.mode === 'development') {
    const { createServer } = await import('vite');
    vite = await createServer({
      root: webDir,
      configFile: path.join(webDir, 'vite.config.ts'),
      server: { middlewareMode: true, hmr: { server: options.httpServer } },
      appType: 'custom',
      logLevel: process.env.VITE_LOG_LEVEL === 'silent' ? 'silent' : 'info',
    });
    app.use(vite.middlewares);
    const devServer = vite;
    build = () => devServer.ssrLoadModule('virtual:remix/server-build') as Promise<ServerBuild>;
  } else {
    const clientDir = path.join(webDir, 'build', 'client');
    app.use('/assets', express.static(path.join(clientDir, 'assets'), { immutable: true, maxAge: '1y' }));
    app.use(express.static(clientDir, { maxAge: '1h' }));
    const serverBuildPath = path.join(webDir, 'build', 'server', 'index.js');
    build = (await import(serverBuildPath)) as ServerBuild;
  }

  // No body parser (express.json, express.raw) may run before Remix: POST /api/stripe/webhook verifies
  // Stripe's signature over the exact bytes of the request body.
  await options.beforeRemix?.(app);
  app.all(
    '*',
    createRequestHandler({
      build,
      mode: options.mode,
      // What the request guards determined: the CSP nonce, and whether the client reached us over https.
      getLoadContext: (req, res) => ({ cspNonce: res.locals.cspNonce as string | undefined, secure: req.secure }),
    }),
  );

  return {
    app,
    async close() {
      await vite?.close();
    },
  };
}
