import { phoneVerificationEntry } from './account/phone-verification.samples';
import { authEntry } from './auth/auth.samples';
import { passwordResetEntry } from './auth/password-reset.samples';
import { signInEntry } from './auth/sign-in.samples';
import { signUpEntry } from './auth/sign-up.samples';
import { bookingEntry } from './booking/booking.samples';
import { coApplicantPartEntry } from './co-applicant/co-applicant-part.samples';
import { coApplicantInvitationEntry } from './co-applicant/co-applicant.samples';
import { invitationPageEntry } from './co-applicant/invitation-page.samples';
import { lendingEntry } from './lending/lending.samples';
import { lendingProcessEntry } from './lending-process/lending-process.samples';
import { loanWizardEntry } from './loan-wizard/loan-wizard.samples';
import type { MachineEntry } from './machine-entry';
import { otpEntry } from './otp/otp.samples';
import { prequalEntry } from './prequal/prequal.samples';
import { sellerRegistrationEntry } from './private-seller/seller-registration.samples';
import { videoCallEntry } from './video-call/video-call.samples';

export type { ActorSamples, MachineEntry } from './machine-entry';

/**
 * Every statechart, in the order of the diagrams page. Each entry (samples, views) lives beside its
 * machine in `<name>.samples.ts`; a test fails when a `*.machine.ts` has none or is not listed here.
 */
export const registry: MachineEntry[] = [authEntry, signInEntry, signUpEntry, passwordResetEntry, otpEntry, phoneVerificationEntry, bookingEntry, prequalEntry, lendingEntry, coApplicantInvitationEntry, invitationPageEntry, loanWizardEntry, coApplicantPartEntry, lendingProcessEntry, sellerRegistrationEntry, videoCallEntry];
