import type { Context } from 'hono';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { describeRoute } from 'hono-openapi';
import { apiErrorSchema, type ApiErrorBody } from '../../contract/errors';
import { otpCheckResultSchema, otpSentSchema } from '../../contract/otp';
import {
  closeListingSchema,
  draftSchema,
  listingIdParamSchema,
  listingPhotoParamSchema,
  listingPhotoSchema,
  photoParamSchema,
  privateSellerRules,
  sellerIdentificationSchema,
  sellerListingSchema,
  sellerListingsSchema,
  sellerOtpCheckSchema,
  sellerOtpSendSchema,
  sellerStatusSchema,
} from '../../contract/private-seller';
import type { AppEnv } from '../http/app-env';
import { clientAddress } from '../http/client-address';
import { conflictDoc, describe, jsonContent } from '../http/describe';
import { requireSession } from '../http/require-session';
import { uploadedFile } from '../http/uploaded-file';
import { input } from '../http/validate';
import { closeListing, createDraft, deleteListing, saveFacts, sellerListing, sellerListingsOf, submitListing, unpublishListing } from '../services/private-seller/seller-listings.service';
import { deletePhoto, ownPhotoFile, ownPhotoUrl, publishedPhotoFile, uploadPhoto } from '../services/private-seller/seller-photos.service';
import { checkSellerCode, completeRegistration, sellerStatus, sendSellerCode } from '../services/private-seller/seller-registration.service';
import type { StoredFile } from '../storage/file-storage';

const tags = ['Private sellers'];

/**
 * The registration's token (issue 21): HttpOnly (no script reads it), Secure wherever the site is
 * served over https (not on a developer's http://localhost), SameSite=Strict, and sent only to the
 * private-seller calls. It lasts as long as the registration.
 */
export const registrationCookie = 'tun_private_seller';
const cookiePath = '/api/private-seller';

function setRegistrationCookie(c: Context<AppEnv>, token: string) {
  setCookie(c, registrationCookie, token, {
    httpOnly: true,
    secure: c.get('deps').config.publicUrl.startsWith('https://'),
    sameSite: 'Strict',
    path: cookiePath,
    maxAge: privateSellerRules.registrationMinutes * 60,
  });
}

const registrationToken = (c: Context<AppEnv>) => getCookie(c, registrationCookie);

const listingPath = '/private-seller/listings/:listingId';
const photosPath = `${listingPath}/photos`;
const maxMegabytes = privateSellerRules.maxPhotoBytes / 1024 / 1024;
/** The multipart envelope around a file is far below this. */
const uploadBodyLimit = privateSellerRules.maxPhotoBytes + 64 * 1024;

/** A photo upload: besides the loan pictures, the one API request larger than the 1 MB JSON limit (app.ts). */
export const isSellerPhotoUpload = (c: Context) => c.req.method === 'POST' && /^\/api\/private-seller\/listings\/[^/]+\/photos\/?$/.test(c.req.path);

const fileTooLarge: ApiErrorBody = { type: 'PRIVATE_SELLER', reason: 'FILE_TOO_LARGE', params: { maxMegabytes } };
const refusal = (description: string) => ({ description, content: jsonContent(apiErrorSchema) });

const sellerOnlyDoc = describeRoute({ responses: { 403: refusal('The account is not a registered private seller (PRIVATE_SELLER.NOT_A_SELLER)') } });
const statusConflictDoc = conflictDoc("The listing's status does not allow it (PRIVATE_SELLER.LISTING_STATUS_CONFLICT), or a booking or a loan application holds it (PRIVATE_SELLER.LISTING_HELD)");
const uploadDoc = describeRoute({
  requestBody: {
    required: true,
    content: { 'multipart/form-data': { schema: { type: 'object', properties: { file: { type: 'string', format: 'binary', description: `A png or jpeg photo of at most ${maxMegabytes} MB` } }, required: ['file'] } } },
  },
  responses: {
    413: refusal(`The body is over ${maxMegabytes} MB (PRIVATE_SELLER.FILE_TOO_LARGE)`),
    415: refusal('The body is not sent as multipart/form-data'),
  },
});
const imageDoc = describeRoute({
  responses: {
    200: {
      description: 'The photo as it was stored (re-encoded, without metadata)',
      content: { 'image/png': { schema: { type: 'string', format: 'binary' } }, 'image/jpeg': { schema: { type: 'string', format: 'binary' } } },
    },
  },
});

const image = (c: Context<AppEnv>, file: StoredFile, cacheControl: string) =>
  c.body(new Uint8Array(file.bytes), 200, { 'content-type': file.contentType, 'cache-control': cacheControl, 'x-content-type-options': 'nosniff' });

const deps = (c: Context<AppEnv>) => {
  const { clock, secret, registry, storage } = c.get('deps');
  return { clock, secret, registry, storage, log: c.get('log') };
};

/**
 * Private sellers (issue 21; spec section 7's private-seller calls): the registration (status, the
 * code to the mobile, the registry check) and the seller's listings with their photos. Every call
 * needs a session; the listing calls a registered seller (403 otherwise), and another person's
 * listing does not exist for them (404).
 */
export const privateSellerRoutes = new Hono<AppEnv>()
  .get(
    '/media/seller-photos/:photoId',
    describe({ operationId: 'publishedSellerPhoto', summary: "A photo of a private seller's published listing (any other: 404)", tags }),
    imageDoc,
    input('param', photoParamSchema),
    async (c) => {
      const { database, storage } = c.get('deps');
      // Photos are never changed in place (a new one has a new id): a day's caching is safe.
      return image(c, await publishedPhotoFile(database.db, storage, c.get('log'), c.req.valid('param').photoId), 'public, max-age=86400');
    },
  )
  .use('/private-seller/*', requireSession)
  .get('/private-seller/status', describe({ operationId: 'privateSellerStatus', summary: "Where the account's private-seller registration stands", tags, response: sellerStatusSchema }), async (c) =>
    c.json(await sellerStatus(c.get('deps').database.db, c.get('deps').clock, c.get('session').userId, registrationToken(c))),
  )
  .post(
    '/private-seller/otp/send',
    describe({ operationId: 'sendPrivateSellerCode', summary: "Text a code to the seller's mobile; starts the registration (its HttpOnly cookie)", tags, response: otpSentSchema, rateLimited: true }),
    conflictDoc('Already a private seller (PRIVATE_SELLER.ALREADY_REGISTERED)'),
    input('json', sellerOtpSendSchema),
    async (c) => {
      const sent = await sendSellerCode(c.get('deps').database.db, deps(c), c.get('session').userId, registrationToken(c), {
        phoneNumber: c.req.valid('json').phoneNumber,
        language: c.get('lang'),
        address: clientAddress(c),
      });
      setRegistrationCookie(c, sent.token);
      return c.json({ expiresAt: sent.expiresAt });
    },
  )
  .post(
    '/private-seller/otp/check',
    describe({ operationId: 'checkPrivateSellerCode', summary: "Check the code: a right one confirms the registration's mobile", tags, response: otpCheckResultSchema }),
    input('json', sellerOtpCheckSchema),
    async (c) => c.json(await checkSellerCode(c.get('deps').database.db, deps(c), c.get('session').userId, registrationToken(c), c.req.valid('json').otp)),
  )
  .post(
    '/private-seller/check',
    describe({
      operationId: 'checkPrivateSeller',
      summary: 'The private-seller check: the identification data go to the population registry; a known person of age becomes a private seller',
      tags,
      response: sellerStatusSchema,
      outsideSystem: true,
    }),
    conflictDoc('Already a private seller (PRIVATE_SELLER.ALREADY_REGISTERED)'),
    input('json', sellerIdentificationSchema),
    async (c) => {
      const registered = await completeRegistration(c.get('deps').database.db, deps(c), c.get('session').userId, registrationToken(c), c.req.valid('json'));
      deleteCookie(c, registrationCookie, { path: cookiePath, secure: c.get('deps').config.publicUrl.startsWith('https://') });
      return c.json(registered);
    },
  )
  .get('/private-seller/listings', describe({ operationId: 'sellerListings', summary: "The seller's listings, newest first, with their photos and the requests about them", tags, response: sellerListingsSchema }), sellerOnlyDoc, async (c) =>
    c.json(await sellerListingsOf(c.get('deps').database.db, c.get('session').userId)),
  )
  .post(
    '/private-seller/listings',
    describe({ operationId: 'createSellerListing', summary: 'Start a listing as a draft with whatever facts are typed (each checked on its own)', tags, response: sellerListingSchema, status: 201 }),
    sellerOnlyDoc,
    input('json', draftSchema),
    async (c) => c.json(await createDraft(c.get('deps').database.db, c.get('deps').clock, c.get('session').userId, c.req.valid('json').facts), 201),
  )
  .get(listingPath, describe({ operationId: 'sellerListing', summary: "One of the seller's listings", tags, response: sellerListingSchema }), sellerOnlyDoc, input('param', listingIdParamSchema), async (c) =>
    c.json(await sellerListing(c.get('deps').database.db, c.get('session').userId, c.req.valid('param').listingId)),
  )
  .put(
    listingPath,
    describe({ operationId: 'saveSellerListing', summary: "Save a listing's facts: any part of a draft's; whole facts once the bank has seen it (a published listing's change goes back to moderation)", tags, response: sellerListingSchema }),
    sellerOnlyDoc,
    statusConflictDoc,
    input('param', listingIdParamSchema),
    input('json', draftSchema),
    async (c) => c.json(await saveFacts(c.get('deps').database.db, c.get('deps').clock, c.get('session').userId, c.req.valid('param').listingId, c.req.valid('json').facts)),
  )
  .delete(listingPath, describe({ operationId: 'deleteSellerListing', summary: 'Delete a draft or a returned listing the catalogue never showed', tags, status: 204 }), sellerOnlyDoc, statusConflictDoc, input('param', listingIdParamSchema), async (c) => {
    const keys = await deleteListing(c.get('deps').database.db, c.get('session').userId, c.req.valid('param').listingId);
    const { storage } = c.get('deps');
    await Promise.all(keys.map((key) => storage.delete(key).catch((error: unknown) => c.get('log').warn('a deleted listing left a photo in the storage', { storageKey: key, err: error }))));
    return c.body(null, 204);
  })
  .post(
    `${listingPath}/submit`,
    describe({ operationId: 'submitSellerListing', summary: 'Send a listing for moderation: whole facts, a photo, and room under the limit of active listings', tags, response: sellerListingSchema }),
    sellerOnlyDoc,
    statusConflictDoc,
    input('param', listingIdParamSchema),
    async (c) => c.json(await submitListing(c.get('deps').database.db, c.get('deps').clock, c.get('session').userId, c.req.valid('param').listingId)),
  )
  .post(
    `${listingPath}/unpublish`,
    describe({ operationId: 'unpublishSellerListing', summary: 'Take a listing off the catalogue (it can be submitted again)', tags, response: sellerListingSchema }),
    sellerOnlyDoc,
    statusConflictDoc,
    input('param', listingIdParamSchema),
    async (c) => c.json(await unpublishListing(c.get('deps').database.db, c.get('deps').clock, c.get('session').userId, c.req.valid('param').listingId)),
  )
  .post(
    `${listingPath}/close`,
    describe({ operationId: 'closeSellerListing', summary: 'Mark a published listing sold (a sale) or rented (a rental): it leaves the catalogue', tags, response: sellerListingSchema }),
    sellerOnlyDoc,
    statusConflictDoc,
    input('param', listingIdParamSchema),
    input('json', closeListingSchema),
    async (c) => c.json(await closeListing(c.get('deps').database.db, c.get('deps').clock, c.get('session').userId, c.req.valid('param').listingId, c.req.valid('json').outcome)),
  )
  .post(
    photosPath,
    describe({ operationId: 'uploadSellerPhoto', summary: `Add a photo (png or jpeg up to ${maxMegabytes} MB, field \`file\`; at most ${privateSellerRules.maxPhotos})`, tags, response: listingPhotoSchema, status: 201 }),
    uploadDoc,
    sellerOnlyDoc,
    statusConflictDoc,
    bodyLimit({ maxSize: uploadBodyLimit, onError: (c) => c.json(fileTooLarge, 413) }),
    input('param', listingIdParamSchema),
    async (c) => {
      const file = await uploadedFile(c);
      if (file instanceof Response) return file;
      const { listingId } = c.req.valid('param');
      const photo = await uploadPhoto(c.get('deps').database.db, deps(c), c.get('session').userId, listingId, file);
      return c.json({ ...photo, url: ownPhotoUrl(listingId, photo.id) }, 201);
    },
  )
  .get(`${photosPath}/:photoId`, describe({ operationId: 'sellerPhoto', summary: "The seller's own photo (private, never cached)", tags }), imageDoc, sellerOnlyDoc, input('param', listingPhotoParamSchema), async (c) => {
    const { listingId, photoId } = c.req.valid('param');
    const { database, storage } = c.get('deps');
    return image(c, await ownPhotoFile(database.db, storage, c.get('log'), c.get('session').userId, listingId, photoId), 'private, no-store');
  })
  .delete(
    `${photosPath}/:photoId`,
    describe({ operationId: 'deleteSellerPhoto', summary: 'Remove a photo (a listing the bank has seen keeps one)', tags, status: 204 }),
    sellerOnlyDoc,
    statusConflictDoc,
    input('param', listingPhotoParamSchema),
    async (c) => {
      const { listingId, photoId } = c.req.valid('param');
      await deletePhoto(c.get('deps').database.db, deps(c), c.get('session').userId, listingId, photoId);
      return c.body(null, 204);
    },
  );
