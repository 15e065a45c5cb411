import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bookingRules } from '../../../api/contract/bookings';
import type { MarketType } from '../../../api/contract/favourites';
import type { Language } from '../../../api/contract/validation';
import { bookingMachine, type BookingInput } from '../../../machines/booking/booking.machine';
import { bookingActors } from '../../actors/booking.actors';
import { toastApiError } from '../../lib/api-errors';
import { AuthActor } from '../../lib/auth.context';
import { formatDate } from '../../lib/format';
import { i18n } from '../../lib/i18n';
import { modelInspector } from '../../lib/model-inspector';
import { useSettledSession } from '../../lib/settled-session';
import { forgetPendingBooking, isPendingBooking, rememberPendingBooking } from '../../lib/pending-booking';
import { bookingsKey, bookingsQuery } from '../../lib/queries/bookings.queries';
import { button } from '../../ui/button.css';
import { Modal } from '../../ui/dialog.view';
import * as css from './booking.css';
import * as dialogCss from '../../ui/dialog.css';
import { timeLeft } from '../../lib/time-left';
import { useNow } from '../../lib/use-now';
import { UnbookDialog } from '../../ui/unbook-dialog.view';

interface BookingPanelProps {
  marketType: MarketType;
  apartmentId: number;
  availability: string;
  title: string;
  /** The property page's path without the language, to come back to after signing in elsewhere. */
  path: string;
  lang: Language;
}

/**
 * The property page's booking block. It starts once the visitor's own bookings are known (so an own
 * booking shows as such) and then follows the booking machine; sign-in and sign-out reach it as events.
 */
export function BookingPanel(props: BookingPanelProps) {
  const session = useSettledSession();
  const signedIn = session === 'in';
  const bookings = useQuery(bookingsQuery(props.lang, signedIn));
  const [input, setInput] = useState<BookingInput | null>(null);
  // Fixed once, on the first render that knows the visitor's bookings (React's "state from props
  // during render" pattern): later sign-ins and refetches reach the machine as events instead.
  if (!input && (session === 'out' || (signedIn && bookings.isFetched))) {
    const mine = bookings.data?.find((booking) => booking.marketType === props.marketType && booking.apartmentId === props.apartmentId);
    setInput({
      marketType: props.marketType,
      apartmentId: props.apartmentId,
      availability: props.availability,
      signedIn,
      myBooking: signedIn && mine ? { id: mine.id, expiresAt: mine.expiresAt } : null,
      pendingAfterSignIn: isPendingBooking(props.marketType, props.apartmentId),
    });
  }
  if (!input) return <div className={css.panel} aria-busy="true" />;
  return <BookingFlow {...props} input={input} session={session} />;
}

function BookingFlow({ marketType, apartmentId, title, path, lang, input, session }: BookingPanelProps & { input: BookingInput; session: 'in' | 'out' | 'pending' }) {
  const signedIn = session === 'in';
  const { t } = useTranslation('bookings');
  const auth = AuthActor.useActorRef();
  const dialogClosed = AuthActor.useSelector((s) => s.matches({ dialog: 'closed' }));
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const now = useNow();
  const [state, send] = useMachine(
    bookingMachine.provide({
      actors: bookingActors,
      actions: {
        rememberPendingBooking: () => rememberPendingBooking({ marketType, apartmentId, path }),
        forgetPendingBooking: () => forgetPendingBooking(),
        openSignIn: () => auth.send({ type: 'signIn.open' }),
        refreshBookings: () => {
          void queryClient.invalidateQueries({ queryKey: bookingsKey });
          void queryClient.invalidateQueries({ queryKey: marketType === '0' ? ['apartment', apartmentId] : ['listing', 'sale', apartmentId] });
        },
        openBookingsSection: () => void navigate({ to: '/$lang/profile', params: { lang }, search: { section: 'bookings' } }),
        notifyFailure: (_, params) => toastApiError(params.error, i18n.t),
      },
    }),
    { input, ...(modelInspector ? { inspect: modelInspector } : {}) },
  );

  // Sign-in and sign-out happen in the header's dialogs: they reach the machine as events.
  const lastSettled = useRef(input.signedIn);
  useEffect(() => {
    if (session === 'pending' || lastSettled.current === signedIn) return;
    lastSettled.current = signedIn;
    send({ type: signedIn ? 'session.signedIn' : 'session.signedOut' });
  }, [session, signedIn, send]);
  // The sign-in dialog closed without signing in: the panel offers booking again.
  const dialogWasClosed = useRef(dialogClosed);
  useEffect(() => {
    if (dialogClosed && !dialogWasClosed.current && !signedIn && state.matches('awaitingSignIn')) send({ type: 'book.cancel' });
    dialogWasClosed.current = dialogClosed;
  }, [dialogClosed, signedIn, state, send]);

  const holdDays = bookingRules.holdDays[marketType];
  const busy = state.hasTag('busy');
  const booking = state.context.booking;
  return (
    <section className={css.panel} aria-labelledby="booking-title" data-testid="booking-panel" data-state={JSON.stringify(state.value)}>
      <h2 id="booking-title" className={css.heading}>
        {t('panel.title')}
      </h2>
      {(state.matches('available') || state.matches('awaitingSignIn') || state.matches('booking') || state.matches('limitReached')) && (
        <>
          <p className={css.muted}>{signedIn ? t('panel.bookHint', { days: holdDays }) : t('panel.signInHint')}</p>
          <button type="button" className={button.primary} disabled={busy} onClick={() => send({ type: 'book.request' })}>
            {busy ? t('panel.booking') : t('panel.book')}
          </button>
        </>
      )}
      {(state.matches('booked') || state.matches('confirmingUnbook') || state.matches('unbooking')) && booking && (
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
      {(state.matches('bookedByOther') || state.matches('watching') || state.matches('noApartments')) && (
        <>
          <p className={css.status} data-tone="warning">
            {t('panel.bookedByOther')}
          </p>
          <button type="button" className={button.secondary} disabled={busy} onClick={() => send({ type: 'watch.request' })}>
            {t('panel.notifyMe')}
          </button>
        </>
      )}
      {state.matches('watched') && (
        <>
          <p className={css.status} data-tone="warning">
            {t('panel.bookedByOther')}
          </p>
          <p role="status">{t('panel.watched')}</p>
        </>
      )}
      {state.matches('unavailable') && <p className={css.muted}>{t('panel.unavailable')}</p>}

      <Modal open={state.matches('limitReached')} onOpenChange={(open) => !open && send({ type: 'modal.close' })} title={t('limit.title')} description={t('limit.body', { max: bookingRules.maxActive })}>
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
        open={state.matches('noApartments')}
        onOpenChange={(open) => !open && send({ type: 'modal.close' })}
        title={t('noApartments.title')}
        description={state.context.lostBecause === 'taken' ? t('noApartments.taken') : t('noApartments.unavailable')}
      >
        <div className={dialogCss.actions}>
          <button type="button" className={button.primary} onClick={() => send({ type: 'modal.close' })}>
            {t('noApartments.ok')}
          </button>
        </div>
      </Modal>
      <UnbookDialog
        open={state.matches('confirmingUnbook') || state.matches('unbooking')}
        busy={state.matches('unbooking')}
        title={title}
        onConfirm={() => send({ type: 'unbook.confirm' })}
        onCancel={() => send({ type: 'unbook.cancel' })}
      />
    </section>
  );
}
