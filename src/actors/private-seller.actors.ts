import { fromPromise } from 'xstate';
import { api, ApiError, isRefusal, unwrap, type ApiClient } from '../../api/client';
import type { ListingPhoto, SellerListing } from '../../api/contract/private-seller';
import type { OtpCheckOutcome } from '../../machines/otp/otp.machine';
import type { CheckOutcome, IdentificationForm, RefusalReason, StatusOutcome } from '../../machines/private-seller/seller-registration.machine';

const refusalReasons: readonly RefusalReason[] = ['USER_TYPE_REFUSED', 'UNDERAGE', 'SOCIAL_CARD_TAKEN', 'ACCOUNT_OF_ANOTHER_PERSON'];

/** The private-seller registration's live actors and the seller's listing calls over a typed client. */
export function createPrivateSellerActors(client: ApiClient) {
  const loadStatus = fromPromise<StatusOutcome>(async () => {
    const status = await unwrap(client.GET('/api/private-seller/status'));
    return { status: status.status, phoneNumber: status.phoneNumber };
  });

  /** The code to the mobile (the OTP machine's `sendCode`): the server starts the registration and its cookie. */
  const sendCode = fromPromise<{ expiresAt: string }, { destination: string }>(({ input }) => unwrap(client.POST('/api/private-seller/otp/send', { body: { phoneNumber: input.destination } })));

  const checkCode = fromPromise<OtpCheckOutcome, { code: string }>(async ({ input }) => {
    try {
      return { outcome: 'checked', ...(await unwrap(client.POST('/api/private-seller/otp/check', { body: { otp: input.code } }))) };
    } catch (error) {
      if (isRefusal(error, 'PRIVATE_SELLER.OTP_NO_LONGER_VALID')) return { outcome: 'noLongerValid' };
      throw error;
    }
  });

  /** The private-seller check: its refusals are the chart's branches; a failed call rejects. */
  const checkSeller = fromPromise<CheckOutcome, IdentificationForm>(async ({ input }) => {
    try {
      await unwrap(client.POST('/api/private-seller/check', { body: input }));
      return { outcome: 'registered' };
    } catch (error) {
      if (!(error instanceof ApiError) || error.type !== 'PRIVATE_SELLER') throw error;
      if (error.reason === 'NO_IDENTITY_DATA') return { outcome: 'noIdentityData' };
      if (error.reason === 'REGISTRATION_REQUIRED' || error.reason === 'PHONE_NOT_VERIFIED') return { outcome: 'registrationRequired' };
      if (error.reason === 'REGISTRY_UNAVAILABLE') return { outcome: 'unavailable' };
      const reason = refusalReasons.find((candidate) => candidate === error.reason);
      if (reason) return { outcome: 'refused', reason, ...(error.params ? { params: error.params as Record<string, string | number> } : {}) };
      throw error;
    }
  });

  const listingPath = '/api/private-seller/listings/{listingId}';
  const at = (listingId: string) => ({ params: { path: { listingId } } });
  return {
    loadStatus,
    sendCode,
    checkCode,
    checkSeller,
    listings: () => unwrap(client.GET('/api/private-seller/listings')),
    create: (facts: Record<string, unknown>): Promise<SellerListing> => unwrap(client.POST('/api/private-seller/listings', { body: { facts } })),
    save: (listingId: string, facts: Record<string, unknown>): Promise<SellerListing> => unwrap(client.PUT(listingPath, { ...at(listingId), body: { facts } })),
    remove: (listingId: string) => unwrap(client.DELETE(listingPath, at(listingId))),
    submit: (listingId: string): Promise<SellerListing> => unwrap(client.POST(`${listingPath}/submit`, at(listingId))),
    unpublish: (listingId: string): Promise<SellerListing> => unwrap(client.POST(`${listingPath}/unpublish`, at(listingId))),
    close: (listingId: string, outcome: 'sold' | 'rented'): Promise<SellerListing> => unwrap(client.POST(`${listingPath}/close`, { ...at(listingId), body: { outcome } })),
    uploadPhoto: (listingId: string, file: Blob): Promise<ListingPhoto> => {
      const body = new FormData();
      body.set('file', file);
      // The typed body names the field; the form itself is sent (the browser sets its boundary).
      return unwrap(client.POST(`${listingPath}/photos`, { ...at(listingId), body: body as unknown as { file: string } }));
    },
    deletePhoto: (listingId: string, photoId: string) => unwrap(client.DELETE(`${listingPath}/photos/{photoId}`, { params: { path: { listingId, photoId } } })),
    /** The seller's own photo needs the session: fetched as a blob. */
    photo: (listingId: string, photoId: string) =>
      unwrap(client.GET(`${listingPath}/photos/{photoId}`, { params: { path: { listingId, photoId } }, parseAs: 'blob', cache: 'no-store' })) as Promise<Blob>,
  };
}

export const privateSellerActors = createPrivateSellerActors(api);
