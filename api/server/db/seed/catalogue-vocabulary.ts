/**
 * The words the catalogue demo data is made of, in Armenian, Russian and English: places with their
 * prices, streets, name parts, people, the facilities tree and the sentences of descriptions.
 * Only data and pure text helpers live here; the choices are made in catalogue.seed.ts.
 */
import type { Localized, PropertyType, RenovationLevel, WallType } from '../schema/catalogue';

export type Lang = keyof Localized;
export const langs = ['hy', 'ru', 'en'] as const satisfies readonly Lang[];

const yerevan: Localized = { hy: 'Երևան', ru: 'Ереван', en: 'Yerevan' };

// ---------------------------------------------------------------------------------------------
// Places
// ---------------------------------------------------------------------------------------------

/** A district of Yerevan or a town standing for its region. */
export interface Area {
  /** Stored in `buildings.district` and `listings.district`; camelCase like the schema's other keys. */
  key: string;
  kind: 'yerevan' | 'region';
  /** The district, or the region (marz). */
  name: Localized;
  /** Yerevan, or the region's town where the demo properties are. */
  city: Localized;
  /** "in Arabkir", with the case each language needs (Armenian locative suffix, Russian prepositional). */
  inPlace: Localized;
  latitude: number;
  longitude: number;
  /** How far (degrees) coordinates are jittered around the centre. */
  spread: number;
  /** Price of a square metre in a new building, AMD, late 2026: the range a building's level is drawn from. */
  pricePerSquareMetre: readonly [min: number, max: number];
  /** A metro station within walking distance of most of the district. */
  hasMetro: boolean;
  /** How many buildings land here, relative to the other areas of the same kind. */
  weight: number;
  /** Real streets, with the abbreviation each language writes (փ., ул., St). */
  streets: readonly Localized[];
}

const street = (hy: string, ru: string, en: string): Localized => ({ hy, ru, en });

export const areas: readonly Area[] = [
  {
    key: 'kentron',
    kind: 'yerevan',
    name: { hy: 'Կենտրոն', ru: 'Кентрон', en: 'Kentron' },
    city: yerevan,
    inPlace: { hy: 'Կենտրոնում', ru: 'в Кентроне', en: 'in Kentron' },
    latitude: 40.1792,
    longitude: 44.5133,
    spread: 0.009,
    pricePerSquareMetre: [900_000, 1_300_000],
    hasMetro: true,
    weight: 16,
    streets: [
      street('Մաշտոցի պող.', 'пр. Маштоца', 'Mashtots Ave'),
      street('Թումանյան փ.', 'ул. Туманяна', 'Tumanyan St'),
      street('Պուշկինի փ.', 'ул. Пушкина', 'Pushkin St'),
      street('Սայաթ-Նովայի պող.', 'пр. Саят-Новы', 'Sayat-Nova Ave'),
      street('Բաղրամյան պող.', 'пр. Баграмяна', 'Baghramyan Ave'),
      street('Նալբանդյան փ.', 'ул. Налбандяна', 'Nalbandyan St'),
      street('Բուզանդի փ.', 'ул. Бузанда', 'Buzand St'),
      street('Տերյան փ.', 'ул. Теряна', 'Teryan St'),
      street('Խանջյան փ.', 'ул. Ханджяна', 'Khanjyan St'),
      street('Աբովյան փ.', 'ул. Абовяна', 'Abovyan St'),
    ],
  },
  {
    key: 'arabkir',
    kind: 'yerevan',
    name: { hy: 'Արաբկիր', ru: 'Арабкир', en: 'Arabkir' },
    city: yerevan,
    inPlace: { hy: 'Արաբկիրում', ru: 'в Арабкире', en: 'in Arabkir' },
    latitude: 40.206,
    longitude: 44.508,
    spread: 0.011,
    pricePerSquareMetre: [700_000, 900_000],
    hasMetro: true,
    weight: 14,
    streets: [
      street('Կոմիտասի պող.', 'пр. Комитаса', 'Komitas Ave'),
      street('Կիևյան փ.', 'ул. Киевян', 'Kievyan St'),
      street('Մամիկոնյանց փ.', 'ул. Мамиконянц', 'Mamikonyants St'),
      street('Հր. Քոչարի փ.', 'ул. Гр. Кочара', 'Hr. Kochar St'),
      street('Վաղարշ Վաղարշյան փ.', 'ул. Вагарша Вагаршяна', 'Vagharsh Vagharshyan St'),
      street('Գյուլբենկյան փ.', 'ул. Гюльбенкяна', 'Gulbenkian St'),
      street('Արամ Խաչատրյան փ.', 'ул. Арама Хачатряна', 'Aram Khachatryan St'),
    ],
  },
  {
    key: 'davtashen',
    kind: 'yerevan',
    name: { hy: 'Դավթաշեն', ru: 'Давташен', en: 'Davtashen' },
    city: yerevan,
    inPlace: { hy: 'Դավթաշենում', ru: 'в Давташене', en: 'in Davtashen' },
    latitude: 40.226,
    longitude: 44.486,
    spread: 0.008,
    pricePerSquareMetre: [500_000, 620_000],
    hasMetro: false,
    weight: 8,
    streets: [
      street('Տիգրան Պետրոսյան փ.', 'ул. Тиграна Петросяна', 'Tigran Petrosyan St'),
      street('Սասնա Ծռերի փ.', 'ул. Сасна Црер', 'Sasna Tsrer St'),
      street('Դավթաշենի 1-ին թաղ.', 'Давташен, 1-й квартал', 'Davtashen 1st block'),
      street('Դավթաշենի 4-րդ թաղ.', 'Давташен, 4-й квартал', 'Davtashen 4th block'),
    ],
  },
  {
    key: 'ajapnyak',
    kind: 'yerevan',
    name: { hy: 'Աջափնյակ', ru: 'Ачапняк', en: 'Ajapnyak' },
    city: yerevan,
    inPlace: { hy: 'Աջափնյակում', ru: 'в Ачапняке', en: 'in Ajapnyak' },
    latitude: 40.198,
    longitude: 44.47,
    spread: 0.011,
    pricePerSquareMetre: [450_000, 580_000],
    hasMetro: false,
    weight: 7,
    streets: [
      street('Հալաբյան փ.', 'ул. Алабяна', 'Halabyan St'),
      street('Մարգարյան փ.', 'ул. Маргаряна', 'Margaryan St'),
      street('Լուկաշինի փ.', 'ул. Лукашина', 'Lukashin St'),
      street('Շինարարների փ.', 'ул. Шинарарнери', 'Shinararneri St'),
    ],
  },
  {
    key: 'malatiaSebastia',
    kind: 'yerevan',
    name: { hy: 'Մալաթիա-Սեբաստիա', ru: 'Малатия-Себастия', en: 'Malatia-Sebastia' },
    city: yerevan,
    // The compound name reads better undeclined in Russian: "в районе Малатия-Себастия".
    inPlace: { hy: 'Մալաթիա-Սեբաստիայում', ru: 'в районе Малатия-Себастия', en: 'in Malatia-Sebastia' },
    latitude: 40.172,
    longitude: 44.45,
    spread: 0.012,
    pricePerSquareMetre: [420_000, 560_000],
    hasMetro: false,
    weight: 7,
    streets: [
      street('Սեբաստիայի փ.', 'ул. Себастия', 'Sebastia St'),
      street('Րաֆֆու փ.', 'ул. Раффи', 'Raffi St'),
      street('Անդրանիկի փ.', 'ул. Андраника', 'Andranik St'),
      street('Իզմիրլյան փ.', 'ул. Измирляна', 'Izmirlyan St'),
    ],
  },
  {
    key: 'shengavit',
    kind: 'yerevan',
    name: { hy: 'Շենգավիթ', ru: 'Шенгавит', en: 'Shengavit' },
    city: yerevan,
    inPlace: { hy: 'Շենգավիթում', ru: 'в Шенгавите', en: 'in Shengavit' },
    latitude: 40.154,
    longitude: 44.494,
    spread: 0.011,
    pricePerSquareMetre: [450_000, 580_000],
    hasMetro: true,
    weight: 8,
    streets: [
      street('Գարեգին Նժդեհի փ.', 'ул. Гарегина Нжде', 'Garegin Nzhdeh St'),
      street('Բագրատունյաց պող.', 'пр. Багратуняц', 'Bagratunyats Ave'),
      street('Արշակունյաց պող.', 'пр. Аршакуняц', 'Arshakunyats Ave'),
      street('Շիրակի փ.', 'ул. Ширакская', 'Shirak St'),
    ],
  },
  {
    key: 'erebuni',
    kind: 'yerevan',
    name: { hy: 'Էրեբունի', ru: 'Эребуни', en: 'Erebuni' },
    city: yerevan,
    inPlace: { hy: 'Էրեբունիում', ru: 'в Эребуни', en: 'in Erebuni' },
    latitude: 40.137,
    longitude: 44.533,
    spread: 0.012,
    pricePerSquareMetre: [400_000, 520_000],
    hasMetro: true,
    weight: 5,
    streets: [
      street('Էրեբունու փ.', 'ул. Эребуни', 'Erebuni St'),
      street('Արցախի պող.', 'пр. Арцаха', 'Artsakh Ave'),
      street('Սասունցի Դավթի փ.', 'ул. Сасунци Давида', 'Sasuntsi Davit St'),
      street('Նոր Արեշի 6-րդ փ.', '6-я ул. Нор-Ареш', 'Nor Aresh 6th St'),
    ],
  },
  {
    key: 'norNork',
    kind: 'yerevan',
    name: { hy: 'Նոր Նորք', ru: 'Нор-Норк', en: 'Nor Nork' },
    city: yerevan,
    inPlace: { hy: 'Նոր Նորքում', ru: 'в Нор-Норке', en: 'in Nor Nork' },
    latitude: 40.197,
    longitude: 44.565,
    spread: 0.01,
    pricePerSquareMetre: [480_000, 600_000],
    hasMetro: false,
    weight: 8,
    streets: [
      street('Գայի պող.', 'пр. Гая', 'Gai Ave'),
      street('Մյասնիկյան պող.', 'пр. Мясникяна', 'Myasnikyan Ave'),
      street('Թևոսյան փ.', 'ул. Тевосяна', 'Tevosyan St'),
      street('Վիլնյուսի փ.', 'ул. Вильнюсская', 'Vilnius St'),
    ],
  },
  {
    key: 'avan',
    kind: 'yerevan',
    name: { hy: 'Ավան', ru: 'Аван', en: 'Avan' },
    city: yerevan,
    inPlace: { hy: 'Ավանում', ru: 'в Аване', en: 'in Avan' },
    latitude: 40.223,
    longitude: 44.572,
    spread: 0.009,
    pricePerSquareMetre: [420_000, 540_000],
    hasMetro: false,
    weight: 5,
    streets: [
      street('Խուդյակովի փ.', 'ул. Худякова', 'Khudyakov St'),
      street('Աճառյան փ.', 'ул. Ачаряна', 'Acharyan St'),
      street('Բաբաջանյան փ.', 'ул. Бабаджаняна', 'Babajanyan St'),
    ],
  },
  {
    key: 'kanakerZeytun',
    kind: 'yerevan',
    name: { hy: 'Քանաքեռ-Զեյթուն', ru: 'Канакер-Зейтун', en: 'Kanaker-Zeytun' },
    city: yerevan,
    inPlace: { hy: 'Քանաքեռ-Զեյթունում', ru: 'в районе Канакер-Зейтун', en: 'in Kanaker-Zeytun' },
    latitude: 40.213,
    longitude: 44.538,
    spread: 0.009,
    pricePerSquareMetre: [550_000, 700_000],
    hasMetro: false,
    weight: 6,
    streets: [
      street('Ազատության պող.', 'пр. Азатутян', 'Azatutyan Ave'),
      street('Դավիթ Անհաղթի փ.', 'ул. Давида Анахта', 'Davit Anhaght St'),
      street('Պարույր Սևակի փ.', 'ул. Паруйра Севака', 'Paruyr Sevak St'),
      street('Թբիլիսյան խճուղի', 'Тбилисское шоссе', 'Tbilisi Hwy'),
    ],
  },
  {
    key: 'norkMarash',
    kind: 'yerevan',
    name: { hy: 'Նորք-Մարաշ', ru: 'Норк-Мараш', en: 'Nork-Marash' },
    city: yerevan,
    inPlace: { hy: 'Նորք-Մարաշում', ru: 'в районе Норк-Мараш', en: 'in Nork-Marash' },
    latitude: 40.184,
    longitude: 44.54,
    spread: 0.007,
    pricePerSquareMetre: [600_000, 750_000],
    hasMetro: false,
    weight: 5,
    streets: [
      street('Արմենակյան փ.', 'ул. Арменакяна', 'Armenakyan St'),
      street('Նորքի 3-րդ փ.', '3-я ул. Норка', 'Nork 3rd St'),
      street('Մյասնիկյան պող.', 'пр. Мясникяна', 'Myasnikyan Ave'),
    ],
  },
  {
    key: 'nubarashen',
    kind: 'yerevan',
    name: { hy: 'Նուբարաշեն', ru: 'Нубарашен', en: 'Nubarashen' },
    city: yerevan,
    inPlace: { hy: 'Նուբարաշենում', ru: 'в Нубарашене', en: 'in Nubarashen' },
    latitude: 40.108,
    longitude: 44.555,
    spread: 0.008,
    pricePerSquareMetre: [400_000, 460_000],
    hasMetro: false,
    weight: 3,
    streets: [
      street('Նուբարաշենի խճուղի', 'Нубарашенское шоссе', 'Nubarashen Hwy'),
      street('Նուբարաշենի 1-ին փ.', '1-я ул. Нубарашена', 'Nubarashen 1st St'),
      street('Նուբարաշենի 6-րդ փ.', '6-я ул. Нубарашена', 'Nubarashen 6th St'),
    ],
  },
  // Regions: a town stands for each; the key is the region's.
  {
    key: 'kotayk',
    kind: 'region',
    name: { hy: 'Կոտայք', ru: 'Котайк', en: 'Kotayk' },
    city: { hy: 'Աբովյան', ru: 'Абовян', en: 'Abovyan' },
    inPlace: { hy: 'Աբովյանում', ru: 'в Абовяне', en: 'in Abovyan' },
    latitude: 40.274,
    longitude: 44.628,
    spread: 0.008,
    pricePerSquareMetre: [280_000, 380_000],
    hasMetro: false,
    weight: 6,
    streets: [
      street('Հանրապետության փ.', 'ул. Анрапетутян', 'Hanrapetutyan St'),
      street('Երևանյան փ.', 'ул. Ереванская', 'Yerevanyan St'),
      street('Մաշտոցի փ.', 'ул. Маштоца', 'Mashtots St'),
    ],
  },
  {
    key: 'armavir',
    kind: 'region',
    name: { hy: 'Արմավիր', ru: 'Армавир', en: 'Armavir' },
    city: { hy: 'Վաղարշապատ', ru: 'Вагаршапат', en: 'Vagharshapat' },
    inPlace: { hy: 'Վաղարշապատում', ru: 'в Вагаршапате', en: 'in Vagharshapat' },
    latitude: 40.16,
    longitude: 44.291,
    spread: 0.008,
    pricePerSquareMetre: [250_000, 350_000],
    hasMetro: false,
    weight: 4,
    streets: [
      street('Մաշտոցի փ.', 'ул. Маштоца', 'Mashtots St'),
      street('Կոմիտասի փ.', 'ул. Комитаса', 'Komitas St'),
      street('Հանրապետության փ.', 'ул. Анрапетутян', 'Hanrapetutyan St'),
    ],
  },
  {
    key: 'shirak',
    kind: 'region',
    name: { hy: 'Շիրակ', ru: 'Ширак', en: 'Shirak' },
    city: { hy: 'Գյումրի', ru: 'Гюмри', en: 'Gyumri' },
    inPlace: { hy: 'Գյումրիում', ru: 'в Гюмри', en: 'in Gyumri' },
    latitude: 40.7894,
    longitude: 43.8475,
    spread: 0.01,
    pricePerSquareMetre: [220_000, 330_000],
    hasMetro: false,
    weight: 5,
    streets: [
      street('Վարդանանց փ.', 'ул. Вардананц', 'Vardanants St'),
      street('Ռուսթավելու փ.', 'ул. Руставели', 'Rustaveli St'),
      street('Աբովյան փ.', 'ул. Абовяна', 'Abovyan St'),
      street('Գորկու փ.', 'ул. Горького', 'Gorky St'),
    ],
  },
  {
    key: 'lori',
    kind: 'region',
    name: { hy: 'Լոռի', ru: 'Лори', en: 'Lori' },
    city: { hy: 'Վանաձոր', ru: 'Ванадзор', en: 'Vanadzor' },
    inPlace: { hy: 'Վանաձորում', ru: 'в Ванадзоре', en: 'in Vanadzor' },
    latitude: 40.8128,
    longitude: 44.4883,
    spread: 0.009,
    pricePerSquareMetre: [200_000, 300_000],
    hasMetro: false,
    weight: 3,
    streets: [
      street('Տիգրան Մեծի պող.', 'пр. Тиграна Меца', 'Tigran Mets Ave'),
      street('Թումանյան փ.', 'ул. Туманяна', 'Tumanyan St'),
      street('Խորենացու փ.', 'ул. Хоренаци', 'Khorenatsi St'),
    ],
  },
  {
    key: 'tavush',
    kind: 'region',
    name: { hy: 'Տավուշ', ru: 'Тавуш', en: 'Tavush' },
    city: { hy: 'Դիլիջան', ru: 'Дилижан', en: 'Dilijan' },
    inPlace: { hy: 'Դիլիջանում', ru: 'в Дилижане', en: 'in Dilijan' },
    latitude: 40.741,
    longitude: 44.863,
    spread: 0.008,
    pricePerSquareMetre: [320_000, 450_000],
    hasMetro: false,
    weight: 4,
    streets: [
      street('Մյասնիկյան փ.', 'ул. Мясникяна', 'Myasnikyan St'),
      street('Կալինինի փ.', 'ул. Калинина', 'Kalinin St'),
      street('Գետափնյա փ.', 'ул. Гетапня', 'Getapnya St'),
      street('Շարամբեյան փ.', 'ул. Шарамбеяна', 'Sharambeyan St'),
    ],
  },
  {
    key: 'gegharkunik',
    kind: 'region',
    name: { hy: 'Գեղարքունիք', ru: 'Гегаркуник', en: 'Gegharkunik' },
    city: { hy: 'Սևան', ru: 'Севан', en: 'Sevan' },
    inPlace: { hy: 'Սևանում', ru: 'в Севане', en: 'in Sevan' },
    latitude: 40.548,
    longitude: 44.953,
    spread: 0.008,
    pricePerSquareMetre: [250_000, 400_000],
    hasMetro: false,
    weight: 3,
    streets: [
      street('Նաիրյան փ.', 'ул. Наиряна', 'Nairyan St'),
      street('Սայաթ-Նովայի փ.', 'ул. Саят-Новы', 'Sayat-Nova St'),
      street('Հանրապետության փ.', 'ул. Анрапетутян', 'Hanrapetutyan St'),
    ],
  },
];

export const yerevanAreas = areas.filter((area) => area.kind === 'yerevan');
export const regionAreas = areas.filter((area) => area.kind === 'region');
export const areaByKey: ReadonlyMap<string, Area> = new Map(areas.map((area) => [area.key, area]));

/** "Yerevan, Komitas Ave 54" in the order and punctuation of each language. */
export function formatAddress(area: Area, streetName: Localized, house: number | string): Localized {
  return {
    hy: `${area.city.hy}, ${streetName.hy} ${house}`,
    ru: `${area.city.ru}, ${streetName.ru}, ${house}`,
    en: `${house} ${streetName.en}, ${area.city.en}`,
  };
}

// ---------------------------------------------------------------------------------------------
// Names: patterns hold `{}` where the base word goes
// ---------------------------------------------------------------------------------------------

/** Put `part` into each language's pattern. */
export function fillPattern(pattern: Localized, part: Localized): Localized {
  return { hy: pattern.hy.replace('{}', part.hy), ru: pattern.ru.replace('{}', part.ru), en: pattern.en.replace('{}', part.en) };
}

const word = (hy: string, ru: string, en: string): Localized => ({ hy, ru, en });

/** Mountains, rivers, old capitals and plain good words, as Armenian developers name their buildings. */
export const buildingNameBases: readonly Localized[] = [
  word('Արարատ', 'Арарат', 'Ararat'),
  word('Մասիս', 'Масис', 'Masis'),
  word('Արագած', 'Арагац', 'Aragats'),
  word('Սևան', 'Севан', 'Sevan'),
  word('Կասկադ', 'Каскад', 'Cascade'),
  word('Հրազդան', 'Раздан', 'Hrazdan'),
  word('Նաիրի', 'Наири', 'Nairi'),
  word('Արաքս', 'Аракс', 'Arax'),
  word('Գառնի', 'Гарни', 'Garni'),
  word('Արև', 'Арев', 'Arev'),
  word('Ծիրան', 'Циран', 'Tsiran'),
  word('Ուրարտու', 'Урарту', 'Urartu'),
  word('Անի', 'Ани', 'Ani'),
  word('Զվարթնոց', 'Звартноц', 'Zvartnots'),
  word('Արփի', 'Арпи', 'Arpi'),
  word('Լուսաբաց', 'Лусабац', 'Lusabats'),
];

/** Building name patterns: brand-like ones are transliterated, plain nouns translated. */
export const buildingNamePatterns: readonly Localized[] = [
  word('{} Ռեզիդենս', '{} Резиденс', '{} Residence'),
  word('{} Հիլզ', '{} Хиллс', '{} Hills'),
  word('{} Պարկ', '{} Парк', '{} Park'),
  word('{} Թաուերս', '{} Тауэрс', '{} Towers'),
  word('{} Սիթի', '{} Сити', '{} City'),
  word('{} Պլազա', '{} Плаза', '{} Plaza'),
  word('{} Հայթս', '{} Хайтс', '{} Heights'),
  word('{} Գարդենս', '{} Гарденс', '{} Gardens'),
  word('{} Ավենյու', '{} Авеню', '{} Avenue'),
  word('{} թաղամաս', 'Квартал {}', '{} Quarter'),
  word('Գրանդ {}', 'Гранд {}', 'Grand {}'),
];

/** Appended when a generated name is already taken ("Ararat Residence II"). */
export const romanNumerals = ['II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X'] as const;

export const developerNameBases: readonly Localized[] = [
  word('Նոյյան', 'Ноян', 'Noyan'),
  word('Շանթ', 'Шант', 'Shant'),
  word('Վահագն', 'Ваагн', 'Vahagn'),
  word('Հայկ', 'Айк', 'Hayk'),
  word('Արամազդ', 'Арамазд', 'Aramazd'),
  word('Անահիտ', 'Анаит', 'Anahit'),
  word('Աստղիկ', 'Астхик', 'Astghik'),
  word('Վան', 'Ван', 'Van'),
  word('Արփա', 'Арпа', 'Arpa'),
  word('Որոտան', 'Воротан', 'Vorotan'),
  word('Տուֆաշեն', 'Туфашен', 'Tufashen'),
  word('Էրեբունի', 'Эребуни', 'Erebuni'),
  word('Զանգակ', 'Зангак', 'Zangak'),
  word('Մեծամոր', 'Мецамор', 'Metsamor'),
  word('Բագրատունի', 'Багратуни', 'Bagratuni'),
  word('Արծիվ', 'Арцив', 'Artsiv'),
  word('Կամար', 'Камар', 'Kamar'),
  word('Դվին', 'Двин', 'Dvin'),
  word('Տիգրանակերտ', 'Тигранакерт', 'Tigranakert'),
  word('Արտաշատ', 'Арташат', 'Artashat'),
];

export const developerNamePatterns: readonly Localized[] = [
  word('{} Դևելոփմենթ', '{} Девелопмент', '{} Development'),
  word('{} Գրուպ', '{} Групп', '{} Group'),
  word('{} Քոնսթրաքշն', '{} Констракшн', '{} Construction'),
  word('{} Ինվեստ', '{} Инвест', '{} Invest'),
  word('{} Բիլդերս', '{} Билдерс', '{} Builders'),
  // "Shin" is Armenian for "build": local firms are often called "<Name> Shin".
  word('{} Շին', '{} Шин', '{} Shin'),
];

export const agencyNameBases: readonly Localized[] = [
  word('Անի', 'Ани', 'Ani'),
  word('Կիլիկիա', 'Киликия', 'Kilikia'),
  word('Նաիրի', 'Наири', 'Nairi'),
  word('Արին-Բերդ', 'Арин-Берд', 'Arin-Berd'),
  word('Լուսամուտ', 'Лусамут', 'Lusamut'),
  word('Բանալի', 'Банали', 'Banali'),
  word('Տանիք', 'Таник', 'Tanik'),
  word('Շեմք', 'Шемк', 'Shemk'),
  word('Երևան', 'Ереван', 'Yerevan'),
  word('Արագած', 'Арагац', 'Aragats'),
  word('Գառնի', 'Гарни', 'Garni'),
  word('Հրազդան', 'Раздан', 'Hrazdan'),
  word('Մասիս', 'Масис', 'Masis'),
  word('Սարդարապատ', 'Сардарапат', 'Sardarapat'),
];

export const agencyNamePatterns: readonly Localized[] = [
  word('{} Ռիելթի', '{} Риэлти', '{} Realty'),
  word('«{}» անշարժ գույքի գործակալություն', 'Агентство недвижимости «{}»', '{} Estate Agency'),
  word('{} Փրոփերթիս', '{} Пропертис', '{} Properties'),
  word('{} Հոմ', '{} Хоум', '{} Home'),
];

/** Colours of the generated logos and banners. */
export const brandColors = [
  '#1f4e79', '#2e7d32', '#c62828', '#6a1b9a', '#ef6c00', '#00838f', '#4e342e', '#283593',
  '#ad1457', '#558b2f', '#00695c', '#8d6e63', '#37474f', '#f9a825', '#5d4037', '#0277bd',
  '#9e9d24', '#d84315', '#4527a0', '#2e3b4e', '#7b1fa2', '#00796b', '#bf360c', '#1565c0',
] as const;

// ---------------------------------------------------------------------------------------------
// People: Armenian names in three scripts (Russian spellings follow the usual passport forms)
// ---------------------------------------------------------------------------------------------

export const firstNames: readonly Localized[] = [
  word('Արամ', 'Арам', 'Aram'),
  word('Դավիթ', 'Давид', 'Davit'),
  word('Տիգրան', 'Тигран', 'Tigran'),
  word('Գոռ', 'Гор', 'Gor'),
  word('Հայկ', 'Айк', 'Hayk'),
  word('Արմեն', 'Армен', 'Armen'),
  word('Նարեկ', 'Нарек', 'Narek'),
  word('Վահե', 'Ваге', 'Vahe'),
  word('Սամվել', 'Самвел', 'Samvel'),
  word('Կարեն', 'Карен', 'Karen'),
  word('Անի', 'Ани', 'Ani'),
  word('Լիլիթ', 'Лилит', 'Lilit'),
  word('Մարիամ', 'Мариам', 'Mariam'),
  word('Նարե', 'Нарэ', 'Nare'),
  word('Սոնա', 'Сона', 'Sona'),
  word('Անահիտ', 'Анаит', 'Anahit'),
  word('Գայանե', 'Гаяне', 'Gayane'),
  word('Արփինե', 'Арпине', 'Arpine'),
  word('Տաթևիկ', 'Татевик', 'Tatevik'),
  word('Հասմիկ', 'Асмик', 'Hasmik'),
];

/** Armenian surnames do not change with gender, so any first name goes with any last name. */
export const lastNames: readonly Localized[] = [
  word('Պետրոսյան', 'Петросян', 'Petrosyan'),
  word('Գրիգորյան', 'Григорян', 'Grigoryan'),
  word('Հովհաննիսյան', 'Оганесян', 'Hovhannisyan'),
  word('Սարգսյան', 'Саргсян', 'Sargsyan'),
  word('Ավետիսյան', 'Аветисян', 'Avetisyan'),
  word('Մկրտչյան', 'Мкртчян', 'Mkrtchyan'),
  word('Հակոբյան', 'Акопян', 'Hakobyan'),
  word('Բաղդասարյան', 'Багдасарян', 'Baghdasaryan'),
  word('Կարապետյան', 'Карапетян', 'Karapetyan'),
  word('Խաչատրյան', 'Хачатрян', 'Khachatryan'),
  word('Վարդանյան', 'Варданян', 'Vardanyan'),
  word('Ղազարյան', 'Казарян', 'Ghazaryan'),
  word('Մարտիրոսյան', 'Мартиросян', 'Martirosyan'),
  word('Ստեփանյան', 'Степанян', 'Stepanyan'),
  word('Հարությունյան', 'Арутюнян', 'Harutyunyan'),
  word('Մանուկյան', 'Манукян', 'Manukyan'),
  word('Սիմոնյան', 'Симонян', 'Simonyan'),
  word('Դանիելյան', 'Даниелян', 'Danielyan'),
  word('Աբրահամյան', 'Абрамян', 'Abrahamyan'),
  word('Գևորգյան', 'Геворгян', 'Gevorgyan'),
  word('Զաքարյան', 'Закарян', 'Zakaryan'),
  word('Ալեքսանյան', 'Алексанян', 'Aleksanyan'),
];

/** Armenian mobile operator codes. */
export const mobileCodes = ['41', '43', '44', '55', '77', '91', '93', '94', '95', '96', '98', '99'] as const;

// ---------------------------------------------------------------------------------------------
// The facilities tree ("apartmentFacilities")
// ---------------------------------------------------------------------------------------------

export interface FacilityGroup {
  key: string;
  name: Localized;
  children: readonly { key: string; name: Localized }[];
}

export const facilityTree: readonly FacilityGroup[] = [
  {
    key: 'territory',
    name: word('Տարածք', 'Территория', 'Territory'),
    children: [
      { key: 'playground', name: word('Մանկական խաղահրապարակ', 'Детская площадка', 'Playground') },
      { key: 'landscapedCourtyard', name: word('Կանաչապատ բակ', 'Озеленённый двор', 'Landscaped courtyard') },
      { key: 'sportsGround', name: word('Սպորտային հրապարակ', 'Спортивная площадка', 'Sports ground') },
      { key: 'gatedTerritory', name: word('Փակ տարածք', 'Закрытая территория', 'Gated territory') },
      { key: 'dogWalkingArea', name: word('Շների զբոսանքի տարածք', 'Площадка для выгула собак', 'Dog walking area') },
    ],
  },
  {
    key: 'building',
    name: word('Շենք', 'Здание', 'Building'),
    children: [
      { key: 'undergroundParking', name: word('Ստորգետնյա ավտոկայանատեղի', 'Подземный паркинг', 'Underground parking') },
      { key: 'concierge', name: word('Կոնսյերժ', 'Консьерж', 'Concierge') },
      { key: 'spaciousLobby', name: word('Ընդարձակ նախասրահ', 'Просторное лобби', 'Spacious lobby') },
      { key: 'fastElevators', name: word('Արագընթաց վերելակներ', 'Скоростные лифты', 'High-speed elevators') },
      { key: 'storageRooms', name: word('Պահեստային խցիկներ', 'Кладовые', 'Storage rooms') },
      { key: 'autonomousHeating', name: word('Ինքնավար ջեռուցում', 'Автономное отопление', 'Autonomous heating') },
    ],
  },
  {
    key: 'safety',
    name: word('Անվտանգություն', 'Безопасность', 'Safety'),
    children: [
      { key: 'videoSurveillance', name: word('Տեսահսկում', 'Видеонаблюдение', 'Video surveillance') },
      { key: 'security24', name: word('Շուրջօրյա պահակային ծառայություն', 'Круглосуточная охрана', '24-hour security') },
      { key: 'accessControl', name: word('Մուտքի հսկողություն', 'Контроль доступа', 'Access control') },
      { key: 'fireAlarm', name: word('Հրդեհային ազդանշանային համակարգ', 'Пожарная сигнализация', 'Fire alarm') },
      { key: 'seismicResistance', name: word('Սեյսմակայունություն՝ 9 բալ', 'Сейсмостойкость 9 баллов', 'Seismic resistance up to 9 points') },
    ],
  },
  {
    key: 'infrastructure',
    name: word('Մոտակա ենթակառուցվածքներ', 'Инфраструктура рядом', 'Infrastructure nearby'),
    children: [
      { key: 'schoolNearby', name: word('Դպրոց մոտակայքում', 'Школа рядом', 'School nearby') },
      { key: 'kindergartenNearby', name: word('Մանկապարտեզ մոտակայքում', 'Детский сад рядом', 'Kindergarten nearby') },
      { key: 'metroNearby', name: word('Մետրո մոտակայքում', 'Метро рядом', 'Metro nearby') },
      { key: 'supermarketNearby', name: word('Սուպերմարկետ մոտակայքում', 'Супермаркет рядом', 'Supermarket nearby') },
      { key: 'parkNearby', name: word('Զբոսայգի մոտակայքում', 'Парк рядом', 'Park nearby') },
      { key: 'clinicNearby', name: word('Պոլիկլինիկա մոտակայքում', 'Поликлиника рядом', 'Clinic nearby') },
    ],
  },
  {
    key: 'comfort',
    name: word('Հարմարավետություն', 'Комфорт', 'Comfort'),
    children: [
      { key: 'gym', name: word('Մարզասրահ', 'Тренажёрный зал', 'Gym') },
      { key: 'swimmingPool', name: word('Լողավազան', 'Бассейн', 'Swimming pool') },
      { key: 'coworking', name: word('Քոուորքինգ տարածք', 'Коворкинг', 'Coworking space') },
      { key: 'groundFloorShops', name: word('Առևտրային տարածքներ առաջին հարկում', 'Коммерческие помещения на первом этаже', 'Shops on the ground floor') },
    ],
  },
];

// ---------------------------------------------------------------------------------------------
// Foreign market
// ---------------------------------------------------------------------------------------------

export interface ForeignCountry {
  /** ISO 3166 alpha-2. */
  code: string;
  name: Localized;
  currency: 'USD' | 'EUR';
  /** Phone pattern of a local mobile number, `#` for a digit. */
  phone: string;
  developers: readonly string[];
  cities: readonly { name: Localized; latitude: number; longitude: number; pricePerSquareMetre: readonly [number, number] }[];
  weight: number;
}

/** Prices are per m² in the country's currency (major units), for new projects in 2026. */
export const foreignCountries: readonly ForeignCountry[] = [
  {
    code: 'GE',
    name: word('Վրաստան', 'Грузия', 'Georgia'),
    currency: 'USD',
    phone: '+995 5## ### ###',
    developers: ['Kartli Development', 'Black Sea Residences'],
    cities: [
      { name: word('Թբիլիսի', 'Тбилиси', 'Tbilisi'), latitude: 41.7151, longitude: 44.8271, pricePerSquareMetre: [1_100, 1_700] },
      { name: word('Բաթումի', 'Батуми', 'Batumi'), latitude: 41.6168, longitude: 41.6367, pricePerSquareMetre: [900, 1_400] },
    ],
    weight: 5,
  },
  {
    code: 'AE',
    name: word('ԱՄԷ', 'ОАЭ', 'UAE'),
    currency: 'USD',
    phone: '+971 50 ### ####',
    developers: ['Gulf Crest Properties', 'Desert Pearl Developments'],
    cities: [
      { name: word('Դուբայ', 'Дубай', 'Dubai'), latitude: 25.2048, longitude: 55.2708, pricePerSquareMetre: [4_000, 6_500] },
      { name: word('Աբու Դաբի', 'Абу-Даби', 'Abu Dhabi'), latitude: 24.4539, longitude: 54.3773, pricePerSquareMetre: [3_500, 5_500] },
    ],
    weight: 5,
  },
  {
    code: 'CY',
    name: word('Կիպրոս', 'Кипр', 'Cyprus'),
    currency: 'EUR',
    phone: '+357 99 ######',
    developers: ['Aphrodite Homes', 'Troodos Developers'],
    cities: [
      { name: word('Լիմասոլ', 'Лимассол', 'Limassol'), latitude: 34.7071, longitude: 33.0226, pricePerSquareMetre: [4_000, 6_000] },
      { name: word('Լառնակա', 'Ларнака', 'Larnaca'), latitude: 34.9003, longitude: 33.6232, pricePerSquareMetre: [2_500, 3_500] },
      { name: word('Պաֆոս', 'Пафос', 'Paphos'), latitude: 34.772, longitude: 32.4297, pricePerSquareMetre: [2_500, 3_600] },
    ],
    weight: 4,
  },
  {
    code: 'GR',
    name: word('Հունաստան', 'Греция', 'Greece'),
    currency: 'EUR',
    phone: '+30 69# ### ####',
    developers: ['Aegean Living', 'Hellenic Habitat'],
    cities: [
      { name: word('Աթենք', 'Афины', 'Athens'), latitude: 37.9838, longitude: 23.7275, pricePerSquareMetre: [2_500, 4_000] },
      { name: word('Սալոնիկ', 'Салоники', 'Thessaloniki'), latitude: 40.6401, longitude: 22.9444, pricePerSquareMetre: [2_000, 3_000] },
    ],
    weight: 3,
  },
  {
    code: 'ES',
    name: word('Իսպանիա', 'Испания', 'Spain'),
    currency: 'EUR',
    phone: '+34 6## ### ###',
    developers: ['Costa Blanca Homes', 'Iberia Living'],
    cities: [
      { name: word('Ալիկանտե', 'Аликанте', 'Alicante'), latitude: 38.3452, longitude: -0.481, pricePerSquareMetre: [2_200, 3_200] },
      { name: word('Մարբելյա', 'Марбелья', 'Marbella'), latitude: 36.5101, longitude: -4.8825, pricePerSquareMetre: [4_500, 6_500] },
      { name: word('Բարսելոնա', 'Барселона', 'Barcelona'), latitude: 41.3874, longitude: 2.1686, pricePerSquareMetre: [4_500, 6_000] },
    ],
    weight: 3,
  },
  {
    code: 'PT',
    name: word('Պորտուգալիա', 'Португалия', 'Portugal'),
    currency: 'EUR',
    phone: '+351 91# ### ###',
    developers: ['Atlantico Properties', 'Tejo Developments'],
    cities: [
      { name: word('Լիսաբոն', 'Лиссабон', 'Lisbon'), latitude: 38.7223, longitude: -9.1393, pricePerSquareMetre: [4_500, 6_000] },
      { name: word('Պորտո', 'Порту', 'Porto'), latitude: 41.1579, longitude: -8.6291, pricePerSquareMetre: [3_000, 4_200] },
    ],
    weight: 2,
  },
  {
    code: 'ME',
    name: word('Չեռնոգորիա', 'Черногория', 'Montenegro'),
    currency: 'EUR',
    phone: '+382 67 ### ###',
    developers: ['Adriatic Invest', 'Boka Bay Developments'],
    cities: [
      { name: word('Բուդվա', 'Будва', 'Budva'), latitude: 42.2911, longitude: 18.8403, pricePerSquareMetre: [2_500, 3_500] },
      { name: word('Տիվատ', 'Тиват', 'Tivat'), latitude: 42.435, longitude: 18.6963, pricePerSquareMetre: [3_500, 5_000] },
    ],
    weight: 3,
  },
  {
    code: 'BG',
    name: word('Բուլղարիա', 'Болгария', 'Bulgaria'),
    currency: 'EUR',
    phone: '+359 88 ### ####',
    developers: ['Black Sea Homes Bulgaria', 'Varna Coast Development'],
    cities: [
      { name: word('Վառնա', 'Варна', 'Varna'), latitude: 43.2141, longitude: 27.9147, pricePerSquareMetre: [1_400, 2_000] },
      { name: word('Բուրգաս', 'Бургас', 'Burgas'), latitude: 42.5048, longitude: 27.4626, pricePerSquareMetre: [1_200, 1_800] },
    ],
    weight: 2,
  },
  {
    code: 'TR',
    name: word('Թուրքիա', 'Турция', 'Turkey'),
    currency: 'USD',
    phone: '+90 5## ### ## ##',
    developers: ['Riviera Yapı', 'Anatolia Homes'],
    cities: [
      { name: word('Անթալիա', 'Анталья', 'Antalya'), latitude: 36.8969, longitude: 30.7133, pricePerSquareMetre: [1_500, 2_500] },
      { name: word('Ալանյա', 'Аланья', 'Alanya'), latitude: 36.5444, longitude: 31.9954, pricePerSquareMetre: [1_500, 2_300] },
      { name: word('Ստամբուլ', 'Стамбул', 'Istanbul'), latitude: 41.0082, longitude: 28.9784, pricePerSquareMetre: [2_500, 4_000] },
    ],
    weight: 3,
  },
];

export const foreignProjectNameBases: readonly Localized[] = [
  word('Մարինա', 'Марина', 'Marina'),
  word('Սի Բրիզ', 'Си Бриз', 'Sea Breeze'),
  word('Ազուր', 'Азур', 'Azure'),
  word('Օլիվ', 'Олив', 'Olive'),
  word('Սանսեթ', 'Сансет', 'Sunset'),
  word('Փալմ', 'Палм', 'Palm'),
  word('Քորալ', 'Корал', 'Coral'),
  word('Ռիվիերա', 'Ривьера', 'Riviera'),
  word('Բլու Բեյ', 'Блю Бэй', 'Blue Bay'),
  word('Գոլդեն Սենդս', 'Голден Сэндс', 'Golden Sands'),
  word('Լայթհաուս', 'Лайтхаус', 'Lighthouse'),
  word('Հորայզն', 'Хорайзон', 'Horizon'),
];

// ---------------------------------------------------------------------------------------------
// Banners
// ---------------------------------------------------------------------------------------------

/** Fixed banners: their title and the app page they open (Armenian is the default language). */
export const bannerTexts = {
  homeRibbon: [
    {
      // Only what the product does today: pre-qualification is online, the loan application is not yet.
      title: word(
        'Նախնական հաստատում առցանց․ իմացեք, թե որքան վարկ կարող է Ձեզ տրամադրել բանկը',
        'Предварительное одобрение онлайн: узнайте, какую сумму банк может вам одолжить',
        'Pre-qualification online: find out how much the bank can lend you',
      ),
      path: 'apply-now',
    },
  ],
  fixed: [
    {
      title: word('Նորակառույցներ գործընկեր կառուցապատողներից', 'Новостройки от партнёров-застройщиков', 'New buildings from partner developers'),
      path: 'buildings',
    },
  ],
  primaryCard: [{ title: word('Նորակառույցներ', 'Новостройки', 'New buildings'), path: 'buildings' }],
  secondaryCard: [{ title: word('Երկրորդային շուկա', 'Вторичный рынок', 'Secondary market'), path: 'search' }],
  slider: [
    {
      title: word('Հիփոթեքային հաշվիչ. իմացեք ամսական վճարը', 'Ипотечный калькулятор: узнайте ежемесячный платёж', 'Mortgage calculator: know your monthly payment'),
      path: 'calculators/loan',
    },
    { title: word('Վարձակալություն ամբողջ Հայաստանում', 'Аренда по всей Армении', 'Rentals across Armenia'), path: 'rentals' },
    { title: word('Անշարժ գույք արտասահմանում', 'Недвижимость за рубежом', 'Property abroad'), path: 'foreign-market' },
    {
      title: word('Եկամտային հարկի վերադարձ հիփոթեքի համար', 'Возврат подоходного налога по ипотеке', 'Income tax refund on your mortgage'),
      path: 'calculators/income-tax-refund',
    },
  ],
} as const;

/** Partner banners name a partner developer (left) or agency (right). */
export const partnerBannerTitle = {
  developer: (name: Localized): Localized => ({
    hy: `${name.hy}՝ բնակարաններ հիփոթեքով`,
    ru: `${name.ru}: квартиры в ипотеку`,
    en: `${name.en}: apartments with a mortgage`,
  }),
  agency: (name: Localized): Localized => ({
    hy: `${name.hy}՝ երկրորդային շուկայի գույք`,
    ru: `${name.ru}: объекты вторичного рынка`,
    en: `${name.en}: resale homes`,
  }),
};

// ---------------------------------------------------------------------------------------------
// Text helpers and description templates
// ---------------------------------------------------------------------------------------------

/**
 * A number as each language writes it: English "1,250.5", Russian and Armenian "1 250,5"
 * (no-break space between thousands). Done by hand so the output never depends on the ICU build.
 */
export function formatNumber(value: number, lang: Lang, decimals = 0): string {
  const [whole = '0', fraction] = value.toFixed(decimals).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, lang === 'en' ? ',' : '\u00a0');
  if (!fraction) return grouped;
  return `${grouped}${lang === 'en' ? '.' : ','}${fraction}`;
}

/** An area or a height with at most one decimal, the decimal dropped when it is zero. */
export const formatMeasure = (value: number, lang: Lang) => formatNumber(value, lang, Number.isInteger(value) ? 0 : 1);

/** Russian plural form for a count: 1 проект, 2 проекта, 5 проектов. */
export function ruPlural(count: number, one: string, few: string, many: string): string {
  const mod10 = count % 10;
  const mod100 = count % 100;
  if (mod10 === 1 && mod100 !== 11) return one;
  if (mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)) return few;
  return many;
}

/** Armenian ordinal: 1-ին, 2-րդ, 3-րդ… */
const hyOrdinal = (n: number) => (n === 1 ? '1-ին' : `${n}-րդ`);

/** Join non-empty parts with spaces, so an empty adjective leaves no double space. */
const words = (...parts: string[]) => parts.filter((part) => part.length > 0).join(' ');
/** Join sentences with a space. */
const sentences = (...parts: string[]) => parts.filter((part) => part.length > 0).join(' ');
/** Lower-case the first letter, for a name used inside a sentence. */
const lowerFirst = (text: string) => text.charAt(0).toLocaleLowerCase() + text.slice(1);

/** "a, b and c" in each language. */
function listOf(items: readonly string[], lang: Lang): string {
  const and = { hy: 'և', ru: 'и', en: 'and' }[lang];
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;
}

/**
 * Wall material as an adjective, in the forms the templates need. The spec's "tape" wall type has no
 * settled translation, so texts leave the material out for it rather than guess.
 */
const wallWords: Record<WallType, { hy: string; ruNominative: string; ruGenitive: string; en: string }> = {
  stone: { hy: 'քարե', ruNominative: 'каменный', ruGenitive: 'каменного', en: 'stone' },
  monolithic: { hy: 'մոնոլիտ', ruNominative: 'монолитный', ruGenitive: 'монолитного', en: 'monolithic' },
  panel: { hy: 'պանելային', ruNominative: 'панельный', ruGenitive: 'панельного', en: 'panel' },
  tape: { hy: '', ruNominative: '', ruGenitive: '', en: '' },
};

/** What a developer is known for: one of these goes into its description. */
const developerSpecialities: readonly Localized[] = [
  word(
    'Շենքերը նախագծվում են՝ հաշվի առնելով տարածաշրջանի սեյսմիկ պայմանները։',
    'Дома проектируются с учётом сейсмических условий региона.',
    "Its buildings are designed for the region's seismic conditions.",
  ),
  word('Հայտնի է հայկական տուֆով երեսպատված ճակատներով։', 'Известна фасадами из армянского туфа.', 'It is known for facades of Armenian tuff stone.'),
  word(
    'Յուրաքանչյուր բնակարանում տեղադրում է էներգաարդյունավետ պատուհաններ և ինքնավար ջեռուցում։',
    'Ставит энергоэффективные окна и автономное отопление в каждой квартире.',
    'Every apartment gets energy-efficient windows and its own heating.',
  ),
  word(
    'Առանձնահատուկ ուշադրություն է դարձնում կանաչապատ բակերին և խաղահրապարակներին։',
    'Особое внимание уделяет озеленённым дворам и детским площадкам.',
    'It pays special attention to green courtyards and playgrounds.',
  ),
];

/** A partner's homes can be bought with the bank's mortgage; whether one home can is its page's offer, by the lending limits. */
const mortgageSentence = word(
  'Tun-ի գործընկեր է․ նրա բնակարանները կարելի է ձեռք բերել Tun հիփոթեքով՝ բանկի սահմանաչափերի շրջանակում։',
  'Партнёр Tun: его квартиры можно купить в ипотеку Tun в пределах лимитов банка.',
  "A Tun partner: its apartments can be bought with a Tun mortgage within the bank's limits.",
);

const renovationSentences: Record<RenovationLevel, Localized> = {
  unrepaired: word('Առանց վերանորոգման։', 'Без ремонта.', 'No renovation yet.'),
  partiallyRefurbished: word('Մասնակի վերանորոգված։', 'Частичный ремонт.', 'Partially renovated.'),
  majorRefurbished: word(
    'Կապիտալ վերանորոգված՝ նոր էլեկտրալարերով և սանտեխնիկայով։',
    'Капитальный ремонт с новой электропроводкой и сантехникой.',
    'Fully renovated, with new wiring and plumbing.',
  ),
  cosmeticRefurbished: word('Կոսմետիկ վերանորոգված։', 'Косметический ремонт.', 'Cosmetic renovation.'),
  withFurniture: word('Վերանորոգված և կահավորված։', 'С ремонтом и мебелью.', 'Renovated and furnished.'),
};

const utilityNames = {
  heating: word('ջեռուցում', 'отопление', 'heating'),
  electricity: word('էլեկտրականություն', 'электричество', 'electricity'),
  internet: word('ինտերնետ', 'интернет', 'internet'),
  sewer: word('կոյուղի', 'канализация', 'sewerage'),
  waterSupply: word('ջրամատակարարում', 'водоснабжение', 'water supply'),
} as const;

/** Build a Localized from a function of the language. */
const perLang = (make: (lang: Lang) => string): Localized => ({ hy: make('hy'), ru: make('ru'), en: make('en') });

/** Join the per-language parts of several Localized texts as sentences. */
export const joinSentences = (...parts: (Localized | undefined)[]): Localized =>
  perLang((lang) => sentences(...parts.map((part) => (part ? part[lang] : ''))));

/** What a listing is, as the start of its title (apartments are named by their rooms instead). */
const propertyNouns: Record<Exclude<PropertyType, 'apartment'>, Localized> = {
  house: word('առանձնատուն', 'дом', 'house'),
  townhouse: word('թաունհաուս', 'таунхаус', 'townhouse'),
  landPlot: word('հողամաս', 'земельный участок', 'land plot'),
  commercial: word('կոմերցիոն տարածք', 'коммерческое помещение', 'commercial premises'),
};

export const templates = {
  developerDescription(input: { name: Localized; foundedYear: number; projects: number; isPartner: boolean; speciality: number }): Localized {
    const { name, foundedYear, projects } = input;
    const speciality = developerSpecialities[input.speciality % developerSpecialities.length];
    return joinSentences(
      {
        hy: `«${name.hy}» ընկերությունը ${foundedYear} թվականից բնակելի շենքեր է կառուցում Հայաստանում։ Ընկերությունն արդեն իրականացրել է ${projects} բնակելի նախագիծ։`,
        ru: `Компания «${name.ru}» строит жилые дома в Армении с ${foundedYear} года. На её счету ${projects} ${ruPlural(projects, 'реализованный проект', 'реализованных проекта', 'реализованных проектов')}.`,
        en: `${name.en} has been building homes in Armenia since ${foundedYear}. It has completed ${projects} residential ${projects === 1 ? 'project' : 'projects'}.`,
      },
      speciality,
      input.isPartner ? mortgageSentence : undefined,
    );
  },

  agencyDescription(input: { foundedYear: number; isPartner: boolean }): Localized {
    const { foundedYear } = input;
    return joinSentences(
      {
        hy: `Գործում է ${foundedYear} թվականից և օգնում է գնել, վաճառել և վարձակալել բնակարաններ ու տներ ամբողջ Հայաստանում։`,
        ru: `Работает с ${foundedYear} года и помогает покупать, продавать и арендовать квартиры и дома по всей Армении.`,
        en: `Since ${foundedYear} it has helped people buy, sell and rent apartments and houses across Armenia.`,
      },
      word('Յուրաքանչյուր գույքի փաստաթղթերը ստուգվում են նախքան հրապարակումը։', 'Документы на каждый объект проверяются до публикации.', 'Every property’s documents are checked before it is listed.'),
      input.isPartner
        ? word(
            'Tun-ի գործընկեր է․ նրա գույքը կարելի է գնել Tun հիփոթեքով՝ բանկի սահմանաչափերի շրջանակում։',
            'Партнёр Tun: объекты агентства можно купить в ипотеку Tun в пределах лимитов банка.',
            "A Tun partner: its properties can be bought with a Tun mortgage within the bank's limits.",
          )
        : undefined,
    );
  },

  buildingDescription(input: {
    name: Localized;
    developer: Localized;
    area: Area;
    floors: number;
    wallType: WallType;
    ceilingHeight: number;
    highlights: readonly Localized[];
  }): Localized {
    const { name, developer, area, floors } = input;
    const wall = wallWords[input.wallType];
    const h = (lang: Lang) => formatNumber(input.ceilingHeight, lang, 1);
    const highlights = input.highlights.map((item) => perLang((lang) => lowerFirst(item[lang])));
    return joinSentences(
      {
        hy: `«${name.hy}» բնակելի համալիրը ${words(`${floors} հարկանի`, wall.hy)} շենք է ${area.inPlace.hy}։ Կառուցապատող՝ «${developer.hy}»։`,
        ru: `«${name.ru}» — ${words(`${floors}-этажный`, wall.ruNominative)} жилой дом ${area.inPlace.ru}. Застройщик — «${developer.ru}».`,
        en: `${name.en} is a ${words(`${floors}-storey`, wall.en)} residential building ${area.inPlace.en}. Developer: ${developer.en}.`,
      },
      { hy: `Առաստաղների բարձրությունը՝ ${h('hy')} մ։`, ru: `Высота потолков ${h('ru')} м.`, en: `Ceilings are ${h('en')} m high.` },
      highlights.length > 0
        ? {
            hy: `Հարմարություններ՝ ${listOf(highlights.map((x) => x.hy), 'hy')}։`,
            ru: `В доме: ${listOf(highlights.map((x) => x.ru), 'ru')}.`,
            en: `Amenities include ${listOf(highlights.map((x) => x.en), 'en')}.`,
          }
        : undefined,
    );
  },

  listingTitle(input: { deal: 'sale' | 'rent'; type: PropertyType; rooms: number; area: number; landArea: number | null; place: Area }): Localized {
    const { deal, type, rooms, place } = input;
    const size = (value: number) => perLang((lang) => `${formatMeasure(value, lang)} ${{ hy: 'մ²', ru: 'м²', en: 'm²' }[lang]}`);
    const area = size(type === 'landPlot' ? (input.landArea ?? input.area) : input.area);
    const rent = deal === 'rent';
    if (type === 'apartment') {
      const what =
        rooms === -2
          ? { hy: 'ստուդիո բնակարան', ru: 'квартира-студия', en: 'studio apartment' }
          : { hy: `${rooms} սենյականոց բնակարան`, ru: `${rooms}-комнатная квартира`, en: `${rooms}-room apartment` };
      return rent
        ? {
            hy: `Վարձով է տրվում ${what.hy} ${place.inPlace.hy}`,
            ru: `Сдаётся ${what.ru} ${place.inPlace.ru}`,
            en: `${capitalise(what.en)} for rent ${place.inPlace.en}`,
          }
        : { hy: `${capitalise(what.hy)} ${place.inPlace.hy}`, ru: `${capitalise(what.ru)} ${place.inPlace.ru}`, en: `${capitalise(what.en)} ${place.inPlace.en}` };
    }
    const noun = propertyNouns[type];
    if (rent) {
      return {
        hy: `Վարձով է տրվում ${noun.hy} ${place.inPlace.hy}, ${area.hy}`,
        ru: `Сдаётся ${noun.ru} ${place.inPlace.ru}, ${area.ru}`,
        en: `${capitalise(noun.en)} for rent ${place.inPlace.en}, ${area.en}`,
      };
    }
    return {
      hy: `${capitalise(noun.hy)} ${place.inPlace.hy}, ${area.hy}`,
      ru: `${capitalise(noun.ru)} ${place.inPlace.ru}, ${area.ru}`,
      en: `${capitalise(noun.en)} ${place.inPlace.en}, ${area.en}`,
    };
  },

  listingDescription(input: {
    deal: 'sale' | 'rent';
    type: PropertyType;
    place: Area;
    area: number;
    landArea: number | null;
    floor: number | null;
    floorsTotal: number | null;
    ceilingHeight: number | null;
    wallType: WallType | null;
    renovation: RenovationLevel;
    flags: { isNewBuilt: boolean; isWithHouseholdAppliances: boolean; hasBasement: boolean; hasElevator: boolean; isParkingSpaceExist: boolean };
    utilities: Record<keyof typeof utilityNames, boolean>;
    dailyFee: number | null;
    minRentDays: number | null;
    minRentMonths: number | null;
    petsAllowed: boolean | null;
    childrenAllowed: boolean | null;
  }): Localized {
    const { place, type } = input;
    const wall = wallWords[input.wallType ?? 'tape'];
    const m = (value: number) => perLang((lang) => formatMeasure(value, lang));
    const area = m(input.area);
    const land = m(input.landArea ?? 0);
    const floor = input.floor ?? 1;
    const floorsTotal = input.floorsTotal ?? 1;
    const ceiling = input.ceilingHeight === null ? undefined : perLang((lang) => formatNumber(input.ceilingHeight ?? 0, lang, 1));

    let intro: Localized;
    switch (type) {
      case 'apartment':
        intro = {
          hy: `Բնակարանը գտնվում է ${place.inPlace.hy} ${words(`${floorsTotal} հարկանի`, wall.hy)} շենքի ${hyOrdinal(floor)} հարկում։ Ընդհանուր մակերեսը՝ ${area.hy} մ²։`,
          ru: `Квартира на ${floor}-м этаже ${words(`${floorsTotal}-этажного`, wall.ruGenitive)} дома ${place.inPlace.ru}. Общая площадь ${area.ru} м².`,
          en: `The apartment is on floor ${floor} of a ${words(`${floorsTotal}-storey`, wall.en)} building ${place.inPlace.en}. Total area ${area.en} m².`,
        };
        break;
      case 'house':
        intro = {
          hy: `${words(`${floorsTotal} հարկանի`, wall.hy)} առանձնատուն ${place.inPlace.hy}՝ ${area.hy} մ² մակերեսով, ${land.hy} մ² հողամասով։`,
          ru: `${capitalise(words(`${floorsTotal}-этажный`, wall.ruNominative))} дом площадью ${area.ru} м² на участке ${land.ru} м² ${place.inPlace.ru}.`,
          en: `A ${words(`${floorsTotal}-storey`, wall.en)} house of ${area.en} m² on a ${land.en} m² plot ${place.inPlace.en}.`,
        };
        break;
      case 'townhouse':
        intro = {
          hy: `${floorsTotal} հարկանի թաունհաուս ${place.inPlace.hy}՝ ${area.hy} մ² մակերեսով և ${land.hy} մ² սեփական բակով։`,
          ru: `${floorsTotal}-этажный таунхаус площадью ${area.ru} м² с собственным двором ${land.ru} м² ${place.inPlace.ru}.`,
          en: `A ${floorsTotal}-storey townhouse of ${area.en} m² with a private yard of ${land.en} m² ${place.inPlace.en}.`,
        };
        break;
      case 'landPlot':
        intro = {
          hy: `${land.hy} մ² հողամաս ${place.inPlace.hy}՝ առանձնատան կառուցման համար։`,
          ru: `Участок ${land.ru} м² ${place.inPlace.ru} под строительство частного дома.`,
          en: `A ${land.en} m² plot ${place.inPlace.en} for building a private house.`,
        };
        break;
      default:
        intro = {
          hy: `${area.hy} մ² կոմերցիոն տարածք ${place.inPlace.hy}, ${hyOrdinal(floor)} հարկում՝ խանութի, գրասենյակի կամ սրճարանի համար։`,
          ru: `Коммерческое помещение площадью ${area.ru} м² на ${floor}-м этаже ${place.inPlace.ru}, подойдёт под магазин, офис или кафе.`,
          en: `Commercial premises of ${area.en} m² on floor ${floor} ${place.inPlace.en}, suitable for a shop, office or café.`,
        };
    }

    const connected = (Object.keys(utilityNames) as (keyof typeof utilityNames)[]).filter((key) => input.utilities[key]);
    const utilities: Localized | undefined =
      type === 'apartment' || type === 'commercial'
        ? undefined
        : connected.length === 0
          ? word('Կոմունիկացիաները դեռ անցկացված չեն։', 'Коммуникации не подведены.', 'No utilities are connected yet.')
          : {
              hy: `Կոմունիկացիաներ՝ ${listOf(connected.map((key) => utilityNames[key].hy), 'hy')}։`,
              ru: `Коммуникации: ${listOf(connected.map((key) => utilityNames[key].ru), 'ru')}.`,
              en: `Connected: ${listOf(connected.map((key) => utilityNames[key].en), 'en')}.`,
            };

    const f = input.flags;
    const rent = input.deal === 'rent';
    const months = input.minRentMonths;
    const days = input.minRentDays ?? 1;
    return joinSentences(
      intro,
      ceiling && type !== 'landPlot'
        ? { hy: `Առաստաղների բարձրությունը՝ ${ceiling.hy} մ։`, ru: `Высота потолков ${ceiling.ru} м.`, en: `Ceilings are ${ceiling.en} m high.` }
        : undefined,
      type === 'landPlot' ? undefined : renovationSentences[input.renovation],
      f.isNewBuilt ? word('Նորակառույց։', 'Новостройка.', 'A new building.') : undefined,
      f.hasElevator ? word('Շենքն ունի վերելակ։', 'В доме есть лифт.', 'The building has an elevator.') : undefined,
      f.hasBasement ? word('Կա նկուղ։', 'Есть подвал.', 'There is a basement.') : undefined,
      f.isParkingSpaceExist ? word('Կա ավտոկայանատեղի։', 'Есть парковочное место.', 'A parking space comes with it.') : undefined,
      f.isWithHouseholdAppliances ? word('Կենցաղային տեխնիկան մնում է։', 'Бытовая техника остаётся.', 'Household appliances stay.') : undefined,
      utilities,
      rent && input.dailyFee !== null
        ? {
            hy: `Հնարավոր է նաև օրավարձով՝ ${formatNumber(input.dailyFee, 'hy')} դրամից, նվազագույնը ${days} օր։`,
            ru: `Возможна посуточная аренда — от ${formatNumber(input.dailyFee, 'ru')} драмов, минимум ${days} ${ruPlural(days, 'сутки', 'суток', 'суток')}.`,
            en: `Daily rent is also possible, from ${formatNumber(input.dailyFee, 'en')} AMD, for at least ${days} ${days === 1 ? 'day' : 'days'}.`,
          }
        : undefined,
      rent && months !== null
        ? {
            hy: `Վարձակալության նվազագույն ժամկետը՝ ${months} ամիս։`,
            ru: `Минимальный срок аренды — ${months} ${ruPlural(months, 'месяц', 'месяца', 'месяцев')}.`,
            en: `Minimum rental term: ${months} ${months === 1 ? 'month' : 'months'}.`,
          }
        : undefined,
      rent && input.petsAllowed !== null
        ? input.petsAllowed
          ? word('Կարելի է ընտանի կենդանիներով։', 'Можно с домашними животными.', 'Pets are welcome.')
          : word('Առանց ընտանի կենդանիների։', 'Без домашних животных.', 'No pets, please.')
        : undefined,
      rent && input.childrenAllowed ? word('Կարելի է երեխաներով։', 'Можно с детьми.', 'Families with children are welcome.') : undefined,
    );
  },

  foreignProjectDescription(input: {
    name: Localized;
    city: Localized;
    country: Localized;
    minArea: number;
    minPrice: number;
    currency: 'USD' | 'EUR';
  }): Localized {
    const { name, city, country } = input;
    const symbol = input.currency === 'USD' ? '$' : '€';
    const price = perLang((lang) => (lang === 'en' ? `${symbol}${formatNumber(input.minPrice, lang)}` : `${formatNumber(input.minPrice, lang)} ${symbol}`));
    const area = perLang((lang) => formatMeasure(input.minArea, lang));
    return joinSentences(
      {
        hy: `«${name.hy}» բնակելի համալիր, ${city.hy}, ${country.hy}։ Բնակարաններ՝ ${area.hy} մ²-ից, գները՝ ${price.hy}-ից։`,
        ru: `«${name.ru}» — жилой комплекс: ${city.ru}, ${country.ru}. Квартиры от ${area.ru} м², цены от ${price.ru}.`,
        en: `${name.en} is a residential project in ${city.en}, ${country.en}. Apartments from ${area.en} m², prices from ${price.en}.`,
      },
      word(
        'Մեր գործընկեր բրոքերը կօգնի ընտրել բնակարանը և կուղեկցի գործարքը հեռավար։',
        'Брокер-партнёр поможет выбрать квартиру и проведёт сделку дистанционно.',
        'A partner broker helps you choose an apartment and handles the purchase remotely.',
      ),
    );
  },
};

function capitalise(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}
