import { describe, expect, it } from 'vitest';
import { getDb } from '../utils/db.server.ts';
import { upsertUserFromIdentity } from './user.server.ts';

describe('upsertUserFromIdentity', () => {
  it('makes the very first user an admin, later ones users, ADMIN_EMAILS admins; 100 credits each, once', async () => {
    const db = getDb();
    // This file's database starts empty: the first sign-up is the first user.
    expect(await db.user.count()).toBe(0);
    const [first, second] = await Promise.all([
      upsertUserFromIdentity(db, { subject: 'iss a', email: 'first@example.com' }, []),
      upsertUserFromIdentity(db, { subject: 'iss b', email: 'second@example.com' }, []),
    ]);
    expect([first.role, second.role].sort()).toEqual(['admin', 'user']);
    const boss = await upsertUserFromIdentity(db, { subject: 'iss c', email: 'Boss@Example.com' }, ['boss@example.com']);
    expect(boss).toMatchObject({ email: 'boss@example.com', role: 'admin', credits: 100 });

    const again = await upsertUserFromIdentity(db, { subject: 'iss a', email: 'first@example.com', firstName: 'Ada', lastName: 'Lovelace' }, []);
    expect(again).toMatchObject({ id: first.id, firstName: 'Ada', lastName: 'Lovelace', credits: 100 });
    expect(await db.creditTransaction.count({ where: { userId: first.id } })).toBe(1);
  });

  it('links a new identity to the existing account with the same e-mail', async () => {
    const db = getDb();
    const original = await upsertUserFromIdentity(db, { subject: 'old-issuer 1', email: 'link@example.com' }, []);
    const linked = await upsertUserFromIdentity(db, { subject: 'new-issuer 9', email: 'LINK@example.com' }, []);
    expect(linked.id).toBe(original.id);
    expect(linked.oidcSubject).toBe('new-issuer 9');
  });
});
