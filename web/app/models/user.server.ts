// Users: created on first sign-in, with their free credits once the e-mail is verified; admins from
// ADMIN_EMAILS (verified addresses only) or `npm run admin:grant -- EMAIL`.
import type { User } from '../generated/prisma/client.ts';
import type { Db } from '../utils/db.server.ts';
import { grantSignupCredits } from './credit.server.ts';

/** Spec §3 User as the API returns it. */
export interface UserDto {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  role: 'admin' | 'user';
  credits: number;
  createdAt: string;
}

export function toUserDto(user: User): UserDto {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    profileImageUrl: user.profileImageUrl,
    role: user.role,
    credits: user.credits,
    createdAt: user.createdAt.toISOString(),
  };
}

export interface Identity {
  /** "<issuer> <sub>". */
  subject: string;
  email: string;
  /** The provider's email_verified claim: the address belongs to whoever signed in. */
  emailVerified: boolean;
  firstName?: string | null;
  lastName?: string | null;
  profileImageUrl?: string | null;
}

export const EMAIL_NOT_VERIFIED_FOR_EXISTING_ACCOUNT =
  'An account with this e-mail address already exists, and your identity provider has not verified that the address is yours, ' +
  'so this sign-in cannot be linked to it. Verify the address with your provider (or sign in the way you did before) and try again.';

export class IdentityConflictError extends Error {
  override name = 'IdentityConflictError';
}

export interface UpsertOptions {
  /** Runs before a new account is created (the sign-up rate limit); throwing stops the sign-up. */
  beforeCreate?: () => Promise<void>;
}

/**
 * The account of a signed-in identity: found by its subject, or — only when the provider verified the
 * e-mail — by that address (a second provider for the same person); otherwise a new account. An
 * unverified address never reaches someone else's account, never earns the free credits and never
 * matches ADMIN_EMAILS: anyone can type any address into a provider that does not check it (issue 13).
 * There is no "first user is admin" rule: the first administrator is named by ADMIN_EMAILS or by
 * `npm run admin:grant -- EMAIL` (a race to sign in first must not hand out the admin role).
 */
export async function upsertUserFromIdentity(db: Db, identity: Identity, adminEmails: readonly string[], options: UpsertOptions = {}): Promise<User> {
  const email = identity.email.trim().toLowerCase();
  const verified = identity.emailVerified;
  const listedAdmin = verified && adminEmails.includes(email);
  const now = new Date();
  let existing = await db.user.findUnique({ where: { oidcSubject: identity.subject } });
  if (!existing) {
    existing = await db.user.findUnique({ where: { email } });
    if (existing && !verified) throw new IdentityConflictError(EMAIL_NOT_VERIFIED_FOR_EXISTING_ACCOUNT);
  }
  if (!existing) await options.beforeCreate?.();
  return db.$transaction(async (tx) => {
    let user: User;
    if (existing) {
      // A changed address moves only when nobody else has it (the column is unique).
      const emailTaken = email !== existing.email && (await tx.user.count({ where: { email } })) > 0;
      const newEmail = emailTaken ? existing.email : email;
      const changed = newEmail !== existing.email;
      // The verification is of the address the claim came with; a new address starts unverified.
      let emailVerifiedAt = changed ? null : existing.emailVerifiedAt;
      if (verified && newEmail === email) emailVerifiedAt = emailVerifiedAt ?? now;
      user = await tx.user.update({
        where: { id: existing.id },
        data: {
          oidcSubject: identity.subject,
          email: newEmail,
          emailVerifiedAt,
          firstName: identity.firstName ?? existing.firstName,
          lastName: identity.lastName ?? existing.lastName,
          profileImageUrl: identity.profileImageUrl ?? existing.profileImageUrl,
          ...(listedAdmin && newEmail === email ? { role: 'admin' as const } : {}),
        },
      });
    } else {
      user = await tx.user.create({
        data: {
          email,
          oidcSubject: identity.subject,
          emailVerifiedAt: verified ? now : null,
          firstName: identity.firstName ?? null,
          lastName: identity.lastName ?? null,
          profileImageUrl: identity.profileImageUrl ?? null,
          role: listedAdmin ? 'admin' : 'user',
        },
      });
    }
    // The free credits wait for a verified address; the ledger's key grants them once per account.
    if (user.emailVerifiedAt) await grantSignupCredits(tx, user.id);
    return tx.user.findUniqueOrThrow({ where: { id: user.id } });
  });
}

/** Makes the account with this e-mail an administrator (`npm run admin:grant`); false when there is none. */
export async function grantAdmin(db: Db, email: string): Promise<boolean> {
  const result = await db.user.updateMany({ where: { email: email.trim().toLowerCase() }, data: { role: 'admin' } });
  return result.count > 0;
}
