import { describe, expect, it } from 'vitest';
import { INVALID_TYPE, TOO_LARGE, hasEnoughCredits, validateFile } from './validate-file.ts';

describe('validateFile (spec §5)', () => {
  it('accepts .docx and .doc in any case', () => {
    expect(validateFile({ name: 'paper.docx', size: 10 })).toBeNull();
    expect(validateFile({ name: 'OLD.DOC', size: 10 })).toBeNull();
  });
  it('refuses other types with the spec text', () => {
    expect(validateFile({ name: 'paper.pdf', size: 10, type: 'application/pdf' })).toBe(INVALID_TYPE);
    expect(validateFile({ name: 'docx', size: 10 })).toBe(INVALID_TYPE);
    expect(INVALID_TYPE).toEqual({ title: 'Invalid file type', description: 'Please upload a Word document (.doc or .docx file)' });
  });
  it('refuses files above 50 MB', () => {
    expect(validateFile({ name: 'a.docx', size: 50 * 1024 * 1024 })).toBeNull();
    expect(validateFile({ name: 'a.docx', size: 50 * 1024 * 1024 + 1 })).toBe(TOO_LARGE);
    expect(TOO_LARGE.description).toBe('Please upload a file smaller than 50MB');
  });
  it('needs at least 1 credit', () => {
    expect(hasEnoughCredits(1)).toBe(true);
    expect(hasEnoughCredits(0)).toBe(false);
    expect(hasEnoughCredits(null)).toBe(false);
  });
});
