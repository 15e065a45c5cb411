import { useTranslation } from 'react-i18next';
import { api, unwrap } from '../../../api/client';
import { interestApplicationSchema, type InterestApplication } from '../../../api/contract/requests';
import type { Language } from '../../../api/contract/validation';
import { formatDate } from '../../lib/format';
import { sentRequestsKey } from '../../lib/queries/requests.queries';
import { useForm } from '../../lib/use-form';
import { button } from '../../ui/button.css';
import { Checkbox, FormAlert, TextField } from '../../ui/form.view';
import * as css from './property.css';

/** The request form's section: the phone's action bar leads there. */
const requestSectionId = 'property-request';

/**
 * Takes the person to the request form and into its first field (or to the confirmation, once sent),
 * placed mid-screen so neither the header nor the phone's action bar covers it.
 */
export function focusRequestForm() {
  const target = document.getElementById(requestSectionId)?.querySelector<HTMLElement>('input, textarea, [tabindex="-1"]');
  if (!target) return;
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ block: 'center', behavior: reduceMotion ? 'auto' : 'smooth' });
  target.focus({ preventScroll: true });
}

/**
 * The request form of the property page: the bank calls back within one working day. It checks the
 * fields with the server's own schema before sending and shows the server's field messages beside
 * the fields; a refusal (the property is gone, too many requests) shows above the form.
 */
export function RequestForm({ market, propertyId, lang }: { market: InterestApplication['market']; propertyId: number; lang: Language }) {
  const { t } = useTranslation('property');
  const { values, errors, alert, set, submit, busy, answer, formRef, confirmationRef } = useForm({
    initial: { name: '', phoneNumber: '', email: '', message: '', consent: false },
    schema: interestApplicationSchema,
    toBody: (form) => ({ market, propertyId, ...form }),
    send: (body) => unwrap(api.POST('/api/apartments/interest-application', { body, headers: { 'Accept-Language': lang } })),
    // A signed-in sender sees the request in the personal page's list.
    invalidates: [sentRequestsKey],
  });

  if (answer) {
    return (
      <section id={requestSectionId} className={css.panel} aria-labelledby="request-title">
        <h2 id="request-title" className={css.formTitle}>
          {t('request.title')}
        </h2>
        <p ref={confirmationRef} tabIndex={-1} role="status" className={css.badge} data-testid="request-sent">
          {t('request.sent', { date: formatDate(answer.replyBy, lang, { weekday: 'long', day: 'numeric', month: 'long' }) })}
        </p>
      </section>
    );
  }

  return (
    <section id={requestSectionId} className={css.panel} aria-labelledby="request-title">
      <h2 id="request-title" className={css.formTitle}>
        {t('request.title')}
      </h2>
      <p className={css.muted}>{t('request.lead')}</p>
      <form ref={formRef} onSubmit={submit} noValidate className={css.form} aria-busy={busy} data-testid="request-form">
        <FormAlert alert={alert} />
        <TextField label={t('request.name')} value={values.name} onValueChange={set('name')} error={errors.name} autoComplete="name" required />
        <TextField label={t('request.phone')} value={values.phoneNumber} onValueChange={set('phoneNumber')} error={errors.phoneNumber} type="tel" autoComplete="tel" placeholder="+374 77 123456" required />
        <TextField label={t('request.email')} value={values.email} onValueChange={set('email')} error={errors.email} type="email" autoComplete="email" />
        <TextField label={t('request.message')} value={values.message} onValueChange={set('message')} error={errors.message} maxLength={500} />
        <Checkbox label={t('request.consent')} checked={values.consent} onCheckedChange={set('consent')} error={errors.consent} />
        <button type="submit" className={button.primary} disabled={busy}>
          {busy ? t('request.sending') : t('request.send')}
        </button>
      </form>
    </section>
  );
}
