import { describe, expect, it } from 'vitest';
import { appUrl, parseEnv } from './env.server.ts';
import { getOidcConfig } from './oidc-config.server.ts';

describe('parseEnv', () => {
  it('fills the defaults', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ PORT: 3000, EMBEDDED_PG_PORT: 5433, RUN_WORKER: true, JOB_MAX_ATTEMPTS: 3, ADMIN_EMAILS: [], LOCAL_SIGN_IN: false });
    expect(appUrl(env)).toBe('http://localhost:3000');
  });

  it('names every bad variable', () => {
    expect(() => parseEnv({ PORT: 'abc', APP_URL: 'not a url' })).toThrow(/PORT[\s\S]*APP_URL|APP_URL[\s\S]*PORT/);
  });

  it('wants the three OIDC variables together', () => {
    expect(() => parseEnv({ OIDC_ISSUER: 'https://id.example.com' })).toThrow(/must be set together/);
  });

  it('reads ADMIN_EMAILS as a lower-case list', () => {
    expect(parseEnv({ ADMIN_EMAILS: ' A@x.org, b@Y.org ,' }).ADMIN_EMAILS).toEqual(['a@x.org', 'b@y.org']);
  });
});

describe('getOidcConfig', () => {
  const secret = 'x'.repeat(32);

  it('uses the configured provider', () => {
    const config = getOidcConfig(parseEnv({ OIDC_ISSUER: 'https://id.example.com', OIDC_CLIENT_ID: 'app', OIDC_CLIENT_SECRET: 's', APP_URL: 'https://cite.example.com' }));
    expect(config).toMatchObject({ kind: 'external', issuer: 'https://id.example.com', redirectUri: 'https://cite.example.com/api/auth/callback' });
  });

  it('serves the local passwordless provider on localhost only', () => {
    expect(getOidcConfig(parseEnv({ SESSION_SECRET: secret, PORT: '4000' }))).toMatchObject({
      kind: 'local',
      issuer: 'http://localhost:4000/oidc',
      internalIssuer: 'http://127.0.0.1:4000/oidc',
    });
    expect(getOidcConfig(parseEnv({ SESSION_SECRET: secret, APP_URL: 'https://cite.example.com' })).kind).toBe('none');
  });

  it('serves it on a public URL only with LOCAL_SIGN_IN=1', () => {
    expect(getOidcConfig(parseEnv({ SESSION_SECRET: secret, APP_URL: 'https://cite.example.com', LOCAL_SIGN_IN: '1' })).kind).toBe('local');
  });
});
