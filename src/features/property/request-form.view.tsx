import { useTranslation } from 'react-i18next';
import { api, unwrap } from '../../../api/client';
import { interestApplicationSchema, type InterestApplication } from '../../../api/contract/requests';
import type { Language } from '../../../api/contract/validation';
import { formatDate } from '../../lib/format';
import { useRequestForm } from '../../lib/use-request-form';
import { button } from '../../ui/button.css';
import { Checkbox, TextField } from '../../ui/form.view';
import * as css from './property.css';

/**
 * The request form of the property page: the bank calls back within one working day. It checks the
 * fields with the server's own schema before sending and shows the server's field messages beside
 * the fields; a refusal (the property is gone, too many requests) is toasted like every other.
 */
export function RequestForm({ market, propertyId, lang }: { market: InterestApplication['market']; propertyId: number; lang: Language }) {
  const { t } = useTranslation('property');
  const { values, errors, set, submit, mutation: send, confirmation } = useRequestForm({
    initial: { name: '', phoneNumber: '', email: '', message: '', consent: false },
    schema: interestApplicationSchema,
    toBody: (form) => ({ market, propertyId, ...form }),
    send: (body: InterestApplication) => unwrap(api.POST('/api/apartments/interest-application', { body, headers: { 'Accept-Language': lang } })),
  });

  if (send.isSuccess) {
    return (
      <section className={css.panel} aria-labelledby="request-title">
        <h2 id="request-title" className={css.formTitle}>
          {t('request.title')}
        </h2>
        <p ref={confirmation} tabIndex={-1} role="status" className={css.badge} data-testid="request-sent">
          {t('request.sent', { date: formatDate(send.data.replyBy, lang, { weekday: 'long', day: 'numeric', month: 'long' }) })}
        </p>
      </section>
    );
  }

  return (
    <section className={css.panel} aria-labelledby="request-title">
      <h2 id="request-title" className={css.formTitle}>
        {t('request.title')}
      </h2>
      <p className={css.muted}>{t('request.lead')}</p>
      <form onSubmit={submit} noValidate className={css.form} data-testid="request-form">
        <TextField label={t('request.name')} value={values.name} onValueChange={set('name')} error={errors.name} autoComplete="name" required />
        <TextField label={t('request.phone')} value={values.phoneNumber} onValueChange={set('phoneNumber')} error={errors.phoneNumber} type="tel" autoComplete="tel" placeholder="+374 77 123456" required />
        <TextField label={t('request.email')} value={values.email} onValueChange={set('email')} error={errors.email} type="email" autoComplete="email" />
        <TextField label={t('request.message')} value={values.message} onValueChange={set('message')} error={errors.message} maxLength={500} />
        <Checkbox label={t('request.consent')} checked={values.consent} onCheckedChange={set('consent')} error={errors.consent} />
        <button type="submit" className={button.primary} disabled={send.isPending}>
          {send.isPending ? t('request.sending') : t('request.send')}
        </button>
      </form>
    </section>
  );
}
