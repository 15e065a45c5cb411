import { useTranslation } from 'react-i18next';
import { api, unwrap } from '../../../api/client';
import { serviceRequestSchema, type Store } from '../../../api/contract/stores';
import type { Language } from '../../../api/contract/validation';
import { AuthActor } from '../../lib/auth.context';
import { useForm } from '../../lib/use-form';
import { useSettledSession } from '../../lib/settled-session';
import { button } from '../../ui/button.css';
import { FormAlert, TextAreaField, TextField } from '../../ui/form.view';
import * as css from './stores.css';

/**
 * A request to a service partner (a master's visit, a quote), signed in: sent at once through the
 * partners' order platform, which answers its reference, or says the partner did not take it.
 */
export function ServiceRequestForm({ store, lang }: { store: Store; lang: Language }) {
  const { t } = useTranslation('stores');
  const auth = AuthActor.useActorRef();
  const session = useSettledSession();
  const { values, errors, alert, set, submit, busy, answer, reset, formRef, confirmationRef } = useForm({
    initial: { name: '', phoneNumber: '', address: '', description: '' },
    schema: serviceRequestSchema,
    send: (body) => unwrap(api.POST('/api/stores/{store}/service-requests', { params: { path: { store: store.slug } }, body, headers: { 'Accept-Language': lang } })),
  });
  return (
    <section className={css.requestBox} aria-labelledby="service-request-title" data-testid="service-request">
      <h2 id="service-request-title">{t('request.title')}</h2>
      {answer ? (
        <>
          <div ref={confirmationRef} tabIndex={-1} role="status">
            <p className={css.offer}>{t('request.sent', { store: store.name, reference: answer.reference })}</p>
            <p className={css.hours}>{t('request.mailed')}</p>
          </div>
          <button type="button" className={button.secondary} onClick={reset}>
            {t('request.another')}
          </button>
        </>
      ) : session !== 'in' ? (
        <>
          <p>{t('request.lead', { store: store.name })}</p>
          <button type="button" className={button.primary} disabled={session === 'pending'} onClick={() => auth.send({ type: 'signIn.open' })}>
            {t('request.signIn')}
          </button>
        </>
      ) : (
        <form ref={formRef} onSubmit={submit} noValidate className={css.requestForm} aria-labelledby="service-request-title" aria-busy={busy}>
          <p>{t('request.lead', { store: store.name })}</p>
          <FormAlert alert={alert} />
          <TextField label={t('request.name')} value={values.name} onValueChange={set('name')} error={errors.name} autoComplete="name" maxLength={100} required />
          <TextField label={t('request.phone')} value={values.phoneNumber} onValueChange={set('phoneNumber')} error={errors.phoneNumber} type="tel" autoComplete="tel" placeholder="+374 77 123456" required />
          <TextField label={t('request.address')} value={values.address} onValueChange={set('address')} error={errors.address} autoComplete="street-address" maxLength={150} required />
          <TextAreaField label={t('request.description')} value={values.description} onValueChange={set('description')} error={errors.description} maxLength={1000} required />
          <button type="submit" className={button.primary} disabled={busy}>
            {busy ? t('request.sending') : t('request.send')}
          </button>
        </form>
      )}
    </section>
  );
}
