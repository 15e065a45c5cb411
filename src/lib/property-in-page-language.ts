import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, unwrap } from '../../api/client';
import type { LoanApplication } from '../../api/contract/loan-application';

/**
 * The application's home (its title and address, which the server words in the reader's language) in
 * the page's language. The wizard's and the part's machines hold the application as last read, in
 * whichever language the page had then, which a switch of language can leave behind (read in Russian,
 * shown again on an English page): so the home is read in the page's language, once per language,
 * and the machine's copy only stands in while that answer comes.
 */
export function usePropertyInPageLanguage(applicationId: string, property: LoanApplication['property']): LoanApplication['property'] {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  const inPageLanguage = useQuery({
    queryKey: ['loan-application-property', applicationId, lang],
    // The call names its language: the page's may not have reached what the client reads yet.
    queryFn: async () => (await unwrap(api.GET('/api/loan-applications/{applicationId}', { params: { path: { applicationId } }, headers: { 'Accept-Language': lang } }))).property,
    enabled: property !== null,
    // A home's title and address do not change while the page is open.
    staleTime: Infinity,
    meta: { handlesErrors: true },
  });
  return inPageLanguage.data ?? property;
}
