import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SentRequest } from '../../../api/contract/requests';
import type { Language } from '../../../api/contract/validation';
import { formatDate } from '../../lib/format';
import { sentRequestsQuery } from '../../lib/queries/requests.queries';
import * as css from './account.css';

/** A link to what a request was about, from the app path the server gave (no language in it). */
function SubjectLink({ path, lang, children }: { path: string; lang: Language; children: ReactNode }) {
  const property = /^\/property\/(primary|secondary|rent)\/(\d+)$/.exec(path);
  if (property?.[1] && property[2]) {
    return (
      <Link to="/$lang/property/$market/$id" params={{ lang, market: property[1], id: property[2] }}>
        {children}
      </Link>
    );
  }
  const building = /^\/(buildings|projects)\/(\d+)$/.exec(path);
  if (building?.[2]) {
    return (
      <Link to={building[1] === 'buildings' ? '/$lang/buildings/$id' : '/$lang/projects/$id'} params={{ lang, id: building[2] }}>
        {children}
      </Link>
    );
  }
  const foreign = /^\/foreign-market\/(\d+)$/.exec(path);
  if (foreign?.[1]) {
    return (
      <Link to="/$lang/foreign-market/$id" params={{ lang, id: foreign[1] }}>
        {children}
      </Link>
    );
  }
  // What was asked about is gone from the catalogue: its name stays, without a link.
  return <>{children}</>;
}

const day = { day: 'numeric', month: 'long', year: 'numeric' } as const;

function RequestRow({ request, lang }: { request: SentRequest; lang: Language }) {
  const { t } = useTranslation('requests');
  return (
    <li className={css.filterRow}>
      <div className={css.filterName}>
        <p className={css.greeting}>{t(`kind.${request.kind}`)}</p>
        <SubjectLink path={request.path} lang={lang}>
          {request.subject}
        </SubjectLink>
      </div>
      <p className={css.greeting}>{t('list.recipient', { recipient: request.recipient })}</p>
      <p className={css.greeting}>
        {t('list.sentOn', { date: formatDate(request.createdAt, lang, day) })} · {t('list.replyBy', { date: formatDate(request.replyBy, lang, day) })}
      </p>
    </li>
  );
}

function SentRequests() {
  const { t, i18n } = useTranslation('requests');
  const lang = i18n.language as Language;
  const requests = useQuery(sentRequestsQuery(lang));
  if (!requests.data) return <p role="status">{t('list.loading')}</p>;
  if (requests.data.length === 0) return <p className={css.empty}>{t('list.empty')}</p>;
  return (
    <ul className={css.favouriteList} data-testid="sent-requests">
      {requests.data.map((request) => (
        <RequestRow key={request.id} request={request} lang={lang} />
      ))}
    </ul>
  );
}

/**
 * The requests the signed-in user sent (a property, project, foreign or rental request), newest
 * first, each linking to what it was about. For the personal page, which is signed-in only; its
 * own boundary waits for the `requests` texts, which load when it first shows.
 */
export function RequestsList() {
  return (
    <Suspense fallback={null}>
      <RequestsListSection />
    </Suspense>
  );
}

function RequestsListSection() {
  const { t } = useTranslation('requests');
  return (
    <section aria-labelledby="sent-requests-title" data-testid="requests-list">
      <h3 id="sent-requests-title">{t('list.title')}</h3>
      <SentRequests />
    </section>
  );
}
