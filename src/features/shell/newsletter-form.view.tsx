import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { api, unwrap } from '../../../api/client';
import { subscriptionSchema } from '../../../api/contract/site-messages';
import type { Language } from '../../../api/contract/validation';
import type { FieldError } from '../../../machines/form';
import { apiErrorText } from '../../lib/api-errors';
import { loadLaterNamespaces } from '../../lib/i18n';
import * as css from './shell.css';

/**
 * The footer's newsletter subscription: an address, and a confirmation link mailed to it (double
 * opt-in). Kept small on purpose: the footer is on every page's first load.
 */
export function NewsletterForm() {
  // Only the shell's namespace: asking for the refusals' ones here would suspend every page's first render until they load.
  const { t, i18n } = useTranslation('common');
  const id = useId();
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<FieldError | undefined>();
  const subscribe = useMutation({
    mutationFn: async (body: { email: string }) => {
      try {
        return await unwrap(api.POST('/api/subscriptions', { body, headers: { 'Accept-Language': i18n.language as Language } }));
      } catch (error) {
        // The refusals' texts load after the first page.
        await loadLaterNamespaces();
        throw error;
      }
    },
    meta: { handlesErrors: true },
    onError: (error) => setProblem(apiErrorText(error).message),
  });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = v.safeParse(subscriptionSchema, { email });
    if (!parsed.success) {
      await loadLaterNamespaces();
      setProblem({ key: parsed.issues[0]?.message ?? 'validation:email' });
      return;
    }
    setProblem(undefined);
    subscribe.mutate(parsed.output);
  };
  if (subscribe.isSuccess) {
    return (
      <p className={css.footerText} role="status" data-testid="newsletter-sent">
        {t('common:footer.newsletter.sent', { email: subscribe.data.email })}
      </p>
    );
  }
  const messageId = `${id}-message`;
  return (
    <form className={css.newsletterForm} onSubmit={(event) => void submit(event)} noValidate aria-labelledby={`${id}-title`} data-testid="newsletter-form">
      <p id={`${id}-title`} className={css.footerHeading}>
        {t('common:footer.newsletter.title')}
      </p>
      <p className={css.footerText}>{t('common:footer.newsletter.lead')}</p>
      <label htmlFor={`${id}-email`} className={css.footerText}>
        {t('common:footer.newsletter.email')}
      </label>
      <div className={css.newsletterRow}>
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          className={css.newsletterInput}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? messageId : undefined}
          maxLength={150}
        />
        <button type="submit" className={css.newsletterButton} disabled={subscribe.isPending}>
          {t('common:footer.newsletter.subscribe')}
        </button>
      </div>
      {problem ? (
        <p id={messageId} className={css.newsletterError} role="alert">
          {t(problem.key, problem.params ?? {})}
        </p>
      ) : null}
    </form>
  );
}
