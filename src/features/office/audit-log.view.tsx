import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { unwrap } from '../../../api/client';
import type { Language } from '../../../api/contract/validation';
import { button } from '../../ui/button.css';
import * as formCss from '../../ui/form.css';
import { officeApi, officeKey } from './office-client';
import { dateTime } from './office-format';
import * as css from './office.css';

/** The administrator's view of every staff action: who, when, what, and the state before and after. */
export function AuditLogView() {
  const { t, i18n } = useTranslation('office');
  const lang = i18n.language as Language;
  const [page, setPage] = useState(1);
  const log = useQuery({ queryKey: [...officeKey, 'audit', page], queryFn: () => unwrap(officeApi.GET('/api/office/audit-log', { params: { query: { page } } })), meta: { handlesErrors: true } });
  const pages = log.data ? Math.max(1, Math.ceil(log.data.total / log.data.pageSize)) : 1;
  return (
    <section className={css.panel} aria-labelledby="audit-title">
      <h2 id="audit-title">{t('audit.title')}</h2>
      <p className={css.muted}>{t('audit.lead')}</p>
      <ol className={css.list}>
        {log.data?.entries.map((entry) => (
          <li key={entry.id} className={css.row}>
            <div>
              <p className={css.rowTitle}>
                {entry.action} · {entry.subjectKind} {entry.subjectId}
              </p>
              <p className={css.muted}>
                {dateTime(entry.at, lang)} · {entry.actorEmail ?? t('audit.command')}
              </p>
              <p className={css.muted}>{t('audit.change', { before: JSON.stringify(entry.before), after: JSON.stringify(entry.after) })}</p>
            </div>
          </li>
        ))}
      </ol>
      <p className={formCss.actions}>
        <button type="button" className={button.secondary} disabled={page <= 1} onClick={() => setPage(page - 1)}>
          {t('audit.newer')}
        </button>
        <span>{t('audit.page', { page, pages })}</span>
        <button type="button" className={button.secondary} disabled={page >= pages} onClick={() => setPage(page + 1)}>
          {t('audit.older')}
        </button>
      </p>
    </section>
  );
}
