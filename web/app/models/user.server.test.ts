import { describe, expect, it } from 'vitest';
import { getDb } from '../utils/db.server.ts';
import { EMAIL_NOT_VERIFIED_FOR_EXISTING_ACCOUNT, grantAdmin, upsertUserFromIdentity } from './user.server.ts';

describe('upsertUserFromIdentity', () => {
  it('never makes the first user an admin; ADMIN_EMAILS does, for a verified address only; 100 credits once', async () => {
    const db = getDb();
    // This file's database starts empty: the first sign-up is the first user.
    expect(await db.user.count()).toBe(0);
    const first = await upsertUserFromIdentity(db, { subject: 'iss a', email: 'first@example.com', emailVerified: true }, []);
    expect(first).toMatchObject({ role: 'user', credits: 100 });
    const boss = await upsertUserFromIdentity(db, { subject: 'iss c', email: 'Boss@Example.com', emailVerified: true }, ['boss@example.com']);
    expect(boss).toMatchObject({ email: 'boss@example.com', role: 'admin', credits: 100 });
    const pretender = await upsertUserFromIdentity(db, { subject: 'iss d', email: 'chief@example.com', emailVerified: false }, ['chief@example.com']);
    expect(pretender.role).toBe('user');

    const again = await upsertUserFromIdentity(
      db,
      { subject: 'iss a', email: 'first@example.com', emailVerified: true, firstName: 'Ada', lastName: 'Lovelace' },
      [],
    );
    expect(again).toMatchObject({ id: first.id, firstName: 'Ada', lastName: 'Lovelace', credits: 100 });
    expect(await db.creditTransaction.count({ where: { userId: first.id } })).toBe(1);
  });

  it('gives the free credits only once the provider verified the e-mail', async () => {
    const db = getDb();
    const fresh = await upsertUserFromIdentity(db, { subject: 'iss u', email: 'unverified@example.com', emailVerified: false }, []);
    expect(fresh).toMatchObject({ credits: 0, emailVerifiedAt: null });
    const later = await upsertUserFromIdentity(db, { subject: 'iss u', email: 'unverified@example.com', emailVerified: true }, []);
    expect(later.credits).toBe(100);
    expect(later.emailVerifiedAt).toBeInstanceOf(Date);
  });

  it('links a new identity to the account with the same e-mail only when the e-mail is verified', async () => {
    const db = getDb();
    const original = await upsertUserFromIdentity(db, { subject: 'old-issuer 1', email: 'link@example.com', emailVerified: true }, []);
    await expect(upsertUserFromIdentity(db, { subject: 'evil-issuer 7', email: 'link@example.com', emailVerified: false }, [])).rejects.toThrow(
      EMAIL_NOT_VERIFIED_FOR_EXISTING_ACCOUNT,
    );
    const linked = await upsertUserFromIdentity(db, { subject: 'new-issuer 9', email: 'LINK@example.com', emailVerified: true }, []);
    expect(linked.id).toBe(original.id);
    expect(linked.oidcSubject).toBe('new-issuer 9');
  });

  it('runs beforeCreate (the sign-up limit) for new accounts only, and a throw stops the sign-up', async () => {
    const db = getDb();
    let calls = 0;
    const refuse = async () => {
      calls += 1;
      throw new Error('too many sign-ups');
    };
    await expect(upsertUserFromIdentity(db, { subject: 'iss z', email: 'z@example.com', emailVerified: true }, [], { beforeCreate: refuse })).rejects.toThrow(
      'too many sign-ups',
    );
    expect(await db.user.count({ where: { email: 'z@example.com' } })).toBe(0);
    await upsertUserFromIdentity(db, { subject: 'iss z', email: 'z@example.com', emailVerified: true }, []);
    await upsertUserFromIdentity(db, { subject: 'iss z', email: 'z@example.com', emailVerified: true }, [], { beforeCreate: refuse });
    expect(calls).toBe(1);
  });
});

describe('grantAdmin', () => {
  it('makes an existing account an administrator', async () => {
    const db = getDb();
    const user = await upsertUserFromIdentity(db, { subject: 'iss g', email: 'grant@example.com', emailVerified: true }, []);
    expect(await grantAdmin(db, ' Grant@Example.com ')).toBe(true);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).role).toBe('admin');
    expect(await grantAdmin(db, 'nobody@example.com')).toBe(false);
  });
});
