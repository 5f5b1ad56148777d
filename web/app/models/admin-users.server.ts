// The administrator's user list and credit adjustments (spec §2 /admin/users, §5). An adjustment sets
// the balance to the given number through the ledger: one 'admin' entry for the difference, carrying
// the reason and the administrator's id, in the same transaction as the audit row.
import crypto from 'node:crypto';
import type { CreditUpdateInput } from '../lib/admin.ts';
import type { Db } from '../utils/db.server.ts';
import { recordAdminAction } from './admin-audit.server.ts';
import { applyCreditChange } from './credit.server.ts';
import type { UserDto } from './user.server.ts';
import { toUserDto } from './user.server.ts';

export interface AdminUserDto extends UserDto {
  jobCount: number;
}

export async function listUsers(db: Db): Promise<AdminUserDto[]> {
  const users = await db.user.findMany({ orderBy: { createdAt: 'desc' }, include: { _count: { select: { jobs: true } } } });
  return users.map(({ _count, ...user }) => ({ ...toUserDto(user), jobCount: _count.jobs }));
}

export class UserNotFoundError extends Error {
  constructor() {
    super('User not found');
    this.name = 'UserNotFoundError';
  }
}

/** Sets a user's balance; returns the user as it is afterwards. */
export async function setUserCredits(db: Db, input: CreditUpdateInput & { adminId: string }): Promise<UserDto> {
  return db.$transaction(async (tx) => {
    // The row lock makes "new balance − old balance" exact even while a job is being charged.
    const rows = await tx.$queryRaw<{ credits: number }[]>`SELECT "credits" FROM "User" WHERE "id" = ${input.userId} FOR UPDATE`;
    const before = rows[0]?.credits;
    if (before === undefined) throw new UserNotFoundError();
    const amount = input.credits - before;
    const key = `admin:${crypto.randomUUID()}`;
    await applyCreditChange(tx, {
      userId: input.userId,
      amount,
      kind: 'admin',
      description: `Adjusted by an administrator: ${input.reason}`,
      idempotencyKey: key,
    });
    await tx.creditTransaction.update({ where: { idempotencyKey: key }, data: { actorId: input.adminId } });
    await recordAdminAction(tx, {
      adminId: input.adminId,
      action: 'update-credits',
      target: input.userId,
      details: { before, after: input.credits, reason: input.reason },
    });
    return toUserDto(await tx.user.findUniqueOrThrow({ where: { id: input.userId } }));
  });
}
