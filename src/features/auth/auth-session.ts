import type { QueryClient } from '@tanstack/react-query';
import type { RegisteredRouter } from '@tanstack/react-router';
import { createActor } from 'xstate';
import { api } from '../../../api/client';
import { propertyPathParams } from '../../../api/contract/property-ref';
import { defaultLanguage, isLanguage } from '../../../api/contract/validation';
import { authMachine } from '../../../machines/auth/auth.machine';
import { passwordResetMachine } from '../../../machines/auth/password-reset.machine';
import { signInMachine } from '../../../machines/auth/sign-in.machine';
import { signUpMachine } from '../../../machines/auth/sign-up.machine';
import { authActors as actors } from '../../actors/auth.actors';
import { createSessionWatcher } from '../../actors/session.actors';
import { provideUnsettledAuthActor, type AuthActorRef } from '../../lib/auth.context';
import { meKey } from '../../lib/queries/me';
import { storedIntent, storeIntent } from '../../lib/sign-in-intent';
import { toastApiError } from '../../lib/api-errors';
import { i18n, loadLaterNamespaces } from '../../lib/i18n';
import { clearStoredSession, hasStoredToken, storeToken } from '../../lib/session-storage';
import { modelInspector } from '../../lib/model-inspector';
import { showToast } from '../../ui/toast.store';

const currentLanguage = () => (isLanguage(i18n.language) ? i18n.language : defaultLanguage);
const notifyFailure = (_: unknown, params: { error: unknown }) => toastApiError(params.error, i18n.t);

/**
 * A session not settled yet, never started: the server cannot see the browser's token, so it renders
 * every page as the browser does while the session is restored (see `provideUnsettledAuthActor`).
 */
export const unsettledAuthActor: AuthActorRef = createActor(authMachine, { input: { hasStoredToken: true } });
provideUnsettledAuthActor(unsettledAuthActor);

/**
 * Starts the app's one auth actor: the auth machine with the live API actors and the app's effects
 * (storage, navigation, toasts). Its own chunk, loaded after the first page (see src/lib/auth.context.ts).
 */
export function startAuthActor(router: RegisteredRouter, queryClient: QueryClient): AuthActorRef {
  const logic = authMachine.provide({
    actors: {
      fetchProfile: actors.fetchProfile,
      addFavourites: actors.addFavourites,
      watchSession: createSessionWatcher(api, router),
      signOut: actors.signOut,
      confirmEmail: actors.confirmEmail,
      sendResetLink: actors.sendResetLink,
      signInFlow: signInMachine.provide({
        actors: { signIn: actors.signIn, solveCaptcha: actors.solveCaptcha, resendConfirmation: actors.resendConfirmation },
        actions: { notifyFailure },
      }),
      signUpFlow: signUpMachine.provide({ actors: { signUp: actors.signUp }, actions: { notifyFailure } }),
      passwordResetFlow: passwordResetMachine.provide({
        actors: { checkResetLink: actors.checkResetLink, resetPassword: actors.resetPassword },
        actions: { notifyFailure },
      }),
    },
    actions: {
      storeToken: (_, params) => storeToken(params.token),
      clearSession: () => {
        clearStoredSession();
        queryClient.removeQueries({ queryKey: meKey });
      },
      clearUserData: () => queryClient.removeQueries({ queryKey: meKey }),
      refreshUserData: () => void queryClient.invalidateQueries({ queryKey: meKey }),
      storeIntent: (_, params) => storeIntent(params.intent),
      navigateHome: () => void router.navigate({ to: '/$lang', params: { lang: currentLanguage() } }),
      navigateToApply: () => void router.navigate({ to: '/$lang/apply-now', params: { lang: currentLanguage() } }),
      navigateToInvitation: (_, params) => void router.navigate({ to: '/$lang/co-applicant', params: { lang: currentLanguage() }, search: { coapplicant: params.token } }),
      navigateToProperty: (_, params) =>
        void router.navigate({ to: '/$lang/property/$market/$id', params: { lang: currentLanguage(), ...propertyPathParams(params.property) } }),
      // Its texts (errors, auth) may still be loading when the first page's link is checked.
      notify: (_, params) => void loadLaterNamespaces().then(() => showToast({ tone: params.tone, message: i18n.t(params.key) })),
      notifyFailure,
    },
  });
  return createActor(logic, {
    input: { hasStoredToken: hasStoredToken(), intent: storedIntent() },
    ...(modelInspector ? { inspect: modelInspector } : {}),
  }).start();
}
