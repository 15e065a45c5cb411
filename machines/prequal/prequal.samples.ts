import type { Decision, PrequalApplication } from '../../api/contract/prequal';
import { defineEntry, sampleIssue } from '../machine-entry';
import { basicErrorsOf, personalErrorsOf, prequalMachine } from './prequal.machine';

/** A pre-qualification application as the server answers it, at a stage and with a decision. */
const application = (stage: PrequalApplication['stage'], decision: Decision | null = null): PrequalApplication => ({
  id: '5f0c2a3e-0000-4000-8000-000000000001',
  stage,
  amount: 30_000_000,
  termMonths: 240,
  socialCardNumber: '1000000011',
  documentType: 'passport',
  documentNumber: 'AN1234567',
  email: stage === 'basicData' ? null : 'ani@example.am',
  phoneNumber: stage === 'basicData' ? null : '+37477123456',
  decision,
  createdAt: '2026-01-15T09:00:00Z',
  decidedAt: decision ? '2026-01-15T09:05:00Z' : null,
  nextAllowedAt: decision ? '2026-01-22T09:05:00Z' : null,
});

/** Every decision the sandbox personas lead to (README: the persona table). */
const prequalDecisions: Decision[] = [
  { outcome: 'eligible', amount: 30_000_000, requestedAmount: 30_000_000, termMonths: 240, annualRatePercent: 12, monthlyPayment: 330_326 },
  { outcome: 'eligible', amount: 17_709_000, requestedAmount: 40_000_000, termMonths: 240, annualRatePercent: 12, monthlyPayment: 194_991 },
  { outcome: 'refused', reason: 'tooYoung' },
  { outcome: 'refused', reason: 'tooOld' },
  { outcome: 'refused', reason: 'tooOldAtMaturity', maxTermMonths: 120 },
  { outcome: 'refused', reason: 'notCitizen' },
  { outcome: 'refused', reason: 'lowIncome' },
  { outcome: 'refused', reason: 'creditHistory' },
  { outcome: 'manualReview', documents: ['identityDocument', 'socialCard', 'incomeStatement', 'employmentContract', 'creditObligations'] },
];

export const prequalEntry = defineEntry({
  id: 'prequal',
  file: 'machines/prequal/prequal.machine.ts',
  machine: prequalMachine,
  inputs: [{ email: 'ani@example.am', phoneNumber: null, carried: { calculator: 'loan', amount: 30_000_000, termMonths: 240 } }],
  events: [
    { type: 'basic.change', field: 'socialCardNumber', value: '1000000011' },
    { type: 'basic.change', field: 'socialCardNumber', value: '12' },
    { type: 'basic.change', field: 'documentType', value: 'passport' },
    { type: 'basic.change', field: 'documentNumber', value: 'AN1234567' },
    { type: 'consent.toggle', checked: true },
    { type: 'basic.submit' },
    { type: 'personal.change', field: 'phoneNumber', value: '+374 77 123456' },
    { type: 'personal.change', field: 'email', value: '' },
    { type: 'personal.submit' },
    { type: 'personal.back' },
    { type: 'phone.edit' },
    { type: 'basic.edit' },
    { type: 'decision.retry' },
    { type: 'decision.finish' },
    { type: 'flow.retry' },
  ],
  actors: {
    loadApplication: {
      outputs: [
        { outcome: 'none' },
        { outcome: 'found', application: application('basicData') },
        { outcome: 'found', application: application('personalData') },
        { outcome: 'found', application: application('phoneVerified') },
        { outcome: 'found', application: application('decided', prequalDecisions[0]) },
        { outcome: 'found', application: application('decided', prequalDecisions[2]) },
        { outcome: 'found', application: application('decided', prequalDecisions[8]) },
      ],
      canFail: true,
    },
    saveApplicantInfo: {
      outputs: [
        { outcome: 'saved', application: application('basicData') },
        { outcome: 'saved', application: application('phoneVerified') },
        { outcome: 'waiting', nextAllowedAt: '2026-01-22T09:05:00Z' },
        { outcome: 'invalid', issues: [sampleIssue('socialCardNumber', 'validation:socialCard')] },
      ],
      canFail: true,
    },
    savePersonalInfo: {
      outputs: [
        { outcome: 'saved', application: application('personalData') },
        { outcome: 'saved', application: application('phoneVerified') },
        { outcome: 'invalid', issues: [sampleIssue('phoneNumber', 'validation:phone')] },
      ],
      canFail: true,
    },
    otpFlow: { outputs: [{ verified: true }], canFail: false },
    checkStatus: {
      outputs: [
        ...prequalDecisions.map((decision) => ({ outcome: 'decided', application: application('decided', decision) })),
        { outcome: 'correct', reason: 'WRONG_SOCIAL_CARD' },
        { outcome: 'correct', reason: 'DOCUMENT_MISMATCH' },
        { outcome: 'correct', reason: 'CONSENT_EXPIRED' },
        { outcome: 'socialCardTaken' },
        { outcome: 'serviceUnavailable' },
      ],
      canFail: true,
    },
  },
  // Which fields are wrong decides where a submit goes; the notice and the decision are what the person sees.
  significant: (context) => ({
    basic: Object.keys(basicErrorsOf(context.basic)).sort(),
    personal: Object.keys(personalErrorsOf(context)).sort(),
    notice: context.notice?.key ?? null,
    decision: context.decision ? (context.decision.outcome === 'refused' ? context.decision.reason : context.decision.outcome) : null,
    lower: context.decision?.outcome === 'eligible' && context.decision.amount < context.decision.requestedAmount,
  }),
  views: {
    'prequal.loading': 'PrequalScreen (loading)',
    'prequal.basicData': 'BasicDataStep',
    'prequal.savingBasicData': 'BasicDataStep (busy)',
    'prequal.personalData': 'PersonalDataStep',
    'prequal.savingPersonalData': 'PersonalDataStep (busy)',
    'prequal.phoneVerification': 'OtpStep',
    'prequal.deciding': 'DecidingStep',
    'prequal.eligible': 'DecisionStep (eligible)',
    'prequal.refused': 'DecisionStep (refused)',
    'prequal.manualReview': 'DecisionStep (manual review)',
    'prequal.serviceUnavailable': 'ServiceUnavailableStep',
    'prequal.socialCardTaken': 'SocialCardTakenStep',
    'prequal.technicalIssue': 'TechnicalIssueStep',
    'prequal.finished': 'ThankYouStep',
  },
});
