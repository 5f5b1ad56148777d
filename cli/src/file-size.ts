// The size check both `fix` paths (local and on the server) make before reading a file, so a
// too-large document is refused in the same words without loading or sending anything.
import { MAX_DOCUMENT_BYTES, MAX_DOCUMENT_SIZE_TEXT } from '@cite-repair/citation-core/catalogue';

export const TOO_LARGE_MESSAGE = `The file is larger than ${MAX_DOCUMENT_SIZE_TEXT}. Please use a smaller document.`;

export function tooLarge(size: number): boolean {
  return size > MAX_DOCUMENT_BYTES;
}
