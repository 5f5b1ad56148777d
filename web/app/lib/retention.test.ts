import { describe, expect, it } from 'vitest';
import { filesRetention } from './retention.ts';

const now = Date.parse('2026-11-25T09:00:00Z');

describe('filesRetention', () => {
  it('kept until the date the server sent', () => {
    expect(filesRetention({ filesAvailableUntil: '2026-12-25T09:00:00.000Z', filesDeletedAt: null, filesKeptDays: 30 }, now)).toEqual({
      state: 'kept',
      until: '2026-12-25T09:00:00.000Z',
    });
  });

  it('deleted once the task has run, with the days they were kept', () => {
    expect(filesRetention({ filesAvailableUntil: '2026-10-25T09:00:00.000Z', filesDeletedAt: '2026-10-25T09:17:00.000Z', filesKeptDays: 30 }, now)).toEqual({
      state: 'deleted',
      on: '2026-10-25T09:17:00.000Z',
      days: 30,
    });
  });

  it('deleted as soon as the date has passed, before the task runs', () => {
    expect(filesRetention({ filesAvailableUntil: '2026-11-25T08:59:59.000Z', filesDeletedAt: null, filesKeptDays: 7 }, now)).toMatchObject({
      state: 'deleted',
      days: 7,
    });
  });

  it('no expiry known (a placeholder, or a job without files): nothing to say', () => {
    expect(filesRetention({}, now)).toEqual({ state: 'unlimited' });
  });
});
