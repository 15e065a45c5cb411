import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, unwrap } from '../../../api/client';
import type { AppointmentKind } from '../../../api/contract/lending-process';
import { saveFile } from '../../lib/save-file';
import { button } from '../../ui/button.css';
import { ActionRefusal } from './process-parts.view';

/** The appointments' names in the calendar file's address. */
const appointmentPaths = { videoCall: 'video-call', notary: 'notary', branchVisit: 'branch-visit' } as const satisfies Record<AppointmentKind, string>;

/** A booked appointment as an iCalendar file in the person's language (it needs the bearer token, so it is fetched, not linked). */
export const fetchAppointmentCalendar = (applicationId: string, appointment: AppointmentKind) =>
  unwrap(
    api.GET('/api/loan-applications/{applicationId}/process/appointments/{appointment}/calendar.ics', {
      params: { path: { applicationId, appointment: appointmentPaths[appointment] } },
      parseAs: 'blob',
      cache: 'no-store',
    }),
  ) as Promise<Blob>;

/** "Add to calendar": downloads the booked appointment's .ics file, which the person's calendar opens. */
export function AddToCalendar({ applicationId, appointment, slotAt }: { applicationId: string; appointment: AppointmentKind; slotAt: string }) {
  const { t } = useTranslation('lendingProcess');
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState<unknown>(null);
  const add = () => {
    setFailed(null);
    setPending(true);
    fetchAppointmentCalendar(applicationId, appointment)
      .then((blob) => saveFile(new Blob([blob], { type: 'text/calendar' }), `tun-${appointmentPaths[appointment]}-${slotAt.slice(0, 10)}.ics`), setFailed)
      .finally(() => setPending(false));
  };
  return (
    <>
      <button
        type="button"
        className={button.ghost}
        onClick={add}
        disabled={pending}
        aria-label={t('calendar.addNamed', { what: t(`calendar.appointments.${appointment}`) })}
        data-testid={`process-calendar-${appointment}`}
      >
        {t('calendar.add')}
      </button>
      <ActionRefusal error={failed} />
    </>
  );
}
