import fs from 'node:fs';
import { vitePlugin as remix } from '@remix-run/dev';
import tailwindcss from '@tailwindcss/vite';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';

declare module '@remix-run/node' {
  interface Future {
    v3_singleFetch: true;
  }
}

const dependencies = Object.keys(
  (JSON.parse(fs.readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { dependencies: Record<string, string> }).dependencies,
);

/**
 * Browser libraries pre-bundled when the dev server starts. Vite otherwise finds them only when a
 * page first imports them (the first visit to /jobs or /settings), re-optimises, and reloads the page
 * mid-visit. Every Radix primitive in package.json is listed, used yet or not.
 */
export const browserDependencies = [...dependencies.filter((name) => name.startsWith('@radix-ui/')), 'lucide-react', 'clsx', 'tailwind-merge'];

export const remixFuture = {
  v3_fetcherPersist: true,
  v3_relativeSplatPath: true,
  v3_throwAbortReason: true,
  v3_singleFetch: true,
  v3_lazyRouteDiscovery: true,
  // Vite scans every route at start-up. Without it, the first server render makes Remix's route
  // compiler discover the loaders' packages (remix-auth, zod, Prisma…) and re-optimise into the
  // dependency cache the browser is using, which crashed the page (two copies of React).
  unstable_optimizeDeps: true,
} as const;

export default defineConfig({
  plugins: [tailwindcss(), remix({ future: remixFuture })],
  optimizeDeps: { include: browserDependencies },
  // citation-core is compiled from its TypeScript source (its "@cite-repair/source" export condition)
  // in the dev server and the app build alike: no library build to forget (ADR 110).
  resolve: { conditions: ['@cite-repair/source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['@cite-repair/source', ...defaultServerConditions] } },
  server: { port: Number(process.env.PORT ?? 3000) },
});
