import { useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { StateValueFrom } from 'xstate';
import { coApplicantPartMachine } from '../../../machines/co-applicant/co-applicant-part.machine';
import { coApplicantActors } from '../../actors/co-applicant.actors';
import { toastApiError } from '../../lib/api-errors';
import { AuthActor } from '../../lib/auth.context';
import { i18n } from '../../lib/i18n';
import { modelInspector } from '../../lib/model-inspector';
import { usePropertyInPageLanguage } from '../../lib/property-in-page-language';
import { useSettledSession } from '../../lib/settled-session';
import { button } from '../../ui/button.css';
import * as form from '../../ui/form.css';
import { container, page } from '../../ui/layout.css';
import { statusPill } from '../../ui/status-pill.css';
import { useDocumentTitle } from '../../ui/use-document-title';
import { CoApplicantPartActor } from './co-applicant-part.context';
import { CoOfferStep, EndPanel, MismatchPanel, OwnApplication, PartDialogs, PartNotFound, TechnicalIssue, WaitingPanel } from './part-decision.view';
import { PartSteps } from './part-steps.view';
import * as css from './co-applicant.css';
import { applicationStatusKey } from '../../lib/status-for-reader';

const logic = coApplicantPartMachine.provide({
  actors: coApplicantActors,
  actions: { notifyFailure: (_, params: { error: unknown }) => toastApiError(params.error, i18n.t) },
});

type PartState = StateValueFrom<typeof coApplicantPartMachine>;
type TopState = PartState extends infer V ? (V extends string ? V : keyof V & string) : never;
/** The states inside `following`, each a view of its own. */
type FollowingState = 'citizenshipMismatch' | 'maritalStatusMismatch' | 'waitingForSubmission' | 'waitingForBank' | 'manualReview' | 'offer' | 'offerAnswered';

const followingViews: Record<FollowingState, () => React.JSX.Element | null> = {
  citizenshipMismatch: () => <MismatchPanel which="citizenship" />,
  maritalStatusMismatch: () => <MismatchPanel which="marital" />,
  waitingForSubmission: () => <WaitingPanel which="submission" />,
  waitingForBank: () => <WaitingPanel which="bank" />,
  manualReview: () => <WaitingPanel which="manualReview" />,
  offer: CoOfferStep,
  offerAnswered: () => <WaitingPanel which="applicant" />,
};

function FollowingView() {
  const inner = CoApplicantPartActor.useSelector((s) => {
    const value = (s.value as { following?: unknown }).following;
    return (typeof value === 'string' ? value : Object.keys(value ?? {})[0]) as FollowingState;
  });
  const View = followingViews[inner];
  return <View />;
}

const views: Record<TopState, () => React.JSX.Element | null> = {
  loading: () => null,
  routing: () => null,
  notFound: PartNotFound,
  ownApplication: OwnApplication,
  editing: PartSteps,
  // The dialog says it; the page under it stays quiet.
  confirmingLeave: () => null,
  leaving: () => null,
  following: FollowingView,
  accepted: () => <EndPanel end="accepted" />,
  refused: () => <EndPanel end="refused" />,
  rejected: () => <EndPanel end="rejected" />,
  expired: () => <EndPanel end="expired" />,
  left: () => <EndPanel end="left" />,
  withdrawn: () => <EndPanel end="withdrawn" />,
  recalled: () => <EndPanel end="recalled" />,
  technicalIssue: TechnicalIssue,
};

/** The home and the application's status, above the part. */
function Summary() {
  const { t } = useTranslation(['coApplicant', 'loan']);
  const application = CoApplicantPartActor.useSelector((s) => s.context.application);
  const property = usePropertyInPageLanguage(application?.id ?? '', application?.property ?? null);
  // Only the co-applicant's answer carries their part.
  if (!application?.coApplicantPart) return null;
  return (
    <div className={css.summary} data-testid="co-summary">
      <div className={css.property}>
        {property ? <img src={property.imageUrl} alt="" className={css.propertyImage} /> : null}
        <div className={css.propertyText}>
          <strong>{property ? property.title : t('coApplicant:invitation.ownPrice')}</strong>
          {property ? <span className={css.muted}>{property.address}</span> : null}
        </div>
      </div>
      <span className={statusPill} data-testid="co-status">
        {t(applicationStatusKey(application, 'coApplicant'))}
      </span>
    </div>
  );
}

function PartFlow() {
  const { t } = useTranslation('coApplicant');
  const top = CoApplicantPartActor.useSelector((s) => (typeof s.value === 'string' ? s.value : Object.keys(s.value)[0]) as TopState);
  const View = views[top];
  return (
    <>
      <Summary />
      {top === 'loading' || top === 'routing' ? (
        <p role="status" className={css.muted}>
          {t('loading')}
        </p>
      ) : (
        <View />
      )}
      <PartDialogs />
    </>
  );
}

/** `/co-applicant/$applicationId`: the co-applicant's own part, the waits, the offer and the end. Signed in only. */
export function CoApplicantPartScreen() {
  const { t } = useTranslation('coApplicant');
  useDocumentTitle(t('part.title'));
  const { applicationId } = useParams({ from: '/$lang/co-applicant/$applicationId' });
  const session = useSettledSession();
  const auth = AuthActor.useActorRef();
  return (
    <section className={`${container} ${page}`} aria-labelledby="co-title" data-testid="co-part-page">
      <h1 id="co-title">{t('part.title')}</h1>
      <p className={css.lead}>{t('part.lead')}</p>
      {session === 'in' ? (
        <CoApplicantPartActor.Provider key={applicationId} logic={logic} options={{ input: { applicationId }, ...(modelInspector ? { inspect: modelInspector } : {}) }}>
          <PartFlow />
        </CoApplicantPartActor.Provider>
      ) : session === 'pending' ? (
        <p role="status" className={css.muted}>
          {t('loading')}
        </p>
      ) : (
        <div className={css.panel} data-testid="co-signed-out">
          <h2 className={css.title}>{t('part.signedOut.title')}</h2>
          <p>{t('part.signedOut.lead')}</p>
          <div className={form.actions}>
            <button type="button" className={button.primary} onClick={() => auth.send({ type: 'signIn.open' })}>
              {t('invitation.signedOut.signIn')}
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
