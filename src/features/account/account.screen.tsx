import { Link, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AuthActor } from '../../lib/auth.context';
import { useSettledSession } from '../../lib/settled-session';
import { button } from '../../ui/button.css';
import { container, page } from '../../ui/layout.css';
import { useDocumentTitle } from '../../ui/use-document-title';
import { accountSections, identifiedOnly, type AccountSection } from './account-sections';
import * as css from './account.css';
import { BookingsSection } from './bookings-section.view';
import { ChangePasswordSection } from './change-password.view';
import { EligibilityHistorySection } from './eligibility-history-section.view';
import { FavouritesSection } from './favourites-section.view';
import { LoanApplicationsSection } from './loan-applications-section.view';
import { NotificationsSection } from './notifications-section.view';
import { PromoCodesSection } from './promo-codes-section.view';
import { SavedFiltersSection } from './saved-filters-section.view';
import { ProfileDetailsSection } from './profile-details.view';

function SectionContent({ section, identified }: { section: AccountSection; identified: boolean }) {
  const { t } = useTranslation('account');
  if (section === 'details') return <ProfileDetailsSection />;
  if (section === 'password') return <ChangePasswordSection />;
  if (section === 'favourites') return <FavouritesSection />;
  if (section === 'filters') return <SavedFiltersSection />;
  if (section === 'bookings') return <BookingsSection />;
  if (section === 'promoCodes') return <PromoCodesSection />;
  if (section === 'notifications') return <NotificationsSection />;
  if (section === 'history') return <EligibilityHistorySection />;
  if (section === 'applications') return <LoanApplicationsSection />;
  if (identifiedOnly.has(section) && !identified) {
    return (
      <div className={css.notice} data-testid="identification-required">
        <h3>{t('identification.title')}</h3>
        <p>{t('identification.text')}</p>
        <ol className={css.steps}>
          <li>{t('identification.online')}</li>
          <li>{t('identification.branch')}</li>
        </ol>
      </div>
    );
  }
  // Nothing of this kind exists for the user yet: the section says so and where to start.
  return <p className={css.empty}>{t(`empty.${section}`)}</p>;
}

/** The personal page: its sections in a menu, the chosen one beside it. Signed out, it asks to sign in. */
export function AccountScreen() {
  const { t } = useTranslation('account');
  useDocumentTitle(t('title'));
  const auth = AuthActor.useActorRef();
  const session = useSettledSession();
  const profile = AuthActor.useSelector((s) => s.context.profile);
  const { section } = useSearch({ from: '/$lang/profile' });

  // While the profile is refreshed (after a phone change) the page stays: the flows on it keep their state.
  if (!profile) {
    const loading = session === 'pending';
    return (
      <section className={`${container} ${page}`} aria-labelledby="account-title">
        <h1 id="account-title">{t('title')}</h1>
        {loading ? (
          <p role="status">{t('loading')}</p>
        ) : (
          <>
            <p>{t('signInFirst')}</p>
            <button type="button" className={button.primary} onClick={() => auth.send({ type: 'signIn.open' })}>
              {t('signIn')}
            </button>
          </>
        )}
      </section>
    );
  }

  const identified = profile.status === 'identified';
  return (
    <section className={`${container} ${page} ${css.layout}`} aria-labelledby="account-title">
      <div className={css.sidebar}>
        <h1 id="account-title" className={css.title}>
          {t('title')}
        </h1>
        <p className={css.greeting}>{t('greeting', { name: profile.firstName })}</p>
        <nav aria-label={t('sections')}>
          <ul className={css.menu}>
            {accountSections.map((name) => (
              <li key={name}>
                <Link
                  from="/$lang/profile"
                  to="/$lang/profile"
                  search={{ section: name }}
                  className={css.menuLink}
                  aria-current={name === section ? 'page' : undefined}
                >
                  {t(`section.${name}`)}
                  {identifiedOnly.has(name) && !identified ? <span className={css.lock}> · {t('needsIdentification')}</span> : null}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className={css.content}>
        <h2>{t(`section.${section}`)}</h2>
        <SectionContent section={section} identified={identified} />
      </div>
    </section>
  );
}
