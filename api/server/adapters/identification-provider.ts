import type { IdentificationOutcome, LendingPartyName } from '../../contract/lending-process';
import type { Language } from '../../contract/validation';
import type { Tx } from '../db/database';

/** Whom a widget session identifies: a person on an application, in the language the widget speaks. */
export interface IdentificationSessionRequest {
  applicationId: string;
  party: LendingPartyName;
  userId: string;
  language: Language;
  /** The person's social card, as their application gives it (the sandbox's personas read it). */
  socialCard: string;
}

/** One session of the provider's widget: the identification widget guid and the URL that opens it. */
export interface IdentificationSession {
  guid: string;
  widgetUrl: string;
}

/**
 * The identification provider (issue 17, spec section 4): the bank opens a session of its widget for
 * a person, the person identifies in the widget (a face check against their document), and the
 * provider answers later about the session: passed, failed, handed to a bank employee for a manual
 * check (who then passes or fails it), a branch visit needed, or a document that does not match the
 * authority's records. The answer arrives as a deadline of kind `identificationAnswerKind` (and a
 * manual check's decision as `identificationManualDecisionKind`), which
 * lending-identification.service.ts turns into the lending chart's event. A session asked again with
 * the same idempotency key is the same session.
 */
export interface IdentificationProvider {
  /** Opens a session of the widget; a provider that cannot open one now (down, not answering) throws `OutsideSystemUnavailable`. */
  startSession(tx: Tx, request: IdentificationSessionRequest, idempotencyKey: string, now: Date): Promise<IdentificationSession>;
}

/** The deadline kind that carries the provider's answer about one session. */
export const identificationAnswerKind = 'identification.answer';
/** The deadline kind that carries a bank employee's decision on a session handed to manual processing. */
export const identificationManualDecisionKind = 'identification.manualDecision';

export interface IdentificationAnswerPayload {
  /** The session row (lending_identifications.id). */
  sessionId: string;
  applicationId: string;
  party: LendingPartyName;
  outcome: IdentificationOutcome;
}

export interface IdentificationManualDecisionPayload {
  sessionId: string;
  applicationId: string;
  party: LendingPartyName;
  outcome: 'passed' | 'failed';
}
