import { describe, expect, it } from 'vitest';
import { splitPrefix, takeLaterPrefixes } from './prefix.ts';

describe('splitPrefix', () => {
  it('takes the words before the first number, their spaces made one', () => {
    expect(splitPrefix('see  also 2]')).toEqual({ prefix: 'see also', rest: '2]' });
    expect(splitPrefix('2, 3]')).toEqual({ rest: '2, 3]' });
  });
});

describe('takeLaterPrefixes', () => {
  it('takes a prefix after a semicolon out, by the number it stands before, the parts joined by a semicolon', () => {
    expect(takeLaterPrefixes('1; see also 2', false)).toEqual({ text: '1; 2', prefixes: { 2: 'see also' } });
    expect(takeLaterPrefixes('1, p. 7; cf. 3–5', false)).toEqual({ text: '1, p. 7; 3–5', prefixes: { 3: 'cf.' } });
    expect(takeLaterPrefixes('1；vgl. 2; e.g., 4', false)).toEqual({ text: '1; 2; 4', prefixes: { 2: 'vgl.', 4: 'e.g.,' } });
  });

  it('after a comma, only when numbers alone come before it since the last semicolon', () => {
    expect(takeLaterPrefixes('1, 2, see also 3', false)).toEqual({ text: '1, 2; 3', prefixes: { 3: 'see also' } });
    expect(takeLaterPrefixes('1, p. 7; 2, cf. 3', false)).toEqual({ text: '1, p. 7; 2; 3', prefixes: { 3: 'cf.' } });
    // "see 9" after a page may be another page: left as written.
    expect(takeLaterPrefixes('1, p. 7, see 9', false)).toEqual({ text: '1, p. 7, see 9' });
  });

  it('in parentheses takes the referring words only ("e.g., 5" is an example value there)', () => {
    expect(takeLaterPrefixes('1; see 2', true)).toEqual({ text: '1; 2', prefixes: { 2: 'see' } });
    expect(takeLaterPrefixes('1; e.g., 2', true)).toEqual({ text: '1; e.g., 2' });
  });

  it('leaves a word with no number after it, and text with no letter', () => {
    expect(takeLaterPrefixes('1; see below', false)).toEqual({ text: '1; see below' });
    expect(takeLaterPrefixes('1; seen 2', false)).toEqual({ text: '1; seen 2' });
    expect(takeLaterPrefixes('1, 3-5', false)).toEqual({ text: '1, 3-5' });
  });
});
