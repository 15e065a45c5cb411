import { Fragment, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { button } from '../../ui/button.css';
import * as dialogCss from '../../ui/dialog.css';
import { Modal } from '../../ui/dialog.view';
import * as css from './office.css';

/** One line of what a confirmation restates: its name and its value. */
export type ConfirmedFact = readonly [name: string, value: ReactNode];

interface OfficeConfirmProps {
  /** Open while the step waits for the member's yes. */
  open: boolean;
  title: string;
  /** What happens, in a sentence ("The customer is told at once; this cannot be undone."). */
  lead: string;
  facts: readonly ConfirmedFact[];
  confirmLabel: string;
  /** Runs the step; the dialog stays open, its buttons off, until it settles, then closes. */
  onConfirm: () => Promise<unknown>;
  onCancel: () => void;
}

/**
 * "Are you sure?" before an office step that cannot be taken back (a credit decision, a notary's
 * check): the dialog restates what is decided and about what. Radix's dialog (ui/dialog.view) moves
 * the focus into it, keeps it there, closes on Escape and gives the focus back to the button that
 * opened it; Cancel is the first button after the close, so Enter never decides by accident.
 */
export function OfficeConfirm({ open, title, lead, facts, confirmLabel, onConfirm, onCancel }: OfficeConfirmProps) {
  const { t } = useTranslation('office');
  const [busy, setBusy] = useState(false);
  const confirm = () => {
    setBusy(true);
    void onConfirm().finally(() => {
      setBusy(false);
      onCancel();
    });
  };
  return (
    <Modal open={open} onOpenChange={(next) => !next && !busy && onCancel()} title={title} description={lead}>
      <dl className={css.facts} data-testid="office-confirm-facts">
        {facts.map(([name, value]) => (
          <Fragment key={name}>
            <dt className={css.factName}>{name}</dt>
            <dd className={css.factValue}>{value}</dd>
          </Fragment>
        ))}
      </dl>
      <div className={dialogCss.actions}>
        <button type="button" className={button.secondary} disabled={busy} onClick={onCancel}>
          {t('confirm.cancel')}
        </button>
        <button type="button" className={button.primary} disabled={busy} onClick={confirm} aria-busy={busy || undefined}>
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
