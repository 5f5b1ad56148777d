// S3-compatible object storage (AWS S3, MinIO, Ceph, Cloudflare R2, …) through the official AWS SDK.
// With S3_ENDPOINT set, requests go to it path-style (http://host/bucket/key), as most S3-compatible
// servers expect. Streams of unknown length are sent as a multipart upload (@aws-sdk/lib-storage).
import { Readable } from 'node:stream';
import { DeleteObjectCommand, DeleteObjectsCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { S3ClientConfig } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { assertValidKey, assertValidPrefix } from './storage.server.ts';
import type { PutOptions, Storage, StoredObject } from './storage.server.ts';

export interface S3StorageOptions {
  bucket: string;
  /** e.g. http://127.0.0.1:9000 for a local server; empty for AWS itself. */
  endpoint?: string;
  region?: string;
  /** Both or neither; neither: the SDK's own chain (environment, ~/.aws, instance role). */
  accessKeyId?: string;
  secretAccessKey?: string;
}

export class S3Storage implements Storage {
  readonly backend = 's3' as const;
  readonly bucket: string;
  readonly client: S3Client;

  constructor(options: S3StorageOptions) {
    this.bucket = options.bucket;
    const config: S3ClientConfig = {
      region: options.region ?? 'us-east-1',
      ...(options.endpoint ? { endpoint: options.endpoint, forcePathStyle: true } : {}),
      ...(options.accessKeyId && options.secretAccessKey
        ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
        : {}),
    };
    this.client = new S3Client(config);
  }

  async put(key: string, body: Uint8Array | Readable, options: PutOptions): Promise<{ size: number }> {
    assertValidKey(key);
    if (!(body instanceof Readable)) {
      await this.client.send(
        new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: body, ContentType: options.contentType, ContentLength: body.byteLength }),
      );
      return { size: body.byteLength };
    }
    let size = 0;
    async function* counted(source: Readable) {
      for await (const chunk of source) {
        size += (chunk as Uint8Array).byteLength;
        yield chunk as Uint8Array;
      }
    }
    // One request up to 5 MB, parts of 8 MB beyond, two in flight: a 49 MB upload holds about 16 MB.
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: key, Body: Readable.from(counted(body)), ContentType: options.contentType },
      partSize: 8 * 1024 * 1024,
      queueSize: 2,
    });
    await upload.done();
    return { size };
  }

  async get(key: string): Promise<StoredObject | null> {
    assertValidKey(key);
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (!(answer.Body instanceof Readable)) throw new Error('The S3 client answered a body that is not a Node stream');
      return { body: answer.Body, size: answer.ContentLength ?? 0 };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertValidKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async deletePrefix(prefix: string): Promise<number> {
    assertValidPrefix(prefix);
    let deleted = 0;
    let token: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: token, MaxKeys: 1000 }));
      const keys = (page.Contents ?? []).map((o) => o.Key).filter((k): k is string => Boolean(k));
      if (keys.length > 0) {
        const answer = await this.client.send(
          new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true } }),
        );
        const failed = answer.Errors ?? [];
        if (failed.length > 0)
          throw new Error(`S3 refused to delete ${failed.length} object(s) under ${prefix}: ${failed[0]?.Code ?? ''} ${failed[0]?.Message ?? ''}`.trim());
        deleted += keys.length;
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return deleted;
  }
}

function isNotFound(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  if (e?.name === 'NoSuchBucket') return false;
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
}
