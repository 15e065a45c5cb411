import { defineEntry, sampleIssue, sampleLink } from '../machine-entry';
import { passwordResetMachine } from './password-reset.machine';

export const passwordResetEntry = defineEntry({
  id: 'passwordReset',
  file: 'machines/auth/password-reset.machine.ts',
  machine: passwordResetMachine,
  inputs: [sampleLink],
  events: [
    { type: 'field.change', field: 'password', value: 'Ararat#2027' },
    { type: 'field.change', field: 'confirmPassword', value: 'Ararat#2027' },
    { type: 'form.submit' },
  ],
  actors: {
    checkResetLink: { outputs: [{ outcome: 'valid', email: 'ani@example.am' }, { outcome: 'inactive' }], canFail: true },
    resetPassword: {
      outputs: [{ outcome: 'changed' }, { outcome: 'inactive' }, { outcome: 'invalid', issues: [sampleIssue('password', 'validation:passwordConditions')] }],
      canFail: true,
    },
  },
  significant: (context) => ({ password: context.password !== '', confirm: context.confirmPassword !== '' }),
  views: { 'passwordReset.checkingLink': 'PasswordResetView (checking)', 'passwordReset.editing': 'PasswordResetView' },
});
