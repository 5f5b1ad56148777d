// Graphile Worker task `expire_files`, run every hour by the worker's crontab (start-worker.ts): the
// retention policy (issue 13 item 4, ADR 104). Files past their expiry — outputs OUTPUT_RETENTION_DAYS
// after their job completed, uploads as long after they arrived — are deleted from the storage and
// marked expired; the job rows and their reports stay. Graphile's cron schedules each hour once however
// many workers run, and a second run at once would only find nothing left to do.
import type { Task } from 'graphile-worker';
import { expireDueFiles } from '../../app/models/job-file.server.ts';
import type { Storage } from '../../app/storage/storage.server.ts';
import type { Db } from '../../app/utils/db.server.ts';

export const EXPIRE_FILES = 'expire_files';

/** Minute 17 of every hour (off the hour, where other machines' cron jobs crowd). */
export const EXPIRE_FILES_CRONTAB = `17 * * * * ${EXPIRE_FILES}`;

export function createExpireFilesTask(deps: { db: Db; storage?: Storage }): Task {
  return async (_payload, helpers) => {
    const result = await expireDueFiles(deps.db, { storage: deps.storage, log: (m) => helpers.logger.error(m) });
    if (result.files > 0 || result.failed > 0) {
      helpers.logger.info(`expire_files: deleted ${result.files} file(s) of ${result.jobs} completed job(s) past their retention; ${result.failed} failed`);
    }
    // Files the storage refused are tried again next hour; an error makes Graphile retry sooner.
    if (result.failed > 0 && result.files === 0) throw new Error(`expire_files: the storage refused all ${result.failed} file(s) due`);
  };
}
