import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocalOidcStore } from './local-oidc-store.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('the local sign-in store', () => {
  it('finds a record by id and by uid until it expires', async () => {
    vi.useFakeTimers();
    const sessions = new LocalOidcStore('Session');
    await sessions.upsert('s1', { uid: 'u1', accountId: 'a@example.org' }, 60);
    expect(await sessions.find('s1')).toMatchObject({ accountId: 'a@example.org' });
    expect(await sessions.findByUid('u1')).toMatchObject({ accountId: 'a@example.org' });
    // Models do not share ids.
    expect(await new LocalOidcStore('Interaction').find('s1')).toBeUndefined();
    vi.advanceTimersByTime(61_000);
    expect(await sessions.find('s1')).toBeUndefined();
    expect(await sessions.findByUid('u1')).toBeUndefined();
  });

  it('marks a code consumed, destroys a record, and revokes what a grant gave', async () => {
    const codes = new LocalOidcStore('AuthorizationCode');
    const tokens = new LocalOidcStore('AccessToken');
    await codes.upsert('c1', { grantId: 'g1' }, 60);
    await tokens.upsert('t1', { grantId: 'g1' }, 60);
    await tokens.upsert('t2', { grantId: 'g2' }, 60);
    await codes.consume('c1');
    expect((await codes.find('c1'))?.consumed).toEqual(expect.any(Number));
    await tokens.destroy('t2');
    expect(await tokens.find('t2')).toBeUndefined();
    await tokens.revokeByGrantId('g1');
    expect(await codes.find('c1')).toBeUndefined();
    expect(await tokens.find('t1')).toBeUndefined();
  });
});
