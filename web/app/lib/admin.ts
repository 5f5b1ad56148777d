// The administrator screens' rules and numbers (spec §2 /admin, §5, §8, §9), pure so that the server
// validates with the very same functions the screens use and both are unit-tested once.

/** Spec §5: the only models an AI call may use. */
export const SELECTABLE_MODELS = ['gpt-5', 'gpt-5-mini', 'gpt-5-nano', 'gpt-4o', 'gpt-4o-mini'] as const;
export type SelectableModel = (typeof SELECTABLE_MODELS)[number];

export function isSelectableModel(value: unknown): value is SelectableModel {
  return typeof value === 'string' && (SELECTABLE_MODELS as readonly string[]).includes(value);
}

export const REASON_REQUIRED = 'Please provide a reason for the credit adjustment';
export const CREDITS_INVALID = 'Credits must be a whole number of at least 0';
/**
 * Highest balance an administrator may set: balances are 32-bit integers in the database (up to
 * 2,147,483,647), and purchases must still fit on top. Above it the database refused the update and
 * the server answered 500.
 */
export const MAX_ADMIN_CREDITS = 1_000_000_000;
export const CREDITS_TOO_LARGE = `Credits can be at most ${MAX_ADMIN_CREDITS.toLocaleString('en-US')}`;
/** Longest reason kept in the ledger (a description, not an essay). */
export const MAX_REASON = 500;

export type CreditUpdateInput = { userId: string; credits: number; reason: string };

/** Spec §5 admin credit update: reason required (trimmed, non-empty); credits a required integer ≥ 0. */
export function parseCreditUpdate(input: {
  userId?: unknown;
  credits?: unknown;
  reason?: unknown;
}): { ok: true; value: CreditUpdateInput } | { ok: false; error: string } {
  const userId = typeof input.userId === 'string' ? input.userId.trim() : '';
  if (!userId) return { ok: false, error: 'userId is required' };
  const reason = typeof input.reason === 'string' ? input.reason.trim() : '';
  if (!reason) return { ok: false, error: REASON_REQUIRED };
  if (reason.length > MAX_REASON) return { ok: false, error: `The reason has at most ${MAX_REASON} characters` };
  const raw = typeof input.credits === 'string' && input.credits.trim() !== '' ? Number(input.credits) : input.credits;
  if (typeof raw !== 'number' || !Number.isInteger(raw) || raw < 0) return { ok: false, error: CREDITS_INVALID };
  if (raw > MAX_ADMIN_CREDITS) return { ok: false, error: CREDITS_TOO_LARGE };
  return { ok: true, value: { userId, credits: raw, reason } };
}

/** Spec §9: costs are shown with 4 to 6 decimals. */
export function formatCost(usd: number): string {
  return `$${usd.toLocaleString('en-US', { minimumFractionDigits: 4, maximumFractionDigits: 6 })}`;
}

/** Spec §9 admin duration: completed minus created (now minus created while processing), as "d h", "h m", "m s" or "s". */
export function formatAdminDuration(createdAt: string, completedAt: string | null, status: string, now = Date.now()): string {
  const start = Date.parse(createdAt);
  const end = completedAt ? Date.parse(completedAt) : status === 'processing' ? now : NaN;
  if (Number.isNaN(start) || Number.isNaN(end)) return 'N/A';
  return formatSeconds(Math.max(0, Math.round((end - start) / 1000)));
}

export function formatSeconds(total: number): string {
  const d = Math.floor(total / 86_400);
  const h = Math.floor((total % 86_400) / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  if (d > 0) return `${d}d ${h}h`;
  if (h > 0) return `${h}h ${m}m`;
  if (m > 0) return `${m}m ${s}s`;
  return `${s}s`;
}

/** Spec §9 admin credits per job: max(1, bibtex entries) — or, once the job has ended, what it was charged. */
export function adminCreditsForJob(job: { status?: string; bibtexEntries: number | null | undefined; creditsUsed?: number | null }): number {
  // A finished job shows what its ledger says it cost (references that could not be checked and failed
  // or cancelled jobs give credits back), as the user's own results do; else the spec's estimate.
  if (job.status !== undefined && job.status !== 'processing' && typeof job.creditsUsed === 'number') return job.creditsUsed;
  return Math.max(1, job.bibtexEntries ?? 0);
}

/** Spec §9 admin job id: its first 8 characters. */
export const shortJobId = (id: string) => id.slice(0, 8);

export interface StatsJob {
  status: string;
  createdAt: string;
  completedAt: string | null;
  citationsFound: number | null;
  uniqueReferences: number | null;
  bibtexEntries: number | null;
}

export interface JobStats {
  documents: number;
  citations: number;
  references: number;
  bibtexEntries: number;
  durationSeconds: number;
  perDocument: { citations: number; references: number; bibtexEntries: number; durationSeconds: number };
}

/** Processing History statistics: totals, and averages per document (spec §2 /admin). */
export function jobStats(jobs: readonly StatsJob[], now = Date.now()): JobStats {
  let citations = 0;
  let references = 0;
  let bibtexEntries = 0;
  let durationSeconds = 0;
  for (const job of jobs) {
    citations += job.citationsFound ?? 0;
    references += job.uniqueReferences ?? 0;
    bibtexEntries += job.bibtexEntries ?? 0;
    const start = Date.parse(job.createdAt);
    const end = job.completedAt ? Date.parse(job.completedAt) : job.status === 'processing' ? now : NaN;
    if (!Number.isNaN(start) && !Number.isNaN(end)) durationSeconds += Math.max(0, Math.round((end - start) / 1000));
  }
  const documents = jobs.length;
  const per = (n: number) => (documents === 0 ? 0 : Math.round((n / documents) * 10) / 10);
  return {
    documents,
    citations,
    references,
    bibtexEntries,
    durationSeconds,
    perDocument: {
      citations: per(citations),
      references: per(references),
      bibtexEntries: per(bibtexEntries),
      durationSeconds: Math.round(per(durationSeconds)),
    },
  };
}

/** Spec §9: content previews show 200 characters (of the text, not of the markup). */
export const CONTENT_PREVIEW_CHARS = 200;

export function contentPreview(html: string): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > CONTENT_PREVIEW_CHARS ? `${text.slice(0, CONTENT_PREVIEW_CHARS)}...` : text;
}

/** The API Configuration tab's migration summary: how many configs use each GPT-5 variant. */
export function migrationSummary(configs: readonly { selectedModel: string }[]): { model: string; count: number }[] {
  const variants = SELECTABLE_MODELS.filter((m) => m.startsWith('gpt-5'));
  const rows = variants.map((model) => ({ model, count: configs.filter((c) => c.selectedModel === model).length }));
  const other = configs.length - rows.reduce((sum, r) => sum + r.count, 0);
  return [...rows, { model: 'other', count: other }];
}

/** 7-day trend bars: each day's share of the highest day's cost, 0–100. */
export function trendBars(days: readonly { date: string; cost: number; calls: number }[]): { date: string; cost: number; calls: number; percent: number }[] {
  const max = Math.max(0, ...days.map((d) => d.cost));
  return days.map((d) => ({ ...d, percent: max > 0 ? Math.round((d.cost / max) * 100) : 0 }));
}

export const ADMIN_MESSAGES = {
  accessDenied: 'Access denied. Administrator privileges required to view this page.',
  accessDeniedToast: { title: 'Access Denied', description: "You don't have permission to access this page" },
  contentDenied: 'You do not have permission to access this page.',
  adminRequired: 'Admin access required',
  cleanupDone: (n: number) => ({ title: 'Cleanup Complete', description: `Updated ${n} stale job(s) to failed status.` }),
  cleanupFailed: 'Unable to cleanup stale jobs. Please try again.',
  deletionDone: (n: number) => ({ title: 'Deletion Complete', description: `Deleted ${n} failed job record(s) from database.` }),
  deletionFailed: 'Unable to delete failed jobs. Please try again.',
  configUpdated: { title: 'Configuration Updated', description: 'API configuration has been updated successfully.' },
  configFailed: 'Failed to update configuration.',
  creditsUpdated: { title: 'Success', description: 'User credits updated successfully' },
  creditsFailed: { title: 'Error', description: 'Failed to update user credits' },
  contentUpdated: (title: string) => ({ title: 'Content Updated', description: `${title} has been updated successfully` }),
  contentFailed: { title: 'Update Failed', description: 'Unable to update page content. Please try again.' },
} as const;
