import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../lib/api-errors';
import * as css from './office.css';

type Notice = { tone: 'done' | 'alert'; text: string };

/**
 * How a workspace answers its last action: `report` runs it and keeps what to say, the confirmation
 * when it succeeded or the refusal's message (in the page's language) when not.
 */
export function useOfficeNotice() {
  const { t } = useTranslation('office');
  const [notice, setNotice] = useState<Notice | null>(null);
  const report = (action: Promise<unknown>, done: string) =>
    action.then(
      () => setNotice({ tone: 'done', text: done }),
      (error: unknown) => setNotice({ tone: 'alert', text: apiErrorMessage(error, t).message }),
    );
  return { notice, report };
}

/** The last action's answer: a status for a confirmation, an alert for a refusal. */
export function OfficeNotice({ notice }: { notice: Notice | null }) {
  if (!notice) return null;
  return (
    <p className={notice.tone === 'done' ? css.done : css.alert} role={notice.tone === 'done' ? 'status' : 'alert'}>
      {notice.text}
    </p>
  );
}
