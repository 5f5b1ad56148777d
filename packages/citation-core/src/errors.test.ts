import { describe, expect, it } from 'vitest';
import { DocxReadError, isCitationCoreError } from './errors.ts';

describe('errors', () => {
  it('recognises library errors by their guard, not their class identity', () => {
    const error = new DocxReadError('NOT_A_ZIP', 'This file is not a Word document.');
    expect(isCitationCoreError(error)).toBe(true);
    expect(error.code).toBe('NOT_A_ZIP');
    expect(isCitationCoreError(new Error('x'))).toBe(false);
  });
});
