import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, unwrap } from '../../../api/client';
import type { StaffMember, StaffRole } from '../../../api/contract/office';
import { button } from '../../ui/button.css';
import { container, page } from '../../ui/layout.css';
import { pillTab, pillTabs } from '../../ui/pill-tabs.css';
import { useDocumentTitle } from '../../ui/use-document-title';
import { AuditLogView } from './audit-log.view';
import { ContentView } from './content.view';
import { CreditQueueView } from './credit-queue.view';
import { ModerationView } from './moderation.view';
import { ListingModerationView } from './listing-moderation.view';
import { NotaryView } from './notary.view';
import { forgetOfficeToken, officeApi, officeKey, readOfficeToken, subscribeOfficeToken } from './office-client';
import { OfficeSignIn } from './office-sign-in.view';
import { PartnerView } from './partner.view';
import { PartnershipApplicationsView } from './partnership-applications.view';
import { SandboxModesView } from './sandbox-modes.view';
import { StaffView } from './staff.view';
import { StoreTillView } from './store-till.view';
import * as css from './office.css';

/** The office's workspaces, the roles that open each, and for some which members of the role. */
const workspaces = [
  { id: 'cases', roles: ['creditOfficer', 'administrator'] },
  // A partner of a developer or an agency answers for its properties; a partner store's member has the store's till.
  { id: 'partner', roles: ['partner'], when: (member: StaffMember) => member.storeId === null },
  { id: 'storeTill', roles: ['partner'], when: (member: StaffMember) => member.storeId !== null },
  { id: 'notary', roles: ['notary'] },
  { id: 'reviews', roles: ['moderator'] },
  { id: 'sellerListings', roles: ['moderator'] },
  { id: 'content', roles: ['contentEditor'] },
  { id: 'staff', roles: ['administrator'] },
  { id: 'partnerships', roles: ['administrator'] },
  { id: 'audit', roles: ['administrator'] },
  { id: 'sandbox', roles: ['administrator'] },
] as const satisfies readonly { id: string; roles: readonly StaffRole[]; when?: (member: StaffMember) => boolean }[];
type Workspace = (typeof workspaces)[number]['id'];

/** Each workspace's view. */
const workspaceViews: Record<Workspace, () => ReactNode> = {
  cases: CreditQueueView,
  partner: PartnerView,
  storeTill: StoreTillView,
  notary: NotaryView,
  reviews: ModerationView,
  sellerListings: ListingModerationView,
  content: ContentView,
  staff: StaffView,
  partnerships: PartnershipApplicationsView,
  audit: AuditLogView,
  sandbox: SandboxModesView,
};

const meQuery = { queryKey: [...officeKey, 'me'], queryFn: () => unwrap(officeApi.GET('/api/office/me')), retry: false, meta: { handlesErrors: true } };

/**
 * The bank's back office (issue 18), on its own route and in its own chunk: customers never download
 * it. A member signs in with the second factor and sees the workspaces of their roles.
 */
export function OfficeScreen() {
  const { t } = useTranslation('office');
  useDocumentTitle(t('title'));
  const queryClient = useQueryClient();
  // The tab's session; the server's page has none, so hydration starts from the sign-in.
  const token = useSyncExternalStore(subscribeOfficeToken, readOfficeToken, () => null);
  const me = useQuery({ ...meQuery, enabled: token !== null });
  const endSession = useCallback(() => {
    forgetOfficeToken();
    queryClient.removeQueries({ queryKey: officeKey });
  }, [queryClient]);
  const signOut = () => {
    void officeApi.POST('/api/account/sign-out').catch(() => undefined);
    endSession();
  };
  // A session that ended (expired, signed out elsewhere, roles removed) returns to the sign-in.
  useEffect(() => officeApi.onUnauthorized(endSession), [endSession]);
  const refused = me.error instanceof ApiError && me.error.status === 403;
  useEffect(() => {
    if (refused) endSession();
  }, [refused, endSession]);

  return (
    <section className={`${container} ${page}`} aria-labelledby="office-title">
      <div className={css.header}>
        <h1 id="office-title">{t('title')}</h1>
        {me.data ? (
          <p className={css.who}>
            {t('signedInAs', { name: `${me.data.firstName} ${me.data.lastName}`, roles: me.data.roles.map((role) => t(`roles.${role}`)).join(', ') })}{' '}
            <button type="button" className={button.secondary} onClick={signOut}>
              {t('signOut')}
            </button>
          </p>
        ) : null}
      </div>
      {token === null || refused ? <OfficeSignIn /> : me.data ? <Workspaces member={me.data} /> : <p role="status">{t('loading')}</p>}
    </section>
  );
}

function Workspaces({ member }: { member: StaffMember }) {
  const { t } = useTranslation('office');
  const open = workspaces.filter((workspace) => workspace.roles.some((role) => member.roles.includes(role)) && (!('when' in workspace) || workspace.when(member)));
  const [current, setCurrent] = useState<Workspace | undefined>(open[0]?.id);
  if (current === undefined) return <p>{t('noRoles')}</p>;
  const View = workspaceViews[current];
  return (
    <>
      <nav aria-label={t('workspaces')}>
        <ul className={pillTabs}>
          {open.map((workspace) => (
            <li key={workspace.id}>
              <button type="button" className={`${pillTab} ${css.tabButton}`} aria-current={workspace.id === current ? 'page' : undefined} onClick={() => setCurrent(workspace.id)}>
                {t(`workspace.${workspace.id}`)}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <View />
    </>
  );
}
