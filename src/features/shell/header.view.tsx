import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../api/contract/validation';
import { button } from '../../ui/button.css';
import { container } from '../../ui/layout.css';
import { Modal } from '../../ui/dialog.view';
import { RouteLink } from '../../ui/route-link.view';
import { LanguageDropdown, LanguageRadioList } from './language-switcher.view';
import { MainMenuBar, MainMenuList } from './main-menu.view';
import { AuthActor } from '../../lib/auth.context';
import * as css from './shell.css';

function AccountButtons({ onChosen }: { onChosen?: () => void }) {
  const { t } = useTranslation('common');
  const auth = AuthActor.useActorRef();
  const profile = AuthActor.useSelector((s) => s.context.profile);
  const signedIn = AuthActor.useSelector((s) => s.matches({ session: 'signedIn' }));
  if (signedIn && profile) {
    const initials = `${profile.firstName[0] ?? ''}${profile.lastName[0] ?? ''}`.toUpperCase();
    return (
      <>
        <RouteLink to="profile" className={css.initials} onClick={onChosen} data-testid="user-initials">
          <span aria-hidden="true">{initials}</span>
          <span className={css.visuallyHidden}>{t('account.personalPage', { name: `${profile.firstName} ${profile.lastName}` })}</span>
        </RouteLink>
        <button
          type="button"
          className={button.ghost}
          onClick={() => {
            onChosen?.();
            auth.send({ type: 'session.signOut' });
          }}
        >
          {t('account.signOut')}
        </button>
      </>
    );
  }
  return (
    <>
      <button
        type="button"
        className={button.secondary}
        onClick={() => {
          onChosen?.();
          auth.send({ type: 'signIn.open' });
        }}
      >
        {t('account.signIn')}
      </button>
      <button
        type="button"
        className={button.primary}
        onClick={() => {
          onChosen?.();
          auth.send({ type: 'signUp.open' });
        }}
      >
        {t('account.signUp')}
      </button>
    </>
  );
}

/** Apply for pre-qualification: signed out, the machine opens sign-in first (spec section 2). */
function ApplyButton({ onChosen }: { onChosen?: () => void }) {
  const { t } = useTranslation('common');
  const auth = AuthActor.useActorRef();
  return (
    <button
      type="button"
      className={button.accent}
      onClick={() => {
        onChosen?.();
        auth.send({ type: 'apply.request' });
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
