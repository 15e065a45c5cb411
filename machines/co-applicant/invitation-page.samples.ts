import type { CoApplicantInvitationView } from '../../api/contract/co-applicant';
import { defineEntry } from '../machine-entry';
import { invitationPageMachine } from './invitation-page.machine';

const applicationId = '5f0c2a3e-0000-4000-8000-0000000000dd';

/** The invitation as the invited person reads it, in a status. */
const sampleInvitation = (status: CoApplicantInvitationView['status']): CoApplicantInvitationView => ({
  applicationId,
  status,
  relationship: 'spouse',
  invitedEmail: 'aram@example.am',
  applicantName: 'Ani Petrosyan',
  property: { title: '2-room flat, 64 m²', address: 'Yerevan, Kentron, Abovyan 12', imageUrl: '/images/apartments/101.webp' },
  loan: { amount: 3_000_000_000, currency: 'AMD', termMonths: 240, propertyPrice: 4_000_000_000 },
  submitBy: '2026-03-10T20:00:00.000Z',
  invitedAt: '2026-03-03T09:00:00.000Z',
});

export const invitationPageEntry = defineEntry({
  id: 'invitationPage',
  file: 'machines/co-applicant/invitation-page.machine.ts',
  machine: invitationPageMachine,
  inputs: [
    { token: 'a'.repeat(43), lang: 'hy' },
    { token: null, lang: 'hy' },
  ],
  events: [
    { type: 'session.in' },
    { type: 'session.out' },
    { type: 'language.change', lang: 'ru' },
    { type: 'retry' },
    { type: 'accept' },
    { type: 'decline.open' },
    { type: 'decline.keep' },
    { type: 'decline.confirm' },
  ],
  actors: {
    readInvitation: {
      outputs: [{ outcome: 'found', view: sampleInvitation('invited') }, { outcome: 'found', view: sampleInvitation('recalled') }, { outcome: 'anotherEmail' }, { outcome: 'notFound' }],
      canFail: true,
    },
    acceptInvitation: { outputs: [{ outcome: 'accepted', applicationId }, { outcome: 'notActive' }], canFail: true },
    declineInvitation: { outputs: [{ outcome: 'declined', view: sampleInvitation('declined') }, { outcome: 'notActive' }], canFail: true },
  },
  // The state value decides; the view's status is shown by the answered state, not branched on again.
  significant: () => null,
  views: {
    'invitationPage.start': 'CoApplicantInvitationScreen (deciding)',
    'invitationPage.noToken': 'Simple (no token in the link)',
    'invitationPage.waitingForSession': 'CoApplicantInvitationScreen (loading)',
    'invitationPage.signedOut': 'SignedOut (sign in or up)',
    'invitationPage.signedIn': 'CoApplicantInvitationScreen (signed in)',
    'invitationPage.signedIn.reading': 'CoApplicantInvitationScreen (loading)',
    'invitationPage.signedIn.failed': 'ReadFailed (try again)',
    'invitationPage.signedIn.notFound': 'Simple (no such invitation)',
    'invitationPage.signedIn.anotherEmail': 'AnotherEmail (sign out)',
    'invitationPage.signedIn.invited': 'Invited',
    'invitationPage.signedIn.invited.idle': 'Invited (accept or decline)',
    'invitationPage.signedIn.invited.confirmingDecline': 'Invited (the decline dialog)',
    'invitationPage.signedIn.invited.accepting': 'Invited (accepting)',
    'invitationPage.signedIn.invited.declining': 'Invited (the decline dialog, declining)',
    'invitationPage.signedIn.answered': 'Answered (why, and the way to the part)',
    'invitationPage.opening': 'CoApplicantInvitationScreen (opening the part)',
  },
});
