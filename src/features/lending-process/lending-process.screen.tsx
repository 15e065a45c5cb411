import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import type { LendingProcessView } from '../../../api/contract/lending-process';
import type { Language } from '../../../api/contract/validation';
import { AuthActor } from '../../lib/auth.context';
import { formatDate, formatMoney, formatNumber } from '../../lib/format';
import { useApplicationChanges } from '../../lib/live/use-application-changes';
import type { StreamState } from '../../lib/live/server-events';
import { modelInspector } from '../../lib/model-inspector';
import { lendingProcessMachine } from '../../../machines/lending-process/lending-process.machine';
import { createLendingProcessActors } from './process-actors';
import { ProcessMachine } from './process-machine';
import { useNow } from '../../lib/use-now';
import { useSettledSession } from '../../lib/settled-session';
import { button } from '../../ui/button.css';
import * as form from '../../ui/form.css';
import { container, page } from '../../ui/layout.css';
import { statusPill } from '../../ui/status-pill.css';
import { useDocumentTitle } from '../../ui/use-document-title';
import * as css from './lending-process.css';
import { processKey, processQuery } from './process-api';
import { ActionRefusal } from './process-parts.view';
import { SandboxAdvance } from './sandbox-advance.view';
import { StagePanel } from './stage-panels.view';
import { useNextActorText, WhereAmI } from './where-am-i.view';
import { statusKeyFor } from '../../lib/status-for-reader';

const minute = 60_000;

/** How long a deadline still runs, in the largest two units that matter (rounded up to the minute). */
function useTimeLeft() {
  const { t } = useTranslation('lendingProcess');
  return (dueAt: string, now: number) => {
    const left = Date.parse(dueAt) - now;
    if (left <= 0) return t('time.passed');
    const minutes = Math.ceil(left / minute);
    if (minutes >= 24 * 60) return t('time.daysHours', { days: Math.floor(minutes / (24 * 60)), hours: Math.floor((minutes % (24 * 60)) / 60) });
    if (minutes >= 60) return t('time.hoursMinutes', { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
    return t('time.minutes', { minutes });
  };
}

/** The home and the loan, the stage in words, who acts now, each person's part, and the running deadlines. */
function ProcessHeader({ view }: { view: LendingProcessView }) {
  const { t, i18n } = useTranslation(['lendingProcess', 'loan']);
  const lang = i18n.language as Language;
  const now = useNow(30_000);
  const timeLeft = useTimeLeft();
  const next = useNextActorText(view);
  return (
    <div className={css.header} data-testid="process-header">
      <div className={css.headerRow}>
        <span className={statusPill} data-testid="process-status">
          {t(statusKeyFor(view.status, view.role))}
        </span>
        <span className={css.muted}>{t(`lendingProcess:role.${view.role}`)}</span>
      </div>
      {view.property ? (
        <p className={css.subtitle}>
          <strong>{view.property.title}</strong>
          {view.property.address ? <span className={css.muted}>{` — ${view.property.address}`}</span> : null}
        </p>
      ) : null}
      {view.loan ? (
        <dl className={css.facts} aria-label={t('lendingProcess:loan.title')}>
          <div className={css.fact}>
            <dt className={css.factName}>{t('lendingProcess:loan.amount')}</dt>
            <dd className={css.factValue}>{formatMoney(view.loan.amount, 'AMD', lang)}</dd>
          </div>
          <div className={css.fact}>
            <dt className={css.factName}>{t('lendingProcess:loan.monthlyPayment')}</dt>
            <dd className={css.factValue}>{formatMoney(view.loan.monthlyPayment, 'AMD', lang)}</dd>
          </div>
          <div className={css.fact}>
            <dt className={css.factName}>{t('lendingProcess:loan.term')}</dt>
            <dd className={css.factValue}>{t('lendingProcess:loan.termValue', { months: view.loan.termMonths })}</dd>
          </div>
          <div className={css.fact}>
            <dt className={css.factName}>{t('lendingProcess:loan.rate')}</dt>
            <dd className={css.factValue}>{`${formatNumber(view.loan.nominalRatePercent, lang, { maximumFractionDigits: 2 })}%`}</dd>
          </div>
          {view.repaymentDay ? (
            <div className={css.fact}>
              <dt className={css.factName}>{t('lendingProcess:loan.repaymentDay')}</dt>
              <dd className={css.factValue}>{view.repaymentDay}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      <p className={css.stage} data-testid="process-stage-text">
        {t(`lendingProcess:stage.${view.status}`, { defaultValue: t(statusKeyFor(view.status, view.role)) })}
      </p>
      <p className={next.yours ? `${css.nextStep} ${css.nextStepYours}` : css.nextStep} data-testid="process-next" data-next={view.nextActor ?? 'none'}>
        {next.text}
      </p>
      {view.people.length > 1 ? (
        <ul className={css.people} aria-label={t('lendingProcess:people.title')}>
          {view.people.map((person) => (
            <li key={person.party} className={css.personRow}>
              <strong>{person.reader ? t('lendingProcess:people.you') : person.name || t(`lendingProcess:role.${person.party}`)}</strong>
              <span className={css.muted}>{t(`lendingProcess:people.identification.${person.identification}`)}</span>
              {person.onboarding !== 'notBooked' ? <span className={css.muted}>{t(`lendingProcess:people.onboarding.${person.onboarding}`)}</span> : null}
              {person.packageSigned ? <span className={css.done}>{t('lendingProcess:people.signed')}</span> : null}
            </li>
          ))}
        </ul>
      ) : null}
      {view.deadlines.length > 0 ? (
        <ul className={css.deadlines} aria-label={t('lendingProcess:deadlines.title')} data-testid="process-deadlines">
          {view.deadlines.map((deadline) => (
            <li key={deadline.kind} className={css.deadline}>
              <span>{t(`lendingProcess:deadlines.${deadline.kind}`)}</span>
              <span className={css.deadlineLeft}>{timeLeft(deadline.dueAt, now)}</span>
              <span className={css.muted}>
                {t('lendingProcess:deadlines.until', { time: formatDate(deadline.dueAt, lang, { dateStyle: 'medium', timeStyle: 'short' }), status: t(`loan:status.${deadline.leadsTo}`) })}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** The page's query feeds the machine: each answer (first, or after a change the live stream told of) and a failed first read. */
function useFeedMachine(process: ReturnType<typeof useQuery<LendingProcessView>>) {
  const actor = ProcessMachine.useActorRef();
  useEffect(() => {
    if (process.data) actor.send({ type: 'view.loaded', view: process.data });
  }, [actor, process.data]);
  useEffect(() => {
    if (process.error) actor.send({ type: 'view.failed', error: process.error });
  }, [actor, process.error]);
}

function ProcessBody({ applicationId, live }: { applicationId: string; live: StreamState }) {
  const { t, i18n } = useTranslation('lendingProcess');
  const lang = i18n.language as Language;
  const process = useQuery(processQuery(applicationId, lang, live === 'live'));
  useFeedMachine(process);
  const actor = ProcessMachine.useActorRef();
  const phase = ProcessMachine.useSelector((state) => (state.matches('loading') ? 'loading' : state.matches('loadFailed') ? 'loadFailed' : 'shown'));
  const view = ProcessMachine.useSelector((state) => state.context.view);
  if (phase === 'loading' || (phase === 'shown' && !view)) {
    return (
      <p role="status" className={css.muted}>
        {t('loading')}
      </p>
    );
  }
  if (phase === 'loadFailed' || !view) {
    const missing = process.error instanceof ApiError && (process.error.kind === 'notFound' || process.error.kind === 'invalid');
    return (
      <div className={css.panel} data-testid="process-not-found">
        {missing ? <p>{t('notFound')}</p> : <ActionRefusal error={process.error} />}
        {missing ? null : (
          <div className={form.actions}>
            <button type="button" className={button.secondary} onClick={() => actor.send({ type: 'view.retry' })}>
              {t('actions.retry')}
            </button>
          </div>
        )}
      </div>
    );
  }
  return (
    <div data-testid="process-live" data-live={live}>
      {live === 'down' ? (
        <p className={css.liveDown} role="status" data-testid="process-live-down">
          {t('live.down')}
        </p>
      ) : null}
      <ProcessHeader view={view} />
      <div className={css.layout}>
        <div className={css.column}>
          <StagePanel view={view} />
          {/* An ended application has no answer left to bring. */}
          {view.nextActor === null ? null : <SandboxAdvance applicationId={applicationId} bankActs={view.nextActor === 'bank'} />}
        </div>
        <div className={css.column}>
          <WhereAmI view={view} />
        </div>
      </div>
    </div>
  );
}

/** The page's machine for one application, its actions this application's calls, reading the process again after each. */
function ProcessPage({ applicationId }: { applicationId: string }) {
  const queryClient = useQueryClient();
  // Every query of the process (the view, the package, the calendars) hangs under its key: a change or a slot taken reads them again.
  const live = useApplicationChanges(applicationId, { changed: processKey(applicationId), slots: processKey(applicationId) });
  const [machine] = useState(() =>
    lendingProcessMachine.provide({
      actors: createLendingProcessActors(applicationId),
      actions: { readViewAgain: () => void queryClient.invalidateQueries({ queryKey: processKey(applicationId) }) },
    }),
  );
  return (
    <ProcessMachine.Provider logic={machine} options={modelInspector ? { inspect: modelInspector } : {}}>
      <ProcessBody applicationId={applicationId} live={live} />
    </ProcessMachine.Provider>
  );
}

/** `/loan-applications/$applicationId/process`: the lending process after the offer, for the applicant and the co-applicant. Signed in only. */
export function LendingProcessScreen() {
  const { t } = useTranslation('lendingProcess');
  useDocumentTitle(t('title'));
  const { applicationId } = useParams({ from: '/$lang/loan-applications/$applicationId/process' });
  const session = useSettledSession();
  const auth = AuthActor.useActorRef();
  return (
    <section className={`${container} ${page}`} aria-labelledby="process-title" data-testid="process-page">
      <h1 id="process-title">{t('title')}</h1>
      <p className={css.lead}>{t('lead')}</p>
      {session === 'in' ? (
        <ProcessPage key={applicationId} applicationId={applicationId} />
      ) : session === 'pending' ? (
        <p role="status" className={css.muted}>
          {t('loading')}
        </p>
      ) : (
        <div className={css.panel} data-testid="process-signed-out">
          <p>{t('signedOut')}</p>
          <div className={form.actions}>
            <button type="button" className={button.primary} onClick={() => auth.send({ type: 'signIn.open' })}>
              {t('signIn')}
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
