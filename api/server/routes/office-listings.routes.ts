import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { listingIdParamSchema, listingPhotoParamSchema, moderatedListingsSchema, moderationDecisionSchema } from '../../contract/private-seller';
import type { AppEnv } from '../http/app-env';
import { conflictDoc, describe } from '../http/describe';
import { requireStaff } from '../http/require-staff';
import { input } from '../http/validate';
import { listingsToModerate, moderateListing } from '../services/office/listing-moderation.service';
import { moderatedPhotoFile } from '../services/private-seller/seller-photos.service';

const tags = ['Office'];

/** The moderators' queue of private sellers' listings (issue 21): approve into the catalogue, or return with a reason. */
export const officeListingRoutes = new Hono<AppEnv>()
  .get(
    '/office/seller-listings',
    describe({ operationId: 'sellerListingsToModerate', summary: "Private sellers' listings waiting for approval, oldest first (moderators)", tags, response: moderatedListingsSchema }),
    requireStaff('moderator'),
    async (c) => c.json(await listingsToModerate(c.get('deps').database.db)),
  )
  .put(
    '/office/seller-listings/:listingId',
    describe({ operationId: 'moderateSellerListing', summary: 'Approve a listing into the catalogue, or return it to its seller with the reason', tags, status: 204 }),
    conflictDoc('The listing is not waiting for approval (PRIVATE_SELLER.LISTING_STATUS_CONFLICT)'),
    requireStaff('moderator'),
    input('param', listingIdParamSchema),
    input('json', moderationDecisionSchema),
    async (c) => {
      const { database, clock } = c.get('deps');
      await moderateListing(database.db, clock, c.get('staff'), c.req.valid('param').listingId, c.req.valid('json'));
      return c.body(null, 204);
    },
  )
  .get(
    '/office/seller-listings/:listingId/photos/:photoId',
    describe({ operationId: 'moderatedSellerPhoto', summary: "A photo of a seller's listing (moderators; private, never cached)", tags }),
    describeRoute({ responses: { 200: { description: 'The photo', content: { 'image/png': { schema: { type: 'string', format: 'binary' } }, 'image/jpeg': { schema: { type: 'string', format: 'binary' } } } } } }),
    requireStaff('moderator'),
    input('param', listingPhotoParamSchema),
    async (c) => {
      const { listingId, photoId } = c.req.valid('param');
      const { database, storage } = c.get('deps');
      const file = await moderatedPhotoFile(database.db, storage, c.get('log'), listingId, photoId);
      return c.body(new Uint8Array(file.bytes), 200, { 'content-type': file.contentType, 'cache-control': 'private, no-store', 'x-content-type-options': 'nosniff' });
    },
  );
