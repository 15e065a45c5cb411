import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { dismissToast, toastStore } from './toast.store';
import * as css from './toaster.css';

/** Announces toasts politely to screen readers; errors assertively. */
export function Toaster() {
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, toastStore.getSnapshot);
  const { t } = useTranslation('common');
  return (
    <div className={css.region} aria-live="polite" aria-relevant="additions">
      {toasts.map((toast) => (
        <div key={toast.id} className={css.toast[toast.tone]} role={toast.tone === 'error' ? 'alert' : 'status'} data-testid="toast">
          <p className={css.message}>{toast.message}</p>
          {toast.detail ? <p className={css.detail}>{toast.detail}</p> : null}
          <button type="button" className={css.close} onClick={() => dismissToast(toast.id)} aria-label={t('actions.close')}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
