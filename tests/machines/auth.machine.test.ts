import { afterAll, describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import type { Profile } from '../../api/contract/account';
import { authMachine, type EmailConfirmOutcome, type ProfileOutcome, type ResetLinkOutcome, type SignInIntent } from '../../machines/auth/auth.machine';
import { passwordResetMachine, type LinkCheckOutcome, type ResetOutcome } from '../../machines/auth/password-reset.machine';
import { signInMachine, type CaptchaOutcome, type SignInOutcome } from '../../machines/auth/sign-in.machine';
import { signUpMachine, type SignUpOutcome } from '../../machines/auth/sign-up.machine';
import { failure, scripted } from '../support/fake-actors';
import { MachineCoverage } from '../support/machine-coverage';

const coverage = new MachineCoverage();
afterAll(() => {
  for (const machine of [authMachine, signInMachine, signUpMachine, passwordResetMachine]) {
    console.log(coverage.report(machine));
    expect(coverage.missing(machine), machine.id).toEqual({ states: [], transitions: [] });
  }
});

const profile: Profile = { id: 'u1', email: 'ani@example.am', firstName: 'Ani', lastName: 'Petrosyan', phoneNumber: null, status: 'notIdentified' };
const signedIn: SignInOutcome = { outcome: 'signedIn', token: 'token-1' };
const validSignUp = { firstName: 'Ani', lastName: 'Petrosyan', email: 'ani@example.am', password: 'Secret#123', confirmPassword: 'Secret#123' };

interface Script {
  profile?: (ProfileOutcome | Error)[];
  signOut?: (void | Error)[];
  confirmEmail?: (EmailConfirmOutcome | Error)[];
  sendResetLink?: (ResetLinkOutcome | Error)[];
  signIn?: (SignInOutcome | Error)[];
  solveCaptcha?: (CaptchaOutcome | Error)[];
  resendConfirmation?: (void | Error)[];
  signUp?: (SignUpOutcome | Error)[];
  checkResetLink?: (LinkCheckOutcome | Error)[];
  resetPassword?: (ResetOutcome | Error)[];
  addFavourites?: (void | Error)[];
}

/** The auth machine with its real child machines, every actor faked from a script, every effect recorded. */
function start(script: Script, hasStoredToken = false, intent?: SignInIntent) {
  const effects: string[] = [];
  const record = (name: string) => () => void effects.push(name);
  const notifyFailure = () => void effects.push('notifyFailure');
  const signIn = scripted<SignInOutcome, { email: string; password: string; captchaToken: string | undefined }>('signIn', script.signIn ?? []);
  const machine = authMachine.provide({
    actors: {
      fetchProfile: scripted('fetchProfile', script.profile ?? []),
      addFavourites: scripted('addFavourites', script.addFavourites ?? []),
      signOut: scripted('signOut', script.signOut ?? []),
      confirmEmail: scripted('confirmEmail', script.confirmEmail ?? []),
      sendResetLink: scripted('sendResetLink', script.sendResetLink ?? []),
      signInFlow: signInMachine.provide({
        actors: { signIn, solveCaptcha: scripted('solveCaptcha', script.solveCaptcha ?? []), resendConfirmation: scripted('resend', script.resendConfirmation ?? []) },
        actions: { notifyFailure },
      }),
      signUpFlow: signUpMachine.provide({ actors: { signUp: scripted('signUp', script.signUp ?? []) }, actions: { notifyFailure } }),
      passwordResetFlow: passwordResetMachine.provide({
        actors: { checkResetLink: scripted('checkResetLink', script.checkResetLink ?? []), resetPassword: scripted('resetPassword', script.resetPassword ?? []) },
        actions: { notifyFailure },
      }),
    },
    actions: {
      storeToken: (_, params) => void effects.push(`storeToken:${params.token}`),
      clearSession: record('clearSession'),
      clearUserData: record('clearUserData'),
      refreshUserData: record('refreshUserData'),
      storeIntent: (_, params) => void effects.push(`storeIntent:${params.intent.next?.kind ?? '-'}/${params.intent.favourites.length}`),
      navigateToProperty: (_, params) => void effects.push(`navigateToProperty:${params.property.marketType}:${params.property.apartmentId}`),
      navigateHome: record('navigateHome'),
      navigateToApply: record('navigateToApply'),
      navigateToInvitation: (_, params) => void effects.push(`navigateToInvitation:${params.token}`),
      notify: (_, params) => void effects.push(`notify:${params.key}`),
      notifyFailure,
    },
  });
  const actor = createActor(machine, { input: { hasStoredToken, ...(intent ? { intent } : {}) }, inspect: coverage.inspect }).start();
  const child = <T = unknown>(id: string) => actor.getSnapshot().children[id] as unknown as T;
  return { actor, effects, signIn, child };
}

type Auth = ReturnType<typeof start>['actor'];
const isBusy = (actor: Auth) =>
  actor.getSnapshot().hasTag('busy') ||
  Object.values(actor.getSnapshot().children).some((c) => (c?.getSnapshot() as { hasTag?: (t: string) => boolean }).hasTag?.('busy'));
/** Lets the fake actors answer: a child's progress does not change the parent's snapshot, so poll. */
async function idle(actor: Auth) {
  for (let i = 0; i < 50; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    if (!isBusy(actor)) return;
  }
  throw new Error('the machine stayed busy');
}
const dialog = (actor: Auth) => (actor.getSnapshot().value as { dialog: unknown }).dialog;
/** The session region's top state ('signedIn' whatever it is doing inside). */
const session = (actor: Auth) => {
  const value = (actor.getSnapshot().value as { session: string | Record<string, unknown> }).session;
  return typeof value === 'string' ? value : Object.keys(value)[0];
};
type ChildRef = { send: (event: { type: string; [key: string]: unknown }) => void; getSnapshot: () => SnapshotFrom<typeof signInMachine> };

function fill(ref: ChildRef, fields: Record<string, string>) {
  for (const [field, value] of Object.entries(fields)) ref.send({ type: 'field.change', field, value });
}

describe('session', () => {
  it('starts signed out without a stored token', () => {
    const { actor } = start({});
    expect(session(actor)).toBe('signedOut');
    expect(dialog(actor)).toBe('closed');
  });

  it('restores a stored session by loading the profile, then signs out and clears it', async () => {
    const { actor, effects } = start({ profile: [{ outcome: 'profile', profile }], signOut: [undefined] }, true);
    await idle(actor);
    expect(session(actor)).toBe('signedIn');
    expect(actor.getSnapshot().context.profile).toEqual(profile);
    expect(effects).toContain('refreshUserData');
    actor.send({ type: 'session.signOut' });
    await idle(actor);
    expect(session(actor)).toBe('signedOut');
    expect(actor.getSnapshot().context.profile).toBeUndefined();
    expect(effects).toContain('clearSession');
  });

  it('ends the session locally even when revoking fails, and after a 401', async () => {
    const { actor, effects } = start({ profile: [{ outcome: 'profile', profile }, { outcome: 'profile', profile }], signOut: [failure()] }, true);
    await idle(actor);
    actor.send({ type: 'profile.refresh' });
    await idle(actor);
    expect(session(actor)).toBe('signedIn');
    actor.send({ type: 'session.signOut' });
    await idle(actor);
    expect(session(actor)).toBe('signedOut');
    const second = start({ profile: [{ outcome: 'profile', profile }] }, true);
    await idle(second.actor);
    second.actor.send({ type: 'session.expired' });
    expect(session(second.actor)).toBe('signedOut');
    expect(second.effects).toContain('clearSession');
    expect(effects.filter((e) => e === 'clearSession')).toHaveLength(1);
  });

  it('drops a stored token the server no longer knows, or cannot check', async () => {
    const { actor, effects } = start({ profile: [{ outcome: 'unauthorized' }] }, true);
    await idle(actor);
    expect(session(actor)).toBe('signedOut');
    expect(effects).toEqual(['clearSession']);
    const broken = start({ profile: [failure()] }, true);
    await idle(broken.actor);
    expect(session(broken.actor)).toBe('signedOut');
    expect(broken.effects).toEqual(['clearSession', 'notifyFailure']);
  });
});

describe('sign-in', () => {
  it('validates locally, signs in, stores the token and loads the profile', async () => {
    const { actor, effects, child, signIn } = start({ signIn: [signedIn], profile: [{ outcome: 'profile', profile }] });
    actor.send({ type: 'signIn.open' });
    expect(dialog(actor)).toBe('signIn');
    const flow = child<ChildRef>('signInFlow');
    flow.send({ type: 'form.submit' });
    expect(flow.getSnapshot().context.errors.email?.key).toBe('validation:required');
    fill(flow, { email: 'not-an-email', password: 'x' });
    expect(flow.getSnapshot().context.errors.email?.key).toBe('validation:email');
    fill(flow, { email: 'Ani@Example.am' });
    flow.send({ type: 'form.submit' });
    await idle(actor);
    expect(signIn.calls).toEqual([{ email: 'Ani@Example.am', password: 'x', captchaToken: undefined }]);
    expect(dialog(actor)).toBe('closed');
    expect(session(actor)).toBe('signedIn');
    // A new sign-in starts from no cached personal data: the last person's must not show.
    expect(effects).toEqual(['storeToken:token-1', 'clearUserData', 'refreshUserData']);
  });

  it('asks for the captcha after repeated failures and sends its pass with the next attempt', async () => {
    const { actor, child, signIn } = start({
      signIn: [{ outcome: 'invalidCredentials', captchaRequired: false }, { outcome: 'invalidCredentials', captchaRequired: true }, signedIn],
      solveCaptcha: [{ outcome: 'invalid' }, failure(), { outcome: 'verified', captchaToken: 'pass-1' }],
      profile: [{ outcome: 'profile', profile }],
    });
    actor.send({ type: 'signIn.open' });
    const flow = child<ChildRef>('signInFlow');
    fill(flow, { email: 'ani@example.am', password: 'wrong' });
    flow.send({ type: 'form.submit' });
    await idle(actor);
    expect(flow.getSnapshot().value).toEqual({ editing: 'noCaptcha' });
    expect(flow.getSnapshot().context.formError?.key).toBe('errors:USER.INVALID_CREDENTIALS');
    flow.send({ type: 'form.submit' });
    await idle(actor);
    expect(flow.getSnapshot().value).toEqual({ editing: 'captchaRequired' });
    // Submitting before solving the captcha is refused locally.
    flow.send({ type: 'form.submit' });
    expect(flow.getSnapshot().context.formError?.key).toBe('errors:USER.CAPTCHA_REQUIRED');
    expect(signIn.calls).toHaveLength(2);
    flow.send({ type: 'captcha.verify' });
    await idle(actor);
    expect(flow.getSnapshot().context.formError?.key).toBe('errors:USER.CAPTCHA_INVALID');
    flow.send({ type: 'captcha.verify' });
    await idle(actor);
    expect(flow.getSnapshot().value).toEqual({ editing: 'captchaRequired' });
    flow.send({ type: 'captcha.verify' });
    await idle(actor);
    expect(flow.getSnapshot().value).toEqual({ editing: 'captchaVerified' });
    fill(flow, { password: 'Right#123' });
    flow.send({ type: 'form.submit' });
    await idle(actor);
    expect(signIn.calls[2]).toEqual({ email: 'ani@example.am', password: 'Right#123', captchaToken: 'pass-1' });
    expect(session(actor)).toBe('signedIn');
  });

  it('maps each server refusal to its message and state', async () => {
    const { actor, child } = start({
      signIn: [{ outcome: 'captchaRequired' }, { outcome: 'captchaInvalid' }, { outcome: 'invalid', issues: [{ path: 'email', message: 'validation:email' }] }, failure()],
    });
    actor.send({ type: 'signIn.open' });
    const flow = child<ChildRef>('signInFlow');
    fill(flow, { email: 'ani@example.am', password: 'pw' });
    flow.send({ type: 'form.submit' });
    await idle(actor);
    expect(flow.getSnapshot().context.formError?.key).toBe('errors:USER.CAPTCHA_REQUIRED');
    const second = start({ signIn: [{ outcome: 'captchaInvalid' }, { outcome: 'invalid', issues: [{ path: 'email', message: 'validation:email' }] }, failure()] });
    second.actor.send({ type: 'signIn.open' });
    const flow2 = second.child<ChildRef>('signInFlow');
    fill(flow2, { email: 'ani@example.am', password: 'pw' });
    flow2.send({ type: 'form.submit' });
    await idle(second.actor);
    expect(flow2.getSnapshot().context.formError?.key).toBe('errors:USER.CAPTCHA_INVALID');
    const third = start({ signIn: [{ outcome: 'invalid', issues: [{ path: 'email', message: 'validation:email' }] }, failure()] });
    third.actor.send({ type: 'signIn.open' });
    const flow3 = third.child<ChildRef>('signInFlow');
    fill(flow3, { email: 'ani@example.am', password: 'pw' });
    flow3.send({ type: 'form.submit' });
    await idle(third.actor);
    expect(flow3.getSnapshot().context.errors.email?.key).toBe('validation:email');
    flow3.send({ type: 'form.submit' });
    await idle(third.actor);
    expect(flow3.getSnapshot().value).toEqual({ editing: 'noCaptcha' });
    expect(third.effects).toContain('notifyFailure');
  });

  it('offers to resend the confirmation for an unconfirmed e-mail', async () => {
    const { actor, child } = start({ signIn: [{ outcome: 'emailNotConfirmed' }, { outcome: 'emailNotConfirmed' }], resendConfirmation: [failure(), undefined] });
    actor.send({ type: 'signIn.open' });
    const flow = child<ChildRef>('signInFlow');
    fill(flow, { email: 'ani@example.am', password: 'pw' });
    flow.send({ type: 'form.submit' });
    await idle(actor);
    expect(flow.getSnapshot().value).toBe('emailNotConfirmed');
    flow.send({ type: 'confirmation.resend' });
    await idle(actor);
    expect(flow.getSnapshot().value).toBe('emailNotConfirmed');
    flow.send({ type: 'confirmation.resend' });
    await idle(actor);
    expect(flow.getSnapshot().value).toBe('confirmationResent');
    flow.send({ type: 'form.edit' });
    expect(flow.getSnapshot().value).toEqual({ editing: 'noCaptcha' });
    flow.send({ type: 'form.submit' });
    await idle(actor);
    expect(flow.getSnapshot().value).toBe('emailNotConfirmed');
    flow.send({ type: 'form.edit' });
    expect(flow.getSnapshot().value).toEqual({ editing: 'noCaptcha' });
  });

  it('moves between the account dialogs and closes', () => {
    const { actor } = start({});
    actor.send({ type: 'signIn.open' });
    actor.send({ type: 'signUp.open' });
    expect(dialog(actor)).toBe('signUp');
    actor.send({ type: 'signIn.open' });
    actor.send({ type: 'forgotPassword.open' });
    expect(dialog(actor)).toEqual({ forgotPassword: 'editing' });
    actor.send({ type: 'dialog.close' });
    expect(dialog(actor)).toBe('closed');
    actor.send({ type: 'signIn.open' });
    actor.send({ type: 'forgotPassword.open' });
    actor.send({ type: 'signIn.open' });
    actor.send({ type: 'dialog.close' });
    expect(dialog(actor)).toBe('closed');
    actor.send({ type: 'signUp.open' });
    actor.send({ type: 'dialog.close' });
    // `?resetPassword=true` without a link opens the forgot-password dialog directly.
    actor.send({ type: 'forgotPassword.open' });
    expect(dialog(actor)).toEqual({ forgotPassword: 'editing' });
  });

  it('apply while signed out opens sign-in first, then goes to apply; signed in it goes at once', async () => {
    const { actor, effects, child } = start({ signIn: [signedIn], profile: [{ outcome: 'profile', profile }] });
    actor.send({ type: 'apply.request' });
    expect(dialog(actor)).toBe('signIn');
    const flow = child<ChildRef>('signInFlow');
    fill(flow, { email: 'ani@example.am', password: 'Right#123' });
    flow.send({ type: 'form.submit' });
    await idle(actor);
    expect(effects).toEqual(['storeIntent:apply/0', 'storeToken:token-1', 'clearUserData', 'refreshUserData', 'storeIntent:-/0', 'navigateToApply']);
    expect(actor.getSnapshot().context.intent).toEqual({ next: null, favourites: [] });
    actor.send({ type: 'apply.request' });
    expect(effects.filter((e) => e === 'navigateToApply')).toHaveLength(2);
    // Signed in, the account dialogs do not open.
    for (const type of ['signIn.open', 'signUp.open', 'forgotPassword.open'] as const) actor.send({ type });
    expect(dialog(actor)).toBe('closed');
  });
});

describe('what a visitor chose while signed out', () => {
  const flat = { marketType: '0', apartmentId: 101, deal: 'sale' } as const;
  const listing = { marketType: '1', apartmentId: 202 } as const;

  async function signInThrough(actor: Auth, child: <T>(id: string) => T) {
    const flow = child<ChildRef>('signInFlow');
    fill(flow, { email: 'ani@example.am', password: 'Right#123' });
    flow.send({ type: 'form.submit' });
    await idle(actor);
  }

  it('a booking chosen signed out opens sign-in, leads to the property after it, and stays until the property acts on it', async () => {
    const { actor, effects, child } = start({ signIn: [signedIn], profile: [{ outcome: 'profile', profile }, { outcome: 'profile', profile }] });
    actor.send({ type: 'book.request', property: flat });
    expect(dialog(actor)).toBe('signIn');
    await signInThrough(actor, child);
    expect(effects).toEqual(['storeIntent:book/0', 'storeToken:token-1', 'clearUserData', 'refreshUserData', 'navigateToProperty:0:101']);
    // A refreshed profile is not a new sign-in: it does not lead anywhere again.
    actor.send({ type: 'profile.refresh' });
    await idle(actor);
    expect(effects.filter((e) => e.startsWith('navigateToProperty'))).toHaveLength(1);
    // Another property's machine cannot spend this intent; this property's can.
    actor.send({ type: 'intent.done', property: { marketType: '1', apartmentId: 101 } });
    expect(actor.getSnapshot().context.intent.next?.kind).toBe('book');
    actor.send({ type: 'intent.done', property: flat });
    expect(actor.getSnapshot().context.intent.next).toBeNull();
    expect(effects.at(-1)).toBe('storeIntent:-/0');
  });

  it('closing sign-in keeps a chosen booking and favourites but withdraws "apply"', async () => {
    const { actor, effects } = start({});
    actor.send({ type: 'book.request', property: flat });
    actor.send({ type: 'dialog.close' });
    expect(actor.getSnapshot().context.intent.next?.kind).toBe('book');
    actor.send({ type: 'apply.request' });
    actor.send({ type: 'dialog.close' });
    expect(actor.getSnapshot().context.intent.next).toBeNull();
    expect(effects).toEqual(['storeIntent:book/0', 'storeIntent:book/0', 'storeIntent:apply/0', 'storeIntent:-/0']);
  });

  it('favourites chosen signed out are added at sign-in, once; a failure keeps them for the next sign-in', async () => {
    const { actor, effects, child } = start({ signIn: [signedIn], profile: [{ outcome: 'profile', profile }], addFavourites: [failure()] });
    actor.send({ type: 'favourite.request', property: listing });
    actor.send({ type: 'favourite.request', property: listing });
    expect(actor.getSnapshot().context.intent.favourites).toEqual([listing]);
    expect(dialog(actor)).toBe('signIn');
    await signInThrough(actor, child);
    expect(actor.getSnapshot().value).toMatchObject({ session: { signedIn: 'ready' } });
    expect(actor.getSnapshot().context.intent.favourites).toEqual([listing]);

    const later = start({ profile: [{ outcome: 'profile', profile }], addFavourites: [undefined] }, true, { next: null, favourites: [listing] });
    await idle(later.actor);
    expect(later.actor.getSnapshot().context.intent.favourites).toEqual([]);
    expect(later.effects).toEqual(['refreshUserData', 'storeIntent:-/0', 'refreshUserData']);
    expect(effects).not.toContain('navigateToProperty');
  });

  it('a stored booking intent survives a new tab: signing in there leads to the property', async () => {
    const { actor, effects, child } = start({ signIn: [signedIn], profile: [{ outcome: 'profile', profile }] }, false, { next: { kind: 'book', property: flat }, favourites: [] });
    actor.send({ type: 'signIn.open' });
    await signInThrough(actor, child);
    expect(effects).toContain('navigateToProperty:0:101');
  });

  it('an invitation link opened signed out is kept through sign-in (closing the dialog keeps it too), then leads to the invitation once; signed in it is not kept', async () => {
    const token = 'c'.repeat(43);
    const { actor, effects, child } = start({ signIn: [signedIn], profile: [{ outcome: 'profile', profile }, { outcome: 'profile', profile }] });
    actor.send({ type: 'coApplicant.request', token });
    expect(actor.getSnapshot().context.intent.next).toEqual({ kind: 'coApplicant', token });
    actor.send({ type: 'signIn.open' });
    actor.send({ type: 'dialog.close' });
    expect(actor.getSnapshot().context.intent.next).toEqual({ kind: 'coApplicant', token });
    actor.send({ type: 'signIn.open' });
    await signInThrough(actor, child);
    expect(effects.filter((e) => e.startsWith('navigateToInvitation') || e.startsWith('storeIntent'))).toEqual([
      'storeIntent:coApplicant/0',
      'storeIntent:coApplicant/0',
      `navigateToInvitation:${token}`,
      'storeIntent:-/0',
    ]);
    expect(actor.getSnapshot().context.intent.next).toBeNull();
    // Signed in, the marker is no intent: the invitation page answers it at once.
    actor.send({ type: 'coApplicant.request', token });
    actor.send({ type: 'profile.refresh' });
    await idle(actor);
    expect(actor.getSnapshot().context.intent.next).toBeNull();
    expect(effects.filter((e) => e.startsWith('navigateToInvitation'))).toHaveLength(1);
  });

  it('a stored invitation survives the confirmation link\'s new tab: signing in there leads to the invitation', async () => {
    const token = 'd'.repeat(43);
    const { actor, effects, child } = start({ signIn: [signedIn], profile: [{ outcome: 'profile', profile }] }, false, { next: { kind: 'coApplicant', token }, favourites: [] });
    actor.send({ type: 'signIn.open' });
    await signInThrough(actor, child);
    expect(effects).toContain(`navigateToInvitation:${token}`);
  });

  it('signing out forgets what is left of the intent, so the next person starts clean', async () => {
    const { actor, effects } = start({ profile: [{ outcome: 'profile', profile }], signOut: [undefined] }, true, { next: { kind: 'book', property: flat }, favourites: [] });
    await idle(actor);
    actor.send({ type: 'session.signOut' });
    await idle(actor);
    expect(actor.getSnapshot().context.intent).toEqual({ next: null, favourites: [] });
    expect(effects.slice(-2)).toEqual(['clearSession', 'storeIntent:-/0']);
  });

  it('another tab signing in or out reloads the profile after dropping the personal data', async () => {
    const { actor, effects } = start({ profile: [{ outcome: 'profile', profile }, { outcome: 'profile', profile: { ...profile, id: 'u2' } }, { outcome: 'unauthorized' }] }, true);
    await idle(actor);
    actor.send({ type: 'session.changed' });
    await idle(actor);
    expect(actor.getSnapshot().context.profile?.id).toBe('u2');
    actor.send({ type: 'session.changed' });
    await idle(actor);
    expect(session(actor)).toBe('signedOut');
    expect(effects).toEqual(['refreshUserData', 'clearUserData', 'refreshUserData', 'clearUserData', 'clearSession']);
    // Signed out here, a sign-in in another tab is picked up too.
    const out = start({ profile: [{ outcome: 'profile', profile }] });
    out.actor.send({ type: 'session.changed' });
    await idle(out.actor);
    expect(session(out.actor)).toBe('signedIn');
  });
});

describe('sign-up', () => {
  it('checks every field, then registers and shows the success modal', async () => {
    const { actor, effects, child } = start({ signUp: [{ outcome: 'duplicateEmail' }, { outcome: 'invalid', issues: [{ path: 'firstName', message: 'validation:latinName' }] }, failure(), { outcome: 'registered', email: 'ani@example.am' }] });
    actor.send({ type: 'signUp.open' });
    const flow = child<ChildRef>('signUpFlow');
    flow.send({ type: 'form.submit' });
    const errors = flow.getSnapshot().context.errors as Record<string, { key: string }>;
    expect(errors.firstName?.key).toBe('validation:required');
    expect(errors.terms?.key).toBe('validation:termsRequired');
    fill(flow, { ...validSignUp, password: 'weak', confirmPassword: 'other' });
    expect((flow.getSnapshot().context.errors as Record<string, { key: string }>).password?.key).toBe('validation:passwordConditions');
    fill(flow, { password: validSignUp.password, confirmPassword: 'Secret#124' });
    flow.send({ type: 'terms.toggle', checked: true });
    expect((flow.getSnapshot().context.errors as Record<string, { key: string }>).confirmPassword?.key).toBe('validation:passwordsMismatch');
    fill(flow, { confirmPassword: validSignUp.confirmPassword });
    flow.send({ type: 'form.submit' });
    await idle(actor);
    expect((flow.getSnapshot().context.errors as Record<string, { key: string }>).email?.key).toBe('errors:USER.DUPLICATE_USER_NAME');
    flow.send({ type: 'form.submit' });
    await idle(actor);
    expect((flow.getSnapshot().context.errors as Record<string, { key: string }>).firstName?.key).toBe('validation:latinName');
    flow.send({ type: 'form.submit' });
    await idle(actor);
    expect(effects).toEqual(['notifyFailure']);
    flow.send({ type: 'form.submit' });
    await idle(actor);
    expect(dialog(actor)).toBe('registrationSuccess');
    expect(actor.getSnapshot().context.registrationEmail).toBe('ani@example.am');
    actor.send({ type: 'registrationSuccess.goHome' });
    expect(dialog(actor)).toBe('closed');
    expect(effects).toContain('navigateHome');
  });

  it('the registration-success modal can simply be closed, and sign-in then offers the new e-mail', async () => {
    const { actor, child } = start({ signUp: [{ outcome: 'registered', email: 'new@example.am' }] });
    actor.send({ type: 'signUp.open' });
    const flow = child<ChildRef>('signUpFlow');
    fill(flow, validSignUp);
    flow.send({ type: 'terms.toggle', checked: true });
    flow.send({ type: 'form.submit' });
    await idle(actor);
    actor.send({ type: 'dialog.close' });
    expect(dialog(actor)).toBe('closed');
    actor.send({ type: 'signIn.open' });
    expect(child<ChildRef>('signInFlow').getSnapshot().context.email).toBe('new@example.am');
  });
});

describe('e-mail confirmation link', () => {
  it('confirms and opens sign-in with a notice and the confirmed address filled in', async () => {
    const { actor } = start({ confirmEmail: [{ outcome: 'confirmed', email: 'anna@example.am' }] });
    actor.send({ type: 'link.confirmEmail', userId: 'u1', token: 't' });
    await idle(actor);
    expect(dialog(actor)).toBe('signIn');
    expect(actor.getSnapshot().context.notice).toBe('auth:notice.emailConfirmed');
    // The mailed link's new tab knows nothing of the sign-up: the address comes from the server's answer.
    const signIn = actor.getSnapshot().children.signInFlow as { getSnapshot(): { context: { email: string } } } | undefined;
    expect(signIn?.getSnapshot().context.email).toBe('anna@example.am');
  });

  it("says 'The link is not active' for a used link, and reports a failure", async () => {
    const { actor, effects } = start({ confirmEmail: [{ outcome: 'inactive' }, failure()] });
    actor.send({ type: 'link.confirmEmail', userId: 'u1', token: 't' });
    await idle(actor);
    expect(dialog(actor)).toBe('closed');
    expect(effects).toEqual(['notify:errors:USER.LINK_NOT_ACTIVE']);
    actor.send({ type: 'link.confirmEmail', userId: 'u1', token: 't' });
    await idle(actor);
    expect(effects).toEqual(['notify:errors:USER.LINK_NOT_ACTIVE', 'notifyFailure']);
  });
});

describe('forgot and reset password', () => {
  it('mails the link, or says the user is not found', async () => {
    const { actor, effects } = start({ sendResetLink: [{ outcome: 'userNotFound' }, failure(), { outcome: 'sent' }] });
    actor.send({ type: 'signIn.open' });
    actor.send({ type: 'forgotPassword.open' });
    actor.send({ type: 'forgotPassword.submit' });
    expect(actor.getSnapshot().context.forgotError?.key).toBe('validation:required');
    actor.send({ type: 'forgotPassword.change', value: 'nobody@example.am' });
    expect(actor.getSnapshot().context.forgotError).toBeUndefined();
    actor.send({ type: 'forgotPassword.submit' });
    await idle(actor);
    expect(actor.getSnapshot().context.forgotError?.key).toBe('errors:USER.USER_NOT_FOUND');
    actor.send({ type: 'forgotPassword.submit' });
    await idle(actor);
    expect(effects).toEqual(['notifyFailure']);
    actor.send({ type: 'forgotPassword.submit' });
    await idle(actor);
    expect(dialog(actor)).toBe('linkSent');
    actor.send({ type: 'dialog.close' });
    expect(dialog(actor)).toBe('closed');
  });

  it('checks the link, takes the new password, then offers sign-in', async () => {
    const { actor, child } = start({
      checkResetLink: [{ outcome: 'valid', email: 'ani@example.am' }],
      resetPassword: [{ outcome: 'invalid', issues: [{ path: 'password', message: 'validation:passwordConditions' }] }, failure(), { outcome: 'changed' }],
    });
    actor.send({ type: 'link.resetPassword', userId: '8d7f1c1e-0000-4000-8000-000000000001', token: 'a'.repeat(43) });
    await idle(actor);
    const flow = child<ChildRef>('passwordResetFlow');
    expect(flow.getSnapshot().value).toBe('editing');
    flow.send({ type: 'form.submit' });
    expect((flow.getSnapshot().context.errors as Record<string, { key: string }>).password?.key).toBe('validation:required');
    fill(flow, { password: 'New#Pass1', confirmPassword: 'New#Pass2' });
    expect((flow.getSnapshot().context.errors as Record<string, { key: string }>).confirmPassword?.key).toBe('validation:passwordsMismatch');
    fill(flow, { confirmPassword: 'New#Pass1' });
    flow.send({ type: 'form.submit' });
    await idle(actor);
    expect((flow.getSnapshot().context.errors as Record<string, { key: string }>).password?.key).toBe('validation:passwordConditions');
    flow.send({ type: 'form.submit' });
    await idle(actor);
    flow.send({ type: 'form.submit' });
    await idle(actor);
    expect(dialog(actor)).toBe('passwordChanged');
    actor.send({ type: 'signIn.open' });
    expect(dialog(actor)).toBe('signIn');
  });

  it("ends with 'The link is not active' for a stale link, before or after the form", async () => {
    const { actor, effects, child } = start({
      checkResetLink: [{ outcome: 'inactive' }, failure(), { outcome: 'valid', email: 'ani@example.am' }],
      resetPassword: [{ outcome: 'inactive' }],
    });
    const link = { userId: '8d7f1c1e-0000-4000-8000-000000000001', token: 'a'.repeat(43) };
    actor.send({ type: 'link.resetPassword', ...link });
    await idle(actor);
    expect(dialog(actor)).toBe('closed');
    expect(effects).toEqual(['notify:errors:USER.LINK_NOT_ACTIVE']);
    actor.send({ type: 'link.resetPassword', ...link });
    await idle(actor);
    expect(effects).toEqual(['notify:errors:USER.LINK_NOT_ACTIVE', 'notifyFailure', 'notify:errors:USER.LINK_NOT_ACTIVE']);
    actor.send({ type: 'link.resetPassword', ...link });
    await idle(actor);
    const flow = child<ChildRef>('passwordResetFlow');
    fill(flow, { password: 'New#Pass1', confirmPassword: 'New#Pass1' });
    flow.send({ type: 'form.submit' });
    await idle(actor);
    expect(dialog(actor)).toBe('closed');
    actor.send({ type: 'link.resetPassword', ...link });
    actor.send({ type: 'dialog.close' });
    expect(dialog(actor)).toBe('closed');
  });

  it('the password-changed modal can be closed', async () => {
    const { actor, child } = start({ checkResetLink: [{ outcome: 'valid', email: 'ani@example.am' }], resetPassword: [{ outcome: 'changed' }] });
    actor.send({ type: 'link.resetPassword', userId: '8d7f1c1e-0000-4000-8000-000000000001', token: 'a'.repeat(43) });
    await idle(actor);
    const flow = child<ChildRef>('passwordResetFlow');
    fill(flow, { password: 'New#Pass1', confirmPassword: 'New#Pass1' });
    flow.send({ type: 'form.submit' });
    await idle(actor);
    actor.send({ type: 'dialog.close' });
    expect(dialog(actor)).toBe('closed');
  });
});
