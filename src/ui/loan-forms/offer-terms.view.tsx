import { useTranslation } from 'react-i18next';
import type { LoanOffer } from '../../../api/contract/loan-application';
import type { Language } from '../../../api/contract/validation';
import { formatMoney, formatNumber } from '../../lib/format';
import { Facts } from './facts.view';

const percent = (value: number, lang: Language) => `${formatNumber(value, lang, { maximumFractionDigits: 2 })} %`;

/** The bank's offer's terms, the same for both people: term, nominal and actual rate, the (first) monthly payment, the repayment. */
export function OfferTerms({ offer }: { offer: LoanOffer }) {
  const { t, i18n } = useTranslation('loan');
  const lang = i18n.language as Language;
  return (
    <Facts
      facts={[
        [t('offer.term'), t('preview.months', { count: offer.termMonths })],
        [t('offer.nominalRate'), percent(offer.nominalRatePercent, lang)],
        [t('offer.actualRate'), percent(offer.actualRatePercent, lang)],
        [offer.repaymentType === 'annuity' ? t('loanInfo.monthlyPayment') : t('loanInfo.firstPayment'), formatMoney(offer.monthlyPayment, offer.currency, lang)],
        [t('loanInfo.repaymentType'), t(`repayment.${offer.repaymentType}`)],
      ]}
    />
  );
}
