// The storage of this process, chosen once by the environment: STORAGE=filesystem (DATA_DIR/files, the
// default) or STORAGE=s3 (S3_BUCKET, S3_ENDPOINT, S3_REGION, AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY).
import path from 'node:path';
import { resolveDataDir } from '../../server/paths.ts';
import type { Env } from '../utils/env.server.ts';
import { getEnv } from '../utils/env.server.ts';
import { FilesystemStorage } from './filesystem-storage.server.ts';
import { S3Storage } from './s3-storage.server.ts';
import type { Storage } from './storage.server.ts';

export function createStorage(env: Env): Storage {
  if (env.STORAGE === 's3') {
    return new S3Storage({
      bucket: env.S3_BUCKET as string,
      endpoint: env.S3_ENDPOINT,
      region: env.S3_REGION,
      accessKeyId: env.AWS_ACCESS_KEY_ID,
      secretAccessKey: env.AWS_SECRET_ACCESS_KEY,
    });
  }
  return new FilesystemStorage(path.join(resolveDataDir(env.DATA_DIR), 'files'));
}

const holder = globalThis as { __citeRepairStorage?: { env: Env; storage: Storage } };

/** The storage for the current environment (a new one when the environment was reset and changed). */
export function getStorage(): Storage {
  const env = getEnv();
  if (holder.__citeRepairStorage?.env !== env) holder.__citeRepairStorage = { env, storage: createStorage(env) };
  return holder.__citeRepairStorage.storage;
}
