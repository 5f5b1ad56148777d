import { describe, expect, it } from 'vitest';
import {
  adminCreditsForJob,
  contentPreview,
  formatAdminDuration,
  formatCost,
  jobStats,
  migrationSummary,
  CREDITS_TOO_LARGE,
  MAX_ADMIN_CREDITS,
  parseCreditUpdate,
  REASON_REQUIRED,
  shortJobId,
  trendBars,
} from './admin.ts';
import { isCancelledJob } from './job-state.ts';

describe('parseCreditUpdate (spec §5)', () => {
  it('trims the reason and takes whole numbers ≥ 0, also as text from a form', () => {
    expect(parseCreditUpdate({ userId: 'u', credits: '25', reason: '  refund ' })).toEqual({ ok: true, value: { userId: 'u', credits: 25, reason: 'refund' } });
    expect(parseCreditUpdate({ userId: 'u', credits: 0, reason: 'x' })).toMatchObject({ ok: true });
  });
  it('refuses an empty reason with the spec message, and bad numbers', () => {
    expect(parseCreditUpdate({ userId: 'u', credits: 5, reason: ' \n ' })).toEqual({ ok: false, error: REASON_REQUIRED });
    for (const credits of [-1, 1.5, 'abc', '', null, undefined, Number.NaN]) {
      expect(parseCreditUpdate({ userId: 'u', credits, reason: 'x' }).ok).toBe(false);
    }
  });
  it('refuses a balance the database cannot hold with a message, not a server error', () => {
    expect(parseCreditUpdate({ userId: 'u', credits: MAX_ADMIN_CREDITS, reason: 'x' })).toMatchObject({ ok: true });
    for (const credits of [MAX_ADMIN_CREDITS + 1, 1e12, '999999999999', 1e300]) {
      expect(parseCreditUpdate({ userId: 'u', credits, reason: 'x' })).toEqual({ ok: false, error: CREDITS_TOO_LARGE });
    }
    expect(CREDITS_TOO_LARGE).toBe('Credits can be at most 1,000,000,000');
  });
});

describe('admin numbers (spec §9)', () => {
  it('formats costs with 4 to 6 decimals', () => {
    expect(formatCost(0)).toBe('$0.0000');
    expect(formatCost(0.0123)).toBe('$0.0123');
    expect(formatCost(0.00012345)).toBe('$0.000123');
    expect(formatCost(12.5)).toBe('$12.5000');
  });
  it('formats durations as d h, h m, m s or s; now minus created while processing', () => {
    const created = '2026-01-01T00:00:00.000Z';
    expect(formatAdminDuration(created, '2026-01-01T00:00:42.000Z', 'completed')).toBe('42s');
    expect(formatAdminDuration(created, '2026-01-01T00:03:05.000Z', 'completed')).toBe('3m 5s');
    expect(formatAdminDuration(created, '2026-01-01T02:10:00.000Z', 'completed')).toBe('2h 10m');
    expect(formatAdminDuration(created, '2026-01-03T05:00:00.000Z', 'completed')).toBe('2d 5h');
    expect(formatAdminDuration(created, null, 'processing', Date.parse('2026-01-01T00:01:00.000Z'))).toBe('1m 0s');
    expect(formatAdminDuration(created, null, 'failed')).toBe('N/A');
  });
  it('charges max(1, bibtexEntries) and shows 8 characters of a job id', () => {
    expect(adminCreditsForJob({ bibtexEntries: null })).toBe(1);
    expect(adminCreditsForJob({ bibtexEntries: 0 })).toBe(1);
    expect(adminCreditsForJob({ bibtexEntries: 12 })).toBe(12);
    expect(adminCreditsForJob({ status: 'processing', bibtexEntries: 12, creditsUsed: null })).toBe(12);
    expect(shortJobId('0123456789abcdef')).toBe('01234567');
  });
  it("shows what an ended job was charged, as the ledger and the user's results have it", () => {
    // 13 entries, one reference that could not be checked: 12 charged.
    expect(adminCreditsForJob({ status: 'completed', bibtexEntries: 13, creditsUsed: 12 })).toBe(12);
    // Failed or cancelled: the reservation came back.
    expect(adminCreditsForJob({ status: 'failed', bibtexEntries: null, creditsUsed: 0 })).toBe(0);
    // Older rows without the charge recorded: the spec's estimate.
    expect(adminCreditsForJob({ status: 'completed', bibtexEntries: 5, creditsUsed: null })).toBe(5);
  });
  it('totals and per-document averages', () => {
    const stats = jobStats([
      {
        status: 'completed',
        createdAt: '2026-01-01T00:00:00Z',
        completedAt: '2026-01-01T00:01:00Z',
        citationsFound: 10,
        uniqueReferences: 8,
        bibtexEntries: 7,
      },
      {
        status: 'failed',
        createdAt: '2026-01-01T00:00:00Z',
        completedAt: '2026-01-01T00:00:20Z',
        citationsFound: null,
        uniqueReferences: null,
        bibtexEntries: null,
      },
    ]);
    expect(stats).toMatchObject({ documents: 2, citations: 10, references: 8, bibtexEntries: 7, durationSeconds: 80 });
    expect(stats.perDocument).toEqual({ citations: 5, references: 4, bibtexEntries: 3.5, durationSeconds: 40 });
    expect(jobStats([]).perDocument.citations).toBe(0);
  });
  it('previews 200 characters of text, not markup', () => {
    expect(contentPreview('<h2>Title</h2><p>Body &amp; more</p>')).toBe('Title Body & more');
    const long = `<p>${'a'.repeat(300)}</p>`;
    expect(contentPreview(long)).toBe(`${'a'.repeat(200)}...`);
  });
  it('draws trend bars relative to the highest day', () => {
    expect(
      trendBars([
        { date: 'd1', cost: 0.5, calls: 1 },
        { date: 'd2', cost: 2, calls: 4 },
        { date: 'd3', cost: 0, calls: 0 },
      ]).map((d) => d.percent),
    ).toEqual([25, 100, 0]);
    expect(trendBars([{ date: 'd1', cost: 0, calls: 0 }])[0]?.percent).toBe(0);
  });
  it('counts configs per GPT-5 variant', () => {
    expect(migrationSummary([{ selectedModel: 'gpt-5-mini' }, { selectedModel: 'gpt-5-mini' }, { selectedModel: 'gpt-4o' }])).toEqual([
      { model: 'gpt-5', count: 0 },
      { model: 'gpt-5-mini', count: 2 },
      { model: 'gpt-5-nano', count: 0 },
      { model: 'other', count: 1 },
    ]);
  });
});

describe('isCancelledJob', () => {
  it('tells a cancel from a failure', () => {
    expect(isCancelledJob({ status: 'failed', errorMessage: 'Processing cancelled by user', currentStep: 'Cancelled' })).toBe(true);
    expect(isCancelledJob({ status: 'failed', errorMessage: 'Processing failed: bad zip', currentStep: 'Processing failed' })).toBe(false);
    expect(isCancelledJob({ status: 'completed', errorMessage: null })).toBe(false);
  });
});
