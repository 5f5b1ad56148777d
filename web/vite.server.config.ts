import { defineConfig } from 'vite';

// The Node side of the web app compiled for production (ADR 110): the server (Express + Remix
// handler + in-process worker) and the stand-alone worker, into build/node/. Packages stay
// imports — citation-core included, so production runs the library's own compiled dist like any
// installation; only this workspace's TypeScript (server/, worker/, app/utils, the generated Prisma
// client) is bundled. The Remix app itself is `remix vite:build` (vite.config.ts).
export default defineConfig({
  logLevel: 'warn',
  build: {
    ssr: true,
    target: 'node20',
    outDir: 'build/node',
    emptyOutDir: true,
    sourcemap: true,
    minify: false,
    rollupOptions: {
      input: { server: 'server.ts', worker: 'worker/index.ts' },
      output: { format: 'esm', entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
    },
  },
  ssr: { external: ['@cite-repair/citation-core'] },
});
