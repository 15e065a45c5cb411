import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { isPreparingStatus, loanApplicationRules, picturesOfDocument, type DocumentPictureKind, type UploadedPicture } from '../../../contract/loan-application';
import type { DocumentType } from '../../../contract/prequal';
import type { Clock } from '../../clock';
import type { Queryable, Tx } from '../../db/database';
import { loanApplicationDocuments, loanApplications } from '../../db/schema';
import { AppError, notFound } from '../../http/app-error';
import { applicationAccess } from './co-applicant-invitations';
import type { Logger } from '../../logger';
import type { FileStorage, StoredFile } from '../../storage/file-storage';
import { cleanPicture } from '../../storage/clean-picture';

export { maxPicturePixels } from '../../storage/clean-picture';

/**
 * Pictures of documents on a loan application (spec section 9): png or jpeg of at most 3 MB, checked
 * by their content (decoded and re-encoded with sharp, every piece of metadata dropped), stored
 * through the storage adapter and served only to the people on the application.
 */

export type DocumentOwner = UploadedPicture['owner'];
export interface PictureRef {
  applicationId: string;
  owner: DocumentOwner;
  kind: DocumentPictureKind;
}

/** Where a picture is served (the same address as loan-application-view.ts gives; answers are never cached, so a replaced picture needs no new one). */
export const pictureUrl = (ref: PictureRef) => `/api/loan-applications/${ref.applicationId}/pictures/${ref.owner}/${ref.kind}`;

type DocumentRow = typeof loanApplicationDocuments.$inferSelect;

const pictureOf = (row: DocumentRow): UploadedPicture => ({
  owner: row.owner as DocumentOwner,
  kind: row.kind as DocumentPictureKind,
  contentType: row.contentType as UploadedPicture['contentType'],
  bytes: row.bytes,
  width: row.width,
  height: row.height,
  uploadedAt: row.uploadedAt.toISOString(),
  url: pictureUrl({ applicationId: row.applicationId, owner: row.owner as DocumentOwner, kind: row.kind as DocumentPictureKind }),
});

/** The pictures of an application as the API answers them, in a stable order. */
export async function applicationPictures(db: Queryable, applicationId: string): Promise<UploadedPicture[]> {
  const rows = await db
    .select()
    .from(loanApplicationDocuments)
    .where(eq(loanApplicationDocuments.applicationId, applicationId))
    .orderBy(asc(loanApplicationDocuments.owner), asc(loanApplicationDocuments.kind));
  return rows.map(pictureOf);
}

/** The spouse's document type once the spouse-data step is saved. */
const spouseDocumentType = (steps: unknown): DocumentType | undefined => (steps as { spouseData?: { documentType?: DocumentType } | null }).spouseData?.documentType ?? undefined;

/** Whose pictures each person on an application uploads and sees: the main applicant their spouse's, the co-applicant theirs. */
const ownerOfRole = { applicant: 'spouse', coApplicant: 'coApplicantSpouse' } as const satisfies Record<string, DocumentOwner>;

/**
 * The person's access to the pictures of `ref.owner`: a stranger gets 404 (as for the application
 * itself), the other person on the application 403. Answers the steps that hold the owner's spouse
 * data (the application's, or the co-applicant's part) and whether that part is still open.
 */
async function pictureAccess(db: Queryable, userId: string, ref: PictureRef) {
  const access = await applicationAccess(db, userId, ref.applicationId);
  if (ownerOfRole[access.role] !== ref.owner) throw new AppError('COMMON', 'FORBIDDEN', undefined, 403);
  return access;
}

/**
 * May this person upload this picture now? Only the owner's person (above), only while the
 * application is before its submission (and, for the co-applicant, while their invitation is
 * accepted) (409 as the chart refuses an action its status does not take), and only a kind the
 * spouse's saved document has.
 */
async function checkUpload(db: Queryable | Tx, userId: string, ref: PictureRef, lock: boolean): Promise<void> {
  const access = await pictureAccess(db, userId, ref);
  const query = db.select({ status: loanApplications.status, steps: loanApplications.steps }).from(loanApplications).where(eq(loanApplications.id, ref.applicationId));
  const [application] = lock ? await query.for('update') : await query;
  if (!application) throw notFound();
  const open = isPreparingStatus(application.status) && (access.role === 'applicant' || access.invitation?.status === 'accepted');
  if (!open) throw new AppError('LOAN_APPLICATION', 'ACTION_NOT_ALLOWED', { rule: 'statusAllows' }, 409);
  const documentType = spouseDocumentType(access.role === 'applicant' ? application.steps : access.invitation?.steps);
  if (documentType && !picturesOfDocument(documentType).includes(ref.kind)) throw new AppError('LOAN_APPLICATION', 'PICTURE_NOT_OF_DOCUMENT', { documentType });
}

export interface PictureDeps {
  clock: Clock;
  storage: FileStorage;
  log: Logger;
}

/**
 * Stores a picture of a document, replacing the one of the same owner and kind. The checks that
 * need no decoding come first; the object is written before the row, under a new key, and deleted
 * again if the transaction fails, so a failed upload leaves neither. The replaced object is deleted
 * only after the commit (a failed delete leaves an unreferenced object, never a row without one).
 */
export async function uploadPicture(db: Queryable, deps: PictureDeps, userId: string, ref: PictureRef, file: Uint8Array): Promise<UploadedPicture> {
  await checkUpload(db, userId, ref, false);
  if (file.byteLength > loanApplicationRules.maxUploadBytes) throw new AppError('LOAN_APPLICATION', 'FILE_TOO_LARGE', { maxMegabytes: loanApplicationRules.maxUploadBytes / 1024 / 1024 });
  const picture = await cleanPicture(file, 'LOAN_APPLICATION');
  const storageKey = `loan-applications/${ref.applicationId}/${ref.owner}-${ref.kind}-${randomUUID()}.${picture.extension}`;
  await deps.storage.put(storageKey, picture.bytes, picture.contentType);
  let saved: { row: DocumentRow; replacedKey: string | undefined };
  try {
    saved = await db.transaction(async (tx) => {
      // Checked again under the application's lock: it may have been submitted or changed meanwhile, and uploads of one kind take turns.
      await checkUpload(tx, userId, ref, true);
      const where = and(eq(loanApplicationDocuments.applicationId, ref.applicationId), eq(loanApplicationDocuments.owner, ref.owner), eq(loanApplicationDocuments.kind, ref.kind));
      const [previous] = await tx.select({ storageKey: loanApplicationDocuments.storageKey }).from(loanApplicationDocuments).where(where);
      const values = {
        uploadedBy: userId,
        storageKey,
        contentType: picture.contentType,
        bytes: picture.bytes.byteLength,
        width: picture.width,
        height: picture.height,
        sha256: picture.sha256,
        uploadedAt: deps.clock.now(),
      };
      const [row] = await tx
        .insert(loanApplicationDocuments)
        .values({ ...ref, ...values })
        .onConflictDoUpdate({ target: [loanApplicationDocuments.applicationId, loanApplicationDocuments.owner, loanApplicationDocuments.kind], set: values })
        .returning();
      if (!row) throw new Error('the picture row was not written');
      return { row, replacedKey: previous?.storageKey };
    });
  } catch (error) {
    await deps.storage.delete(storageKey).catch((deleteError: unknown) => deps.log.error('an upload failed and its stored object could not be deleted', { storageKey, err: deleteError }));
    throw error;
  }
  if (saved.replacedKey) {
    await deps.storage.delete(saved.replacedKey).catch((error: unknown) => deps.log.warn('a replaced picture could not be deleted from the storage', { storageKey: saved.replacedKey, err: error }));
  }
  return pictureOf(saved.row);
}

/** A picture's bytes, only for the person whose pictures they are (a stranger, or no picture: 404; the other person: 403). */
export async function pictureFile(db: Queryable, storage: FileStorage, log: Logger, userId: string, ref: PictureRef): Promise<StoredFile> {
  await pictureAccess(db, userId, ref);
  return storedPicture(db, storage, log, ref);
}

/** A picture's bytes, for a caller already allowed to read it (the person's own; the office's credit officer): 404 when there is none. */
export async function storedPicture(db: Queryable, storage: FileStorage, log: Logger, ref: PictureRef): Promise<StoredFile> {
  const [row] = await db
    .select({ storageKey: loanApplicationDocuments.storageKey, contentType: loanApplicationDocuments.contentType })
    .from(loanApplicationDocuments)
    .innerJoin(loanApplications, eq(loanApplications.id, loanApplicationDocuments.applicationId))
    .where(
      and(
        eq(loanApplicationDocuments.applicationId, ref.applicationId),
        eq(loanApplicationDocuments.owner, ref.owner),
        eq(loanApplicationDocuments.kind, ref.kind),
      ),
    );
  if (!row) throw notFound();
  const stored = await storage.get(row.storageKey);
  if (!stored) {
    log.error('a picture row names an object the storage does not have', { storageKey: row.storageKey });
    throw notFound();
  }
  // The row's type, checked when it was stored, not whatever the store says.
  return { bytes: stored.bytes, contentType: row.contentType };
}
