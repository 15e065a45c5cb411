import { Outlet, useParams, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { defaultLanguage, isLanguage } from '../../../api/contract/validation';
import { rememberLanguage } from '../../lib/language';
import { AppShell } from './app-shell.view';

/** Every page under `/:lang`: `<html lang>` follows the path and the choice is remembered. */
export function LanguageLayout() {
  const params = useParams({ strict: false });
  const lang = isLanguage(params.lang) ? params.lang : defaultLanguage;
  // The bank's office is the staff's: none of the site's menus, customer account or footer.
  const path = useRouterState({ select: (state) => state.location.pathname });
  // The promo code and raffle page shows neither header nor footer (spec section 2): a landing page of its own.
  const variant = path === `/${lang}/office` ? 'office' : path === `/${lang}/promo` ? 'bare' : 'site';
  useEffect(() => {
    document.documentElement.lang = lang;
    rememberLanguage(lang);
  }, [lang]);
  return (
    <AppShell lang={lang} variant={variant}>
      <Outlet />
    </AppShell>
  );
}
