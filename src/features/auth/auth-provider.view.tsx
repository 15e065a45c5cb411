import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useMemo, type ReactNode } from 'react';
import { api } from '../../../api/client';
import { defaultLanguage, isLanguage } from '../../../api/contract/validation';
import { authMachine } from '../../../machines/auth/auth.machine';
import { passwordResetMachine } from '../../../machines/auth/password-reset.machine';
import { signInMachine } from '../../../machines/auth/sign-in.machine';
import { signUpMachine } from '../../../machines/auth/sign-up.machine';
import { authActors as actors } from '../../actors/auth.actors';
import { toastApiError } from '../../lib/api-errors';
import { i18n } from '../../lib/i18n';
import { clearStoredSession, hasStoredToken, storeCoApplicantMarker, storeToken } from '../../lib/session-storage';
import { modelInspector } from '../../lib/model-inspector';
import { showToast } from '../../ui/toast.store';
import { AuthActor } from '../../lib/auth.context';

// The dialogs' code loads when one first opens: the session itself needs none of it.
const AuthDialogs = lazy(() => import('./auth-dialogs.view').then((module) => ({ default: module.AuthDialogs })));

const currentLanguage = () => (isLanguage(i18n.language) ? i18n.language : defaultLanguage);
const notifyFailure = (_: unknown, params: { error: unknown }) => toastApiError(params.error, i18n.t);

/** Runs the auth machine with the live API actors and the app's effects (storage, navigation, toasts). */
export function AuthProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const logic = useMemo(
    () =>
      authMachine.provide({
        actors: {
          fetchProfile: actors.fetchProfile,
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
            queryClient.removeQueries({ queryKey: ['me'] });
          },
          refreshCounts: () => void queryClient.invalidateQueries({ queryKey: ['me'] }),
          navigateHome: () => void navigate({ to: '/$lang', params: { lang: currentLanguage() } }),
          navigateToApply: () => void navigate({ to: '/$lang/apply-now', params: { lang: currentLanguage() } }),
          notify: (_, params) => void showToast({ tone: params.tone, message: i18n.t(params.key) }),
          notifyFailure,
        },
      }),
    [navigate, queryClient],
  );
  return (
    <AuthActor.Provider logic={logic} options={{ input: { hasStoredToken: hasStoredToken() }, ...(modelInspector ? { inspect: modelInspector } : {}) }}>
      <SessionEffects />
      {children}
      <LazyDialogs />
    </AuthActor.Provider>
  );
}

/** Mounts the dialogs only once one is open, so their code is fetched then. */
function LazyDialogs() {
  const open = AuthActor.useSelector((s) => (s.value as { dialog: unknown }).dialog !== 'closed');
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <AuthDialogs />
    </Suspense>
  );
}

const linkParams = ['signIn', 'signUp', 'resetPassword', 'userId', 'token', 'coapplicant'] as const;

/** Any 401 signs the user out; the query parameters of spec section 2 open the account dialogs on any page. */
function SessionEffects() {
  const auth = AuthActor.useActorRef();
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const navigate = useNavigate();

  useEffect(() => api.onUnauthorized(() => auth.send({ type: 'session.expired' })), [auth]);

  useEffect(() => {
    if (!linkParams.some((key) => key in search)) return;
    const { signIn, signUp, resetPassword, userId, token, coapplicant } = search;
    if (coapplicant !== undefined) storeCoApplicantMarker(String(coapplicant));
    if (typeof userId === 'string' && typeof token === 'string') {
      auth.send(resetPassword === true || resetPassword === 'true' ? { type: 'link.resetPassword', userId, token } : { type: 'link.confirmEmail', userId, token });
    } else if (resetPassword === true || resetPassword === 'true') {
      auth.send({ type: 'forgotPassword.open' });
    } else if (signIn === true || signIn === 'true') {
      auth.send({ type: 'signIn.open' });
    } else if (signUp === true || signUp === 'true') {
      auth.send({ type: 'signUp.open' });
    }
    // The link is used: take its parameters off the address so a reload does not replay it.
    const rest = Object.fromEntries(Object.entries(search).filter(([key]) => !(linkParams as readonly string[]).includes(key)));
    void navigate({ to: '.', search: rest as never, replace: true });
  }, [search, auth, navigate]);

  return null;
}
