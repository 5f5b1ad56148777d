-- Issue 13 item 4: uploads and outputs move out of PostgreSQL into the file storage (ADR 104), and
-- outputs are kept for OUTPUT_RETENTION_DAYS.

-- A row written from now on holds only metadata and the storage key; older rows keep their bytes and
-- are still read from here until the retention task frees them.
ALTER TABLE "JobFile" ALTER COLUMN "bytes" DROP NOT NULL;
ALTER TABLE "JobFile" ADD COLUMN "storageKey" TEXT;
ALTER TABLE "JobFile" ADD COLUMN "expiresAt" TIMESTAMP(3);
ALTER TABLE "JobFile" ADD COLUMN "expiredAt" TIMESTAMP(3);

ALTER TABLE "Job" ADD COLUMN "filesExpireAt" TIMESTAMP(3);
ALTER TABLE "Job" ADD COLUMN "filesExpiredAt" TIMESTAMP(3);

CREATE INDEX "JobFile_expiresAt_idx" ON "JobFile"("expiresAt");

-- Files stored before the policy existed get the default retention counted from the upgrade, so an
-- upgrade deletes nothing at once (30 days: OUTPUT_RETENTION_DAYS's default).
UPDATE "JobFile" SET "expiresAt" = CURRENT_TIMESTAMP + INTERVAL '30 days';
UPDATE "Job" SET "filesExpireAt" = CURRENT_TIMESTAMP + INTERVAL '30 days'
 WHERE "status" = 'completed' AND EXISTS (SELECT 1 FROM "JobFile" f WHERE f."jobId" = "Job"."id" AND f."kind" <> 'upload');
