import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultLanguage, isLanguage } from '../../../api/contract/validation';
import { loanWizardMachine, type LoanWizardInput } from '../../../machines/loan-wizard/loan-wizard.machine';
import { loanWizardActors } from '../../actors/loan-wizard.actors';
import { toastApiError } from '../../lib/api-errors';
import { AuthActor } from '../../lib/auth.context';
import { i18n } from '../../lib/i18n';
import { modelInspector } from '../../lib/model-inspector';
import { useSettledSession } from '../../lib/settled-session';
import { button } from '../../ui/button.css';
import * as form from '../../ui/form.css';
import { container, page } from '../../ui/layout.css';
import { useDocumentTitle } from '../../ui/use-document-title';
import { propertyOfSearch } from './apply-search';
import { LoanWizardFlow } from './loan-wizard-flow.view';
import { LoanWizardActor } from './loan-wizard.context';
import * as css from './loan-wizard.css';

const baseLogic = loanWizardMachine.provide({
  actors: loanWizardActors,
  actions: { notifyFailure: (_, params: { error: unknown }) => toastApiError(params.error, i18n.t) },
});

/**
 * The page around the wizard: signed in, the wizard runs; signed out, the page asks to sign in; while
 * the session is restored (and on the server, which renders without one) it waits.
 */
function WizardPage({ input, testId }: { input: LoanWizardInput; testId: string }) {
  const { t } = useTranslation('loan');
  useDocumentTitle(t('title'));
  const session = useSettledSession();
  const auth = AuthActor.useActorRef();
  const navigate = useNavigate();
  const params = useParams({ strict: false });
  const lang = isLanguage(params.lang) ? params.lang : defaultLanguage;
  // Set once the started application is handed over to its own address: its page opens the wizard anew,
  // so this one shows no form meanwhile (what was typed in it would be lost).
  const [handedOver, setHandedOver] = useState(false);
  // A started application gets its own address (replacing /apply), so a reload or another device resumes it.
  const logic = useMemo(
    () =>
      baseLogic.provide({
        actions: {
          showApplication: (_, { applicationId }: { applicationId: string }) => {
            setHandedOver(true);
            void navigate({ to: '/$lang/applications/$applicationId', params: { lang, applicationId }, replace: true });
          },
          // The co-applicant's own page (their part, their answer to the offer) is the co-applicant feature's route.
          showCoApplicantPage: (_, { applicationId }: { applicationId: string }) => void navigate({ to: '/$lang/co-applicant/$applicationId', params: { lang, applicationId }, replace: true }),
        },
      }),
    [navigate, lang],
  );
  return (
    <section className={`${container} ${page}`} aria-labelledby="loan-title" data-testid={testId}>
      <h1 id="loan-title">{t('title')}</h1>
      <p className={css.lead}>{t('lead')}</p>
      {session === 'in' && handedOver ? (
        <p role="status" className={css.muted}>
          {t('loading')}
        </p>
      ) : session === 'in' ? (
        <LoanWizardActor.Provider logic={logic} options={{ input, ...(modelInspector ? { inspect: modelInspector } : {}) }}>
          <LoanWizardFlow />
        </LoanWizardActor.Provider>
      ) : session === 'pending' ? (
        <p role="status" className={css.muted}>
          {t('loading')}
        </p>
      ) : (
        <div className={css.panel} data-testid="loan-signed-out">
          <h2 className={css.stepTitle}>{t('signedOut.title')}</h2>
          <p>{t('signedOut.lead')}</p>
          <div className={form.actions}>
            <button type="button" className={button.primary} onClick={() => auth.send({ type: 'signIn.open' })}>
              {t('signedOut.signIn')}
            </button>
            <button type="button" className={button.secondary} onClick={() => auth.send({ type: 'signUp.open' })}>
              {t('signedOut.signUp')}
            </button>
          </div>
        </div>
      )}
    </section>
  );
}

/** `/apply`: starts an application, on the catalogue property the search names or on a price the person gives. */
export function ApplyScreen() {
  const search = useSearch({ from: '/$lang/apply' });
  return <WizardPage input={{ start: { property: propertyOfSearch(search) } }} testId="loan-apply-page" />;
}

/** `/applications/$applicationId`: the wizard, the wait for the decision, or the decision. */
export function LoanApplicationScreen() {
  const { applicationId } = useParams({ from: '/$lang/applications/$applicationId' });
  return <WizardPage key={applicationId} input={{ applicationId }} testId="loan-application-page" />;
}
