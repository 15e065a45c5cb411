import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../api/contract/validation';
import { button } from '../../ui/button.css';
import { container } from '../../ui/layout.css';
import { Modal } from '../../ui/dialog.view';
import { RouteLink } from '../../ui/route-link.view';
import { LanguageDropdown, LanguageRadioList } from './language-switcher.view';
import { MainMenuBar, MainMenuList } from './main-menu.view';
import * as css from './shell.css';

/** Opens the account dialogs through the query string (`?signIn=true`), the same way the mailed links do. */
function useAccountLinks() {
  const navigate = useNavigate();
  return {
    signIn: () => void navigate({ to: '.', search: (prev: Record<string, unknown>) => ({ ...prev, signIn: true }) }),
    signUp: () => void navigate({ to: '.', search: (prev: Record<string, unknown>) => ({ ...prev, signUp: true }) }),
  };
}

function AccountButtons({ onChosen }: { onChosen?: () => void }) {
  const { t } = useTranslation('common');
  const links = useAccountLinks();
  return (
    <>
      <button
        type="button"
        className={button.secondary}
        onClick={() => {
          onChosen?.();
          links.signIn();
        }}
      >
        {t('account.signIn')}
      </button>
      <button
        type="button"
        className={button.primary}
        onClick={() => {
          onChosen?.();
          links.signUp();
        }}
      >
        {t('account.signUp')}
      </button>
    </>
  );
}

/** Apply for pre-qualification: signed out, it opens sign-in first (spec section 2). */
function ApplyButton({ onChosen }: { onChosen?: () => void }) {
  const { t } = useTranslation('common');
  const links = useAccountLinks();
  return (
    <button
      type="button"
      className={button.accent}
      onClick={() => {
        onChosen?.();
        links.signIn();
      }}
    >
      {t('nav.apply')}
    </button>
  );
}

export function Header({ lang }: { lang: Language }) {
  const { t } = useTranslation('common');
  const [menuOpen, setMenuOpen] = useState(false);
  const close = () => setMenuOpen(false);
  return (
    <header className={css.header}>
      <div className={`${container} ${css.headerBar}`}>
        <RouteLink to="home" className={css.logo}>
          <svg className={css.logoMark} viewBox="0 0 32 32" aria-hidden="true">
            <rect width="32" height="32" rx="7" fill="currentColor" />
            <path d="M6 16 16 8l10 8v9a1 1 0 0 1-1 1h-6v-7h-6v7H7a1 1 0 0 1-1-1z" fill="#fff" />
          </svg>
          <span>{t('brand')}</span>
        </RouteLink>
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
          <button type="button" className={css.burger} onClick={() => setMenuOpen(true)} aria-label={t('nav.openMenu')} data-testid="menu-button">
            <span aria-hidden="true">☰</span>
          </button>
        </div>
      </div>
      <Modal open={menuOpen} onOpenChange={setMenuOpen} title={t('nav.menu')} variant="drawer">
        <div className={css.drawerActions}>
          <ApplyButton onChosen={close} />
          <AccountButtons onChosen={close} />
        </div>
        <MainMenuList onChosen={close} />
        <LanguageRadioList current={lang} onChosen={close} />
      </Modal>
    </header>
  );
}
