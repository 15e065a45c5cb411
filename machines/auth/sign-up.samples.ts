import { signUpSchema } from '../../api/contract/account';
import { fieldErrors } from '../form';
import { defineEntry, sampleIssue } from '../machine-entry';
import { signUpMachine } from './sign-up.machine';

export const signUpEntry = defineEntry({
  id: 'signUp',
  file: 'machines/auth/sign-up.machine.ts',
  machine: signUpMachine,
  events: [
    { type: 'field.change', field: 'firstName', value: 'Ani' },
    { type: 'field.change', field: 'lastName', value: 'Petrosyan' },
    { type: 'field.change', field: 'email', value: 'ani@example.am' },
    { type: 'field.change', field: 'password', value: 'Yerevan#2026' },
    { type: 'field.change', field: 'confirmPassword', value: 'Yerevan#2026' },
    { type: 'terms.toggle', checked: true },
    { type: 'form.submit' },
  ],
  actors: {
    signUp: {
      outputs: [{ outcome: 'registered', email: 'ani@example.am' }, { outcome: 'duplicateEmail' }, { outcome: 'invalid', issues: [sampleIssue('firstName', 'validation:latinName')] }],
      canFail: true,
    },
  },
  // Which fields are still wrong decides where `form.submit` goes (and how far filling has come).
  significant: (context) => Object.keys(fieldErrors(signUpSchema, context.values)).sort(),
  views: { 'signUp.editing': 'SignUpView', 'signUp.submitting': 'SignUpView (busy)' },
});
