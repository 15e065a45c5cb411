import type { UploadedPicture } from '../../api/contract/loan-application';
import { fetchPicture } from '../actors/loan-requests';
import { useBlobUrl } from './blob-url';

/** A stored picture of a loan application's document (it needs the bearer token). */
export function useStoredPicture(applicationId: string, picture: UploadedPicture | undefined) {
  const key = picture ? `${picture.url}@${picture.uploadedAt}` : undefined;
  return useBlobUrl(key, () => (picture ? fetchPicture({ applicationId, owner: picture.owner, kind: picture.kind }) : Promise.reject(new Error('no picture'))));
}
