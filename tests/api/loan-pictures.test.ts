import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loanApplicationRules, uploadedPictureSchema, type UploadedPicture } from '../../api/contract/loan-application';
import { loanApplicationDocuments, loanApplications } from '../../api/server/db/schema';
import { applicationPictures, maxPicturePixels } from '../../api/server/services/lending/document-pictures.service';
import { applyLendingEvent, startLendingApplication } from '../../api/server/services/lending/lending-runtime';
import { folderStorage } from '../../api/server/storage/folder-storage';
import { confirmedUser, get, refusal, signIn, unauthorizedBody, type TestUser } from '../support/account-helpers';
import { createTestApp, type TestApp } from '../support/test-app';
import { createTestDatabase, expectedKind, type TestDatabase } from '../support/test-database';

let database: TestDatabase;
let t: TestApp;
let storageRoot: string;

beforeAll(async () => {
  database = await createTestDatabase();
  storageRoot = await mkdtemp(join(tmpdir(), 'tun-loan-pictures-'));
  t = createTestApp(database, { storage: folderStorage(storageRoot) });
});
afterAll(async () => {
  await database.close();
  await rm(storageRoot, { recursive: true, force: true });
});

type Person = TestUser & { token: string };
async function person(): Promise<Person> {
  const user = await confirmedUser(t);
  return { ...user, token: await signIn(t, user) };
}

/** A draft of the person's, without a catalogue property (the storage does not care which). */
async function draft(someone: Person): Promise<string> {
  const started = await startLendingApplication(database.db, t.clock, { mainApplicantId: someone.userId, marketType: '1', apartmentId: null, price: 30_000_000 });
  return started.applicationId;
}

const picturePath = (applicationId: string, kind = 'photoPage', owner = 'spouse') => `/api/loan-applications/${applicationId}/pictures/${owner}/${kind}`;

/** A copy on its own ArrayBuffer, as Blob and fetch bodies take it. */
const own = (bytes: Uint8Array) => new Uint8Array(bytes);

function upload(token: string | undefined, path: string, bytes: Uint8Array, name = 'picture.png', type = 'image/png') {
  const form = new FormData();
  form.set('file', new Blob([own(bytes)], { type }), name);
  return t.json<UploadedPicture | Record<string, unknown>>(path, { method: 'PUT', body: form, headers: token ? { authorization: `Bearer ${token}` } : {} });
}

const rowsOf = (applicationId: string) => database.db.select().from(loanApplicationDocuments).where(eq(loanApplicationDocuments.applicationId, applicationId));

/** The objects the storage holds for an application (the folder adapter keeps a `~type` file beside each). */
async function objectsOf(applicationId: string): Promise<string[]> {
  const folder = join(storageRoot, 'loan-applications', applicationId);
  const names = await readdir(folder).catch(() => [] as string[]);
  return names.filter((name) => !name.endsWith('~type')).sort();
}

/** A picture with metadata that must not survive: EXIF with a description, a GPS tag and an orientation. */
async function jpegWithMetadata(): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 20, channels: 3, background: '#336699' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { ImageDescription: 'secret-comment', Artist: 'Someone Private' }, IFD3: { GPSMapDatum: 'WGS-84', GPSLatitudeRef: 'N' } })
    .toBuffer();
}

async function pngWithMetadata(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 200, g: 30, b: 30, alpha: 0.5 } } })
    .png()
    .withExif({ IFD0: { ImageDescription: 'secret-comment' } })
    .toBuffer();
}

/** Noise compresses badly, so a picture of this many pixels is about three times that many bytes. */
const noisyPng = (width: number, height: number) => sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();

/** A valid png whose header declares other dimensions (its IHDR rewritten, checksum and all): what a decompression bomb looks like before decoding. */
function withDeclaredSize(png: Buffer, width: number, height: number): Buffer {
  const bomb = Buffer.from(png);
  // Signature (8), chunk length (4), 'IHDR' (4), then width and height; the CRC covers type and data.
  bomb.writeUInt32BE(width, 16);
  bomb.writeUInt32BE(height, 20);
  bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)), 29);
  return bomb;
}

describe(`pictures of documents (${expectedKind})`, () => {
  it('stores a jpeg re-encoded upright without its EXIF, GPS or comment, and serves it to the applicant only, privately', async () => {
    const anna = await person();
    const applicationId = await draft(anna);
    const original = await jpegWithMetadata();
    expect(original.includes('secret-comment') && original.includes('WGS-84')).toBe(true);

    const { status, body } = await upload(anna.token, picturePath(applicationId, 'photoPage'), original, 'passport.jpg', 'image/jpeg');
    expect(status, JSON.stringify(body)).toBe(200);
    const picture = v.parse(uploadedPictureSchema, body);
    // The EXIF orientation (6: turned a quarter) is applied to the pixels before the metadata goes.
    expect(picture).toMatchObject({ owner: 'spouse', kind: 'photoPage', contentType: 'image/jpeg', width: 20, height: 40 });
    expect(picture.url).toBe(picturePath(applicationId, 'photoPage'));

    const served = await t.request(picture.url, get({ token: anna.token }));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('cache-control')).toBe('private, no-store');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-disposition')).toBe('inline; filename="spouse-photoPage.jpg"');
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(bytes.length).toBe(picture.bytes);
    expect(bytes.includes('secret-comment') || bytes.includes('WGS-84') || bytes.includes('Someone Private')).toBe(false);
    const metadata = await sharp(bytes).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 20, height: 40 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();

    const [row] = await rowsOf(applicationId);
    expect(row).toMatchObject({ owner: 'spouse', kind: 'photoPage', uploadedBy: anna.userId, contentType: 'image/jpeg', bytes: bytes.length, width: 20, height: 40 });
    expect(row?.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(await objectsOf(applicationId)).toHaveLength(1);
    expect(await applicationPictures(database.db, applicationId)).toEqual([picture]);
  });

  it('keeps a png a png (transparency and all) without its metadata', async () => {
    const anna = await person();
    const applicationId = await draft(anna);
    const { status, body } = await upload(anna.token, picturePath(applicationId, 'addressPage'), await pngWithMetadata(), 'address.PNG', 'image/png');
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body).toMatchObject({ kind: 'addressPage', contentType: 'image/png', width: 64, height: 48 });
    const served = await t.request(picturePath(applicationId, 'addressPage'), get({ token: anna.token }));
    expect(served.headers.get('content-type')).toBe('image/png');
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(bytes.includes('secret-comment')).toBe(false);
    const metadata = await sharp(bytes).metadata();
    expect(metadata).toMatchObject({ format: 'png', width: 64, height: 48, hasAlpha: true });
    expect(metadata.exif).toBeUndefined();
  });

  it('decides the format by the content, not by the name or the declared type', async () => {
    const anna = await person();
    const applicationId = await draft(anna);
    const { status, body } = await upload(anna.token, picturePath(applicationId, 'photoPage'), await jpegWithMetadata(), 'looks-like.png', 'image/png');
    expect(status).toBe(200);
    expect(body).toMatchObject({ contentType: 'image/jpeg' });
    expect((await objectsOf(applicationId))[0]).toMatch(/\.jpg$/);
  });

  it('takes a picture of exactly 3 MB, larger than the 1 MB limit of JSON bodies, and drops the bytes hidden after it', async () => {
    const anna = await person();
    const applicationId = await draft(anna);
    const png = await noisyPng(800, 600);
    expect(png.length).toBeGreaterThan(1024 * 1024);
    const padded = Buffer.concat([png, Buffer.alloc(loanApplicationRules.maxUploadBytes - png.length, 'hidden')]);
    expect(padded.length).toBe(loanApplicationRules.maxUploadBytes);
    const { status, body } = await upload(anna.token, picturePath(applicationId, 'photoPage'), padded);
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body).toMatchObject({ width: 800, height: 600 });
    expect((body as UploadedPicture).bytes).toBeLessThan(padded.length);
  });

  describe('refuses by content and stores nothing', () => {
    const cases: [string, () => Promise<Uint8Array>, string, string, Record<string, unknown>][] = [
      ['a text file named .png', async () => new TextEncoder().encode('This is not a picture, only text.\n'), 'notes.png', 'image/png', refusal('LOAN_APPLICATION', 'WRONG_FILE_FORMAT')],
      [
        'a PDF',
        async () => new TextEncoder().encode('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n'),
        'passport.pdf',
        'application/pdf',
        refusal('LOAN_APPLICATION', 'WRONG_FILE_FORMAT'),
      ],
      ['a truncated png', async () => (await noisyPng(200, 100)).subarray(0, 48_000), 'cut.png', 'image/png', refusal('LOAN_APPLICATION', 'WRONG_FILE_FORMAT')],
      [
        'a truncated jpeg',
        async () => {
          const jpeg = await sharp(randomBytes(200 * 100 * 3), { raw: { width: 200, height: 100, channels: 3 } }).jpeg().toBuffer();
          return jpeg.subarray(0, Math.floor(jpeg.length * 0.8));
        },
        'cut.jpg',
        'image/jpeg',
        refusal('LOAN_APPLICATION', 'WRONG_FILE_FORMAT'),
      ],
      ['a webp (a picture, but not png or jpeg)', () => sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } }).webp().toBuffer(), 'photo.webp', 'image/webp', refusal('LOAN_APPLICATION', 'WRONG_FILE_FORMAT')],
      [
        'a file of 3 MB + 1 byte',
        async () => Buffer.concat([await pngWithMetadata(), Buffer.alloc(loanApplicationRules.maxUploadBytes + 1 - (await pngWithMetadata()).length)]),
        'big.png',
        'image/png',
        refusal('LOAN_APPLICATION', 'FILE_TOO_LARGE', { maxMegabytes: 3 }),
      ],
      [
        'a png declaring more pixels than the limit (a decompression bomb)',
        async () => withDeclaredSize(await pngWithMetadata(8, 8), 10_000, Math.ceil(maxPicturePixels / 10_000) + 1),
        'bomb.png',
        'image/png',
        refusal('LOAN_APPLICATION', 'PICTURE_DIMENSIONS_TOO_LARGE', { maxMegapixels: 50 }),
      ],
    ];
    it.each(cases)('%s', async (_name, make, fileName, type, expected) => {
      const anna = await person();
      const applicationId = await draft(anna);
      const { status, body } = await upload(anna.token, picturePath(applicationId, 'photoPage'), await make(), fileName, type);
      expect({ status, body }).toEqual({ status: 400, body: expected });
      expect(await rowsOf(applicationId)).toEqual([]);
      expect(await objectsOf(applicationId)).toEqual([]);
      expect((await t.json(picturePath(applicationId, 'photoPage'), get({ token: anna.token }))).status).toBe(404);
    });
  });

  it('refuses a body far over the limit early with a catalogued 413, and a body that is not multipart or has no file with 415 and 400', async () => {
    const anna = await person();
    const applicationId = await draft(anna);
    const huge = await upload(anna.token, picturePath(applicationId), new Uint8Array(loanApplicationRules.maxUploadBytes * 2));
    expect(huge).toMatchObject({ status: 413, body: refusal('LOAN_APPLICATION', 'FILE_TOO_LARGE', { maxMegabytes: 3 }) });

    const raw = await t.json(picturePath(applicationId), { method: 'PUT', body: own(await pngWithMetadata()), headers: { authorization: `Bearer ${anna.token}`, 'content-type': 'image/png' } });
    expect(raw).toMatchObject({ status: 415, body: { type: 'COMMON', reason: 'UNSUPPORTED_MEDIA_TYPE' } });

    const form = new FormData();
    form.set('picture', new Blob([own(await pngWithMetadata())], { type: 'image/png' }), 'p.png');
    const misnamed = await t.json(picturePath(applicationId), { method: 'PUT', body: form, headers: { authorization: `Bearer ${anna.token}` } });
    expect(misnamed).toMatchObject({ status: 400, body: { type: 'COMMON', reason: 'INVALID_INPUT', issues: [{ path: 'file', message: 'validation:required' }] } });

    const text = new FormData();
    text.set('file', 'just a string');
    expect((await t.json(picturePath(applicationId), { method: 'PUT', body: text, headers: { authorization: `Bearer ${anna.token}` } })).status).toBe(400);

    expect(await rowsOf(applicationId)).toEqual([]);
    expect(await objectsOf(applicationId)).toEqual([]);
  });

  it('refuses an unknown owner or kind with field issues, and asks for a session', async () => {
    const anna = await person();
    const applicationId = await draft(anna);
    const png = await pngWithMetadata();
    expect((await upload(anna.token, picturePath(applicationId, 'selfie'), png)).body).toMatchObject({ type: 'COMMON', reason: 'INVALID_INPUT', issues: [{ path: 'kind' }] });
    expect((await upload(anna.token, picturePath(applicationId, 'front', 'neighbour'), png)).body).toMatchObject({ type: 'COMMON', reason: 'INVALID_INPUT', issues: [{ path: 'owner' }] });
    expect(await upload(undefined, picturePath(applicationId), png)).toMatchObject({ status: 401, body: unauthorizedBody });
    expect((await t.json(picturePath(applicationId), get())).status).toBe(401);
    expect(await rowsOf(applicationId)).toEqual([]);
  });

  it("answers 404 to another person's upload and read, and stores nothing for them", async () => {
    const anna = await person();
    const other = await person();
    const applicationId = await draft(anna);
    expect((await upload(anna.token, picturePath(applicationId, 'photoPage'), await pngWithMetadata())).status).toBe(200);
    const before = await rowsOf(applicationId);

    expect(await upload(other.token, picturePath(applicationId, 'photoPage'), await jpegWithMetadata(), 'x.jpg', 'image/jpeg')).toMatchObject({ status: 404, body: { type: 'COMMON', reason: 'NOT_FOUND' } });
    expect(await upload(other.token, picturePath(applicationId, 'addressPage'), await pngWithMetadata())).toMatchObject({ status: 404 });
    expect(await t.json(picturePath(applicationId, 'photoPage'), get({ token: other.token }))).toMatchObject({ status: 404, body: { type: 'COMMON', reason: 'NOT_FOUND' } });
    // An application that does not exist answers the same.
    expect((await upload(anna.token, picturePath('00000000-0000-4000-8000-000000000000'), await pngWithMetadata())).status).toBe(404);

    expect(await rowsOf(applicationId)).toEqual(before);
    expect(await objectsOf(applicationId)).toHaveLength(1);
    expect((await t.request(picturePath(applicationId, 'photoPage'), get({ token: anna.token }))).headers.get('content-type')).toBe('image/png');
  });

  it('replaces a picture: one row and one object, the new one served', async () => {
    const anna = await person();
    const applicationId = await draft(anna);
    const first = await upload(anna.token, picturePath(applicationId, 'photoPage'), await pngWithMetadata());
    const [firstObject] = await objectsOf(applicationId);
    t.clock.advance(60_000);
    const second = await upload(anna.token, picturePath(applicationId, 'photoPage'), await jpegWithMetadata(), 'again.jpg', 'image/jpeg');
    expect(second.status).toBe(200);
    expect((second.body as UploadedPicture).uploadedAt > (first.body as UploadedPicture).uploadedAt).toBe(true);

    const rows = await rowsOf(applicationId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ contentType: 'image/jpeg', width: 20, height: 40 });
    const objects = await objectsOf(applicationId);
    expect(objects).toHaveLength(1);
    expect(objects[0]).not.toBe(firstObject);
    expect((await t.request(picturePath(applicationId, 'photoPage'), get({ token: anna.token }))).headers.get('content-type')).toBe('image/jpeg');

    // Another kind is a picture of its own.
    await upload(anna.token, picturePath(applicationId, 'addressPage'), await pngWithMetadata());
    expect((await applicationPictures(database.db, applicationId)).map((picture) => picture.kind)).toEqual(['addressPage', 'photoPage']);
    expect(await objectsOf(applicationId)).toHaveLength(2);
  });

  it('leaves one row and one object when uploads of one kind run at once', async () => {
    const anna = await person();
    const applicationId = await draft(anna);
    const answers = await Promise.all([
      upload(anna.token, picturePath(applicationId, 'front'), await pngWithMetadata()),
      upload(anna.token, picturePath(applicationId, 'front'), await jpegWithMetadata(), 'b.jpg', 'image/jpeg'),
      upload(anna.token, picturePath(applicationId, 'front'), await pngWithMetadata(32, 32)),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    const rows = await rowsOf(applicationId);
    expect(rows).toHaveLength(1);
    const objects = await objectsOf(applicationId);
    expect(objects).toHaveLength(1);
    expect(rows[0]?.storageKey.endsWith(objects[0] ?? '?')).toBe(true);
  });

  it("takes only the kinds of the spouse's saved document", async () => {
    const anna = await person();
    const applicationId = await draft(anna);
    const spouseData = { firstName: 'Aram', lastName: 'Hakobyan', middleName: 'Karen', socialCardNumber: '1000000010', documentType: 'idCard', documentNumber: '001234567' };
    await database.db.update(loanApplications).set({ steps: { spouseData } }).where(eq(loanApplications.id, applicationId));
    expect(await upload(anna.token, picturePath(applicationId, 'photoPage'), await pngWithMetadata())).toMatchObject({
      status: 400,
      body: refusal('LOAN_APPLICATION', 'PICTURE_NOT_OF_DOCUMENT', { documentType: 'idCard' }),
    });
    expect(await objectsOf(applicationId)).toEqual([]);
    expect((await upload(anna.token, picturePath(applicationId, 'front'), await pngWithMetadata())).status).toBe(200);
    expect((await upload(anna.token, picturePath(applicationId, 'back'), await pngWithMetadata())).status).toBe(200);
  });

  it('refuses an upload once the application is no longer a draft (409, nothing changed), and still serves what was stored', async () => {
    const anna = await person();
    const applicationId = await draft(anna);
    expect((await upload(anna.token, picturePath(applicationId, 'photoPage'), await pngWithMetadata())).status).toBe(200);
    await applyLendingEvent(database.db, applicationId, { type: 'application.delete', by: { kind: 'applicant', userId: anna.userId } }, { kind: 'applicant', userId: anna.userId }, t.clock);
    const before = await rowsOf(applicationId);

    expect(await upload(anna.token, picturePath(applicationId, 'photoPage'), await jpegWithMetadata(), 'x.jpg', 'image/jpeg')).toMatchObject({
      status: 409,
      body: refusal('LOAN_APPLICATION', 'ACTION_NOT_ALLOWED', { rule: 'statusAllows' }),
    });
    expect((await upload(anna.token, picturePath(applicationId, 'addressPage'), await pngWithMetadata())).status).toBe(409);
    expect(await rowsOf(applicationId)).toEqual(before);
    expect(await objectsOf(applicationId)).toHaveLength(1);
    expect((await t.request(picturePath(applicationId, 'photoPage'), get({ token: anna.token }))).status).toBe(200);
  });

  it('deletes the stored object again when the application stops being a draft while the picture is stored', async () => {
    const anna = await person();
    const applicationId = await draft(anna);
    const folder = folderStorage(storageRoot);
    // The application is deleted between the first check and the transaction, as a request running alongside could.
    const racing = createTestApp(database, {
      storage: {
        ...folder,
        async put(key, bytes, contentType) {
          await folder.put(key, bytes, contentType);
          await applyLendingEvent(database.db, applicationId, { type: 'application.delete', by: { kind: 'applicant', userId: anna.userId } }, { kind: 'applicant', userId: anna.userId }, t.clock);
        },
      },
    });
    const form = new FormData();
    form.set('file', new Blob([own(await pngWithMetadata())], { type: 'image/png' }), 'p.png');
    const answer = await racing.json(picturePath(applicationId), { method: 'PUT', body: form, headers: { authorization: `Bearer ${anna.token}` } });
    expect(answer).toMatchObject({ status: 409, body: refusal('LOAN_APPLICATION', 'ACTION_NOT_ALLOWED', { rule: 'statusAllows' }) });
    expect(await rowsOf(applicationId)).toEqual([]);
    expect(await objectsOf(applicationId)).toEqual([]);
  });

  it('answers 404 for a picture not uploaded', async () => {
    const anna = await person();
    const applicationId = await draft(anna);
    expect(await t.json(picturePath(applicationId, 'back'), get({ token: anna.token }))).toMatchObject({ status: 404, body: { type: 'COMMON', reason: 'NOT_FOUND' } });
  });
});
