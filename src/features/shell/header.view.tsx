import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../api/contract/validation';
import { RouteLink } from '../../ui/route-link.view';
import { AccountButtons, ApplyButton, SessionMark } from './account-buttons.view';
import { LanguageDropdown } from './language-switcher.view';
import { MainMenuBar } from './main-menu.view';
import * as css from './shell.css';

// The drawer (and the dialog library under it) loads when the menu is first opened on a small screen.
const MobileMenu = lazy(() => import('./mobile-menu.view').then((module) => ({ default: module.MobileMenu })));

export function Header({ lang, variant = 'site' }: { lang: Language; variant?: 'site' | 'office' }) {
  const { t } = useTranslation('common');
  const [menuOpen, setMenuOpen] = useState(false);
  const close = () => setMenuOpen(false);
  const burger = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  // The drawer unmounts as it closes, before its dialog could hand focus back: the header does it.
  useEffect(() => {
    if (wasOpen.current && !menuOpen) burger.current?.focus();
    wasOpen.current = menuOpen;
  }, [menuOpen]);
  return (
    <header className={css.header}>
      <div className={css.headerBar}>
        <RouteLink to="home" className={css.logo}>
          <svg className={css.logoMark} viewBox="0 0 32 32" aria-hidden="true">
            <rect width="32" height="32" rx="7" fill="currentColor" />
            <path d="M6 16 16 8l10 8v9a1 1 0 0 1-1 1h-6v-7h-6v7H7a1 1 0 0 1-1-1z" fill="#fff" />
          </svg>
          <span>{t('brand')}</span>
        </RouteLink>
        {variant === 'office' ? (
          <div className={css.headerActions}>
            <LanguageDropdown current={lang} />
          </div>
        ) : (
          <>
            <MainMenuBar />
            <div className={css.headerActions}>
              <div className={css.desktopOnly}>
                <ApplyButton />
              </div>
              <div className={css.desktopOnly}>
                <LanguageDropdown current={lang} />
              </div>
              <div className={css.desktopOnly}>
                <AccountButtons />
              </div>
              <div className={css.compactOnly}>
                <SessionMark />
              </div>
              <button ref={burger} type="button" className={css.burger} onClick={() => setMenuOpen(true)} aria-label={t('nav.openMenu')} data-testid="menu-button">
                <span aria-hidden="true">☰</span>
              </button>
            </div>
          </>
        )}
      </div>
      {menuOpen ? (
        <Suspense fallback={null}>
          <MobileMenu lang={lang} onClose={close} />
        </Suspense>
      ) : null}
    </header>
  );
}
