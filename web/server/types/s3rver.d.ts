// s3rver (a devDependency: the local S3-compatible server of s3-storage.test.ts) ships no types.
declare module 's3rver' {
  export default class S3rver {
    constructor(options: { port?: number; address?: string; silent?: boolean; directory: string; [option: string]: unknown });
    run(): Promise<{ address: string; port: number; family: string }>;
    close(): Promise<void>;
  }
}
