import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import * as css from './dialog.css';

interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** `drawer` slides in from the side (the mobile menu); `dialog` is centred. */
  variant?: 'dialog' | 'drawer';
}

/**
 * Every modal of the product. Radix moves focus into the dialog, traps it, closes on Escape and
 * returns focus to the element that opened it.
 */
export function Modal({ open, onOpenChange, title, description, children, variant = 'dialog' }: ModalProps) {
  const { t } = useTranslation('common');
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={css.overlay} />
        <Dialog.Content className={css.content[variant]} {...(description ? {} : { 'aria-describedby': undefined })}>
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
