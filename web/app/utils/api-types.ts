// The shapes the /api routes answer, for the screens (type-only: nothing server-side reaches the
// browser bundle).
export type { JobDto, JobStatus, DownloadVariant, ProcessingLogEntry } from '../models/job.server.ts';
export type { UserDto } from '../models/user.server.ts';
export type { CreditsDto } from '../models/credit.server.ts';
export type { PageContentDto, PageKey } from '../models/page-content.server.ts';
export type { PublicConfig } from './public-config.server.ts';

/** Error bodies of every /api route. */
export interface ApiError {
  error: string;
  /** Upload errors also carry the toast title and text separately. */
  title?: string;
  message?: string;
}

/** POST /api/process answer. */
export interface ProcessResponse {
  jobId: string;
}
