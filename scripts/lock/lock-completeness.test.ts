import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findMissingBuilds } from './lock-completeness.ts';

describe('findMissingBuilds', () => {
  it('names an optional platform build that the lock does not record', () => {
    const lock = {
      packages: {
        '': {},
        'node_modules/turbo': { version: '2.11.11', optionalDependencies: { '@turbo/linux-64': '2.11.11', '@turbo/darwin-arm64': '2.11.11' } },
        'node_modules/@turbo/linux-64': { version: '2.11.11' },
      },
    };
    expect(findMissingBuilds(lock)).toEqual([{ dependent: 'node_modules/turbo', missing: '@turbo/darwin-arm64', wanted: '2.11.11' }]);
  });

  it('finds a build hoisted above a nested dependent', () => {
    const lock = {
      packages: {
        'node_modules/a/node_modules/rollup': { optionalDependencies: { '@rollup/rollup-win32-x64-msvc': '4.67.4' } },
        'node_modules/@rollup/rollup-win32-x64-msvc': { version: '4.67.4' },
      },
    };
    expect(findMissingBuilds(lock)).toEqual([]);
  });

  it('passes on the committed lock', () => {
    const lock = JSON.parse(fs.readFileSync(new URL('../../package-lock.json', import.meta.url), 'utf8'));
    expect(findMissingBuilds(lock)).toEqual([]);
  });
});
