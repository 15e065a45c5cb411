import { useTranslation } from 'react-i18next';
import type { LoanWizardStep } from '../../../api/contract/loan-application';
import type { Language } from '../../../api/contract/validation';
import type { LoanApplication } from '../../../api/contract/loan-application';
import { isCoApplicantPending, loanInfoOf, stepsFor, type AddressForm, type WizardForms } from '../../../machines/loan-wizard/loan-wizard.forms';
import { useCoApplicantProgress } from './co-borrower-step.view';
import { countryName } from '../../lib/country-names';
import { formatDate, formatMoney } from '../../lib/format';
import { button } from '../../ui/button.css';
import * as form from '../../ui/form.css';
import { Facts } from '../../ui/loan-forms/facts.view';
import { LoanWizardActor } from './loan-wizard.context';
import { StepNotice, StepTitle } from './step-parts.view';
import * as css from './loan-wizard.css';

type Fact = [label: string, value: string];

function useFacts(forms: WizardForms, hasProperty: boolean, coApplicant: LoanApplication['coApplicant']): Record<Exclude<LoanWizardStep, 'preview'>, Fact[]> {
  const { t, i18n } = useTranslation('loan');
  const progress = useCoApplicantProgress();
  const lang = i18n.language as Language;
  const info = loanInfoOf(forms.loanInfo, hasProperty) as { propertyPrice?: number; amount?: number; downPayment?: number; termMonths?: number };
  const currency = forms.loanInfo.currency;
  const money = (value: number | undefined) => (typeof value === 'number' && !Number.isNaN(value) ? formatMoney(value, currency, lang) : '—');
  const address = (value: AddressForm) => [value.street, value.building, value.apartment, value.community, value.region, value.country ? countryName(value.country, lang) : ''].filter(Boolean).join(', ');
  const { applicantData: applicant, spouseData: spouse, addresses } = forms;
  return {
    loanInfo: [
      ...(hasProperty ? [] : ([[t('loanInfo.propertyPrice', { currency: t(`currency.${currency}`) }), money(info.propertyPrice)]] as Fact[])),
      [t('loanInfo.amount', { currency: t(`currency.${currency}`) }), money(info.amount)],
      [t('loanInfo.downPayment', { currency: t(`currency.${currency}`) }), money(info.downPayment)],
      [t('preview.term'), t('preview.months', { count: info.termMonths ?? 0 })],
      [t('loanInfo.repaymentType'), t(`repayment.${forms.loanInfo.repaymentType}`)],
      [t('loanInfo.reason'), t(`loanInfo.reasons.${forms.loanInfo.reason}`)],
    ],
    applicantData: [
      [t('preview.name'), [applicant.firstName, applicant.middleName, applicant.lastName].filter(Boolean).join(' ')],
      [t('applicant.birthDate'), applicant.birthDate ? formatDate(applicant.birthDate, lang) : '—'],
      [t('applicant.socialCard'), applicant.socialCardNumber],
      [t(`documentTypes.${applicant.documentType}`), applicant.documentNumber],
      [t('applicant.email'), applicant.email],
      [t('applicant.phone'), applicant.phoneNumber],
      [t('applicant.maritalStatus'), applicant.maritalStatus ? t(`applicant.marital.${applicant.maritalStatus}`) : '—'],
      [t('applicant.incomeTax'), applicant.monthlyIncomeTax ? formatMoney(Number(applicant.monthlyIncomeTax.replace(/\s/g, '')) || 0, 'AMD', lang) : '—'],
    ],
    consent: [
      [t('preview.creditRegister'), forms.consent.creditRegisterConsent ? t('preview.yes') : t('preview.no')],
      [t('preview.personalData'), forms.consent.personalDataConsent ? t('preview.yes') : t('preview.no')],
    ],
    coBorrower: [
      [t('coBorrower.legend'), forms.coBorrower.mode === '' ? '—' : t(`coBorrower.${forms.coBorrower.mode}`)],
      ...(forms.coBorrower.mode === 'together' && coApplicant
        ? ([
            [t('coApplicant.relationship'), t(`relationship.${coApplicant.relationship}`)],
            [t('coApplicant.person'), coApplicant.name ? `${coApplicant.name} · ${coApplicant.email}` : coApplicant.email],
            [t('coApplicant.progressLabel'), coApplicant.status === 'accepted' ? progress(coApplicant) : t(`coApplicant.invitation.${coApplicant.status}`)],
          ] as Fact[])
        : []),
    ],
    addresses: [
      [t('addresses.registration'), address(addresses.registration)],
      [t('addresses.current'), addresses.currentSameAsRegistration ? t('addresses.same') : address(addresses.current)],
    ],
    spouseData: [
      [t('preview.name'), [spouse.firstName, spouse.middleName, spouse.lastName].filter(Boolean).join(' ')],
      [t('applicant.socialCard'), spouse.socialCardNumber],
      [t(`documentTypes.${spouse.documentType}`), spouse.documentNumber],
    ],
  };
}

/** Preview (spec section 2): every answer under its step with "edit", and the submit. */
export function PreviewStep() {
  const { t } = useTranslation('loan');
  const actor = LoanWizardActor.useActorRef();
  const forms = LoanWizardActor.useSelector((s) => s.context.forms);
  const application = LoanWizardActor.useSelector((s) => s.context.application);
  const notice = LoanWizardActor.useSelector((s) => s.context.notice);
  const hasProperty = LoanWizardActor.useSelector((s) => s.context.application?.property != null);
  const waitingApproval = LoanWizardActor.useSelector((s) => s.context.application?.property?.availability === 'waitingApproval');
  const busy = LoanWizardActor.useSelector((s) => s.hasTag('busy'));
  const submitting = LoanWizardActor.useSelector((s) => s.matches({ editing: 'submitting' }));
  const coApplicant = LoanWizardActor.useSelector((s) => s.context.application?.coApplicant ?? null);
  // Applying together, the submission waits for the co-applicant's confirmed part (the server refuses it before).
  const coApplicantPending = LoanWizardActor.useSelector((s) => isCoApplicantPending(s.context.application, s.context.forms));
  const facts = useFacts(forms, hasProperty, coApplicant);
  const steps = stepsFor(application).filter((step): step is Exclude<LoanWizardStep, 'preview'> => step !== 'preview');
  return (
    <div className={css.panel} data-testid="loan-step-preview" aria-busy={busy}>
      <StepTitle>{t('preview.title')}</StepTitle>
      <p className={css.muted}>{t('preview.lead')}</p>
      <StepNotice notice={notice} />
      {waitingApproval ? <p className={css.muted}>{t('preview.waitingApproval')}</p> : null}
      <div className={css.review}>
        {steps.map((step) => (
          <section key={step} className={css.reviewSection} aria-labelledby={`review-${step}`}>
            <div className={css.reviewHead}>
              <h3 id={`review-${step}`} className={css.reviewTitle}>
                {t(`steps.${step}`)}
              </h3>
              <button type="button" className={button.ghost} disabled={busy} onClick={() => actor.send({ type: 'step.edit', step })} aria-label={t('preview.editStep', { step: t(`steps.${step}`) })} data-testid={`loan-edit-${step}`}>
                {t('preview.edit')}
              </button>
            </div>
            <Facts facts={facts[step].map(([label, value]) => [label, value || '—'] as const)} />
          </section>
        ))}
      </div>
      {coApplicantPending ? (
        <p id="loan-submit-reason" className={css.muted} data-testid="loan-submit-reason">
          {t('preview.coApplicantPending')}
        </p>
      ) : null}
      <div className={form.actions}>
        <button
          type="button"
          className={coApplicantPending ? `${button.primary} ${css.held}` : button.primary}
          disabled={busy || coApplicantPending}
          aria-describedby={coApplicantPending ? 'loan-submit-reason' : undefined}
          onClick={() => actor.send({ type: 'application.submit' })}
          data-testid="loan-submit"
        >
          {submitting ? t('actions.submitting') : t('actions.submit')}
        </button>
        <button type="button" className={button.secondary} disabled={busy} onClick={() => actor.send({ type: 'step.back' })} data-testid="loan-back">
          {t('actions.back')}
        </button>
      </div>
    </div>
  );
}
