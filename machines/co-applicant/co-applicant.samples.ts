import { defineEntry } from '../machine-entry';
import { coApplicantInvitationMachine } from './co-applicant.machine';

export const coApplicantInvitationEntry = defineEntry({
  id: 'coApplicantInvitation',
  file: 'machines/co-applicant/co-applicant.machine.ts',
  machine: coApplicantInvitationMachine,
  events: [
    { type: 'invitation.accept' },
    { type: 'invitation.decline' },
    { type: 'invitation.recall' },
    { type: 'invitation.cancel' },
    { type: 'invitation.lapse' },
    { type: 'application.end' },
  ],
  // Pure: the server applies its events beside the lending chart's.
  actors: {},
  significant: () => null,
  views: {
    'coApplicantInvitation.invited': 'CoApplicantInvitationScreen (accept or decline) and the applicant\'s co-borrower step (waiting for the answer, recall)',
    'coApplicantInvitation.accepted': 'CoApplicantPart (their steps) and LoanApplicationsSection (their tasks, the other\'s progress)',
    'coApplicantInvitation.declined': 'CoApplicantInvitationScreen (declined) and the co-borrower step (invite someone else or apply alone)',
    'coApplicantInvitation.recalled': 'CoApplicantInvitationScreen (recalled by the applicant)',
    'coApplicantInvitation.cancelled': 'CoApplicantInvitationScreen (you left the application)',
    'coApplicantInvitation.lapsed': 'CoApplicantInvitationScreen (lapsed with the submission deadline)',
    'coApplicantInvitation.closed': 'LoanApplicationsSection (the application ended)',
  },
});
