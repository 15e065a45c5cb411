import { useTranslation } from 'react-i18next';
import { DisclosureMenu } from '../../ui/disclosure-menu.view';
import { RouteLink } from '../../ui/route-link.view';
import { mainMenu, type MenuSection } from './menu-items';
import * as css from './shell.css';

function NewBadge() {
  const { t } = useTranslation('common');
  return <span className={css.newBadge}>{t('nav.new')}</span>;
}

function SectionLinks({ section, onChosen }: { section: MenuSection; onChosen?: () => void }) {
  const { t } = useTranslation('common');
  return (
    <>
      {section.groups.map((group, index) => (
        <div key={group.id ?? index} className={css.menuGroup}>
          {group.id ? <p className={css.menuGroupTitle}>{t(`nav.${group.id}`)}</p> : null}
          <ul className={css.plainList}>
            {group.links.map((link) => (
              <li key={link.id}>
                <RouteLink to={link.to} {...(link.search ? { search: link.search } : {})} className={css.menuItem} onClick={onChosen}>
                  {t(`nav.${link.id}`)}
                </RouteLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </>
  );
}

/** Desktop: each section of the main menu is a dropdown. */
export function MainMenuBar() {
  const { t } = useTranslation('common');
  return (
    <nav aria-label={t('nav.main')} className={css.desktopNav}>
      <ul className={css.menuBar}>
        {mainMenu.map((section) => (
          <li key={section.id}>
            <DisclosureMenu
              label={
                <>
                  {t(`nav.${section.id}`)}
                  {section.isNew ? <NewBadge /> : null}
                </>
              }
            >
              {(close) => <SectionLinks section={section} onChosen={close} />}
            </DisclosureMenu>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Mobile: every section is listed open, in the drawer. */
export function MainMenuList({ onChosen }: { onChosen: () => void }) {
  const { t } = useTranslation('common');
  return (
    <nav aria-label={t('nav.main')}>
      {mainMenu.map((section) => (
        <section key={section.id} className={css.drawerSection}>
          <h2 className={css.drawerHeading}>
            {t(`nav.${section.id}`)}
            {section.isNew ? <NewBadge /> : null}
          </h2>
          <SectionLinks section={section} onChosen={onChosen} />
        </section>
      ))}
    </nav>
  );
}
