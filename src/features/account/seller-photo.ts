import { privateSellerActors } from '../../actors/private-seller.actors';
import { useBlobUrl } from '../../lib/blob-url';

/** The seller's own photo (it needs the session until the listing is published). */
export const useSellerPhoto = (listingId: string, photoId: string | undefined) =>
  useBlobUrl(photoId ? `${listingId}/${photoId}` : undefined, () => privateSellerActors.photo(listingId, photoId ?? ''));
