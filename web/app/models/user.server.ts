// Users: created on first sign-in with their free credits; admins from ADMIN_EMAILS or the very first user.
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
  firstName?: string | null;
  lastName?: string | null;
  profileImageUrl?: string | null;
}

// Serialises sign-ups so that "the very first user is admin" holds when two people sign up at once.
const SIGNUP_LOCK_ID = 727_274_002;

export async function upsertUserFromIdentity(db: Db, identity: Identity, adminEmails: readonly string[]): Promise<User> {
  const email = identity.email.trim().toLowerCase();
  const listedAdmin = adminEmails.includes(email);
  return db.$transaction(async (tx) => {
    const existing =
      (await tx.user.findUnique({ where: { oidcSubject: identity.subject } })) ??
      (await tx.user.findUnique({ where: { email } }));
    if (existing) {
      return tx.user.update({
        where: { id: existing.id },
        data: {
          oidcSubject: identity.subject,
          email,
          firstName: identity.firstName ?? existing.firstName,
          lastName: identity.lastName ?? existing.lastName,
          profileImageUrl: identity.profileImageUrl ?? existing.profileImageUrl,
          ...(listedAdmin ? { role: 'admin' as const } : {}),
        },
      });
    }
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(${SIGNUP_LOCK_ID})`;
    const first = (await tx.user.count()) === 0;
    const user = await tx.user.create({
      data: {
        email,
        oidcSubject: identity.subject,
        firstName: identity.firstName ?? null,
        lastName: identity.lastName ?? null,
        profileImageUrl: identity.profileImageUrl ?? null,
        role: listedAdmin || first ? 'admin' : 'user',
      },
    });
    await grantSignupCredits(tx, user.id);
    return tx.user.findUniqueOrThrow({ where: { id: user.id } });
  });
}
