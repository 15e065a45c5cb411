import { useQueryClient } from '@tanstack/react-query';
import { Link, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AuthActor } from '../../lib/auth.context';
import { useSettledSession } from '../../lib/settled-session';
import { button } from '../../ui/button.css';
import { container, page } from '../../ui/layout.css';
import { useDocumentTitle } from '../../ui/use-document-title';
import { accountSections, type AccountSection } from './account-sections';
import * as css from './account.css';
import { BookingsSection } from './bookings-section.view';
import { ChangePasswordSection } from './change-password.view';
import { EligibilityHistorySection } from './eligibility-history-section.view';
import { FavouritesSection } from './favourites-section.view';
import { LoanApplicationsSection } from './loan-applications-section.view';
import { NotificationsSection } from './notifications-section.view';
import { PromoCodesSection } from './promo-codes-section.view';
import { SavedFiltersSection } from './saved-filters-section.view';
import { SellerListingEditor } from './seller-listing-editor.view';
import { SellerListings, sellerListingsKey } from './seller-listings.view';
import { SellerRegistration } from './seller-registration.view';
import { ProfileDetailsSection } from './profile-details.view';

/**
 * My properties: the private-seller registration (identification through the registry and a code
 * to the mobile) until the person is a private seller, then their listings, or one in the form.
 */
function PropertiesSection({ phoneNumber, listing }: { phoneNumber: string | null; listing: string | undefined }) {
  const queryClient = useQueryClient();
  return (
    <SellerRegistration phoneNumber={phoneNumber} onRegistered={() => void queryClient.invalidateQueries({ queryKey: sellerListingsKey })}>
      {listing ? <SellerListingEditor key={listing} listingId={listing} /> : <SellerListings />}
    </SellerRegistration>
  );
}

function SectionContent({ section, phoneNumber, listing }: { section: AccountSection; phoneNumber: string | null; listing: string | undefined }) {
  if (section === 'details') return <ProfileDetailsSection />;
  if (section === 'password') return <ChangePasswordSection />;
  if (section === 'favourites') return <FavouritesSection />;
  if (section === 'filters') return <SavedFiltersSection />;
  if (section === 'bookings') return <BookingsSection />;
  if (section === 'promoCodes') return <PromoCodesSection />;
  if (section === 'notifications') return <NotificationsSection />;
  if (section === 'history') return <EligibilityHistorySection />;
  if (section === 'applications') return <LoanApplicationsSection />;
  return <PropertiesSection phoneNumber={phoneNumber} listing={listing} />;
}

/** The personal page: its sections in a menu, the chosen one beside it. Signed out, it asks to sign in. */
export function AccountScreen() {
  const { t } = useTranslation('account');
  useDocumentTitle(t('title'));
  const auth = AuthActor.useActorRef();
  const session = useSettledSession();
  const profile = AuthActor.useSelector((s) => s.context.profile);
  const { section, listing } = useSearch({ from: '/$lang/profile' });

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
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className={css.content}>
        <h2>{t(`section.${section}`)}</h2>
        <SectionContent section={section} phoneNumber={profile.phoneNumber} listing={listing} />
      </div>
    </section>
  );
}
