import type { FaqEntrySeed } from './content-types';

/**
 * The questions people ask about buying a home and taking a mortgage in Armenia, and about Tun,
 * answered in Armenian, Russian and English. Every figure is the product's own rule.
 */
export const faqSeed: FaqEntrySeed[] = [
  // Buying a home
  {
    slug: 'check-property-ownership',
    category: 'buyingHome',
    question: {
      hy: "Ինչպե՞ս ստուգել, թե ում է պատկանում գույքը և արդյոք այն գրավադրված կամ արգելանքի տակ չէ։",
      ru: "Как проверить, кому принадлежит жильё и нет ли на нём залога или ареста?",
      en: "How can I check who owns a home and whether it is pledged or under arrest?",
    },
    answer: {
      hy: "Հայաստանում անշարժ գույքի նկատմամբ իրավունքները գրանցում է Կադաստրի կոմիտեն։ Կոմիտեի տեղեկանքը ցույց է տալիս գույքի սեփականատիրոջը, գրանցված իրավունքները և սահմանափակումները, օրինակ՝ հիփոթեքը կամ արգելանքը։ Խնդրեք վաճառողից թարմ տեղեկանք․ այն պատվիրվում է Կոմիտեի տարածքային ստորաբաժանումներում կամ առցանց՝ e-cadastre.am կայքում (հղումը «Օգտակար հղումներ» բաժնում է)։\n\nԳործարքից առաջ նոտարը ևս մեկ անգամ ստուգում է վաճառողի իրավունքները և գույքի սահմանափակումները, իսկ առցանց հիփոթեքի դեպքում գույքի փաստաթղթերը ստուգում է նաև բանկը։",
      ru: "Права на недвижимость в Армении регистрирует Комитет кадастра. Его выписка показывает собственника, зарегистрированные права и ограничения, например ипотеку или арест. Попросите у продавца свежую выписку: её заказывают в территориальных подразделениях Комитета или онлайн на e-cadastre.am (ссылка есть в разделе «Полезные ссылки»).\n\nПеред сделкой нотариус ещё раз проверяет права продавца и ограничения на объект, а при онлайн-ипотеке документы жилья проверяет и банк.",
      en: "Rights to real estate in Armenia are registered by the Cadastre Committee. Its extract shows the owner, the registered rights and any restrictions, such as a mortgage or an arrest. Ask the seller for a recent extract: it is ordered at the Committee's territorial offices or online on e-cadastre.am (the link is in Useful links).\n\nBefore the deal the notary checks the seller's rights and the property's restrictions once more, and with the online mortgage the bank checks the home's documents too.",
    },
  },
  {
    slug: 'new-build-or-resale',
    category: 'buyingHome',
    question: {
      hy: "Ինչո՞վ է տարբերվում առցանց հիփոթեքով նորակառույց բնակարանի և երկրորդային շուկայի գույքի գնումը։",
      ru: "Чем отличается покупка в онлайн-ипотеку квартиры в новостройке и вторичного жилья?",
      en: "How does buying a new flat differ from buying a resale home with the online mortgage?",
    },
    answer: {
      hy: "Նորակառույց բնակարանը գնվում է բանկի գործընկեր կառուցապատողից․ վարկը 3–100 մլն դրամ է՝ 3,5–110 մլն դրամ արժողությամբ գույքի համար, ամբողջ գործընթացն առցանց է և տևում է հայտը ներկայացնելուց առավելագույնը 7 օրացուցային օր։ Երկրորդային շուկայի գույքը գնվում է սեփականատիրոջից և միայն Երևանում․ վարկը 3–50 մլն դրամ է՝ մինչև 62,5 մլն դրամ արժողությամբ գույքի համար, իսկ գործընթացն ավարտվում է մասնաճյուղ այցելությամբ՝ հաստատումից հետո 30 օրվա ընթացքում։\n\nԱյս սահմաններից դուրս, ինչպես նաև Երևանից դուրս գտնվող երկրորդային շուկայի գույքի համար կարող եք դիմել մասնաճյուղ։ Եկամտային հարկի վերադարձից կարելի է օգտվել միայն նոր կառուցված բնակարանի դեպքում։",
      ru: "Квартира в новостройке покупается у застройщика — партнёра банка: кредит — 3–100 млн драмов при стоимости 3,5–110 млн драмов, весь процесс проходит онлайн и занимает не более 7 календарных дней с момента подачи заявки. Вторичное жильё покупается у владельца и только в Ереване: кредит — 3–50 млн драмов при стоимости до 62,5 млн драмов, а процесс завершается визитом в отделение в течение 30 дней после одобрения.\n\nЗа пределами этих условий, а также для вторичного жилья за пределами Еревана можно обратиться в отделение. Возврат подоходного налога возможен только для нового жилья.",
      en: "A new flat is bought from one of the bank's partner developers: the loan is AMD 3–100 million for a price of AMD 3.5–110 million, and the whole process is online and takes at most 7 calendar days from submitting the application. A resale home is bought from its owner, in Yerevan only: the loan is AMD 3–50 million for a price up to AMD 62.5 million, and the process ends with a visit to a branch within 30 days of approval.\n\nOutside these limits, or for a resale home outside Yerevan, you can apply at a branch. Only a newly built home can qualify for the income-tax refund.",
    },
  },
  {
    slug: 'costs-beyond-the-price',
    category: 'buyingHome',
    question: {
      hy: "Ի՞նչ ծախսեր կունենամ գույքի գնից բացի։",
      ru: "Какие расходы будут помимо цены жилья?",
      en: "What will I pay besides the price of the home?",
    },
    answer: {
      hy: "Նախատեսեք՝\n- կանխավճարը՝ գնի առնվազն 10%-ը (երկրորդ տան կամ ներդրման դեպքում՝ 30%-ը),\n- նոտարական ծախսերը և իրավունքների գրանցման պետական տուրքը,\n- գույքի ապահովագրությունը և վարկի միջնորդավճարները, եթե այդպիսիք կան,\n- տարեկան գույքահարկը և, անհրաժեշտության դեպքում, վերանորոգման ու կահավորման ծախսերը։\n\nՎարկի միջնորդավճարները, ապահովագրությունը, նոտարական ծախսերը և տարեկան փաստացի տոկոսադրույքը նշվում են բանկի առաջարկում՝ նախքան այն ընդունելը։ Վերանորոգման արժեքը կարող եք գնահատել վերանորոգման հաշվիչով։",
      ru: "Учтите:\n- первоначальный взнос — не менее 10% стоимости (30% для второго жилья или инвестиции);\n- нотариальные расходы и государственную пошлину за регистрацию прав;\n- страхование недвижимости и комиссии по кредиту, если они есть;\n- ежегодный налог на имущество и, при необходимости, ремонт и мебель.\n\nКомиссии по кредиту, страхование, нотариальные расходы и фактическая годовая ставка указываются в предложении банка до того, как Вы его примете. Оценить стоимость ремонта поможет калькулятор ремонта.",
      en: "Plan for:\n- the down payment, at least 10% of the price (30% for a second home or an investment);\n- the notary's costs and the state duty for registering your rights;\n- the property insurance and any fees of the loan;\n- the yearly property tax and, if needed, renovation and furniture.\n\nThe loan's fees, the insurance, the notary's costs and the actual annual rate are stated in the bank's offer before you accept it. The renovation calculator helps you estimate the cost of repairs.",
    },
  },
  {
    slug: 'income-tax-refund-conditions',
    category: 'buyingHome',
    question: {
      hy: "Կարո՞ղ եմ հետ ստանալ հիփոթեքային վարկի դիմաց վճարած տոկոսները։",
      ru: "Можно ли вернуть проценты, уплаченные по ипотеке?",
      en: "Can I get back the interest I pay on my mortgage?",
    },
    answer: {
      hy: "Հիփոթեքային վարկի տոկոսների չափով եկամտային հարկի վերադարձի մասին օրենսդրության համաձայն՝ կառուցապատողից գնված կամ Ձեր կողմից կառուցվող նոր բնակարանի կամ տան համար, որի արժեքը չի գերազանցում 55 մլն դրամը, վարկի տոկոսները վերադարձվում են Ձեր աշխատավարձից պահված եկամտային հարկի հաշվին։ Վերադարձը հաշվարկվում է յուրաքանչյուր եռամսյակի համար՝ եռամսյակում վճարված տոկոսների չափով, բայց ոչ ավելի, քան պահված եկամտային հարկը, և ոչ ավելի, քան եռամսյակում 750 000 դրամը՝ 2025 թ. հունվարի 1-ից կնքված պայմանագրերի դեպքում (ավելի վաղ կնքվածների դեպքում՝ 1,5 մլն դրամ)։\n\nԵկամտային հարկն աշխատավարձի 20%-ն է, իսկ ՏՏ ոլորտի վկայականի դեպքում՝ 10%-ը, ուստի վերադարձը կախված է Ձեր աշխատավարձից։ Եկամտային հարկի վերադարձի հաշվիչը ցույց կտա, թե որքան կվերադարձվի Ձեր բնակարանի և աշխատավարձի դեպքում։",
      ru: "По законодательству о возврате подоходного налога в размере процентов по ипотечным кредитам проценты по кредиту на новое жильё стоимостью до 55 млн драмов, купленное у застройщика или построенное Вами, возвращаются из подоходного налога, удержанного с Вашей зарплаты. Возврат считается поквартально: в размере уплаченных за квартал процентов, но не более удержанного подоходного налога и не более 750 000 драмов в квартал по договорам, подписанным с 1 января 2025 года (1,5 млн драмов — по более ранним).\n\nПодоходный налог составляет 20% зарплаты, или 10% при сертификате IT-сектора, поэтому сумма возврата зависит от Вашей зарплаты. Калькулятор возврата подоходного налога покажет, сколько вернётся для Вашего жилья и зарплаты.",
      en: "Under the law on the refund of income tax in the amount of interest paid on mortgage loans, the interest on a loan for a newly built home priced up to AMD 55 million, bought from a developer or built by yourself, is refunded from the income tax withheld from your salary. The refund is counted each quarter: the interest paid in it, but not more than the income tax withheld and not more than AMD 750,000 a quarter for contracts signed from 1 January 2025 (AMD 1.5 million for earlier ones).\n\nIncome tax is 20% of the salary, or 10% with an IT-sector certificate, so the refund depends on your pay. The income-tax refund calculator shows what would come back for your home and salary.",
    },
  },
  {
    slug: 'income-tax-refund-by-region',
    category: 'buyingHome',
    question: {
      hy: "Եկամտային հարկի վերադարձը դեռ գործո՞ւմ է Երևանում գտնվող բնակարանի համար։",
      ru: "Действует ли ещё возврат подоходного налога для квартиры в Ереване?",
      en: "Is the income-tax refund still available for a flat in Yerevan?",
    },
    answer: {
      hy: "Ոչ․ 2025 թ. հունվարի 1-ից կնքված վարկային պայմանագրերի դեպքում Երևանում գտնվող բնակարանի համար վերադարձ չի կատարվում։ Արագածոտնի, Արարատի, Արմավիրի և Կոտայքի մարզերում վերադարձը չի կիրառվում 2027 թ. հունվարի 1-ից, իսկ մյուս մարզերում՝ 2029 թ. հունվարի 1-ից կնքված պայմանագրերի նկատմամբ։ Սահմանամերձ բնակավայրերում գտնվող բնակարանների համար վերադարձը պահպանվում է։\n\nՄինչև այդ ամսաթվերը կնքված պայմանագրերով վերադարձը շարունակվում է դրանց պայմաններով։ Եկամտային հարկի վերադարձի հաշվիչը ստուգում է կանոնները՝ ըստ գույքի գտնվելու վայրի և պայմանագրի կնքման ամսաթվի։",
      ru: "Нет: по кредитным договорам, подписанным с 1 января 2025 года, возврат для жилья в Ереване не производится. В Арагацотнской, Араратской, Армавирской и Котайкской областях он не применяется к договорам, подписанным с 1 января 2027 года, а в остальных областях — с 1 января 2029 года. Для жилья в приграничных населённых пунктах возврат сохраняется.\n\nПо договорам, подписанным до этих дат, возврат продолжается на их условиях. Калькулятор возврата подоходного налога проверит правила по месту нахождения жилья и дате подписания договора.",
      en: "No: for loan contracts signed from 1 January 2025 there is no refund for a home in Yerevan. In the Aragatsotn, Ararat, Armavir and Kotayk regions the refund does not apply to contracts signed from 1 January 2027, and in the other regions to contracts signed from 1 January 2029. Homes in border settlements keep the refund.\n\nContracts signed before these dates keep the refund on their own terms. The income-tax refund calculator checks the rules for where the home is and when the contract is signed.",
    },
  },
  {
    slug: 'spouse-data-and-consent',
    category: 'buyingHome',
    question: {
      hy: "Ինչո՞ւ է բանկը պահանջում իմ ամուսնու տվյալները և համաձայնությունը։",
      ru: "Зачем банку данные и согласие моего супруга?",
      en: "Why does the bank ask for my spouse's data and consent?",
    },
    answer: {
      hy: "Ընտանեկան օրենսգրքի համաձայն՝ ամուսնության ընթացքում ձեռք բերված գույքը, որպես կանոն, ամուսինների համատեղ սեփականությունն է, և դրա գրավադրման համար անհրաժեշտ է մյուս ամուսնու համաձայնությունը։ Այդ պատճառով ամուսնացած դիմողը հայտում նշում է ամուսնու տվյալները և վերբեռնում նրա անձը հաստատող փաստաթղթի նկարները, իսկ առաջարկն ընդունելուց հետո հաստատվում են ամուսնու տվյալները և համաձայնությունը։\n\nԵթե ամուսնացած չեք, պարզապես նշում եք դա։ Ամուսինը պարտադիր չէ, որ լինի համավարկառու․ նրա եկամուտը հաշվի է առնվում միայն այն դեպքում, երբ նա դիմում է Ձեզ հետ որպես համավարկառու։",
      ru: "По Семейному кодексу Армении имущество, приобретённое в браке, как правило, является совместной собственностью супругов, и для его залога нужно согласие другого супруга. Поэтому заявитель, состоящий в браке, указывает в заявке данные супруга и загружает фотографии его документа, удостоверяющего личность, а после принятия предложения данные и согласие супруга подтверждаются.\n\nЕсли Вы не состоите в браке, просто укажите это. Супруг не обязан быть созаёмщиком: его доход учитывается, только если он подаёт заявку вместе с Вами как созаёмщик.",
      en: "Under the Family Code of Armenia, property bought during a marriage is, as a rule, the joint property of the spouses, and pledging it needs the other spouse's consent. That is why a married applicant gives the spouse's data and pictures of the spouse's identity document in the application, and after the offer the spouse's data and consent are confirmed.\n\nIf you are not married, you simply say so. Your spouse does not have to be a co-applicant: their income counts only if they apply with you as your co-applicant.",
    },
  },

  // The mortgage
  {
    slug: 'minimum-down-payment',
    category: 'mortgage',
    question: {
      hy: "Որքա՞ն է նվազագույն կանխավճարը։",
      ru: "Какой минимальный первоначальный взнос?",
      en: "What is the minimum down payment?",
    },
    answer: {
      hy: "Այն գույքի համար, որտեղ ապրելու եք, դրամով վարկի դեպքում կանխավճարը գնի առնվազն 10%-ն է։ Երկրորդ տան կամ ներդրման դեպքում այն առնվազն 30% է, նույնը՝ արտարժութային վարկի դեպքում։ Այս չափերը բխում են Հայաստանի կենտրոնական բանկի սահմանած վարկ/գրավ հարաբերակցության նորմերից․ դրամով վարկը կարող է կազմել գնի առավելագույնը 90%-ը, արտարժույթով՝ 70%-ը։\n\nԱռցանց հիփոթեքը տրամադրվում է դրամով, իսկ հաշվիչները կարող են հաշվարկը ցույց տալ նաև ԱՄՆ դոլարով և եվրոյով։",
      ru: "Для жилья, в котором Вы будете жить, при кредите в драмах первоначальный взнос — не менее 10% стоимости. Для второго жилья или инвестиции — не менее 30%, как и для кредита в иностранной валюте. Эти доли следуют нормативам Центрального банка Армении по соотношению кредита и стоимости залога: кредит в драмах может покрывать не более 90% стоимости, в иностранной валюте — не более 70%.\n\nОнлайн-ипотека выдаётся в драмах, а калькуляторы могут показывать расчёт также в долларах США и евро.",
      en: "For a home you will live in, with a loan in drams, the down payment is at least 10% of the price. For a second home or an investment it is at least 30%, and so it is for a loan in a foreign currency. These shares follow the Central Bank of Armenia's loan-to-value standards: a loan in drams may cover at most 90% of the price, one in a foreign currency at most 70%.\n\nThe online mortgage is given in drams; the calculators can also show figures in US dollars and euros.",
    },
  },
  {
    slug: 'loan-amount-term-and-who-can-apply',
    category: 'mortgage',
    question: {
      hy: "Որքա՞ն և ինչ ժամկետով կարող եմ վարկ ստանալ առցանց, և ով կարող է դիմել։",
      ru: "Сколько и на какой срок можно взять онлайн и кто может подать заявку?",
      en: "How much can I borrow online, for how long, and who can apply?",
    },
    answer: {
      hy: "Առցանց կարող եք ստանալ՝\n- գործընկեր կառուցապատողի բնակարանի համար՝ 3–100 մլն դրամ, եթե գույքի արժեքը 3,5–110 մլն դրամ է,\n- Երևանում երկրորդային շուկայի գույքի համար՝ 3–50 մլն դրամ, եթե գույքի արժեքը 3,5–62,5 մլն դրամ է։\n\nԺամկետը 1-ից 30 տարի է։ Դիմողը պետք է լինի ՀՀ քաղաքացի՝ 18–64 տարեկան, և վարկի ժամկետի ավարտին չպետք է լինի 65 տարեկանից մեծ։ Այլ գումարների, բնակավայրերի կամ իրավիճակների դեպքում դիմեք մասնաճյուղ։",
      ru: "Онлайн можно получить:\n- на квартиру у застройщика-партнёра — 3–100 млн драмов при стоимости жилья 3,5–110 млн драмов;\n- на вторичное жильё в Ереване — 3–50 млн драмов при стоимости 3,5–62,5 млн драмов.\n\nСрок — от 1 до 30 лет. Заявитель должен быть гражданином Армении в возрасте от 18 до 64 лет, и к концу срока кредита ему должно быть не больше 65 лет. При других суммах, местах или обстоятельствах обратитесь в отделение.",
      en: "Online you can borrow:\n- for a flat of a partner developer: AMD 3–100 million, for a price of AMD 3.5–110 million;\n- for a resale home in Yerevan: AMD 3–50 million, for a price of AMD 3.5–62.5 million.\n\nThe term is from 1 to 30 years. An applicant must be a citizen of Armenia aged 18 to 64 and no older than 65 at the end of the loan. For other amounts, places or situations, apply at a branch.",
    },
  },
  {
    slug: 'how-much-can-i-borrow',
    category: 'mortgage',
    question: {
      hy: "Ինչպե՞ս իմանալ, թե որքան վարկ կտրամադրի ինձ բանկը։",
      ru: "Как узнать, какую сумму мне одобрит банк?",
      en: "How do I find out how much the bank will lend me?",
    },
    answer: {
      hy: "Նախնական գնահատման համար օգտվեք «Որքա՞ն վարկ կարող եմ ստանալ» հաշվիչից, ապա դիմեք նախնական հաստատման համար․ այն տևում է մի քանի րոպե, և բանկը ստուգում է Ձեր տվյալները բնակչության պետական ռեգիստրում և, Ձեր համաձայնությամբ, վարկային ռեգիստրում։ Պատասխանում նշվում է այն գումարը, որը բանկը կարող է Ձեզ տրամադրել՝ մինչև 100 մլն դրամ, և մոտավոր ամսական վճարը։\n\nՍահմանը որոշում է Ձեր եկամուտը․ բոլոր վարկերի ամսական վճարները միասին, ներառյալ նորը, չեն կարող գերազանցել Ձեր զուտ ամսական եկամտի 50%-ը։ Կրկին ստուգել կարող եք նախորդ նախնական հաստատումից 7 օր հետո։",
      ru: "Для первой оценки воспользуйтесь калькулятором «Сколько я могу взять в кредит», а затем подайте заявку на предварительное одобрение: это занимает несколько минут, и банк проверяет Ваши данные в государственном регистре населения и, с Вашего согласия, в кредитном регистре. В ответе — сумма, которую банк может Вам выдать, до 100 млн драмов, и примерный ежемесячный платёж.\n\nПредел определяет Ваш доход: все платежи по кредитам вместе, включая новый, могут составлять не более 50% чистого ежемесячного дохода. Повторно проверить можно через 7 дней после предыдущего предварительного одобрения.",
      en: "For a first estimate use the “How much can I borrow” calculator, then apply for pre-qualification: it takes a few minutes, and the bank checks your data in the population registry and, with your consent, in the credit register. The answer gives the amount the bank can lend you, up to AMD 100 million, with the approximate monthly payment.\n\nYour income sets the limit: all your loan payments together, the new one included, may take at most 50% of your net monthly income. You can check again 7 days after the previous pre-qualification.",
    },
  },
  {
    slug: 'interest-rate-and-monthly-payment',
    category: 'mortgage',
    question: {
      hy: "Ի՞նչ տոկոսադրույք և ամսական վճար կունենամ։",
      ru: "Какая будет ставка и ежемесячный платёж?",
      en: "What interest rate and monthly payment will I get?",
    },
    answer: {
      hy: "Գնի կողքին ցուցադրվող ամսական վճարը մոտավոր է․ այն հաշվարկված է տարեկան 12% տոկոսադրույքով, 30 տարի (360 ամիս) ժամկետով և 10% կանխավճարով։ Ձեր վարկի տոկոսադրույքը, միջնորդավճարները, ապահովագրությունը, մարման ամբողջական ժամանակացույցը և տարեկան փաստացի տոկոսադրույքը նշվում են բանկի առաջարկում՝ հայտի վերաբերյալ որոշումից հետո։\n\nԴիմելուց առաջ վարկային հաշվիչով կարող եք փորձել այլ գումարներ, ժամկետներ և տոկոսադրույքներ։",
      ru: "Ежемесячный платёж рядом с ценой — ориентировочный: он рассчитан по ставке 12% годовых на 30 лет (360 месяцев) при первоначальном взносе 10%. Ставка по Вашему кредиту, комиссии, страхование, полный график платежей и фактическая годовая ставка указываются в предложении банка после решения по заявке.\n\nДо подачи заявки в кредитном калькуляторе можно попробовать другие суммы, сроки и ставки.",
      en: "The monthly payment shown next to a price is indicative: it is counted at 12% a year over 30 years (360 months) with a 10% down payment. Your loan's rate, fees, insurance, full repayment schedule and actual annual rate are stated in the bank's offer once your application is decided.\n\nBefore you apply, the loan calculator lets you try other amounts, terms and rates.",
    },
  },
  {
    slug: 'annuity-or-differentiated',
    category: 'mortgage',
    question: {
      hy: "Մարման ո՞ր եղանակն ընտրել՝ անուիտետային, թե դիֆերենցված։",
      ru: "Какой способ погашения выбрать: аннуитетный или дифференцированный?",
      en: "Which repayment should I choose: annuity or differentiated?",
    },
    answer: {
      hy: "Անուիտետային եղանակով ամբողջ ժամկետում ամեն ամիս վճարում եք նույն գումարը, ինչը հեշտացնում է բյուջեի պլանավորումը։ Դիֆերենցված եղանակով ամեն ամիս մարում եք մայր գումարի նույն մասը և մնացորդի տոկոսները, ուստի վճարները սկզբում ամենամեծն են, հետո նվազում են, իսկ ընդհանուր տոկոսագումարն ավելի փոքր է։\n\nԵղանակն ընտրում եք հայտում, իսկ ավելի ուշ՝ ամսական վճարի օրը՝ ամսվա 1-ից 20-ը։ Վարկային հաշվիչը ցույց է տալիս մարման ժամանակացույցը յուրաքանչյուր եղանակի համար։",
      ru: "При аннуитетном погашении Вы весь срок платите каждый месяц одну и ту же сумму — так проще планировать бюджет. При дифференцированном каждый месяц гасится одинаковая часть основного долга плюс проценты на остаток, поэтому платежи в начале самые большие и затем уменьшаются, а общая сумма процентов меньше.\n\nСпособ погашения Вы выбираете в заявке, а позже — день ежемесячного платежа, с 1-го по 20-е число месяца. Кредитный калькулятор показывает график для каждого способа.",
      en: "With an annuity you pay the same amount every month for the whole term, which makes budgeting easy. With differentiated repayment you repay the same part of the loan each month plus the interest on the balance, so the payments are highest at the start and then decrease, and the total interest is lower.\n\nYou choose the type in the application, and later the day of your monthly payment, between the 1st and the 20th of the month. The loan calculator shows the schedule for each type.",
    },
  },
  {
    slug: 'early-repayment-fee',
    category: 'mortgage',
    question: {
      hy: "Կարո՞ղ եմ վարկը մարել վաղաժամկետ, և ինչ արժե դա։",
      ru: "Можно ли погасить кредит досрочно и сколько это стоит?",
      en: "Can I repay the loan early, and what does it cost?",
    },
    answer: {
      hy: "Այո, մասնակի կամ ամբողջությամբ։ Միջնորդավճարը հաշվարկվում է վաղաժամկետ մարվող գումարից՝\n- վարկի առաջին տարում՝ 0,6%,\n- երկրորդ տարում՝ 0,4%,\n- երրորդ տարում՝ 0,2%,\n- չորրորդ տարվանից միջնորդավճար չկա։\n\nՎարկային հաշվիչը ցույց է տալիս միջնորդավճարը, նոր ամսական վճարը և տնտեսված տոկոսագումարը։",
      ru: "Да, частично или полностью. Комиссия — доля досрочно погашаемой суммы:\n- в первый год кредита — 0,6%;\n- во второй год — 0,4%;\n- в третий год — 0,2%;\n- с четвёртого года — без комиссии.\n\nКредитный калькулятор покажет комиссию, новый ежемесячный платёж и экономию на процентах.",
      en: "Yes, in part or in full. The fee is a share of the amount repaid early:\n- 0.6% in the first year of the loan;\n- 0.4% in the second year;\n- 0.2% in the third year;\n- nothing from the fourth year on.\n\nThe loan calculator shows the fee, the new monthly payment and the interest you save.",
    },
  },

  // The online application
  {
    slug: 'how-the-online-application-works',
    category: 'onlineApplication',
    question: {
      hy: "Ինչպե՞ս է ընթանում առցանց հիփոթեքային հայտը։",
      ru: "Как проходит онлайн-заявка на ипотеку?",
      en: "How does the online mortgage application work?",
    },
    answer: {
      hy: "Հայտը սկսում եք գույքի էջում՝ «Դիմել հիփոթեքային վարկի համար» կոճակով։ Գույքն անմիջապես ամրագրվում է Ձեզ համար (այն Ձեր 2 ամրագրումներից մեկն է), իսկ կառուցապատողը կամ գործակալությունը պետք է հաստատի, որ այն հասանելի է․ մինչ այդ հայտը սպասում է հաստատման։ Հայտի քայլերն են՝\n- վարկի տվյալներ,\n- դիմողի տվյալներ,\n- համաձայնություններ,\n- համավարկառու,\n- հասցեներ,\n- ամուսնու տվյալներ և նրա փաստաթղթի նկարներ (եթե ամուսնացած եք),\n- նախադիտում և ներկայացում։\n\nՅուրաքանչյուր քայլ պահպանվում է, ուստի կարող եք շարունակել ցանկացած սարքից։ Ներկայացրեք հայտը նորակառույցի դեպքում 2 օրվա, երկրորդային շուկայի գույքի դեպքում՝ 5 օրվա ընթացքում, այլապես ամրագրումը կհանվի։",
      ru: "Заявку Вы начинаете на странице объекта кнопкой «Подать заявку на ипотеку». Объект сразу бронируется за Вами (это одна из Ваших 2 броней), а застройщик или агентство должны подтвердить, что он доступен; до этого заявка ждёт подтверждения. Шаги заявки:\n- данные кредита;\n- данные заявителя;\n- согласия;\n- созаёмщик;\n- адреса;\n- данные супруга и фотографии его документа (если Вы в браке);\n- просмотр и отправка.\n\nКаждый шаг сохраняется, поэтому продолжить можно с любого устройства. Отправьте заявку в течение 2 дней для новостройки или 5 дней для вторичного жилья, иначе бронь снимается.",
      en: "You start it on the home's page with “Apply for a mortgage”. The home is booked for you at once (it is one of your 2 bookings), and its developer or agency must confirm that it is available; until then the application is waiting for approval. The steps are:\n- loan information;\n- applicant data;\n- consents;\n- co-borrower;\n- addresses;\n- spouse data and pictures of the spouse's document (if you are married);\n- preview and submission.\n\nEach step is saved, so you can continue on any device. Submit within 2 days for a new flat or 5 days for a resale home, or the booking is released.",
    },
  },
  {
    slug: 'decision-and-next-steps',
    category: 'onlineApplication',
    question: {
      hy: "Որքա՞ն արագ կստանամ պատասխանը, և ինչ է լինում դրանից հետո։",
      ru: "Как быстро придёт ответ и что будет дальше?",
      en: "How soon do I get an answer, and what happens after it?",
    },
    answer: {
      hy: "Բանկի որոշումը գալիս է հայտը ներկայացնելուց հետո 5 րոպեի ընթացքում․ դա կարող է լինել առաջարկ, որը կարող եք ընդունել կամ մերժել, մերժում՝ պատճառի նշումով, կամ բանկի աշխատակցի ուսումնասիրություն։ Նորակառույցի առաջարկն ընդունելուց հետո գործընթացը շարունակվում է առցանց՝ նույնականացում նույնականացման ծառայության միջոցով, տեսազանգ բանկի հետ, ամուսնու տվյալներ, պայմանագրի տվյալներ, վարկային փաթեթի ստորագրում Ձեր հեռախոսին ուղարկված կոդով, նոտարի մոտ այցի առցանց ամրագրում, ապա իրավունքների գրանցում, ապահովագրություն և վարկի տրամադրում։\n\nՆորակառույցի դեպքում ամբողջ գործընթացը տևում է հայտը ներկայացնելուց առավելագույնը 7 օրացուցային օր։ Երկրորդային շուկայի գույքի դեպքում այն ավարտվում է Երևանի մասնաճյուղ այցելությամբ՝ հաստատումից հետո 30 օրվա ընթացքում։",
      ru: "Решение банка приходит в течение 5 минут после отправки заявки: это может быть предложение, которое можно принять или отклонить, отказ с указанием причины или рассмотрение сотрудником банка. После принятия предложения по новостройке оформление продолжается онлайн: идентификация через сервис идентификации, видеозвонок с банком, данные супруга, данные для договора, подписание кредитного пакета кодом из SMS, онлайн-запись к нотариусу, затем регистрация прав, страхование и выдача кредита.\n\nДля новостройки весь процесс занимает не более 7 календарных дней с момента отправки заявки. Для вторичного жилья он завершается визитом в отделение в Ереване в течение 30 дней после одобрения.",
      en: "The bank's decision comes within 5 minutes of submitting: an offer you can accept or refuse, a rejection with its reason, or a review by a bank employee. After you accept the offer for a new flat, the process goes on online: identification with the identification provider, a video call with the bank, your spouse's data, the data for the contract, signing the loan package with a code texted to your phone, a notary appointment booked online, then registration of your rights, insurance and the payout.\n\nFor a new flat the whole process takes at most 7 calendar days from submitting. For a resale home it ends with a visit to a Yerevan branch within 30 days of approval.",
    },
  },
  {
    slug: 'who-can-be-a-co-applicant',
    category: 'onlineApplication',
    question: {
      hy: "Ո՞վ կարող է լինել իմ համավարկառուն, և ինչպես հրավիրել նրան։",
      ru: "Кто может быть моим созаёмщиком и как его пригласить?",
      en: "Who can be my co-applicant, and how do I invite them?",
    },
    answer: {
      hy: "Համավարկառու կարող է լինել Ձեր ամուսինը կամ ընտանիքի անդամը՝ հայրը, մայրը, քույրը, եղբայրը, որդին կամ դուստրը։ Նա պետք է լինի ՀՀ քաղաքացի՝ 18–64 տարեկան, վարկի ժամկետի ավարտին՝ ոչ ավելի, քան 65 տարեկան, ունենա իր սեփական էլ. փոստը (Ձերից տարբեր) և չունենա այլ ընթացիկ հայտ։\n\n«Համավարկառու» քայլում նրան հրավիրում եք էլ. փոստով․ նա գրանցվում կամ մուտք է գործում այդ հասցեով, ընդունում է հրավերը և լրացնում իր մասը, այդ թվում՝ տալիս իր համաձայնությունները։ Բանկը որոշում է կայացնում երկուսիդ համար՝ հաշվի առնելով Ձեր համատեղ եկամուտը, իսկ առաջարկը պետք է ընդունեք երկուսդ էլ։",
      ru: "Созаёмщиком может быть Ваш супруг или супруга либо член семьи: отец, мать, сестра, брат, сын или дочь. Он должен быть гражданином Армении в возрасте от 18 до 64 лет, к концу срока кредита — не старше 65 лет, иметь собственный адрес электронной почты (не тот, что у Вас) и не иметь другой текущей заявки.\n\nНа шаге «Созаёмщик» Вы приглашаете его по электронной почте; он регистрируется или входит с этим адресом, принимает приглашение и заполняет свою часть, в том числе даёт свои согласия. Банк принимает решение по вам обоим с учётом совместного дохода, а предложение должны принять оба.",
      en: "A co-applicant can be your spouse or a family member: father, mother, sister, brother, son or daughter. They must be a citizen of Armenia aged 18 to 64, no older than 65 at the end of the loan, with their own e-mail (not yours) and no other current application.\n\nIn the co-borrower step you invite them by e-mail; they sign up or sign in with that address, accept the invitation and fill in their own part, including their own consents. The bank decides on both of you with your joint income, and both of you must accept the offer.",
    },
  },
  {
    slug: 'document-pictures',
    category: 'onlineApplication',
    question: {
      hy: "Փաստաթղթերի ի՞նչ նկարներ պետք է վերբեռնել, և ինչ ձևաչափով։",
      ru: "Какие фотографии документов нужно загрузить и в каком формате?",
      en: "Which document pictures do I upload, and in what format?",
    },
    answer: {
      hy: "Եթե ամուսնացած եք, հայտում պահանջվում են Ձեր ամուսնու անձը հաստատող փաստաթղթի նկարները․ անձնագրի դեպքում՝ լուսանկարով էջը և հասցեի էջը, նույնականացման քարտի դեպքում՝ երկու կողմերը։ Յուրաքանչյուր նկար պետք է լինի PNG կամ JPEG ձևաչափով և չգերազանցի 3 ՄԲ-ը։\n\nԼուսանկարեք լավ լուսավորությամբ, փաստաթուղթը հարթ դրած և ամբողջությամբ, որպեսզի յուրաքանչյուր տող ընթեռնելի լինի։ Ձեր սեփական ինքնությունը հաստատվում է ավելի ուշ՝ առցանց նույնականացմամբ կամ մասնաճյուղում։",
      ru: "Если Вы состоите в браке, в заявке нужны фотографии документа, удостоверяющего личность супруга: для паспорта — страница с фотографией и страница с адресом, для ID-карты — обе стороны. Каждое изображение должно быть в формате PNG или JPEG и весить не более 3 МБ.\n\nСнимайте при хорошем освещении, документ должен лежать ровно и целиком попадать в кадр, чтобы читалась каждая строка. Вашу собственную личность подтверждают позже — при онлайн-идентификации или в отделении.",
      en: "If you are married, the application asks for pictures of your spouse's identity document: for a passport, the photo page and the address page; for an ID card, both sides. Each picture must be a PNG or JPEG file of at most 3 MB.\n\nTake the picture in good light, with the document flat and whole, so that every line can be read. Your own identity is confirmed later, through online identification or at a branch.",
    },
  },
  {
    slug: 'online-identification-and-video-call',
    category: 'onlineApplication',
    question: {
      hy: "Ինչպե՞ս է կատարվում առցանց նույնականացումը, և ինչ անել, եթե այն չհաջողվի։",
      ru: "Как проходит онлайн-идентификация и что делать, если она не удалась?",
      en: "How does online identification work, and what if it fails?",
    },
    answer: {
      hy: "Առաջարկն ընդունելուց հետո հայտի յուրաքանչյուր մասնակից առցանց հաստատում է իր ինքնությունը նույնականացման ծառայության միջոցով՝ իր անձը հաստատող փաստաթղթով, ապա ամրագրում է տեսազանգ բանկի հետ և միանում դրան։ Երբեմն ծառայությունը ստուգումը փոխանցում է բանկի աշխատակցին ձեռքով ստուգման համար, ինչը մի փոքր ավելի երկար է տևում։\n\nԵթե նույնականացումը չի հաջողվում, կարող եք կրկին փորձել․ եթե այն հնարավոր չէ ավարտել առցանց, Ձեզ կխնդրենք այցելել բանկի մասնաճյուղ, որտեղ նույնականացումը կկատարվի անձամբ։",
      ru: "После принятия предложения каждый участник заявки онлайн подтверждает личность через сервис идентификации по своему документу, удостоверяющему личность, а затем записывается на видеозвонок с банком и подключается к нему. Иногда сервис передаёт проверку сотруднику банка на ручную проверку — это занимает немного больше времени.\n\nЕсли идентификация не удалась, можно попробовать снова; если завершить её онлайн нельзя, Вас попросят прийти в отделение банка, где личность подтвердят при встрече.",
      en: "After you accept the offer, each person on the application confirms who they are online with the identification provider, using their identity document, and then books and joins a video call with the bank. Sometimes the provider passes the check to a bank employee for a manual check, which takes a little longer.\n\nIf the identification fails, you can try again; if it cannot be completed online, you are asked to come to a branch of the bank to be identified in person.",
    },
  },
  {
    slug: 'signing-and-the-notary',
    category: 'onlineApplication',
    question: {
      hy: "Ինչպե՞ս եմ ստորագրում վարկային փաստաթղթերը, և արդյոք պետք է գնալ նոտարի մոտ։",
      ru: "Как подписать кредитные документы и нужно ли идти к нотариусу?",
      en: "How do I sign the loan documents, and do I need to go to a notary?",
    },
    answer: {
      hy: "Երբ բանկը պատրաստում է վարկային փաթեթը, Դուք կայքում կարդում եք յուրաքանչյուր փաստաթուղթ Ձեր լեզվով և ստորագրում դրանք Ձեր հաստատված հեռախոսահամարին SMS-ով ուղարկված մեկանգամյա կոդով։ Այնուհետև հիմնական դիմողն առցանց ամրագրում է այց նոտարի մոտ՝ ընտրելով նոտարին և ազատ ժամը։\n\nՆոտարի մոտ գնում եք մեկ անգամ՝ գործարքը վավերացնելու համար, որից հետո գրանցվում են Ձեր իրավունքները, գույքն ապահովագրվում է, և վարկը տրամադրվում է։ Ապահովագրության արժեքը և նոտարական ծախսերը նշվում են բանկի առաջարկում։",
      ru: "Когда банк подготовит кредитный пакет, Вы читаете каждый документ на сайте на своём языке и подписываете их одноразовым кодом, который приходит в SMS на Ваш подтверждённый номер. Затем основной заявитель онлайн записывается к нотариусу, выбирая нотариуса и свободный час.\n\nК нотариусу нужно прийти один раз — для удостоверения сделки; после этого регистрируются Ваши права, жильё страхуется и кредит выдаётся. Стоимость страхования и нотариальные расходы указываются в предложении банка.",
      en: "When the bank has prepared the loan package, you read each document on the site in your language and sign them with a one-time code texted to your confirmed phone number. Then the main applicant books a notary appointment online, choosing the notary and a free hour.\n\nYou go to the notary once, to certify the deal; after that your rights are registered, the home is insured and the loan is paid out. The insurance cost and the notary's costs are stated in the bank's offer.",
    },
  },
  {
    slug: 'applying-again-after-a-rejection',
    category: 'onlineApplication',
    question: {
      hy: "Ե՞րբ կարող եմ կրկին դիմել մերժումից հետո։",
      ru: "Когда можно снова подать заявку после отказа?",
      en: "When can I apply again after a rejection?",
    },
    answer: {
      hy: "Մերժումից կամ բանկի աշխատակցի ուսումնասիրությունից հետո նոր առցանց հայտ կարող եք ներկայացնել 7 օր անց․ մերժման նամակում նշվում է այդ օրը։ Վարկը տրամադրվելուց հետո նոր հայտ հնարավոր է 6 ամիս անց։\n\nՆոր նախնական հաստատում նույնպես հնարավոր է նախորդից 7 օր հետո։ Եթե Ձեր իրավիճակը փոխվել է (աճել է եկամուտը, ունեք համավարկառու կամ ավելի մեծ կանխավճար), նոր հայտը կքննարկվի նոր տվյալներով։",
      ru: "После отказа или рассмотрения сотрудником банка новую онлайн-заявку можно подать через 7 дней — дата указана в письме об отказе. После выдачи кредита новая заявка возможна через 6 месяцев.\n\nНовое предварительное одобрение тоже возможно через 7 дней после предыдущего. Если Ваше положение изменилось (вырос доход, появился созаёмщик или больший первоначальный взнос), новая заявка рассматривается по новым данным.",
      en: "After a rejection or a review by a bank employee, a new online application is possible 7 days later; the rejection letter names the day. After a loan has been issued, a new application is possible after 6 months.\n\nA new pre-qualification is also possible 7 days after the previous one. If your situation has changed (a higher income, a co-applicant or a larger down payment), the new application is decided on the new data.",
    },
  },

  // The catalogue and bookings
  {
    slug: 'where-prices-come-from',
    category: 'catalogueAndBookings',
    question: {
      hy: "Որտեղի՞ց են վերցվում կատալոգի գները և հասանելիության տվյալները։",
      ru: "Откуда берутся цены и сведения о наличии в каталоге?",
      en: "Where do the prices and availability in the catalogue come from?",
    },
    answer: {
      hy: "Գները, հատակագծերը, լուսանկարները և հասանելիությունը տրամադրում են գույքը տեղադրող կառուցապատողները, գործակալությունները, բրոքերները և վաճառողները, և կայքը դրանք ցուցադրում է ստացված տեսքով։ Կառուցապատողը կարող է փոխել գինը․ եթե այդ գույքի համար ունեք չներկայացված հայտ, ներկայացնելուց առաջ Ձեզ կխնդրենք համաձայնել նոր գնին։\n\nՀայտը սկսելիս կառուցապատողը կամ գործակալությունը հաստատում է, որ գույքը դեռ հասանելի է։ Կայքում տեղադրված հայտարարությունը բանկի առաջարկ չէ․ գործարքից առաջ ստուգեք գույքը և դրա փաստաթղթերը։",
      ru: "Цены, планировки, фотографии и наличие предоставляют застройщики, агентства, брокеры и продавцы, разместившие объекты, и сайт показывает их в полученном виде. Застройщик может изменить цену: если у Вас есть неотправленная заявка на этот объект, перед отправкой Вас попросят согласиться с новой ценой.\n\nКогда Вы начинаете заявку, застройщик или агентство подтверждает, что объект ещё доступен. Объявление на сайте не является предложением банка; перед сделкой проверьте объект и его документы.",
      en: "Prices, floor plans, photos and availability are provided by the developers, agencies, brokers and sellers who list the homes, and the site shows them as received. A developer may change a price: if you have a draft application on that home, you are asked to agree to the new price before you submit.\n\nWhen you start an application, the developer or agency confirms that the home is still available. A listing on the site is not an offer of the bank; check the home and its documents before the deal.",
    },
  },
  {
    slug: 'how-booking-works',
    category: 'catalogueAndBookings',
    question: {
      hy: "Ինչպե՞ս է գործում գույքի ամրագրումը։",
      ru: "Как работает бронирование?",
      en: "How does booking a home work?",
    },
    answer: {
      hy: "Մուտք գործելով՝ կարող եք վաճառվող գույքն անվճար ամրագրել դրա էջում․ գործընկեր կառուցապատողի բնակարանը՝ 2 օրով, երկրորդային շուկայի գույքը՝ 5 օրով։ Միաժամանակ կարող եք ունենալ առավելագույնը 2 ամրագրում, և անձնական էջում երևում է, թե յուրաքանչյուրի ավարտին որքան ժամանակ է մնացել։\n\nԺամկետը լրանալուն պես ամրագրումը հանվում է, և գույքը կրկին հասանելի է դառնում մյուսների համար։ Ամրագրումը գույքը պահում է միայն կայքում․ այն գնում կամ վաճառողի հետ պայմանագիր չէ։",
      ru: "Войдя в свою учётную запись, Вы можете бесплатно забронировать продаваемый объект на его странице: квартиру застройщика-партнёра — на 2 дня, вторичное жильё — на 5 дней. Одновременно можно держать не более 2 броней; в личном кабинете видно, сколько времени осталось у каждой.\n\nКогда срок истекает, бронь снимается, и объект снова доступен другим. Бронь удерживает объект только на сайте: это не покупка и не договор с продавцом.",
      en: "Once signed in, you can book a home for sale on its page, free of charge: a flat of a partner developer for 2 days, a resale home for 5 days. You can hold at most 2 bookings at a time, and the personal page shows the time left on each.\n\nWhen the time ends, the booking is released and the home is offered to others again. A booking holds the home on the site only: it is not a purchase or a contract with the seller.",
    },
  },
  {
    slug: 'home-booked-by-someone-else',
    category: 'catalogueAndBookings',
    question: {
      hy: "Ինձ հետաքրքրող գույքն ամրագրել է այլ գնորդ։ Ի՞նչ կարող եմ անել։",
      ru: "Нужный мне объект забронировал другой покупатель. Что делать?",
      en: "The home I want is booked by someone else. What can I do?",
    },
    answer: {
      hy: "Գույքի էջում սեղմեք «Տեղեկացնել, երբ ազատվի»։ Երբ ամրագրումը հանվի, կստանաք ծանուցում կայքում և նամակ էլ. փոստով, և գույքը կկարողանա ամրագրել նա, ով առաջինը կանի դա։\n\nՄինչ այդ կարող եք գույքն ավելացնել ընտրյալներում կամ պահպանել որոնումը՝ նմանատիպ գույքի մասին ծանուցումներ ստանալու համար։",
      ru: "Нажмите «Сообщить, когда освободится» на странице объекта. Когда бронь снимут, Вы получите уведомление на сайте и письмо на электронную почту, а забронировать объект сможет тот, кто сделает это первым.\n\nТем временем можно добавить объект в избранное или сохранить поиск, чтобы получать уведомления о похожих объектах.",
      en: "Press “Notify me when it is free” on the home's page. When the booking is released, you get a notification on the site and an e-mail, and whoever books first gets the home.\n\nMeanwhile you can add the home to your favourites or save your search to get alerts about similar homes.",
    },
  },
  {
    slug: 'favourites-and-saved-searches',
    category: 'catalogueAndBookings',
    question: {
      hy: "Ինչպե՞ս են աշխատում ընտրյալները և պահպանված որոնումները։",
      ru: "Как работают избранное и сохранённые поиски?",
      en: "How do favourites and saved searches work?",
    },
    answer: {
      hy: "Գույքն ընտրյալներում ավելացնելու համար սեղմեք սրտիկի պատկերակը․ անձնական էջում ընտրյալները խմբավորված են ըստ շուկայի։ Մուտք գործելուց առաջ նշված սրտիկը Ձեր հաշվին է ավելանում մուտքից անմիջապես հետո։\n\nՆորակառույցների, որոնման և վարձակալության էջերում «Պահել այս որոնումը» կոճակը պահպանում է Ձեր ֆիլտրերը՝ Ձեր տված անունով։ Անձնական էջում կարող եք գործարկել, վերանվանել կամ ջնջել պահպանված որոնումը և միացնել էլ. փոստով ծանուցումները․ կայքը կտեղեկացնի Ձեզ, երբ հայտնվեն դրան համապատասխանող նոր հայտարարություններ։",
      ru: "Чтобы добавить объект в избранное, нажмите на значок сердца; в личном кабинете избранное разделено по рынкам. Сердечко, отмеченное до входа, добавляется в Вашу учётную запись сразу после входа.\n\nНа страницах новостроек, поиска и аренды кнопка «Сохранить поиск» сохраняет Ваши фильтры под выбранным Вами названием. В личном кабинете сохранённый поиск можно запустить, переименовать или удалить и включить уведомления по электронной почте — сайт сообщит, когда появятся подходящие новые объявления.",
      en: "Tap the heart on a property to add it to your favourites; the personal page lists them by market. A heart you tap before signing in is added to your account right after you sign in.\n\nOn the buildings, search and rentals pages, “Save this search” keeps your filters under a name you choose. In the personal page you can run, rename or delete a saved search and turn on e-mail alerts: the site then tells you when new listings match it.",
    },
  },
  {
    slug: 'building-reviews',
    category: 'catalogueAndBookings',
    question: {
      hy: "Ո՞վ կարող է կարծիք գրել շենքի մասին, և արդյոք կարծիքները ստուգվում են։",
      ru: "Кто может оставить отзыв о здании и проверяются ли отзывы?",
      en: "Who can review a building, and are reviews checked?",
    },
    answer: {
      hy: "Ցանկացած մուտք գործած անձ կարող է շենքը գնահատել 1-ից 5 և գրել դրա մասին մեկ կարծիք։ Կարծիքները մոդերացվում են բանկի կողմից․ վիրավորանքներ, գովազդ, այլ անձանց անձնական տվյալներ կամ ակնհայտ կեղծ տեղեկություններ պարունակող կարծիքը կարող է թաքցվել՝ պատճառի նշումով։\n\nԹաքցված կարծիքը չի ցուցադրվում և չի հաշվվում շենքի միջին գնահատականում։ Գրեք Ձեր սեփական փորձի մասին՝ դիրքի, շինարարության որակի, բակի և շրջակայքի։",
      ru: "Любой пользователь, вошедший в учётную запись, может оценить здание от 1 до 5 и оставить о нём один отзыв. Отзывы модерирует банк: отзыв с оскорблениями, рекламой, чужими персональными данными или заведомо ложными сведениями может быть скрыт с указанием причины.\n\nСкрытый отзыв не показывается и не учитывается в средней оценке здания. Пишите о собственном опыте: о расположении, качестве строительства, дворе и окрестностях.",
      en: "Anyone signed in can rate a building from 1 to 5 and write one review of it. Reviews are moderated by the bank: a review with insults, advertising, other people's personal data or knowingly false information may be hidden, with the reason given.\n\nA hidden review is neither shown nor counted in the building's average rating. Write about your own experience: the location, the quality of construction, the yard and the neighbourhood.",
    },
  },
  {
    slug: 'rentals-and-foreign-projects',
    category: 'catalogueAndBookings',
    question: {
      hy: "Կարո՞ղ եմ Tun-ի միջոցով բնակարան վարձել կամ գույք գնել արտերկրում։",
      ru: "Можно ли через Tun снять жильё или купить недвижимость за рубежом?",
      en: "Can I rent a home or buy abroad through Tun?",
    },
    answer: {
      hy: "Այո։ Վարձով տրվող գույքը չի ամրագրվում․ դրա էջում ուղարկում եք վարձակալության հայտ՝ նշելով ժամկետները, օրավարձով կամ ամսավարձով տարբերակը և Ձեր պայմանները։ Արտասահմանյան նախագծերն առաջարկում են գործընկեր բրոքերները․ նախագծի վերաբերյալ ուղարկում եք հարցում։\n\nՀայտն ուղարկելուց հետո ստանում եք հաստատող SMS, և Ձեզ հետ կապ են հաստատում 1 աշխատանքային օրվա ընթացքում։ Առցանց հիփոթեքը նախատեսված է Հայաստանում վաճառվող գույքի համար՝ գործընկեր կառուցապատողների նորակառույցների և Երևանի երկրորդային շուկայի։",
      ru: "Да. Аренда не бронируется: на странице объекта Вы отправляете заявку на аренду, указав сроки, посуточный или помесячный вариант и свои условия. Зарубежные проекты предлагают брокеры-партнёры: по проекту отправляется запрос.\n\nПосле отправки Вы получаете SMS с подтверждением, и с Вами связываются в течение 1 рабочего дня. Онлайн-ипотека предназначена для жилья, продающегося в Армении: новостроек застройщиков-партнёров и вторичного жилья в Ереване.",
      en: "Yes. Rentals are not booked: on the rental's page you send a rental request with the dates, the fee by the day or by the month and your conditions. Foreign projects are offered by partner brokers: you send a request about a project.\n\nAfter sending it you get an SMS confirming it, and you are contacted within 1 working day. The online mortgage is for homes for sale in Armenia: new flats of partner developers and resale homes in Yerevan.",
    },
  },

  // Account and security
  {
    slug: 'creating-an-account',
    category: 'accountAndSecurity',
    question: {
      hy: "Ինչպե՞ս ստեղծել հաշիվ, և ինչու է պետք հաստատել էլ. փոստը։",
      ru: "Как создать учётную запись и зачем подтверждать электронную почту?",
      en: "How do I create an account, and why must I confirm my e-mail?",
    },
    answer: {
      hy: "Գրանցման էջում նշեք Ձեր անունը և ազգանունը լատինատառերով, ինչպես անձը հաստատող փաստաթղթում, Ձեր էլ. փոստը և գաղտնաբառ, ապա ընդունեք անձնական էջի պայմանները։ Բանկը Ձեր էլ. փոստին ուղարկում է հաստատման հղում․ մուտք գործել կարող եք միայն այն բացելուց հետո։\n\nՀաստատումն ապացուցում է, որ հասցեն Ձերն է․ դրան են ուղարկվում որոշումները, հրավերները և հիշեցումները։ Եթե նամակը չի ստացվել, ստուգեք «Սպամ» թղթապանակը կամ մուտքի էջում կրկին պահանջեք հղումը։",
      ru: "На странице регистрации укажите имя и фамилию латинскими буквами, как в документе, удостоверяющем личность, адрес электронной почты и пароль и примите условия личного кабинета. Банк отправит на почту ссылку для подтверждения; войти можно только после того, как Вы её откроете.\n\nПодтверждение доказывает, что адрес принадлежит Вам: на него приходят решения, приглашения и напоминания. Если письма нет, проверьте папку «Спам» или запросите ссылку повторно на странице входа.",
      en: "On the sign-up page give your first and last names in Latin letters, as in your identity document, your e-mail and a password, and accept the terms of the personal profile. The bank sends a confirmation link to your e-mail; you can sign in only after you open it.\n\nThe confirmation proves that the address is yours: decisions, invitations and reminders are sent to it. If the e-mail has not arrived, check the spam folder or ask for the link again on the sign-in page.",
    },
  },
  {
    slug: 'password-rules-and-reset',
    category: 'accountAndSecurity',
    question: {
      hy: "Ինչպիսի՞ գաղտնաբառ է պետք, և ինչ անել, եթե մոռանամ այն։",
      ru: "Какой нужен пароль и что делать, если я его забуду?",
      en: "What password do I need, and what if I forget it?",
    },
    answer: {
      hy: "Գաղտնաբառը պետք է պարունակի առնվազն 8 նիշ, այդ թվում՝ փոքրատառ, մեծատառ, թվանշան և հատուկ նշան։ Մի՛ օգտագործեք այն այլ կայքերում և երբեք մի՛ հայտնեք որևէ մեկին․ բանկը երբեք այն չի պահանջում։\n\nԵթե մոռացել եք գաղտնաբառը, մուտքի էջում սեղմեք «Մոռացե՞լ եք գաղտնաբառը»․ Ձեր էլ. փոստին կուղարկվի վերականգնման հղում, որը գործում է մեկ ժամ։ Նոր գաղտնաբառ սահմանելիս Ձեր բոլոր սեսիաներն ավարտվում են բոլոր սարքերում։",
      ru: "Пароль должен содержать не менее 8 символов, в том числе строчную букву, заглавную букву, цифру и специальный символ. Не используйте его на других сайтах и никогда никому не сообщайте: банк никогда его не запрашивает.\n\nЕсли Вы забыли пароль, нажмите «Забыли пароль?» на странице входа: на почту придёт ссылка для восстановления, которая действует один час. После установки нового пароля все Ваши сеансы на всех устройствах завершаются.",
      en: "The password must have at least 8 characters, with a lowercase letter, an uppercase letter, a digit and a symbol. Do not use it on other sites, and never tell it to anyone: the bank never asks for it.\n\nIf you forget it, press “Forgot your password?” on the sign-in page: a reset link valid for one hour is sent to your e-mail. Setting a new password this way ends all your sessions on every device.",
    },
  },
  {
    slug: 'confirming-the-phone-number',
    category: 'accountAndSecurity',
    question: {
      hy: "Ինչո՞ւ և ինչպես հաստատել հեռախոսահամարը։",
      ru: "Зачем и как подтверждать номер телефона?",
      en: "Why and how do I confirm my phone number?",
    },
    answer: {
      hy: "Հաստատված բջջային հեռախոսահամարն անհրաժեշտ է նախնական հաստատման, վարկային հայտի և փաստաթղթերի ստորագրման համար։ Մուտքագրեք համարը, և բանկը դրան SMS-ով կուղարկի վեցանիշ կոդ, որը պետք է մուտքագրել կայքում։\n\nԿոդը գործում է 5 րոպե, և տրվում է 3 փորձ․ դրանից հետո պահանջեք նոր կոդ։ Բանկը երբեք չի խնդրում կոդը հայտնել հեռախոսով․ մուտքագրեք այն միայն կայքում։",
      ru: "Подтверждённый номер мобильного телефона нужен для предварительного одобрения, заявки на кредит и подписания документов. Введите номер, и банк отправит на него в SMS 6-значный код, который нужно ввести на сайте.\n\nКод действует 5 минут, на ввод даётся 3 попытки; после этого запросите новый код. Банк никогда не просит сообщить код по телефону — вводите его только на сайте.",
      en: "A confirmed mobile number is needed for pre-qualification, the loan application and signing documents. Enter the number, and the bank texts a 6-digit code to it, which you type on the site.\n\nA code is valid for 5 minutes and allows 3 tries; after that, ask for a new code. The bank never asks you to tell a code over the phone: enter it only on the site.",
    },
  },
  {
    slug: 'sessions-and-signing-out-everywhere',
    category: 'accountAndSecurity',
    question: {
      hy: "Որքա՞ն ժամանակ եմ մնում հաշվում, և ինչպես դուրս գալ բոլոր սարքերից։",
      ru: "Как долго я остаюсь в учётной записи и как выйти на всех устройствах?",
      en: "How long do I stay signed in, and how do I sign out everywhere?",
    },
    answer: {
      hy: "Սեսիան ավարտվում է, երբ դուրս եք գալիս հաշվից, 30 րոպե անգործությունից հետո և, ամեն դեպքում, մուտքից 12 ժամ անց։ Մուտքի մի քանի անհաջող փորձից հետո Ձեզ կխնդրենք անցնել կարճ ավտոմատ ստուգում։\n\nՄյուս բոլոր սարքերից դուրս գալու համար անձնական էջում փոխեք գաղտնաբառը․ մյուս բոլոր սեսիաներն անմիջապես կավարտվեն։ Եթե կարծում եք, որ այլ անձ է օգտվել Ձեր հաշվից, փոխեք գաղտնաբառը և կապվեք բանկի հետ։",
      ru: "Сеанс завершается, когда Вы выходите из учётной записи, после 30 минут бездействия и в любом случае через 12 часов после входа. После нескольких неудачных попыток входа Вас попросят пройти короткую автоматическую проверку.\n\nЧтобы выйти на всех остальных устройствах, смените пароль в личном кабинете: все остальные сеансы сразу завершатся. Если Вы считаете, что Вашей учётной записью воспользовался кто-то другой, смените пароль и свяжитесь с банком.",
      en: "A session ends when you sign out, after 30 minutes without activity, and in any case 12 hours after sign-in. After several failed sign-in attempts you are asked to pass a short automatic check.\n\nTo sign out on all your other devices, change your password in the personal page: every other session ends at once. If you think someone else has used your account, change the password and contact the bank.",
    },
  },
  {
    slug: 'personal-data-and-consents',
    category: 'accountAndSecurity',
    question: {
      hy: "Ինչպե՞ս է բանկն օգտագործում իմ անձնական տվյալները, և կարող եմ արդյոք հետ վերցնել իմ համաձայնությունը։",
      ru: "Как банк использует мои персональные данные и можно ли отозвать согласие?",
      en: "How does the bank use my personal data, and can I withdraw my consent?",
    },
    answer: {
      hy: "Բանկը Ձեր տվյալները մշակում է «Անձնական տվյալների պաշտպանության մասին» ՀՀ օրենքի համաձայն և միայն Ձեր խնդրած ծառայությունների համար։ Նախնական հաստատման և հայտի համար Դուք տալիս եք համաձայնություններ Ձեր տվյալների մշակման, բնակչության պետական ռեգիստր հարցումների և Ձեր վարկային պատմության հարցման համար․ վերջինը գործում է մինչև 3 ամիս։ Էլ. փոստով նորություններ և առաջարկներ ստանալը կամընտիր է։\n\nՀամաձայնությունը կարող եք հետ վերցնել մասնաճյուղում գրավոր դիմումով կամ sales@tun.am հասցեին նամակով, իսկ տեղեկագրից կարող եք դուրս գալ յուրաքանչյուր նամակում առկա հղումով։ Համաձայնությունների տեքստերը ներկայացված են «Պայմաններ և կանոններ» էջում։",
      ru: "Банк обрабатывает Ваши данные в соответствии с Законом РА «О защите персональных данных» и только для услуг, которые Вы запрашиваете. Для предварительного одобрения и заявки Вы даёте согласия на обработку данных, на запросы в государственный регистр населения и на запрос Вашей кредитной истории; последнее действует до 3 месяцев. Получать новости и предложения по электронной почте — по желанию.\n\nОтозвать согласие можно письменным заявлением в отделении или письмом на sales@tun.am, а отписаться от рассылки — по ссылке в каждом письме. Тексты согласий опубликованы на странице «Условия и правила».",
      en: "The bank processes your data under the Law of the Republic of Armenia “On Protection of Personal Data” and only for the services you ask for. For pre-qualification and the application you give consents to the processing of your data, to the requests to the population registry and to the request of your credit history; the last is valid for up to 3 months. Receiving news and offers by e-mail is optional.\n\nYou can withdraw a consent with a written request at a branch or by e-mail to sales@tun.am, and leave the newsletter through the link in every e-mail. The texts of the consents are on the Terms and rules page.",
    },
  },
];
