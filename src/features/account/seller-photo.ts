import { useEffect, useState } from 'react';
import { privateSellerActors } from '../../actors/private-seller.actors';

/** The seller's own photo needs the session: fetched as a blob and shown from an object URL. */
export function useSellerPhoto(listingId: string, photoId: string | undefined) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    if (!photoId) return;
    let objectUrl: string | null = null;
    let live = true;
    privateSellerActors.photo(listingId, photoId).then(
      (blob) => {
        if (!live) return;
        objectUrl = URL.createObjectURL(blob);
        setSrc(objectUrl);
      },
      () => live && setSrc(null),
    );
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [listingId, photoId]);
  return photoId ? src : null;
}
