import { describe, expect, it } from 'vitest';
import { REFUSED_MESSAGE, UNCHECKED_MESSAGE } from '@cite-repair/citation-core';
import { countPrivateLinks, documentNoticesBeside, uncheckedNotice } from './unchecked-notice.ts';

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

  it('words one reference in the singular, to the end', () => {
    expect(uncheckedNotice(1, 4)?.text).toMatch(/for it, so it was not looked up and not charged \(1 credit returned\)\. It is in your files as written/);
    expect(uncheckedNotice(1, 4, 1)?.text).not.toMatch(/They are/);
    expect(uncheckedNotice(1, 1)).toMatchObject({ title: 'The reference could not be checked' });
    expect(uncheckedNotice(1, 1)?.text).toMatch(/so it was not looked up and no credit was charged for it\. It is in your files/);
  });

  it('gives the reason the log gives when links to private addresses were not opened', () => {
    const notice = uncheckedNotice(2, 13, 2);
    expect(notice?.text).toMatch(/^Their links point to local or private addresses, which are not opened, so they were not looked up/);
    expect(notice?.text).not.toMatch(/did not answer/);
    expect(uncheckedNotice(1, 13, 1)?.text).toMatch(/^Its link points to a local or private address, which is not opened, so it was not looked up/);
    expect(uncheckedNotice(13, 13, 13)?.text).toMatch(/^Their links point to .*, so none of the 13 references was looked up/);
  });

  it('names both reasons when the references had both', () => {
    expect(uncheckedNotice(3, 13, 2)?.text).toMatch(
      /^The lookup services did not answer for 1, and the links of 2 point to a local or private address, which is not opened, so they were not looked up and not charged \(3 credits returned\)/,
    );
  });

  it("counts the log entries whose message is citation-core's own for a link not opened", () => {
    const logs = [
      { message: `${REFUSED_MESSAGE}\nrefused to fetch http://127.0.0.1/x: address 127.0.0.1 is loopback` },
      { message: UNCHECKED_MESSAGE },
      { message: 'DOI 10.1/x found in Crossref' },
      {},
    ];
    expect(countPrivateLinks(logs)).toBe(1);
  });
});

describe('documentNoticesBeside', () => {
  it('leaves out the notice that lookups went unanswered (told with its credits by the unchecked notice), and keeps the others', () => {
    const entries = [
      { id: 'lookups-unanswered', status: 'warning', strategy: 'lookups', message: '1 of the 13 references could not be checked' },
      { id: 'list', status: 'warning', strategy: 'lists', message: 'the numbered list under "Learn more" reads as references' },
      { id: 'ref-1', status: 'success', strategy: 'crossref', message: 'found' },
    ];
    expect(documentNoticesBeside(entries).map((e) => e.id)).toEqual(['list']);
  });
});
