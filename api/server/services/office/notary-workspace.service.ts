import { and, asc, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Currency } from '../../../contract/calculations/money';
import type { ApplicantData, LendingStatus, LoanInfo } from '../../../contract/loan-application';
import type { StaffMember } from '../../../contract/office';
import type { NotaryPackage, NotaryWorkspace } from '../../../contract/office-workspaces';
import type { Language } from '../../../contract/validation';
import type { NotaryService } from '../../adapters/notary';
import { days, type Clock } from '../../clock';
import type { Db, Queryable } from '../../db/database';
import { lendingAppointments, lendingPackageDocuments, loanApplicationCoApplicants, loanApplications, users } from '../../db/schema';
import { notFound } from '../../http/app-error';
import type { FileStorage, StoredFile } from '../../storage/file-storage';
import { propertyCard, refOfRow } from '../property-tables';
import { packageDocumentNumber } from '../lending/lending-package-pdf';
import { documentsFor, latestPackageNo } from '../lending/lending-package.service';
import { calendarSlots } from '../lending/lending-notary-slots';
import { notaryViewOf } from '../lending/lending-notary.service';
import { applyLendingEvent } from '../lending/lending-runtime';
import { snapshotOf } from '../lending/loan-application-view';
import { recordStaffAction } from './audit-log.service';

/*
 * The notary's workspace (issue 18): the notary office's appointments and free hours, and the
 * packages the bank sent it, which the notary checks (NotaryPackageChecked) and then holds for the
 * appointment (NotaryPackageAvailable). A notary sees only their own office's.
 */

export interface NotaryWorkspaceDeps {
  db: Db;
  clock: Clock;
  publicUrl: string;
  notary: NotaryService;
}

/** The statuses in which the package is at the notary and waits for their step. */
const packageStatuses = ['NotaryPackagePrepared', 'NotaryPackageChecked'] as const satisfies readonly LendingStatus[];
const atNotary = (notaryId: string) => sql`${loanApplications.context} #>> '{notaryAppointment,notaryId}' = ${notaryId}`;
const applicantName = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;

function officeOf(deps: NotaryWorkspaceDeps, member: StaffMember) {
  const office = deps.notary.offices.find((candidate) => candidate.id === member.notaryId);
  if (!office) throw notFound();
  return office;
}

/** The statuses in which the notary holds the package (to check it, or ready for the appointment): its documents open to them. */
const heldStatuses = [...packageStatuses, 'NotaryPackageAvailable'] as const satisfies readonly LendingStatus[];

/** The notary's own document address of a package's PDF. */
export const notaryDocumentUrl = (applicationId: string, documentId: string) => `/api/office/notary/packages/${applicationId}/documents/${documentId}`;

const fullName = (data: Partial<ApplicantData> | undefined) => [data?.firstName, data?.middleName, data?.lastName].filter(Boolean).join(' ');

/**
 * What the notary checks in a package: the people who come (as their documents name them; the account's
 * name when no data was saved), the home, the loan the bank approved, and the package's documents in
 * the reader's language (else in the language they were printed in).
 */
async function packageDetails(q: Queryable, application: typeof loanApplications.$inferSelect, accountName: string, lang: Language): Promise<Omit<NotaryPackage, 'applicationId' | 'status' | 'nextStep' | 'applicantName' | 'slotAt'>> {
  const { context } = snapshotOf(application);
  const steps = application.steps as { loanInfo?: LoanInfo; applicantData?: ApplicantData };
  const people: NotaryPackage['people'] = [{ party: 'applicant', role: 'borrower', name: fullName(steps.applicantData) || accountName, relationship: null }];
  const coUserId = context.coApplicant?.userId ?? null;
  if (coUserId !== null) {
    const [coApplicant] = await q
      .select({ steps: loanApplicationCoApplicants.steps, relationship: loanApplicationCoApplicants.relationship, firstName: users.firstName, lastName: users.lastName })
      .from(loanApplicationCoApplicants)
      .innerJoin(users, eq(users.id, loanApplicationCoApplicants.userId))
      .where(and(eq(loanApplicationCoApplicants.applicationId, application.id), eq(loanApplicationCoApplicants.userId, coUserId)))
      .orderBy(desc(loanApplicationCoApplicants.invitedAt))
      .limit(1);
    if (coApplicant) {
      const data = (coApplicant.steps as { applicantData?: ApplicantData }).applicantData;
      people.push({ party: 'coApplicant', role: 'coBorrower', name: fullName(data) || `${coApplicant.firstName} ${coApplicant.lastName}`, relationship: coApplicant.relationship });
    }
  }
  const ref = application.apartmentId !== null || application.listingId !== null ? refOfRow(application) : null;
  const card = ref ? await propertyCard(q, ref) : undefined;
  const offer = context.offer;
  const packageNo = await latestPackageNo(q, application.id);
  const documents = packageNo === null ? [] : await documentsFor(q, application.id, packageNo, lang);
  return {
    people,
    property: card ? { title: card.title[lang], address: card.address[lang] } : null,
    loan: offer ? { amount: offer.amount, currency: (steps.loanInfo?.currency ?? 'AMD') as Currency, termMonths: offer.termMonths, monthlyPayment: offer.monthlyPayment } : null,
    documents: documents.map((document) => ({ id: document.id, kind: document.kind, language: document.language as Language, bytes: document.bytes, sha256: document.sha256, url: notaryDocumentUrl(application.id, document.id) })),
  };
}

export async function notaryWorkspace(deps: NotaryWorkspaceDeps, member: StaffMember, lang: Language): Promise<NotaryWorkspace> {
  const office = officeOf(deps, member);
  const now = deps.clock.now();
  const [appointments, packages, slots] = await Promise.all([
    deps.db
      .select({ applicationId: lendingAppointments.applicationId, slotAt: lendingAppointments.slotAt, status: lendingAppointments.status, applicantName })
      .from(lendingAppointments)
      .innerJoin(loanApplications, eq(loanApplications.id, lendingAppointments.applicationId))
      .innerJoin(users, eq(users.id, loanApplications.mainApplicantId))
      .where(and(eq(lendingAppointments.kind, 'notary'), eq(lendingAppointments.resource, office.id), inArray(lendingAppointments.status, ['booked', 'done', 'missed']), gte(lendingAppointments.slotAt, new Date(now.getTime() - days(1)))))
      .orderBy(asc(lendingAppointments.slotAt)),
    deps.db
      .select({ application: loanApplications, applicantName })
      .from(loanApplications)
      .innerJoin(users, eq(users.id, loanApplications.mainApplicantId))
      .where(and(inArray(loanApplications.status, [...packageStatuses]), atNotary(office.id)))
      .orderBy(asc(loanApplications.updatedAt)),
    calendarSlots(deps.db, { kind: 'notary', resource: office.id, heldByOthers: (at) => deps.notary.isHeldByOtherClients(office.id, at) }, undefined, now),
  ]);
  return {
    notaryId: office.id,
    office: notaryViewOf(office, lang),
    appointments: appointments.map((row) => ({ ...row, slotAt: row.slotAt.toISOString() })),
    freeSlots: slots.filter((slot) => slot.available).map((slot) => slot.at),
    packages: await Promise.all(
      packages.map(async ({ application, applicantName: name }) => ({
        applicationId: application.id,
        status: application.status as LendingStatus,
        nextStep: application.status === 'NotaryPackagePrepared' ? ('checked' as const) : ('available' as const),
        applicantName: name,
        slotAt: snapshotOf(application).context.notaryAppointment?.at ?? null,
        ...(await packageDetails(deps.db, application, name, lang)),
      })),
    ),
  };
}

/**
 * One PDF of the package the notary holds for an appointment at their office, from the application's
 * latest package. Any other document, an application of another office's appointment, or one whose
 * package is not at the notary now: 404.
 */
export async function notaryPackageDocument(deps: NotaryWorkspaceDeps & { storage: FileStorage }, member: StaffMember, applicationId: string, documentId: string): Promise<StoredFile & { fileName: string }> {
  const office = officeOf(deps, member);
  const [held] = await deps.db
    .select({ id: loanApplications.id })
    .from(loanApplications)
    .where(and(eq(loanApplications.id, applicationId), inArray(loanApplications.status, [...heldStatuses]), atNotary(office.id)));
  if (!held) throw notFound();
  const packageNo = await latestPackageNo(deps.db, applicationId);
  const [document] = packageNo === null ? [] : await deps.db
    .select()
    .from(lendingPackageDocuments)
    .where(and(eq(lendingPackageDocuments.id, documentId), eq(lendingPackageDocuments.applicationId, applicationId), eq(lendingPackageDocuments.packageNo, packageNo)));
  if (!document) throw notFound();
  const file = await deps.storage.get(document.storageKey);
  if (!file) throw new Error(`package document ${document.id} is missing from the storage`);
  return { ...file, fileName: `${packageDocumentNumber(applicationId, document.packageNo, document.kind)}-${document.language}.pdf` };
}

/**
 * The notary's step with a package of an appointment at their office (any other: 404): checked, or
 * available for the appointment; the chart refuses a step out of order (409).
 */
export async function notaryPackageStep(deps: NotaryWorkspaceDeps, member: StaffMember, applicationId: string, step: 'checked' | 'available') {
  const office = officeOf(deps, member);
  return deps.db.transaction(async (tx: Queryable) => {
    const [row] = await tx.select({ status: loanApplications.status }).from(loanApplications).where(and(eq(loanApplications.id, applicationId), atNotary(office.id)));
    if (!row) throw notFound();
    const event = step === 'checked' ? ({ type: 'notary.packageChecked' } as const) : ({ type: 'notary.packageAvailable' } as const);
    const result = await applyLendingEvent(tx, applicationId, event, { kind: 'staff', staffId: member.userId }, deps.clock, deps.publicUrl);
    await recordStaffAction(tx, deps.clock.now(), { actorId: member.userId, action: `notary.package${step === 'checked' ? 'Checked' : 'Available'}`, subjectKind: 'loanApplication', subjectId: applicationId, before: { status: row.status }, after: { status: result.status } });
    return { status: result.status };
  });
}
