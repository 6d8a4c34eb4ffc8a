declare module 's3rver' {
  interface S3rverOptions {
    port?: number;
    address?: string;
    directory?: string;
    silent?: boolean;
    resetOnClose?: boolean;
    configureBuckets?: { name: string; configs?: (string | Buffer)[] }[];
  }
  /** s3rver's filesystem store (lib/stores/filesystem.js), as ./s3.ts uses it. */
  export interface FilesystemStore {
    getResourcePath(bucket: string, key: string | undefined, resource: string): string;
    putMetadata(bucket: string, key: string, metadata: Record<string, string>, md5: string): Promise<void>;
    putObject(object: {
      bucket: string;
      key: string;
      metadata: Record<string, string>;
      content: Buffer | NodeJS.ReadableStream;
    }): Promise<{ size: number; md5: string }>;
  }
  export default class S3rver {
    store: FilesystemStore;
    constructor(options: S3rverOptions);
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
