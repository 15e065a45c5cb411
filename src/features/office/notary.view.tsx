import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { unwrap } from '../../../api/client';
import type { Language } from '../../../api/contract/validation';
import { formatDate } from '../../lib/format';
import { button } from '../../ui/button.css';
import { officeApi, officeKey, useOfficeAction } from './office-client';
import { dateTime } from './office-format';
import { OfficeNotice, useOfficeNotice } from './office-notice.view';
import * as css from './office.css';

/** The free hours by day, in the page's language: a day, then its hours. */
function freeByDay(slots: readonly string[], lang: Language): [string, string[]][] {
  const days = new Map<string, string[]>();
  for (const slot of slots) {
    const day = formatDate(slot, lang, { dateStyle: 'medium' });
    days.set(day, [...(days.get(day) ?? []), formatDate(slot, lang, { timeStyle: 'short' })]);
  }
  return [...days];
}

/** The notary's workspace: the packages the bank sent, the appointments and the free hours. */
export function NotaryView() {
  const { t, i18n } = useTranslation(['office', 'loan']);
  const lang = i18n.language as Language;
  const workspace = useQuery({ queryKey: [...officeKey, 'notary', lang], queryFn: () => unwrap(officeApi.GET('/api/office/notary')), refetchInterval: 20_000, meta: { handlesErrors: true } });
  const { notice, report } = useOfficeNotice();
  const step = useOfficeAction((input: { applicationId: string; step: 'checked' | 'available' }) =>
    unwrap(officeApi.POST('/api/office/notary/packages/{applicationId}', { params: { path: { applicationId: input.applicationId } }, body: { step: input.step } })),
  );
  const take = (applicationId: string, next: 'checked' | 'available') =>
    report(step.mutateAsync({ applicationId, step: next }), t(`notary.${next}Done`));
  const data = workspace.data;
  return (
    <>
      <OfficeNotice notice={notice} />
      <section className={css.panel} aria-labelledby="packages-title">
        <h2 id="packages-title">{t('notary.packagesTitle')}</h2>
        {data?.packages.length === 0 ? <p>{t('notary.noPackages')}</p> : null}
        <ul className={css.list}>
          {data?.packages.map((entry) => (
            <li key={entry.applicationId} className={css.row} data-testid="notary-package">
              <div>
                <p className={css.rowTitle}>{entry.applicantName}</p>
                <p className={css.muted}>
                  {t(`loan:status.${entry.status}`)}
                  {entry.slotAt ? ` · ${t('notary.appointmentAt', { at: dateTime(entry.slotAt, lang) })}` : ''}
                </p>
              </div>
              {entry.status === 'NotaryPackagePrepared' ? (
                <button type="button" className={button.primary} disabled={step.isPending} onClick={() => void take(entry.applicationId, 'checked')}>
                  {t('notary.markChecked')}
                </button>
              ) : (
                <button type="button" className={button.primary} disabled={step.isPending} onClick={() => void take(entry.applicationId, 'available')}>
                  {t('notary.makeAvailable')}
                </button>
              )}
            </li>
          ))}
        </ul>
      </section>
      <section className={css.panel} aria-labelledby="appointments-title">
        <h2 id="appointments-title">{t('notary.appointmentsTitle')}</h2>
        {data?.appointments.length === 0 ? <p>{t('notary.noAppointments')}</p> : null}
        <ul className={css.list}>
          {data?.appointments.map((entry) => (
            <li key={`${entry.applicationId}-${entry.slotAt}`} className={css.muted}>
              {dateTime(entry.slotAt, lang)} · {entry.applicantName} · {t(`notary.appointment.${entry.status}`, { defaultValue: entry.status })}
            </li>
          ))}
        </ul>
        <h3>{t('notary.freeTitle')}</h3>
        <ul className={css.list}>
          {freeByDay(data?.freeSlots ?? [], lang).map(([day, times]) => (
            <li key={day} className={css.muted}>
              <strong>{day}</strong>: {times.join(', ')}
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
