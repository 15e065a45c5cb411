import type { StoreSectorSeed, StoreSeed } from './store-types';

/**
 * The seeded partner stores (issue 20): the bank's partners for furnishing and renovating a new home,
 * and for the services a new home needs. All brands, phones, e-mails and sites are fictional.
 * A bank customer takes a promo code on the store's page and shows it at the store; two partners
 * give no promo codes, and their offer describes another benefit.
 */

export const storeSectorsSeed: StoreSectorSeed[] = [
  // Home and renovation
  { slug: 'furniture', section: 'homeRenovation', name: { hy: "Կահույք", ru: "Мебель", en: "Furniture" } },
  {
    slug: 'kitchens-and-appliances',
    section: 'homeRenovation',
    name: { hy: "Խոհանոցներ և կենցաղային տեխնիկա", ru: "Кухни и бытовая техника", en: "Kitchens and appliances" },
  },
  { slug: 'building-materials', section: 'homeRenovation', name: { hy: "Շինանյութեր", ru: "Стройматериалы", en: "Building materials" } },
  {
    slug: 'lighting-and-electrics',
    section: 'homeRenovation',
    name: { hy: "Լուսավորություն և էլեկտրատեխնիկա", ru: "Свет и электрика", en: "Lighting and electrics" },
  },
  { slug: 'textiles-and-decor', section: 'homeRenovation', name: { hy: "Տեքստիլ և դեկոր", ru: "Текстиль и декор", en: "Textiles and decor" } },

  // Services
  { slug: 'moving', section: 'services', name: { hy: "Տեղափոխություն", ru: "Переезд", en: "Moving" } },
  { slug: 'cleaning', section: 'services', name: { hy: "Մաքրում", ru: "Уборка", en: "Cleaning" } },
  {
    slug: 'repair-and-finishing',
    section: 'services',
    name: { hy: "Վերանորոգում և հարդարում", ru: "Ремонт и отделка", en: "Repair and finishing" },
  },
];

// Opening hours used by several stores.
const dailyTenToNine = { hy: "Ամեն օր 10:00–21:00", ru: "Ежедневно 10:00–21:00", en: "Daily 10:00–21:00" };
const monSatTenToEightSunShort = {
  hy: "Երկ–Շբթ 10:00–20:00, Կիր 11:00–18:00",
  ru: "Пн–Сб 10:00–20:00, Вс 11:00–18:00",
  en: "Mon–Sat 10:00–20:00, Sun 11:00–18:00",
};
const monSatTenToSevenSunShort = {
  hy: "Երկ–Շբթ 10:00–19:00, Կիր 11:00–17:00",
  ru: "Пн–Сб 10:00–19:00, Вс 11:00–17:00",
  en: "Mon–Sat 10:00–19:00, Sun 11:00–17:00",
};
const monSatTenToSevenSunClosed = {
  hy: "Երկ–Շբթ 10:00–19:00, Կիր՝ հանգստյան օր",
  ru: "Пн–Сб 10:00–19:00, Вс — выходной",
  en: "Mon–Sat 10:00–19:00, Sun closed",
};
const monSatNineToSixSunClosed = {
  hy: "Երկ–Շբթ 09:00–18:00, Կիր՝ հանգստյան օր",
  ru: "Пн–Сб 09:00–18:00, Вс — выходной",
  en: "Mon–Sat 09:00–18:00, Sun closed",
};
const monSatNineToSevenSunShort = {
  hy: "Երկ–Շբթ 09:00–19:00, Կիր 10:00–16:00",
  ru: "Пн–Сб 09:00–19:00, Вс 10:00–16:00",
  en: "Mon–Sat 09:00–19:00, Sun 10:00–16:00",
};

export const storesSeed: StoreSeed[] = [
  // Furniture
  {
    slug: 'yerdik-home',
    sector: 'furniture',
    name: { hy: "Երդիկ Հոմ", ru: "Ердик Хоум", en: "Yerdik Home" },
    summary: {
      hy: "Կահույք նոր բնակարանի բոլոր սենյակների համար՝ նախասրահից մինչև մանկական սենյակ, մեկ սրահում։",
      ru: "Мебель для всех комнат новой квартиры — от прихожей до детской — в одном салоне.",
      en: "Furniture for every room of a new flat, from the hallway to the children's room, in one showroom.",
    },
    description: {
      hy: "«Երդիկ Հոմ»-ը կահավորում է բնակարաններն ամբողջությամբ։ Սրահները կազմակերպված են բնակելի սենյակների պես, և գնելուց առաջ կարող եք տեսնել, թե ինչպես են բազմոցը, սեղանը և պահարանը համադրվում միմյանց հետ։\n\n- հյուրասենյակ՝ բազմոցներ, բազկաթոռներ, հեռուստացույցի սեղաններ, սուրճի սեղաններ\n- ննջասենյակ՝ մահճակալներ, ներքնակներ, զգեստապահարաններ, կոմոդներ\n- մանկական սենյակներ, նախասրահներ և տնային աշխատասենյակներ\n\nԴիզայները կօգնի դասավորել կահույքը Ձեր բնակարանի հատակագծով, իսկ խոշոր իրերն առաքում և հավաքում է խանութի սեփական թիմը։",
      ru: "«Ердик Хоум» обставляет квартиры целиком: салоны устроены как жилые комнаты, и ещё до покупки видно, как диван, стол и шкаф смотрятся вместе.\n\n- гостиные: диваны, кресла, тумбы под ТВ, журнальные столики\n- спальни: кровати, матрасы, шкафы, комоды\n- детские, прихожие и домашние кабинеты\n\nДизайнер поможет расставить мебель по планировке вашей квартиры, а крупные предметы доставляет и собирает собственная бригада магазина.",
      en: "Yerdik Home furnishes whole flats. Its showrooms are laid out as rooms, so you can see how a sofa, a table and a wardrobe look together before you buy.\n\n- living rooms: sofas, armchairs, TV units, coffee tables\n- bedrooms: beds, mattresses, wardrobes, chests of drawers\n- children's rooms, hallways and home offices\n\nA designer helps you plan the rooms from your flat's floor plan, and large pieces are delivered and assembled by the store's own team.",
    },
    offer: {
      hy: "12% զեղչ բոլոր սենյակների կահույքի համար, անվճար առաքում և հավաքում Երևանում։",
      ru: "Скидка 12% на мебель для всех комнат, доставка и сборка по Еревану бесплатно.",
      en: "12% off furniture for every room; delivery and assembly in Yerevan free.",
    },
    discountPercent: 12,
    promoValidityDays: 60,
    phone: '+37410521480',
    email: 'sales@yerdik-home.example',
    website: 'https://yerdik-home.example',
    brandColor: '#7a3b12',
    ownHome: true,
    addresses: [
      {
        address: { hy: "Երևան, Տիգրան Մեծի պող. 67", ru: "Ереван, просп. Тиграна Меца, 67", en: "67 Tigran Mets Ave, Yerevan" },
        latitude: 40.1705,
        longitude: 44.516,
        hours: dailyTenToNine,
      },
      {
        address: { hy: "Երևան, Թբիլիսյան խճուղի 44", ru: "Ереван, Тбилисское шоссе, 44", en: "44 Tbilisi Hwy, Yerevan" },
        latitude: 40.2185,
        longitude: 44.5295,
        hours: dailyTenToNine,
      },
      {
        address: { hy: "Գյումրի, Ռիժկովի փ. 12", ru: "Гюмри, ул. Рыжкова, 12", en: "12 Ryzhkov St, Gyumri" },
        latitude: 40.7935,
        longitude: 43.847,
        hours: monSatTenToSevenSunShort,
      },
    ],
  },
  {
    slug: 'kamar-furniture',
    sector: 'furniture',
    name: { hy: "Կամար Ֆերնիչր", ru: "Камар Фёрничер", en: "Kamar Furniture" },
    summary: {
      hy: "Բնափայտից սեղաններ, մահճակալներ և պահարաններ՝ պատվերով, Երևանի սեփական արտադրամասում։",
      ru: "Столы, кровати и шкафы из массива на заказ — в собственной мастерской в Ереване.",
      en: "Solid-wood tables, beds and cabinets made to order in the company's own Yerevan workshop.",
    },
    description: {
      hy: "«Կամար Ֆերնիչր»-ը կաղնուց, ընկուզենուց և հացենուց կահույք է պատրաստում Ձեր չափերով։ Դուք ընտրում եք փայտատեսակը, ծածկույթը և կցամասերը, իսկ արտադրամասը պատրաստում է իրը հենց Ձեր սենյակի համար։\n\n- ճաշասեղաններ և աթոռներ\n- մահճակալներ և մահճակալի կողքի սեղանիկներ\n- պահարաններ, գրադարակներ և ներկառուցված կահույք\n\nՊատվերով իրը պատրաստվում է 3-ից 6 շաբաթում։ Սրահում առկա պատրաստի կահույքը կարող եք տանել նույն շաբաթվա ընթացքում։",
      ru: "«Камар Фёрничер» делает мебель из дуба, ореха и ясеня по вашим размерам. Вы выбираете породу дерева, покрытие и фурнитуру, а мастерская изготавливает вещь под вашу комнату.\n\n- обеденные столы и стулья\n- кровати и прикроватные тумбы\n- шкафы, книжные стеллажи и встроенная мебель\n\nИзделие на заказ делается от 3 до 6 недель. Готовую мебель из салона можно забрать на той же неделе.",
      en: "Kamar Furniture makes furniture from oak, walnut and ash to your sizes. You choose the wood, the finish and the fittings, and the workshop builds the piece for your room.\n\n- dining tables and chairs\n- beds and bedside tables\n- wardrobes, bookcases and built-in cabinets\n\nA made-to-order piece takes 3 to 6 weeks. Ready-made pieces in the showroom can be taken home the same week.",
    },
    offer: {
      hy: "10% զեղչ պատվերով և սրահում առկա կահույքի համար։",
      ru: "Скидка 10% на мебель на заказ и из салона.",
      en: "10% off made-to-order and showroom furniture.",
    },
    discountPercent: 10,
    promoValidityDays: 45,
    phone: '+37491327540',
    email: 'info@kamar-furniture.example',
    website: 'https://kamar-furniture.example',
    brandColor: '#5c3d2e',
    addresses: [
      {
        address: { hy: "Երևան, Գյուլբենկյան փ. 27", ru: "Ереван, ул. Гюльбенкяна, 27", en: "27 Gyulbenkyan St, Yerevan" },
        latitude: 40.21,
        longitude: 44.4985,
        hours: monSatTenToSevenSunClosed,
      },
    ],
  },
  {
    slug: 'hangist-sofas',
    sector: 'furniture',
    name: { hy: "Հանգիստ Սոֆաս", ru: "Ангист Софас", en: "Hangist Sofas" },
    summary: {
      hy: "Բազմոցներ, բազկաթոռներ և ներքնակներ՝ գործվածքի և չափսի ընտրությամբ։",
      ru: "Диваны, кресла и матрасы с выбором ткани и размера.",
      en: "Sofas, armchairs and mattresses, with fabrics and sizes to choose from.",
    },
    description: {
      hy: "«Հանգիստ Սոֆաս»-ը փափուկ կահույքի խանութ է՝ ուղիղ և անկյունային բազմոցներ, փոքր բնակարանների համար բացվող բազմոց-մահճակալներ, բազկաթոռներ և բոլոր ստանդարտ չափսերի ներքնակներ։\n\nՄոդելների մեծ մասը կարելի է պատվիրել 40 գործվածքներից որևէ մեկով, այդ թվում՝ հեշտ մաքրվող և ընտանի կենդանիների ճանկերին դիմացկուն գործվածքներով։ Յուրաքանչյուր բազմոց և ներքնակ կարող եք փորձել սրահում։\n\nԸնտրված գործվածքով բազմոցը պատրաստ է լինում մոտ 3 շաբաթում։",
      ru: "«Ангист Софас» — это мягкая мебель: прямые и угловые диваны, диваны-кровати для небольших квартир, кресла и матрасы всех стандартных размеров.\n\nБольшинство моделей можно заказать в одной из 40 тканей, в том числе в легко чистящихся и устойчивых к когтям домашних животных. Каждый диван и матрас можно опробовать в салоне.\n\nДиван в выбранной ткани будет готов примерно через 3 недели.",
      en: "Hangist Sofas is all about soft furniture: straight and corner sofas, sofa beds for a small flat, armchairs and mattresses in every standard size.\n\nMost models come in any of 40 fabrics, including easy-clean ones and ones that stand up to pets' claws. You can try every sofa and mattress in the showroom.\n\nA sofa in the fabric you choose is ready in about 3 weeks.",
    },
    offer: {
      hy: "8% զեղչ բազմոցների, բազկաթոռների և ներքնակների համար։",
      ru: "Скидка 8% на диваны, кресла и матрасы.",
      en: "8% off sofas, armchairs and mattresses.",
    },
    discountPercent: 8,
    promoValidityDays: 30,
    phone: '+37477184026',
    email: 'hello@hangist-sofas.example',
    website: null,
    brandColor: '#6a4c93',
    addresses: [
      {
        address: { hy: "Երևան, Բաբաջանյան փ. 52", ru: "Ереван, ул. Бабаджаняна, 52", en: "52 Babajanyan St, Yerevan" },
        latitude: 40.204,
        longitude: 44.489,
        hours: monSatTenToEightSunShort,
      },
      {
        address: { hy: "Երևան, Նոր Նորք, Գայի պող. 18", ru: "Ереван, Нор Норк, просп. Гая, 18", en: "18 Gai Ave, Nor Nork, Yerevan" },
        latitude: 40.199,
        longitude: 44.5635,
        hours: monSatTenToEightSunShort,
      },
    ],
  },

  // Kitchens and appliances
  {
    slug: 'tonir-kitchens',
    sector: 'kitchens-and-appliances',
    name: { hy: "Թոնիր Քիչնս", ru: "Тонир Китченс", en: "Tonir Kitchens" },
    summary: {
      hy: "Խոհանոցային կահույք՝ Ձեր խոհանոցի չափերով և ներկառուցված տեխնիկայով։",
      ru: "Кухонные гарнитуры по размерам вашей кухни со встроенной техникой.",
      en: "Kitchen sets made to the size of your kitchen, with built-in appliances fitted in.",
    },
    description: {
      hy: "«Թոնիր Քիչնս»-ը նախագծում և պատրաստում է խոհանոցներ նոր և հին բնակարանների համար։ Դիզայները գալիս է չափագրելու, պատկերում է խոհանոցը 3D-ով և օգնում ընտրել ճակատները, աշխատանքային մակերեսը և տեխնիկան։\n\n- ճակատներ լամինատից, էմալից և շպոնից\n- աշխատանքային մակերեսներ կոմպակտ լամինատից, կվարցից և բնական քարից\n- ներկառուցվող ջեռոցներ, եփման վահանակներ, օդաքաշներ, սպասք լվացող մեքենաներ և սառնարաններ\n\nԽոհանոցը պատրաստվում է 4–6 շաբաթում, և ընկերության վարպետներն այն տեղադրում են տեխնիկայի հետ միասին։",
      ru: "«Тонир Китченс» проектирует и изготавливает кухни для новых и старых квартир. Дизайнер приезжает на замер, рисует кухню в 3D и помогает выбрать фасады, столешницу и технику.\n\n- фасады из ламината, эмали и шпона\n- столешницы из компакт-ламината, кварца и натурального камня\n- встраиваемые духовки, варочные панели, вытяжки, посудомоечные машины и холодильники\n\nКухня изготавливается за 4–6 недель, и мастера компании монтируют её вместе с техникой.",
      en: "Tonir Kitchens designs and builds kitchens for new and older flats. A designer comes to measure the room, draws the kitchen in 3D and helps you choose the fronts, the worktop and the appliances.\n\n- fronts in laminate, enamel and veneer\n- worktops in compact laminate, quartz and natural stone\n- built-in ovens, hobs, hoods, dishwashers and fridges\n\nA kitchen is made in 4 to 6 weeks and installed by the company's fitters, appliances included.",
    },
    offer: {
      hy: "7% զեղչ խոհանոցային կահույքի և ներկառուցվող տեխնիկայի համար, անվճար չափագրում Երևանում։",
      ru: "Скидка 7% на кухонные гарнитуры и встраиваемую технику, замер по Еревану бесплатно.",
      en: "7% off kitchen sets and built-in appliances; measuring in Yerevan free.",
    },
    discountPercent: 7,
    promoValidityDays: 60,
    phone: '+37410266391',
    email: 'sales@tonir-kitchens.example',
    website: 'https://tonir-kitchens.example',
    brandColor: '#8a3324',
    addresses: [
      {
        address: { hy: "Երևան, Կոմիտասի պող. 58", ru: "Ереван, просп. Комитаса, 58", en: "58 Komitas Ave, Yerevan" },
        latitude: 40.207,
        longitude: 44.5055,
        hours: monSatTenToSevenSunClosed,
      },
      {
        address: {
          hy: "Երևան, Մալաթիա-Սեբաստիա, Սեբաստիայի փ. 21",
          ru: "Ереван, Малатия-Себастия, ул. Себастия, 21",
          en: "21 Sebastia St, Malatia-Sebastia, Yerevan",
        },
        latitude: 40.1725,
        longitude: 44.456,
        hours: monSatTenToSevenSunClosed,
      },
    ],
  },
  {
    slug: 'voltik',
    sector: 'kitchens-and-appliances',
    name: { hy: "Վոլտիկ", ru: "Вольтик", en: "Voltik" },
    summary: {
      hy: "Կենցաղային տեխնիկա նոր տան համար՝ սառնարաններից և լվացքի մեքենաներից մինչև խոհանոցային մանր տեխնիկա։",
      ru: "Бытовая техника для нового дома — от холодильников и стиральных машин до мелкой кухонной техники.",
      en: "Household appliances for a new home, from fridges and washing machines to small kitchen appliances.",
    },
    description: {
      hy: "«Վոլտիկ»-ը վաճառում է հայտնի միջազգային ապրանքանիշերի խոշոր և մանր կենցաղային տեխնիկա՝ արտադրողների պաշտոնական երաշխիքով։\n\n- սառնարաններ, սալօջախներ, լվացքի և չորացման մեքենաներ\n- սպասք լվացող մեքենաներ, միկրոալիքային վառարաններ և ջեռոցներ\n- թեյնիկներ, բլենդերներ, սրճեփ մեքենաներ և փոշեկուլներ\n\nԽոշոր տեխնիկան առաքվում է մինչև Ձեր դուռը, իսկ խանութի վարպետները կարող են լվացքի կամ սպասք լվացող մեքենան միացնել առաքման օրը։",
      ru: "«Вольтик» продаёт крупную и мелкую бытовую технику известных международных марок с официальной гарантией производителей.\n\n- холодильники, плиты, стиральные и сушильные машины\n- посудомоечные машины, микроволновые печи и духовки\n- чайники, блендеры, кофемашины и пылесосы\n\nКрупную технику привозят до двери, а мастера магазина могут подключить стиральную или посудомоечную машину в день доставки.",
      en: "Voltik sells large and small household appliances from well-known international brands, with the manufacturers' official warranty.\n\n- fridges, cookers, washing machines and dryers\n- dishwashers, microwaves and ovens\n- kettles, blenders, coffee machines and vacuum cleaners\n\nLarge appliances are delivered to your door, and the store's technicians can connect a washing machine or a dishwasher on the day of delivery.",
    },
    offer: {
      hy: "6% զեղչ խոշոր և մանր կենցաղային տեխնիկայի համար։",
      ru: "Скидка 6% на крупную и мелкую бытовую технику.",
      en: "6% off large and small household appliances.",
    },
    discountPercent: 6,
    promoValidityDays: 30,
    phone: '+37410547702',
    email: 'shop@voltik.example',
    website: 'https://voltik.example',
    brandColor: '#1f4e79',
    addresses: [
      {
        address: { hy: "Երևան, Մաշտոցի պող. 33", ru: "Ереван, просп. Маштоца, 33", en: "33 Mashtots Ave, Yerevan" },
        latitude: 40.1845,
        longitude: 44.51,
        hours: dailyTenToNine,
      },
      {
        address: { hy: "Երևան, Էրեբունի, Արցախի պող. 11", ru: "Ереван, Эребуни, просп. Арцаха, 11", en: "11 Artsakh Ave, Erebuni, Yerevan" },
        latitude: 40.154,
        longitude: 44.531,
        hours: dailyTenToNine,
      },
    ],
  },
  {
    slug: 'tsirani-kitchens',
    sector: 'kitchens-and-appliances',
    name: { hy: "Ծիրանի Քիչնս", ru: "Цирани Китченс", en: "Tsirani Kitchens" },
    summary: {
      hy: "Պատրաստի մոդուլային խոհանոցներ, որոնք կարող եք ստանալ մի քանի օրում, ինչպես նաև լվացարաններ, ծորակներ և պահեստավորման համակարգեր։",
      ru: "Готовые модульные кухни, которые можно получить за несколько дней, а также мойки, смесители и системы хранения.",
      en: "Ready modular kitchens you can have within a few days, plus sinks, taps and storage.",
    },
    description: {
      hy: "«Ծիրանի Քիչնս»-ը նրանց համար է, ովքեր ուզում են նոր խոհանոց արագ և նախատեսված բյուջեի սահմաններում։ Խոհանոցները հավաքվում են պահեստում առկա ստանդարտ մոդուլներից․ սրահում խորհրդատուի հետ պլանավորում եք դասավորությունը և մի քանի օրից ստանում եք խոհանոցը։\n\n- հատակի և պատի պահարաններ՝ 12 գույնով\n- լվացարաններ, ծորակներ և աղբամաններ\n- դարակների ներդիրներ, անկյունային պտտվող դարակներ և պահեստավորման այլ համակարգեր\n\nԸնկերության վարպետները կարող են հավաքել խոհանոցը և միացնել լվացարանը։",
      ru: "«Цирани Китченс» — для тех, кто хочет новую кухню быстро и в рамках заданного бюджета. Кухни собираются из стандартных модулей, которые есть на складе: вы планируете расстановку с консультантом в салоне и получаете кухню через несколько дней.\n\n- напольные и навесные шкафы в 12 цветах\n- мойки, смесители и мусорные системы\n- вкладыши для ящиков, угловые карусели и другие системы хранения\n\nМастера компании могут собрать кухню и подключить мойку.",
      en: "Tsirani Kitchens is for those who want a new kitchen quickly and on a set budget. Its kitchens are built from standard modules kept in stock: you plan the layout with a consultant in the showroom and get the kitchen a few days later.\n\n- base and wall units in 12 colours\n- sinks, taps and waste bins\n- drawer inserts, corner carousels and other storage\n\nThe company's fitters can assemble the kitchen and connect the sink.",
    },
    offer: {
      hy: "9% զեղչ մոդուլային խոհանոցների, լվացարանների և ծորակների համար։",
      ru: "Скидка 9% на модульные кухни, мойки и смесители.",
      en: "9% off modular kitchens, sinks and taps.",
    },
    discountPercent: 9,
    promoValidityDays: 45,
    phone: '+37499418263',
    email: 'sales@tsirani-kitchens.example',
    website: 'https://tsirani-kitchens.example',
    brandColor: '#b5451b',
    addresses: [
      {
        address: { hy: "Երևան, Աջափնյակ, Հալաբյան փ. 41", ru: "Ереван, Аджапняк, ул. Халабяна, 41", en: "41 Halabyan St, Ajapnyak, Yerevan" },
        latitude: 40.1985,
        longitude: 44.476,
        hours: monSatTenToSevenSunShort,
      },
    ],
  },

  // Building materials
  {
    slug: 'kar-build',
    sector: 'building-materials',
    name: { hy: "Քար Բիլդ", ru: "Кар Билд", en: "Kar Build" },
    summary: {
      hy: "Սալիկ, սվաղ, ներկ, հատակի ծածկույթներ և սանտեխնիկա վերանորոգման համար՝ մեկ վայրում։",
      ru: "Плитка, штукатурка, краска, напольные покрытия и сантехника для ремонта — в одном месте.",
      en: "Tiles, plaster, paint, flooring and plumbing for a renovation, under one roof.",
    },
    description: {
      hy: "«Քար Բիլդ»-ը շինարարական և հարդարման նյութերի մեծ խանութ է, որտեղ կա այն ամենը, ինչ պետք է վերանորոգման համար՝ սևագործ աշխատանքներից մինչև ներկի վերջին շերտը։\n\n- չոր խառնուրդներ, սվաղ, ծեփամածիկ և գիպսաստվարաթուղթ\n- կերամիկական սալիկ, կերամոգրանիտ, լամինատ և մանրահատակ\n- ներկեր, պաստառներ, սանտեխնիկա և լոգասենյակի կահույք\n\nԽորհրդատուները կօգնեն հաշվարկել նյութերի քանակը Ձեր բնակարանի մակերեսով, իսկ խանութի մեքենաները դրանք կառաքեն մինչև շենք, անհրաժեշտության դեպքում՝ բեռնաթափմամբ։",
      ru: "«Кар Билд» — большой магазин строительных и отделочных материалов: здесь есть всё для ремонта, от черновых работ до последнего слоя краски.\n\n- сухие смеси, штукатурка, шпаклёвка и гипсокартон\n- керамическая плитка, керамогранит, ламинат и паркет\n- краски, обои, сантехника и мебель для ванной\n\nКонсультанты помогут рассчитать количество материалов по площади квартиры, а машины магазина привезут их к дому, при необходимости с разгрузкой.",
      en: "Kar Build is a large store of building and finishing materials, with everything a renovation needs, from the rough work to the last coat of paint.\n\n- dry mixes, plaster, filler and plasterboard\n- ceramic tiles, porcelain stoneware, laminate and parquet\n- paints, wallpaper, plumbing and bathroom furniture\n\nConsultants help you work out the quantities from your flat's area, and the store's trucks bring the materials to the building, with unloading if you need it.",
    },
    offer: {
      hy: "10% զեղչ շինարարական և հարդարման նյութերի, սալիկի և սանտեխնիկայի համար։",
      ru: "Скидка 10% на строительные и отделочные материалы, плитку и сантехнику.",
      en: "10% off building and finishing materials, tiles and plumbing.",
    },
    discountPercent: 10,
    promoValidityDays: 60,
    phone: '+37410392815',
    email: 'orders@kar-build.example',
    website: 'https://kar-build.example',
    brandColor: '#374151',
    addresses: [
      {
        address: { hy: "Երևան, Արշակունյաց պող. 63", ru: "Ереван, просп. Аршакуняц, 63", en: "63 Arshakunyats Ave, Yerevan" },
        latitude: 40.16,
        longitude: 44.4995,
        hours: monSatNineToSevenSunShort,
      },
      {
        address: { hy: "Աբովյան, Հանրապետության փ. 9", ru: "Абовян, ул. Анрапетутян, 9", en: "9 Hanrapetutyan St, Abovyan" },
        latitude: 40.2705,
        longitude: 44.6295,
        hours: monSatNineToSevenSunShort,
      },
    ],
  },
  {
    slug: 'himk',
    sector: 'building-materials',
    name: { hy: "Հիմք", ru: "Химк", en: "Himk" },
    summary: {
      hy: "Մուտքի և միջսենյակային դռներ, մետաղապլաստե և ալյումինե պատուհաններ, հատակի ծածկույթներ՝ չափագրմամբ և տեղադրմամբ։",
      ru: "Входные и межкомнатные двери, металлопластиковые и алюминиевые окна и напольные покрытия с замером и установкой.",
      en: "Entrance and interior doors, PVC and aluminium windows, and flooring, with measuring and fitting.",
    },
    description: {
      hy: "«Հիմք»-ը մատակարարում և տեղադրում է դռներ, պատուհաններ և հատակներ, այսինքն՝ այն, ինչ վերանորոգման ժամանակ ավելի լավ է անել մեկ անգամ և որակով։\n\n- պողպատե մուտքի դռներ, շպոնապատ և էմալապատ միջսենյակային դռներ\n- մետաղապլաստե և ալյումինե պատուհաններ, պատշգամբների ապակեպատում\n- ինժեներական տախտակ, լամինատ և վինիլային հատակ\n\nԸնկերության սեփական թիմերը չափագրում և տեղադրում են իրենց վաճառած ամեն ինչ, իսկ խորհրդատուն կարող է գալ բնակարան և պատվերից առաջ քննարկել տարբերակները։",
      ru: "«Химк» поставляет и устанавливает двери, окна и полы — то, что в ремонте лучше сделать один раз и хорошо.\n\n- стальные входные двери, межкомнатные двери в шпоне и эмали\n- металлопластиковые и алюминиевые окна, остекление балконов\n- инженерная доска, ламинат и виниловые полы\n\nСобственные бригады компании замеряют и устанавливают всё, что она продаёт, а консультант может приехать в квартиру и обсудить варианты до заказа.",
      en: "Himk supplies and fits doors, windows and floors: the parts of a renovation best done once and done well.\n\n- steel entrance doors, interior doors in veneer and enamel\n- PVC and aluminium windows, balcony glazing\n- engineered wood, laminate and vinyl flooring\n\nThe company's own crews measure and fit everything it sells, and a consultant can visit your flat to talk through the options before you order.",
    },
    offer: {
      hy: "Խորհրդատուի անվճար այց՝ բնակարանի չափագրում և դռների, պատուհանների ու հատակի ընտրություն մինչև պատվերը։",
      ru: "Бесплатный выезд консультанта: замер квартиры и подбор дверей, окон и напольных покрытий до заказа.",
      en: "A free visit from a consultant to measure your flat and help you choose doors, windows and flooring before you order.",
    },
    discountPercent: null,
    promoValidityDays: 30,
    phone: '+37444721935',
    email: 'info@himk.example',
    website: 'https://himk.example',
    brandColor: '#4b5320',
    addresses: [
      {
        address: { hy: "Երևան, Թբիլիսյան խճուղի 21", ru: "Ереван, Тбилисское шоссе, 21", en: "21 Tbilisi Hwy, Yerevan" },
        latitude: 40.215,
        longitude: 44.527,
        hours: monSatNineToSixSunClosed,
      },
      {
        address: { hy: "Վանաձոր, Տիգրան Մեծի պող. 27", ru: "Ванадзор, просп. Тиграна Меца, 27", en: "27 Tigran Mets Ave, Vanadzor" },
        latitude: 40.811,
        longitude: 44.492,
        hours: monSatTenToSevenSunClosed,
      },
    ],
  },

  // Lighting and electrics
  {
    slug: 'jrag-light',
    sector: 'lighting-and-electrics',
    name: { hy: "Ճրագ Լայթ", ru: "Чраг Лайт", en: "Jrag Light" },
    summary: {
      hy: "Ջահեր, լուսատուներ և LED լուսավորություն բոլոր սենյակների համար՝ լույսի պլանավորման աջակցությամբ։",
      ru: "Люстры, светильники и светодиодное освещение для всех комнат, с помощью в планировании света.",
      en: "Chandeliers, lamps and LED lighting for every room, with help planning the light.",
    },
    description: {
      hy: "«Ճրագ Լայթ»-ի սրահում ներկայացված են ժամանակակից և դասական ոճի առաստաղի, պատի և հատակի լուսատուներ՝ պարզ կախովի լամպերից մինչև հյուրասենյակի մեծ ջահեր։\n\n- ջահեր, կախովի և առաստաղի լուսատուներ\n- պատի լուսատուներ, հատակի և սեղանի լամպեր\n- LED ժապավեններ, ռելսային համակարգեր և ներկառուցվող կետային լուսատուներ\n\nԼուսավորման դիզայները կարող է Ձեր բնակարանի հատակագծով կազմել լուսավորման նախագիծ, որպեսզի էլեկտրագծերն անցկացվեն նախքան պատերի վերջնական հարդարումը։",
      ru: "В салоне «Чраг Лайт» — потолочные, настенные и напольные светильники в современном и классическом стиле, от простых подвесов до больших люстр для гостиной.\n\n- люстры, подвесные и потолочные светильники\n- бра, торшеры и настольные лампы\n- светодиодные ленты, трековые системы и встраиваемые точечные светильники\n\nСветодизайнер может составить план освещения по планировке квартиры, чтобы проводку развели ещё до чистовой отделки стен.",
      en: "Jrag Light's showroom has ceiling, wall and floor lights in modern and classic styles, from simple pendants to large chandeliers for a living room.\n\n- chandeliers, pendants and ceiling lights\n- wall lights, floor and table lamps\n- LED strips, track lights and recessed spotlights\n\nA lighting designer can draw a lighting plan from your floor plan, so the wiring is laid before the walls are finished.",
    },
    offer: {
      hy: "10% զեղչ ջահերի, լուսատուների և LED լուսավորության համար։",
      ru: "Скидка 10% на люстры, светильники и светодиодное освещение.",
      en: "10% off chandeliers, lamps and LED lighting.",
    },
    discountPercent: 10,
    promoValidityDays: 45,
    phone: '+37410584317',
    email: 'shop@jrag-light.example',
    website: 'https://jrag-light.example',
    brandColor: '#7f4f24',
    addresses: [
      {
        address: { hy: "Երևան, Սայաթ-Նովայի պող. 19", ru: "Ереван, просп. Саят-Новы, 19", en: "19 Sayat-Nova Ave, Yerevan" },
        latitude: 40.1845,
        longitude: 44.517,
        hours: monSatTenToEightSunShort,
      },
      {
        address: { hy: "Երևան, Կիևյան փ. 8", ru: "Ереван, ул. Киевяна, 8", en: "8 Kievyan St, Yerevan" },
        latitude: 40.195,
        longitude: 44.4935,
        hours: monSatTenToEightSunShort,
      },
    ],
  },
  {
    slug: 'hosank-electric',
    sector: 'lighting-and-electrics',
    name: { hy: "Հոսանք Էլեկտրիկ", ru: "Осанк Электрик", en: "Hosank Electric" },
    summary: {
      hy: "Մալուխներ, վարդակներ, անջատիչներ և էլեկտրական վահանակներ՝ բնակարանի էլեկտրագծերը զրոյից անցկացնելու համար։",
      ru: "Кабели, розетки, выключатели и электрощиты для проводки в квартире с нуля.",
      en: "Cables, sockets, switches and fuse boards for wiring a flat from scratch.",
    },
    description: {
      hy: "«Հոսանք Էլեկտրիկ»-ը վաճառում է էլեկտրատեխնիկական ապրանքներ վերանորոգման համար՝ թե՛ էլեկտրիկներին, թե՛ բնակարանատերերին, ովքեր նյութերն իրենք են գնում։\n\n- պղնձե մալուխ, ծալքավոր խողովակներ և բաշխիչ տուփեր\n- վարդակներ, անջատիչներ և լույսի կարգավորիչներ՝ 15 գունային շարքով\n- բաշխիչ վահանակներ, ավտոմատ անջատիչներ և պաշտպանական անջատման սարքեր\n\nԱշխատակիցները կօգնեն էլեկտրիկի սխեմայով կազմել նյութերի ցուցակը, և ամբողջ պատվերը կարելի է վերցնել պահեստից նույն օրը։",
      ru: "«Осанк Электрик» продаёт электротовары для ремонта — и электрикам, и владельцам квартир, которые покупают материалы сами.\n\n- медный кабель, гофротрубы и распределительные коробки\n- розетки, выключатели и диммеры в 15 цветовых сериях\n- распределительные щиты, автоматические выключатели и УЗО\n\nСотрудники помогут составить список материалов по схеме электрика, а весь заказ можно забрать со склада в тот же день.",
      en: "Hosank Electric sells electrical goods for a renovation, both to electricians and to owners who buy the materials themselves.\n\n- copper cable, conduit and junction boxes\n- sockets, switches and dimmers in 15 colour ranges\n- fuse boards, circuit breakers and residual-current devices\n\nThe staff can help you draw up a list of materials from an electrician's plan, and the whole order can be collected from the warehouse the same day.",
    },
    offer: {
      hy: "12% զեղչ մալուխների, վարդակների, անջատիչների և էլեկտրական վահանակների համար։",
      ru: "Скидка 12% на кабели, розетки, выключатели и электрощиты.",
      en: "12% off cables, sockets, switches and fuse boards.",
    },
    discountPercent: 12,
    promoValidityDays: 30,
    phone: '+37493605148',
    email: 'sales@hosank-electric.example',
    website: 'https://hosank-electric.example',
    brandColor: '#0b5563',
    addresses: [
      {
        address: { hy: "Երևան, Գարեգին Նժդեհի փ. 23", ru: "Ереван, ул. Гарегина Нжде, 23", en: "23 Garegin Nzhdeh St, Yerevan" },
        latitude: 40.1625,
        longitude: 44.496,
        hours: monSatNineToSevenSunShort,
      },
    ],
  },

  // Textiles and decor
  {
    slug: 'telik-textile',
    sector: 'textiles-and-decor',
    name: { hy: "Թելիկ Տեքստիլ", ru: "Телик Текстиль", en: "Telik Textile" },
    summary: {
      hy: "Պատվերով կարվող վարագույրներ, անկողնային սպիտակեղեն, սրբիչներ և գորգեր։",
      ru: "Шторы по индивидуальным меркам, постельное бельё, полотенца и ковры.",
      en: "Curtains sewn to measure, bed linen, towels and rugs.",
    },
    description: {
      hy: "«Թելիկ Տեքստիլ»-ը վարագույրներ է կարում նոր բնակարանների համար։ Խորհրդատուն չափում է պատուհանները, օգնում է ընտրել գործվածքը և վարագույրաձողը, իսկ արտադրամասը կարում և կախում է վարագույրները։\n\n- կտորե վարագույրներ, տյուլ և գլանավոր վարագույրներ\n- բամբակյա և վուշե անկողնային սպիտակեղեն, վերմակներ և բարձեր\n- սրբիչներ, բաղնիքի խալաթներ և գորգեր\n\nՎարագույրները պատրաստ են լինում 7–10 օրում։",
      ru: "«Телик Текстиль» шьёт шторы для новых квартир: консультант замеряет окна, помогает выбрать ткань и карниз, а мастерская шьёт и вешает шторы.\n\n- портьеры, тюль и рулонные шторы\n- постельное бельё из хлопка и льна, одеяла и подушки\n- полотенца, банные халаты и ковры\n\nШторы готовы через 7–10 дней.",
      en: "Telik Textile makes curtains for new flats: a consultant measures the windows and helps you choose the fabric and the rail, and the workshop sews and hangs the curtains.\n\n- curtains, sheers and roller blinds\n- cotton and linen bed linen, duvets and pillows\n- towels, bathrobes and rugs\n\nCurtains are ready in 7 to 10 days.",
    },
    offer: {
      hy: "8% զեղչ պատվերով կարվող վարագույրների և տնային տեքստիլի համար։",
      ru: "Скидка 8% на шторы на заказ и домашний текстиль.",
      en: "8% off made-to-measure curtains and home textiles.",
    },
    discountPercent: 8,
    promoValidityDays: 45,
    phone: '+37441278093',
    email: 'hello@telik-textile.example',
    website: 'https://telik-textile.example',
    brandColor: '#6b2d5c',
    addresses: [
      {
        address: { hy: "Երևան, Վազգեն Սարգսյանի փ. 10", ru: "Ереван, ул. Вазгена Саргсяна, 10", en: "10 Vazgen Sargsyan St, Yerevan" },
        latitude: 40.1775,
        longitude: 44.5125,
        hours: monSatTenToEightSunShort,
      },
      {
        address: {
          hy: "Երևան, Դավթաշեն, Տիգրան Պետրոսյանի փ. 28",
          ru: "Ереван, Давташен, ул. Тиграна Петросяна, 28",
          en: "28 Tigran Petrosyan St, Davtashen, Yerevan",
        },
        latitude: 40.2255,
        longitude: 44.4915,
        hours: monSatTenToEightSunShort,
      },
    ],
  },
  {
    slug: 'zardar-decor',
    sector: 'textiles-and-decor',
    name: { hy: "Զարդար Դեկոր", ru: "Зардар Декор", en: "Zardar Decor" },
    summary: {
      hy: "Հայելիներ, ծաղկամաններ, շրջանակներ, մոմեր և այլ մանրուքներ, որոնք ամբողջացնում են նոր տան ինտերիերը։",
      ru: "Зеркала, вазы, рамки, свечи и другие завершающие штрихи для нового дома.",
      en: "Mirrors, vases, frames, candles and other finishing touches for a new home.",
    },
    description: {
      hy: "«Զարդար Դեկոր»-ը տան դեկորի ապրանքներ է հավաքում տեղացի արհեստավորներից և եվրոպական արտադրողներից։ Դրանք այն մանրուքներն են, որոնց շնորհիվ նոր բնակարանը դառնում է իսկական տուն։\n\n- հայելիներ, պատի ժամացույցներ և լուսանկարների շրջանակներ\n- ծաղկամաններ, խեցեղեն և ձեռքի աշխատանքի սպասք\n- դեկորատիվ բարձեր, ծածկոցներ, մոմեր և արհեստական բույսեր\n\nՏեսականին թարմացվում է ամեն սեզոն, իսկ տնամուտի նվերները խանութում փաթեթավորում են անվճար։",
      ru: "«Зардар Декор» собирает декор для дома от местных мастеров и европейских производителей — мелочи, с которыми новая квартира становится обжитой.\n\n- зеркала, настенные часы и фоторамки\n- вазы, керамика и посуда ручной работы\n- декоративные подушки, пледы, свечи и искусственные растения\n\nАссортимент обновляется каждый сезон, а подарки на новоселье в магазине упаковывают бесплатно.",
      en: "Zardar Decor brings together home decor from local craftspeople and European makers: the small things that make a new flat feel lived in.\n\n- mirrors, wall clocks and picture frames\n- vases, ceramics and handmade dishes\n- cushions, throws, candles and artificial plants\n\nThe range changes every season, and the store gift-wraps housewarming presents free of charge.",
    },
    offer: {
      hy: "15% զեղչ տան դեկորի ողջ տեսականու համար։",
      ru: "Скидка 15% на весь декор для дома.",
      en: "15% off all home decor.",
    },
    discountPercent: 15,
    promoValidityDays: 30,
    phone: '+37477530862',
    email: 'shop@zardar-decor.example',
    website: 'https://zardar-decor.example',
    brandColor: '#8b1e3f',
    addresses: [
      {
        address: { hy: "Երևան, Տերյան փ. 62", ru: "Ереван, ул. Теряна, 62", en: "62 Teryan St, Yerevan" },
        latitude: 40.1855,
        longitude: 44.5135,
        hours: dailyTenToNine,
      },
    ],
  },

  // Moving
  {
    slug: 'arag-movers',
    sector: 'moving',
    name: { hy: "Արագ Մուվերս", ru: "Араг Муверс", en: "Arag Movers" },
    summary: {
      hy: "Բնակարանային տեղափոխություն Երևանում և Հայաստանի ողջ տարածքում՝ փաթեթավորմամբ, բեռնումով և կահույքի հավաքմամբ։",
      ru: "Квартирные переезды по Еревану и Армении с упаковкой, погрузкой и сборкой мебели.",
      en: "Flat moves in Yerevan and across Armenia, with packing, loading and furniture assembly.",
    },
    description: {
      hy: "«Արագ Մուվերս»-ը տեղափոխում է բնակարաններ և առանձնատներ։ Թիմը գալիս է անհրաժեշտ չափի մեքենայով, փաթեթավորում է իրերը, իջեցնում և բարձրացնում է դրանք աստիճաններով և նոր տանը նորից հավաքում կահույքը։\n\n- 1,5-ից 5 տոննա բեռնատարողությամբ մեքենաներ\n- փաթեթավորման նյութեր՝ արկղեր, թաղանթ և անկյունակներ\n- կահույքի քանդում և հավաքում, դարակների և վարագույրաձողերի ամրացում\n\nՄենեջերը գնահատում է տեղափոխությունը տեսազանգով կամ տեղում, և գինը համաձայնեցվում է նախքան տեղափոխությունը։",
      ru: "«Араг Муверс» перевозит квартиры и дома: бригада приезжает на машине нужного размера, упаковывает вещи, спускает и поднимает их по лестнице и собирает мебель на новом месте.\n\n- машины грузоподъёмностью от 1,5 до 5 тонн\n- упаковочные материалы: коробки, плёнка и уголки\n- разборка и сборка мебели, навеска полок и карнизов\n\nМенеджер оценивает переезд по видеосвязи или на месте, и цена согласовывается до переезда.",
      en: "Arag Movers moves flats and houses. A crew arrives with a van of the right size, packs your things, carries them down and up the stairs and puts the furniture back together in the new home.\n\n- vans carrying from 1.5 to 5 tonnes\n- packing materials: boxes, film and corner guards\n- taking furniture apart and assembling it, putting up shelves and curtain rails\n\nA manager estimates the move by video call or on site, and the price is agreed before the move.",
    },
    offer: {
      hy: "10% զեղչ տեղափոխման ծառայությունների համար Երևանում և Հայաստանի ողջ տարածքում։",
      ru: "Скидка 10% на услуги переезда по Еревану и Армении.",
      en: "10% off moving services in Yerevan and across Armenia.",
    },
    discountPercent: 10,
    promoValidityDays: 30,
    phone: '+37498216470',
    email: 'booking@arag-movers.example',
    website: 'https://arag-movers.example',
    brandColor: '#9b2226',
    addresses: [
      {
        address: { hy: "Երևան, Արմենակյան փ. 129", ru: "Ереван, ул. Арменакяна, 129", en: "129 Armenakyan St, Yerevan" },
        latitude: 40.2035,
        longitude: 44.552,
        hours: { hy: "Ամեն օր 08:00–20:00", ru: "Ежедневно 08:00–20:00", en: "Daily 08:00–20:00" },
      },
    ],
  },
  {
    slug: 'kamurj-moving',
    sector: 'moving',
    name: { hy: "Կամուրջ Մուվինգ", ru: "Камурдж Мувинг", en: "Kamurj Moving" },
    summary: {
      hy: "Փոքր տեղափոխություններ, առանձին իրերի փոխադրում և ժամանակավոր պահեստավորում բնակարանի վերանորոգման ընթացքում։",
      ru: "Небольшие переезды, перевозка отдельных вещей и временное хранение на время ремонта.",
      en: "Small moves, single items and temporary storage while your flat is being renovated.",
    },
    description: {
      hy: "«Կամուրջ Մուվինգ»-ը վերցնում է այն աշխատանքները, որոնցից խոշոր փոխադրողները հրաժարվում են՝ խանութից մեկ բազմոց, սառնարան առանց վերելակի հինգերորդ հարկ կամ ստուդիա բնակարանի իրեր։\n\nՎերանորոգման ընթացքում Ձեր կահույքը և արկղերը կարող են սպասել ընկերության ջեռուցվող պահեստում Երևանում՝ ամսական վարձով։\n\n- առանձին իրերի և փոքր բնակարանների տեղափոխում\n- պահեստավորում խորանարդ մետրով՝ մեկ ամսից սկսած\n- հին կահույքի և շինարարական աղբի դուրսբերում",
      ru: "«Камурдж Мувинг» берётся за то, от чего отказываются крупные перевозчики: один диван из магазина, холодильник на пятый этаж без лифта или вещи из квартиры-студии.\n\nНа время ремонта мебель и коробки могут подождать на отапливаемом складе компании в Ереване, с помесячной арендой.\n\n- перевозка отдельных вещей и небольших квартир\n- хранение по кубометрам, от одного месяца\n- вывоз старой мебели и строительного мусора",
      en: "Kamurj Moving takes on the jobs bigger movers turn down: a single sofa from the store, a fridge up to a fifth floor with no lift, or the contents of a studio flat.\n\nWhile your flat is being renovated, your furniture and boxes can wait in the company's heated warehouse in Yerevan, rented by the month.\n\n- moving single items and small flats\n- storage by the cubic metre, from one month\n- taking away old furniture and construction waste",
    },
    offer: {
      hy: "7% զեղչ տեղափոխման, պահեստավորման և աղբի դուրսբերման համար։",
      ru: "Скидка 7% на перевозку, хранение и вывоз мусора.",
      en: "7% off moves, storage and waste removal.",
    },
    discountPercent: 7,
    promoValidityDays: 45,
    phone: '+37494837215',
    email: 'info@kamurj-moving.example',
    website: null,
    brandColor: '#1d3557',
    addresses: [
      {
        address: { hy: "Երևան, Էրեբունի, Էրեբունու փ. 15", ru: "Ереван, Эребуни, ул. Эребуни, 15", en: "15 Erebuni St, Erebuni, Yerevan" },
        latitude: 40.144,
        longitude: 44.5285,
        hours: monSatNineToSixSunClosed,
      },
    ],
  },

  // Cleaning
  {
    slug: 'makur-cleaning',
    sector: 'cleaning',
    name: { hy: "Մաքուր Քլինինգ", ru: "Макур Клининг", en: "Makur Cleaning" },
    summary: {
      hy: "Մաքրում վերանորոգումից հետո և նախքան բնակություն հաստատելը՝ թիմի սեփական սարքավորումներով։",
      ru: "Уборка после ремонта и перед заселением с собственным оборудованием бригады.",
      en: "Cleaning after a renovation and before you move in, with the crew's own equipment.",
    },
    description: {
      hy: "«Մաքուր Քլինինգ»-ը մասնագիտացած է շինարարներից հետո բնակարանների մաքրման մեջ՝ շինարարական փոշի, ներկի և սվաղի հետքեր, նոր պատուհանների և սանտեխնիկայի պիտակներ։\n\n- մաքրում վերանորոգումից հետո\n- մաքրում բնակություն հաստատելուց առաջ և դուրս գալուց հետո\n- պատուհանների և պատշգամբների ապակեպատման լվացում\n\n2–4 հոգուց բաղկացած թիմը գալիս է իր սարքավորումներով և մաքրող միջոցներով, և սովորական երկսենյականոց բնակարանի մաքրումը տևում է մեկ օր։",
      ru: "«Макур Клининг» специализируется на квартирах после строителей: строительная пыль, пятна краски и штукатурки, наклейки на новых окнах и сантехнике.\n\n- уборка после ремонта\n- уборка перед заселением и после выезда\n- мойка окон и остекления балконов\n\nБригада из 2–4 человек приезжает со своим оборудованием и средствами, а на обычную двухкомнатную квартиру уходит один день.",
      en: "Makur Cleaning specialises in flats the builders have just left: construction dust, paint and plaster marks, labels on new windows and bathroom fittings.\n\n- cleaning after a renovation\n- cleaning before moving in or after moving out\n- washing windows and balcony glazing\n\nA crew of 2 to 4 people comes with its own equipment and cleaning products, and a typical two-room flat takes one day.",
    },
    offer: {
      hy: "10% զեղչ վերանորոգումից հետո և բնակություն հաստատելուց առաջ մաքրման համար։",
      ru: "Скидка 10% на уборку после ремонта и перед заселением.",
      en: "10% off cleaning after a renovation and before moving in.",
    },
    discountPercent: 10,
    promoValidityDays: 30,
    phone: '+37443159628',
    email: 'order@makur-cleaning.example',
    website: 'https://makur-cleaning.example',
    brandColor: '#005f73',
    addresses: [
      {
        address: {
          hy: "Երևան, Մալաթիա-Սեբաստիա, Րաֆֆու փ. 67",
          ru: "Ереван, Малатия-Себастия, ул. Раффи, 67",
          en: "67 Raffi St, Malatia-Sebastia, Yerevan",
        },
        latitude: 40.1785,
        longitude: 44.4575,
        hours: monSatNineToSixSunClosed,
      },
    ],
  },
  {
    slug: 'paylun-service',
    sector: 'cleaning',
    name: { hy: "Փայլուն Սերվիս", ru: "Пайлун Сервис", en: "Paylun Service" },
    summary: {
      hy: "Տան կանոնավոր մաքրում և բազմոցների, ներքնակների ու գորգերի քիմմաքրում։",
      ru: "Регулярная уборка дома и химчистка диванов, матрасов и ковров.",
      en: "Regular home cleaning, and deep cleaning of sofas, mattresses and carpets.",
    },
    description: {
      hy: "«Փայլուն Սերվիս»-ը մաքրում է տները շաբաթը մեկ, երկու շաբաթը մեկ կամ մեկանգամյա՝ Ձեզ հարմար ժամին։\n\n- ընդհանուր և պարբերական մաքրում\n- բազմոցների, բազկաթոռների և ներքնակների քիմմաքրում տեղում\n- գորգերի լվացում ընկերության արտադրամասում՝ տանելով և հետ բերելով\n\nՄաքրողներն օգտագործում են հիպոալերգենային միջոցներ, ինչը կարևոր է փոքր երեխաներ կամ ընտանի կենդանիներ ունեցող տանը։",
      ru: "«Пайлун Сервис» убирает дома раз в неделю, раз в две недели или разово — в удобное для вас время.\n\n- генеральная и поддерживающая уборка\n- химчистка диванов, кресел и матрасов на дому\n- чистка ковров в цехе компании, с вывозом и возвратом\n\nКлинеры работают гипоаллергенными средствами — это важно в доме с маленькими детьми или домашними животными.",
      en: "Paylun Service cleans homes weekly, fortnightly or as a one-off, at a time that suits you.\n\n- deep and regular cleaning\n- on-site cleaning of sofas, armchairs and mattresses\n- carpet cleaning at the company's workshop, with collection and return\n\nThe cleaners use hypoallergenic products, which matters in a home with small children or pets.",
    },
    offer: {
      hy: "12% զեղչ տան մաքրման և բազմոցների ու գորգերի քիմմաքրման համար։",
      ru: "Скидка 12% на уборку и химчистку диванов и ковров.",
      en: "12% off home cleaning and the cleaning of sofas and carpets.",
    },
    discountPercent: 12,
    promoValidityDays: 45,
    phone: '+37477962304',
    email: 'hello@paylun-service.example',
    website: null,
    brandColor: '#1b6b5f',
    addresses: [
      {
        address: { hy: "Երևան, Նոր Նորք, Գայի պող. 5", ru: "Ереван, Нор Норк, просп. Гая, 5", en: "5 Gai Ave, Nor Nork, Yerevan" },
        latitude: 40.1955,
        longitude: 44.5585,
        hours: { hy: "Ամեն օր 09:00–20:00", ru: "Ежедневно 09:00–20:00", en: "Daily 09:00–20:00" },
      },
    ],
  },

  // Repair and finishing
  {
    slug: 'hmut-varpet',
    sector: 'repair-and-finishing',
    name: { hy: "Հմուտ Վարպետ", ru: "Хмут Варпет", en: "Hmut Varpet" },
    summary: {
      hy: "Վարպետների թիմ, որը կատարում է բնակարանի ամբողջական վերանորոգում՝ էլեկտրագծերից և սանտեխնիկայից մինչև վերջնական հարդարում։",
      ru: "Бригада мастеров для ремонта квартиры под ключ — от электрики и сантехники до чистовой отделки.",
      en: "A team of craftsmen for a flat's full renovation, from wiring and plumbing to the final finish.",
    },
    description: {
      hy: "«Հմուտ Վարպետ»-ը վերանորոգում է բնակարաններ ինչպես նորակառույց, այնպես էլ հին շենքերում։ Աշխատանքների ղեկավարը գալիս է բնակարան, կազմում աշխատանքների և նյութերի նախահաշիվը, որից հետո մեկ թիմն իրականացնում է վերանորոգումը սկզբից մինչև վերջ։\n\n- էլեկտրամոնտաժ և սանտեխնիկա\n- սվաղում, հատակի լցում, սալիկապատում և հատակի ծածկույթի տեղադրում\n- ներկում, պաստառապատում, առաստաղներ և դռների տեղադրում\n\nԳինը և ժամկետներն ամրագրվում են պայմանագրում, իսկ աշխատանքների ղեկավարը հաշվետվություն է ներկայացնում յուրաքանչյուր փուլում։",
      ru: "«Хмут Варпет» ремонтирует квартиры в новостройках и в старом фонде. Прораб приезжает на объект и составляет смету работ и материалов, после чего одна бригада ведёт ремонт от начала до конца.\n\n- электромонтаж и сантехника\n- штукатурка, стяжка, укладка плитки и напольных покрытий\n- покраска, обои, потолки и установка дверей\n\nЦена и сроки фиксируются в договоре, а прораб отчитывается о работе на каждом этапе.",
      en: "Hmut Varpet renovates flats in new buildings and older blocks. A foreman visits the flat and draws up an estimate of the work and materials, and then one team does the job from start to finish.\n\n- electrical wiring and plumbing\n- plastering, screeds, tiling and flooring\n- painting, wallpapering, ceilings and fitting doors\n\nThe price and the schedule are fixed in a contract, and the foreman reports on the work at each stage.",
    },
    offer: {
      hy: "10% զեղչ վերանորոգման աշխատանքների արժեքից (առանց նյութերի)։",
      ru: "Скидка 10% на стоимость ремонтных работ (без учёта материалов).",
      en: "10% off the cost of renovation work (materials not included).",
    },
    discountPercent: 10,
    promoValidityDays: 60,
    phone: '+37491780453',
    email: 'info@hmut-varpet.example',
    website: null,
    brandColor: '#2f5d50',
    addresses: [
      {
        address: { hy: "Երևան, Աջափնյակ, Մարգարյան փ. 25", ru: "Ереван, Аджапняк, ул. Маргаряна, 25", en: "25 Margaryan St, Ajapnyak, Yerevan" },
        latitude: 40.1935,
        longitude: 44.4665,
        hours: monSatNineToSixSunClosed,
      },
    ],
  },
  {
    slug: 'arastagh-studio',
    sector: 'repair-and-finishing',
    name: { hy: "Առաստաղ Ստուդիո", ru: "Арастах Студио", en: "Arastagh Studio" },
    summary: {
      hy: "Ձգվող և գիպսաստվարաթղթե առաստաղներ, դեկորատիվ սվաղ և պատի պանելներ՝ նախագծով և տեղադրմամբ։",
      ru: "Натяжные и гипсокартонные потолки, декоративная штукатурка и стеновые панели — с проектом и монтажом.",
      en: "Stretch and plasterboard ceilings, decorative plaster and wall panels, designed and fitted.",
    },
    description: {
      hy: "«Առաստաղ Ստուդիո»-ի վարպետները կատարում են այն հարդարման աշխատանքները, որոնցից կախված է սենյակի տեսքը՝ առաստաղներ, շեշտադրված պատեր և դեկորատիվ մակերեսներ։\n\n- ձգվող առաստաղներ՝ անփայլ և սատինե, ներկառուցված լուսավորությամբ\n- գիպսաստվարաթղթե առաստաղներ և միջնապատեր\n- դեկորատիվ սվաղ, միկրոցեմենտ և պատի պանելներ\n\nՎարպետը գալիս է բնակարան, ցույց է տալիս նմուշները և անվճար կազմում նախահաշիվը։ Առաստաղների մեծ մասը տեղադրվում է մեկ օրում։",
      ru: "Мастера «Арастах Студио» делают ту отделку, от которой зависит вид комнаты: потолки, акцентные стены и декоративные поверхности.\n\n- натяжные потолки, матовые и сатиновые, со встроенной подсветкой\n- потолки и перегородки из гипсокартона\n- декоративная штукатурка, микроцемент и стеновые панели\n\nМастер приезжает в квартиру, показывает образцы и бесплатно составляет смету. Большинство потолков монтируют за один день.",
      en: "Arastagh Studio's craftsmen do the finishing work that shapes how a room looks: ceilings, feature walls and decorative surfaces.\n\n- stretch ceilings, matt and satin, with built-in lighting\n- plasterboard ceilings and partitions\n- decorative plaster, microcement and wall panels\n\nA craftsman visits the flat, shows samples and draws up a free estimate. Most ceilings are fitted in a day.",
    },
    offer: {
      hy: "Վարպետի անվճար այց նմուշներով և առաստաղների ու պատերի անվճար նախահաշիվ։",
      ru: "Бесплатный выезд мастера с образцами и бесплатная смета на потолки и стены.",
      en: "A free visit from a craftsman with samples, and a free estimate for your ceilings and walls.",
    },
    discountPercent: null,
    promoValidityDays: 30,
    phone: '+37410439276',
    email: 'studio@arastagh.example',
    website: 'https://arastagh.example',
    brandColor: '#3d3b8e',
    addresses: [
      {
        address: { hy: "Երևան, Բագրատունյաց պող. 12", ru: "Ереван, просп. Багратуняц, 12", en: "12 Bagratunyats Ave, Yerevan" },
        latitude: 40.1565,
        longitude: 44.4875,
        hours: {
          hy: "Երկ–Ուրբ 10:00–19:00, Շբթ 10:00–16:00",
          ru: "Пн–Пт 10:00–19:00, Сб 10:00–16:00",
          en: "Mon–Fri 10:00–19:00, Sat 10:00–16:00",
        },
      },
    ],
  },
];
