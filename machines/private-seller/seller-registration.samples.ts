import * as v from 'valibot';
import { phoneSchema } from '../../api/contract/otp';
import { sellerIdentificationSchema } from '../../api/contract/private-seller';
import { documentNumberPatterns, socialCardSchema } from '../../api/contract/prequal';
import { defineEntry } from '../machine-entry';
import { sellerRegistrationMachine } from './seller-registration.machine';

export const sellerRegistrationEntry = defineEntry({
  id: 'sellerRegistration',
  file: 'machines/private-seller/seller-registration.machine.ts',
  machine: sellerRegistrationMachine,
  inputs: [{ phoneNumber: null }],
  events: [
    { type: 'identification.change', field: 'userType', value: 'individual' },
    { type: 'identification.change', field: 'userType', value: 'agency' },
    { type: 'identification.change', field: 'socialCardNumber', value: '1000000011' },
    { type: 'identification.change', field: 'documentType', value: 'passport' },
    { type: 'identification.change', field: 'documentNumber', value: 'AN1234567' },
    { type: 'identification.change', field: 'documentNumber', value: '12' },
    { type: 'identification.submit' },
    { type: 'phone.change', value: '+374 77 123456' },
    { type: 'phone.change', value: '12' },
    { type: 'phone.submit' },
    { type: 'phone.edit' },
    { type: 'otp.close' },
    { type: 'refusal.back' },
    { type: 'flow.retry' },
  ],
  actors: {
    loadStatus: {
      outputs: [
        { status: 'none', phoneNumber: null },
        { status: 'codeSent', phoneNumber: '+37477123456' },
        { status: 'phoneVerified', phoneNumber: '+37477123456' },
        { status: 'registered', phoneNumber: '+37477123456' },
      ],
      canFail: true,
    },
    otpFlow: { outputs: [{ verified: true }], canFail: false },
    checkSeller: {
      outputs: [
        { outcome: 'registered' },
        { outcome: 'noIdentityData' },
        { outcome: 'refused', reason: 'UNDERAGE', params: { minAge: 18 } },
        { outcome: 'registrationRequired' },
        { outcome: 'unavailable' },
      ],
      canFail: true,
    },
  },
  // Each field's validity on its own, so a path that fixes one field at a time is a path of new states.
  significant: (context) => ({
    socialCardValid: v.is(socialCardSchema, context.form.socialCardNumber),
    documentValid: documentNumberPatterns[context.form.documentType].pattern.test(context.form.documentNumber),
    identificationValid: v.is(sellerIdentificationSchema, context.form),
    refusedType: context.form.userType !== 'individual',
    phoneValid: v.is(phoneSchema, context.phoneNumber),
    phoneVerified: context.phoneVerified,
  }),
  views: {
    'sellerRegistration.loading': 'SellerRegistration (loading)',
    'sellerRegistration.identification': 'IdentificationStep',
    'sellerRegistration.refused': 'RefusedStep',
    'sellerRegistration.phoneEntry': 'SellerCodeDialog (phone)',
    'sellerRegistration.verifyingPhone': 'SellerCodeDialog (OtpStep)',
    'sellerRegistration.checking': 'SellerRegistration (checking)',
    'sellerRegistration.technicalIssue': 'SellerRegistration (technical issue)',
    'sellerRegistration.registered': 'MyProperties',
  },
});
