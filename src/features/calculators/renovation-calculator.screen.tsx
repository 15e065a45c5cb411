import { useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { renovationIssues } from '../../../api/contract/calculations/inputs';
import { renovationLoan } from '../../../api/contract/calculations/lending-rules';
import { loanSchedule, repaymentTypes } from '../../../api/contract/calculations/loan';
import { homeConditions, renovationEstimate, renovationFinancing } from '../../../api/contract/calculations/renovation';
import { bounds, renovationModes, termInMonths } from './calculator-search';
import { Choice, NumberField, SelectField, TermField } from './calculator-fields.view';
import { useCalculatorFormat } from './calculator-format';
import { CalculatorPage } from './calculator-page.view';
import { CarryToApplication } from './carry-to-application.view';
import { useIssueMessages } from './input-issues';
import { Figure, InputsNotice } from './result-figures.view';
import { ScheduleResult } from './schedule-result.view';
import { useSearchUpdate } from './use-calculator-search';
import * as css from './calculators.css';

/**
 * The renovation calculator (named route "renovation calculator"): the cost, typed in or estimated from
 * the home's area and condition (given together, spec section 5), less one's own money, lent over a term.
 */
export function RenovationCalculatorScreen() {
  const search = useSearch({ from: '/$lang/calculators/renovation' });
  const update = useSearchUpdate(search);
  const { t } = useTranslation('calculators');
  const format = useCalculatorFormat();
  const estimate = search.mode === 'estimate';
  const cost = estimate ? renovationEstimate(search.area, search.condition) : search.cost;
  const termMonths = termInMonths(search.term, search.unit);
  const issues = renovationIssues({ cost, own: search.own, area: estimate ? search.area : null, termMonths });
  const errors = useIssueMessages(issues);
  const amountField = { min: bounds.amount.min, max: bounds.amount.max, formatBound: (amount: number) => format.major(amount) };

  const inputs = (
    <>
      <Choice legend={t('field.renovationMode')} value={search.mode} onValueChange={(mode) => update({ mode })} options={renovationModes.map((mode) => ({ value: mode, label: t(`renovationMode.${mode}`) }))} />
      {estimate ? (
        <div className={css.pair}>
          <NumberField name="area" label={t('field.area')} value={search.area} min={bounds.area.min} max={bounds.area.max} formatBound={format.number} onValueChange={(area) => update({ area })} error={errors.area} />
          <SelectField label={t('field.condition')} value={search.condition} onValueChange={(condition) => update({ condition })} options={homeConditions.map((condition) => ({ value: condition, label: t(`condition.${condition}`) }))} />
        </div>
      ) : (
        <NumberField name="cost" label={t('field.renovationCost')} value={search.cost} {...amountField} onValueChange={(value) => update({ cost: value })} error={errors.cost} />
      )}
      <NumberField name="own" label={t('field.ownFunds')} value={search.own} {...amountField} onValueChange={(own) => update({ own })} error={errors.own ?? (estimate ? errors.cost : undefined)} />
      <TermField term={search.term} unit={search.unit} onChange={update} error={errors.term} />
      <NumberField name="rate" label={t('field.rate')} value={search.rate} min={bounds.rate.min} max={bounds.rate.max} decimals formatBound={format.percent} onValueChange={(rate) => update({ rate })} />
      <Choice legend={t('field.repayment')} value={search.repayment} onValueChange={(repayment) => update({ repayment })} options={repaymentTypes.map((type) => ({ value: type, label: t(`repayment.${type}`) }))} />
    </>
  );

  const figures = (
    <dl className={css.figures}>
      <Figure
        label={t('renovation.cost')}
        value={format.money(cost)}
        explain={estimate ? t('renovation.costEstimated', { perMetre: format.money(renovationLoan.costPerSquareMetre[search.condition]) }) : t('renovation.costTyped')}
        testId="renovation-cost"
      />
      <Figure
        label={t('renovation.loan')}
        value={format.money(Math.max(cost - search.own, 0))}
        explain={t('renovation.loanExplain', { min: format.money(renovationLoan.amount.min), max: format.money(renovationLoan.amount.max) })}
        testId="renovation-loan"
      />
    </dl>
  );
  if (issues.length > 0) {
    return (
      <CalculatorPage
        route="renovationCalculator"
        inputs={inputs}
        result={
          <>
            {figures}
            <InputsNotice />
          </>
        }
      />
    );
  }
  const financing = renovationFinancing(cost, search.own);
  const schedule = loanSchedule({ principal: financing.loan, annualRatePercent: search.rate, termMonths, repayment: search.repayment });
  const result = (
    <>
      <ScheduleResult schedule={schedule} repayment={search.repayment} currency="AMD" fileName="tun-renovation-schedule" />
      {figures}
      <CarryToApplication
        calculation={{ calculator: 'renovation', amount: financing.loan, price: cost, downPayment: search.own, termMonths, repayment: search.repayment, currency: 'AMD', reason: null }}
      />
    </>
  );
  return <CalculatorPage route="renovationCalculator" inputs={inputs} result={result} />;
}
