import { describe, expect, it } from 'vitest';
import { isUnreadableDocumentError } from './unreadable-document.ts';

describe('isUnreadableDocumentError', () => {
  it('takes the language’s own error kinds for the document’s fault', () => {
    expect(isUnreadableDocumentError(new RangeError('Maximum call stack size exceeded'))).toBe(true);
    expect(isUnreadableDocumentError(new TypeError("Cannot read properties of undefined (reading 'firstChild')"))).toBe(true);
    expect(isUnreadableDocumentError(new SyntaxError('Unexpected token'))).toBe(true);
  });

  it('leaves the outside world’s failures to a retry', () => {
    expect(isUnreadableDocumentError(new Error('Crossref is down'))).toBe(false);
    expect(isUnreadableDocumentError(new TypeError('fetch failed', { cause: new Error('ECONNRESET') }))).toBe(false);
    expect(isUnreadableDocumentError('a string')).toBe(false);
  });
});
