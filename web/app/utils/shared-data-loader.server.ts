// The loader half of lib/loaded-shared-data.ts (ADR 112): the signed-in user's jobs and credits, from
// the same queries as GET /api/user/jobs (listJobsForUser) and GET /api/user/credits (getCredits), for
// the pages that show them on first paint.
import type { SharedPageData } from '../lib/loaded-shared-data.ts';
import { getCredits } from '../models/credit.server.ts';
import { listJobsForUser } from '../models/job.server.ts';
import type { UserDto } from '../models/user.server.ts';
import { getDb } from './db.server.ts';

export async function jobListFor(user: UserDto | null): Promise<Required<Pick<SharedPageData, 'jobs'>>> {
  return { jobs: user ? await listJobsForUser(getDb(), user.id) : null };
}

export async function creditsFor(user: UserDto | null): Promise<Required<Pick<SharedPageData, 'credits'>>> {
  return { credits: user ? await getCredits(getDb(), user.id) : null };
}
