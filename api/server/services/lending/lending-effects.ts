import { eventEffects, type LendingAudience, type LendingEffect } from '../../../../machines/lending/lending-effects';
import { lendingStatusOf } from '../../../../machines/lending/lending.statuses';
import type { LendingContext, LendingEvent, LendingSnapshot } from '../../../../machines/lending/lending.machine';
import type { Language } from '../../../contract/validation';
import type { Clock } from '../../clock';
import type { Tx } from '../../db/database';
import type { loanApplications, ReleaseReason } from '../../db/schema';
import { notify } from '../notifications.service';
import { releaseBookingInTransaction } from '../bookings.service';
import { endPartnerApproval } from '../property-tables';
import { scheduleBookingConfirmations } from './appointment-bookings';
import { sellBookedProperty } from './booked-property';
import { endActiveInvitation, type InvitationRow } from './co-applicant-invitations';
import { noticeComposers, isStageStatus, type NoticeSource } from './lending-notices';
import { applicationsLink, languageOf, mailInvitee, processLink } from './lending-notifications';
import { enqueueLendingRequest } from './lending-outbox';

export type LendingApplicationRow = typeof loanApplications.$inferSelect;

/** What the effects of a change need besides the transaction: the time, and the site's address for links in messages. */
export interface LendingEffectDeps {
  clock: Clock;
  /** Absent only where no effect needs a link (the runtime's own tests, without bookings or notices). */
  publicUrl?: string;
}

/** The account whose own action the event is (a person's), or null: they are not told of it. */
const actingUserOf = (event: LendingEvent): string | null => ('by' in event && event.by.kind === 'applicant' ? event.by.userId : null);

/**
 * The one interpreter of what the lending chart declares (machines/lending/lending-effects.ts): the
 * effects of the state the accepted event entered, then the event's own, run by applyLendingEvent in the
 * event's transaction. Each request becomes an outbox row; the booked home is released or sold; the
 * invitation ends with the application; a booking is confirmed; each notice is a notification and a
 * mail in its reader's language (an invited e-mail without an account: a mail in the applicant's).
 */
export async function runLendingEffects(
  tx: Tx,
  application: LendingApplicationRow,
  seq: number,
  event: LendingEvent,
  before: LendingSnapshot,
  after: LendingSnapshot,
  deps: LendingEffectDeps,
): Promise<void> {
  const effects = eventEffects(event, before.value, after.value);
  const now = deps.clock.now();
  const actor = actingUserOf(event);
  // The invitation this change ended, whose person an `invitee` notice is for.
  let ended: InvitationRow | undefined;
  for (const effect of effects) {
    switch (effect.kind) {
      case 'request':
        await enqueueLendingRequest(tx, application.id, seq, effect.request, after, now);
        break;
      case 'property':
        await runPropertyEffect(tx, application, effect.property, after, deps);
        break;
      case 'invitation':
        ended = (await endActiveInvitation(tx, application.id, effect.invitation === 'lapse' ? 'lapse' : 'end', now)) ?? ended;
        break;
      case 'confirmBooking':
        await scheduleBookingConfirmations(tx, application.id, effect.appointment, actor, after.context, now);
        break;
      case 'partnerAnswered':
        await endWaitingForApproval(tx, application, before.context, after.context);
        break;
      case 'tell': {
        if (effect.market && effect.market !== after.context.marketType) break;
        const source = { q: tx, applicationId: application.id, event, before, after, now };
        for (const reader of readersOf(effect.to, after, ended)) {
          if ('userId' in reader && reader.userId === actor) continue;
          await tell(source, effect, reader, application, deps.publicUrl);
        }
        break;
      }
    }
  }
}

type Reader = { role: NoticeSource['reader']; userId: string } | { role: 'invitee'; email: string };

/** The people an audience names now: the main applicant, the accepted co-applicant, the person of the invitation just ended. */
function readersOf(audience: LendingAudience, after: LendingSnapshot, ended: InvitationRow | undefined): Reader[] {
  const applicant: Reader = { role: 'applicant', userId: after.context.mainApplicantId };
  const coUserId = after.context.coApplicant?.userId;
  const coApplicant: Reader[] = coUserId ? [{ role: 'coApplicant', userId: coUserId }] : [];
  switch (audience) {
    case 'everyone':
      return [applicant, ...coApplicant];
    case 'applicant':
      return [applicant];
    case 'coApplicant':
      return coApplicant;
    case 'invitee':
      if (!ended) return [];
      return [ended.userId ? { role: 'invitee', userId: ended.userId } : { role: 'invitee', email: ended.email }];
  }
}

/** One reader told one notice, with the link to where they follow the application. */
async function tell(source: Omit<NoticeSource, 'reader'>, effect: Extract<LendingEffect, { kind: 'tell' }>, reader: Reader, application: LendingApplicationRow, publicUrl: string | undefined): Promise<void> {
  const compose = noticeComposers[effect.notice];
  if (!compose) throw new Error(`the lending chart declares the notice '${effect.notice}', which has no sentence`);
  const notice = await compose({ ...source, reader: reader.role });
  const link = (lang: Language) => (notice.page === 'process' ? processLink(publicUrl, lang, application.id) : applicationsLink(publicUrl, lang));
  const params = (lang: Language) => ({ ...notice.params(lang), link: link(lang) });
  if ('email' in reader) {
    // The invited person may have no account yet: mailed in their account's language, else in the applicant's.
    await mailInvitee(source.q, source.now, reader.email, await languageOf(source.q, application.mainApplicantId), notice.template, params);
    return;
  }
  const status = lendingStatusOf(source.after.value);
  const processParams = notice.page === 'process' ? { status, ...(isStageStatus(status) ? { stage: status } : {}) } : {};
  await notify(
    source.q,
    source.now,
    reader.userId,
    { kind: 'loanApplication', params: { applicationId: application.id, outcome: notice.notice, ...processParams, ...(notice.date ? { date: notice.date.toISOString() } : {}) } },
    { email: { template: notice.template, params } },
  );
}

/**
 * The developer or agency answered about the booked home (`context.property.availability` moved on
 * from 'waitingApproval'): the catalogue stops showing it waiting for approval. The application still
 * holds it, so it reads booked until the application ends (which releases it) or is paid out.
 */
async function endWaitingForApproval(tx: Tx, application: LendingApplicationRow, before: LendingContext, after: LendingContext): Promise<void> {
  if (application.bookingId === null || before.property?.availability !== 'waitingApproval' || after.property?.availability === 'waitingApproval') return;
  const apartmentId = application.marketType === '0' ? application.apartmentId : application.listingId;
  if (apartmentId === null) return;
  await endPartnerApproval(tx, { marketType: application.marketType, apartmentId });
}

/** The booked home: sold with the payout (the booking becomes the sale), else released to the catalogue. */
async function runPropertyEffect(tx: Tx, application: LendingApplicationRow, property: 'release' | 'sell', after: LendingSnapshot, deps: LendingEffectDeps): Promise<void> {
  if (application.bookingId === null) return;
  const now = deps.clock.now();
  if (property === 'sell') {
    await sellBookedProperty(tx, application.bookingId, now);
    return;
  }
  if (deps.publicUrl === undefined) throw new Error('releasing a loan application booking needs the public URL for the watchers notice');
  const reason: ReleaseReason = after.matches('expired') ? 'expired' : 'unbooked';
  await releaseBookingInTransaction(tx, now, deps.publicUrl, application.bookingId, reason);
}
