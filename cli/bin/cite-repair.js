#!/usr/bin/env node
// Entry point: the CLI is TypeScript run through tsx's loader, so `npx cite-repair` works from a
// fresh checkout without a build step.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/index.ts');
process.exitCode = await main(process.argv);
