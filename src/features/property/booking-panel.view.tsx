import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StateValueFrom } from 'xstate';
import { bookingRules } from '../../../api/contract/bookings';
import { propertyQueryKey, sameProperty, type PropertyLink } from '../../../api/contract/property-ref';
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

interface BookingPanelProps {
  property: PropertyLink;
  availability: string;
  title: string;
  lang: Language;
}

/**
 * The property page's booking block. It starts once the visitor's own bookings are known (so an own
 * booking shows as such) and then follows the booking machine, which follows the auth actor itself.
 */
export function BookingPanel(props: BookingPanelProps) {
  const session = useSettledSession();
  const signedIn = session === 'in';
  const bookings = useQuery(bookingsQuery(props.lang, signedIn));
  const intent = AuthActor.useSelector((s) => s.context.intent.next);
  const [input, setInput] = useState<BookingInput | null>(null);
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
  if (!input) return <div className={css.panel} aria-busy="true" />;
  return <BookingFlow {...props} input={input} signedIn={signedIn} />;
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

function BookingFlow({ property, title, lang, input, signedIn }: BookingPanelProps & { input: BookingInput; signedIn: boolean }) {
  const { t } = useTranslation('bookings');
  const auth = AuthActor.useActorRef();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const now = useNow();
  const [state, send] = useMachine(
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

  const value = state.value as BookingState & string;
  const panel = panelOf[value];
  const holdDays = bookingRules.holdDays[property.marketType];
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
        description={state.context.lostBecause === 'taken' ? t('noApartments.taken') : t('noApartments.unavailable')}
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
    </section>
  );
}
