import { createHash } from 'node:crypto';
import { and, desc, eq, inArray, max } from 'drizzle-orm';
import * as v from 'valibot';
import type { RepaymentType } from '../../../contract/calculations/loan';
import type { Currency } from '../../../contract/calculations/money';
import { packageDocumentKinds, packageDocumentViewSchema, type LendingPartyName, type PackageData, type PackageDocumentView } from '../../../contract/lending-process';
import { lendingStatuses, type ApplicantData, type LoanInfo } from '../../../contract/loan-application';
import { otpRules, type OtpSent } from '../../../contract/otp';
import { languages, type Language } from '../../../contract/validation';
import { lendingRefusal, lendingStatusOf, type LendingActor, type LendingEvent, type LendingSnapshot } from '../../../../machines/lending/lending.machine';
import { contractAnswerKind, type ContractAnswerPayload } from '../../adapters/contract-system';
import type { ESignature } from '../../adapters/e-signature';
import type { Clock } from '../../clock';
import type { Db, Queryable, Tx } from '../../db/database';
import { lendingPackageDocuments, lendingPackageSignatures, lendingProcessAnswers, loanApplicationCoApplicants, loanApplicationOutbox, users, type loanApplications } from '../../db/schema';
import { AppError, notFound } from '../../http/app-error';
import type { DeadlineHandler } from '../../jobs/scheduler';
import type { FileStorage, StoredFile } from '../../storage/file-storage';
import { propertyCard, refOfRow } from '../property-tables';
import { verifiedPhoneOf } from '../phone-verification.service';
import { applicationAccess, type ApplicationAccess } from './co-applicant-invitations';
import { packageDocumentNumber, packagePdf, type PackageParty } from './lending-package-pdf';
import { restoreEnvelope } from './lending-envelope';
import { lendingOutboxKinds } from './lending-outbox';
import { moneyText as mailMoney } from '../../lib/money-text';
import { applyLendingEvent, lockLendingApplication, type LendingLogActor } from './lending-runtime';

/*
 * The contract's data, the contract package and its signing (issue 17, spec sections 4 and 6): each
 * person presents their part of the contract's data (the main applicant with the monthly repayment
 * day); the bank's contract system prepares the package (PDFs in each person's language) and checks
 * it; each person reads the documents and signs them all with a one-time code before the package
 * expires, or cancels it (the application is rejected); once everyone has signed the bank approves
 * the loan.
 */

export interface LendingPackageDeps {
  clock: Clock;
  secret: string;
  publicUrl: string;
  storage: FileStorage;
  eSignature: ESignature;
}

/** The package as the viewing person reads it: the status, the repayment day, and the current package's documents in their language. */
export const lendingPackageViewSchema = v.object({
  applicationId: v.string(),
  status: v.picklist(lendingStatuses),
  repaymentDay: v.nullable(v.number()),
  /** Whether the viewer has presented their part of the contract's data, and signed the current package. */
  dataPresented: v.boolean(),
  signed: v.boolean(),
  /** The current package once the bank prepared it: its number, until when it may be signed, whether the bank checked it, and its documents. */
  package: v.nullable(v.object({ packageNo: v.number(), expiresAt: v.string(), checked: v.boolean(), documents: v.array(packageDocumentViewSchema) })),
  /**
   * Where the signing code goes: the viewer's verified phone (`verified`), else the number of their
   * applicant data to confirm first (null when they gave none), so the signing card verifies it inline.
   */
  signingPhone: v.object({ phoneNumber: v.nullable(v.string()), verified: v.boolean() }),
});
export type LendingPackageView = v.InferOutput<typeof lendingPackageViewSchema>;

/** The bank's contract system, as the log names its answers. */
export const contractSystemActor: LendingLogActor = { kind: 'system', source: 'contract-system' };

const actorOf = (userId: string): LendingActor => ({ kind: 'applicant', userId });
const signingOwner = (applicationId: string, party: LendingPartyName) => `${applicationId}:${party}`;
export const packageDocumentUrl = (applicationId: string, documentId: string) => `/api/loan-applications/${applicationId}/process/package/documents/${documentId}`;

const snapshotOf = (row: typeof loanApplications.$inferSelect): LendingSnapshot =>
  restoreEnvelope({ machineVersion: row.machineVersion, value: row.stateValue as LendingSnapshot['value'], context: row.context });

/** The person's progress in the chart. */
const progressOf = (snapshot: LendingSnapshot, party: LendingPartyName) => snapshot.context.progress?.[party] ?? null;

/** The latest package the contract system prepared for the application (its number), or null. */
export async function latestPackageNo(q: Queryable, applicationId: string): Promise<number | null> {
  const [row] = await q.select({ packageNo: max(lendingPackageDocuments.packageNo) }).from(lendingPackageDocuments).where(eq(lendingPackageDocuments.applicationId, applicationId));
  return row?.packageNo ?? null;
}

async function languageOfUser(q: Queryable, userId: string): Promise<Language> {
  const [user] = await q.select({ language: users.language }).from(users).where(eq(users.id, userId));
  return (languages as readonly string[]).includes(user?.language ?? '') ? (user?.language as Language) : 'hy';
}

/** The documents of one package in the language the person reads: theirs, else the first of the package's in the product's order. */
export async function documentsFor(q: Queryable, applicationId: string, packageNo: number, language: Language) {
  const rows = await q
    .select()
    .from(lendingPackageDocuments)
    .where(and(eq(lendingPackageDocuments.applicationId, applicationId), eq(lendingPackageDocuments.packageNo, packageNo)));
  const present = new Set(rows.map((row) => row.language));
  const chosen = present.has(language) ? language : languages.find((candidate) => present.has(candidate));
  return rows.filter((row) => row.language === chosen).sort((a, b) => packageDocumentKinds.indexOf(a.kind) - packageDocumentKinds.indexOf(b.kind));
}

/** What the package is made of: the offer and the loan's terms, the people (the applicant first) with their data and language, the home. */
export interface PackageFacts {
  offer: NonNullable<LendingSnapshot['context']['offer']>;
  repaymentDay: number;
  repaymentType: RepaymentType;
  currency: Currency;
  people: (PackageParty & { party: LendingPartyName; userId: string; language: Language })[];
  propertyRef: ReturnType<typeof refOfRow> | null;
  price: number;
}

/** The facts of an application whose people have all presented the contract's data (the chart's lendingPackagePreparation). */
export async function packageFactsOf(tx: Queryable, application: typeof loanApplications.$inferSelect, snapshot: LendingSnapshot): Promise<PackageFacts> {
  const { context } = snapshot;
  if (!context.offer || context.repaymentDay === null) throw new Error(`application ${application.id} asks for a package without an offer or a repayment day`);
  const steps = application.steps as { loanInfo?: LoanInfo; applicantData?: ApplicantData };
  if (!steps.loanInfo || !steps.applicantData) throw new Error(`application ${application.id} has no loan info or applicant data`);
  const answers = await tx.select().from(lendingProcessAnswers).where(eq(lendingProcessAnswers.applicationId, application.id));
  const accountOf = (party: LendingPartyName) => {
    const data = answers.find((answer) => answer.party === party)?.packageData as PackageData | null | undefined;
    if (!data) throw new Error(`application ${application.id} asks for a package without the ${party}'s contract data`);
    return data.debitAccount;
  };
  const nameOf = (data: ApplicantData) => [data.firstName, data.middleName, data.lastName].filter(Boolean).join(' ');
  const people: PackageFacts['people'] = [
    {
      party: 'applicant',
      role: 'borrower',
      userId: application.mainApplicantId,
      name: nameOf(steps.applicantData),
      document: steps.applicantData.documentNumber,
      debitAccount: accountOf('applicant'),
      language: await languageOfUser(tx, application.mainApplicantId),
    },
  ];
  const coUserId = context.coApplicant?.userId ?? null;
  if (coUserId !== null && context.progress?.coApplicant) {
    const [invitation] = await tx
      .select({ steps: loanApplicationCoApplicants.steps })
      .from(loanApplicationCoApplicants)
      .where(and(eq(loanApplicationCoApplicants.applicationId, application.id), eq(loanApplicationCoApplicants.userId, coUserId)))
      .orderBy(desc(loanApplicationCoApplicants.invitedAt))
      .limit(1);
    const data = (invitation?.steps as { applicantData?: ApplicantData } | undefined)?.applicantData;
    if (!data) throw new Error(`application ${application.id} has a co-applicant without applicant data`);
    people.push({ party: 'coApplicant', role: 'coBorrower', userId: coUserId, name: nameOf(data), document: data.documentNumber, debitAccount: accountOf('coApplicant'), language: await languageOfUser(tx, coUserId) });
  }
  return {
    offer: context.offer,
    repaymentDay: context.repaymentDay,
    repaymentType: steps.loanInfo.repaymentType,
    currency: steps.loanInfo.currency,
    people,
    propertyRef: application.apartmentId !== null || application.listingId !== null ? refOfRow(application) : null,
    price: context.agreedPrice,
  };
}

/**
 * Prints the package (every document in each person's language), stores each PDF through the storage
 * adapter and records it with its SHA-256 and size as the application's next package, in the caller's
 * transaction. Returns the package's number.
 */
export async function storePackage(tx: Tx, storage: FileStorage, application: typeof loanApplications.$inferSelect, snapshot: LendingSnapshot, now: Date): Promise<number> {
  const facts = await packageFactsOf(tx, application, snapshot);
  const packageNo = ((await latestPackageNo(tx, application.id)) ?? 0) + 1;
  const card = facts.propertyRef ? await propertyCard(tx, facts.propertyRef) : undefined;
  for (const lang of [...new Set(facts.people.map((person) => person.language))]) {
    for (const kind of packageDocumentKinds) {
      const bytes = await packagePdf({
        lang,
        kind,
        applicationId: application.id,
        packageNo,
        documentNumber: packageDocumentNumber(application.id, packageNo, kind),
        preparedAt: now,
        offer: facts.offer,
        repaymentType: facts.repaymentType,
        currency: facts.currency,
        repaymentDay: facts.repaymentDay,
        parties: facts.people,
        property: facts.propertyRef ? { title: card?.title[lang] ?? `№ ${facts.propertyRef.apartmentId}`, address: card?.address[lang] ?? '' } : null,
        price: facts.price,
      });
      const storageKey = `lending-packages/${application.id}/${packageNo}/${kind}-${lang}.pdf`;
      await storage.put(storageKey, bytes, 'application/pdf');
      await tx.insert(lendingPackageDocuments).values({
        applicationId: application.id,
        packageNo,
        kind,
        language: lang,
        storageKey,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        bytes: bytes.byteLength,
        createdAt: now,
      });
    }
  }
  return packageNo;
}

/** The phone the signing code goes to: the verified one, else the one the person gave in their applicant data. */
async function signingPhoneOf(q: Queryable, access: ApplicationAccess, userId: string): Promise<LendingPackageView['signingPhone']> {
  const verified = await verifiedPhoneOf(q, userId);
  if (verified) return { phoneNumber: verified, verified: true };
  const steps = (access.role === 'applicant' ? access.row.steps : access.invitation?.steps) as { applicantData?: Partial<ApplicantData> } | null | undefined;
  return { phoneNumber: steps?.applicantData?.phoneNumber ?? null, verified: false };
}

/** The package view of one person on the application. */
async function viewFor(q: Queryable, access: ApplicationAccess, snapshot: LendingSnapshot, userId: string): Promise<LendingPackageView> {
  const { row, role } = access;
  const progress = progressOf(snapshot, role);
  const base = {
    applicationId: row.id,
    status: lendingStatusOf(snapshot.value),
    repaymentDay: snapshot.context.repaymentDay,
    dataPresented: progress?.packageDataPresented ?? false,
    signed: progress?.packageSigned ?? false,
    signingPhone: await signingPhoneOf(q, access, userId),
  };
  const { packageExpiresAt } = snapshot.context;
  const packageNo = packageExpiresAt === null ? null : await latestPackageNo(q, row.id);
  if (packageExpiresAt === null || packageNo === null) return { ...base, package: null };
  const documents = await documentsFor(q, row.id, packageNo, await languageOfUser(q, userId));
  const signatures = documents.length
    ? await q
        .select({ documentId: lendingPackageSignatures.documentId, signedAt: lendingPackageSignatures.signedAt })
        .from(lendingPackageSignatures)
        .where(and(inArray(lendingPackageSignatures.documentId, documents.map((document) => document.id)), eq(lendingPackageSignatures.party, role)))
    : [];
  const views: PackageDocumentView[] = documents.map((document) => ({
    id: document.id,
    kind: document.kind,
    language: document.language,
    sha256: document.sha256,
    bytes: document.bytes,
    url: packageDocumentUrl(row.id, document.id),
    signedAt: signatures.find((signature) => signature.documentId === document.id)?.signedAt.toISOString() ?? null,
  }));
  // Prepared is not yet offered for signing: the bank checks it first.
  const checked = !snapshot.matches('lendingPackagePrepared');
  return { ...base, package: { packageNo, expiresAt: packageExpiresAt, checked, documents: views } };
}

/** The package as the person reads it (the main applicant or the co-applicant; 404 to anyone else). */
export async function packageView(q: Queryable, userId: string, applicationId: string): Promise<LendingPackageView> {
  const access = await applicationAccess(q, userId, applicationId);
  return viewFor(q, access, snapshotOf(access.row), userId);
}

/**
 * The person presents their part of the contract's data: the chart's `packageData.present` and the
 * answer stored together, in one transaction, so a refused one (a day outside 1-20, a day from the
 * co-applicant, presented twice, the wrong status) stores nothing.
 */
export async function presentPackageData(db: Db, deps: Pick<LendingPackageDeps, 'clock' | 'publicUrl'>, userId: string, applicationId: string, data: PackageData): Promise<LendingPackageView> {
  return db.transaction(async (tx) => {
    const access = await applicationAccess(tx, userId, applicationId);
    const by = actorOf(userId);
    const result = await applyLendingEvent(tx, applicationId, { type: 'packageData.present', by, repaymentDay: data.repaymentDay }, by, deps.clock, deps.publicUrl);
    const now = deps.clock.now();
    const packageData = { repaymentDay: data.repaymentDay, debitAccount: data.debitAccount, explanationsRead: data.explanationsRead, presentedAt: now.toISOString() };
    await tx
      .insert(lendingProcessAnswers)
      .values({ applicationId, party: access.role, packageData, updatedAt: now })
      .onConflictDoUpdate({ target: [lendingProcessAnswers.applicationId, lendingProcessAnswers.party], set: { packageData, updatedAt: now } });
    return viewFor(tx, access, result.snapshot, userId);
  });
}

/** The chart's refusal of an event as the API answers it (409 with the rule), or nothing when it is allowed. */
function refuseUnlessAllowed(snapshot: LendingSnapshot, event: LendingEvent): void {
  const refusal = lendingRefusal(snapshot, event);
  if (!refusal) return;
  const [type, reason] = refusal.reason.split('.') as [never, never];
  throw new AppError(type, reason, { rule: refusal.rule, ...refusal.params }, 409);
}

/**
 * Sends the person a one-time signing code by SMS to their verified phone (the e-signature
 * provider), once the package may be signed by them now: checked, not expired, not yet signed by
 * them: the profile's, or the one a pre-qualification verified. A phone verified nowhere is refused
 * (LOAN_CONTRACT.PHONE_NOT_VERIFIED): the signing card verifies it inline first. The SMS, in the
 * person's language, says that the code signs the loan contract package and for how much.
 */
export async function sendSigningCode(db: Db, deps: LendingPackageDeps, userId: string, applicationId: string, address: string): Promise<OtpSent> {
  const access = await applicationAccess(db, userId, applicationId);
  const snapshot = snapshotOf(access.row);
  refuseUnlessAllowed(snapshot, { type: 'package.sign', by: actorOf(userId), at: deps.clock.now().toISOString() });
  const phoneNumber = await verifiedPhoneOf(db, userId);
  if (!phoneNumber) throw new AppError('LOAN_CONTRACT', 'PHONE_NOT_VERIFIED');
  const language = await languageOfUser(db, userId);
  const currency = (access.row.steps as { loanInfo?: LoanInfo }).loanInfo?.currency ?? 'AMD';
  const amount = mailMoney(snapshot.context.offer?.amount ?? 0, currency, language);
  return deps.eSignature.sendCode(db, deps, { owner: signingOwner(applicationId, access.role), phoneNumber, language, address, amount });
}

/**
 * Signs every document of the current package (in the person's language) with the one-time code:
 * the provider checks the code, then one signature per document (the document's SHA-256, the
 * provider's reference, the clock's time) and the chart's `package.sign` are written in one
 * transaction. A wrong code is a 400 (LOAN_CONTRACT.OTP_INVALID, with the wrong tries so far) that
 * counts the try and changes nothing else; an expired, used or replaced code is OTP_NO_LONGER_VALID;
 * the chart refuses a package that expired (PACKAGE_EXPIRED) before any code is checked.
 */
export async function signPackage(db: Db, deps: LendingPackageDeps, userId: string, applicationId: string, code: string): Promise<LendingPackageView> {
  const outcome = await db.transaction(async (tx): Promise<{ wrong: number } | { view: LendingPackageView }> => {
    const access = await applicationAccess(tx, userId, applicationId);
    const locked = await lockLendingApplication(tx, applicationId);
    if (!locked) throw notFound();
    const now = deps.clock.now();
    const by = actorOf(userId);
    const event: LendingEvent = { type: 'package.sign', by, at: now.toISOString() };
    refuseUnlessAllowed(locked.snapshot, event);
    const check = await deps.eSignature.checkCode(tx, deps, { owner: signingOwner(applicationId, access.role), code });
    // The wrong try is counted (committed); the answer is the refusal below.
    if (!check.isValid) return { wrong: check.retryCount };
    const packageNo = await latestPackageNo(tx, applicationId);
    const documents = packageNo === null ? [] : await documentsFor(tx, applicationId, packageNo, await languageOfUser(tx, userId));
    if (documents.length === 0) throw new Error(`application ${applicationId} may be signed but has no package documents`);
    const refs = await deps.eSignature.sign(tx, { documents: documents.map(({ id, sha256 }) => ({ id, sha256 })), signer: { userId, phoneNumber: check.phoneNumber }, at: now });
    await tx.insert(lendingPackageSignatures).values(
      documents.map((document, index) => ({ documentId: document.id, party: access.role, userId, sha256: document.sha256, signatureRef: refs[index] ?? '', signedAt: now })),
    );
    const result = await applyLendingEvent(tx, applicationId, event, by, deps.clock, deps.publicUrl);
    return { view: await viewFor(tx, access, result.snapshot, userId) };
  });
  if ('wrong' in outcome) throw new AppError('LOAN_CONTRACT', 'OTP_INVALID', { retryCount: outcome.wrong, retriesLeft: Math.max(0, otpRules.maxRetries - outcome.wrong) });
  return outcome.view;
}

/** The person cancels the package: the application is rejected (the booking is released by the final status's effects). */
export async function rejectPackage(db: Db, deps: Pick<LendingPackageDeps, 'clock' | 'publicUrl'>, userId: string, applicationId: string): Promise<LendingPackageView> {
  return db.transaction(async (tx) => {
    const access = await applicationAccess(tx, userId, applicationId);
    const by = actorOf(userId);
    const result = await applyLendingEvent(tx, applicationId, { type: 'package.reject', by }, by, deps.clock, deps.publicUrl);
    return viewFor(tx, access, result.snapshot, userId);
  });
}

/** A package document's PDF, to the people of its application only (404 to anyone else, and for another application's document). */
export async function packageDocumentFile(q: Queryable, storage: FileStorage, userId: string, applicationId: string, documentId: string): Promise<StoredFile & { fileName: string }> {
  await applicationAccess(q, userId, applicationId);
  const [document] = await q
    .select()
    .from(lendingPackageDocuments)
    .where(and(eq(lendingPackageDocuments.id, documentId), eq(lendingPackageDocuments.applicationId, applicationId)));
  if (!document) throw notFound();
  const file = await storage.get(document.storageKey);
  if (!file) throw new Error(`package document ${document.id} is missing from the storage`);
  return { ...file, fileName: `${packageDocumentNumber(applicationId, document.packageNo, document.kind)}-${document.language}.pdf` };
}

/** The outbox kind whose request an answer answers. */
const requestKindOf = (payload: ContractAnswerPayload) => (payload.answer.event === 'bank.loanApproved' ? lendingOutboxKinds.approveLoan : lendingOutboxKinds.preparePackage);

/**
 * Applies an answer of the contract system, in the caller's transaction. Only the answer to the
 * application's latest request of its kind counts, and a package's answer only for the latest
 * package (an expired package's late answer is stale); an application that moved on takes none.
 * None of these is an error.
 */
export async function applyContractAnswer(tx: Tx, payload: ContractAnswerPayload, now: Date, publicUrl: string): Promise<boolean> {
  const [latest] = await tx
    .select({ idempotencyKey: loanApplicationOutbox.idempotencyKey })
    .from(loanApplicationOutbox)
    .where(and(eq(loanApplicationOutbox.applicationId, payload.applicationId), eq(loanApplicationOutbox.kind, requestKindOf(payload))))
    .orderBy(desc(loanApplicationOutbox.id))
    .limit(1);
  if (latest?.idempotencyKey !== payload.idempotencyKey) return false;
  const { answer } = payload;
  if (answer.event !== 'bank.loanApproved' && answer.packageNo !== (await latestPackageNo(tx, payload.applicationId))) return false;
  const event: LendingEvent = answer.event === 'package.prepared' ? { type: 'package.prepared', expiresAt: answer.expiresAt } : { type: answer.event };
  try {
    return (await applyLendingEvent(tx, payload.applicationId, event, contractSystemActor, { now: () => now }, publicUrl)).changed;
  } catch (error) {
    if (error instanceof AppError && (error.status === 409 || error.status === 404)) return false;
    throw error;
  }
}

/** The scheduler's hook for `bankContract.answer` deadlines: the contract system's answer arrives when it is due. */
export function receiveContractAnswer(publicUrl: string): DeadlineHandler {
  return async ({ tx, deadline, now }) => {
    await applyContractAnswer(tx, deadline.payload as unknown as ContractAnswerPayload, now, publicUrl);
  };
}

export { contractAnswerKind };
