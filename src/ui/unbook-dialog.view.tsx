import { useTranslation } from 'react-i18next';
import { button } from './button.css';
import * as css from './dialog.css';
import { Modal } from './dialog.view';

/** "Cancel the booking?": unbooking frees the property for others at once, so it is asked first. */
export function UnbookDialog({ open, busy, title, onConfirm, onCancel }: { open: boolean; busy: boolean; title: string; onConfirm: () => void; onCancel: () => void }) {
  const { t } = useTranslation('bookings');
  return (
    <Modal open={open} onOpenChange={(next) => !next && !busy && onCancel()} title={t('unbook.title')} description={t('unbook.body', { title })}>
      <div className={css.actions}>
        <button type="button" className={button.primary} disabled={busy} onClick={onConfirm}>
          {t('unbook.confirm')}
        </button>
        <button type="button" className={button.ghost} disabled={busy} onClick={onCancel}>
          {t('unbook.keep')}
        </button>
      </div>
    </Modal>
  );
}
