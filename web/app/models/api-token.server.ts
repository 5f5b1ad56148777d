// Personal API tokens: created in /settings or POST /api/tokens, sent by the CLI as
// `Authorization: Bearer <token>`. The secret is random (32 bytes), shown once, and stored only as its
// SHA-256: a leaked database does not leak usable tokens, and a lookup is one indexed equality.
import crypto from 'node:crypto';
import type { ApiToken } from '../generated/prisma/client.ts';
import type { Db } from '../utils/db.server.ts';

/** Every token starts with this, so secret scanners (and people) recognise one. */
export const TOKEN_PREFIX = 'crt_';
/** Characters of the token shown in lists to tell tokens apart (the prefix plus a few). */
const SHOWN_CHARS = TOKEN_PREFIX.length + 8;
export const MAX_TOKEN_NAME = 100;
/** The 401 answer to a missing, unknown, revoked or expired token (the CLI shows its own hint). */
export const TOKEN_REJECTED = 'Invalid, expired or revoked API token';
export const MAX_EXPIRY_DAYS = 3650;
/** A token used again within this time does not rewrite lastUsedAt (one write per minute at most). */
const LAST_USED_RESOLUTION_MS = 60_000;

export interface ApiTokenDto {
  id: string;
  name: string;
  prefix: string;
  adminScope: boolean;
  createdAt: string;
  lastUsedAt: string | null;
  expiresAt: string | null;
}

export interface CreatedToken extends ApiTokenDto {
  /** The secret itself: returned once, never stored. */
  token: string;
}

export function toApiTokenDto(row: ApiToken): ApiTokenDto {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    adminScope: row.adminScope,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
  };
}

export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token, 'utf8').digest('hex');
}

export class TokenInputError extends Error {}

export interface NewTokenInput {
  name?: unknown;
  expiresInDays?: unknown;
  adminScope?: unknown;
}

/** Validates the JSON body of POST /api/tokens; throws TokenInputError with a message for the user. */
export function parseNewToken(input: NewTokenInput, isAdmin: boolean): { name: string; expiresInDays: number | null; adminScope: boolean } {
  const name = typeof input.name === 'string' ? input.name.trim() : '';
  if (!name) throw new TokenInputError('Give the token a name, e.g. "laptop" or "CI".');
  if (name.length > MAX_TOKEN_NAME) throw new TokenInputError(`A token name has at most ${MAX_TOKEN_NAME} characters.`);
  let expiresInDays: number | null = null;
  if (input.expiresInDays !== undefined && input.expiresInDays !== null && input.expiresInDays !== '') {
    const days = Number(input.expiresInDays);
    if (!Number.isInteger(days) || days < 1 || days > MAX_EXPIRY_DAYS) {
      throw new TokenInputError(`expiresInDays must be a whole number of days from 1 to ${MAX_EXPIRY_DAYS}.`);
    }
    expiresInDays = days;
  }
  const adminScope = input.adminScope === true || input.adminScope === 'true' || input.adminScope === 'on';
  if (adminScope && !isAdmin) throw new TokenInputError('Only administrators can create tokens with the admin scope.');
  return { name, expiresInDays, adminScope };
}

export async function createApiToken(
  db: Db,
  userId: string,
  input: { name: string; expiresInDays: number | null; adminScope: boolean },
  now = new Date(),
): Promise<CreatedToken> {
  const token = TOKEN_PREFIX + crypto.randomBytes(32).toString('base64url');
  const row = await db.apiToken.create({
    data: {
      userId,
      name: input.name,
      prefix: token.slice(0, SHOWN_CHARS),
      tokenHash: hashToken(token),
      adminScope: input.adminScope,
      expiresAt: input.expiresInDays ? new Date(now.getTime() + input.expiresInDays * 86_400_000) : null,
    },
  });
  return { ...toApiTokenDto(row), token };
}

/** The user's tokens that still work, newest first (revoked ones are gone from the list). */
export async function listApiTokens(db: Db, userId: string): Promise<ApiTokenDto[]> {
  const rows = await db.apiToken.findMany({ where: { userId, revokedAt: null }, orderBy: { createdAt: 'desc' } });
  return rows.map(toApiTokenDto);
}

/** Revokes one of the user's tokens; false when there is no such token of this user. */
export async function revokeApiToken(db: Db, userId: string, id: string): Promise<boolean> {
  const { count } = await db.apiToken.updateMany({ where: { id, userId, revokedAt: null }, data: { revokedAt: new Date() } });
  return count === 1;
}

export interface TokenAuth {
  tokenId: string;
  userId: string;
  adminScope: boolean;
}

/** The token's owner when it is valid (known, not revoked, not expired); records its use. */
export async function authenticateApiToken(db: Db, token: string, now = new Date()): Promise<TokenAuth | null> {
  if (!token.startsWith(TOKEN_PREFIX) || token.length > 200) return null;
  const row = await db.apiToken.findUnique({ where: { tokenHash: hashToken(token) } });
  if (!row || row.revokedAt || (row.expiresAt && row.expiresAt <= now)) return null;
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > LAST_USED_RESOLUTION_MS) {
    await db.apiToken.update({ where: { id: row.id }, data: { lastUsedAt: now } });
  }
  return { tokenId: row.id, userId: row.userId, adminScope: row.adminScope };
}

/** The token of an `Authorization: Bearer …` header, or null when the request has none. */
export function bearerToken(request: Request): string | null {
  const header = request.headers.get('Authorization');
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1]! : '';
}
