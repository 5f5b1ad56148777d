import { describe, expect, it } from 'vitest';
import { uncheckedNotice } from './unchecked-notice.ts';

describe('uncheckedNotice', () => {
  it('says nothing when every reference was checked', () => {
    expect(uncheckedNotice(0, 13)).toBeNull();
    expect(uncheckedNotice(undefined, 13)).toBeNull();
  });

  it('counts the unchecked references and the credits returned', () => {
    const notice = uncheckedNotice(3, 13);
    expect(notice?.title).toBe('3 of 13 references could not be checked');
    expect(notice?.text).toMatch(/did not answer for them/);
    expect(notice?.text).toMatch(/3 credits returned/);
    expect(notice?.text).not.toMatch(/fabricated/);
  });

  it('says so when none could be checked, and that nothing was charged', () => {
    const notice = uncheckedNotice(13, 13);
    expect(notice?.title).toBe('The references could not be checked');
    expect(notice?.text).toMatch(/none of the 13 references was looked up and no credits were charged/);
  });

  it('words one reference in the singular', () => {
    expect(uncheckedNotice(1, 4)?.text).toMatch(/for it, so it was not looked up and not charged \(1 credit returned\)/);
  });
});
