// The Express application: static assets (or Vite in development) and the Remix handler.
import path from 'node:path';
import type { Server } from 'node:http';
import express from 'express';
import { createRequestHandler } from '@remix-run/express';
import type { ServerBuild } from '@remix-run/node';
import type { ViteDevServer } from 'vite';
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
  // Behind a TLS-terminating proxy, req.protocol and secure cookies must follow X-Forwarded-Proto.
  app.set('trust proxy', 1);
  app.use(requestGuards(process.env.APP_URL));

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
  app.all('*', createRequestHandler({ build, mode: options.mode }));

  return {
    app,
    async close() {
      await vite?.close();
    },
  };
}
