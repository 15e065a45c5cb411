import { Link, useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CoApplicantInvitationView } from '../../../api/contract/co-applicant';
import { defaultLanguage, isLanguage, type Language } from '../../../api/contract/validation';
import { invitationPageMachine, type InvitationPageEvent, type InvitationPageSnapshot } from '../../../machines/co-applicant/invitation-page.machine';
import { refusalOf } from '../../actors/loan-requests';
import { apiErrorMessage } from '../../lib/api-errors';
import { AuthActor } from '../../lib/auth.context';
import { formatDate, formatMoney } from '../../lib/format';
import { modelInspector } from '../../lib/model-inspector';
import { useSettledSession } from '../../lib/settled-session';
import { button } from '../../ui/button.css';
import * as dialogCss from '../../ui/dialog.css';
import { Modal } from '../../ui/dialog.view';
import * as form from '../../ui/form.css';
import { FormMessage } from '../../ui/form.view';
import { container, page } from '../../ui/layout.css';
import { Facts } from '../../ui/loan-forms/facts.view';
import { useDocumentTitle } from '../../ui/use-document-title';
import { createInvitationPageActors } from './invitation-actors';
import { useReadableParams, ViewTitle } from './part-steps.view';
import * as css from './co-applicant.css';

/** What the page draws: one view per state of its machine (machines/co-applicant/invitation-page.machine.ts). */
type Screen = 'noToken' | 'loading' | 'signedOut' | 'failed' | 'notFound' | 'anotherEmail' | 'invited' | 'answered';

function screenOf(state: InvitationPageSnapshot): Screen {
  if (state.matches('noToken')) return 'noToken';
  if (state.matches('signedOut')) return 'signedOut';
  if (state.matches({ signedIn: 'failed' })) return 'failed';
  if (state.matches({ signedIn: 'notFound' })) return 'notFound';
  if (state.matches({ signedIn: 'anotherEmail' })) return 'anotherEmail';
  if (state.matches({ signedIn: 'invited' })) return 'invited';
  if (state.matches({ signedIn: 'answered' })) return 'answered';
  // Deciding, waiting for the session, reading, and opening the part once accepted.
  return 'loading';
}

function Simple({ screen }: { screen: 'noToken' | 'notFound' }) {
  const { t } = useTranslation('coApplicant');
  return (
    <div className={css.panel} data-testid={`co-invitation-${screen}`}>
      <ViewTitle>{t(`invitation.${screen}.title`)}</ViewTitle>
      <p>{t(`invitation.${screen}.lead`)}</p>
    </div>
  );
}

/** Signed out: who this is for, and sign in or up (the link's token is kept as the auth machine's intent). */
function SignedOut({ token }: { token: string }) {
  const { t } = useTranslation('coApplicant');
  const auth = AuthActor.useActorRef();
  useEffect(() => {
    auth.send({ type: 'coApplicant.request', token });
  }, [auth, token]);
  return (
    <div className={css.panel} data-testid="co-invitation-signed-out">
      <ViewTitle>{t('invitation.title')}</ViewTitle>
      <p>{t('invitation.signedOut.lead')}</p>
      <div className={form.actions}>
        <button type="button" className={button.primary} onClick={() => auth.send({ type: 'signIn.open' })} data-testid="co-invitation-sign-in">
          {t('invitation.signedOut.signIn')}
        </button>
        <button type="button" className={button.secondary} onClick={() => auth.send({ type: 'signUp.open' })} data-testid="co-invitation-sign-up">
          {t('invitation.signedOut.signUp')}
        </button>
      </div>
    </div>
  );
}

function AnotherEmail() {
  const { t } = useTranslation('coApplicant');
  const auth = AuthActor.useActorRef();
  return (
    <div className={css.panel} data-testid="co-invitation-another-email">
      <ViewTitle>{t('invitation.anotherEmail.title')}</ViewTitle>
      <p>{t('invitation.anotherEmail.lead')}</p>
      <div className={form.actions}>
        <button type="button" className={button.secondary} onClick={() => auth.send({ type: 'session.signOut' })} data-testid="co-invitation-sign-out">
          {t('invitation.anotherEmail.signOut')}
        </button>
      </div>
    </div>
  );
}

/** An invitation no longer open: why, and (accepted) the way to the part. */
function Answered({ view }: { view: CoApplicantInvitationView }) {
  const { t } = useTranslation('coApplicant');
  const params = useParams({ strict: false });
  const lang = isLanguage(params.lang) ? params.lang : defaultLanguage;
  const status = view.status === 'invited' ? 'accepted' : view.status;
  return (
    <div className={css.panel} data-testid={`co-invitation-${status}`}>
      <ViewTitle>{t(`invitation.status.${status}.title`)}</ViewTitle>
      <p>{t(`invitation.status.${status}.lead`)}</p>
      {status === 'accepted' ? (
        <p>
          <Link to="/$lang/co-applicant/$applicationId" params={{ lang, applicationId: view.applicationId }} className={button.primary} data-testid="co-invitation-open-part">
            {t('invitation.status.accepted.open')}
          </Link>
        </p>
      ) : null}
    </div>
  );
}

/** The refused or failed answer, at the buttons: the chart's catalogued reason in the person's language. */
function AnswerError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const readable = useReadableParams();
  const refusal = refusalOf(error);
  if (refusal) return <FormMessage error={{ key: `errors:${refusal.code}`, ...(refusal.params ? { params: readable(refusal.params) as Record<string, string | number> } : {}) }} />;
  const { message, detail } = apiErrorMessage(error, t);
  return (
    <p className={form.formMessage.error} role="alert" data-testid="form-message">
      {message}
      {detail ? ` ${detail}` : ''}
    </p>
  );
}

/** Who invites to what, until when; accept, or decline after a confirmation. */
function Invited({ state, send }: { state: InvitationPageSnapshot; send: (event: InvitationPageEvent) => void }) {
  const { t, i18n } = useTranslation(['coApplicant', 'loan', 'errors']);
  const lang = i18n.language as Language;
  const view = state.context.view as CoApplicantInvitationView;
  const accepting = state.matches({ signedIn: { invited: 'accepting' } });
  const declining = state.matches({ signedIn: { invited: 'declining' } });
  const confirming = declining || state.matches({ signedIn: { invited: 'confirmingDecline' } });
  const busy = accepting || declining;
  const loan = view.loan;
  const facts: [string, string][] = [
    [t('coApplicant:invitation.relationship'), t(`loan:relationship.${view.relationship}`)],
    [t('coApplicant:invitation.home'), view.property ? `${view.property.title}, ${view.property.address}` : t('coApplicant:invitation.ownPrice')],
    ...(loan
      ? ([
          [t('coApplicant:invitation.price'), formatMoney(loan.propertyPrice, loan.currency as never, lang)],
          [t('coApplicant:invitation.amount'), formatMoney(loan.amount, loan.currency as never, lang)],
          [t('coApplicant:invitation.term'), t('coApplicant:invitation.months', { count: loan.termMonths })],
        ] as [string, string][])
      : []),
    [t('coApplicant:invitation.answerBy'), formatDate(view.submitBy, lang, { dateStyle: 'long', timeStyle: 'short' })],
  ];
  return (
    <div className={css.panel} aria-busy={busy} data-testid="co-invitation-invited">
      <ViewTitle>{t('coApplicant:invitation.title')}</ViewTitle>
      <p data-testid="co-invitation-who">{t('coApplicant:invitation.invites', { name: view.applicantName })}</p>
      <p className={css.muted}>{t('coApplicant:invitation.lead')}</p>
      {view.property?.imageUrl ? <img src={view.property.imageUrl} alt="" className={css.propertyImage} /> : null}
      <Facts facts={facts} />
      <p className={css.muted}>{t('coApplicant:invitation.answerByNote')}</p>
      {state.context.error ? <AnswerError error={state.context.error} /> : null}
      <div className={form.actions}>
        <button type="button" className={button.primary} disabled={busy} onClick={() => send({ type: 'accept' })} data-testid="co-invitation-accept">
          {accepting ? t('coApplicant:invitation.accepting') : t('coApplicant:invitation.accept')}
        </button>
        <button type="button" className={button.secondary} disabled={busy} onClick={() => send({ type: 'decline.open' })} data-testid="co-invitation-decline">
          {t('coApplicant:invitation.decline')}
        </button>
      </div>
      <Modal open={confirming} onOpenChange={(next) => !next && !declining && send({ type: 'decline.keep' })} title={t('coApplicant:invitation.declineDialog.title')} description={t('coApplicant:invitation.declineDialog.body')}>
        <div className={dialogCss.actions}>
          <button type="button" className={button.primary} disabled={declining} onClick={() => send({ type: 'decline.confirm' })} data-testid="co-invitation-decline-confirm">
            {declining ? t('coApplicant:invitation.declineDialog.declining') : t('coApplicant:invitation.declineDialog.confirm')}
          </button>
          <button type="button" className={button.ghost} disabled={declining} onClick={() => send({ type: 'decline.keep' })} data-testid="co-invitation-decline-keep">
            {t('coApplicant:invitation.declineDialog.keep')}
          </button>
        </div>
      </Modal>
    </div>
  );
}

const invitationActors = createInvitationPageActors();

/** `/co-applicant?coapplicant=<token>`: the mailed invitation's landing page, on its machine. */
export function CoApplicantInvitationScreen() {
  const { t, i18n } = useTranslation('coApplicant');
  const lang = i18n.language as Language;
  useDocumentTitle(t('invitation.title'));
  const { coapplicant: token } = useSearch({ from: '/$lang/co-applicant' });
  const navigate = useNavigate();
  // The machine keeps the page's language, so the part opens in it.
  const [machine] = useState(() =>
    invitationPageMachine.provide({
      actors: invitationActors,
      actions: { openPart: ({ context }) => void (context.applicationId && navigate({ to: '/$lang/co-applicant/$applicationId', params: { lang: context.lang, applicationId: context.applicationId } })) },
    }),
  );
  const [state, send] = useMachine(machine, { input: { token: token ?? null, lang }, ...(modelInspector ? { inspect: modelInspector } : {}) });
  const session = useSettledSession();
  useEffect(() => {
    if (session !== 'pending') send({ type: session === 'in' ? 'session.in' : 'session.out' });
  }, [session, send]);
  const readIn = useRef(lang);
  useEffect(() => {
    if (readIn.current === lang) return;
    readIn.current = lang;
    send({ type: 'language.change', lang });
  }, [lang, send]);
  const view = state.context.view;
  const screens: Record<Screen, () => React.JSX.Element> = {
    noToken: () => <Simple screen="noToken" />,
    signedOut: () => <SignedOut token={token ?? ''} />,
    loading: () => (
      <p role="status" className={css.muted}>
        {t('loading')}
      </p>
    ),
    notFound: () => <Simple screen="notFound" />,
    anotherEmail: AnotherEmail,
    failed: () => (
      <div className={css.panel} data-testid="co-invitation-failed">
        <ViewTitle>{t('part.technicalIssue.title')}</ViewTitle>
        <p>{t('part.technicalIssue.lead')}</p>
        <div className={form.actions}>
          <button type="button" className={button.primary} onClick={() => send({ type: 'retry' })}>
            {t('part.technicalIssue.retry')}
          </button>
        </div>
      </div>
    ),
    invited: () => <Invited state={state} send={send} />,
    answered: () => (view ? <Answered view={view} /> : <></>),
  };
  const View = screens[screenOf(state)];
  return (
    <section className={`${container} ${page}`} aria-labelledby="co-invitation-heading" data-testid="co-invitation-page">
      <h1 id="co-invitation-heading">{t('title')}</h1>
      <View />
    </section>
  );
}
