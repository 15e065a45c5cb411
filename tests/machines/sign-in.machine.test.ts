import { afterAll, describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { signInMachine, type CaptchaOutcome, type SignInOutcome } from '../../machines/auth/sign-in.machine';
import { failure, scripted } from '../support/fake-actors';
import { MachineCoverage } from '../support/machine-coverage';

const coverage = new MachineCoverage();
type Attempt = { email: string; password: string; captchaToken: string | undefined };
interface Script {
  signIn?: (SignInOutcome | Error)[];
  solveCaptcha?: (CaptchaOutcome | Error)[];
  resend?: (void | Error)[];
}

function start(script: Script = {}, input?: { email?: string }) {
  const failures: unknown[] = [];
  const signIn = scripted<SignInOutcome, Attempt>('signIn', script.signIn ?? []);
  const solveCaptcha = scripted<CaptchaOutcome>('solveCaptcha', script.solveCaptcha ?? []);
  const resendConfirmation = scripted<void, { email: string }>('resendConfirmation', script.resend ?? []);
  const machine = signInMachine.provide({
    actors: { signIn, solveCaptcha, resendConfirmation },
    actions: { notifyFailure: (_, params) => void failures.push(params.error) },
  });
  const actor = createActor(machine, { input, inspect: coverage.inspect }).start();
  return { actor, failures, signIn, solveCaptcha, resendConfirmation };
}

type Actor = ReturnType<typeof start>['actor'];
const settle = (actor: Actor) => waitFor(actor, (s) => !s.hasTag('busy'));
const fill = (actor: Actor, email: string, password: string) => {
  actor.send({ type: 'field.change', field: 'email', value: email });
  actor.send({ type: 'field.change', field: 'password', value: password });
};
async function submit(actor: Actor, email = 'ani@example.am', password = 'pw') {
  fill(actor, email, password);
  actor.send({ type: 'form.submit' });
  await settle(actor);
}
const key = (actor: Actor) => actor.getSnapshot().context.formError?.key;
const refusal = (reason: string) => `errors:USER.${reason}`;

afterAll(() => {
  console.log(coverage.report(signInMachine));
  expect(coverage.missing(signInMachine)).toEqual({ states: [], transitions: [] });
});

describe('sign-in machine', () => {
  it('starts editing without a captcha, with the e-mail it was given and nothing else', () => {
    const { actor } = start({}, { email: 'new@example.am' });
    expect(actor.getSnapshot().value).toEqual({ editing: 'noCaptcha' });
    expect(actor.getSnapshot().context).toEqual({
      email: 'new@example.am', password: '', errors: {}, formError: undefined, captchaToken: undefined, submitted: false, token: undefined,
    });
    // No captcha was asked for, so there is nothing to solve.
    expect(actor.getSnapshot().can({ type: 'captcha.verify' })).toBe(false);
  });

  it('refuses an empty or malformed form without calling the server, and revalidates as the user types once submitted', () => {
    const { actor, signIn } = start();
    // Before the first attempt typing shows no errors.
    actor.send({ type: 'field.change', field: 'email', value: 'not-an-email' });
    expect(actor.getSnapshot().context.errors).toEqual({});
    actor.send({ type: 'field.change', field: 'email', value: '' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toEqual({ editing: 'noCaptcha' });
    expect(actor.getSnapshot().context.submitted).toBe(true);
    expect(actor.getSnapshot().context.errors).toEqual({ email: { key: 'validation:required' }, password: { key: 'validation:required' } });
    actor.send({ type: 'field.change', field: 'email', value: 'not-an-email' });
    expect(actor.getSnapshot().context.errors.email?.key).toBe('validation:email');
    // A sign-in password is only required and bounded, not checked against the new-password rules.
    actor.send({ type: 'field.change', field: 'password', value: 'x' });
    expect(actor.getSnapshot().context.errors.password).toBeUndefined();
    actor.send({ type: 'field.change', field: 'password', value: 'x'.repeat(129) });
    expect(actor.getSnapshot().context.errors.password?.key).toBe('validation:tooLong');
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toEqual({ editing: 'noCaptcha' });
    expect(signIn.calls).toEqual([]);
  });

  it('signs in with what was typed, ignores the form meanwhile, forgets the password and ends with the token', async () => {
    const { actor, signIn } = start({ signIn: [{ outcome: 'signedIn', token: 'token-1' }] });
    fill(actor, 'ani@example.am', 'Yerevan#2026');
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(actor.getSnapshot().can({ type: 'form.submit' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'field.change', field: 'email', value: 'x' })).toBe(false);
    actor.send({ type: 'field.change', field: 'email', value: 'other@example.am' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.email).toBe('ani@example.am');
    await settle(actor);
    expect(signIn.calls).toEqual([{ email: 'ani@example.am', password: 'Yerevan#2026', captchaToken: undefined }]);
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ token: 'token-1' });
    expect(actor.getSnapshot().context.password).toBe('');
  });

  it('shows wrong credentials above the form without asking for a captcha, and typing clears the message', async () => {
    const { actor } = start({ signIn: [{ outcome: 'invalidCredentials', captchaRequired: false }] });
    await submit(actor);
    expect(actor.getSnapshot().value).toEqual({ editing: 'noCaptcha' });
    expect(key(actor)).toBe(refusal('INVALID_CREDENTIALS'));
    expect(actor.getSnapshot().context.errors).toEqual({});
    expect(actor.getSnapshot().can({ type: 'captcha.verify' })).toBe(false);
    actor.send({ type: 'field.change', field: 'password', value: 'pw2' });
    expect(key(actor)).toBeUndefined();
  });

  it.each<{ when: string; answer: SignInOutcome; reason: string }>([
    { when: 'wrong credentials with a captcha now required', answer: { outcome: 'invalidCredentials', captchaRequired: true }, reason: 'INVALID_CREDENTIALS' },
    { when: 'a captcha is required', answer: { outcome: 'captchaRequired' }, reason: 'CAPTCHA_REQUIRED' },
    { when: 'the captcha pass was invalid', answer: { outcome: 'captchaInvalid' }, reason: 'CAPTCHA_INVALID' },
  ])('asks for a captcha, saying $reason, when the server answers $when', async ({ answer, reason }) => {
    const { actor } = start({ signIn: [answer] });
    await submit(actor);
    expect(actor.getSnapshot().value).toEqual({ editing: 'captchaRequired' });
    expect(key(actor)).toBe(refusal(reason));
    expect(actor.getSnapshot().can({ type: 'captcha.verify' })).toBe(true);
  });

  it('with a captcha required, refuses a valid form until it is solved but still shows field errors first', async () => {
    const { actor, signIn } = start({ signIn: [{ outcome: 'captchaRequired' }] });
    await submit(actor);
    actor.send({ type: 'field.change', field: 'password', value: 'again' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toEqual({ editing: 'captchaRequired' });
    expect(key(actor)).toBe(refusal('CAPTCHA_REQUIRED'));
    // An invalid form is answered with its field errors, not with the captcha message.
    actor.send({ type: 'field.change', field: 'password', value: '' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({ password: { key: 'validation:required' } });
    expect(key(actor)).toBeUndefined();
    expect(actor.getSnapshot().value).toEqual({ editing: 'captchaRequired' });
    expect(signIn.calls).toHaveLength(1);
  });

  it('keeps a solved captcha pass for the next attempt only, and drops it when that attempt is refused', async () => {
    const { actor, signIn, solveCaptcha } = start({
      signIn: [{ outcome: 'captchaRequired' }, { outcome: 'invalidCredentials', captchaRequired: true }, { outcome: 'invalidCredentials', captchaRequired: false }],
      solveCaptcha: [{ outcome: 'verified', captchaToken: 'pass-1' }, { outcome: 'verified', captchaToken: 'pass-2' }],
    });
    await submit(actor);
    actor.send({ type: 'captcha.verify' });
    expect(actor.getSnapshot().value).toBe('verifyingCaptcha');
    await settle(actor);
    expect(actor.getSnapshot().value).toEqual({ editing: 'captchaVerified' });
    expect(actor.getSnapshot().context.captchaToken).toBe('pass-1');
    expect(key(actor)).toBeUndefined();
    // Solved once, there is nothing more to solve.
    expect(actor.getSnapshot().can({ type: 'captcha.verify' })).toBe(false);
    actor.send({ type: 'form.submit' });
    await settle(actor);
    expect(signIn.calls[1]).toEqual({ email: 'ani@example.am', password: 'pw', captchaToken: 'pass-1' });
    expect(actor.getSnapshot().value).toEqual({ editing: 'captchaRequired' });
    expect(actor.getSnapshot().context.captchaToken).toBeUndefined();
    expect(key(actor)).toBe(refusal('INVALID_CREDENTIALS'));
    actor.send({ type: 'captcha.verify' });
    await settle(actor);
    actor.send({ type: 'form.submit' });
    await settle(actor);
    expect(signIn.calls[2]?.captchaToken).toBe('pass-2');
    expect(actor.getSnapshot().value).toEqual({ editing: 'noCaptcha' });
    expect(actor.getSnapshot().context.captchaToken).toBeUndefined();
    expect(solveCaptcha.calls).toHaveLength(2);
  });

  it('leaves the captcha required when the check refuses it or fails, reporting only the failure', async () => {
    const { actor, failures } = start({ signIn: [{ outcome: 'captchaRequired' }], solveCaptcha: [{ outcome: 'invalid' }, failure('solver crashed')] });
    await submit(actor);
    actor.send({ type: 'captcha.verify' });
    await settle(actor);
    expect(actor.getSnapshot().value).toEqual({ editing: 'captchaRequired' });
    expect(key(actor)).toBe(refusal('CAPTCHA_INVALID'));
    expect(failures).toEqual([]);
    actor.send({ type: 'captcha.verify' });
    await settle(actor);
    expect(actor.getSnapshot().value).toEqual({ editing: 'captchaRequired' });
    expect(actor.getSnapshot().context.captchaToken).toBeUndefined();
    expect(failures.map(String)).toEqual(['Error: solver crashed']);
  });

  it("marks the fields the server refused, keeping a captcha pass the server did not spend", async () => {
    const { actor } = start({
      signIn: [{ outcome: 'captchaRequired' }, { outcome: 'invalid', issues: [{ path: 'email', message: 'validation:email' }, { path: 'email', message: 'validation:tooLong' }] }],
      solveCaptcha: [{ outcome: 'verified', captchaToken: 'pass-1' }],
    });
    await submit(actor);
    actor.send({ type: 'captcha.verify' });
    await settle(actor);
    actor.send({ type: 'form.submit' });
    await settle(actor);
    expect(actor.getSnapshot().value).toEqual({ editing: 'noCaptcha' });
    // The first issue of a field is the one shown.
    expect(actor.getSnapshot().context.errors).toEqual({ email: { key: 'validation:email' } });
    expect(actor.getSnapshot().context.captchaToken).toBe('pass-1');
  });

  it('reports a failed attempt and returns to the form with what was typed, ready to try again', async () => {
    const { actor, failures, signIn } = start({ signIn: [failure('timeout'), { outcome: 'signedIn', token: 'token-2' }] });
    await submit(actor, 'ani@example.am', 'Yerevan#2026');
    expect(actor.getSnapshot().value).toEqual({ editing: 'noCaptcha' });
    expect(failures.map(String)).toEqual(['Error: timeout']);
    expect(actor.getSnapshot().context).toMatchObject({ email: 'ani@example.am', password: 'Yerevan#2026', formError: undefined });
    actor.send({ type: 'form.submit' });
    await settle(actor);
    expect(signIn.calls).toHaveLength(2);
    expect(actor.getSnapshot().output).toEqual({ token: 'token-2' });
  });

  it('offers to resend the confirmation to the typed address for an unconfirmed e-mail, accepting only resend and edit', async () => {
    const { actor, failures, resendConfirmation } = start({ signIn: [{ outcome: 'emailNotConfirmed' }, { outcome: 'emailNotConfirmed' }], resend: [failure(), undefined] });
    await submit(actor, 'ani@example.am', 'pw');
    expect(actor.getSnapshot().value).toBe('emailNotConfirmed');
    const snapshot = actor.getSnapshot();
    expect(snapshot.can({ type: 'confirmation.resend' })).toBe(true);
    expect(snapshot.can({ type: 'form.edit' })).toBe(true);
    expect(snapshot.can({ type: 'form.submit' })).toBe(false);
    expect(snapshot.can({ type: 'captcha.verify' })).toBe(false);
    actor.send({ type: 'field.change', field: 'email', value: 'other@example.am' });
    expect(actor.getSnapshot().context.email).toBe('ani@example.am');
    // A failed resend is reported and offered again.
    actor.send({ type: 'confirmation.resend' });
    await settle(actor);
    expect(actor.getSnapshot().value).toBe('emailNotConfirmed');
    expect(failures).toHaveLength(1);
    actor.send({ type: 'confirmation.resend' });
    await settle(actor);
    expect(actor.getSnapshot().value).toBe('confirmationResent');
    expect(resendConfirmation.calls).toEqual([{ email: 'ani@example.am' }, { email: 'ani@example.am' }]);
    // Once resent, it is not offered again; editing returns to the form as it was.
    expect(actor.getSnapshot().can({ type: 'confirmation.resend' })).toBe(false);
    actor.send({ type: 'form.edit' });
    expect(actor.getSnapshot().value).toEqual({ editing: 'noCaptcha' });
    expect(actor.getSnapshot().context).toMatchObject({ email: 'ani@example.am', password: 'pw' });
    actor.send({ type: 'form.submit' });
    await settle(actor);
    actor.send({ type: 'form.edit' });
    expect(actor.getSnapshot().value).toEqual({ editing: 'noCaptcha' });
    expect(resendConfirmation.calls).toHaveLength(2);
  });
});
