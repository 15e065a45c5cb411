import type { LendingSlot, NotaryView } from '../../../contract/lending-process';
import type { Language } from '../../../contract/validation';
import type { LendingStatus } from '../../../../machines/lending/lending.machine';
import type { NotaryOffice, NotaryService } from '../../adapters/notary';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { AppError, notFound } from '../../http/app-error';
import { applicantAccess, applicationAccess } from './co-applicant-invitations';
import { bookCalendarSlot, calendarSlots, type Calendar } from './lending-notary-slots';
import { applyLendingEvent, lockLendingApplication } from './lending-runtime';

/*
 * The notary appointment (issue 17): after the loan is approved, the main applicant picks one of the
 * bank's notaries and one of its free hours; the co-applicant sees the notaries and hours but does
 * not book. Moving the appointment is booking again (until the notary has the deal certified).
 */

export interface NotaryDeps {
  clock: Clock;
  publicUrl: string;
  notary: NotaryService;
}

export const notaryViewOf = (office: NotaryOffice, lang: Language): NotaryView => ({ id: office.id, name: office.name[lang], address: office.address[lang], phone: office.phone });

const calendarOf = (notary: NotaryService, office: NotaryOffice): Calendar => ({ kind: 'notary', resource: office.id, heldByOthers: (at) => notary.isHeldByOtherClients(office.id, at) });

/** The bank's notaries in the request's language, for a person on the application (a stranger: 404). */
export async function listNotaries(db: Db, deps: NotaryDeps, userId: string, applicationId: string, lang: Language): Promise<NotaryView[]> {
  await applicationAccess(db, userId, applicationId);
  return deps.notary.offices.map((office) => notaryViewOf(office, lang));
}

/** One page of a notary's hours, each free or taken (an unknown notary: 404). */
export async function notarySlots(db: Db, deps: NotaryDeps, userId: string, applicationId: string, notaryId: string, from: string | undefined): Promise<LendingSlot[]> {
  await applicationAccess(db, userId, applicationId);
  const office = deps.notary.offices.find((candidate) => candidate.id === notaryId);
  if (!office) throw notFound();
  return calendarSlots(db, calendarOf(deps.notary, office), from, deps.clock.now());
}

export interface NotaryBooked {
  status: LendingStatus;
  notary: NotaryView;
  slotAt: string;
}

/**
 * Books (or moves) the main applicant's notary appointment in one transaction: the booking row (the
 * standing one becomes 'moved') and the chart's `notary.book`. An unknown notary or an hour not in
 * its calendar is 400 APPOINTMENT_NOT_VALID, a taken hour 409 APPOINTMENT_NOT_AVAILABLE, the
 * co-applicant 403, and a status that takes no booking the chart's 409; each changes nothing.
 */
export async function bookNotary(db: Db, deps: NotaryDeps, userId: string, applicationId: string, booking: { notaryId: string; slotAt: string }, lang: Language): Promise<NotaryBooked> {
  return db.transaction(async (tx) => {
    const access = await applicantAccess(tx, userId, applicationId);
    // The application's lock first: one person's bookings follow each other.
    await lockLendingApplication(tx, applicationId);
    const office = deps.notary.offices.find((candidate) => candidate.id === booking.notaryId);
    if (!office) throw new AppError('LOAN_CONTRACT', 'APPOINTMENT_NOT_VALID');
    const slotAt = new Date(booking.slotAt);
    const now = deps.clock.now();
    await bookCalendarSlot(tx, calendarOf(deps.notary, office), { applicationId: access.row.id, party: 'applicant', slotAt }, now);
    const by = { kind: 'applicant' as const, userId };
    const result = await applyLendingEvent(tx, applicationId, { type: 'notary.book', by, notaryId: office.id, slotAt: slotAt.toISOString() }, by, deps.clock, deps.publicUrl);
    return { status: result.status, notary: notaryViewOf(office, lang), slotAt: slotAt.toISOString() };
  });
}
