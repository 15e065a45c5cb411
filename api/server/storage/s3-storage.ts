import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { assertStorageKey, type FileStorage } from './file-storage';

/** An S3-compatible bucket (AWS S3, MinIO, Ceph, a cloud's object store), from the S3_* settings. */
export interface S3StorageConfig {
  /** The store's URL; unset means AWS S3 itself. */
  endpoint: string | undefined;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `https://host/bucket/key` instead of `https://bucket.host/key`: what most self-hosted stores need. */
  forcePathStyle: boolean;
  /** Keys are stored under this prefix (no slash at either end), so one bucket can serve several uses. */
  prefix?: string;
}

const isMissing = (error: unknown) => error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404);

/** Objects of one bucket; private (no ACL is granted), served only through the API. */
export function s3Storage(config: S3StorageConfig): FileStorage & { client: S3Client } {
  const client = new S3Client({
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // Checksums only where S3 requires them: many S3-compatible stores reject the newer checksum headers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const objectKey = (key: string) => {
    assertStorageKey(key);
    return config.prefix ? `${config.prefix}/${key}` : key;
  };
  return {
    client,
    async put(key, bytes, contentType) {
      await client.send(new PutObjectCommand({ Bucket: config.bucket, Key: objectKey(key), Body: bytes, ContentType: contentType, ContentLength: bytes.byteLength }));
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: config.bucket, Key: objectKey(key) }));
        if (!answer.Body) return undefined;
        return { bytes: await answer.Body.transformToByteArray(), contentType: answer.ContentType ?? 'application/octet-stream' };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async delete(key) {
      // S3 answers a delete of a missing key with success.
      await client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: objectKey(key) }));
    },
  };
}
