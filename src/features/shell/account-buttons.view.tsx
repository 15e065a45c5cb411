import { Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { favouritesCountQuery } from '../../lib/queries/favourites.queries';
import { unreadNotificationsQuery } from '../../lib/queries/notifications.queries';
import { AuthActor, sendToAuth } from '../../lib/auth.context';
import { button } from '../../ui/button.css';
import { RouteLink } from '../../ui/route-link.view';
import * as css from './shell.css';

/** The favourites count in the header (spec section 4: counts in the header), linking to the section. */
function FavouritesLink({ onChosen }: { onChosen?: () => void }) {
  const { t } = useTranslation('common');
  const count = useQuery(favouritesCountQuery(true)).data?.total ?? 0;
  return (
    <RouteLink to="profile" search={{ section: 'favourites' }} className={css.favourites} onClick={onChosen} data-testid="favourites-count">
      <span aria-hidden="true">♥ {count}</span>
      <span className={css.visuallyHidden}>{t('favourites.count', { count })}</span>
    </RouteLink>
  );
}

/** The bell: unread notifications (bookings ending, properties free again, requests, new listings). */
function NotificationsLink({ onChosen }: { onChosen?: () => void }) {
  const { t } = useTranslation('common');
  const count = useQuery(unreadNotificationsQuery(true)).data?.unread ?? 0;
  return (
    <RouteLink to="profile" search={{ section: 'notifications' }} className={css.favourites} onClick={onChosen} data-testid="notifications-count" data-unread={count}>
      <span aria-hidden="true">
        <svg width="14" height="14" viewBox="0 0 24 24" fill="currentColor" style={{ verticalAlign: '-2px' }}>
          <path d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3a1.5 1.5 0 0 0-3 0v1.16A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z" />
        </svg>{' '}
        {count}
      </span>
      <span className={css.visuallyHidden}>{t('notifications.count', { count })}</span>
    </RouteLink>
  );
}

/**
 * The header's account buttons. Until the auth actor runs (it loads after the first page) they show
 * the signed-out buttons, whose clicks wait for it.
 */
export function AccountButtons({ onChosen }: { onChosen?: () => void }) {
  const chosen = onChosen ? { onChosen } : {};
  return (
    <Suspense fallback={<SignedOutButtons {...chosen} />}>
      <SessionButtons {...chosen} />
    </Suspense>
  );
}

const initialsOf = (profile: { firstName: string; lastName: string }) => `${profile.firstName[0] ?? ''}${profile.lastName[0] ?? ''}`.toUpperCase();

/**
 * Below the wide layout the account buttons wait in the drawer, so the header's bar itself shows that
 * someone is signed in: their initials, a link to the personal page named for them. Nothing while
 * signed out (the drawer signs in), nor until the auth actor runs.
 */
export function SessionMark() {
  return (
    <Suspense fallback={null}>
      <SignedInMark />
    </Suspense>
  );
}

function SignedInMark() {
  const { t } = useTranslation('common');
  const profile = AuthActor.useSelector((s) => (s.matches({ session: 'signedIn' }) ? s.context.profile : undefined));
  if (!profile) return null;
  return (
    <RouteLink to="profile" className={css.initials} data-testid="session-mark">
      <span aria-hidden="true">{initialsOf(profile)}</span>
      <span className={css.visuallyHidden}>{t('account.signedInAs', { name: `${profile.firstName} ${profile.lastName}` })}</span>
    </RouteLink>
  );
}

function SessionButtons({ onChosen }: { onChosen?: () => void }) {
  const { t } = useTranslation('common');
  const auth = AuthActor.useActorRef();
  const profile = AuthActor.useSelector((s) => s.context.profile);
  const signedIn = AuthActor.useSelector((s) => s.matches({ session: 'signedIn' }));
  if (signedIn && profile) {
    return (
      <>
        <FavouritesLink {...(onChosen ? { onChosen } : {})} />
        <NotificationsLink {...(onChosen ? { onChosen } : {})} />
        <RouteLink to="profile" className={css.initials} onClick={onChosen} data-testid="user-initials">
          <span aria-hidden="true">{initialsOf(profile)}</span>
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
  return <SignedOutButtons {...(onChosen ? { onChosen } : {})} />;
}

function SignedOutButtons({ onChosen }: { onChosen?: () => void }) {
  const { t } = useTranslation('common');
  return (
    <>
      <button
        type="button"
        className={button.secondary}
        onClick={() => {
          onChosen?.();
          sendToAuth({ type: 'signIn.open' });
        }}
      >
        {t('account.signIn')}
      </button>
      <button
        type="button"
        className={button.primary}
        onClick={() => {
          onChosen?.();
          sendToAuth({ type: 'signUp.open' });
        }}
      >
        {t('account.signUp')}
      </button>
    </>
  );
}

/** Apply for pre-qualification: signed out, the machine opens sign-in first (spec section 2). */
export function ApplyButton({ onChosen }: { onChosen?: () => void }) {
  const { t } = useTranslation('common');
  return (
    <button
      type="button"
      className={button.accent}
      onClick={() => {
        onChosen?.();
        sendToAuth({ type: 'apply.request' });
      }}
    >
      {t('nav.apply')}
    </button>
  );
}
