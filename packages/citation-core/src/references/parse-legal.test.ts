import { describe, expect, it } from 'vitest';
import { parseReference } from './parse.ts';

describe('patents', () => {
  it.each([
    ['Smith J. Widget assembly. U.S. Patent No. 7,654,321. 2010 Feb 2.', 'Widget assembly', '7,654,321'],
    ['Doe A, Lee B. Method for folding proteins. US 7654321 B2, 2010.', 'Method for folding proteins', 'US 7654321 B2'],
    ['Müller K. Vorrichtung zum Falten. EP 1234567 A1, 2019.', 'Vorrichtung zum Falten', 'EP 1234567 A1'],
    [
      'Smith J, inventor; Acme Corp, assignee. Method of making widgets. United States patent US 1234567. 2010 Jan 1.',
      'Method of making widgets',
      'US 1234567',
    ],
  ])('%s is a patent with its number', (raw, title, number) => {
    const ref = parseReference(raw);
    expect(ref.type).toBe('patent');
    expect(ref.title).toBe(title);
    expect(ref.number).toBe(number);
    expect(ref.containerTitle).toBeUndefined();
  });

  it("reads Vancouver's inventors and assignee", () => {
    const ref = parseReference('Smith J, Doe A, inventors; Acme Corp, assignee. Method of making widgets. United States patent US 1234567. 2010 Jan 1.');
    expect(ref.authors).toEqual([
      { family: 'Smith', given: 'J.' },
      { family: 'Doe', given: 'A.' },
    ]);
    expect(ref.publisher).toBe('Acme Corp');
  });
});

describe('standards', () => {
  it.each([
    [
      'International Organization for Standardization. (2022). ISO/IEC 27001:2022 Information security, cybersecurity and privacy protection — Information security management systems — Requirements. ISO.',
      'ISO/IEC 27001:2022',
    ],
    [
      'IEEE Std 802.11-2020, IEEE Standard for Information Technology—Telecommunications and information exchange between systems. IEEE, 2021.',
      'IEEE Std 802.11-2020',
    ],
    ['BS EN 1990:2002 Eurocode. Basis of structural design. London: BSI; 2002.', 'BS EN 1990:2002'],
    ['国家标准化管理委员会. 信息安全技术 网络安全等级保护基本要求: GB/T 22239—2019[S]. 北京: 中国标准出版社, 2019.', 'GB/T 22239—2019'],
  ])('%s is a standard with its number', (raw, number) => {
    const ref = parseReference(raw);
    expect(ref.type).toBe('standard');
    expect(ref.number).toBe(number);
    expect(ref.containerTitle).toBeUndefined();
  });

  it('the body that issues a standard is its publisher, not its author or journal', () => {
    const ref = parseReference('BS EN 1990:2002 Eurocode. Basis of structural design. London: BSI; 2002.');
    expect(ref.authors).toEqual([]);
    expect(ref.title).toBe('Eurocode. Basis of structural design');
    expect(ref.publisher).toBe('BSI');
  });
});

describe('legislation and court cases', () => {
  it.each([
    [
      'Regulation (EU) 2024/1689 of the European Parliament and of the Council of 13 June 2024 laying down harmonised rules on artificial intelligence. Official Journal of the European Union, L 2024/1689.',
      '2024/1689',
    ],
    ['Civil Rights Act of 1964, Pub. L. No. 88-352, 78 Stat. 241 (1964).', '88-352'],
    [
      'Directive 95/46/EC of the European Parliament and of the Council of 24 October 1995 on the protection of individuals. OJ L 281, 23.11.1995, p. 31–50.',
      '95/46/EC',
    ],
    ['Data Protection Act 2018, c. 12. https://www.legislation.gov.uk/ukpga/2018/12/contents', 'c. 12'],
  ])('%s is legislation with its number', (raw, number) => {
    const ref = parseReference(raw);
    expect(ref.type).toBe('legislation');
    expect(ref.number).toBe(number);
  });

  it("an act's name is its title, and its public law numbers are no journal", () => {
    const ref = parseReference('Civil Rights Act of 1964, Pub. L. No. 88-352, 78 Stat. 241 (1964).');
    expect(ref.title).toBe('Civil Rights Act of 1964');
    expect(ref.containerTitle).toBeUndefined();
  });

  it.each(['Roe v. Wade, 410 U.S. 113 (1973).', 'Donoghue v Stevenson [1932] AC 562.', 'Case C-131/12 Google Spain SL v AEPD, ECLI:EU:C:2014:317.'])(
    '%s is a court case',
    (raw) => {
      expect(parseReference(raw).type).toBe('legal_case');
    },
  );

  it('a case is its name, reporter, volume and first page', () => {
    const ref = parseReference('Brown v. Board of Education, 347 U.S. 483 (1954).');
    expect(ref).toMatchObject({ type: 'legal_case', title: 'Brown v. Board of Education', containerTitle: 'U.S.', volume: '347', pages: '483' });
    expect(ref.authors).toEqual([]);
  });
});

describe('one word is no kind', () => {
  it.each([
    'Smith J. Patent thickets and innovation. Res Policy. 2015;44(3):100-110.',
    'Jones A. Implementing ISO 9001 in hospitals. Qual Manag J. 2019;3:1-5.',
    'Lee K. The Civil Rights Act and its legacy. J Law Hist. 2014;12(2):33-50.',
    'Doe A. Revisiting Brown v. Board of Education. J Law Educ. 2004;33(1):1-20.',
    'Kim S. Standards for patent pools. Harv Law Rev. 2011;124:77-99.',
    'Miller A. Rethinking ISO 14001 audits. Environ Policy. 2020;7:3-9.',
  ])('%s stays an article', (raw) => {
    expect(parseReference(raw).type).toBe('article-journal');
  });
});

describe('APA’s patent', () => {
  it('reads the title before the bracketed number and the office as the publisher', () => {
    expect(
      parseReference(
        'Smith, J., & Lee, K. (2019). Battery electrode composition (U.S. Patent No. 10,234,567). U.S. Patent and Trademark Office. https://patents.google.com/patent/US10234567B2',
      ),
    ).toMatchObject({ type: 'patent', title: 'Battery electrode composition', number: '10,234,567', publisher: 'U.S. Patent and Trademark Office' });
  });
});

describe("IEEE's standard, its number and date after the title", () => {
  it('keeps the title apart from ", IEEE Std 754-2019, Jul. 2019"', () => {
    expect(parseReference('IEEE Standard for Floating-Point Arithmetic, IEEE Std 754-2019, Jul. 2019.')).toMatchObject({
      type: 'standard',
      title: 'IEEE Standard for Floating-Point Arithmetic',
      number: 'IEEE Std 754-2019',
      year: 2019,
    });
  });
});
