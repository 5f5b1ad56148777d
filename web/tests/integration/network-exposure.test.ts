// The passwordless local sign-in never reaches the network by accident: a server asked to listen on
// every interface with no identity provider refuses to start, before it starts anything.
import { afterEach, describe, expect, it } from 'vitest';
import { resetEnv } from '../../app/utils/env.server.ts';
import { startServer } from '../../server/start-server.ts';

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
  resetEnv();
});

describe('Starting on a non-loopback address', () => {
  it('refuses with the local provider and says what to do', async () => {
    Object.assign(process.env, { HOST: '0.0.0.0', PORT: '39999', OIDC_ISSUER: '', OIDC_CLIENT_ID: '', OIDC_CLIENT_SECRET: '', LOCAL_SIGN_IN: '' });
    resetEnv();
    const log: string[] = [];
    await expect(startServer({ mode: 'production', handleSignals: false, log: (m) => log.push(m) })).rejects.toThrow(
      /Refusing to start: HOST=0\.0\.0\.0 .*anyone sign in as anyone.*OIDC_ISSUER.*127\.0\.0\.1.*LOCAL_SIGN_IN=1/,
    );
    // Refused before the database or anything else was started.
    expect(log).toEqual([]);
  });
});
