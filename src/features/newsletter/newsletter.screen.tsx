import { useMutation } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { api, unwrap } from '../../../api/client';
import { apiErrorText } from '../../lib/api-errors';
import { button } from '../../ui/button.css';
import { FormAlert, FormMessage } from '../../ui/form.view';
import { container, page } from '../../ui/layout.css';
import { RouteLink } from '../../ui/route-link.view';
import { useDocumentTitle } from '../../ui/use-document-title';
import * as css from './newsletter.css';

/**
 * The confirmation link of the newsletter (double opt-in). Opening the link does not confirm by
 * itself: a mail scanner that opens every link must not subscribe anyone, so the person presses the button.
 */
export function NewsletterConfirmScreen() {
  const { t } = useTranslation('newsletter');
  useDocumentTitle(t('confirm.title'));
  const { subscription } = useSearch({ from: '/$lang/newsletter/confirm' });
  const confirm = useMutation({ mutationFn: () => unwrap(api.POST('/api/subscriptions/confirm', { body: { token: subscription } })), meta: { handlesErrors: true } });
  return (
    <section className={`${container} ${page}`} aria-labelledby="newsletter-title">
      <h1 id="newsletter-title">{t('confirm.title')}</h1>
      {confirm.isSuccess ? (
        <div className={css.result}>
          <FormMessage error={{ key: 'newsletter:confirm.done', params: { email: confirm.data.email } }} tone="success" />
          <RouteLink to="blog">{t('toBlog')}</RouteLink>
        </div>
      ) : (
        <>
          <p className={css.lead}>{t('confirm.lead')}</p>
          {confirm.isError ? <FormAlert alert={apiErrorText(confirm.error)} /> : null}
          <button type="button" className={button.primary} onClick={() => confirm.mutate()} disabled={confirm.isPending || !subscription}>
            {confirm.isPending ? t('working') : t('confirm.action')}
          </button>
        </>
      )}
    </section>
  );
}

/** The unsubscribe link of every newsletter mail: one button, no sign-in. */
export function NewsletterUnsubscribeScreen() {
  const { t } = useTranslation('newsletter');
  useDocumentTitle(t('unsubscribe.title'));
  const { email, key } = useSearch({ from: '/$lang/newsletter/unsubscribe' });
  const leave = useMutation({
    mutationFn: async () => {
      await unwrap(api.POST('/api/subscriptions/unsubscribe', { body: { email, key } }));
      return true;
    },
    meta: { handlesErrors: true },
  });
  return (
    <section className={`${container} ${page}`} aria-labelledby="newsletter-title">
      <h1 id="newsletter-title">{t('unsubscribe.title')}</h1>
      {leave.isSuccess ? (
        <FormMessage error={{ key: 'newsletter:unsubscribe.done', params: { email } }} tone="success" />
      ) : (
        <>
          <p className={css.lead}>{t('unsubscribe.lead', { email })}</p>
          {leave.isError ? <FormAlert alert={apiErrorText(leave.error)} /> : null}
          <button type="button" className={button.primary} onClick={() => leave.mutate()} disabled={leave.isPending || !email || !key}>
            {leave.isPending ? t('working') : t('unsubscribe.action')}
          </button>
        </>
      )}
    </section>
  );
}
