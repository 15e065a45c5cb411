import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { documentTypes, type DocumentType } from '../../../api/contract/prequal';
import type { Language } from '../../../api/contract/validation';
import { formatDate } from '../../lib/format';
import { button } from '../../ui/button.css';
import * as form from '../../ui/form.css';
import { Checkbox, FormMessage, TextField } from '../../ui/form.view';
import { PrequalActor } from './prequal.context';
import { StepTitle } from './step-title.view';
import * as css from './prequal.css';

/** Basic data (spec section 2): the amount and term, the social card, the document, the consent. */
export function BasicDataStep() {
  const { t, i18n } = useTranslation('prequal');
  const actor = PrequalActor.useActorRef();
  const { basic, basicErrors, notice } = PrequalActor.useSelector((s) => s.context);
  const busy = PrequalActor.useSelector((s) => s.hasTag('busy'));
  const documentTypeId = useId();
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
      <TextField
        label={t('basic.socialCard')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={12}
        value={basic.socialCardNumber}
        onValueChange={change('socialCardNumber')}
        error={basicErrors.socialCardNumber}
        hint={t('basic.socialCardHint')}
      />
      <div className={css.pair}>
        <div className={form.field}>
          <label htmlFor={documentTypeId} className={form.label}>
            {t('basic.documentType')}
          </label>
          <select
            id={documentTypeId}
            className={form.input}
            value={basic.documentType}
            onChange={(event) => actor.send({ type: 'basic.change', field: 'documentType', value: event.target.value as DocumentType })}
          >
            {documentTypes.map((type) => (
              <option key={type} value={type}>
                {t(`basic.documentTypes.${type}`)}
              </option>
            ))}
          </select>
        </div>
        <TextField
          label={t('basic.documentNumber')}
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={20}
          value={basic.documentNumber}
          onValueChange={change('documentNumber')}
          error={basicErrors.documentNumber}
          hint={t(`basic.documentNumberHint.${basic.documentType}`)}
        />
      </div>
      <Checkbox label={t('basic.consent')} checked={basic.creditRegisterConsent} onCheckedChange={(checked) => actor.send({ type: 'consent.toggle', checked })} error={basicErrors.creditRegisterConsent} />
      <div className={form.actions}>
        <button type="submit" className={button.primary} disabled={busy}>
          {busy ? t('basic.submitting') : t('basic.submit')}
        </button>
      </div>
    </form>
  );
}
