import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3StorageConfig } from '../../api/server/storage/s3-storage';

export interface TestS3Server {
  /** Settings of the S3 storage adapter that reach this server's bucket. */
  config: S3StorageConfig;
  close(): Promise<void>;
}

/**
 * An S3-compatible server in this process on a free loopback port (s3rver, files in a temporary
 * folder), with one bucket and its fixed key pair (it refuses an unknown access key; it does not
 * verify version 4 signatures). Runs the same in CI and on a fresh clone.
 */
export async function startS3Server(bucket = 'tun-test'): Promise<TestS3Server> {
  const directory = await mkdtemp(join(tmpdir(), 'tun-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  return {
    config: { endpoint: `http://127.0.0.1:${port}`, bucket, region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
