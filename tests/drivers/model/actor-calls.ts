/**
 * By machine, then by invoke id: the API paths an actor's calls go to in the browser. The UI level
 * fails just these calls (a 503 from "the proxy") when a path expects the actor to fail, so the rest
 * of the page (the profile in the header, the catalogue) keeps working as it would.
 */
export const actorCalls: Record<string, Record<string, RegExp>> = {
  signIn: {
    signIn: /^\/api\/account\/sign-in$/,
    solveCaptcha: /^\/api\/account\/captcha/,
    resendConfirmation: /^\/api\/account\/resend-confirmation\//,
  },
  signUp: { signUp: /^\/api\/account\/sign-up$/ },
  passwordReset: { checkResetLink: /^\/api\/account\/check-token$/, resetPassword: /^\/api\/account\/reset-password$/ },
  otp: { sendCode: /\/otp\/send$/, checkCode: /\/otp\/check$/ },
  phoneVerification: {},
  booking: {
    bookProperty: /^\/api\/bookings(\/after-registration)?$/,
    unbook: /^\/api\/bookings\/[^/]+\/unbook$/,
    watchProperty: /^\/api\/notifications\/notify\//,
  },
  invitationPage: {
    readInvitation: /^\/api\/co-applicant-invitations\/[^/]+$/,
    acceptInvitation: /^\/api\/co-applicant-invitations\/[^/]+\/accept$/,
    declineInvitation: /^\/api\/co-applicant-invitations\/[^/]+\/decline$/,
  },
  coApplicantPart: {
    loadApplication: /^\/api\/loan-applications\/[^/]+$/,
    watchApplication: /^\/api\/loan-applications\/[^/]+$/,
    saveStep: /\/co-applicant\/steps$/,
    uploadPicture: /\/pictures\/coApplicantSpouse\//,
    completePart: /\/co-applicant\/complete$/,
    leaveApplication: /\/co-applicant\/cancel$/,
    answerOffer: /\/offer\/(accept|reject)$/,
  },
  prequal: {
    loadApplication: /^\/api\/pre-approval\/current$/,
    saveApplicantInfo: /^\/api\/pre-approval$/,
    savePersonalInfo: /^\/api\/pre-approval\/[^/]+\/personal-info$/,
    checkStatus: /^\/api\/pre-approval\/[^/]+\/check-status$/,
  },
};
