import { describe, expect, it } from 'vitest';
import { asciiFold, keyPart } from './normalize.ts';

describe('asciiFold', () => {
  it.each([
    ['Müller', 'Muller'],
    ['Ørsted', 'Orsted'],
    ['Æsir', 'AEsir'],
    ['Straße', 'Strasse'],
    ['Łukasiewicz', 'Lukasiewicz'],
    ['Đorđević', 'Dordevic'],
    ['Þórsson', 'THorsson'],
    ['Œuvre', 'OEuvre'],
    ['Yıldız', 'Yildiz'],
    ['Hammarström', 'Hammarstrom'],
    ['Ñúñez Çelik', 'Nunez Celik'],
    ['ﬁnance', 'finance'],
    ['Достоевский', 'Dostoevskiy'],
    ['Жуков', 'Zhukov'],
    ['Παπαδόπουλος', 'Papadopoulos'],
    ['“quoted” – dash’s', '"quoted" - dash\'s'],
  ])('folds %s to %s', (input, expected) => {
    expect(asciiFold(input)).toBe(expected);
  });

  it('keeps characters it has no ASCII form for', () => {
    expect(asciiFold('王小明 Smith')).toBe('王小明 Smith');
  });
});

describe('keyPart', () => {
  it('keeps only lower-case ASCII letters and digits', () => {
    expect(keyPart("O'Brien-Smith Jr. 3M")).toBe('obriensmithjr3m');
    expect(keyPart('Müller')).toBe('muller');
    expect(keyPart('王')).toBe('');
  });
});
