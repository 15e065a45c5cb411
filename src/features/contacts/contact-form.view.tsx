import { useTranslation } from 'react-i18next';
import { api, unwrap } from '../../../api/client';
import { contactMessageSchema, contactSubjects } from '../../../api/contract/site-messages';
import type { Language } from '../../../api/contract/validation';
import { formatDate } from '../../lib/format';
import { useCaptchaPass } from '../../lib/use-captcha-pass';
import { useForm } from '../../lib/use-form';
import { button } from '../../ui/button.css';
import { CaptchaCheck } from '../../ui/captcha-check.view';
import { FormAlert, TextAreaField, TextField } from '../../ui/form.view';
import { SelectField } from '../../ui/loan-forms/select-field.view';
import * as css from './contacts.css';

/**
 * The contact form (spec section 5): name, e-mail, phone, subject and message. The bank answers within
 * one working day, and the confirmation says by when; the captcha appears only when the server asks.
 */
export function ContactForm({ lang }: { lang: Language }) {
  const { t } = useTranslation('contacts');
  const { values, errors, alert, set, submit, busy, answer, reset, formRef, confirmationRef } = useForm({
    initial: { name: '', email: '', phoneNumber: '', subject: '', message: '', captchaToken: '' },
    schema: contactMessageSchema,
    toBody: ({ captchaToken, ...values }) => ({ ...values, ...(captchaToken ? { captchaToken } : {}) }),
    send: (body) => unwrap(api.POST('/api/contact-messages', { body, headers: { 'Accept-Language': lang } })),
  });
  const captcha = useCaptchaPass(set('captchaToken'));

  if (answer) {
    return (
      <div className={css.formPanel}>
        <h2 id="contact-form-title" className={css.formTitle}>{t('form.title')}</h2>
        <div ref={confirmationRef} tabIndex={-1} role="status" className={css.sent} data-testid="contact-sent">
          <p className={css.sentTitle}>{t('form.sent')}</p>
          <p>{t('form.replyBy', { date: formatDate(answer.replyBy, lang, { weekday: 'long', day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' }), email: values.email })}</p>
        </div>
        <button type="button" className={button.secondary} onClick={() => { reset(); captcha.reset(); }}>
          {t('form.another')}
        </button>
      </div>
    );
  }

  return (
    <div className={css.formPanel}>
      <h2 id="contact-form-title" className={css.formTitle}>{t('form.title')}</h2>
      <p className={css.lead}>{t('form.lead')}</p>
      <form ref={formRef} onSubmit={submit} noValidate className={css.form} aria-labelledby="contact-form-title" aria-busy={busy} data-testid="contact-form">
        {/* 'Your message was not sent' (spec section 5), then why: the refusal, the lost connection, or the reference of a fault. */}
        <FormAlert alert={alert ? { message: { key: 'contacts:form.notSent' }, detail: alert.detail ?? alert.message } : undefined} />
        <TextField label={t('form.name')} value={values.name} onValueChange={set('name')} error={errors.name} autoComplete="name" maxLength={100} required />
        <TextField label={t('form.email')} value={values.email} onValueChange={set('email')} error={errors.email} type="email" autoComplete="email" maxLength={150} required />
        <TextField label={t('form.phone')} value={values.phoneNumber} onValueChange={set('phoneNumber')} error={errors.phoneNumber} type="tel" autoComplete="tel" placeholder="+374 77 123456" required />
        <SelectField
          label={t('form.subject')}
          value={values.subject}
          onValueChange={set('subject')}
          error={errors.subject}
          options={[{ value: '', label: t('form.choose') }, ...contactSubjects.map((subject) => ({ value: subject, label: t(`form.subjects.${subject}`) }))]}
          testId="contact-subject"
        />
        <TextAreaField label={t('form.message')} value={values.message} onValueChange={set('message')} error={errors.message} maxLength={500} required />
        {errors.captchaToken || captcha.state !== 'idle' ? <CaptchaCheck state={captcha.state} onVerify={captcha.verify} error={errors.captchaToken} /> : null}
        <button type="submit" className={button.primary} disabled={busy}>
          {busy ? t('form.sending') : t('form.send')}
        </button>
      </form>
    </div>
  );
}
