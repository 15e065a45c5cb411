import { afterAll, describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { passwordResetMachine, type LinkCheckOutcome, type ResetField, type ResetOutcome } from '../../machines/auth/password-reset.machine';
import { failure, scripted } from '../support/fake-actors';
import { MachineCoverage } from '../support/machine-coverage';

const coverage = new MachineCoverage();
const link = { userId: '8d7f1c1e-0000-4000-8000-000000000001', token: 'a'.repeat(43) };
const validLink: LinkCheckOutcome = { outcome: 'valid', email: 'ani@example.am' };
type ResetInput = typeof link & { email: string; password: string; confirmPassword: string };

function start(check: (LinkCheckOutcome | Error)[], reset: (ResetOutcome | Error)[] = []) {
  const failures: unknown[] = [];
  const checkResetLink = scripted<LinkCheckOutcome, typeof link>('checkResetLink', check);
  const resetPassword = scripted<ResetOutcome, ResetInput>('resetPassword', reset);
  const machine = passwordResetMachine.provide({
    actors: { checkResetLink, resetPassword },
    actions: { notifyFailure: (_, params) => void failures.push(params.error) },
  });
  const actor = createActor(machine, { input: link, inspect: coverage.inspect }).start();
  return { actor, failures, checkResetLink, resetPassword };
}

type Actor = ReturnType<typeof start>['actor'];
const settle = (actor: Actor) => waitFor(actor, (s) => !s.hasTag('busy'));
const change = (actor: Actor, field: ResetField, value: string) => actor.send({ type: 'field.change', field, value });
/** Starts on a valid link and types the two passwords. */
async function onForm(reset: (ResetOutcome | Error)[], password = 'Ararat#2027', confirmPassword = password) {
  const started = start([validLink], reset);
  await settle(started.actor);
  change(started.actor, 'password', password);
  change(started.actor, 'confirmPassword', confirmPassword);
  return started;
}
const errors = (actor: Actor) => actor.getSnapshot().context.errors;

afterAll(() => {
  console.log(coverage.report(passwordResetMachine));
  expect(coverage.missing(passwordResetMachine)).toEqual({ states: [], transitions: [] });
});

describe('password-reset machine', () => {
  it('checks the link it was started with, ignoring the form meanwhile, then shows the form for the address of the link', async () => {
    const { actor, checkResetLink } = start([validLink]);
    expect(actor.getSnapshot().value).toBe('checkingLink');
    expect(actor.getSnapshot().can({ type: 'field.change', field: 'password', value: 'x' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'form.submit' })).toBe(false);
    change(actor, 'password', 'typed-too-early');
    expect(actor.getSnapshot().context.password).toBe('');
    await settle(actor);
    expect(checkResetLink.calls).toEqual([link]);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context).toMatchObject({ ...link, email: 'ani@example.am', password: '', confirmPassword: '', errors: {}, submitted: false });
    expect(actor.getSnapshot().can({ type: 'form.submit' })).toBe(true);
  });

  it("ends as 'linkInactive' without showing the form when the link is no longer active", async () => {
    const { actor, failures, resetPassword } = start([{ outcome: 'inactive' }]);
    await settle(actor);
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ result: 'linkInactive' });
    expect(failures).toEqual([]);
    expect(resetPassword.calls).toEqual([]);
  });

  it("reports a failed link check and also ends as 'linkInactive'", async () => {
    const { actor, failures } = start([failure('offline')]);
    await settle(actor);
    expect(actor.getSnapshot().output).toEqual({ result: 'linkInactive' });
    expect(failures.map(String)).toEqual(['Error: offline']);
  });

  it('refuses missing passwords without calling the server, and validates as the user types only once submitted', async () => {
    const { actor, resetPassword } = await onForm([], '', '');
    change(actor, 'password', 'weak');
    // Before the first submit typing shows nothing.
    expect(errors(actor)).toEqual({});
    change(actor, 'password', '');
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.submitted).toBe(true);
    expect(errors(actor)).toEqual({ password: { key: 'validation:required' }, confirmPassword: { key: 'validation:required' } });
    change(actor, 'password', 'Ararat#2027');
    expect(errors(actor)).toEqual({ confirmPassword: { key: 'validation:required' } });
    expect(resetPassword.calls).toEqual([]);
  });

  it.each<{ what: string; password: string; confirm: string; field: ResetField; key: string }>([
    { what: 'a password without a symbol', password: 'Ararat2027', confirm: 'Ararat2027', field: 'password', key: 'validation:passwordConditions' },
    { what: 'a password shorter than eight', password: 'Ar#2027', confirm: 'Ar#2027', field: 'password', key: 'validation:passwordConditions' },
    { what: 'a password on two lines', password: 'Ararat#\n2027', confirm: 'Ararat#\n2027', field: 'password', key: 'validation:forbiddenCharacters' },
    { what: 'a confirmation that differs', password: 'Ararat#2027', confirm: 'Ararat#2028', field: 'confirmPassword', key: 'validation:passwordsMismatch' },
  ])('refuses $what locally, on the $field field', async ({ password, confirm, field, key }) => {
    const { actor, resetPassword } = await onForm([], password, confirm);
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(errors(actor)).toEqual({ [field]: { key } });
    expect(resetPassword.calls).toEqual([]);
  });

  it("sends the link, its address and both passwords, ignores the form meanwhile, and ends as 'passwordChanged'", async () => {
    const { actor, resetPassword } = await onForm([{ outcome: 'changed' }]);
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(actor.getSnapshot().can({ type: 'form.submit' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'field.change', field: 'password', value: 'x' })).toBe(false);
    change(actor, 'password', 'Other#2028');
    actor.send({ type: 'form.submit' });
    await settle(actor);
    expect(resetPassword.calls).toEqual([{ ...link, email: 'ani@example.am', password: 'Ararat#2027', confirmPassword: 'Ararat#2027' }]);
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ result: 'passwordChanged' });
  });

  it("ends as 'linkInactive' when the link expired while the form was open", async () => {
    const { actor, failures } = await onForm([{ outcome: 'inactive' }]);
    actor.send({ type: 'form.submit' });
    await settle(actor);
    expect(actor.getSnapshot().output).toEqual({ result: 'linkInactive' });
    expect(failures).toEqual([]);
  });

  it('marks the fields the server refused with the first issue of each, and returns to the form', async () => {
    const { actor } = await onForm([
      {
        outcome: 'invalid',
        issues: [
          { path: 'password', message: 'validation:passwordConditions' },
          { path: 'password', message: 'validation:tooLong' },
          { path: 'confirmPassword', message: 'validation:tooShort', params: { count: 8 } },
        ],
      },
    ]);
    actor.send({ type: 'form.submit' });
    await settle(actor);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(errors(actor)).toEqual({ password: { key: 'validation:passwordConditions' }, confirmPassword: { key: 'validation:tooShort', params: { count: 8 } } });
    // Typing then replaces the server's verdict with the local one.
    change(actor, 'password', 'Ararat#2027');
    expect(errors(actor)).toEqual({});
  });

  it('reports a failed reset and keeps the form filled, so submitting again changes the password', async () => {
    const { actor, failures, resetPassword } = await onForm([failure('timeout'), { outcome: 'changed' }]);
    actor.send({ type: 'form.submit' });
    await settle(actor);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(failures.map(String)).toEqual(['Error: timeout']);
    expect(actor.getSnapshot().context).toMatchObject({ password: 'Ararat#2027', confirmPassword: 'Ararat#2027', errors: {} });
    actor.send({ type: 'form.submit' });
    await settle(actor);
    expect(resetPassword.calls).toHaveLength(2);
    expect(actor.getSnapshot().output).toEqual({ result: 'passwordChanged' });
  });
});
