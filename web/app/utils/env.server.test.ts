import { describe, expect, it } from 'vitest';
import { appUrl, parseEnv } from './env.server.ts';
import { getOidcConfig, isLoopbackHost } from './oidc-config.server.ts';

describe('parseEnv', () => {
  it('fills the defaults', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      EMBEDDED_PG_PORT: 5433,
      RUN_WORKER: true,
      JOB_MAX_ATTEMPTS: 3,
      ADMIN_EMAILS: [],
      LOCAL_SIGN_IN: false,
      HOST: '127.0.0.1',
    });
    expect(appUrl(env)).toBe('http://localhost:3000');
  });

  it('names every bad variable', () => {
    expect(() => parseEnv({ PORT: 'abc', APP_URL: 'not a url' })).toThrow(/PORT[\s\S]*APP_URL|APP_URL[\s\S]*PORT/);
  });

  it('trusts no proxy unless TRUST_PROXY names one (hops or addresses)', () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).TRUST_PROXY).toBe('loopback, 10.0.0.0/8');
    expect(() => parseEnv({ TRUST_PROXY: 'a;b' })).toThrow(/TRUST_PROXY/);
  });

  it('wants the three OIDC variables together', () => {
    expect(() => parseEnv({ OIDC_ISSUER: 'https://id.example.com' })).toThrow(/must be set together/);
  });

  it('keeps files on the filesystem for 30 days unless told otherwise (ADR 104)', () => {
    expect(parseEnv({})).toMatchObject({ STORAGE: 'filesystem', OUTPUT_RETENTION_DAYS: 30, S3_REGION: 'us-east-1' });
    expect(parseEnv({ STORAGE: '', OUTPUT_RETENTION_DAYS: '7' })).toMatchObject({ STORAGE: 'filesystem', OUTPUT_RETENTION_DAYS: 7 });
    expect(parseEnv({ STORAGE: 's3', S3_BUCKET: 'files', S3_ENDPOINT: 'http://127.0.0.1:9000' })).toMatchObject({ STORAGE: 's3', S3_BUCKET: 'files' });
    expect(() => parseEnv({ STORAGE: 's3' })).toThrow(/S3_BUCKET is needed/);
    expect(() => parseEnv({ STORAGE: 'ftp' })).toThrow(/STORAGE/);
    expect(() => parseEnv({ OUTPUT_RETENTION_DAYS: '0' })).toThrow(/OUTPUT_RETENTION_DAYS/);
    expect(() => parseEnv({ AWS_ACCESS_KEY_ID: 'id' })).toThrow(/must be set together/);
  });

  it('reads ADMIN_EMAILS as a lower-case list', () => {
    expect(parseEnv({ ADMIN_EMAILS: ' A@x.org, b@Y.org ,' }).ADMIN_EMAILS).toEqual(['a@x.org', 'b@y.org']);
  });
});

describe('getOidcConfig', () => {
  const secret = 'x'.repeat(32);

  it('uses the configured provider', () => {
    const config = getOidcConfig(
      parseEnv({ OIDC_ISSUER: 'https://id.example.com', OIDC_CLIENT_ID: 'app', OIDC_CLIENT_SECRET: 's', APP_URL: 'https://cite.example.com' }),
    );
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

  it('keeps it to loopback clients unless LOCAL_SIGN_IN=1', () => {
    expect(getOidcConfig(parseEnv({ SESSION_SECRET: secret }))).toMatchObject({ kind: 'local', openToNetwork: false });
    expect(getOidcConfig(parseEnv({ SESSION_SECRET: secret, LOCAL_SIGN_IN: '1' }))).toMatchObject({ kind: 'local', openToNetwork: true });
  });

  it('refuses to start on a non-loopback HOST with only the local provider', () => {
    for (const HOST of ['0.0.0.0', '::', '192.168.1.20']) {
      const config = getOidcConfig(parseEnv({ SESSION_SECRET: secret, HOST }));
      expect(config).toMatchObject({ kind: 'none', fatal: true });
      expect(config.kind === 'none' && config.reason).toMatch(/Refusing to start: HOST=.*LOCAL_SIGN_IN=1/);
    }
    expect(getOidcConfig(parseEnv({ SESSION_SECRET: secret, HOST: '0.0.0.0', LOCAL_SIGN_IN: '1' }))).toMatchObject({
      kind: 'local',
      internalIssuer: 'http://127.0.0.1:3000/oidc',
    });
    // A real provider makes any HOST fine.
    const external = { OIDC_ISSUER: 'https://id.example.com', OIDC_CLIENT_ID: 'app', OIDC_CLIENT_SECRET: 's' };
    expect(getOidcConfig(parseEnv({ ...external, HOST: '0.0.0.0' })).kind).toBe('external');
  });
});

describe('isLoopbackHost', () => {
  it('knows loopback names and addresses from everything else', () => {
    for (const host of ['localhost', 'app.localhost', '127.0.0.1', '127.1.2.3', '::1', '[::1]', '::ffff:127.0.0.1']) {
      expect(isLoopbackHost(host), host).toBe(true);
    }
    for (const host of ['0.0.0.0', '::', '10.0.0.2', '::ffff:10.0.0.2', '192.168.1.1', 'example.com', '', undefined, 'localhost.example.com']) {
      expect(isLoopbackHost(host), String(host)).toBe(false);
    }
  });
});
