-- AlterTable
ALTER TABLE "Job" ADD COLUMN     "outputOptions" JSONB NOT NULL DEFAULT '{}';
