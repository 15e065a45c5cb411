import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import * as v from 'valibot';
import {
  activeInvitationStatuses,
  isPreparingStatus,
  loanApplicationSchema,
  loanWizardSteps,
  type LendingStatus,
  type LoanApplication,
  type LoanInfo,
  type LoanWizardStep,
  type UploadedPicture,
} from '../../../contract/loan-application';
import type { Language } from '../../../contract/validation';
import type { Queryable } from '../../db/database';
import { loanApplicationCoApplicants, loanApplicationDocuments, loanApplicationEvents } from '../../db/schema';
import { coApplicantSteps, type ApplicantData, type CoApplicantStep } from '../../../contract/loan-application';
import type { LendingContext, LendingParty } from '../../../../machines/lending/lending.machine';
import { propertyCard, refOfRow } from '../property-tables';
import { applicationCardOf } from './loan-application-card';
import { newApplicationFrom } from './lending-notices';
import { personName } from './lending-notifications';
import { restoreEnvelope } from './lending-envelope';
import type { LendingApplicationRow } from './lending-effects';
import { minorToDrams } from './loan-application-rules';
import { applicantOwedSteps, coApplicantOwedSteps } from './owed-steps';

/** The wizard's saved steps, as stored in the `steps` jsonb (each validated with its schema when saved). */
export type SavedSteps = Partial<Record<Exclude<LoanWizardStep, 'preview'>, unknown>>;
type Steps = LoanApplication['steps'];
export type ApplicantPrefill = LoanApplication['applicantPrefill'];

export const savedSteps = (row: LendingApplicationRow): SavedSteps => (row.steps ?? {}) as SavedSteps;

/** The chart's snapshot of a row (its envelope migrated and restored). */
export const snapshotOf = (row: LendingApplicationRow) =>
  restoreEnvelope({ machineVersion: row.machineVersion, value: row.stateValue as never, context: row.context as never });

/** Where a document picture is served, to the people on the application only. */
export const pictureUrl = (applicationId: string, owner: string, kind: string) => `/api/loan-applications/${applicationId}/pictures/${owner}/${kind}`;

/** The uploaded pictures of applications, by application id. */
async function picturesOf(q: Queryable, ids: string[]): Promise<Map<string, UploadedPicture[]>> {
  const byApplication = new Map<string, UploadedPicture[]>();
  if (ids.length === 0) return byApplication;
  const rows = await q
    .select()
    .from(loanApplicationDocuments)
    .where(inArray(loanApplicationDocuments.applicationId, ids))
    .orderBy(asc(loanApplicationDocuments.owner), asc(loanApplicationDocuments.kind));
  for (const row of rows) {
    const list = byApplication.get(row.applicationId) ?? [];
    list.push({
      owner: row.owner as UploadedPicture['owner'],
      kind: row.kind as UploadedPicture['kind'],
      contentType: row.contentType as UploadedPicture['contentType'],
      bytes: row.bytes,
      width: row.width,
      height: row.height,
      uploadedAt: row.uploadedAt.toISOString(),
      url: pictureUrl(row.applicationId, row.owner, row.kind),
    });
    byApplication.set(row.applicationId, list);
  }
  return byApplication;
}

/** When the bank rejected the application (the log's time of the decision), for "a new application from". */
async function rejectedAt(q: Queryable, applicationId: string): Promise<Date | undefined> {
  const [row] = await q
    .select({ at: loanApplicationEvents.at })
    .from(loanApplicationEvents)
    .where(and(eq(loanApplicationEvents.applicationId, applicationId), eq(loanApplicationEvents.toStatus, 'RejectedByBank')))
    .orderBy(desc(loanApplicationEvents.seq))
    .limit(1);
  return row?.at;
}

/** Each step's saved data, or null; a stored value that no longer fits its schema reads as not saved. */
function stepsOf(saved: SavedSteps): Steps {
  const shape = loanApplicationSchema.entries.steps.entries;
  const steps = {} as Record<string, unknown>;
  for (const step of loanWizardSteps) {
    if (step === 'preview') continue;
    const parsed = v.safeParse(shape[step], saved[step] ?? null);
    steps[step] = parsed.success ? parsed.output : null;
  }
  return steps as Steps;
}

type InvitationRow = typeof loanApplicationCoApplicants.$inferSelect;
type CoPart = NonNullable<LoanApplication['coApplicantPart']>;

/** The application's invitations, the latest first. */
async function invitationsOf(q: Queryable, applicationId: string): Promise<InvitationRow[]> {
  return q
    .select()
    .from(loanApplicationCoApplicants)
    .where(eq(loanApplicationCoApplicants.applicationId, applicationId))
    .orderBy(desc(loanApplicationCoApplicants.invitedAt), desc(loanApplicationCoApplicants.updatedAt));
}

/** The co-applicant's saved steps, each as its schema reads it (null when not saved or no longer fitting). */
function coStepsOf(invitation: InvitationRow): CoPart['steps'] {
  const shape = loanApplicationSchema.entries.coApplicantPart.wrapped.entries.steps.entries;
  const saved = (invitation.steps ?? {}) as Record<string, unknown>;
  const read = <K extends keyof CoPart['steps']>(step: K) => {
    const parsed = v.safeParse(shape[step], saved[step] ?? null);
    return (parsed.success ? parsed.output : null) as CoPart['steps'][K];
  };
  return { applicantData: read('applicantData'), consent: read('consent'), addresses: read('addresses'), spouseData: read('spouseData') };
}

const savedCoSteps = (steps: CoPart['steps']): CoApplicantStep[] => coApplicantSteps.filter((step): step is Exclude<CoApplicantStep, 'preview'> => step !== 'preview' && steps[step] !== null);

/** What the main applicant sees of the co-applicant: who, the invitation's state and progress, never their data. */
/** What the applicant reads about the invitation, by the application's status while the draft is prepared. */
const invitationNotices: Partial<Record<LendingStatus, NonNullable<LoanApplication['coApplicant']>['notice']>> = {
  CoApplicantDecision: { state: 'invited', recall: true, warning: false },
  InvitationAccepted: { state: 'accepted', recall: true, warning: false },
  CitizenshipMismatch: { state: 'citizenship', recall: true, warning: true },
  MaritalStatusMismatch: { state: 'marital', recall: true, warning: true },
  RejectedByCoapplicant: { state: 'declined', recall: false, warning: true },
  CanceledByCoApplicant: { state: 'left', recall: false, warning: true },
};

function coApplicantSummary(invitation: InvitationRow | undefined, context: LendingContext, status: LendingStatus): LoanApplication['coApplicant'] {
  if (!invitation) return null;
  const steps = coStepsOf(invitation);
  const data: ApplicantData | null = steps.applicantData;
  return {
    relationship: invitation.relationship,
    email: invitation.email,
    phoneNumber: invitation.phoneNumber,
    status: invitation.status,
    invitedAt: invitation.invitedAt.toISOString(),
    name: data ? `${data.firstName} ${data.lastName}` : null,
    savedSteps: savedCoSteps(steps),
    partComplete: context.coApplicant?.invitationId === invitation.id && context.coApplicant.partComplete,
    notice: invitationNotices[status] ?? null,
  };
}

/** The invitation that holds someone (invited or accepted), which the applicant's steps depend on. */
const activeOf = (invitations: InvitationRow[]) => invitations.find((invitation) => (activeInvitationStatuses as readonly string[]).includes(invitation.status));

/** Who has accepted the offer so far, from the chart's state. */
function offerAcceptedBy(status: string, context: LendingContext): LendingParty[] {
  if (status === 'ApprovedByClient') return ['applicant'];
  if (status === 'ApprovedByCoapplicant') return ['coApplicant'];
  if (status === 'OfferAccepted') return context.coApplicant?.userId ? ['applicant', 'coApplicant'] : ['applicant'];
  return [];
}

/**
 * An application as one of its people sees it (the contract's LoanApplication): the chart's context
 * gives the status, the property's availability, the prices, the offer and the rejection; the row
 * gives the saved steps and the step to resume at; the catalogue the property's card. `viewerId`
 * decides the role: the main applicant sees their steps and the co-applicant's progress; the
 * co-applicant sees the loan info, their own part (with `prefill`, their own) and their own pictures,
 * never the applicant's personal data.
 */
export async function loanApplicationView(q: Queryable, row: LendingApplicationRow, lang: Language, prefill: ApplicantPrefill, pictures?: UploadedPicture[], viewerId?: string): Promise<LoanApplication> {
  const { context } = snapshotOf(row);
  const invitations = await invitationsOf(q, row.id);
  const own = viewerId !== undefined && viewerId !== row.mainApplicantId ? invitations.find((invitation) => invitation.userId === viewerId) : undefined;
  const role: LendingParty = own ? 'coApplicant' : 'applicant';
  const steps = stepsOf(savedSteps(row));
  const loanInfo: LoanInfo | null = steps.loanInfo;
  let property: LoanApplication['property'] = null;
  if (context.property) {
    const ref = refOfRow(row);
    const card = await propertyCard(q, ref);
    property = {
      ...ref,
      title: card?.title[lang] ?? `№ ${ref.apartmentId}`,
      address: card?.address[lang] ?? '',
      imageUrl: card?.imageUrl ?? '',
      availability: context.property.availability,
    };
  }
  // Without a catalogue property the price is the one given in loan info (drams), none before it.
  const givenPrice = loanInfo?.propertyPrice === undefined ? 0 : minorToDrams(loanInfo.propertyPrice, loanInfo.currency);
  const decided = context.rejection ? await rejectedAt(q, row.id) : undefined;
  const rejection = context.rejection
    ? { reason: context.rejection.reason, newApplicationFrom: newApplicationFrom(decided ?? row.updatedAt).toISOString() }
    : null;
  const allPictures = pictures ?? (await picturesOf(q, [row.id])).get(row.id) ?? [];
  const coApplicant = coApplicantSummary(invitations[0], context, row.status as LendingStatus);
  const base = {
    id: row.id,
    status: row.status as LoanApplication['status'],
    marketType: row.marketType,
    property,
    agreedPrice: context.property ? context.agreedPrice : givenPrice,
    currentPrice: context.property ? context.currentPrice : givenPrice,
    currentStep: row.currentStep,
    steps,
    // Only a draft still asks for the applicant data.
    applicantPrefill: steps.applicantData || !isPreparingStatus(row.status) ? null : prefill,
    spousePrefill: null,
    loanInfoPrefill: null,
    owedSteps: applicantOwedSteps(savedSteps(row), activeOf(invitations)),
    pictures: allPictures.filter((picture) => picture.owner === 'spouse'),
    submitBy: context.submitBy,
    submittedAt: context.submittedAt,
    documentMismatch: context.documentMismatch !== null,
    documentMismatchOf: context.documentMismatch,
    documentsHeld: null,
    role,
    coApplicant,
    coApplicantPart: null,
    offerAcceptedBy: offerAcceptedBy(row.status, context),
    offerRefusedBy: context.offerRefusedBy,
    offer: context.offer ? { ...context.offer, currency: loanInfo?.currency ?? 'AMD', repaymentType: loanInfo?.repaymentType ?? 'annuity' } : null,
    rejection,
    reviewDocuments: context.reviewDocuments,
    card: applicationCardOf(row.status as LendingStatus, 'applicant', {
      hasCoApplicant: coApplicant !== null,
      coApplicantPartComplete: coApplicant?.partComplete === true,
      priceChanged: context.property !== null && context.currentPrice !== context.agreedPrice,
      rejected: rejection !== null,
    }),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  } satisfies LoanApplication;
  if (!own) return base;
  const coSteps = coStepsOf(own);
  return {
    ...base,
    card: applicationCardOf(row.status as LendingStatus, 'coApplicant', { hasCoApplicant: true, coApplicantPartComplete: context.coApplicant?.partComplete === true, priceChanged: false, rejected: rejection !== null }),
    steps: { loanInfo: steps.loanInfo, applicantData: null, consent: null, coBorrower: null, addresses: null, spouseData: null },
    applicantPrefill: null,
    spousePrefill: null,
    owedSteps: [],
    pictures: allPictures.filter((picture) => picture.owner === 'coApplicantSpouse'),
    coApplicant: null,
    coApplicantPart: {
      currentStep: own.currentStep,
      steps: coSteps,
      // The phone the applicant typed for them stands in until their own (a pre-qualification's, a verified profile's) is known.
      applicantPrefill: coSteps.applicantData || !isPreparingStatus(row.status) || own.status !== 'accepted' ? null : { phoneNumber: own.phoneNumber, ...prefill },
      spousePrefill: null,
      owedSteps: coApplicantOwedSteps(own),
      socialCardLocked: coSteps.applicantData !== null,
      partComplete: context.coApplicant?.partComplete === true,
      applicantName: await personName(q, row.mainApplicantId, savedSteps(row).applicantData as { firstName?: string; lastName?: string } | undefined, ''),
    },
  };
}

/** Several applications at once (the personal page's list), their pictures read in one query. */
export async function loanApplicationViews(q: Queryable, rows: LendingApplicationRow[], lang: Language, prefill: ApplicantPrefill, viewerId?: string): Promise<LoanApplication[]> {
  const pictures = await picturesOf(q, rows.map((row) => row.id));
  return Promise.all(rows.map((row) => loanApplicationView(q, row, lang, prefill, pictures.get(row.id) ?? [], viewerId)));
}
