import { lazy, Suspense, type ReactNode } from 'react';
import { loadLaterNamespaces } from '../../lib/i18n';
import { AuthActor } from '../../lib/auth.context';

// The dialogs' code and texts load when one first opens: the session itself needs none of it.
const AuthDialogs = lazy(async () => {
  const [module] = await Promise.all([import('./auth-dialogs.view'), loadLaterNamespaces()]);
  return { default: module.AuthDialogs };
});

/** The page and, once the auth actor runs and one is open, the account dialogs. */
export function AuthProvider({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <Suspense fallback={null}>
        <LazyDialogs />
      </Suspense>
    </>
  );
}

/** Mounts the dialogs only once one is open, so their code is fetched then. */
function LazyDialogs() {
  const open = AuthActor.useSelector((s) => (s.value as { dialog: unknown }).dialog !== 'closed');
  if (!open) return null;
  return <AuthDialogs />;
}
