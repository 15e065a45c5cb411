import * as v from 'valibot';
import { currencies } from './calculations/money';
import { lendingParties, packageDocumentKinds } from './lending-process';
import { coApplicantRelationships, lendingStatusSchema } from './loan-application';
import { marketTypeSchema } from './property-ref';
import { languages, messages, singleLine, wholeNumber } from './validation';

/*
 * The partner's, the notary's and the moderator's workspaces in the office (issue 18), and the
 * sandbox's setting of which outside parties wait for a person there.
 */

const reason = v.pipe(v.string(messages.required), v.trim(), v.nonEmpty(messages.required), v.maxLength(500, messages.tooLong), singleLine);

/** A catalogue property as the partner names it: the building and flat number, or the listing's code. */
export const partnerPropertySchema = v.object({ marketType: marketTypeSchema, propertyId: v.number(), title: v.string(), price: v.number() });

/** An application waiting for the partner to confirm its booked property is available. */
export const availabilityRequestSchema = v.object({ applicationId: v.string(), property: partnerPropertySchema, requestedAt: v.string() });

export const partnerWorkspaceSchema = v.object({
  waiting: v.array(availabilityRequestSchema),
  bookings: v.array(v.object({ id: v.number(), property: partnerPropertySchema, createdAt: v.string(), expiresAt: v.string(), active: v.boolean() })),
  applications: v.array(v.object({ applicationId: v.string(), property: partnerPropertySchema, status: lendingStatusSchema, createdAt: v.string() })),
  requests: v.array(v.object({ id: v.number(), property: partnerPropertySchema, kind: v.string(), name: v.string(), phoneNumber: v.string(), message: v.nullable(v.string()), createdAt: v.string() })),
});
export type PartnerWorkspace = v.InferOutput<typeof partnerWorkspaceSchema>;

/** The partner's answer: the property is available, or it is not (with the reason, kept in the audit log). */
export const availabilityAnswerSchema = v.variant('answer', [v.object({ answer: v.literal('confirmed') }), v.object({ answer: v.literal('refused'), reason })]);
export type AvailabilityAnswer = v.InferOutput<typeof availabilityAnswerSchema>;

/** A new price of a partner's property: drafts on it then ask their applicant to confirm it ("Price changed"). */
export const partnerPriceSchema = v.object({ marketType: marketTypeSchema, propertyId: wholeNumber(1, 2_147_483_647), price: wholeNumber(1, 100_000_000_000) });

/** A person the notary meets for a package: their name as in their documents, their part in the loan, and the co-borrower's relationship to the borrower. */
export const notaryPackagePersonSchema = v.object({
  party: v.picklist(lendingParties),
  role: v.picklist(['borrower', 'coBorrower']),
  name: v.string(),
  relationship: v.nullable(v.picklist(coApplicantRelationships)),
});

/**
 * A package the bank sent the notary for an appointment at their office: who comes, the home, the
 * loan, the documents to check (in the reader's language when printed in it; each read at `url`).
 */
export const notaryPackageSchema = v.object({
  applicationId: v.string(),
  status: lendingStatusSchema,
  /** The notary's next step on it: mark it checked, then make it available for the appointment. */
  nextStep: v.picklist(['checked', 'available']),
  applicantName: v.string(),
  slotAt: v.nullable(v.string()),
  people: v.array(notaryPackagePersonSchema),
  property: v.nullable(v.object({ title: v.string(), address: v.string() })),
  loan: v.nullable(v.object({ amount: v.number(), currency: v.picklist(currencies), termMonths: v.number(), monthlyPayment: v.number() })),
  documents: v.array(v.object({ id: v.string(), kind: v.picklist(packageDocumentKinds), language: v.picklist(languages), bytes: v.number(), sha256: v.string(), url: v.string() })),
});
export type NotaryPackage = v.InferOutput<typeof notaryPackageSchema>;

/** The notary's workspace: their office, its appointments and free hours, and the packages the bank sent it. */
export const notaryWorkspaceSchema = v.object({
  notaryId: v.string(),
  office: v.object({ id: v.string(), name: v.string(), address: v.string(), phone: v.string() }),
  appointments: v.array(v.object({ applicationId: v.string(), slotAt: v.string(), status: v.string(), applicantName: v.string() })),
  freeSlots: v.array(v.string()),
  packages: v.array(notaryPackageSchema),
});
export type NotaryWorkspace = v.InferOutput<typeof notaryWorkspaceSchema>;

/** One document of a package at the notary. */
export const notaryDocumentParamSchema = v.object({
  applicationId: v.pipe(v.string(messages.required), v.uuid(messages.invalid)),
  documentId: v.pipe(v.string(messages.required), v.uuid(messages.invalid)),
});

/** The notary's steps with a package: checked, then available for the appointment. */
export const notaryPackageStepSchema = v.object({ step: v.picklist(['checked', 'available'], messages.invalid) });

export const moderationQuerySchema = v.object({ hidden: v.optional(v.picklist(['true', 'false'], messages.invalid)) });
export const moderatedReviewSchema = v.object({
  id: v.number(),
  buildingId: v.number(),
  buildingName: v.string(),
  rating: v.number(),
  body: v.string(),
  author: v.string(),
  createdAt: v.string(),
  hidden: v.boolean(),
  moderationReason: v.nullable(v.string()),
  moderatedAt: v.nullable(v.string()),
});
export type ModeratedReview = v.InferOutput<typeof moderatedReviewSchema>;
export const moderateReviewSchema = v.object({ hidden: v.boolean(messages.required), reason });
export const reviewIdParamSchema = v.object({ reviewId: v.pipe(v.string(), v.transform(Number), v.number(messages.number), v.integer(messages.integer), v.minValue(1, messages.tooSmall), v.maxValue(Number.MAX_SAFE_INTEGER, messages.tooLarge)) });

/**
 * The outside parties whose part a person can do in the office. In the sandbox each acts on its own
 * ('automatic') or leaves its part to the office ('manual'), so a demo can be driven by hand.
 */
export const officeParties = ['partner', 'identificationManualCheck', 'notary'] as const;
export type OfficeParty = (typeof officeParties)[number];
export const partyModes = ['automatic', 'manual'] as const;
export type PartyMode = (typeof partyModes)[number];
export const sandboxModesSchema = v.object({
  partner: v.picklist(partyModes, messages.invalid),
  identificationManualCheck: v.picklist(partyModes, messages.invalid),
  notary: v.picklist(partyModes, messages.invalid),
});
export type SandboxModes = v.InferOutput<typeof sandboxModesSchema>;
