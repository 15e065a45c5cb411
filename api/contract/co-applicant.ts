import * as v from 'valibot';
import {
  addressesSchema,
  applicantDataSchema,
  coApplicantInvitationStatuses,
  coApplicantRelationships,
  consentSchema,
  spouseDataSchema,
} from './loan-application';
import { phoneSchema } from './otp';
import { emailSchema, messages } from './validation';

/*
 * Applying together (issue 16, spec sections 4-6): the main applicant invites a spouse or a family
 * member, who signs up or signs in from the mailed link, accepts, and does their own part in their
 * own profile. The lending chart (machines/lending) holds the application's status; the invitation's
 * own life is machines/co-applicant.
 */

export {
  activeInvitationStatuses,
  coApplicantInvitationStatuses,
  coApplicantRelationships,
  coApplicantSteps,
  coApplicantStepSchema,
  type CoApplicantInvitationStatus,
  type CoApplicantRelationship,
  type CoApplicantStep,
} from './loan-application';

/** The wizard's co-borrower step, applying together: whom to invite. */
export const coApplicantInviteSchema = v.object({
  relationship: v.picklist(coApplicantRelationships, messages.required),
  email: emailSchema,
  phoneNumber: phoneSchema,
});
export type CoApplicantInvite = v.InferOutput<typeof coApplicantInviteSchema>;

/** Saving one step of the co-applicant's part: the same schemas as the applicant's steps. */
export const coApplicantStepSaveSchema = v.variant('step', [
  v.object({ step: v.literal('applicantData'), data: applicantDataSchema }),
  v.object({ step: v.literal('consent'), data: consentSchema }),
  v.object({ step: v.literal('addresses'), data: addressesSchema }),
  v.object({ step: v.literal('spouseData'), data: spouseDataSchema }),
]);
export type CoApplicantStepSave = v.InferOutput<typeof coApplicantStepSaveSchema>;

/** The invitation link's token (the `coapplicant` marker of spec section 2): 32 random bytes, base64url. */
export const invitationTokenSchema = v.pipe(v.string(messages.required), v.regex(/^[A-Za-z0-9_-]{43}$/, messages.invalid));
export const invitationTokenParamSchema = v.object({ token: invitationTokenSchema });

/** What the invited person sees before answering: who invites them to what. Only for the account of the invited e-mail. */
export const coApplicantInvitationViewSchema = v.object({
  applicationId: v.string(),
  status: v.picklist(coApplicantInvitationStatuses),
  relationship: v.picklist(coApplicantRelationships),
  invitedEmail: v.string(),
  /** The main applicant's name as their data step gave it (or their profile's). */
  applicantName: v.string(),
  property: v.nullable(v.object({ title: v.string(), address: v.string(), imageUrl: v.string() })),
  /** The loan asked for, once the loan info is saved (the loan currency's minor unit). */
  loan: v.nullable(v.object({ amount: v.number(), currency: v.string(), termMonths: v.number(), propertyPrice: v.number() })),
  /** The invitation lapses with the application's submission deadline (ISO time). */
  submitBy: v.string(),
  invitedAt: v.string(),
});
export type CoApplicantInvitationView = v.InferOutput<typeof coApplicantInvitationViewSchema>;
