import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { unwrap } from '../../../api/client';
import { officeSignInSchema, officeVerifySchema, type OfficeChallenge } from '../../../api/contract/office';
import { useForm } from '../../lib/use-form';
import { button } from '../../ui/button.css';
import * as formCss from '../../ui/form.css';
import { FormAlert, TextField } from '../../ui/form.view';
import { officeApi, storeOfficeToken } from './office-client';
import * as css from './office.css';

/**
 * The office's sign-in (issue 18): the account's e-mail and password, then the authenticator app's
 * code. The first time, the member enrols: the QR code (or the secret typed in) adds the office to
 * their app, and the first right code confirms it. Both steps are the shared form hook, checked with
 * the contract's schemas and showing the server's refusals at their fields.
 */
export function OfficeSignIn() {
  const [challenge, setChallenge] = useState<OfficeChallenge | null>(null);
  return challenge ? <CodeStep challenge={challenge} onBack={() => setChallenge(null)} /> : <PasswordStep onChallenge={setChallenge} />;
}

function PasswordStep({ onChallenge }: { onChallenge: (challenge: OfficeChallenge) => void }) {
  const { t } = useTranslation('office');
  const { values, set, errors, alert, submit, busy, formRef } = useForm({
    initial: { email: '', password: '' },
    schema: officeSignInSchema,
    send: (body) => unwrap(officeApi.POST('/api/office/sign-in', { body })),
    onSuccess: onChallenge,
  });
  return (
    <form ref={formRef} method="post" className={`${formCss.form} ${css.signIn}`} onSubmit={submit} aria-labelledby="office-sign-in-title" aria-busy={busy} noValidate>
      <h2 id="office-sign-in-title">{t('signIn.title')}</h2>
      <p className={css.muted}>{t('signIn.lead')}</p>
      <FormAlert alert={alert} />
      <TextField label={t('signIn.email')} type="email" autoComplete="username" value={values.email} onValueChange={set('email')} error={errors.email} />
      <TextField label={t('signIn.password')} type="password" autoComplete="current-password" value={values.password} onValueChange={set('password')} error={errors.password} />
      <div className={formCss.actions}>
        <button type="submit" className={button.primary} disabled={busy}>
          {t('signIn.continue')}
        </button>
      </div>
    </form>
  );
}

function CodeStep({ challenge, onBack }: { challenge: OfficeChallenge; onBack: () => void }) {
  const { t } = useTranslation('office');
  const { values, set, errors, alert, submit, busy, formRef } = useForm({
    initial: { code: '' },
    schema: officeVerifySchema,
    toBody: (typed) => ({ challenge: challenge.challenge, code: typed.code.trim() }),
    send: (body) => unwrap(officeApi.POST('/api/office/sign-in/verify', { body })),
    onSuccess: (session) => storeOfficeToken(session.token),
  });
  const enrolment = challenge.enrolment;
  return (
    <form ref={formRef} method="post" className={`${formCss.form} ${css.signIn}`} onSubmit={submit} aria-labelledby="office-code-title" aria-busy={busy} noValidate>
      <h2 id="office-code-title">{enrolment ? t('signIn.enrolTitle') : t('signIn.codeTitle')}</h2>
      {enrolment ? (
        <>
          <p>{t('signIn.enrolLead')}</p>
          {/* The server draws the QR code (an SVG of the otpauth address, made by the qrcode library). */}
          <div className={css.qr} role="img" aria-label={t('signIn.qrLabel')} dangerouslySetInnerHTML={{ __html: enrolment.qrSvg }} />
          <p className={css.muted}>{t('signIn.secretHint')}</p>
          <p className={css.secret} data-testid="office-secret">
            {enrolment.secret}
          </p>
        </>
      ) : (
        <p>{t('signIn.codeLead')}</p>
      )}
      <FormAlert alert={alert} />
      <TextField label={t('signIn.code')} inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={values.code} onValueChange={set('code')} error={errors.code} />
      <div className={formCss.actions}>
        <button type="submit" className={button.primary} disabled={busy}>
          {t('signIn.verify')}
        </button>
        <button type="button" className={button.ghost} onClick={onBack}>
          {t('signIn.back')}
        </button>
      </div>
    </form>
  );
}
