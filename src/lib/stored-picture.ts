import { useEffect, useState } from 'react';
import type { UploadedPicture } from '../../api/contract/loan-application';
import { fetchPicture } from '../actors/loan-requests';

/** A stored picture needs the bearer token, so it is fetched as a blob and shown from an object URL. */
export function useStoredPicture(applicationId: string, picture: UploadedPicture | undefined) {
  const [src, setSrc] = useState<string | null>(null);
  const url = picture?.url;
  const owner = picture?.owner;
  const kind = picture?.kind;
  const version = picture?.uploadedAt;
  useEffect(() => {
    if (!url || !owner || !kind) return;
    let objectUrl: string | null = null;
    let live = true;
    fetchPicture({ applicationId, owner, kind }).then(
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
  }, [applicationId, url, owner, kind, version]);
  return url ? src : null;
}
