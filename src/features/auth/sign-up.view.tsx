import { useSelector } from '@xstate/react';
import { useId, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { signUpMachine, SignUpField } from '../../../machines/auth/sign-up.machine';
import { button } from '../../ui/button.css';
import * as form from '../../ui/form.css';
import { Checkbox, TextField } from '../../ui/form.view';
import { DocumentLink } from '../../ui/document-link.view';
import { AuthActor } from '../../lib/auth.context';
import * as css from './auth.css';
import { PasswordChecklist } from '../../ui/password-checklist.view';

type SignUpRef = ActorRefFrom<typeof signUpMachine>;
type TextFieldName = Exclude<SignUpField, 'terms'>;

const textFields: { name: TextFieldName; type: string; autoComplete: string; maxLength: number }[] = [
  { name: 'firstName', type: 'text', autoComplete: 'given-name', maxLength: 50 },
  { name: 'lastName', type: 'text', autoComplete: 'family-name', maxLength: 50 },
  { name: 'email', type: 'email', autoComplete: 'email', maxLength: 150 },
];

export function SignUpView({ flow }: { flow: SignUpRef }) {
  const { t } = useTranslation('auth');
  const auth = AuthActor.useActorRef();
  const { values, errors } = useSelector(flow, (s) => s.context);
  const busy = useSelector(flow, (s) => s.hasTag('busy'));
  const checklistId = useId();
  const change = (field: TextFieldName) => (value: string) => flow.send({ type: 'field.change', field, value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    flow.send({ type: 'form.submit' });
  };
  return (
    <form className={form.form} onSubmit={submit} noValidate aria-busy={busy}>
      {textFields.map((field) => (
        <TextField
          key={field.name}
          label={t(`fields.${field.name}`)}
          type={field.type}
          autoComplete={field.autoComplete}
          maxLength={field.maxLength}
          value={values[field.name]}
          onValueChange={change(field.name)}
          error={errors[field.name]}
          hint={field.name === 'email' ? undefined : field.name === 'firstName' || field.name === 'lastName' ? t('fields.nameHint') : undefined}
        />
      ))}
      <TextField
        label={t('fields.password')}
        type="password"
        autoComplete="new-password"
        value={values.password}
        onValueChange={change('password')}
        error={errors.password}
        hint={<PasswordChecklist password={values.password} id={checklistId} />}
      />
      <TextField
        label={t('fields.confirmPassword')}
        type="password"
        autoComplete="new-password"
        value={values.confirmPassword}
        onValueChange={change('confirmPassword')}
        error={errors.confirmPassword}
      />
      <Checkbox
        name="terms"
        checked={values.terms}
        onCheckedChange={(checked) => flow.send({ type: 'terms.toggle', checked })}
        error={errors.terms}
        label={<Trans t={t} i18nKey="signUp.terms" components={{ terms: <DocumentLink kind="profileTerms" />, consent: <DocumentLink kind="serviceConsent" /> }} />}
      />
      <button type="submit" className={button.primary} disabled={busy}>
        {busy ? t('signUp.submitting') : t('signUp.submit')}
      </button>
      <p className={css.switchLine}>
        {t('signUp.haveAccount')}{' '}
        <button type="button" className={form.linkButton} onClick={() => auth.send({ type: 'signIn.open' })}>
          {t('signUp.toSignIn')}
        </button>
      </p>
    </form>
  );
}
