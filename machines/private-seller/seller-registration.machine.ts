import { assign, setup } from 'xstate';
import * as v from 'valibot';
import { phoneSchema } from '../../api/contract/otp';
import { isRefusedUserType, sellerIdentificationSchema, type SellerStatus, type SellerUserType } from '../../api/contract/private-seller';
import type { DocumentType } from '../../api/contract/prequal';
import { actorContract } from '../actor-contract';
import { fieldErrors, type FieldErrors } from '../form';
import { otpMachine } from '../otp/otp.machine';

/** The identification form as typed. */
export interface IdentificationForm {
  userType: SellerUserType;
  socialCardNumber: string;
  documentType: DocumentType;
  documentNumber: string;
}
export type IdentificationField = keyof IdentificationForm;

/** Why the bank does not register the person: a user type it does not serve, or what the registry says of them. */
export type RefusalReason = 'USER_TYPE_REFUSED' | 'UNDERAGE' | 'SOCIAL_CARD_TAKEN' | 'ACCOUNT_OF_ANOTHER_PERSON';

export type StatusOutcome = { status: SellerStatus; phoneNumber: string | null };
/** What the private-seller check answered: registered, the registry knows no such person, a refusal, or the registration lapsed. */
export type CheckOutcome =
  | { outcome: 'registered' }
  | { outcome: 'noIdentityData' }
  | { outcome: 'refused'; reason: RefusalReason; params?: Record<string, string | number> }
  | { outcome: 'registrationRequired' }
  | { outcome: 'unavailable' };

export interface SellerRegistrationContext {
  form: IdentificationForm;
  errors: FieldErrors<IdentificationField>;
  phoneNumber: string;
  phoneError: FieldErrors<'phoneNumber'>['phoneNumber'];
  /** The registration's mobile was confirmed: a corrected identification goes straight to the check. */
  phoneVerified: boolean;
  /** A message above the form (an i18n key): no identity data, the registry unavailable, the registration lapsed. */
  notice: string | undefined;
  refusal: { reason: RefusalReason; params?: Record<string, string | number> } | undefined;
}

const identificationOf = (form: IdentificationForm) => v.safeParse(sellerIdentificationSchema, form);

/**
 * Registration as a private seller (spec sections 4, 6, 7; issue 21). The person says they are an
 * individual (agencies, brokers and developers are refused with their reason at once), types their
 * social card and document, then confirms their mobile with a one-time code (the OTP machine), and
 * the private-seller check asks the population registry. "No identity data" closes the code step and
 * reopens the identification with the message; the confirmed mobile stays, so the corrected data go
 * straight to the check.
 */
export const sellerRegistrationMachine = setup({
  types: {
    context: {} as SellerRegistrationContext,
    input: {} as { phoneNumber: string | null } | undefined,
    events: {} as
      | { type: 'identification.change'; field: IdentificationField; value: string }
      | { type: 'identification.submit' }
      | { type: 'phone.change'; value: string }
      | { type: 'phone.submit' }
      | { type: 'phone.edit' }
      | { type: 'otp.close' }
      | { type: 'refusal.back' }
      | { type: 'flow.retry' },
  },
  actors: {
    loadStatus: actorContract<StatusOutcome>('loadStatus'),
    otpFlow: otpMachine,
    checkSeller: actorContract<CheckOutcome, IdentificationForm>('checkSeller'),
  },
  guards: {
    isRegistered: (_, output: StatusOutcome) => output.status === 'registered',
    isPhoneVerified: (_, output: StatusOutcome) => output.status === 'phoneVerified',
    isRefusedUserType: ({ context }) => isRefusedUserType(context.form.userType),
    isIdentificationValid: ({ context }) => identificationOf(context.form).success,
    /** Valid data and a mobile already confirmed (a corrected try): straight to the check. */
    isReadyToCheck: ({ context }) => context.phoneVerified && identificationOf(context.form).success,
    isPhoneValid: ({ context }) => v.is(phoneSchema, context.phoneNumber),
    isCheckRegistered: (_, output: CheckOutcome) => output.outcome === 'registered',
    isNoIdentityData: (_, output: CheckOutcome) => output.outcome === 'noIdentityData',
    isCheckRefused: (_, output: CheckOutcome) => output.outcome === 'refused',
    isRegistrationLapsed: (_, output: CheckOutcome) => output.outcome === 'registrationRequired',
  },
  actions: {
    /** Network and server failures are shown by the app (a toast); the machine decides where to go. */
    notifyFailure: (_, _params: { error: unknown }) => undefined,
    /** The personal page shows the seller's listings: the app refetches the status. */
    refreshStatus: () => undefined,
  },
}).createMachine({
  id: 'sellerRegistration',
  context: ({ input }) => ({
    form: { userType: 'individual', socialCardNumber: '', documentType: 'passport', documentNumber: '' },
    errors: {},
    phoneNumber: input?.phoneNumber ?? '',
    phoneError: undefined,
    phoneVerified: false,
    notice: undefined,
    refusal: undefined,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadStatus',
        src: 'loadStatus',
        onDone: [
          { guard: { type: 'isRegistered', params: ({ event }) => event.output }, target: 'registered' },
          {
            guard: { type: 'isPhoneVerified', params: ({ event }) => event.output },
            target: 'identification',
            actions: assign({ phoneVerified: true, phoneNumber: ({ event, context }) => event.output.phoneNumber ?? context.phoneNumber }),
          },
          { target: 'identification' },
        ],
        onError: 'technicalIssue',
      },
    },
    identification: {
      on: {
        'identification.change': {
          actions: assign({
            form: ({ context, event }) => ({ ...context.form, [event.field]: event.value }),
            errors: ({ context, event }) => ({ ...context.errors, [event.field]: undefined }),
          }),
        },
        'identification.submit': [
          { guard: 'isRefusedUserType', target: 'refused', actions: assign({ refusal: ({ context }) => ({ reason: 'USER_TYPE_REFUSED' as const, params: { userType: context.form.userType } }) }) },
          { guard: { type: 'isReadyToCheck' }, target: 'checking', actions: assign({ errors: {}, notice: undefined }) },
          { guard: 'isIdentificationValid', target: 'phoneEntry', actions: assign({ errors: {}, notice: undefined }) },
          { actions: assign({ errors: ({ context }) => fieldErrors<IdentificationField>(sellerIdentificationSchema, context.form) }) },
        ],
      },
    },
    refused: {
      on: { 'refusal.back': { target: 'identification', actions: assign({ refusal: undefined }) } },
    },
    /** The code step (a modal): the mobile number, then the one-time code. */
    phoneEntry: {
      on: {
        'phone.change': { actions: assign({ phoneNumber: ({ event }) => event.value, phoneError: undefined }) },
        'phone.submit': [
          { guard: 'isPhoneValid', target: 'verifyingPhone' },
          { actions: assign({ phoneError: ({ context }) => fieldErrors<'phoneNumber'>(v.object({ phoneNumber: phoneSchema }), { phoneNumber: context.phoneNumber }).phoneNumber }) },
        ],
        'otp.close': 'identification',
      },
    },
    verifyingPhone: {
      invoke: {
        id: 'otpFlow',
        src: 'otpFlow',
        input: ({ context }) => ({ destination: v.parse(phoneSchema, context.phoneNumber), sendOnStart: true }),
        onDone: { target: 'checking', actions: assign({ phoneVerified: true }) },
      },
      on: { 'phone.edit': 'phoneEntry', 'otp.close': 'identification' },
    },
    checking: {
      tags: ['busy'],
      invoke: {
        id: 'checkSeller',
        src: 'checkSeller',
        input: ({ context }) => context.form,
        onDone: [
          { guard: { type: 'isCheckRegistered', params: ({ event }) => event.output }, target: 'registered', actions: 'refreshStatus' },
          // Spec section 4: the code step closes and the identification reopens with the message.
          { guard: { type: 'isNoIdentityData', params: ({ event }) => event.output }, target: 'identification', actions: assign({ notice: 'errors:PRIVATE_SELLER.NO_IDENTITY_DATA' }) },
          {
            guard: { type: 'isCheckRefused', params: ({ event }) => event.output },
            target: 'refused',
            actions: assign({ refusal: ({ event }) => (event.output.outcome === 'refused' ? { reason: event.output.reason, ...(event.output.params ? { params: event.output.params } : {}) } : undefined) }),
          },
          // The registration lapsed (its cookie is gone): the mobile is confirmed again.
          { guard: { type: 'isRegistrationLapsed', params: ({ event }) => event.output }, target: 'phoneEntry', actions: assign({ phoneVerified: false, notice: 'errors:PRIVATE_SELLER.REGISTRATION_REQUIRED' }) },
          { target: 'identification', actions: assign({ notice: 'errors:PRIVATE_SELLER.REGISTRY_UNAVAILABLE' }) },
        ],
        onError: { target: 'identification', actions: { type: 'notifyFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    technicalIssue: {
      on: { 'flow.retry': 'loading' },
    },
    registered: {
      type: 'final',
    },
  },
});
