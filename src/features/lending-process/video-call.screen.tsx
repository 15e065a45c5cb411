import { Link, useParams } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventFromLogic, SnapshotFrom } from 'xstate';
import { api } from '../../../api/client';
import type { Language } from '../../../api/contract/validation';
import { videoCallEarlyMinutes } from '../../../api/contract/video-call';
import { videoCallMachine } from '../../../machines/video-call/video-call.machine';
import { createVideoCallActors } from '../../actors/video-call.actors';
import { AuthActor } from '../../lib/auth.context';
import { modelInspector } from '../../lib/model-inspector';
import { useSettledSession } from '../../lib/settled-session';
import { statePath, type StatePath } from '../../lib/state-view';
import { button } from '../../ui/button.css';
import * as form from '../../ui/form.css';
import { container, page, visuallyHidden } from '../../ui/layout.css';
import { simulationBadge, simulationFrame } from '../../ui/provider-simulation.css';
import { useDocumentTitle } from '../../ui/use-document-title';
import * as css from './lending-process.css';
import { videoCallSlotsQuery } from './process-api';
import { dateTime, SlotPicker } from './process-parts.view';
import { SandboxAdvance } from './sandbox-advance.view';
import * as callCss from './video-call.css';

type Machine = typeof videoCallMachine;
interface ViewProps {
  state: SnapshotFrom<Machine>;
  send: (event: EventFromLogic<Machine>) => void;
  applicationId: string;
}

/** A time of day in Yerevan (24-hour digits read the same in every language). */
const hourFormat = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'Asia/Yerevan' });
const hourOf = (at: string) => hourFormat.format(new Date(at));
const two = (value: number) => String(value).padStart(2, '0');

function BackLink({ applicationId }: { applicationId: string }) {
  const { t, i18n } = useTranslation('videoCall');
  return (
    <Link to="/$lang/loan-applications/$applicationId/process" params={{ lang: i18n.language, applicationId }} className={button.secondary} data-testid="video-call-back">
      {t('back')}
    </Link>
  );
}

function Loading() {
  const { t } = useTranslation('videoCall');
  return (
    <p role="status" className={css.muted}>
      {t('loading')}
    </p>
  );
}

function LoadFailed({ send, applicationId }: ViewProps) {
  const { t } = useTranslation('videoCall');
  return (
    <div className={css.panel} data-testid="video-call-load-failed">
      <p role="alert">{t('loadFailed')}</p>
      <div className={form.actions}>
        <button type="button" className={button.primary} onClick={() => send({ type: 'call.retry' })}>
          {t('retry')}
        </button>
        <BackLink applicationId={applicationId} />
      </div>
    </div>
  );
}

/** The booked slot in the page's language. */
function When({ state }: ViewProps) {
  const { t, i18n } = useTranslation('videoCall');
  const call = state.context.view?.call;
  if (!call) return null;
  return (
    <p className={callCss.when} data-testid="video-call-when">
      {t('when', { time: dateTime(call.slotAt, i18n.language as Language) })}
    </p>
  );
}

/** What to have at hand: the document the person identified with, light, quiet, camera and microphone. */
function Checklist({ state }: ViewProps) {
  const { t } = useTranslation('videoCall');
  const documentType = state.context.view?.documentType ?? 'passport';
  return (
    <section className={css.panel} aria-labelledby="video-call-ready">
      <h2 id="video-call-ready" className={css.title}>
        {t('ready.title')}
      </h2>
      <ul className={callCss.checklist}>
        <li>{t('ready.document', { document: t(`documents.${documentType}`) })}</li>
        <li>{t('ready.light')}</li>
        <li>{t('ready.quiet')}</li>
        <li>{t('ready.devices')}</li>
      </ul>
    </section>
  );
}

/**
 * Before the room opens: the time left, each second. The digits are a `timer` (live off: a screen
 * reader reads them when asked, never each second); the room's opening time beside them does not
 * change, and a polite status says once when the room is about to open.
 */
function Countdown(props: ViewProps) {
  const { t } = useTranslation('videoCall');
  const call = props.state.context.view?.call;
  if (!call) return null;
  const left = Math.max(0, Date.parse(call.opensAt) - props.state.context.now);
  const seconds = Math.floor(left / 1_000);
  const days = Math.floor(seconds / 86_400);
  const clock = `${two(Math.floor((seconds % 86_400) / 3_600))}:${two(Math.floor((seconds % 3_600) / 60))}:${two(seconds % 60)}`;
  return (
    <div className={callCss.layout}>
      <section className={css.panel} aria-labelledby="video-call-countdown" data-testid="video-call-countdown">
        <When {...props} />
        <h2 id="video-call-countdown" className={css.title}>
          {t('countdown.label')}
        </h2>
        <p className={callCss.countdown} role="timer" aria-live="off" aria-atomic="true" data-testid="video-call-time-left">
          {days > 0 ? `${t('countdown.days', { count: days })} ${clock}` : clock}
        </p>
        <p>{t('countdown.opensAt', { time: hourOf(call.opensAt), minutes: videoCallEarlyMinutes })}</p>
        {seconds < 60 ? (
          <p className={visuallyHidden} role="status">
            {t('countdown.opensSoon')}
          </p>
        ) : null}
        <div className={form.actions}>
          <BackLink applicationId={props.applicationId} />
        </div>
      </section>
      <Checklist {...props} />
    </div>
  );
}

/** The person's own camera in a video element (muted: they do not hear themselves). */
function Preview({ stream }: { stream: unknown }) {
  const { t } = useTranslation('videoCall');
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const element = video.current;
    if (!element || !(stream instanceof MediaStream)) return;
    element.srcObject = stream;
    return () => {
      element.srcObject = null;
    };
  }, [stream]);
  if (!(typeof MediaStream !== 'undefined' && stream instanceof MediaStream)) {
    return (
      <div className={callCss.previewOff} aria-hidden="true">
        {t('room.previewOff')}
      </div>
    );
  }
  return <video ref={video} className={callCss.preview} autoPlay muted playsInline aria-label={t('room.previewLabel')} data-testid="video-call-preview" />;
}

function RetryMedia({ send, children }: ViewProps & { children: ReactNode }) {
  const { t } = useTranslation('videoCall');
  return (
    <>
      <div role="alert" className={callCss.roomBody}>
        {children}
      </div>
      <div className={form.actions}>
        <button type="button" className={button.primary} onClick={() => send({ type: 'media.retry' })} data-testid="video-call-media-retry">
          {t('retry')}
        </button>
      </div>
    </>
  );
}

/** What the room says in each of its steps. */
function RoomStep(props: ViewProps) {
  const { t } = useTranslation('videoCall');
  const { state, send } = props;
  const step = statePath(state.value);
  switch (step) {
    case 'room.askingPermission':
      return <p role="status">{t('room.asking')}</p>;
    case 'room.permissionDenied':
      return (
        <RetryMedia {...props}>
          <p>{t('room.denied')}</p>
          <p>{t('room.deniedHow')}</p>
        </RetryMedia>
      );
    case 'room.noDevice':
      return (
        <RetryMedia {...props}>
          <p>{t('room.noDevice')}</p>
        </RetryMedia>
      );
    case 'room.mediaFailed':
      return (
        <RetryMedia {...props}>
          <p>{t('room.mediaFailed')}</p>
        </RetryMedia>
      );
    case 'room.joining':
      return <p role="status">{t('room.joining')}</p>;
    case 'room.joinFailed':
      return (
        <>
          <p role="alert">{t('room.joinFailed')}</p>
          <div className={form.actions}>
            <button type="button" className={button.primary} onClick={() => send({ type: 'join.retry' })} data-testid="video-call-join-retry">
              {t('retry')}
            </button>
          </div>
        </>
      );
    default: {
      const startsAt = state.context.room?.startsAt ?? state.context.view?.call?.slotAt ?? '';
      const started = state.context.now >= Date.parse(startsAt);
      return (
        <p role="status" data-testid="video-call-in-room">
          {started ? t('room.inCall') : t('room.waitingEmployee', { time: hourOf(startsAt) })}
        </p>
      );
    }
  }
}

/** The provider's room, marked as the sandbox's simulation: the camera, the steps, and the wait for the outcome. */
function CallRoom(props: ViewProps) {
  const { t } = useTranslation('videoCall');
  const { state, applicationId } = props;
  const simulated = state.context.room?.simulated ?? true;
  return (
    <div className={callCss.layout}>
      <section className={simulated ? simulationFrame : css.panel} aria-labelledby="video-call-room" data-testid="video-call-room">
        {simulated ? <span className={simulationBadge}>{t('room.badge')}</span> : null}
        <div className={callCss.roomBody}>
          <h2 id="video-call-room" className={css.title}>
            {t('room.title')}
          </h2>
          {simulated ? <p className={css.muted}>{t('room.lead')}</p> : null}
          <When {...props} />
          <Preview stream={state.context.media?.stream} />
          <RoomStep {...props} />
          <p className={css.muted}>{t('room.earlyNote', { minutes: videoCallEarlyMinutes })}</p>
        </div>
      </section>
      <div className={css.column}>
        <Checklist {...props} />
        {state.matches({ room: 'inCall' }) ? <SandboxAdvance applicationId={applicationId} bankActs={false} /> : null}
      </div>
    </div>
  );
}

function AwaitingOutcome(props: ViewProps) {
  const { t } = useTranslation('videoCall');
  return (
    <div className={css.column}>
      <section className={css.panel} data-testid="video-call-awaiting">
        <When {...props} />
        <p role="status">{t('awaiting')}</p>
        <div className={form.actions}>
          <BackLink applicationId={props.applicationId} />
        </div>
      </section>
      <SandboxAdvance applicationId={props.applicationId} bankActs={false} />
    </div>
  );
}

/** How the call went, as the provider reported it through the server. */
function Outcome({ state, applicationId, kind }: ViewProps & { kind: 'completed' | 'failed' }) {
  const { t } = useTranslation('videoCall');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className={css.panel} data-testid={`video-call-${kind}`} data-outcome={state.context.view?.call?.status}>
      <h2 ref={heading} tabIndex={-1} className={`${callCss.outcome} ${kind === 'completed' ? callCss.outcomeGood : callCss.outcomeBad}`}>
        {t(`outcome.${kind}`)}
      </h2>
      <p>{t(`outcome.${kind}Text`)}</p>
      <div className={form.actions}>
        <BackLink applicationId={applicationId} />
      </div>
    </section>
  );
}

/** A missed call, or none booked: the calendar to book (again) from, when the chart lets the person. */
function Rebook(props: ViewProps) {
  const { t, i18n } = useTranslation('videoCall');
  const { state, send, applicationId } = props;
  const heading = useRef<HTMLHeadingElement>(null);
  const missed = state.context.view?.call?.status === 'missed';
  useEffect(() => {
    if (missed) heading.current?.focus();
  }, [missed]);
  const mayBook = state.context.view?.mayBook === true;
  return (
    <section className={css.panel} data-testid={missed ? 'video-call-missed' : 'video-call-not-booked'}>
      {missed ? (
        <>
          <h2 ref={heading} tabIndex={-1} className={`${callCss.outcome} ${callCss.outcomeBad}`}>
            {t('outcome.missed')}
          </h2>
          <p>{t('outcome.missedText')}</p>
        </>
      ) : (
        <p>{mayBook ? t('book.none') : t('book.notNow')}</p>
      )}
      {mayBook ? (
        <SlotPicker
          slots={(from) => videoCallSlotsQuery(applicationId, from, i18n.language as Language)}
          legend={t('book.choose')}
          bookLabel={t('book.submit')}
          onBook={(slotAt) => send({ type: 'call.book', slotAt })}
          pending={state.matches('booking')}
          error={state.matches('booking') ? undefined : state.context.bookError}
        />
      ) : null}
      <div className={form.actions}>
        <BackLink applicationId={applicationId} />
      </div>
    </section>
  );
}

const viewOf: Record<StatePath<SnapshotFrom<Machine>['value']>, (props: ViewProps) => React.JSX.Element | null> = {
  loading: Loading,
  loadFailed: LoadFailed,
  // A passing state: the next one draws at once.
  routing: Loading,
  countdown: Countdown,
  'room.askingPermission': CallRoom,
  'room.permissionDenied': CallRoom,
  'room.noDevice': CallRoom,
  'room.mediaFailed': CallRoom,
  'room.joining': CallRoom,
  'room.joinFailed': CallRoom,
  'room.inCall': CallRoom,
  awaitingOutcome: AwaitingOutcome,
  completed: (props) => <Outcome {...props} kind="completed" />,
  failed: (props) => <Outcome {...props} kind="failed" />,
  missed: Rebook,
  notBooked: Rebook,
  booking: Rebook,
};

function VideoCallPage({ applicationId }: { applicationId: string }) {
  const [{ machine, openedAt }] = useState(() => ({ machine: videoCallMachine.provide({ actors: createVideoCallActors(api, applicationId) }), openedAt: Date.now() }));
  const [state, send, actor] = useMachine(machine, { input: { now: openedAt }, ...(modelInspector ? { inspect: modelInspector } : {}) });
  // Leaving the page stops the camera, whatever state the call was in.
  useEffect(() => () => actor.getSnapshot().context.media?.stop(), [actor]);
  const View = viewOf[statePath(state.value)];
  return (
    <div data-testid="video-call-page" data-state={statePath(state.value)}>
      <View state={state} send={send} applicationId={applicationId} />
    </div>
  );
}

/** `/loan-applications/$applicationId/process/video-call`: the person's booked video call (the applicant's or the co-applicant's own). Signed in only. */
export function VideoCallScreen() {
  const { t } = useTranslation('videoCall');
  useDocumentTitle(t('title'));
  const { applicationId } = useParams({ from: '/$lang/loan-applications/$applicationId/process/video-call' });
  const session = useSettledSession();
  const auth = AuthActor.useActorRef();
  return (
    <section className={`${container} ${page}`} aria-labelledby="video-call-title" data-testid="video-call-screen">
      <h1 id="video-call-title">{t('title')}</h1>
      <p className={css.lead}>{t('lead')}</p>
      {session === 'in' ? (
        <VideoCallPage key={applicationId} applicationId={applicationId} />
      ) : session === 'pending' ? (
        <Loading />
      ) : (
        <div className={css.panel} data-testid="video-call-signed-out">
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
