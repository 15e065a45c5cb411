import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { unwrap } from '../../../api/client';
import type { OfficeChallenge } from '../../../api/contract/office';
import { apiErrorMessage } from '../../lib/api-errors';
import { button } from '../../ui/button.css';
import { TextField } from '../../ui/form.view';
import * as formCss from '../../ui/form.css';
import { officeApi, storeOfficeToken } from './office-client';
import * as css from './office.css';

/**
 * The office's sign-in (issue 18): the account's e-mail and password, then the authenticator app's
 * code. The first time, the member enrols: the QR code (or the secret typed in) adds the office to
 * their app, and the first right code confirms it.
 */
export function OfficeSignIn() {
  const { t } = useTranslation(['office', 'errors', 'common']);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [challenge, setChallenge] = useState<OfficeChallenge | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async (event: FormEvent, step: () => Promise<void>) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await step();
    } catch (failure) {
      setError(apiErrorMessage(failure, t).message);
    } finally {
      setBusy(false);
    }
  };
  const sendPassword = (event: FormEvent) =>
    run(event, async () => {
      setChallenge(await unwrap(officeApi.POST('/api/office/sign-in', { body: { email, password } })));
      setCode('');
    });
  const sendCode = (event: FormEvent) =>
    run(event, async () => {
      if (!challenge) return;
      const session = await unwrap(officeApi.POST('/api/office/sign-in/verify', { body: { challenge: challenge.challenge, code: code.trim() } }));
      storeOfficeToken(session.token);
    });

  const alert = error ? (
    <p className={css.alert} role="alert">
      {error}
    </p>
  ) : null;

  if (!challenge) {
    return (
      <form method="post" className={`${formCss.form} ${css.signIn}`} onSubmit={sendPassword} aria-labelledby="office-sign-in-title" noValidate>
        <h2 id="office-sign-in-title">{t('signIn.title')}</h2>
        <p className={css.muted}>{t('signIn.lead')}</p>
        <TextField label={t('signIn.email')} type="email" autoComplete="username" value={email} onValueChange={setEmail} required />
        <TextField label={t('signIn.password')} type="password" autoComplete="current-password" value={password} onValueChange={setPassword} required />
        {alert}
        <div className={formCss.actions}>
          <button type="submit" className={button.primary} disabled={busy}>
            {t('signIn.continue')}
          </button>
        </div>
      </form>
    );
  }
  const enrolment = challenge.enrolment;
  return (
    <form method="post" className={`${formCss.form} ${css.signIn}`} onSubmit={sendCode} aria-labelledby="office-code-title" noValidate>
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
      <TextField label={t('signIn.code')} inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={code} onValueChange={setCode} required />
      {alert}
      <div className={formCss.actions}>
        <button type="submit" className={button.primary} disabled={busy}>
          {t('signIn.verify')}
        </button>
        <button type="button" className={button.ghost} onClick={() => setChallenge(null)}>
          {t('signIn.back')}
        </button>
      </div>
    </form>
  );
}
