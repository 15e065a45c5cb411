import type { branches, creditOfficers } from '../schema';

type BranchRow = typeof branches.$inferInsert;
type OfficerRow = Omit<typeof creditOfficers.$inferInsert, 'id'>;

const weekdays = { hy: 'Երկ–Ուրբ 09:30–17:30', ru: 'Пн–Пт 09:30–17:30', en: 'Mon–Fri 09:30–17:30' };
const weekdaysAndSaturday = {
  hy: 'Երկ–Ուրբ 09:30–17:30, Շաբ 10:00–14:00',
  ru: 'Пн–Пт 09:30–17:30, Сб 10:00–14:00',
  en: 'Mon–Fri 09:30–17:30, Sat 10:00–14:00',
};
const yerevan = { hy: 'Երևան', ru: 'Ереван', en: 'Yerevan' };

/** The bank's branches: the head office and the offices where the secondary market and branch visits happen. */
export const branchSeed: BranchRow[] = [
  {
    code: 'HQ',
    position: 0,
    isHeadOffice: true,
    name: { hy: 'Գլխավոր գրասենյակ', ru: 'Головной офис', en: 'Head office' },
    address: { hy: 'Վազգեն Սարգսյան փ. 10', ru: 'ул. Вазгена Саргсяна, 10', en: '10 Vazgen Sargsyan St' },
    city: yerevan,
    phone: '+374 10 510 510',
    openingHours: weekdays,
    latitude: 40.1776,
    longitude: 44.5126,
  },
  {
    code: 'KENT',
    position: 1,
    isHeadOffice: false,
    name: { hy: 'Կենտրոն մասնաճյուղ', ru: 'Филиал «Кентрон»', en: 'Kentron branch' },
    address: { hy: 'Մաշտոցի պող. 37', ru: 'пр. Маштоца, 37', en: '37 Mashtots Ave' },
    city: yerevan,
    phone: '+374 10 510 511',
    openingHours: weekdaysAndSaturday,
    latitude: 40.1862,
    longitude: 44.5109,
  },
  {
    code: 'ARAB',
    position: 2,
    isHeadOffice: false,
    name: { hy: 'Արաբկիր մասնաճյուղ', ru: 'Филиал «Арабкир»', en: 'Arabkir branch' },
    address: { hy: 'Կոմիտասի պող. 54', ru: 'пр. Комитаса, 54', en: '54 Komitas Ave' },
    city: yerevan,
    phone: '+374 10 510 512',
    openingHours: weekdaysAndSaturday,
    latitude: 40.2052,
    longitude: 44.5036,
  },
  {
    code: 'DAVT',
    position: 3,
    isHeadOffice: false,
    name: { hy: 'Դավթաշեն մասնաճյուղ', ru: 'Филиал «Давташен»', en: 'Davtashen branch' },
    address: { hy: 'Դավթաշեն 3-րդ թաղ., 14', ru: 'Давташен, 3-й квартал, 14', en: '14, 3rd block, Davtashen' },
    city: yerevan,
    phone: '+374 10 510 513',
    openingHours: weekdays,
    latitude: 40.2252,
    longitude: 44.4947,
  },
  {
    code: 'MALA',
    position: 4,
    isHeadOffice: false,
    name: { hy: 'Մալաթիա մասնաճյուղ', ru: 'Филиал «Малатия»', en: 'Malatia branch' },
    address: { hy: 'Սեբաստիա փ. 22', ru: 'ул. Себастия, 22', en: '22 Sebastia St' },
    city: yerevan,
    phone: '+374 10 510 514',
    openingHours: weekdays,
    latitude: 40.1745,
    longitude: 44.4496,
  },
  {
    code: 'GYUM',
    position: 5,
    isHeadOffice: false,
    name: { hy: 'Գյումրի մասնաճյուղ', ru: 'Филиал «Гюмри»', en: 'Gyumri branch' },
    address: { hy: 'Վարդանանց հր. 5', ru: 'пл. Вардананц, 5', en: '5 Vardanants Sq' },
    city: { hy: 'Գյումրի', ru: 'Гюмри', en: 'Gyumri' },
    phone: '+374 312 5 10 10',
    openingHours: weekdays,
    latitude: 40.7894,
    longitude: 43.8475,
  },
  {
    code: 'VANA',
    position: 6,
    isHeadOffice: false,
    name: { hy: 'Վանաձոր մասնաճյուղ', ru: 'Филиал «Ванадзор»', en: 'Vanadzor branch' },
    address: { hy: 'Տիգրան Մեծի պող. 21', ru: 'пр. Тиграна Меца, 21', en: '21 Tigran Mets Ave' },
    city: { hy: 'Վանաձոր', ru: 'Ванадзор', en: 'Vanadzor' },
    phone: '+374 322 5 10 10',
    openingHours: weekdays,
    latitude: 40.8128,
    longitude: 44.4883,
  },
];

const officer = (branchCode: string, hy: string, ru: string, en: string, email: string, phone: string, languages: string[]): OfficerRow => ({
  branchCode,
  fullName: { hy, ru, en },
  email,
  phone,
  languages,
});

export const creditOfficerSeed: OfficerRow[] = [
  officer('HQ', 'Անի Պետրոսյան', 'Ани Петросян', 'Ani Petrosyan', 'ani.petrosyan@tun.am', '+374 10 510 520', ['hy', 'ru', 'en']),
  officer('HQ', 'Արամ Գրիգորյան', 'Арам Григорян', 'Aram Grigoryan', 'aram.grigoryan@tun.am', '+374 10 510 521', ['hy', 'en']),
  officer('KENT', 'Լիլիթ Հովհաննիսյան', 'Лилит Оганесян', 'Lilit Hovhannisyan', 'lilit.hovhannisyan@tun.am', '+374 10 510 530', ['hy', 'ru']),
  officer('KENT', 'Դավիթ Սարգսյան', 'Давид Саргсян', 'Davit Sargsyan', 'davit.sargsyan@tun.am', '+374 10 510 531', ['hy', 'ru', 'en']),
  officer('ARAB', 'Մարիամ Ավետիսյան', 'Мариам Аветисян', 'Mariam Avetisyan', 'mariam.avetisyan@tun.am', '+374 10 510 540', ['hy', 'en']),
  officer('DAVT', 'Գոռ Մկրտչյան', 'Гор Мкртчян', 'Gor Mkrtchyan', 'gor.mkrtchyan@tun.am', '+374 10 510 550', ['hy', 'ru']),
  officer('MALA', 'Նարե Հակոբյան', 'Нарэ Акопян', 'Nare Hakobyan', 'nare.hakobyan@tun.am', '+374 10 510 560', ['hy', 'ru']),
  officer('GYUM', 'Տիգրան Բաղդասարյան', 'Тигран Багдасарян', 'Tigran Baghdasaryan', 'tigran.baghdasaryan@tun.am', '+374 312 5 10 20', ['hy', 'ru']),
  officer('VANA', 'Սոնա Կարապետյան', 'Сона Карапетян', 'Sona Karapetyan', 'sona.karapetyan@tun.am', '+374 322 5 10 20', ['hy', 'ru', 'en']),
];
