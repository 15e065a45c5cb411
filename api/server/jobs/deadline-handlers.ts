import type { MailTransport } from '../adapters/mail-transport';
import { instantSandbox } from '../adapters/outside-system';
import { sandboxLendingSystems } from '../adapters/sandbox-outside-systems';
import { systemClock } from '../clock';
import { createLendingOutsideSystemHandlers, type LendingOutsideSystems } from '../services/lending/lending-outside-systems';
import { bookingReleaseKind, releaseExpiredBooking } from '../services/bookings.service';
import { deliverOutboxMessage } from '../services/outbox.service';
import { createLendingDeadlineHandlers } from '../services/lending/lending-deadline-handler';
import { lendingProcessAnswerHandlers } from '../services/lending/lending-process-answers';
import { createLendingCompletionHandlers } from '../services/lending/lending-completion';
import { createAppointmentMailHandlers } from '../services/lending/appointment-reminders';
import { prequalReminderKind, sendPrequalReminder } from '../services/prequal/prequal-mail';
import { maintenanceKind, pruneExpired } from './maintenance';
import { checkSavedFilterAlerts, savedFilterAlertsKind } from './saved-filter-alerts';
import { newsletterDigestKind, sendNewsletterDigest } from './newsletter-digest';
import { drawRaffle, raffleDrawKind } from '../services/stores/raffle.service';
import type { DeadlineHandler } from './scheduler';
import { sandboxNotaryOffices } from '../adapters/notary.sandbox';

/**
 * Every kind of deadline the server knows how to run. Features register theirs here
 * (booking holds, submission deadlines, decisions); an unknown kind is retried, then failed.
 */
export function createDeadlineHandlers(deps: { mail: MailTransport; publicUrl: string; secret: string; lending?: LendingOutsideSystems }): Record<string, DeadlineHandler> {
  // Without adapters given, the lending's outside systems are the sandboxes with their default delays.
  const lending = deps.lending ?? sandboxLendingSystems(systemClock, instantSandbox);
  return {
    'outbox.deliver': deliverOutboxMessage(deps.mail),
    [maintenanceKind]: pruneExpired,
    [savedFilterAlertsKind]: checkSavedFilterAlerts({ publicUrl: deps.publicUrl }),
    [bookingReleaseKind]: releaseExpiredBooking(deps.publicUrl),
    [prequalReminderKind]: sendPrequalReminder(deps.publicUrl, deps.secret),
    [newsletterDigestKind]: sendNewsletterDigest({ publicUrl: deps.publicUrl, secret: deps.secret }),
    [raffleDrawKind]: drawRaffle({ publicUrl: deps.publicUrl }),
    ...createLendingDeadlineHandlers(deps.publicUrl),
    ...createLendingOutsideSystemHandlers(lending, deps.publicUrl),
    ...lendingProcessAnswerHandlers(deps.publicUrl),
    ...createLendingCompletionHandlers(deps.publicUrl, lending.completion),
    // The appointments' confirmations and reminders name the notary's office as the adapter has it.
    ...createAppointmentMailHandlers({ publicUrl: deps.publicUrl, notaryOffices: lending.completion?.notary.offices ?? sandboxNotaryOffices }),
  };
}
