import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { createContext, use, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom, StateValueFrom } from 'xstate';
import { bookingRules } from '../../../api/contract/bookings';
import { propertyQueryKey, sameProperty, type MarketType, type PropertyLink } from '../../../api/contract/property-ref';
import type { Language } from '../../../api/contract/validation';
import { bookingMachine, type BookingInput } from '../../../machines/booking/booking.machine';
import { bookingActors } from '../../actors/booking.actors';
import { followSession } from '../../actors/session.actors';
import { toastApiError } from '../../lib/api-errors';
import { AuthActor } from '../../lib/auth.context';
import { formatDate } from '../../lib/format';
import { i18n } from '../../lib/i18n';
import { modelInspector } from '../../lib/model-inspector';
import { useSettledSession } from '../../lib/settled-session';
import { bookingsKey, bookingsQuery } from '../../lib/queries/bookings.queries';
import { button } from '../../ui/button.css';
import { Modal } from '../../ui/dialog.view';
import * as css from './booking.css';
import * as dialogCss from '../../ui/dialog.css';
import { timeLeft } from '../../lib/time-left';
import { useNow } from '../../lib/use-now';
import { UnbookDialog } from '../../ui/unbook-dialog.view';

interface BookingProps {
  property: PropertyLink;
  availability: string;
  title: string;
  lang: Language;
}

type BookingActorRef = ActorRefFrom<typeof bookingMachine>;

/**
 * The page's one booking flow: the booking panel and the phone's action bar both read and drive it,
 * so a booking made from either shows in both. The actor is null until the flow has started.
 */
const BookingContext = createContext<{ marketType: MarketType; actor: BookingActorRef | null } | null>(null);

/**
 * Runs the property page's booking for what it wraps. It starts once the visitor's own bookings are
 * known (so an own booking shows as such) and then follows the booking machine, which follows the
 * auth actor itself.
 */
export function BookingProvider({ children, ...props }: BookingProps & { children: ReactNode }) {
  const session = useSettledSession();
  const signedIn = session === 'in';
  const bookings = useQuery(bookingsQuery(props.lang, signedIn));
  const intent = AuthActor.useSelector((s) => s.context.intent.next);
  const [input, setInput] = useState<BookingInput | null>(null);
  const [actor, setActor] = useState<BookingActorRef | null>(null);
  // Fixed once, on the first render that knows the visitor's bookings (React's "state from props
  // during render" pattern): later sign-ins reach the machine through the auth actor it follows.
  if (!input && (session === 'out' || (signedIn && bookings.isFetched))) {
    const mine = bookings.data?.find((booking) => sameProperty(booking, props.property));
    setInput({
      marketType: props.property.marketType,
      apartmentId: props.property.apartmentId,
      availability: props.availability,
      signedIn,
      myBooking: signedIn && mine ? { id: mine.id, expiresAt: mine.expiresAt } : null,
      pendingAfterSignIn: intent?.kind === 'book' && sameProperty(intent.property, props.property),
    });
  }
  const { marketType } = props.property;
  const shared = useMemo(() => ({ marketType, actor }), [marketType, actor]);
  // The flow is a sibling of the page, not its parent: the page stays mounted while the flow starts.
  return (
    <BookingContext value={shared}>
      {input && <BookingFlow {...props} input={input} onStart={setActor} />}
      {children}
    </BookingContext>
  );
}

type BookingState = StateValueFrom<typeof bookingMachine>;

/** Which block of the panel each state of the booking machine shows; the modals open on their own states. */
const panelOf: Record<BookingState & string, 'offer' | 'mine' | 'other' | 'watched' | 'unavailable'> = {
  resolving: 'unavailable',
  available: 'offer',
  awaitingSignIn: 'offer',
  booking: 'offer',
  limitReached: 'offer',
  noApartments: 'other',
  booked: 'mine',
  confirmingUnbook: 'mine',
  unbooking: 'mine',
  bookedByOther: 'other',
  watching: 'other',
  watched: 'watched',
  unavailable: 'unavailable',
};

/** The booking machine, and the modals it opens on its own states (wherever the action came from). */
function BookingFlow({ property, title, lang, input, onStart }: BookingProps & { input: BookingInput; onStart: (actor: BookingActorRef | null) => void }) {
  const { t } = useTranslation('bookings');
  const auth = AuthActor.useActorRef();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const actor = useActorRef(
    bookingMachine.provide({
      actors: { ...bookingActors, followSession: followSession(auth) },
      actions: {
        requestSignInToBook: () => auth.send({ type: 'book.request', property }),
        completeIntent: () => auth.send({ type: 'intent.done', property }),
        openSignIn: () => auth.send({ type: 'signIn.open' }),
        refreshBookings: () => {
          void queryClient.invalidateQueries({ queryKey: bookingsKey });
          void queryClient.invalidateQueries({ queryKey: propertyQueryKey(property) });
        },
        openBookingsSection: () => void navigate({ to: '/$lang/profile', params: { lang }, search: { section: 'bookings' } }),
        notifyFailure: (_, params) => toastApiError(params.error, i18n.t),
      },
    }),
    { input, ...(modelInspector ? { inspect: modelInspector } : {}) },
  );
  useEffect(() => {
    onStart(actor);
    return () => onStart(null);
  }, [actor, onStart]);
  const value = useSelector(actor, (s) => s.value as BookingState & string);
  const lostBecause = useSelector(actor, (s) => s.context.lostBecause);
  const send = actor.send;
  return (
    <>
      <Modal open={value === 'limitReached'} onOpenChange={(open) => !open && send({ type: 'modal.close' })} title={t('limit.title')} description={t('limit.body', { max: bookingRules.maxActive })}>
        <div className={dialogCss.actions}>
          <button type="button" className={button.primary} onClick={() => send({ type: 'bookings.open' })}>
            {t('limit.openBookings')}
          </button>
          <button type="button" className={button.ghost} onClick={() => send({ type: 'modal.close' })}>
            {t('limit.close')}
          </button>
        </div>
      </Modal>
      <Modal
        open={value === 'noApartments'}
        onOpenChange={(open) => !open && send({ type: 'modal.close' })}
        title={t('noApartments.title')}
        description={lostBecause === 'taken' ? t('noApartments.taken') : t('noApartments.unavailable')}
      >
        <div className={dialogCss.actions}>
          <button type="button" className={button.primary} onClick={() => send({ type: 'modal.close' })}>
            {t('noApartments.ok')}
          </button>
        </div>
      </Modal>
      <UnbookDialog
        open={value === 'confirmingUnbook' || value === 'unbooking'}
        busy={value === 'unbooking'}
        title={title}
        onConfirm={() => send({ type: 'unbook.confirm' })}
        onCancel={() => send({ type: 'unbook.cancel' })}
      />
    </>
  );
}

/** The property page's booking block: what the booking machine's state offers, in the side panel. */
export function BookingPanel({ lang }: { lang: Language }) {
  const booking = use(BookingContext);
  if (!booking?.actor) return <div className={css.panel} aria-busy="true" />;
  return <BookingPanelView actor={booking.actor} marketType={booking.marketType} lang={lang} />;
}

function BookingPanelView({ actor, marketType, lang }: { actor: BookingActorRef; marketType: MarketType; lang: Language }) {
  const { t } = useTranslation('bookings');
  const signedIn = useSettledSession() === 'in';
  const now = useNow();
  const state = useSelector(actor, (s) => s);
  const send = actor.send;
  const value = state.value as BookingState & string;
  const panel = panelOf[value];
  const holdDays = bookingRules.holdDays[marketType];
  const busy = state.hasTag('busy');
  const booking = state.context.booking;
  return (
    <section className={css.panel} aria-labelledby="booking-title" data-testid="booking-panel" data-state={JSON.stringify(state.value)}>
      <h2 id="booking-title" className={css.heading}>
        {t('panel.title')}
      </h2>
      {panel === 'offer' && (
        <>
          <p className={css.muted}>{signedIn ? t('panel.bookHint', { days: holdDays }) : t('panel.signInHint')}</p>
          <button type="button" className={button.primary} disabled={busy} onClick={() => send({ type: 'book.request' })}>
            {busy ? t('panel.booking') : t('panel.book')}
          </button>
        </>
      )}
      {panel === 'mine' && booking && (
        <>
          <p className={css.status} data-tone="success">
            {t('panel.bookedByYou')}
          </p>
          <p className={css.muted} data-testid="hold-left">
            {t('panel.timeLeft', { time: timeLeft(booking.expiresAt, now, t) })} ({t('panel.holdEnds', { date: formatDate(booking.expiresAt, lang, { dateStyle: 'medium', timeStyle: 'short' }) })})
          </p>
          <button type="button" className={button.secondary} disabled={busy} onClick={() => send({ type: 'unbook.request' })}>
            {t('panel.unbook')}
          </button>
        </>
      )}
      {panel === 'other' && (
        <>
          <p className={css.status} data-tone="warning">
            {t('panel.bookedByOther')}
          </p>
          <button type="button" className={button.secondary} disabled={busy} onClick={() => send({ type: 'watch.request' })}>
            {t('panel.notifyMe')}
          </button>
        </>
      )}
      {panel === 'watched' && (
        <>
          <p className={css.status} data-tone="warning">
            {t('panel.bookedByOther')}
          </p>
          <p role="status">{t('panel.watched')}</p>
        </>
      )}
      {panel === 'unavailable' && <p className={css.muted}>{t('panel.unavailable')}</p>}
    </section>
  );
}

/**
 * The booking in the phone's action bar: the panel's book button (the same machine, so a visitor is
 * asked to sign in exactly as there), or the booking's state once the property is held.
 */
export function BookingBarAction() {
  const { t } = useTranslation(['bookings', 'property']);
  const actor = use(BookingContext)?.actor ?? undefined;
  const panel = useSelector(actor, (s) => (s ? panelOf[s.value as BookingState & string] : null));
  const busy = useSelector(actor, (s) => s?.hasTag('busy') ?? false);
  const waiting = useSelector(actor, (s) => s?.context.availability === 'waitingApproval');
  if (!actor || panel === null || panel === 'unavailable') return null;
  if (panel === 'offer') {
    return (
      <button type="button" className={button.primary} disabled={busy} onClick={() => actor.send({ type: 'book.request' })}>
        {busy ? t('panel.booking') : t('panel.book')}
      </button>
    );
  }
  return (
    <p className={css.status} data-tone={panel === 'mine' ? 'success' : 'warning'}>
      {panel === 'mine' ? t('panel.bookedByYou') : t(waiting ? 'property:availability.waitingApproval' : 'property:availability.booked')}
    </p>
  );
}
