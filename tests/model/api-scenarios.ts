import { fromPromise, waitFor } from 'xstate';
import type { MachineEntry } from '../../machines/registry';
import { otpMachine } from '../../machines/otp/otp.machine';
import type { BookingInput } from '../../machines/booking/booking.machine';
import { createBookingActors } from '../../src/actors/booking.actors';
import { bookedByOther, bookingInput, fillBookingSlots, freeBookingSlots, propertyOf, setAvailability } from './booking-world';
import { samples, type ApiScenario } from './api-world';
import { prequalScenario } from './prequal-world';
import { sellerRegistrationScenario } from './seller-world';

type Outcome = { outcome?: string; captchaRequired?: boolean; isValid?: boolean; retryCount?: number; result?: string } | undefined;
const out = (output: unknown) => (output ?? {}) as NonNullable<Outcome>;
const inState = (snapshot: { value: unknown }, value: unknown) => JSON.stringify(snapshot.value) === JSON.stringify(value);

const signIn: ApiScenario = {
  actors: (world) => ({ signIn: world.authActors.signIn, solveCaptcha: world.authActors.solveCaptcha, resendConfirmation: world.authActors.resendConfirmation }),
  async arrange(world, actorId, output, snapshot) {
    const o = out(output);
    const hasPass = inState(snapshot, { editing: 'captchaVerified' });
    if (actorId === 'solveCaptcha') return o.outcome === 'verified';
    if (actorId === 'resendConfirmation') {
      await world.ensureUser({ confirmed: false, password: world.typedPassword });
      return true;
    }
    const failures = await world.failures();
    switch (o.outcome) {
      case 'signedIn':
        await world.ensureUser({ confirmed: true, password: world.typedPassword });
        return failures < 3 || hasPass;
      case 'invalidCredentials':
        if (!o.captchaRequired && failures >= 2) return false;
        await world.ensureUser({ confirmed: true, password: world.typedPassword === samples.wrongPassword ? samples.password : samples.wrongPassword });
        return o.captchaRequired ? (await world.setFailures(2)) && (hasPass || failures < 3) : true;
      case 'emailNotConfirmed':
        await world.ensureUser({ confirmed: false, password: world.typedPassword });
        return failures < 3 || hasPass;
      case 'captchaRequired':
        return !hasPass && (await world.setFailures(3));
      default:
        // 'captchaInvalid' needs a spent pass the machine never holds; 'invalid' needs the server to
        // disagree with the client on the same schema: neither can happen against the real server.
        return false;
    }
  },
};

const signUp: ApiScenario = {
  actors: (world) => ({ signUp: world.authActors.signUp }),
  async arrange(world, _actorId, output) {
    const o = out(output);
    if (o.outcome === 'registered') return !(await world.user());
    if (o.outcome === 'duplicateEmail') {
      await world.ensureUser({ confirmed: true, password: samples.password });
      return true;
    }
    return false;
  },
};

const passwordReset: ApiScenario = {
  actors: (world) => ({ checkResetLink: world.authActors.checkResetLink, resetPassword: world.authActors.resetPassword }),
  input: (world) => world.mailedLink('reset'),
  async arrange(world, _actorId, output) {
    const o = out(output);
    if (o.outcome === 'valid' || o.outcome === 'changed') return true;
    if (o.outcome === 'inactive') {
      await world.spendLinks();
      return true;
    }
    return false;
  },
};

const otp: ApiScenario = {
  actors: (world) => ({ sendCode: world.accountActors.sendPhoneCode, checkCode: world.accountActors.checkPhoneCode }),
  async input(world, sample) {
    await world.signedIn();
    return { ...(sample as object), destination: world.phone };
  },
  async arrange(world, actorId, output, snapshot) {
    if (actorId === 'sendCode') return true;
    const o = out(output);
    const code = String(snapshot.context.code ?? world.typedCode);
    if (o.outcome === 'noLongerValid') {
      await world.invalidateCodes();
      return true;
    }
    if (o.isValid) return world.setActiveCode(code, o.retryCount ?? 0);
    return world.setActiveCode(code === samples.code ? '000000' : samples.code, (o.retryCount ?? 1) - 1);
  },
};

const phoneVerification: ApiScenario = {
  // The one-time-code step runs live, as on the profile; its answers are the otp machine's own paths.
  actors: (world) => ({ otpFlow: otpMachine.provide({ actors: { sendCode: world.accountActors.sendPhoneCode, checkCode: world.accountActors.checkPhoneCode } }) }),
  input: async (world) => {
    await world.signedIn();
    return { phoneNumber: null };
  },
  complete: {
    // The person types the code the text message brought them: the step's own flow checks it with the server.
    async otpFlow(world, child) {
      if (!child) throw new Error('the code step did not start');
      await waitFor(child, (snapshot) => (snapshot as { value: unknown }).value === 'entering', { timeout: 15_000 });
      if (!(await world.setActiveCode(samples.code, 0))) throw new Error('no code was sent to the phone');
      child.send({ type: 'code.change', value: samples.code });
      child.send({ type: 'code.submit' });
    },
  },
  // The code step ends only when the person finishes it (above); it has no other answer.
  arrange: async (_world, actorId) => actorId === 'otpFlow',
};

const auth: ApiScenario = {
  actors: (world) => ({
    fetchProfile: world.authActors.fetchProfile,
    signOut: world.authActors.signOut,
    confirmEmail: world.authActors.confirmEmail,
    sendResetLink: world.authActors.sendResetLink,
    addFavourites: world.authActors.addFavourites,
    // The dialogs' own flows have their paths of their own; here they never finish.
    signInFlow: fromPromise(() => new Promise<never>(() => undefined)),
    signUpFlow: fromPromise(() => new Promise<never>(() => undefined)),
    passwordResetFlow: fromPromise(() => new Promise<never>(() => undefined)),
  }),
  async input(world, sample) {
    const { hasStoredToken } = sample as { hasStoredToken: boolean };
    if (hasStoredToken) await world.signedIn();
    return sample;
  },
  // A mailed link in an event becomes a real one when the path expects it to work.
  async event(world, event, upcoming) {
    if (event.type !== 'link.confirmEmail') return event;
    const confirms = upcoming.some((answer) => answer.actorId === 'confirmEmail' && out(answer.output).outcome === 'confirmed');
    return confirms ? { ...event, ...(await world.mailedLink('confirm')) } : event;
  },
  async arrange(world, actorId, output) {
    const o = out(output);
    switch (actorId) {
      case 'fetchProfile':
        if (o.outcome === 'profile') {
          if (!world.token) await world.signedIn();
          return true;
        }
        world.token = 'a'.repeat(43);
        return true;
      case 'signOut':
        return true;
      // Favourites chosen while signed out are added at sign-in; the server takes any it knows.
      case 'addFavourites':
        return true;
      case 'confirmEmail':
        return true;
      case 'sendResetLink':
        if (o.outcome === 'sent') await world.ensureUser({ confirmed: true, password: samples.password });
        return o.outcome === 'sent' || !(await world.user());
      default:
        return false;
    }
  },
};

const booking: ApiScenario = {
  actors: (world) => createBookingActors(world.client),
  input: (world, sample) => bookingInput(world, sample as BookingInput),
  async event(world, event) {
    if (event.type === 'session.signedIn') await world.signedIn();
    if (event.type === 'session.signedOut') world.token = null;
    return event;
  },
  async arrange(world, actorId, output) {
    const property = propertyOf(world);
    const o = out(output);
    if (actorId === 'unbook') return true;
    if (actorId === 'watchProperty') {
      await setAvailability(world, property, 'forSale');
      if (o.outcome === 'free') return true;
      await bookedByOther(world, property);
      if (o.outcome === 'alreadyWatching') await world.client.POST('/api/notifications/notify/{apartmentId}', { params: { path: { apartmentId: String(property.id) } }, body: { marketType: property.marketType } });
      return true;
    }
    await setAvailability(world, property, 'forSale');
    switch (o.outcome) {
      case 'booked':
        await freeBookingSlots(world);
        return true;
      case 'limitReached':
        await fillBookingSlots(world);
        return true;
      case 'taken':
        await bookedByOther(world, property);
        return true;
      case 'unavailable':
        await setAvailability(world, property, 'notAvailable');
        return true;
      default:
        return false;
    }
  },
};

/** The worlds by machine id; a registered machine without one is reported as not run at the API level. */
export const apiScenarios: Partial<Record<MachineEntry['id'], ApiScenario>> = { auth, signIn, signUp, passwordReset, otp, phoneVerification, booking, prequal: prequalScenario, sellerRegistration: sellerRegistrationScenario };
