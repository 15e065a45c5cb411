import * as v from 'valibot';

/** The registered machines with a diagram (machines/registry.ts); a test keeps the two lists equal. */
export const diagramIds = ['auth', 'signIn', 'signUp', 'passwordReset', 'otp', 'phoneVerification', 'booking', 'prequal', 'lending', 'coApplicantInvitation', 'invitationPage', 'loanWizard', 'coApplicantPart', 'lendingProcess', 'sellerRegistration', 'videoCall'] as const;
export type DiagramId = (typeof diagramIds)[number];

export const diagramsSearchSchema = v.object({
  machine: v.optional(v.fallback(v.picklist(diagramIds), 'auth'), 'auth'),
});
