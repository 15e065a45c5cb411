import { defineEntry } from '../machine-entry';
import { otpMachine } from './otp.machine';

export const otpEntry = defineEntry({
  id: 'otp',
  file: 'machines/otp/otp.machine.ts',
  machine: otpMachine,
  inputs: [
    { destination: '+37477123456', sendOnStart: false },
    { destination: '+37477123456', sendOnStart: true },
  ],
  events: [
    { type: 'code.send' },
    { type: 'code.change', value: '123456' },
    { type: 'code.change', value: '12' },
    { type: 'code.submit' },
    { type: 'code.resend' },
  ],
  actors: {
    sendCode: { outputs: [{ expiresAt: '2026-01-15T09:05:00Z' }], canFail: true },
    checkCode: {
      outputs: [
        { outcome: 'checked', isValid: true, retryCount: 0 },
        { outcome: 'checked', isValid: false, retryCount: 1 },
        { outcome: 'checked', isValid: false, retryCount: 3 },
        { outcome: 'noLongerValid' },
      ],
      canFail: true,
    },
  },
  significant: (context) => ({ code: context.code.length }),
  views: { 'otp.entering': 'OtpStep', 'otp.wrongCode': 'OtpStep (wrong code)', 'otp.noLongerValid': 'OtpStep (resend)', 'otp.sendFailed': 'OtpStep (resend)' },
});
