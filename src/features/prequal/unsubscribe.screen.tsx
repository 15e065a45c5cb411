import { useQuery } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { api, unwrap } from '../../../api/client';
import { container, page } from '../../ui/layout.css';
import { FormMessage } from '../../ui/form.view';
import { useDocumentTitle } from '../../ui/use-document-title';

/**
 * The unsubscribe link of a pre-qualification e-mail (spec section 7, "Unsubscribe by e-mail"): it
 * needs no sign-in; opening it stops the reminders and says so.
 */
export function UnsubscribeScreen() {
  const { t } = useTranslation('prequal');
  useDocumentTitle(t('unsubscribe.title'));
  const { email, key } = useSearch({ from: '/$lang/apply-now/unsubscribe' });
  const answer = useQuery({
    queryKey: ['prequal-unsubscribe', email, key],
    queryFn: async () => {
      await unwrap(api.POST('/api/pre-approval/unsubscribe', { body: { email, token: key } }));
      return true;
    },
    retry: false,
    staleTime: Infinity,
  });
  return (
    <section className={`${container} ${page}`} aria-labelledby="unsubscribe-title">
      <h1 id="unsubscribe-title">{t('unsubscribe.title')}</h1>
      {answer.isPending ? <p role="status">{t('unsubscribe.working')}</p> : null}
      {answer.isSuccess ? <FormMessage error={{ key: 'prequal:unsubscribe.done', params: { email } }} tone="success" /> : null}
      {answer.isError ? <FormMessage error={{ key: 'prequal:unsubscribe.failed' }} /> : null}
    </section>
  );
}
