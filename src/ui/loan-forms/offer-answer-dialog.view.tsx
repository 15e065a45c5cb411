import { useTranslation } from 'react-i18next';
import { loanSchedule } from '../../../api/contract/calculations/loan';
import type { LoanOffer } from '../../../api/contract/loan-application';
import type { Language } from '../../../api/contract/validation';
import { formatMoney, formatNumber } from '../../lib/format';
import { button } from '../button.css';
import * as dialogCss from '../dialog.css';
import { Modal } from '../dialog.view';
import { Facts } from './facts.view';

export type OfferAnswer = 'accept' | 'reject';

const percent = (value: number, lang: Language) => `${formatNumber(value, lang, { maximumFractionDigits: 2 })} %`;

/**
 * What a loan costs, restated before the answer is sent: the figures come from the same schedule
 * function the server prints the contract's schedule with (api/contract/calculations/loan.ts).
 * The repayment day is chosen later, with the contract's data: until then the first payment is due
 * a month after the payout.
 */
export function offerCost(offer: LoanOffer) {
  const schedule = loanSchedule({ principal: offer.amount, annualRatePercent: offer.nominalRatePercent, termMonths: offer.termMonths, repayment: offer.repaymentType });
  return { firstPayment: schedule.firstPayment, totalInterest: schedule.totalInterest, totalPayment: schedule.totalPayment };
}

export interface OfferAnswerDialogProps {
  offer: LoanOffer;
  /** Which answer is being confirmed; null when no dialog is open. */
  answer: OfferAnswer | null;
  /** Applying together: a refusal ends the application for both people. */
  together: boolean;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
  /** The test id prefix of the confirm button: `<prefix>-accept-confirm` / `<prefix>-reject-confirm`. */
  testId: string;
}

/** "Accept a loan of 30 million?" / "Refuse the offer?": the loan's terms and cost, then an explicit yes. */
export function OfferAnswerDialog({ offer, answer, together, busy, onConfirm, onClose, testId }: OfferAnswerDialogProps) {
  const { t, i18n } = useTranslation('loan');
  const lang = i18n.language as Language;
  const money = (value: number) => formatMoney(value, offer.currency, lang);
  const cost = offerCost(offer);
  const shown = answer ?? 'accept';
  const description = shown === 'accept' ? t('offerDialog.acceptBody') : together ? t('offerDialog.refuseBodyTogether') : t('offerDialog.refuseBody');
  return (
    <Modal
      open={answer !== null}
      onOpenChange={(next) => !next && !busy && onClose()}
      title={shown === 'accept' ? t('offerDialog.acceptTitle', { amount: money(offer.amount) }) : t('offerDialog.refuseTitle')}
      description={description}
    >
      <div data-testid={`${testId}-dialog-terms`} role="group" aria-label={t('offerDialog.terms')}>
        <Facts
          facts={[
            [t('offerDialog.amount'), money(offer.amount)],
            [t('offer.term'), t('preview.months', { count: offer.termMonths })],
            [t('offer.nominalRate'), percent(offer.nominalRatePercent, lang)],
            [t('offer.actualRate'), percent(offer.actualRatePercent, lang)],
            [t('offerDialog.firstPayment'), money(cost.firstPayment)],
            [t('offerDialog.firstPaymentDate'), t('offerDialog.firstPaymentAfterPayout')],
            [t('offerDialog.totalInterest'), money(cost.totalInterest)],
            [t('offerDialog.totalPayment'), money(cost.totalPayment)],
          ]}
        />
      </div>
      <div className={dialogCss.actions}>
        <button type="button" className={button.primary} disabled={busy} aria-busy={busy} onClick={onConfirm} data-testid={`${testId}-${shown}-confirm`}>
          {busy ? t('offerDialog.sending') : shown === 'accept' ? t('offerDialog.confirmAccept', { amount: money(offer.amount) }) : t('offerDialog.confirmRefuse')}
        </button>
        <button type="button" className={button.ghost} disabled={busy} onClick={onClose} data-testid={`${testId}-${shown}-keep`}>
          {t('offerDialog.keep')}
        </button>
      </div>
    </Modal>
  );
}
