import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { unwrap } from '../../../api/client';
import { officeCaseKinds, type OfficeCaseKind } from '../../../api/contract/office-cases';
import type { Language } from '../../../api/contract/validation';
import { useNow } from '../../lib/use-now';
import { button } from '../../ui/button.css';
import { CaseView } from './case.view';
import { officeApi, officeKey } from './office-client';
import { dateTime, waitedFor } from './office-format';
import * as css from './office.css';

/** The credit officer's queue: applications waiting for a bank employee, oldest first, read again every 20 seconds. */
export function CreditQueueView() {
  const { t, i18n } = useTranslation(['office', 'loan']);
  const lang = i18n.language as Language;
  const now = useNow(30_000);
  const [kind, setKind] = useState<OfficeCaseKind | ''>('');
  const [openId, setOpenId] = useState<string | null>(null);
  const queue = useQuery({
    queryKey: [...officeKey, 'cases', kind, lang],
    queryFn: () => unwrap(officeApi.GET('/api/office/cases', { params: { query: kind ? { kind } : {} } })),
    refetchInterval: 20_000,
    meta: { handlesErrors: true },
  });
  if (openId) return <CaseView applicationId={openId} onBack={() => setOpenId(null)} />;
  return (
    <section className={css.panel} aria-labelledby="queue-title">
      <h2 id="queue-title">{t('queue.title')}</h2>
      <p className={css.muted}>{t('queue.lead')}</p>
      <p>
        <label htmlFor="queue-kind">{t('queue.filter')}</label>{' '}
        <select id="queue-kind" className={css.select} value={kind} onChange={(event) => setKind(event.target.value as OfficeCaseKind | '')}>
          <option value="">{t('queue.allKinds')}</option>
          {officeCaseKinds.map((value) => (
            <option key={value} value={value}>
              {t(`caseKind.${value}`)}
            </option>
          ))}
        </select>
      </p>
      {queue.isError ? <p className={css.alert} role="alert">{t('loadFailed')}</p> : null}
      {queue.data?.cases.length === 0 ? <p>{t('queue.empty')}</p> : null}
      <ol className={css.list} data-testid="office-queue">
        {queue.data?.cases.map((entry) => (
          <li key={entry.applicationId} className={css.row} data-testid="office-case">
            <div>
              <p className={css.rowTitle}>
                {entry.applicantName} · {t(`caseKind.${entry.kind}`)}
              </p>
              <p className={css.muted}>
                {t(`loan:status.${entry.status}`)} · {t('queue.waiting', { time: waitedFor(entry.waitingSince, now, t) })}
                {entry.claim ? ` · ${entry.claim.mine ? t('claim.mine', { until: dateTime(entry.claim.expiresAt, lang) }) : t('claim.other', { name: entry.claim.staffName, until: dateTime(entry.claim.expiresAt, lang) })}` : ''}
              </p>
            </div>
            <button type="button" className={button.secondary} onClick={() => setOpenId(entry.applicationId)} aria-label={t('queue.openCase', { name: entry.applicantName })}>
              {t('queue.open')}
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}
