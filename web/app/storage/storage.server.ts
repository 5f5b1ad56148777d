// Where uploads and outputs live (issue 13 item 4, ADR 104): one small interface, two real backends —
// the local filesystem (filesystem-storage.ts, the default) and S3-compatible object storage
// (s3-storage.ts). The database keeps each file's metadata and key, never its bytes.
import type { Readable } from 'node:stream';

export interface StoredObject {
  /** The bytes, streamed; the caller reads or destroys it. */
  body: Readable;
  size: number;
}

export interface PutOptions {
  contentType: string;
  /** The byte count of a stream body, when known (S3 can then send it in one request). */
  size?: number;
}

export interface Storage {
  readonly backend: 'filesystem' | 's3';
  /** Writes the object whole or not at all (a reader never sees half a file); replaces an existing one. */
  put(key: string, body: Uint8Array | Readable, options: PutOptions): Promise<{ size: number }>;
  /** The object, or null when there is none. */
  get(key: string): Promise<StoredObject | null>;
  /** Removes the object; a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** Removes every object whose key starts with `prefix` (whole segments: "user/job/"); returns how many. */
  deletePrefix(prefix: string): Promise<number>;
}

export class StorageKeyError extends Error {
  constructor(key: string) {
    super(`Invalid storage key: ${JSON.stringify(key)}`);
    this.name = 'StorageKeyError';
  }
}

/** A key segment: letters, digits, '.', '_' and '-', not starting with a dot (no "..", no hidden files). */
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$/;

/**
 * Keys are "/"-separated segments of a restricted alphabet, so a key can never climb out of the
 * storage root, name a temporary file, or mean different things to the two backends.
 */
export function assertValidKey(key: string): void {
  const segments = key.split('/');
  if (key.length > 512 || segments.length > 8 || !segments.every((s) => SEGMENT.test(s))) throw new StorageKeyError(key);
}

/** A prefix for deletePrefix: one or more whole segments ending in "/". */
export function assertValidPrefix(prefix: string): void {
  if (!prefix.endsWith('/')) throw new StorageKeyError(prefix);
  assertValidKey(prefix.slice(0, -1));
}

/** The key of one file of a job: <userId>/<jobId>/<kind>. */
export function jobFileKey(userId: string, jobId: string, kind: string): string {
  const key = `${userId}/${jobId}/${kind}`;
  assertValidKey(key);
  return key;
}

/** Every file of a job: <userId>/<jobId>/. */
export function jobPrefix(userId: string, jobId: string): string {
  const prefix = `${userId}/${jobId}/`;
  assertValidPrefix(prefix);
  return prefix;
}

/** Reads a stored object whole (the worker hands citation-core a Uint8Array). */
export async function readAll(object: StoredObject): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
