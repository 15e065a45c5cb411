import { useTranslation } from 'react-i18next';
import { api, unwrap } from '../../../api/client';
import { partnerTypes, partnershipApplicationSchema } from '../../../api/contract/site-messages';
import type { Language } from '../../../api/contract/validation';
import { useCaptchaPass } from '../../lib/use-captcha-pass';
import { useForm } from '../../lib/use-form';
import { button } from '../../ui/button.css';
import { CaptchaCheck } from '../../ui/captcha-check.view';
import { FormAlert, TextAreaField, TextField } from '../../ui/form.view';
import { container, page } from '../../ui/layout.css';
import { SelectField } from '../../ui/loan-forms/select-field.view';
import { useDocumentTitle } from '../../ui/use-document-title';
import * as css from './partnership.css';

/**
 * Become a partner (spec section 7): a developer, an agency, a home-and-renovation store or a service
 * tells the bank what it offers; the bank's partnerships team answers. Checked with the contract's
 * schema before sending; the captcha appears only when the server asks for it.
 */
export function PartnershipScreen() {
  const { t, i18n } = useTranslation('partnership');
  const lang = i18n.language as Language;
  useDocumentTitle(t('title'));
  const { values, errors, alert, set, submit, busy, answer, formRef, confirmationRef } = useForm({
    initial: { companyName: '', type: '', offer: '', contactName: '', email: '', phoneNumber: '', website: '', captchaToken: '' },
    schema: partnershipApplicationSchema,
    toBody: ({ captchaToken, ...values }) => ({ ...values, ...(captchaToken ? { captchaToken } : {}) }),
    send: (body) => unwrap(api.POST('/api/partnership-applications', { body, headers: { 'Accept-Language': lang } })),
  });
  const captcha = useCaptchaPass(set('captchaToken'));

  if (answer) {
    return (
      <section className={`${container} ${page}`} aria-labelledby="partnership-title">
        <h1 id="partnership-title">{t('title')}</h1>
        <p ref={confirmationRef} tabIndex={-1} role="status" className={css.sent} data-testid="partnership-sent">
          {t('sent', { id: answer.id, email: values.email })}
        </p>
      </section>
    );
  }

  return (
    <section className={`${container} ${page}`} aria-labelledby="partnership-title">
      <h1 id="partnership-title">{t('title')}</h1>
      <p className={css.lead}>{t('lead')}</p>
      <ul className={css.kinds}>
        {partnerTypes.map((type) => (
          <li key={type}>
            <strong>{t(`type.${type}`)}</strong> — {t(`typeWhy.${type}`)}
          </li>
        ))}
      </ul>
      <form ref={formRef} onSubmit={submit} noValidate className={css.form} aria-busy={busy} data-testid="partnership-form">
        <FormAlert alert={alert} />
        <TextField label={t('companyName')} value={values.companyName} onValueChange={set('companyName')} error={errors.companyName} autoComplete="organization" maxLength={150} required />
        <SelectField
          label={t('typeLabel')}
          value={values.type}
          onValueChange={set('type')}
          error={errors.type}
          options={[{ value: '', label: t('choose') }, ...partnerTypes.map((type) => ({ value: type, label: t(`type.${type}`) }))]}
          testId="partner-type"
        />
        <TextAreaField label={t('offer')} value={values.offer} onValueChange={set('offer')} error={errors.offer} maxLength={500} required />
        <TextField label={t('website')} value={values.website} onValueChange={set('website')} error={errors.website} type="url" autoComplete="url" placeholder="https://" maxLength={150} />
        <fieldset className={css.contact}>
          <legend>{t('contact')}</legend>
          <TextField label={t('contactName')} value={values.contactName} onValueChange={set('contactName')} error={errors.contactName} autoComplete="name" maxLength={100} required />
          <TextField label={t('email')} value={values.email} onValueChange={set('email')} error={errors.email} type="email" autoComplete="email" maxLength={150} required />
          <TextField label={t('phone')} value={values.phoneNumber} onValueChange={set('phoneNumber')} error={errors.phoneNumber} type="tel" autoComplete="tel" placeholder="+374 77 123456" required />
        </fieldset>
        {errors.captchaToken || captcha.state !== 'idle' ? <CaptchaCheck state={captcha.state} onVerify={captcha.verify} error={errors.captchaToken} /> : null}
        <button type="submit" className={button.primary} disabled={busy}>
          {busy ? t('sending') : t('send')}
        </button>
      </form>
    </section>
  );
}
