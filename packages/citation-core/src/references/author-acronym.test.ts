import { describe, expect, it } from 'vitest';
import { namesSameBody } from './author-acronym.ts';

describe('an organisation and its acronym', () => {
  it.each([
    ['World Health Organization', 'WHO'],
    ['Department of Energy', 'DOE'],
    ['Department of Energy', 'DoE'],
    ['National Institutes of Health', 'NIH'],
    ['Organisation for Economic Co-operation and Development', 'OECD'],
    ['U.S. Department of Energy', 'DOE'],
    ['Environmental Protection Agency', 'EPA'],
    ['Brookings Institution', 'Brookings Institution'],
    ['Department of Energy (DOE)', 'DOE'],
    ['Department of Energy (DOE)', 'Department of Energy'],
  ])('are the same body: %s, %s', (name, short) => {
    expect(namesSameBody(name, short)).toBe(true);
  });

  it.each([
    ['World Health Organization', 'WHA'],
    ['Department of Energy', 'Doe'],
    ['Smith', 'S'],
    ['Department of Energy', 'Nature'],
  ])('are not when the letters differ: %s, %s', (name, short) => {
    expect(namesSameBody(name, short)).toBe(false);
  });
});
