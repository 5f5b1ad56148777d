// Writes a file given as pieces (the repaired document's zip parts) with one writev, so a large
// document's images go from the input buffer to the file without a joined copy in memory.
import { open } from 'node:fs/promises';

export async function writeParts(path: string, parts: readonly Uint8Array[]): Promise<void> {
  const file = await open(path, 'w');
  try {
    // writev returns once every byte is written: libuv loops over short writes and IOV_MAX batches.
    await file.writev(parts as Uint8Array[]);
  } finally {
    await file.close();
  }
}
