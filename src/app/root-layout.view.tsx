import { Outlet } from '@tanstack/react-router';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage, defaultLanguage } from '../../api/contract/validation';
import { Toaster } from '../ui/toaster.view';
import { AuthProvider } from '../features/auth/auth-provider.view';
import { NotFoundScreen } from '../features/status-pages/not-found.screen';
import { AppShell } from '../features/shell/app-shell.view';

export function RootLayout() {
  // `<html data-hydrated>`: the server's markup now answers to the person (browser tests wait for it).
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return (
    <AuthProvider>
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
      <Toaster />
    </AuthProvider>
  );
}

/** A path outside any language (`/xx/...`): the 404 page in the language already loaded. */
export function RootNotFound() {
  const { i18n } = useTranslation();
  const lang = isLanguage(i18n.language) ? i18n.language : defaultLanguage;
  return (
    <AppShell lang={lang}>
      <NotFoundScreen />
    </AppShell>
  );
}
