import { useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { unwrap } from '../../../api/client';
import { promoCodeCheckSchema, type PromoCodeCheckAnswer } from '../../../api/contract/stores';
import type { Language } from '../../../api/contract/validation';
import { formatNumber } from '../../lib/format';
import { useForm } from '../../lib/use-form';
import { button } from '../../ui/button.css';
import * as formCss from '../../ui/form.css';
import { FormAlert, TextField } from '../../ui/form.view';
import { officeApi } from './office-client';
import { dateTime } from './office-format';
import * as css from './office.css';
import * as tillCss from './store-till.css';

/** A discount as the store's pages write it ("10%"). */
const percent = (value: number, lang: Language) => `${formatNumber(value, lang)}%`;

type TillAction = 'check' | 'use';
interface TillAnswer {
  action: TillAction;
  answer: PromoCodeCheckAnswer;
}

const send = async (action: TillAction, body: { code: string }): Promise<TillAnswer> => ({
  action,
  answer: await (action === 'use' ? unwrap(officeApi.POST('/api/office/store/promo-codes/use', { body })) : unwrap(officeApi.POST('/api/office/store/promo-codes/check', { body }))),
});

/**
 * A partner store's till (issue 20): the cashier types the customer's promo code, checks it (valid,
 * already used, expired or unknown, with the discount and the holder's name to ask for), and uses it
 * once for the purchase. The form is the shared form hook with the contract's schema, so a mistyped
 * code is shown at the field; a refused use (used, expired, unknown) above the form.
 */
export function StoreTillView() {
  const { t } = useTranslation('office');
  // The button that sent the form; Enter in the field checks, it never uses a code.
  const action = useRef<TillAction>('check');
  const { values, set, errors, alert, submit, busy, answer, formRef } = useForm({
    initial: { code: '' },
    schema: promoCodeCheckSchema,
    send: (body) => send(action.current, body),
  });
  const submitWith = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    action.current = submitter instanceof HTMLButtonElement && submitter.value === 'use' ? 'use' : 'check';
    submit(event);
  };
  return (
    <section className={css.panel} aria-labelledby="store-till-title" data-testid="store-till">
      <h2 id="store-till-title">{t('storeTill.title')}</h2>
      <p className={css.muted}>{t('storeTill.lead')}</p>
      <form ref={formRef} method="post" className={`${formCss.form} ${tillCss.form}`} onSubmit={submitWith} aria-labelledby="store-till-title" aria-busy={busy} noValidate>
        <FormAlert alert={alert} />
        <TextField
          label={t('storeTill.code')}
          hint={t('storeTill.codeHint')}
          value={values.code}
          onValueChange={set('code')}
          error={errors.code}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          className={`${formCss.input} ${tillCss.codeInput}`}
        />
        <div className={formCss.actions}>
          <button type="submit" name="action" value="check" className={button.primary} disabled={busy}>
            {t('storeTill.check')}
          </button>
          <button type="submit" name="action" value="use" className={button.secondary} disabled={busy}>
            {t('storeTill.use')}
          </button>
        </div>
      </form>
      <div role="status" className={tillCss.answer} data-testid="till-answer">
        {answer ? <TillAnswerView action={answer.action} answer={answer.answer} /> : null}
      </div>
    </section>
  );
}

/** What the code is now, as a sentence, and what the cashier needs: the discount, whose code it is, until when or since when. */
function TillAnswerView({ action, answer }: TillAnswer) {
  const { t, i18n } = useTranslation('office');
  const lang = i18n.language as Language;
  const discount = answer.discountPercent === null ? null : percent(answer.discountPercent, lang);
  const used = action === 'use';
  const sentence = used && discount !== null ? t('storeTill.used', { discount }) : t(`storeTill.result.${answer.result}`, { code: answer.code });
  const tone = used || answer.result === 'valid' ? tillCss.tone.good : tillCss.tone.bad;
  return (
    <div className={`${tillCss.card} ${tone}`} data-result={used ? 'used' : answer.result}>
      <p className={tillCss.sentence}>{sentence}</p>
      {answer.result === 'unknown' ? null : (
        <dl className={css.facts}>
          <dt className={css.factName}>{t('storeTill.codeName')}</dt>
          <dd className={`${css.factValue} ${tillCss.code}`}>{answer.code}</dd>
          {discount !== null ? (
            <>
              <dt className={css.factName}>{t('storeTill.discount')}</dt>
              <dd className={css.factValue}>{discount}</dd>
            </>
          ) : null}
          {answer.holder !== null ? (
            <>
              <dt className={css.factName}>{t('storeTill.holder')}</dt>
              <dd className={css.factValue}>{answer.holder}</dd>
            </>
          ) : null}
          {answer.usedAt !== null ? (
            <>
              <dt className={css.factName}>{t('storeTill.usedAt')}</dt>
              <dd className={css.factValue}>{dateTime(answer.usedAt, lang)}</dd>
            </>
          ) : answer.expiresAt !== null ? (
            <>
              <dt className={css.factName}>{answer.result === 'expired' ? t('storeTill.expiredOn') : t('storeTill.validUntil')}</dt>
              <dd className={css.factValue}>{dateTime(answer.expiresAt, lang)}</dd>
            </>
          ) : null}
        </dl>
      )}
    </div>
  );
}
