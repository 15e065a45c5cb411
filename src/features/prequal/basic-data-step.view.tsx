import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../api/contract/validation';
import { formatDate } from '../../lib/format';
import { button } from '../../ui/button.css';
import * as form from '../../ui/form.css';
import { Checkbox, FormMessage, TextField } from '../../ui/form.view';
import { IdentityDocumentFields } from '../../ui/identity-document-fields.view';
import { PrequalActor } from './prequal.context';
import { StepTitle } from './step-title.view';
import * as css from './prequal.css';

/** Basic data (spec section 2): the amount and term, the social card, the document, the consent. */
export function BasicDataStep() {
  const { t, i18n } = useTranslation('prequal');
  const actor = PrequalActor.useActorRef();
  const { basic, basicErrors, notice } = PrequalActor.useSelector((s) => s.context);
  const busy = PrequalActor.useSelector((s) => s.hasTag('busy'));
  const change = (field: 'amount' | 'termYears' | 'socialCardNumber' | 'documentNumber') => (value: string) => actor.send({ type: 'basic.change', field, value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'basic.submit' });
  };
  const noticeParams = notice?.date ? { date: formatDate(notice.date, i18n.language as Language, { dateStyle: 'long', timeStyle: 'short' }) } : undefined;
  return (
    <form className={css.panel} onSubmit={submit} noValidate aria-busy={busy} data-testid="prequal-basic">
      <StepTitle>{t('basic.title')}</StepTitle>
      {notice ? <FormMessage error={{ key: notice.key, ...(noticeParams ? { params: noticeParams } : {}) }} tone={notice.key.startsWith('prequal:carried') ? 'info' : 'error'} /> : null}
      <div className={css.pair}>
        <TextField label={t('basic.amount')} inputMode="numeric" autoComplete="off" value={basic.amount} onValueChange={change('amount')} error={basicErrors.amount} hint={t('basic.amountHint')} />
        <TextField label={t('basic.termYears')} inputMode="numeric" autoComplete="off" value={basic.termYears} onValueChange={change('termYears')} error={basicErrors.termYears} />
      </div>
      <IdentityDocumentFields values={basic} errors={basicErrors} onChange={(field, value) => actor.send({ type: 'basic.change', field, value })} />
      <Checkbox label={t('basic.consent')} checked={basic.creditRegisterConsent} onCheckedChange={(checked) => actor.send({ type: 'consent.toggle', checked })} error={basicErrors.creditRegisterConsent} />
      <div className={form.actions}>
        <button type="submit" className={button.primary} disabled={busy}>
          {busy ? t('basic.submitting') : t('basic.submit')}
        </button>
      </div>
    </form>
  );
}
