import type { RentalRequest, RequestKind } from '../../../contract/requests';
import type { Language } from '../../../contract/validation';
import type { Localized } from '../../db/schema';

/**
 * The words the server puts in a partner's mail (the `partnerRequest` template's `kind` and
 * `details`) and the name of the bank's desk. The app's own texts live in locales/<lang>/requests.json.
 */
export const requestKindLabels: Record<Language, Record<RequestKind, string>> = {
  hy: { interest: 'Հետաքրքրության հայտ', project: 'Նախագծի հայտ', foreign: 'Արտասահմանյան գույքի հայտ', rental: 'Վարձակալության հայտ' },
  ru: { interest: 'Заявка по объекту', project: 'Заявка по проекту', foreign: 'Заявка на зарубежную недвижимость', rental: 'Заявка на аренду' },
  en: { interest: 'Property request', project: 'Project request', foreign: 'Foreign property request', rental: 'Rental request' },
};

/** Who answers a request about a private seller's listing: the bank's desk passes it on. */
export const salesDeskName: Localized = { hy: 'Tun-ի վաճառքի բաժին', ru: 'Отдел продаж Tun', en: 'Tun sales desk' };

const rentalWords = {
  hy: {
    moveIn: 'Տեղափոխվելու ամսաթիվ',
    fee: { daily: 'Վճար՝ օրական', monthly: 'Վճար՝ ամսական' },
    period: { daily: 'Ժամկետ (օր)', monthly: 'Ժամկետ (ամիս)' },
    guests: 'Բնակվողներ',
    pets: 'Ընտանի կենդանիներ',
    children: 'Երեխաներ',
    utilities: { included: 'Կոմունալ վճարները՝ վարձի մեջ', separate: 'Կոմունալ վճարները՝ առանձին' },
    prepayment: 'Առաջին ժամկետի կանխավճար',
    yes: 'այո',
    no: 'ոչ',
  },
  ru: {
    moveIn: 'Дата заезда',
    fee: { daily: 'Оплата: посуточно', monthly: 'Оплата: помесячно' },
    period: { daily: 'Срок (дней)', monthly: 'Срок (месяцев)' },
    guests: 'Жильцов',
    pets: 'Домашние животные',
    children: 'Дети',
    utilities: { included: 'Коммунальные платежи: включены в оплату', separate: 'Коммунальные платежи: отдельно' },
    prepayment: 'Предоплата первого периода',
    yes: 'да',
    no: 'нет',
  },
  en: {
    moveIn: 'Move-in date',
    fee: { daily: 'Fee: by the day', monthly: 'Fee: by the month' },
    period: { daily: 'Period (days)', monthly: 'Period (months)' },
    guests: 'Guests',
    pets: 'Pets',
    children: 'Children',
    utilities: { included: 'Utilities: included in the fee', separate: 'Utilities: paid separately' },
    prepayment: 'Prepayment of the first period',
    yes: 'yes',
    no: 'no',
  },
} satisfies Record<Language, unknown>;

/** The rental terms a person asked for, one per line, for the landlord's mail. */
export function rentalDetailLines(request: RentalRequest, language: Language): string {
  const w = rentalWords[language];
  const yesNo = (value: boolean) => (value ? w.yes : w.no);
  return [
    `${w.moveIn}: ${request.moveInDate}`,
    w.fee[request.fee],
    `${w.period[request.fee]}: ${request.period}`,
    `${w.guests}: ${request.guests}`,
    `${w.pets}: ${yesNo(request.pets)}`,
    `${w.children}: ${yesNo(request.children)}`,
    w.utilities[request.utilities],
    `${w.prepayment}: ${yesNo(request.prepayment)}`,
    '',
  ].join('\n');
}
