import { useTranslation } from 'react-i18next';
import { coApplicantRelationships, coApplicantSteps, type LoanApplication } from '../../../api/contract/loan-application';
import type { Language } from '../../../api/contract/validation';
import { hasStandingInvitation } from '../../../machines/loan-wizard/loan-wizard.forms';
import { formatDate } from '../../lib/format';
import { button } from '../../ui/button.css';
import * as form from '../../ui/form.css';
import { TextField } from '../../ui/form.view';
import { LoanWizardActor } from './loan-wizard.context';
import { SelectField } from '../../ui/loan-forms/select-field.view';
import { RadioGroup, StepForm, useStep } from './step-parts.view';
import * as css from './loan-wizard.css';

type Summary = NonNullable<LoanApplication['coApplicant']>;

/** The co-applicant's progress: the steps of their part saved (their preview is the confirmation), and whether they confirmed it. */
export function useCoApplicantProgress() {
  const { t } = useTranslation('loan');
  return (summary: Summary) => {
    const total = coApplicantSteps.length - 1;
    const saved = summary.savedSteps.filter((step) => step !== 'preview').length;
    return summary.partComplete ? t('coApplicant.progress.complete') : t('coApplicant.progress.steps', { saved, total });
  };
}

/** The invitation as the server tells it: sent and awaited, accepted with the progress, declined or left, or a registry mismatch. */
function InvitationState({ application }: { application: LoanApplication }) {
  const { t, i18n } = useTranslation('loan');
  const lang = i18n.language as Language;
  const actor = LoanWizardActor.useActorRef();
  const busy = LoanWizardActor.useSelector((s) => s.hasTag('busy'));
  const progress = useCoApplicantProgress();
  const summary = application.coApplicant;
  const text = summary?.notice ?? null;
  if (!summary || !text) return null;
  const who = summary.name ?? summary.email;
  return (
    <section className={text.warning ? `${css.invitation} ${css.invitationWarning}` : css.invitation} aria-labelledby="invitation-title" data-testid="loan-invitation" data-status={application.status}>
      <h3 id="invitation-title" className={css.reviewTitle}>
        {t('coApplicant.title', { relationship: t(`relationship.${summary.relationship}`) })}
      </h3>
      {summary.name ? (
        <p className={css.factValue}>
          {summary.name} <span className={css.muted}>· {summary.email}</span>
        </p>
      ) : null}
      <p data-testid="loan-invitation-text">{t(`coApplicant.state.${text.state}`, { email: summary.email, name: who, date: formatDate(application.submitBy, lang, { dateStyle: 'long', timeStyle: 'short' }) })}</p>
      {summary.status === 'accepted' ? <p data-testid="loan-invitation-progress">{progress(summary)}</p> : null}
      {text.recall && hasStandingInvitation(application) ? (
        <div className={form.actions}>
          <button type="button" className={button.secondary} disabled={busy} onClick={() => actor.send({ type: 'invitation.recall' })} data-testid="loan-invitation-recall">
            {t('coApplicant.recall')}
          </button>
        </div>
      ) : null}
    </section>
  );
}

/** Whom to invite: the relationship, their e-mail and phone; sending mails them the link to their own part. */
function InviteFields() {
  const { t } = useTranslation('loan');
  const actor = LoanWizardActor.useActorRef();
  const busy = LoanWizardActor.useSelector((s) => s.hasTag('busy'));
  const sending = LoanWizardActor.useSelector((s) => s.matches({ editing: 'inviting' }));
  const { values, errors, change } = useStep('coBorrower');
  return (
    <fieldset className={css.fieldset} data-testid="loan-invite">
      <legend className={css.legend}>{t('coApplicant.inviteLegend')}</legend>
      <p className={css.muted}>{t('coApplicant.inviteLead')}</p>
      <SelectField
        label={t('coApplicant.relationship')}
        value={values.relationship}
        options={[{ value: '', label: t('applicant.choose') }, ...coApplicantRelationships.map((value) => ({ value, label: t(`relationship.${value}`) }))]}
        onValueChange={change('relationship')}
        error={errors.relationship}
        testId="loan-invite-relationship"
      />
      <div className={css.pair}>
        <TextField label={t('coApplicant.email')} type="email" autoComplete="off" value={values.email} onValueChange={change('email')} error={errors.email} data-testid="loan-invite-email" />
        <TextField label={t('coApplicant.phone')} type="tel" autoComplete="off" value={values.phoneNumber} onValueChange={change('phoneNumber')} error={errors.phoneNumber} hint={t('applicant.phoneHint')} data-testid="loan-invite-phone" />
      </div>
      <div className={form.actions}>
        <button type="button" className={button.primary} disabled={busy} onClick={() => actor.send({ type: 'invitation.send' })} data-testid="loan-invite-send">
          {sending ? t('coApplicant.sending') : t('coApplicant.send')}
        </button>
      </div>
    </fieldset>
  );
}

/**
 * Co-borrower (issue 16): alone, or together with a spouse or a family member, who is invited by e-mail
 * and does their own part in their own profile. While the invitation holds, the step shows its state
 * (and the applicant goes on with their own steps); declined or left, the applicant invites someone
 * else or applies alone.
 */
export function CoBorrowerStep() {
  const { t } = useTranslation('loan');
  const { values, errors, change } = useStep('coBorrower');
  const application = LoanWizardActor.useSelector((s) => s.context.application);
  const standing = hasStandingInvitation(application);
  return (
    <StepForm testId="loan-step-coBorrower" title={t('coBorrower.title')}>
      {application ? <InvitationState application={application} /> : null}
      {standing ? null : (
        <RadioGroup
          legend={t('coBorrower.legend')}
          name="coBorrower"
          value={values.mode}
          options={[
            { value: 'alone', label: t('coBorrower.alone') },
            { value: 'together', label: t('coBorrower.together') },
          ]}
          onValueChange={change('mode')}
          error={errors.mode}
        />
      )}
      {!standing && values.mode === 'together' ? <InviteFields /> : null}
    </StepForm>
  );
}
