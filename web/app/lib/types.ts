// The JSON shapes of the /api/* answers (spec §3), as the server defines them. Type-only imports: no
// server code reaches the browser bundle.
import type { JobDto, JobStatus, ProcessingLogEntry } from '../models/job.server.ts';
import type { UserDto } from '../models/user.server.ts';
import type { CreditsDto } from '../models/credit.server.ts';
import type { PageContentDto } from '../models/page-content.server.ts';
import type { ApiTokenDto } from '../models/api-token.server.ts';

export type { JobStatus, ProcessingLogEntry, UserDto, CreditsDto, PageContentDto, ApiTokenDto };

/** A job as the browser holds it: a server job, or a local placeholder (id 'temp-…' or 'failed-…'). */
export type Job = JobDto;

/** Public settings the root loader shares with every screen. */
export interface PublicConfig {
  demoVideoUrl: string | null;
  feedbackEmail: string;
  companyName: string;
  /** Stripe is configured on this server (issue 12); absent or false: the purchase card says it is not. */
  paymentsEnabled?: boolean;
  /** The app's public address (APP_URL), as the command line's `login --server` takes it. */
  appUrl?: string;
}
