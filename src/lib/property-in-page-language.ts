import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, unwrap } from '../../api/client';
import type { LoanApplication } from '../../api/contract/loan-application';

/**
 * The application's home (its title and address, which the server words in the reader's language) in
 * the page's language. The wizard's and the part's machines hold the application as read when the
 * page opened; after a switch of language the home is read again in the new one, so a page in Russian
 * never names the home in the English it was first read in.
 */
export function usePropertyInPageLanguage(applicationId: string, property: LoanApplication['property']): LoanApplication['property'] {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  const [readIn] = useState(lang);
  const again = useQuery({
    queryKey: ['loan-application-property', applicationId, lang],
    // The call names its language: the page's may not have reached what the client reads yet.
    queryFn: async () => (await unwrap(api.GET('/api/loan-applications/{applicationId}', { params: { path: { applicationId } }, headers: { 'Accept-Language': lang } }))).property,
    enabled: lang !== readIn && property !== null,
    meta: { handlesErrors: true },
  });
  return lang === readIn ? property : (again.data ?? property);
}
