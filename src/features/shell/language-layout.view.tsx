import { Outlet, useParams } from '@tanstack/react-router';
import { useEffect } from 'react';
import { defaultLanguage, isLanguage } from '../../../api/contract/validation';
import { rememberLanguage } from '../../lib/language';
import { AppShell } from './app-shell.view';

/** Every page under `/:lang`: `<html lang>` follows the path and the choice is remembered. */
export function LanguageLayout() {
  const params = useParams({ strict: false });
  const lang = isLanguage(params.lang) ? params.lang : defaultLanguage;
  useEffect(() => {
    document.documentElement.lang = lang;
    rememberLanguage(lang);
  }, [lang]);
  return (
    <AppShell lang={lang}>
      <Outlet />
    </AppShell>
  );
}
