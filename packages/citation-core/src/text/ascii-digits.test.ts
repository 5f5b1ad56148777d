import { describe, expect, it } from 'vitest';
import { asciiDigits } from './ascii-digits.ts';

describe('asciiDigits', () => {
  it('reads Arabic-Indic, Persian and full-width digits as ASCII ones, one character for one', () => {
    expect(asciiDigits('[١] و [٢، ٣]')).toBe('[1] و [2، 3]');
    expect(asciiDigits('[۱۲]')).toBe('[12]');
    expect(asciiDigits('［１］、２０２０年')).toBe('［1］、2020年');
    expect(asciiDigits('plain [4] text')).toBe('plain [4] text');
    expect(asciiDigits('٠١٢٣٤٥٦٧٨٩')).toHaveLength(10);
  });
});
