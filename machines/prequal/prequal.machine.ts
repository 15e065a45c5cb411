import { assign, setup, type AnyEventObject } from 'xstate';
import * as v from 'valibot';
import { applicantInfoSchema, personalInfoSchema, prequalRules, type ApplicantInfo, type Decision, type DocumentType, type PrequalApplication } from '../../api/contract/prequal';
import { actorContract } from '../actor-contract';
import { fieldErrors, hasErrors, type FieldErrors } from '../form';
import { otpMachine } from '../otp/otp.machine';

/** The basic-data form as typed: numbers stay text until they are checked. */
export interface BasicForm {
  amount: string;
  termYears: string;
  socialCardNumber: string;
  documentType: DocumentType;
  documentNumber: string;
  creditRegisterConsent: boolean;
}
export type BasicField = keyof BasicForm;
export type PersonalField = 'email' | 'phoneNumber';

/** A message above a form: an i18n key, and the day it names if any (the machine never words either). */
export interface Notice {
  key: string;
  /** ISO time, shown as the `date` parameter in the reader's language. */
  date?: string;
}

/** Figures a calculator handed over (spec: "a button that carries the figures into the pre-qualification"). */
export interface CarriedFigures {
  calculator: string;
  amount: number;
  termMonths: number;
}

export interface PrequalInput {
  /** The profile's e-mail and confirmed phone fill the personal-data step. */
  email: string;
  phoneNumber: string | null;
  carried: CarriedFigures | null;
}

export type LoadOutcome = { outcome: 'none' } | { outcome: 'found'; application: PrequalApplication };
export type SaveOutcome = { outcome: 'saved'; application: PrequalApplication } | { outcome: 'waiting'; nextAllowedAt: string } | { outcome: 'invalid'; issues: { path: string; message: string }[] };
/** Reasons the person can correct at the first step (the registry does not know the card or the document, the consent is old). */
export const correctableReasons = ['WRONG_SOCIAL_CARD', 'DOCUMENT_MISMATCH', 'CONSENT_EXPIRED'] as const;
export type CheckOutcome =
  | { outcome: 'decided'; application: PrequalApplication }
  | { outcome: 'correct'; reason: (typeof correctableReasons)[number] }
  /** The registry's person of this social card is bound to another account: only the bank can help. */
  | { outcome: 'socialCardTaken' }
  | { outcome: 'serviceUnavailable' };

export interface PrequalContext {
  applicationId: string | null;
  basic: BasicForm;
  personal: Record<PersonalField, string>;
  basicErrors: FieldErrors<BasicField>;
  personalErrors: FieldErrors<PersonalField>;
  notice: Notice | undefined;
  decision: Decision | null;
  nextAllowedAt: string | null;
  carried: CarriedFigures | null;
}

/** The typed basic data as the contract's body (numbers parsed; text that is no number stays wrong). */
export function applicantInfoOf(basic: BasicForm): unknown {
  const number = (text: string) => (/^\d+$/.test(text.replace(/[\s,]/g, '')) ? Number(text.replace(/[\s,]/g, '')) : text.trim() === '' ? undefined : Number.NaN);
  const years = number(basic.termYears);
  return {
    amount: number(basic.amount),
    termMonths: years === undefined ? undefined : years * 12,
    socialCardNumber: basic.socialCardNumber,
    documentType: basic.documentType,
    documentNumber: basic.documentNumber,
    creditRegisterConsent: basic.creditRegisterConsent,
  };
}

/** The contract's field names as the form's (the term is typed in years). */
export const basicErrorsOf = (basic: BasicForm): FieldErrors<BasicField> => {
  const { termMonths, ...rest } = fieldErrors<BasicField | 'termMonths'>(applicantInfoSchema, applicantInfoOf(basic));
  if (!termMonths) return rest;
  // A bound of the term in months reads in years, as the field asks.
  return { ...rest, termYears: termMonths.params ? { key: termMonths.key, params: { count: Number(termMonths.params.count) / 12 } } : termMonths };
};
export const personalErrorsOf = (context: Pick<PrequalContext, 'personal' | 'basic'>) => fieldErrors<PersonalField>(personalInfoSchema, { ...context.personal, identificator: context.basic.socialCardNumber });

/** What the form shows for an application found on the server. */
function fromApplication(application: PrequalApplication): Partial<PrequalContext> {
  return {
    applicationId: application.id,
    basic: {
      amount: String(application.amount),
      termYears: String(Math.round(application.termMonths / 12)),
      socialCardNumber: application.socialCardNumber,
      documentType: application.documentType,
      documentNumber: application.documentNumber,
      // The consent was given when this step was saved; it is asked again only when it runs out.
      creditRegisterConsent: true,
    },
    decision: application.decision,
    nextAllowedAt: application.nextAllowedAt,
    // The form now holds the application's figures, not a calculator's.
    notice: undefined,
  };
}

/** The form and decision of the application an answer carries (the guards have checked it has one). */
const takeApplication = ({ event }: { event: AnyEventObject }) => fromApplication((event as unknown as { output: { application: PrequalApplication } }).output.application);

const applicationOf = (output: LoadOutcome | SaveOutcome | CheckOutcome) => ('application' in output ? output.application : undefined);
const stageOf = (output: LoadOutcome | SaveOutcome | CheckOutcome) => applicationOf(output)?.stage;

/**
 * Pre-qualification (spec section 2): basic data → personal data → phone code → decision → thank you.
 * It starts from wherever the server says the person's application is, so a reload resumes it. The
 * registry's and the credit register's answers become one of three decisions, a correction at the
 * first step, a social card bound to another account (contact the bank), or "service unavailable";
 * a failed call lands on the technical-issue screen.
 */
export const prequalMachine = setup({
  types: {
    context: {} as PrequalContext,
    input: {} as PrequalInput,
    events: {} as
      | { type: 'basic.change'; field: Exclude<BasicField, 'creditRegisterConsent'>; value: string }
      | { type: 'consent.toggle'; checked: boolean }
      | { type: 'basic.submit' }
      | { type: 'personal.change'; field: PersonalField; value: string }
      | { type: 'personal.submit' }
      | { type: 'personal.back' }
      | { type: 'phone.edit' }
      | { type: 'basic.edit' }
      | { type: 'decision.retry' }
      | { type: 'decision.finish' }
      | { type: 'flow.retry' },
  },
  actors: {
    loadApplication: actorContract<LoadOutcome>('loadApplication'),
    saveApplicantInfo: actorContract<SaveOutcome, ApplicantInfo>('saveApplicantInfo'),
    savePersonalInfo: actorContract<SaveOutcome, { applicationId: string; email: string; phoneNumber: string; identificator: string }>('savePersonalInfo'),
    otpFlow: otpMachine,
    checkStatus: actorContract<CheckOutcome, { applicationId: string; identificator: string }>('checkStatus'),
  },
  guards: {
    hasNoApplication: (_, output: LoadOutcome) => output.outcome === 'none',
    isDecided: (_, output: LoadOutcome | CheckOutcome) => applicationOf(output)?.decision != null,
    isEligible: (_, output: LoadOutcome | CheckOutcome) => applicationOf(output)?.decision?.outcome === 'eligible',
    isRefused: (_, output: LoadOutcome | CheckOutcome) => applicationOf(output)?.decision?.outcome === 'refused',
    isPhoneVerified: (_, output: LoadOutcome | SaveOutcome) => stageOf(output) === 'phoneVerified',
    hasPersonalData: (_, output: LoadOutcome) => stageOf(output) === 'personalData',
    isWaiting: (_, output: SaveOutcome) => output.outcome === 'waiting',
    isRejectedInput: (_, output: SaveOutcome) => output.outcome === 'invalid',
    isCorrectable: (_, output: CheckOutcome) => output.outcome === 'correct',
    isSocialCardTaken: (_, output: CheckOutcome) => output.outcome === 'socialCardTaken',
    isBasicDataValid: ({ context }) => v.is(applicantInfoSchema, applicantInfoOf(context.basic)),
    isPersonalDataValid: ({ context }) => !hasErrors(personalErrorsOf(context)),
  },
  actions: {
    /** Network and server failures of a form's call are shown by the app (a toast); the form stays. */
    notifyFailure: (_, _params: { error: unknown }) => undefined,
  },
}).createMachine({
  id: 'prequal',
  context: ({ input }) => ({
    applicationId: null,
    basic: {
      amount: String(input.carried?.amount ?? ''),
      termYears: String(Math.round((input.carried?.termMonths ?? prequalRules.termMonths.initial) / 12)),
      socialCardNumber: '',
      documentType: 'passport',
      documentNumber: '',
      creditRegisterConsent: false,
    },
    personal: { email: input.email, phoneNumber: input.phoneNumber ?? '' },
    basicErrors: {},
    personalErrors: {},
    notice: input.carried ? { key: `prequal:carried.${input.carried.calculator}` } : undefined,
    decision: null,
    nextAllowedAt: null,
    carried: input.carried,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadApplication',
        src: 'loadApplication',
        onDone: [
          { guard: { type: 'hasNoApplication', params: ({ event }) => event.output }, target: 'basicData' },
          { guard: { type: 'isEligible', params: ({ event }) => event.output }, target: 'eligible', actions: assign(takeApplication) },
          { guard: { type: 'isRefused', params: ({ event }) => event.output }, target: 'refused', actions: assign(takeApplication) },
          { guard: { type: 'isDecided', params: ({ event }) => event.output }, target: 'manualReview', actions: assign(takeApplication) },
          { guard: { type: 'isPhoneVerified', params: ({ event }) => event.output }, target: 'deciding', actions: assign(takeApplication) },
          {
            guard: { type: 'hasPersonalData', params: ({ event }) => event.output },
            target: 'phoneVerification',
            actions: assign(({ event, context }) => {
              const application = (event.output as { application: PrequalApplication }).application;
              return { ...fromApplication(application), personal: { email: application.email ?? context.personal.email, phoneNumber: application.phoneNumber ?? '' } };
            }),
          },
          { target: 'personalData', actions: assign(takeApplication) },
        ],
        onError: 'technicalIssue',
      },
    },
    basicData: {
      on: {
        'basic.change': { actions: assign({ basic: ({ context, event }) => ({ ...context.basic, [event.field]: event.value }), basicErrors: ({ context, event }) => ({ ...context.basicErrors, [event.field]: undefined }) }) },
        'consent.toggle': { actions: assign({ basic: ({ context, event }) => ({ ...context.basic, creditRegisterConsent: event.checked }), basicErrors: ({ context }) => ({ ...context.basicErrors, creditRegisterConsent: undefined }) }) },
        'basic.submit': [
          { guard: 'isBasicDataValid', target: 'savingBasicData', actions: assign({ basicErrors: {}, notice: undefined }) },
          { actions: assign({ basicErrors: ({ context }) => basicErrorsOf(context.basic) }) },
        ],
      },
    },
    savingBasicData: {
      tags: ['busy'],
      invoke: {
        id: 'saveApplicantInfo',
        src: 'saveApplicantInfo',
        input: ({ context }) => v.parse(applicantInfoSchema, applicantInfoOf(context.basic)),
        onDone: [
          {
            guard: { type: 'isWaiting', params: ({ event }) => event.output },
            target: 'basicData',
            actions: assign({ notice: ({ event }) => ({ key: 'errors:PREAPPROVAL_APPLICATION.PREAPPROVAL_EXISTS', date: (event.output as { nextAllowedAt: string }).nextAllowedAt }) }),
          },
          {
            guard: { type: 'isRejectedInput', params: ({ event }) => event.output },
            target: 'basicData',
            actions: assign({ basicErrors: ({ event }) => Object.fromEntries((event.output as { issues: { path: string; message: string }[] }).issues.map((issue) => [issue.path, { key: issue.message }])) }),
          },
          { guard: { type: 'isPhoneVerified', params: ({ event }) => event.output }, target: 'deciding', actions: assign({ applicationId: ({ event }) => applicationOf(event.output)?.id ?? null }) },
          { target: 'personalData', actions: assign({ applicationId: ({ event }) => applicationOf(event.output)?.id ?? null }) },
        ],
        onError: { target: 'basicData', actions: { type: 'notifyFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    personalData: {
      on: {
        'personal.change': { actions: assign({ personal: ({ context, event }) => ({ ...context.personal, [event.field]: event.value }), personalErrors: ({ context, event }) => ({ ...context.personalErrors, [event.field]: undefined }) }) },
        'personal.back': 'basicData',
        'personal.submit': [
          { guard: 'isPersonalDataValid', target: 'savingPersonalData', actions: assign({ personalErrors: {} }) },
          { actions: assign({ personalErrors: ({ context }) => personalErrorsOf(context) }) },
        ],
      },
    },
    savingPersonalData: {
      tags: ['busy'],
      invoke: {
        id: 'savePersonalInfo',
        src: 'savePersonalInfo',
        input: ({ context }) => {
          const info = v.parse(personalInfoSchema, { ...context.personal, identificator: context.basic.socialCardNumber });
          return { applicationId: context.applicationId ?? '', email: info.email, phoneNumber: info.phoneNumber, identificator: info.identificator };
        },
        onDone: [
          {
            guard: { type: 'isRejectedInput', params: ({ event }) => event.output },
            target: 'personalData',
            actions: assign({ personalErrors: ({ event }) => Object.fromEntries((event.output as { issues: { path: string; message: string }[] }).issues.map((issue) => [issue.path, { key: issue.message }])) }),
          },
          { guard: { type: 'isPhoneVerified', params: ({ event }) => event.output }, target: 'deciding' },
          { target: 'phoneVerification' },
        ],
        onError: { target: 'personalData', actions: { type: 'notifyFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    phoneVerification: {
      invoke: {
        id: 'otpFlow',
        src: 'otpFlow',
        input: ({ context }) => ({
          destination: context.personal.phoneNumber,
          sendOnStart: true,
          owner: { applicationId: context.applicationId ?? '', identificator: context.basic.socialCardNumber },
        }),
        onDone: 'deciding',
      },
      on: { 'phone.edit': 'personalData' },
    },
    deciding: {
      tags: ['busy'],
      invoke: {
        id: 'checkStatus',
        src: 'checkStatus',
        input: ({ context }) => ({ applicationId: context.applicationId ?? '', identificator: context.basic.socialCardNumber }),
        onDone: [
          { guard: { type: 'isEligible', params: ({ event }) => event.output }, target: 'eligible', actions: assign(takeApplication) },
          { guard: { type: 'isRefused', params: ({ event }) => event.output }, target: 'refused', actions: assign(takeApplication) },
          { guard: { type: 'isDecided', params: ({ event }) => event.output }, target: 'manualReview', actions: assign(takeApplication) },
          {
            guard: { type: 'isCorrectable', params: ({ event }) => event.output },
            target: 'basicData',
            actions: assign(({ context, event }) => {
              const reason = (event.output as { reason: (typeof correctableReasons)[number] }).reason;
              return {
                notice: { key: `prequal:correct.${reason}` },
                // An expired consent must be given again; the other fields are to be checked.
                basic: reason === 'CONSENT_EXPIRED' ? { ...context.basic, creditRegisterConsent: false } : context.basic,
              };
            }),
          },
          { guard: { type: 'isSocialCardTaken', params: ({ event }) => event.output }, target: 'socialCardTaken' },
          { target: 'serviceUnavailable' },
        ],
        onError: 'technicalIssue',
      },
    },
    // Nothing was decided: the person may correct the first step (a mistyped card) or contact the bank.
    socialCardTaken: { on: { 'basic.edit': 'basicData' } },
    eligible: { on: { 'decision.finish': 'finished' } },
    refused: { on: { 'decision.finish': 'finished' } },
    manualReview: { on: { 'decision.finish': 'finished' } },
    serviceUnavailable: { on: { 'decision.retry': 'deciding' } },
    technicalIssue: { on: { 'flow.retry': 'loading' } },
    finished: { type: 'final' },
  },
});
