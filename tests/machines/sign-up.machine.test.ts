import { afterAll, describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { signUpMachine, type SignUpField, type SignUpOutcome, type SignUpValues } from '../../machines/auth/sign-up.machine';
import type { FieldError } from '../../machines/form';
import { failure, scripted } from '../support/fake-actors';
import { MachineCoverage } from '../support/machine-coverage';

const coverage = new MachineCoverage();
type TextField = Exclude<SignUpField, 'terms'>;
const valid: Omit<SignUpValues, 'terms'> = {
  firstName: 'Ani', lastName: 'Petrosyan', email: 'ani@example.am', password: 'Yerevan#2026', confirmPassword: 'Yerevan#2026',
};

function start(script: (SignUpOutcome | Error)[] = []) {
  const failures: unknown[] = [];
  const signUp = scripted<SignUpOutcome, SignUpValues>('signUp', script);
  const machine = signUpMachine.provide({ actors: { signUp }, actions: { notifyFailure: (_, params) => void failures.push(params.error) } });
  const actor = createActor(machine, { inspect: coverage.inspect }).start();
  return { actor, failures, signUp };
}

type Actor = ReturnType<typeof start>['actor'];
const settle = (actor: Actor) => waitFor(actor, (s) => !s.hasTag('busy'));
const change = (actor: Actor, field: TextField, value: string) => actor.send({ type: 'field.change', field, value });
function fill(actor: Actor, values: Partial<Omit<SignUpValues, 'terms'>> = valid, terms = true) {
  for (const [field, value] of Object.entries(values)) change(actor, field as TextField, value);
  actor.send({ type: 'terms.toggle', checked: terms });
}
const errors = (actor: Actor) => actor.getSnapshot().context.errors;

afterAll(() => {
  console.log(coverage.report(signUpMachine));
  expect(coverage.missing(signUpMachine)).toEqual({ states: [], transitions: [] });
});

describe('sign-up machine', () => {
  it('starts editing an empty form and shows no errors while typing before the first submit', () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context).toEqual({
      values: { firstName: '', lastName: '', email: '', password: '', confirmPassword: '', terms: false }, errors: {}, submitted: false, registeredEmail: undefined,
    });
    change(actor, 'firstName', 'ani');
    change(actor, 'password', 'weak');
    expect(actor.getSnapshot().context.values).toMatchObject({ firstName: 'ani', password: 'weak' });
    expect(errors(actor)).toEqual({});
  });

  it('refuses an empty form without calling the server, with a message for every field', () => {
    const { actor, signUp } = start();
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.submitted).toBe(true);
    expect(errors(actor)).toEqual({
      firstName: { key: 'validation:required' },
      lastName: { key: 'validation:required' },
      email: { key: 'validation:required' },
      password: { key: 'validation:required' },
      confirmPassword: { key: 'validation:required' },
      terms: { key: 'validation:termsRequired' },
    });
    expect(signUp.calls).toEqual([]);
  });

  it('once submitted, refuses each wrong value locally as it is typed, and never calls the server', () => {
    const { actor, signUp } = start();
    fill(actor);
    actor.send({ type: 'terms.toggle', checked: false });
    actor.send({ type: 'form.submit' });
    expect(errors(actor)).toEqual({ terms: { key: 'validation:termsRequired' } });
    actor.send({ type: 'terms.toggle', checked: true });
    expect(errors(actor)).toEqual({});
    // Each wrong value is refused with its own key, on its own field, while the rest stays valid.
    const refused: [TextField, string, FieldError][] = [
      ['firstName', 'ani', { key: 'validation:latinName' }],
      ['firstName', 'Անի', { key: 'validation:latinName' }],
      ['lastName', 'P', { key: 'validation:tooShort', params: { count: 2 } }],
      ['lastName', 'P'.repeat(51), { key: 'validation:tooLong', params: { count: 50 } }],
      ['email', 'ani@', { key: 'validation:email' }],
      ['password', 'yerevan#2026', { key: 'validation:passwordConditions' }],
      ['password', 'Yerevan2026', { key: 'validation:passwordConditions' }],
      ['confirmPassword', 'Yerevan#2027', { key: 'validation:passwordsMismatch' }],
    ];
    for (const [field, value, error] of refused) {
      // A new password is typed twice, so only its conditions are in question.
      const fields: TextField[] = field === 'password' ? ['password', 'confirmPassword'] : [field];
      for (const f of fields) change(actor, f, value);
      actor.send({ type: 'form.submit' });
      expect(errors(actor), `${field}=${value}`).toEqual({ [field]: error });
      expect(actor.getSnapshot().value).toBe('editing');
      for (const f of fields) change(actor, f, valid[f]);
    }
    // A changed password no longer matching its confirmation puts the mismatch on the confirmation.
    change(actor, 'password', 'Ararat#2027');
    expect(errors(actor)).toEqual({ confirmPassword: { key: 'validation:passwordsMismatch' } });
    expect(signUp.calls).toEqual([]);
  });

  it('sends every value, ignores the form while registering, and ends with the e-mail the server registered', async () => {
    const { actor, signUp } = start([{ outcome: 'registered', email: 'ani@example.am' }]);
    fill(actor, { ...valid, email: 'Ani@Example.am' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(actor.getSnapshot().can({ type: 'form.submit' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'terms.toggle', checked: false })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'field.change', field: 'email', value: 'x' })).toBe(false);
    actor.send({ type: 'terms.toggle', checked: false });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.values.terms).toBe(true);
    await settle(actor);
    expect(signUp.calls).toEqual([{ ...valid, email: 'Ani@Example.am', terms: true }]);
    expect(actor.getSnapshot().status).toBe('done');
    // The success modal shows the address as the server stored it.
    expect(actor.getSnapshot().output).toEqual({ email: 'ani@example.am' });
  });

  it('puts a duplicate e-mail on the e-mail field and returns to the form, until the e-mail is changed', async () => {
    const { actor, signUp } = start([{ outcome: 'duplicateEmail' }]);
    fill(actor);
    actor.send({ type: 'form.submit' });
    await settle(actor);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(errors(actor)).toEqual({ email: { key: 'errors:USER.DUPLICATE_USER_NAME' } });
    expect(actor.getSnapshot().context.values).toEqual({ ...valid, terms: true });
    change(actor, 'email', 'ani2@example.am');
    expect(errors(actor)).toEqual({});
    expect(signUp.calls).toHaveLength(1);
  });

  it('shows the first issue the server answered for each field, with its parameters', async () => {
    const { actor } = start([
      {
        outcome: 'invalid',
        issues: [
          { path: 'firstName', message: 'validation:latinName' },
          { path: 'firstName', message: 'validation:tooLong' },
          { path: 'password', message: 'validation:tooShort', params: { count: 8 } },
        ],
      },
    ]);
    fill(actor);
    actor.send({ type: 'form.submit' });
    await settle(actor);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(errors(actor)).toEqual({ firstName: { key: 'validation:latinName' }, password: { key: 'validation:tooShort', params: { count: 8 } } });
  });

  it('reports a failed registration and keeps the form filled, so submitting again registers', async () => {
    const { actor, failures, signUp } = start([failure('timeout'), { outcome: 'registered', email: 'ani@example.am' }]);
    fill(actor);
    actor.send({ type: 'form.submit' });
    await settle(actor);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(failures.map(String)).toEqual(['Error: timeout']);
    expect(errors(actor)).toEqual({});
    expect(actor.getSnapshot().context.values).toEqual({ ...valid, terms: true });
    actor.send({ type: 'form.submit' });
    await settle(actor);
    expect(signUp.calls).toHaveLength(2);
    expect(actor.getSnapshot().output).toEqual({ email: 'ani@example.am' });
  });
});
