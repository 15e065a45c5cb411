import { useTranslation } from 'react-i18next';
import type { Language } from '../../../api/contract/validation';
import { formatMoney } from '../../lib/format';
import { button } from '../../ui/button.css';
import * as dialogCss from '../../ui/dialog.css';
import { Modal } from '../../ui/dialog.view';
import { LoanWizardActor } from './loan-wizard.context';
import { useReadableParams } from './step-parts.view';

/** "Delete the draft?": deleting releases the booked property at once, so it is asked first. */
function DeleteDraftDialog() {
  const { t } = useTranslation('loan');
  const actor = LoanWizardActor.useActorRef();
  const open = LoanWizardActor.useSelector((s) => s.matches({ editing: 'confirmingDelete' }) || s.matches({ editing: 'deleting' }));
  const busy = LoanWizardActor.useSelector((s) => s.matches({ editing: 'deleting' }));
  return (
    <Modal open={open} onOpenChange={(next) => !next && !busy && actor.send({ type: 'dialog.close' })} title={t('deleteDialog.title')} description={t('deleteDialog.body')}>
      <div className={dialogCss.actions}>
        <button type="button" className={button.primary} disabled={busy} onClick={() => actor.send({ type: 'delete.confirm' })} data-testid="loan-delete-confirm">
          {busy ? t('deleteDialog.deleting') : t('deleteDialog.confirm')}
        </button>
        <button type="button" className={button.ghost} disabled={busy} onClick={() => actor.send({ type: 'dialog.close' })}>
          {t('deleteDialog.keep')}
        </button>
      </div>
    </Modal>
  );
}

/** "Recall the invitation?": the co-applicant is told by e-mail, and what they filled in of their part is dropped. */
function RecallInvitationDialog() {
  const { t } = useTranslation('loan');
  const actor = LoanWizardActor.useActorRef();
  const open = LoanWizardActor.useSelector((s) => s.matches({ editing: 'confirmingRecall' }) || s.matches({ editing: 'recalling' }));
  const busy = LoanWizardActor.useSelector((s) => s.matches({ editing: 'recalling' }));
  const email = LoanWizardActor.useSelector((s) => s.context.application?.coApplicant?.email ?? '');
  return (
    <Modal open={open} onOpenChange={(next) => !next && !busy && actor.send({ type: 'dialog.close' })} title={t('recallDialog.title')} description={t('recallDialog.body', { email })}>
      <div className={dialogCss.actions}>
        <button type="button" className={button.primary} disabled={busy} onClick={() => actor.send({ type: 'recall.confirm' })} data-testid="loan-recall-confirm">
          {busy ? t('recallDialog.recalling') : t('recallDialog.confirm')}
        </button>
        <button type="button" className={button.ghost} disabled={busy} onClick={() => actor.send({ type: 'dialog.close' })}>
          {t('recallDialog.keep')}
        </button>
      </div>
    </Modal>
  );
}

/** "Price changed": the catalogue's price moved since the draft started; the person agrees to the new one before submitting. */
function PriceChangedDialog() {
  const { t, i18n } = useTranslation('loan');
  const lang = i18n.language as Language;
  const actor = LoanWizardActor.useActorRef();
  const open = LoanWizardActor.useSelector((s) => s.matches({ editing: 'priceChanged' }) || s.matches({ editing: 'confirmingPrice' }));
  const busy = LoanWizardActor.useSelector((s) => s.matches({ editing: 'confirmingPrice' }));
  const application = LoanWizardActor.useSelector((s) => s.context.application);
  const prices = application ? { before: formatMoney(application.agreedPrice, 'AMD', lang), now: formatMoney(application.currentPrice, 'AMD', lang) } : { before: '', now: '' };
  return (
    <Modal open={open} onOpenChange={(next) => !next && !busy && actor.send({ type: 'dialog.close' })} title={t('priceDialog.title')} description={t('priceDialog.body', prices)}>
      <div className={dialogCss.actions}>
        <button type="button" className={button.primary} disabled={busy} onClick={() => actor.send({ type: 'price.confirm' })} data-testid="loan-price-confirm">
          {t('priceDialog.confirm', { price: prices.now })}
        </button>
        <button type="button" className={button.ghost} disabled={busy} onClick={() => actor.send({ type: 'dialog.close' })}>
          {t('priceDialog.cancel')}
        </button>
      </div>
    </Modal>
  );
}

/** The refusals of spec section 7 that open a dialog: a co-applicant's age, an existing completed application. */
function RefusalDialog() {
  const { t } = useTranslation(['loan', 'errors']);
  const actor = LoanWizardActor.useActorRef();
  const dialog = LoanWizardActor.useSelector((s) => s.context.dialog);
  const readable = useReadableParams();
  return (
    <Modal open={dialog !== undefined} onOpenChange={(next) => !next && actor.send({ type: 'dialog.close' })} title={t('loan:refusalDialog.title')} description={dialog ? t(`errors:${dialog.code}`, readable(dialog.params) ?? {}) : ''}>
      <div className={dialogCss.actions}>
        <button type="button" className={button.primary} onClick={() => actor.send({ type: 'dialog.close' })} data-testid="loan-refusal-close">
          {t('loan:refusalDialog.close')}
        </button>
      </div>
    </Modal>
  );
}

export function WizardDialogs() {
  return (
    <>
      <DeleteDraftDialog />
      <RecallInvitationDialog />
      <PriceChangedDialog />
      <RefusalDialog />
    </>
  );
}
