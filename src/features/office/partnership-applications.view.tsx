import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { unwrap } from '../../../api/client';
import type { Language } from '../../../api/contract/validation';
import { officeApi, officeKey } from './office-client';
import { dateTime } from './office-format';
import * as css from './office.css';

/** The administrators' list of "become a partner" applications, newest first (each was also mailed to the bank). */
export function PartnershipApplicationsView() {
  const { t, i18n } = useTranslation('office');
  const lang = i18n.language as Language;
  const list = useQuery({ queryKey: [...officeKey, 'partnership-applications'], queryFn: () => unwrap(officeApi.GET('/api/office/partnership-applications')), meta: { handlesErrors: true } });
  return (
    <section className={css.panel} aria-labelledby="partnerships-title">
      <h2 id="partnerships-title">{t('partnerships.title')}</h2>
      <p className={css.muted}>{t('partnerships.lead')}</p>
      {list.data?.length === 0 ? <p>{t('partnerships.empty')}</p> : null}
      <ol className={css.list} data-testid="partnership-applications">
        {list.data?.map((application) => (
          <li key={application.id} className={css.row}>
            <div>
              <p className={css.rowTitle}>
                № {application.id} · {application.companyName} · {t(`partnerships.type.${application.type}`)}
              </p>
              <p className={css.muted}>
                {dateTime(application.createdAt, lang)} · {application.contactName} · <a href={`mailto:${application.email}`}>{application.email}</a> · <a href={`tel:${application.phoneNumber}`}>{application.phoneNumber}</a>
                {application.website ? (
                  <>
                    {' · '}
                    <a href={application.website} target="_blank" rel="noopener noreferrer">
                      {application.website}
                    </a>
                  </>
                ) : null}
              </p>
              <p>{application.offer}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
