import { fromPromise } from 'xstate';
import { ApiError, api, isRefusal, unwrap, type ApiClient } from '../../api/client';
import type { Profile } from '../../api/contract/account';
import type { PropertyRef } from '../../api/contract/property-ref';
import type { EmailConfirmOutcome, ProfileOutcome, ResetLinkOutcome } from '../../machines/auth/auth.machine';
import type { LinkCheckOutcome, ResetOutcome } from '../../machines/auth/password-reset.machine';
import type { CaptchaOutcome, SignInOutcome } from '../../machines/auth/sign-in.machine';
import type { SignUpOutcome, SignUpValues } from '../../machines/auth/sign-up.machine';
import { solveCaptchaPass } from '../lib/captcha';

/** A refusal of the given reason, or a rejection the machine treats as a failure. */
const isInvalid = (error: unknown): error is ApiError => error instanceof ApiError && error.kind === 'invalid';

/**
 * The auth flows' live actors over a typed API client: the browser's (`authActors`), or one bound to
 * the in-process server in the model tests, so the machines and the server are proved to agree.
 */
export function createAuthActors(client: ApiClient) {
  const fetchProfile = fromPromise<ProfileOutcome>(async () => {
    try {
      const profile: Profile = await unwrap(client.GET('/api/account/profile'));
      return { outcome: 'profile', profile };
    } catch (error) {
      if (error instanceof ApiError && error.kind === 'unauthorized') return { outcome: 'unauthorized' };
      throw error;
    }
  });

  /** Favourites chosen while signed out (spec section 7, "add favourite after registration"). */
  const addFavourites = fromPromise<void, { favourites: PropertyRef[] }>(async ({ input }) => {
    await unwrap(client.POST('/api/favorites/after-registration', { body: { items: input.favourites } }));
  });

  const signOut = fromPromise<void>(async () => {
    await unwrap(client.POST('/api/account/sign-out'));
  });

  const confirmEmail = fromPromise<EmailConfirmOutcome, { userId: string; token: string }>(async ({ input }) => {
    try {
      const { email } = await unwrap(client.GET('/api/account/confirm-email', { params: { query: input } }));
      return { outcome: 'confirmed', email };
    } catch (error) {
      if (isRefusal(error, 'USER.LINK_NOT_ACTIVE') || isInvalid(error)) return { outcome: 'inactive' };
      throw error;
    }
  });

  const sendResetLink = fromPromise<ResetLinkOutcome, { email: string }>(async ({ input }) => {
    try {
      await unwrap(client.POST('/api/account/forgot-password/{email}', { params: { path: { email: input.email } } }));
      return { outcome: 'sent' };
    } catch (error) {
      if (isRefusal(error, 'USER.USER_NOT_FOUND')) return { outcome: 'userNotFound' };
      throw error;
    }
  });

  const signIn = fromPromise<SignInOutcome, { email: string; password: string; captchaToken: string | undefined }>(async ({ input }) => {
    try {
      const session = await unwrap(
        client.POST('/api/account/sign-in', {
          body: { email: input.email, password: input.password, ...(input.captchaToken ? { captchaToken: input.captchaToken } : {}) },
        }),
      );
      return { outcome: 'signedIn', token: session.token };
    } catch (error) {
      if (isRefusal(error, 'USER.INVALID_CREDENTIALS')) {
        return { outcome: 'invalidCredentials', captchaRequired: (error as ApiError).params?.captchaRequired === true };
      }
      if (isRefusal(error, 'USER.EMAIL_NOT_CONFIRMED')) return { outcome: 'emailNotConfirmed' };
      if (isRefusal(error, 'USER.CAPTCHA_REQUIRED')) return { outcome: 'captchaRequired' };
      if (isRefusal(error, 'USER.CAPTCHA_INVALID')) return { outcome: 'captchaInvalid' };
      if (isInvalid(error)) return { outcome: 'invalid', issues: error.issues };
      throw error;
    }
  });

  /** Fetches a challenge, solves the proof of work in the browser, and trades the solution for a pass. */
  const solveCaptcha = fromPromise<CaptchaOutcome>(async ({ signal }) => {
    const captchaToken = await solveCaptchaPass(client, signal);
    return captchaToken ? { outcome: 'verified', captchaToken } : { outcome: 'invalid' };
  });

  const resendConfirmation = fromPromise<void, { email: string }>(async ({ input }) => {
    await unwrap(client.POST('/api/account/resend-confirmation/{email}', { params: { path: { email: input.email } } }));
  });

  const signUp = fromPromise<SignUpOutcome, SignUpValues>(async ({ input }) => {
    try {
      const result = await unwrap(client.POST('/api/account/sign-up', { body: { ...input, terms: true } }));
      return { outcome: 'registered', email: result.email };
    } catch (error) {
      if (isRefusal(error, 'USER.DUPLICATE_USER_NAME')) return { outcome: 'duplicateEmail' };
      if (isInvalid(error)) return { outcome: 'invalid', issues: error.issues };
      throw error;
    }
  });

  const checkResetLink = fromPromise<LinkCheckOutcome, { userId: string; token: string }>(async ({ input }) => {
    try {
      const { email } = await unwrap(client.GET('/api/account/check-token', { params: { query: input } }));
      return { outcome: 'valid', email };
    } catch (error) {
      if (isRefusal(error, 'USER.LINK_NOT_ACTIVE') || isInvalid(error)) return { outcome: 'inactive' };
      throw error;
    }
  });

  const resetPassword = fromPromise<ResetOutcome, { userId: string; token: string; email: string; password: string; confirmPassword: string }>(
    async ({ input }) => {
      try {
        await unwrap(client.POST('/api/account/reset-password', { body: input }));
        return { outcome: 'changed' };
      } catch (error) {
        if (isRefusal(error, 'USER.LINK_NOT_ACTIVE')) return { outcome: 'inactive' };
        if (isInvalid(error)) return { outcome: 'invalid', issues: error.issues };
        throw error;
      }
    },
  );
  return { fetchProfile, addFavourites, signOut, confirmEmail, sendResetLink, signIn, solveCaptcha, resendConfirmation, signUp, checkResetLink, resetPassword };
}

export const authActors = createAuthActors(api);
