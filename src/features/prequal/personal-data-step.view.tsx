import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { button } from '../../ui/button.css';
import * as form from '../../ui/form.css';
import { TextField } from '../../ui/form.view';
import { PrequalActor } from './prequal.context';
import { StepTitle } from './step-title.view';
import * as css from './prequal.css';

/** Personal data (spec section 2): where the bank answers, and the phone the code goes to. */
export function PersonalDataStep() {
  const { t } = useTranslation('prequal');
  const actor = PrequalActor.useActorRef();
  const { personal, personalErrors } = PrequalActor.useSelector((s) => s.context);
  const busy = PrequalActor.useSelector((s) => s.hasTag('busy'));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'personal.submit' });
  };
  return (
    <form className={css.panel} onSubmit={submit} noValidate aria-busy={busy} data-testid="prequal-personal">
      <StepTitle>{t('personal.title')}</StepTitle>
      <p className={css.muted}>{t('personal.lead')}</p>
      <TextField label={t('personal.email')} type="email" autoComplete="email" value={personal.email} onValueChange={(value) => actor.send({ type: 'personal.change', field: 'email', value })} error={personalErrors.email} />
      <TextField
        label={t('personal.phone')}
        type="tel"
        autoComplete="tel"
        placeholder="+374 77 123456"
        value={personal.phoneNumber}
        onValueChange={(value) => actor.send({ type: 'personal.change', field: 'phoneNumber', value })}
        error={personalErrors.phoneNumber}
      />
      <div className={form.actions}>
        <button type="submit" className={button.primary} disabled={busy}>
          {busy ? t('personal.submitting') : t('personal.submit')}
        </button>
        <button type="button" className={button.secondary} disabled={busy} onClick={() => actor.send({ type: 'personal.back' })}>
          {t('personal.back')}
        </button>
      </div>
    </form>
  );
}
