import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, unwrap } from '../../../api/client';
import { notificationsPageSize, type Notification } from '../../../api/contract/notifications';
import { propertyPath } from '../../../api/contract/property-ref';
import type { Language } from '../../../api/contract/validation';
import { toastApiError } from '../../lib/api-errors';
import { formatDate } from '../../lib/format';
import { notificationsKey, notificationsQuery } from '../../lib/queries/notifications.queries';
import { button } from '../../ui/button.css';
import * as css from './account.css';
import { RequestsList } from './requests-list.view';


/** A notification's sentence in the language of the moment, and where it leads (an app path without the language). */
function useWording() {
  const { t, i18n } = useTranslation('notifications');
  const lang = i18n.language as Language;
  return (notification: Notification): { text: string; path: string } => {
    switch (notification.kind) {
      case 'bookingExpired':
      case 'propertyAvailable':
        return { text: t(`kind.${notification.kind}`, { property: notification.params.property[lang] }), path: propertyPath(notification.params) };
      case 'requestSent':
        return { text: t(`kind.requestSent.${notification.params.requestKind}`, { subject: notification.params.subject[lang], recipient: notification.params.recipient }), path: notification.params.path };
      case 'savedFilterMatches':
        return { text: t('kind.savedFilterMatches', { name: notification.params.name, count: notification.params.count }), path: '/profile?section=filters' };
      case 'loanApplication': {
        // A stage of the lending process (issue 17) names the stage and what comes next, and opens the process screen.
        const { status, stage: entered, applicationId } = notification.params;
        const stage = entered ? { stage: t(`lendingStage.${entered}.name`), next: t(`lendingStage.${entered}.next`) } : {};
        return {
          text: t(`kind.loanApplication.${notification.params.outcome}`, { date: notification.params.date ? formatDate(notification.params.date, lang) : '', ...stage }),
          path: status ? `/loan-applications/${applicationId}/process` : '/profile?section=applications',
        };
      }
      case 'sellerListing':
        return {
          text: t(`kind.sellerListing.${notification.params.outcome}`, { title: notification.params.title[lang], reason: notification.params.reason ?? '' }),
          path: '/profile?section=properties',
        };
    }
  };
}

/** The personal page's notifications: all or unread, newest first, each marked read when opened or on demand. */
export function NotificationsSection() {
  const { t, i18n } = useTranslation('notifications');
  const lang = i18n.language as Language;
  const [unreadOnly, setUnreadOnly] = useState(false);
  const [pageNumber, setPageNumber] = useState(1);
  const queryClient = useQueryClient();
  const word = useWording();
  const page = useQuery(notificationsQuery(pageNumber, unreadOnly));
  const refresh = () => queryClient.invalidateQueries({ queryKey: notificationsKey });
  const markRead = useMutation({
    mutationFn: (id: number) => unwrap(api.POST('/api/notifications/{id}/read', { params: { path: { id: String(id) } } })),
    onError: (error) => toastApiError(error, i18n.t),
    onSettled: refresh,
  });
  const markAll = useMutation({
    mutationFn: () => unwrap(api.POST('/api/notifications/read-all')),
    onError: (error) => toastApiError(error, i18n.t),
    onSettled: refresh,
  });
  const unread = page.data?.unread ?? 0;
  const totalPages = Math.max(1, Math.ceil((page.data?.totalCount ?? 0) / notificationsPageSize));
  const choose = (next: boolean) => {
    setUnreadOnly(next);
    setPageNumber(1);
  };
  return (
    <div className={css.favourites}>
      <div className={css.filterRow}>
        <div role="group" aria-label={t('tabs.label')} className={css.marketTabs}>
          <button type="button" className={css.marketTab} aria-pressed={!unreadOnly} onClick={() => choose(false)}>
            {t('tabs.all')}
          </button>
          <button type="button" className={css.marketTab} aria-pressed={unreadOnly} onClick={() => choose(true)}>
            {t('tabs.unread', { count: unread })}
          </button>
        </div>
        <button type="button" className={button.ghost} disabled={unread === 0 || markAll.isPending} onClick={() => markAll.mutate()}>
          {t('markAllRead')}
        </button>
      </div>
      {!page.data ? (
        <p role="status">{i18n.t('account:loading')}</p>
      ) : page.data.items.length === 0 ? (
        <p className={css.empty}>{unreadOnly ? t('emptyUnread') : t('empty')}</p>
      ) : (
        <ul className={css.favouriteList} data-testid="notifications">
          {page.data.items.map((notification) => {
            const { text, path } = word(notification);
            return (
              <li key={notification.id} className={css.notification} data-read={notification.read}>
                <div>
                  {!notification.read && <span className={css.unreadBadge}>{t('unreadBadge')}</span>} <span>{text}</span>
                  <p className={css.empty}>
                    <time dateTime={notification.createdAt}>{formatDate(notification.createdAt, lang, { dateStyle: 'medium', timeStyle: 'short' })}</time>
                    {' · '}
                    <Link to={`/${lang}${path}` as '/'} onClick={() => !notification.read && markRead.mutate(notification.id)}>
                      {t('open')}
                    </Link>
                  </p>
                </div>
                {!notification.read && (
                  <button type="button" className={button.ghost} disabled={markRead.isPending} onClick={() => markRead.mutate(notification.id)}>
                    {t('markRead')}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {totalPages > 1 && (
        <nav aria-label={t('pages')} className={css.filterRow}>
          <button type="button" className={button.ghost} disabled={pageNumber <= 1} onClick={() => setPageNumber(pageNumber - 1)}>
            {t('previous')}
          </button>
          <span>
            {pageNumber} / {totalPages}
          </span>
          <button type="button" className={button.ghost} disabled={pageNumber >= totalPages} onClick={() => setPageNumber(pageNumber + 1)}>
            {t('next')}
          </button>
        </nav>
      )}
      <RequestsList />
    </div>
  );
}
