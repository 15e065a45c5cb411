import { useTranslation } from 'react-i18next';
import type { Language } from '../../../api/contract/validation';
import { Modal } from '../../ui/dialog.view';
import { AccountButtons, ApplyButton } from './account-buttons.view';
import { LanguageRadioList } from './language-switcher.view';
import { MainMenuList } from './main-menu.view';
import * as css from './shell.css';

/** The menu drawer of small screens: apply, the account buttons, the main menu and the language radio list. */
export function MobileMenu({ lang, onClose }: { lang: Language; onClose: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Modal open onOpenChange={(open) => (open ? undefined : onClose())} title={t('nav.menu')} variant="drawer">
      <div className={css.drawerActions}>
        <ApplyButton onChosen={onClose} />
        <AccountButtons onChosen={onClose} />
      </div>
      <MainMenuList onChosen={onClose} />
      <LanguageRadioList current={lang} onChosen={onClose} />
    </Modal>
  );
}
