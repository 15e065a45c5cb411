import type { FileStorage } from './file-storage';
import { folderStorage } from './folder-storage';
import { s3Storage, type S3StorageConfig } from './s3-storage';

/** Which store uploads go to (config.ts reads it from DATA_DIR and the S3_* settings). */
export type StorageConfig = { kind: 'folder'; root: string } | ({ kind: 's3' } & S3StorageConfig);

export function createFileStorage(config: StorageConfig): FileStorage {
  return config.kind === 's3' ? s3Storage(config) : folderStorage(config.root);
}
