import type { ModelLevel } from './model-report';

/**
 * What the API and UI levels cannot arrange, per machine: each state (its id) or transition
 * (`source|event|index`, as machines/inspection.ts names it) with the reason. The machine level
 * covers everything; these levels must cover everything else. A level fails when it misses
 * something not listed here, and when something listed here was covered after all, so the list
 * stays true. A machine in `notRun` is not walked at that level at all, and says so.
 */
export interface LevelGaps {
  /** By machine id: why the level does not walk that machine. */
  notRun: Record<string, string>;
  /** By machine id, then by state id or transition key: why the level cannot reach it. */
  gaps: Record<string, Record<string, string>>;
}

/** The client checks a form with the contract's own schema, so the server never disagrees with it. */
const serverRejectsInput = "the server rejecting a field needs it to disagree with the client's check, which uses the same contract schema";

/** What neither the API nor the UI level can arrange: the server disagreeing with the client's checks. */
const unarrangeable: Record<string, Record<string, string>> = {
  signIn: {
    'signIn.submitting|xstate.done.actor.signIn|4': serverRejectsInput,
    // The browser solves the proof of work itself: a wrong solution is no answer the server can be made to give.
    'signIn.verifyingCaptcha|xstate.done.actor.solveCaptcha|1': 'the client solves the captcha itself; it never reports a wrong solution',
  },
  signUp: { 'signUp.submitting|xstate.done.actor.signUp|2': serverRejectsInput },
  passwordReset: { 'passwordReset.submitting|xstate.done.actor.resetPassword|2': serverRejectsInput },
  prequal: {
    'prequal.savingBasicData|xstate.done.actor.saveApplicantInfo|1': serverRejectsInput,
    'prequal.savingPersonalData|xstate.done.actor.savePersonalInfo|0': serverRejectsInput,
  },
};

/** A level's own gaps on top of the shared ones, by machine. */
const withShared = (own: Record<string, Record<string, string>>) =>
  Object.fromEntries([...new Set([...Object.keys(unarrangeable), ...Object.keys(own)])].map((id) => [id, { ...unarrangeable[id], ...own[id] }]));

/** Why the auth machine's dialog ends are not reached at the API level. */
const childNeverEnds = (flow: string) => `follows the end of the ${flow} flow, which never finishes at this level (its own paths cover it)`;

/** The lending chart runs on the server; the browser shows it through the wizard, whose own paths are the UI level's. */
const lendingOnServer = 'the lending chart runs on the server (tests/model/lending-api-level.test.ts walks it through the HTTP API); the browser follows it through the loan wizard';
/** The invitation chart runs on the server beside the lending chart; the browser shows it through the co-applicant's pages and the wizard. */
const invitationOnServer =
  "the invitation chart runs on the server (tests/model/lending-api-level.test.ts follows it beside the lending chart); the browser shows it through the co-applicant's pages and the wizard's co-borrower step";
/** The wizard is a screen's machine: its generated paths run at the machine level; in the browser it has hand-written paths. */
const wizardNotWalked =
  'the loan wizard\'s generated paths run at the machine level (tests/machines/loan-wizard.machine.test.ts); its calls are the lending routes\' own API tests, ' +
  'and its browser paths (submitted, approved, rejected, manual review, document mismatch) are tests/e2e/loan-wizard.test.ts, not generated from the chart; ' +
  'that file records what they reach as the wizard\'s UI-level figures and asserts the states the issue names';

/** The co-applicant's part is walked against the server household by household; in the browser it has hand-written paths so far. */
const coApplicantPartNotWalked =
  "the co-applicant's part's generated paths run at the machine level and against the server (tests/model/household-api-level.test.ts, a household per path); " +
  'its browser paths (accept, the part, both answers to the offer, the household journeys) are tests/e2e/co-applicant-journey.test.ts and tests/e2e/household-*-journey.test.ts, not generated from the chart; ' +
  'its page objects (tests/drivers/model/co-applicant-part.ui.ts) are written but not yet registered in tests/model/ui-level.test.ts: they have not run in Chromium';

/** The video call's page is a screen's machine whose room needs the browser's camera and the call's hour. */
const videoCallNotWalked =
  "the video call page's generated paths run at the machine level (tests/machines/video-call.machine.test.ts walks countdown, room, permission, outcome and rebooking); " +
  "its calls are tests/api/lending-video-call.test.ts's (the room's hours, the provider's failure, the sandbox's answers after entering)";

/** The process page is a screen's machine fed by the server's process view. */
const processPageNotWalked =
  "the process page's generated paths run at the machine level (tests/machines/lending-process.machine.test.ts); its calls are the process routes' own API tests (the lending chart's API level walks every state behind them), " +
  'and its browser paths are the household journeys (tests/e2e/household-*-journey.test.ts, tests/e2e/lending-process-journey.test.ts), each to its end, not generated from the chart';

/** The package may be signed until the end of the next working day after it is prepared, which on the paths' clock always comes before the 7-day process window ends. */
const packageExpiresFirst =
  "a prepared package expires unsigned at the end of the next working day and goes back to preparation; on a path's clock that comes before the 7-day process window ends (the package's own expiry is tests/api/lending-package.test.ts's)";

/** A refusal of the registry's or the engine's that only the first save of the co-applicant's data gets. */
const firstSaveOnly = (check: string) =>
  `the ${check} check refuses the co-applicant's first save of their data (tests/api/co-applicant-part.test.ts); the model's paths re-save a part loaded saved, which the same check passed`;
/** A co-applicant's expired draft. */
const expiredUnseen =
  "a draft that expires lapses its co-applicant's invitation and the server then answers them 404 (tests/api/co-applicant-invitation.test.ts), so the page never loads it Expired: a page left open says it was recalled (a follow-up: show the expiry)";

const apiGaps: LevelGaps = {
  notRun: { loanWizard: wizardNotWalked, videoCall: videoCallNotWalked, lendingProcess: processPageNotWalked },
  gaps: withShared({
    lending: {
      // The sandbox engine reads the registry and the credit register when it takes a request, so an outage refuses the request instead.
      'lending.sentToBank|bank.unavailable|0': 'the sandbox decision engine decides when it takes a request, so it is never unavailable after taking one',
      // The lending process after the offer (issue 17).
      'lending.lendingPackageChecked|deadline.processPassed|0': packageExpiresFirst,
      'lending.signedByApplicant|deadline.processPassed|0': packageExpiresFirst,
      'lending.signedByCoApplicant|deadline.processPassed|0': packageExpiresFirst,
    },
    // The co-applicant's part against the server, household by household (tests/model/household-api-level.test.ts).
    coApplicantPart: {
      'coApplicantPart.editing.saving|xstate.done.actor.saveStep|0': serverRejectsInput,
      // The registry's checks answer the first save of the co-applicant's data; a path saves a part it
      // loaded already saved (the model's events cannot fill a fresh form), and no event changes a birth date.
      'coApplicantPart.editing.saving|xstate.done.actor.saveStep|1': firstSaveOnly('age at the end of the loan'),
      'coApplicantPart.editing.refusalDialog': firstSaveOnly('age at the end of the loan'),
      'coApplicantPart.editing.refusalDialog|dialog.close|0': firstSaveOnly('age at the end of the loan'),
      'coApplicantPart.editing.saving|xstate.done.actor.saveStep|4': firstSaveOnly('citizenship and marriage'),
      'coApplicantPart.editing.saving|xstate.done.actor.saveStep|2': 'the page keeps a locked social card from being changed (isLockedField), so it never sends one the server refuses as SOCIAL_CARD_LOCKED (tests/api/co-applicant-part.test.ts sends one)',
      'coApplicantPart.editing.confirming|xstate.done.actor.completePart|0': "the page confirms only a part the server's own owedSteps call complete (isPartReady), so STEP_MISSING never comes back to it",
      // A draft that expires takes its co-applicant's invitation with it (lapsed): the server no longer shows it to them.
      'coApplicantPart.expired': expiredUnseen,
      'coApplicantPart.routing||12': expiredUnseen,
      'coApplicantPart.routing||15': 'a recalled application is no longer the co-applicant\'s (404): a page opened after finds it missing (notFound); an open one sees it go (the watch answers null, covered)',
    },
    // The dialogs' flows (sign-in, sign-up, password reset) are machines of their own with their own
    // API paths; here they never finish, so what follows their end is reached in the browser only.
    auth: {
      'auth.dialog.registrationSuccess': childNeverEnds('sign-up'),
      'auth.dialog.passwordChanged': childNeverEnds('password-reset'),
      'auth.session.signedOut|session.started|0': childNeverEnds('sign-in'),
      // The intent's navigation (apply, book) runs only for a profile loaded right after the sign-in flow ends.
      'auth.session.signedIn.resuming||0': childNeverEnds('sign-in'),
      'auth.session.signedIn.resuming||1': childNeverEnds('sign-in'),
      'auth.session.signedIn.resuming||2': childNeverEnds('sign-in'),
      'auth.dialog.signIn|xstate.done.actor.signInFlow|0': childNeverEnds('sign-in'),
      'auth.dialog.signUp|xstate.done.actor.signUpFlow|0': childNeverEnds('sign-up'),
      'auth.dialog.registrationSuccess|registrationSuccess.goHome|0': childNeverEnds('sign-up'),
      'auth.dialog.registrationSuccess|dialog.close|0': childNeverEnds('sign-up'),
      'auth.dialog.resetPassword|xstate.done.actor.passwordResetFlow|0': childNeverEnds('password-reset'),
      'auth.dialog.resetPassword|xstate.done.actor.passwordResetFlow|1': childNeverEnds('password-reset'),
      'auth.dialog.passwordChanged|signIn.open|0': childNeverEnds('password-reset'),
      'auth.dialog.passwordChanged|dialog.close|0': childNeverEnds('password-reset'),
    },
  }),
};

const uiGaps: LevelGaps = {
  notRun: {
    auth:
      'the account dialogs run as the sign-in, sign-up and password-reset flows of their own page objects; the parent machine that opens them has none, ' +
      'so its figures are what those flows reached in passing, not asserted',
    lending: lendingOnServer,
    coApplicantInvitation: invitationOnServer,
    loanWizard: wizardNotWalked,
    coApplicantPart: coApplicantPartNotWalked,
    videoCall: videoCallNotWalked,
    lendingProcess: processPageNotWalked,
    sellerRegistration:
      "the registration's browser path (an agency refused, a wrong passport reopening the identification, the code, the registry check) is tests/e2e/private-sellers.test.ts in three languages, not generated from the chart",
  },
  gaps: withShared({
    otp: {
      // Both screens with a code step (the profile, pre-qualification) start it sending at once.
      'otp.idle|code.send|0': 'the app always starts the code step with sendOnStart, so it never rests in idle',
    },
  }),
};

export const allowedGaps: Record<Exclude<ModelLevel, 'machine'>, LevelGaps> = { api: apiGaps, ui: uiGaps };

/**
 * A level's missing states and transitions against its declared gaps: what it missed that is not
 * declared, and what is declared but was covered (or is no longer in the machine).
 */
export function compareWithGaps(level: Exclude<ModelLevel, 'machine'>, machineId: string, missing: { states: string[]; transitions: string[] }) {
  const declared = allowedGaps[level].gaps[machineId] ?? {};
  const missed = new Set([...missing.states, ...missing.transitions]);
  return {
    undeclared: [...missed].filter((key) => !(key in declared)),
    coveredAfterAll: Object.keys(declared).filter((key) => !missed.has(key)),
  };
}

/** The gap check as one readable failure message. */
export function gapMessage(level: string, machineId: string, result: ReturnType<typeof compareWithGaps>, skipped: string[]): string {
  const lines = [`${machineId} at the ${level} level, against tests/model/allowed-gaps.ts:`];
  if (result.undeclared.length) lines.push('  missed, and not a declared gap:', ...result.undeclared.map((key) => `    ${key}`));
  if (result.coveredAfterAll.length) lines.push('  declared a gap, but covered (or gone from the machine): remove it:', ...result.coveredAfterAll.map((key) => `    ${key}`));
  if (skipped.length) lines.push('  paths that could not be arranged:', ...skipped.map((reason) => `    ${reason}`));
  return lines.join('\n');
}
