import { api, unwrap } from '../../api/client';
import type { Language } from '../../api/contract/validation';
import { saveFile } from './save-file';

/** Downloads the PDF letter of an eligible pre-qualification, in the page's language (it needs the session, so it is fetched). */
export async function downloadPrequalLetter(applicationId: string, lang: Language): Promise<void> {
  const blob = await unwrap(api.GET('/api/pre-approval/{applicationId}/letter', { params: { path: { applicationId } }, headers: { 'Accept-Language': lang }, parseAs: 'blob' }));
  saveFile(blob as unknown as Blob, 'tun-prequalification-letter.pdf');
}
