import { setup, type SnapshotFrom } from 'xstate';
import type { CoApplicantInvitationStatus } from '../../api/contract/loan-application';

/**
 * The co-applicant invitation's life (issue 16), one per invitation row: sent, accepted, and the ways
 * it ends. Pure like the lending chart and run by the server the same way (an invitation row's
 * `status` is this chart's state): the lending chart decides whether an action is allowed and who may
 * do it; this chart follows, so the invitation rows say which invitations hold a person (at most one
 * active invitation per application and per invited e-mail, no co-applicant on two applications).
 */
export type CoApplicantInvitationEvent =
  /** The invited person accepted from the account of the invited e-mail. */
  | { type: 'invitation.accept' }
  | { type: 'invitation.decline' }
  /** The main applicant recalled it (the invited person is told by e-mail). */
  | { type: 'invitation.recall' }
  /** The co-applicant left the application before it was submitted. */
  | { type: 'invitation.cancel' }
  /** The application's submission deadline passed before it was submitted. */
  | { type: 'invitation.lapse' }
  /** The application ended (deleted, rejected, refused, cancelled, expired after submission). */
  | { type: 'application.end' };

export const coApplicantInvitationMachine = setup({
  types: { events: {} as CoApplicantInvitationEvent },
}).createMachine({
  id: 'coApplicantInvitation',
  initial: 'invited',
  states: {
    /** Mailed with its link; the invited person has not answered yet. */
    invited: {
      on: {
        'invitation.accept': 'accepted',
        'invitation.decline': 'declined',
        'invitation.recall': 'recalled',
        'invitation.lapse': 'lapsed',
        'application.end': 'closed',
      },
    },
    /** The person is the application's co-applicant: their part, the offer, and the stages after it. */
    accepted: {
      on: {
        'invitation.recall': 'recalled',
        'invitation.cancel': 'cancelled',
        'invitation.lapse': 'lapsed',
        'application.end': 'closed',
      },
    },
    declined: { type: 'final' },
    recalled: { type: 'final' },
    cancelled: { type: 'final' },
    lapsed: { type: 'final' },
    /** The application ended with the person on it (or before they answered). */
    closed: { type: 'final' },
  },
});

export type CoApplicantInvitationSnapshot = SnapshotFrom<typeof coApplicantInvitationMachine>;

/** The chart's states are the invitation statuses of the contract (a test keeps them equal). */
export const invitationStatusOf = (snapshot: CoApplicantInvitationSnapshot) => snapshot.value as CoApplicantInvitationStatus;
