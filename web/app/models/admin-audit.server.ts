// The audit trail of administrator actions (issue 14): every admin call that changes data writes one
// row — who, what, when — in the same transaction as the change when there is one.
import type { Prisma } from '../generated/prisma/client.ts';
import type { Db } from '../utils/db.server.ts';
import type { Tx } from './credit.server.ts';

export type AdminAction = 'update-credits' | 'update-page-content' | 'update-ai-config' | 'initialize-ai-configs' | 'cleanup-stale-jobs' | 'delete-failed-jobs';

export interface AdminActionRecord {
  adminId: string;
  action: AdminAction;
  target?: string | null;
  details?: Record<string, unknown>;
}

export async function recordAdminAction(db: Db | Tx, record: AdminActionRecord): Promise<void> {
  await db.adminAuditLog.create({
    data: {
      adminId: record.adminId,
      action: record.action,
      target: record.target ?? null,
      details: (record.details ?? {}) as Prisma.InputJsonValue,
    },
  });
}
