import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import type { CoApplicantInvitationView } from '../../../api/contract/co-applicant';
import { defaultLanguage, isLanguage, type Language } from '../../../api/contract/validation';
import { invitationApi } from '../../actors/co-applicant.actors';
import { refusalOf } from '../../actors/loan-requests';
import { toastApiError } from '../../lib/api-errors';
import { AuthActor } from '../../lib/auth.context';
import { formatDate, formatMoney } from '../../lib/format';
import { meKey } from '../../lib/queries/me';
import { useSettledSession } from '../../lib/settled-session';
import { button } from '../../ui/button.css';
import * as dialogCss from '../../ui/dialog.css';
import { Modal } from '../../ui/dialog.view';
import * as form from '../../ui/form.css';
import { FormMessage } from '../../ui/form.view';
import { container, page } from '../../ui/layout.css';
import { Facts } from '../../ui/loan-forms/facts.view';
import { useDocumentTitle } from '../../ui/use-document-title';
import { useReadableParams, ViewTitle } from './part-steps.view';
import * as css from './co-applicant.css';

/**
 * The invitation is the signed-in person's data: under the `me` root, so signing out forgets it. The
 * answer is in a language (the home's title and address), so the key holds it: another language's
 * page asks again instead of showing the first language's words.
 */
const invitationRoot = (token: string) => [...meKey, 'coApplicantInvitation', token] as const;
const invitationKey = (token: string, lang: Language) => [...invitationRoot(token), lang] as const;

type Screen = 'noToken' | 'signedOut' | 'loading' | 'notFound' | 'anotherEmail' | 'failed' | 'invited' | Exclude<CoApplicantInvitationView['status'], 'invited'>;

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

/** Who invites to what, until when; accept, or decline after a confirmation. */
function Invited({ token, view }: { token: string; view: CoApplicantInvitationView }) {
  const { t, i18n } = useTranslation(['coApplicant', 'loan', 'errors']);
  const lang = i18n.language as Language;
  const params = useParams({ strict: false });
  const pathLang = isLanguage(params.lang) ? params.lang : defaultLanguage;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const readable = useReadableParams();
  const [declining, setDeclining] = useState(false);
  const [refusal, setRefusal] = useState<{ key: string; params?: Record<string, string | number> } | undefined>();
  const refused = (error: unknown) => {
    const found = refusalOf(error);
    if (!found) return toastApiError(error, i18n.t);
    // No longer open (recalled, declined, lapsed meanwhile): the view says which.
    if (found.code === 'LOAN_APPLICATION.INVITATION_NOT_ACTIVE') return void queryClient.invalidateQueries({ queryKey: invitationRoot(token) });
    setRefusal({ key: `errors:${found.code}`, ...(found.params ? { params: readable(found.params) as Record<string, string | number> } : {}) });
  };
  const accept = useMutation({
    mutationFn: () => invitationApi.accept(token),
    onSuccess: (application) => {
      queryClient.removeQueries({ queryKey: invitationRoot(token) });
      void navigate({ to: '/$lang/co-applicant/$applicationId', params: { lang: pathLang, applicationId: application.id } });
    },
    onError: refused,
  });
  const decline = useMutation({
    mutationFn: () => invitationApi.decline(token),
    onSuccess: (answered) => {
      setDeclining(false);
      // The answer is in this page's language; other languages' copies ask again.
      queryClient.setQueryData(invitationKey(token, lang), answered);
      void queryClient.invalidateQueries({ queryKey: invitationRoot(token), predicate: (query) => query.queryKey.at(-1) !== lang });
    },
    onError: (error) => {
      setDeclining(false);
      refused(error);
    },
  });
  const busy = accept.isPending || decline.isPending;
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
      {refusal ? <FormMessage error={refusal} /> : null}
      <div className={form.actions}>
        <button type="button" className={button.primary} disabled={busy} onClick={() => accept.mutate()} data-testid="co-invitation-accept">
          {accept.isPending ? t('coApplicant:invitation.accepting') : t('coApplicant:invitation.accept')}
        </button>
        <button type="button" className={button.secondary} disabled={busy} onClick={() => setDeclining(true)} data-testid="co-invitation-decline">
          {t('coApplicant:invitation.decline')}
        </button>
      </div>
      <Modal open={declining} onOpenChange={(next) => !next && !decline.isPending && setDeclining(false)} title={t('coApplicant:invitation.declineDialog.title')} description={t('coApplicant:invitation.declineDialog.body')}>
        <div className={dialogCss.actions}>
          <button type="button" className={button.primary} disabled={decline.isPending} onClick={() => decline.mutate()} data-testid="co-invitation-decline-confirm">
            {decline.isPending ? t('coApplicant:invitation.declineDialog.declining') : t('coApplicant:invitation.declineDialog.confirm')}
          </button>
          <button type="button" className={button.ghost} disabled={decline.isPending} onClick={() => setDeclining(false)}>
            {t('coApplicant:invitation.declineDialog.keep')}
          </button>
        </div>
      </Modal>
    </div>
  );
}

/** `/co-applicant?coapplicant=<token>`: the mailed invitation's landing page. */
export function CoApplicantInvitationScreen() {
  const { t, i18n } = useTranslation('coApplicant');
  const lang = i18n.language as Language;
  useDocumentTitle(t('invitation.title'));
  const { coapplicant: token } = useSearch({ from: '/$lang/co-applicant' });
  const session = useSettledSession();
  const invitation = useQuery({
    queryKey: invitationKey(token ?? '', lang),
    queryFn: () => invitationApi.read(token ?? '', lang),
    enabled: token !== undefined && session === 'in',
    retry: false,
  });
  const error = invitation.error;
  const screen: Screen =
    token === undefined
      ? 'noToken'
      : session === 'out'
        ? 'signedOut'
        : session === 'pending' || invitation.isPending
          ? 'loading'
          : error instanceof ApiError && error.kind === 'notFound'
            ? 'notFound'
            : error instanceof ApiError && error.code === 'LOAN_APPLICATION.INVITATION_FOR_ANOTHER_EMAIL'
              ? 'anotherEmail'
              : error || !invitation.data
                ? 'failed'
                : invitation.data.status;
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
          <button type="button" className={button.primary} onClick={() => void invitation.refetch()}>
            {t('part.technicalIssue.retry')}
          </button>
        </div>
      </div>
    ),
    invited: () => (invitation.data ? <Invited token={token ?? ''} view={invitation.data} /> : <></>),
    accepted: () => (invitation.data ? <Answered view={invitation.data} /> : <></>),
    declined: () => (invitation.data ? <Answered view={invitation.data} /> : <></>),
    recalled: () => (invitation.data ? <Answered view={invitation.data} /> : <></>),
    cancelled: () => (invitation.data ? <Answered view={invitation.data} /> : <></>),
    lapsed: () => (invitation.data ? <Answered view={invitation.data} /> : <></>),
    closed: () => (invitation.data ? <Answered view={invitation.data} /> : <></>),
  };
  const View = screens[screen];
  return (
    <section className={`${container} ${page}`} aria-labelledby="co-invitation-heading" data-testid="co-invitation-page">
      <h1 id="co-invitation-heading">{t('title')}</h1>
      <View />
    </section>
  );
}
