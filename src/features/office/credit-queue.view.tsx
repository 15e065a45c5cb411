import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { unwrap } from '../../../api/client';
import { officeQueueQuerySchema, officeCaseKinds, type OfficeCaseKind } from '../../../api/contract/office-cases';
import type { Language } from '../../../api/contract/validation';
import { fieldErrors, type FieldError } from '../../../machines/form';
import { apiErrorMessage } from '../../lib/api-errors';
import { useNow } from '../../lib/use-now';
import { button } from '../../ui/button.css';
import * as formCss from '../../ui/form.css';
import { TextField } from '../../ui/form.view';
import { CaseView } from './case.view';
import { officeApi, officeKey } from './office-client';
import { dateTime, shortNumber, waitedFor } from './office-format';
import * as css from './office.css';

/**
 * The credit officer's queue: applications waiting for a bank employee, oldest first, read again every
 * 20 seconds; looked up by the application's number, a name or a social card (the server's search,
 * within the cases the officer sees).
 */
export function CreditQueueView() {
  const { t, i18n } = useTranslation(['office', 'loan']);
  const lang = i18n.language as Language;
  const now = useNow(30_000);
  const [kind, setKind] = useState<OfficeCaseKind | ''>('');
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [searchError, setSearchError] = useState<FieldError | undefined>(undefined);
  const [openId, setOpenId] = useState<string | null>(null);
  const queue = useQuery({
    queryKey: [...officeKey, 'cases', kind, search, lang],
    queryFn: () => unwrap(officeApi.GET('/api/office/cases', { params: { query: { ...(kind ? { kind } : {}), ...(search ? { search } : {}) } }, headers: { 'Accept-Language': lang } })),
    refetchInterval: 20_000,
    meta: { handlesErrors: true },
  });
  const find = (event: FormEvent) => {
    event.preventDefault();
    const wanted = typed.trim();
    // The server's own schema: a search it would refuse is told here, in the same words.
    const error = wanted ? fieldErrors<'search'>(officeQueueQuerySchema, { search: wanted }).search : undefined;
    setSearchError(error);
    if (!error) setSearch(wanted);
  };
  const clear = () => {
    setTyped('');
    setSearch('');
    setSearchError(undefined);
  };
  if (openId) return <CaseView applicationId={openId} onBack={() => setOpenId(null)} />;
  return (
    <section className={css.panel} aria-labelledby="queue-title">
      <h2 id="queue-title">{t('queue.title')}</h2>
      <p className={css.muted}>{t('queue.lead')}</p>
      <form role="search" className={css.searchForm} onSubmit={find} aria-label={t('queue.searchTitle')}>
        <TextField type="search" label={t('queue.search')} hint={t('queue.searchHint')} value={typed} onValueChange={setTyped} error={searchError} maxLength={60} autoComplete="off" spellCheck={false} />
        <p className={formCss.actions}>
          <button type="submit" className={button.primary}>
            {t('queue.find')}
          </button>
          {search ? (
            <button type="button" className={button.ghost} onClick={clear}>
              {t('queue.clearSearch')}
            </button>
          ) : null}
        </p>
      </form>
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
      {search && queue.data ? (
        <p role="status" className={css.muted} data-testid="queue-search-result">
          {t('queue.found', { count: queue.data.total, search })}
        </p>
      ) : null}
      {queue.isError ? <p className={css.alert} role="alert">{search ? apiErrorMessage(queue.error, t).message : t('loadFailed')}</p> : null}
      {queue.data?.cases.length === 0 ? <p>{search ? t('queue.noneFound') : t('queue.empty')}</p> : null}
      <ol className={css.list} data-testid="office-queue">
        {queue.data?.cases.map((entry) => (
          <li key={entry.applicationId} className={css.row} data-testid="office-case">
            <div>
              <p className={css.rowTitle}>
                {entry.applicantName} · {t(`caseKind.${entry.kind}`)}
              </p>
              <p className={css.muted}>
                {t('case.number', { number: shortNumber(entry.applicationId) })} · {t(`loan:status.${entry.status}`)} · {t('queue.waiting', { time: waitedFor(entry.waitingSince, now, t) })}
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
