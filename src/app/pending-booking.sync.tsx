import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate, useParams } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useSettledSession } from '../lib/settled-session';
import { pendingBooking } from '../lib/pending-booking';
import { bookingsKey } from '../lib/queries/bookings.queries';
import { notificationsKey } from '../lib/queries/notifications.queries';

/**
 * Booking after registration: a property chosen while signed out is booked on its own page (the
 * booking panel does it). Signing in anywhere else (after confirming the e-mail, say) leads back
 * there. On sign-out the cached bookings and notifications are dropped for the next person.
 */
export function PendingBookingSync() {
  const session = useSettledSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { lang } = useParams({ strict: false });
  const seen = useRef(session);
  useEffect(() => {
    // Only a settled change of session acts; moving around afterwards does not.
    if (session === 'pending' || seen.current === session) return;
    seen.current = session;
    if (session === 'out') {
      queryClient.removeQueries({ queryKey: bookingsKey });
      queryClient.removeQueries({ queryKey: notificationsKey });
      return;
    }
    const pending = pendingBooking();
    if (pending && lang && pathname !== `/${lang}${pending.path}`) void navigate({ to: `/${lang}${pending.path}` as '/' });
  }, [session, queryClient, navigate, pathname, lang]);
  return null;
}
