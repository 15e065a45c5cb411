import * as Dialog from '@radix-ui/react-dialog';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import * as css from './dialog.css';

export interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** `drawer` slides in from the side (the mobile menu); `sheet` rises from the bottom (a phone's filters); `dialog` is centred. */
  variant?: 'dialog' | 'drawer' | 'sheet';
}

/**
 * Every modal of the product (through `Modal` in ./dialog.view, which loads this chunk when a modal
 * first opens). Radix moves focus into the dialog, traps it, closes on Escape and returns focus to
 * the element that opened it.
 */
export function ModalContent({ open, onOpenChange, title, description, children, variant = 'dialog' }: ModalProps) {
  const { t } = useTranslation('common');
  // Modals are opened by state (a machine, a query parameter), not always by a Radix trigger, so the
  // element that had focus when the modal opened is remembered here and gets it back on close.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={css.overlay} />
        <Dialog.Content
          className={css.content[variant]}
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            if (opener.current?.isConnected) {
              event.preventDefault();
              opener.current.focus();
            }
          }}
        >
          <div className={css.header}>
            <Dialog.Title className={css.title}>{title}</Dialog.Title>
            <Dialog.Close className={css.close} aria-label={t('actions.close')}>
              ×
            </Dialog.Close>
          </div>
          {description ? <Dialog.Description className={css.description}>{description}</Dialog.Description> : null}
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
