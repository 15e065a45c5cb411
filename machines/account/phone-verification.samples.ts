import * as v from 'valibot';
import { phoneSchema } from '../../api/contract/otp';
import { defineEntry } from '../machine-entry';
import { phoneVerificationMachine } from './phone-verification.machine';

export const phoneVerificationEntry = defineEntry({
  id: 'phoneVerification',
  file: 'machines/account/phone-verification.machine.ts',
  machine: phoneVerificationMachine,
  inputs: [{ phoneNumber: null }],
  events: [
    { type: 'phone.change', value: '+374 77 123456' },
    { type: 'phone.change', value: '12' },
    { type: 'phone.submit' },
    { type: 'phone.edit' },
  ],
  actors: { otpFlow: { outputs: [{ verified: true }], canFail: false } },
  significant: (context) => ({ phoneValid: v.is(phoneSchema, context.phoneNumber) }),
  views: { 'phoneVerification.editing': 'PhoneVerification', 'phoneVerification.verifying': 'OtpStep', 'phoneVerification.verified': 'PhoneVerification (done)' },
});
