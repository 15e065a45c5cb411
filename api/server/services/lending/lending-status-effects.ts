import type { LendingStatus } from '../../../../machines/lending/lending.machine';
import type { Clock } from '../../clock';
import type { Tx } from '../../db/database';
import { lendingFinalStatuses, type loanApplications } from '../../db/schema';
import { endPartnerApproval } from '../property-tables';
import type { LendingContext } from '../../../../machines/lending/lending.machine';
import { isPreparingStatus, type LoanApplication } from '../../../contract/loan-application';
import { endActiveInvitation } from './co-applicant-invitations';
import { languageOf, mailInvitee, notifyLendingStatusChange, personName, tellPerson } from './lending-notifications';

export type LendingApplicationRow = typeof loanApplications.$inferSelect;

/** What the effects of a status change need besides the transaction: the time, and the site's address for links in messages. */
export interface LendingEffectDeps {
  clock: Clock;
  /** Absent only where no effect needs a link (the runtime's own tests, without bookings). */
  publicUrl?: string;
}

const isFinal = (status: string) => (lendingFinalStatuses as readonly string[]).includes(status);

/**
 * What happens beside the chart when an application changes status, in the transaction of the event
 * (applyLendingEvent calls it, so the deadline path does too): the people are told and mailed, and an
 * application that ends closes its invitation. `application` is the row as it was locked, before the
 * event's update.
 */
export async function onLendingStatusChange(tx: Tx, application: LendingApplicationRow, fromStatus: LendingStatus, toStatus: LendingStatus, deps: LendingEffectDeps): Promise<void> {
  // The bank's decisions and the expiry are mailed and notified (lending-notifications.ts).
  await notifyLendingStatusChange(tx, application.id, fromStatus, toStatus, deps.clock.now(), deps.publicUrl);
  if (fromStatus === toStatus || isFinal(fromStatus) || !isFinal(toStatus)) return;
  // The booked home is released or sold by the chart's declared entry effects (lending-effects.ts).
  await endInvitation(tx, application, fromStatus, toStatus, deps.clock.now());
}

/**
 * The developer or agency answered about the application's booked property (the chart's
 * `property.confirmed` or `property.refused` moved `context.property.availability` on from
 * 'waitingApproval'): the catalogue stops showing it waiting for approval. The application still
 * holds it, so it reads booked until the application ends (which releases it) or is paid out.
 */
export async function onPropertyAnswered(tx: Tx, application: LendingApplicationRow, before: LendingContext, after: LendingContext): Promise<void> {
  if (application.bookingId === null || before.property?.availability !== 'waitingApproval' || after.property?.availability === 'waitingApproval') return;
  const apartmentId = application.marketType === '0' ? application.apartmentId : application.listingId;
  if (apartmentId === null) return;
  await endPartnerApproval(tx, { marketType: application.marketType, apartmentId });
}

/**
 * The application ended: its active invitation follows in the same transaction. Expiring before the
 * submission, the invitation lapses and the invited person (or the co-applicant) is told; otherwise it
 * is closed with the application (an accepted co-applicant keeps seeing it, and was told of the
 * decision with the applicant).
 */
async function endInvitation(tx: Tx, application: LendingApplicationRow, fromStatus: LendingStatus, toStatus: LendingStatus, now: Date): Promise<void> {
  const lapse = toStatus === 'Expired' && isPreparingStatus(fromStatus);
  const ended = await endActiveInvitation(tx, application.id, lapse ? 'lapse' : 'end', now);
  // The bank's decisions and a later expiry were told to both people already (lending-notifications.ts).
  const withdrawn = toStatus === 'Deleted' || toStatus === 'CancelledByApplicantRequest';
  if (!ended || !(lapse || withdrawn)) return;
  const steps = application.steps as { applicantData?: LoanApplication['steps']['applicantData'] } | null;
  const applicant = await personName(tx, application.mainApplicantId, steps?.applicantData ?? undefined, '');
  const [notice, template] = lapse ? (['coApplicantLapsed', 'coApplicantLapsed'] as const) : (['applicationWithdrawn', 'coApplicantApplicationWithdrawn'] as const);
  if (ended.userId) {
    await tellPerson(tx, now, ended.userId, application.id, notice, template, () => ({ applicant }));
  } else {
    // The invited person may have no account yet: mailed in their account's language, else in the applicant's.
    await mailInvitee(tx, now, ended.email, await languageOf(tx, application.mainApplicantId), template, () => ({ applicant }));
  }
}
