// The dev server pre-bundles every browser library the screens import, so that a first visit to a
// screen never makes Vite re-optimise and reload the page.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import config, { browserDependencies, remixFuture } from '../../vite.config.ts';

const webDir = path.resolve(import.meta.dirname, '..', '..');

/** Files that reach the browser bundle: app/ without server-only modules, API routes (resource routes:
 * only their loader/action exist, and the client gets an empty chunk), tests and test helpers. */
function browserFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' || entry.name === 'testing' ? [] : browserFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.(server|test)\.tsx?$/.test(entry.name) && !/^api\./.test(entry.name) ? [full] : [];
  });
}

/** Bare package names imported at run time (type-only imports vanish from the bundle). */
function runtimeImports(file: string): string[] {
  const source = fs.readFileSync(file, 'utf8');
  return [...source.matchAll(/^import\s+(?!type\s)[^;]*?from\s+'([^'.][^']*)'/gms)].map((m) => {
    const spec = m[1] as string;
    return spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : (spec.split('/')[0] as string);
  });
}

describe('vite.config.ts optimizeDeps', () => {
  const include = (config as { optimizeDeps?: { include?: string[] } }).optimizeDeps?.include ?? [];

  it('names the Radix primitives, lucide-react, clsx and tailwind-merge', () => {
    expect(include).toEqual(browserDependencies);
    for (const name of ['@radix-ui/react-toast', '@radix-ui/react-tabs', '@radix-ui/react-dropdown-menu', 'lucide-react', 'clsx', 'tailwind-merge']) {
      expect(include).toContain(name);
    }
  });

  it('covers every library the screens import (React and Remix are pre-bundled by the Remix plugin)', () => {
    const imported = new Set(browserFiles(path.join(webDir, 'app')).flatMap(runtimeImports));
    const builtIn = /^(react|react-dom|@remix-run\/.*|@cite-repair\/.*)$/;
    const missing = [...imported].filter((name) => !builtIn.test(name) && !include.includes(name));
    expect(imported.has('lucide-react')).toBe(true);
    expect(missing).toEqual([]);
  });

  it("has Vite scan the routes at start-up (Remix's unstable_optimizeDeps)", () => {
    expect(remixFuture.unstable_optimizeDeps).toBe(true);
  });

  it('lists only packages that resolve from web/ (Vite refuses to start otherwise)', () => {
    const require = createRequire(path.join(webDir, 'package.json'));
    for (const name of include) expect(() => require.resolve(name), name).not.toThrow();
  });
});
