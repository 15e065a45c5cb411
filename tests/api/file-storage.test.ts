import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../api/server/config';
import { createFileStorage } from '../../api/server/storage/create-file-storage';
import { isStorageKey, type FileStorage } from '../../api/server/storage/file-storage';
import { folderStorage } from '../../api/server/storage/folder-storage';
import { s3Storage } from '../../api/server/storage/s3-storage';
import { startS3Server, type TestS3Server } from '../support/s3-server';

/** Keys that name a parent, an absolute or hidden path, an empty segment or the folder adapter's own files. */
const unsafeKeys = ['', '../escape', 'a/../../escape', '/etc/passwd', '.hidden', 'a/.hidden', 'a//b', 'a\\b', 'a/b/', 'x~type', 'sp ace', 'ü'];

/** What every adapter must do, run against each. */
function storageContract(make: () => FileStorage) {
  it('keeps bytes and content type, replaces them under the same key, and deletes them', async () => {
    const storage = make();
    const bytes = new Uint8Array(randomBytes(200_000));
    await storage.put('applications/one/photo-page.png', bytes, 'image/png');
    const stored = await storage.get('applications/one/photo-page.png');
    expect(stored?.contentType).toBe('image/png');
    expect(Buffer.from(stored?.bytes ?? []).equals(Buffer.from(bytes))).toBe(true);

    const replacement = new Uint8Array([0xff, 0xd8, 0xff, 1, 2, 3]);
    await storage.put('applications/one/photo-page.png', replacement, 'image/jpeg');
    expect(await storage.get('applications/one/photo-page.png')).toEqual({ bytes: replacement, contentType: 'image/jpeg' });

    await storage.delete('applications/one/photo-page.png');
    expect(await storage.get('applications/one/photo-page.png')).toBeUndefined();
  });

  it('answers undefined for a missing key and deletes a missing key without an error', async () => {
    const storage = make();
    expect(await storage.get('applications/none/back.jpg')).toBeUndefined();
    await expect(storage.delete('applications/none/back.jpg')).resolves.toBeUndefined();
  });

  it('keeps objects of different keys apart', async () => {
    const storage = make();
    await storage.put('applications/two/front.png', new Uint8Array([1]), 'image/png');
    await storage.put('applications/two/back.png', new Uint8Array([2]), 'image/png');
    await storage.delete('applications/two/front.png');
    expect(await storage.get('applications/two/front.png')).toBeUndefined();
    expect((await storage.get('applications/two/back.png'))?.bytes).toEqual(new Uint8Array([2]));
  });

  it.each(unsafeKeys)('refuses the unsafe key %j before touching the store', async (key) => {
    const storage = make();
    await expect(storage.put(key, new Uint8Array([1]), 'image/png')).rejects.toThrow(/unsafe storage key/);
    await expect(storage.get(key)).rejects.toThrow(/unsafe storage key/);
    await expect(storage.delete(key)).rejects.toThrow(/unsafe storage key/);
  });
}

describe('storage keys', () => {
  it('accepts relative paths of plain segments and nothing else', () => {
    expect(isStorageKey('loan-applications/6f1c/spouse-front-1.png')).toBe(true);
    expect(isStorageKey('file.jpg')).toBe(true);
    for (const key of unsafeKeys) expect(isStorageKey(key), key).toBe(false);
  });
});

describe('folder storage', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'tun-folder-storage-'));
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  storageContract(() => folderStorage(root));

  it('writes inside its folder only and leaves no temporary files behind', async () => {
    const storage = folderStorage(join(root, 'own'));
    await Promise.all(Array.from({ length: 8 }, (_, n) => storage.put('applications/three/page.png', new Uint8Array(50_000).fill(n), 'image/png')));
    expect((await readdir(join(root, 'own'), { recursive: true })).sort()).toEqual(['applications', 'applications/three', 'applications/three/page.png', 'applications/three/page.png~type']);
    // Concurrent writes of one key leave one whole write, never a mix.
    const stored = await storage.get('applications/three/page.png');
    expect(stored?.bytes.length).toBe(50_000);
    expect(new Set(stored?.bytes).size).toBe(1);
  });
});

describe('S3 storage (against an S3-compatible server started by the test)', () => {
  let server: TestS3Server;
  beforeAll(async () => {
    server = await startS3Server();
  });
  afterAll(() => server.close());

  storageContract(() => s3Storage(server.config));

  it('stores keys under the prefix when one is set', async () => {
    const storage = s3Storage({ ...server.config, prefix: 'tun/uploads' });
    await storage.put('applications/four/front.jpg', new Uint8Array([9, 9]), 'image/jpeg');
    const listed = await storage.client.send(new ListObjectsV2Command({ Bucket: server.config.bucket, Prefix: 'tun/' }));
    expect(listed.Contents?.map((object) => object.Key)).toEqual(['tun/uploads/applications/four/front.jpg']);
    expect(await s3Storage(server.config).get('applications/four/front.jpg')).toBeUndefined();
    expect((await storage.get('applications/four/front.jpg'))?.bytes).toEqual(new Uint8Array([9, 9]));
  });

  it('fails on an unknown access key instead of storing anything', async () => {
    const storage = s3Storage({ ...server.config, accessKeyId: 'NOT-A-KEY' });
    await expect(storage.put('applications/five/front.png', new Uint8Array([1]), 'image/png')).rejects.toThrow();
    expect(await s3Storage(server.config).get('applications/five/front.png')).toBeUndefined();
  });

  it('is chosen by the factory from the S3 settings', async () => {
    const storage = createFileStorage({ kind: 's3', ...server.config });
    await storage.put('applications/six/back.png', new Uint8Array([6]), 'image/png');
    expect(await s3Storage(server.config).get('applications/six/back.png')).toEqual({ bytes: new Uint8Array([6]), contentType: 'image/png' });
  });
});

describe('storage configuration', () => {
  it('is a folder under DATA_DIR by default', () => {
    expect(readConfig({ DATA_DIR: '/srv/tun' }).storage).toEqual({ kind: 'folder', root: '/srv/tun/uploads' });
  });

  it('is an S3 bucket when S3_BUCKET is set, with its settings', () => {
    const env = { S3_BUCKET: 'tun-uploads', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret', S3_FORCE_PATH_STYLE: 'true', S3_PREFIX: 'prod' };
    expect(readConfig(env).storage).toEqual({
      kind: 's3',
      bucket: 'tun-uploads',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: true,
      prefix: 'prod',
    });
  });

  it('refuses a half-configured store rather than keeping files on the local disk', () => {
    expect(() => readConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000', S3_ACCESS_KEY_ID: 'key' })).toThrow(/without S3_BUCKET/);
    expect(() => readConfig({ S3_BUCKET: 'tun-uploads' })).toThrow(/S3_ACCESS_KEY_ID/);
    expect(() => readConfig({ S3_BUCKET: 'Not A Bucket', S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret' })).toThrow(/Invalid configuration/);
  });
});
