import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../lib/api-errors';
import * as css from './office.css';

/**
 * What to say, not the words said: the notice is put in words when shown, so switching the page's
 * language after an action says it again in the new one.
 */
type Notice = { tone: 'done'; key: string; values?: Record<string, unknown> } | { tone: 'alert'; error: unknown };

/**
 * How a workspace answers its last action: `report` runs it and keeps what to say, the confirmation
 * (a key of the office's texts) when it succeeded or the refusal when not.
 */
export function useOfficeNotice() {
  const [notice, setNotice] = useState<Notice | null>(null);
  const report = (action: Promise<unknown>, doneKey: string, values?: Record<string, unknown>) =>
    action.then(
      () => setNotice(values ? { tone: 'done', key: doneKey, values } : { tone: 'done', key: doneKey }),
      (error: unknown) => setNotice({ tone: 'alert', error }),
    );
  return { notice, report };
}

/** The last action's answer in the page's language: a status for a confirmation, an alert for a refusal. */
export function OfficeNotice({ notice }: { notice: Notice | null }) {
  const { t } = useTranslation('office');
  if (!notice) return null;
  return notice.tone === 'done' ? (
    <p className={css.done} role="status">
      {t(notice.key, notice.values)}
    </p>
  ) : (
    <p className={css.alert} role="alert">
      {apiErrorMessage(notice.error, t).message}
    </p>
  );
}
