import { useTranslation } from 'react-i18next';
import { mortgageReasons } from '../../../api/contract/calculations/borrowing';
import { repaymentTypes } from '../../../api/contract/calculations/loan';
import { currencies } from '../../../api/contract/calculations/money';
import type { Language } from '../../../api/contract/validation';
import { loanFigures } from '../../../machines/loan-wizard/loan-wizard.forms';
import { formatMoney, formatNumber } from '../../lib/format';
import { usePropertyInPageLanguage } from '../../lib/property-in-page-language';
import { TextField } from '../../ui/form.view';
import { LoanWizardActor } from './loan-wizard.context';
import { SelectField } from '../../ui/loan-forms/select-field.view';
import { RadioGroup, StepForm, useStep } from './step-parts.view';
import * as css from './loan-wizard.css';

/** Loan info (spec section 2): the property's price, the amount, term, down payment, currency and repayment, with the payment it gives. */
export function LoanInfoStep() {
  const { t, i18n } = useTranslation('loan');
  const lang = i18n.language as Language;
  const { values, errors, change } = useStep('loanInfo');
  const application = LoanWizardActor.useSelector((s) => s.context.application);
  const property = usePropertyInPageLanguage(application?.id ?? '', application?.property ?? null);
  const catalogue = application?.property ? application.currentPrice : null;
  const figures = loanFigures(values, catalogue);
  const money = (value: number | null) => (value === null ? '—' : formatMoney(value, values.currency, lang));
  const currency = t(`currency.${values.currency}`);
  return (
    <StepForm testId="loan-step-loanInfo" title={t('loanInfo.title')} first>
      {application && property ? (
        <p className={css.muted}>{t('loanInfo.catalogueProperty', { title: property.title, price: formatMoney(application.currentPrice, 'AMD', lang) })}</p>
      ) : null}
      <div className={css.pair}>
        <SelectField
          label={t('loanInfo.currency')}
          value={values.currency}
          options={currencies.map((value) => ({ value, label: t(`currency.${value}`) }))}
          onValueChange={change('currency')}
          error={errors.currency}
          testId="loan-currency"
        />
        <SelectField
          label={t('loanInfo.reason')}
          value={values.reason}
          options={mortgageReasons.map((value) => ({ value, label: t(`loanInfo.reasons.${value}`) }))}
          onValueChange={change('reason')}
          error={errors.reason}
        />
      </div>
      {application?.property ? null : (
        <TextField label={t('loanInfo.propertyPrice', { currency })} inputMode="decimal" autoComplete="off" value={values.propertyPrice} onValueChange={change('propertyPrice')} error={errors.propertyPrice} data-testid="loan-property-price" />
      )}
      <div className={css.pair}>
        <TextField label={t('loanInfo.amount', { currency })} inputMode="decimal" autoComplete="off" value={values.amount} onValueChange={change('amount')} error={errors.amount} data-testid="loan-amount" />
        <TextField
          label={t('loanInfo.downPayment', { currency })}
          inputMode="decimal"
          autoComplete="off"
          value={values.downPayment}
          onValueChange={change('downPayment')}
          error={errors.downPayment}
          hint={figures.minimumDownPayment === null ? undefined : t('loanInfo.minimumDownPayment', { amount: money(figures.minimumDownPayment) })}
          data-testid="loan-down-payment"
        />
      </div>
      <div className={css.pair}>
        <TextField label={t('loanInfo.term')} inputMode="numeric" autoComplete="off" value={values.term} onValueChange={change('term')} error={errors.term} data-testid="loan-term" />
        <SelectField label={t('loanInfo.termUnit')} value={values.termUnit} options={(['years', 'months'] as const).map((value) => ({ value, label: t(`loanInfo.termUnits.${value}`) }))} onValueChange={change('termUnit')} />
      </div>
      <RadioGroup
        legend={t('loanInfo.repaymentType')}
        name="repaymentType"
        value={values.repaymentType}
        options={repaymentTypes.map((value) => ({ value, label: t(`repayment.${value}`) }))}
        onValueChange={change('repaymentType')}
        error={errors.repaymentType}
      />
      <dl className={css.figures} aria-live="polite">
        <div className={css.figure}>
          <dt className={css.figureLabel}>{values.repaymentType === 'annuity' ? t('loanInfo.monthlyPayment') : t('loanInfo.firstPayment')}</dt>
          <dd className={css.figureValue} data-testid="loan-monthly-payment">
            {money(figures.monthlyPayment)}
          </dd>
        </div>
        <div className={css.figure}>
          <dt className={css.figureLabel}>{t('loanInfo.actualRate')}</dt>
          <dd className={css.figureValue}>{figures.actualRatePercent === null ? '—' : `${formatNumber(figures.actualRatePercent, lang, { maximumFractionDigits: 2 })} %`}</dd>
        </div>
      </dl>
      <p className={css.muted}>{t('loanInfo.indicative')}</p>
    </StepForm>
  );
}
