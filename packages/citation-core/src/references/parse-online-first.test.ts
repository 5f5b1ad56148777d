import { describe, expect, it } from 'vitest';
import { parseReference } from './parse.ts';
import { stripOnlineFirst } from './parse-online-first.ts';

describe('stripOnlineFirst', () => {
  it('takes the online tail off and keeps its date only when it is the one date', () => {
    expect(stripOnlineFirst('Title. Nat Med. 2024;30(3):100-110. Epub 2024 Jan 5.')).toEqual({ rest: 'Title. Nat Med. 2024;30(3):100-110' });
    expect(stripOnlineFirst('Title. Nat Med. 2024 Mar 3. Epub ahead of print.')).toEqual({ rest: 'Title. Nat Med. 2024 Mar 3' });
    expect(stripOnlineFirst('Title. JAMA Intern Med. Published online March 3, 2024.')).toEqual({ rest: 'Title. JAMA Intern Med', date: [2024, 3, 3] });
    expect(stripOnlineFirst('Title. Nat Med. 2024;30:1-10.')).toEqual({ rest: 'Title. Nat Med. 2024;30:1-10.' });
  });
});

describe('an article published online before its issue', () => {
  it.each([
    ['Smith J, Doe A. Title of it. Nat Med. 2024;30(3):100-110. Epub 2024 Jan 5.', { volume: '30', issue: '3', pages: '100-110', year: 2024 }],
    [
      'Smith J, Doe A. Title of it. Nat Med. 2024;30(3):100-110. doi: 10.1038/s41591-024-00001-1. Epub 2024 Jan 5. PMID: 38123456.',
      { volume: '30', issue: '3', pages: '100-110', pmid: '38123456' },
    ],
    ['Smith J, Doe A. Title of it. Nat Med. 2024 Mar 3. doi: 10.1038/s41591-024-00001-1. Epub ahead of print.', { issued: [2024, 3, 3] }],
  ])('keeps the journal and its locators (PubMed): %s', (raw, fields) => {
    expect(parseReference(raw)).toMatchObject({ title: 'Title of it', containerTitle: 'Nat Med', type: 'article-journal', ...fields });
  });

  it('is dated by AMA’s "Published online" date, in its journal', () => {
    const parsed = parseReference('Smith J, Doe A. Title of it. JAMA Intern Med. Published online March 3, 2024. doi:10.1001/jamainternmed.2024.0001');
    expect(parsed).toMatchObject({ title: 'Title of it', containerTitle: 'JAMA Intern Med', year: 2024, issued: [2024, 3, 3] });
  });
});

describe("a database's notes after the locators", () => {
  it.each([
    ['Li W, Liu X. Soil pollution and asthma. Environ Res. 2018;126(7):100-110. Review.', {}],
    ['Li W, Liu X. Soil pollution and asthma. Environ Res. 2018;126(7):100-110. Open access.', {}],
    ['Li W, Liu X. Soil pollution and asthma. Environ Res. 2018;126(7):100-110. (Cited 120 times)', {}],
    ['Li W, Liu X. Soil pollution and asthma. Environ Res. 2018;126(7):100-110. Review. Spanish.', { language: 'es' }],
    ['Li W, Liu X. Soil pollution and asthma. Environ Res. 2018;126(7):100-110. [Article in Korean]', { language: 'ko' }],
    ['Li W, Liu X. Soil pollution and asthma. Environ Res. 2018;126(7):100-110. German. doi:10.1000/xyz PMID: 12345.', { language: 'de', pmid: '12345' }],
    ['Li W, Liu X. Soil pollution and asthma. Environ Res. 2018;126(7):100-110. (doi: 10.1000/abc.123).', { doi: '10.1000/abc.123' }],
    ['Li W, Liu X. Soil pollution and asthma. Environ Res. 2018;126(7):100-110. Published 2018 Jul 5.', { issued: [2018, 7, 5] }],
    ['Li W, Liu X. Soil pollution and asthma. Environ Res. 2018;126(7):100-110. Published online July 5, 2018.', {}],
  ])('keep the journal, its volume, issue and pages: %s', (raw, fields) => {
    expect(parseReference(raw)).toMatchObject({
      type: 'article-journal',
      title: 'Soil pollution and asthma',
      containerTitle: 'Environ Res',
      volume: '126',
      issue: '7',
      pages: '100-110',
      ...fields,
    });
  });

  it('are only words that name a note: a last part that names no language stays', () => {
    expect(stripOnlineFirst('Title. Springer; 2018. Nature.')).toEqual({ rest: 'Title. Springer; 2018. Nature.' });
    expect(stripOnlineFirst('Title. J Things. 2018;1:2-3. Spanish.')).toEqual({ rest: 'Title. J Things. 2018;1:2-3', language: 'es' });
  });
});
