import type { LegalDocumentSeed } from './content-types';

/**
 * The four legal documents of the site, one of each kind, in Armenian (the prevailing text),
 * Russian and English. Every rule they state is the product's own (README, lending-rules.ts).
 */
export const legalDocumentsSeed: LegalDocumentSeed[] = [
  {
    kind: 'termsAndRules',
    title: {
      hy: "Tun կայքի օգտագործման պայմաններ և կանոններ",
      ru: "Условия и правила пользования сайтом Tun",
      en: "Terms and rules of using the Tun site",
    },
    summary: {
      hy: "Այս պայմանները կարգավորում են Tun կայքի, դրա անշարժ գույքի կատալոգի, հաշվիչների և առցանց հիփոթեքի օգտագործումը։ Կայքից օգտվելով՝ Դուք ընդունում եք դրանք այս էջում հրապարակված տարբերակով։",
      ru: "Эти условия регулируют пользование сайтом Tun, его каталогом недвижимости, калькуляторами и онлайн-ипотекой. Пользуясь сайтом, Вы принимаете их в редакции, опубликованной на этой странице.",
      en: "These terms govern the use of the Tun site, its property catalogue, calculators and online mortgage. By using the site you accept them in the version published on this page.",
    },
    sections: [
      {
        number: "1",
        heading: { hy: "Կայքը և բանկը", ru: "Сайт и банк", en: "The site and the bank" },
        body: {
          hy: "Tun կայքը կառավարում է բանկը, որը գործում է Հայաստանի Հանրապետության կենտրոնական բանկի տրամադրած լիցենզիայով և նրա վերահսկողության ներքո։ Կայքը միավորում է բնակարանների կատալոգը և բանկի առցանց հիփոթեքը․ այստեղ Դուք կարող եք գտնել և ամրագրել բնակարան, հաշվարկել վարկը և առցանց դիմել հիփոթեքի համար՝ նախնական հաստատումից մինչև վարկի տրամադրում։\n\nԱյս պայմանները կիրառվում են կայքից օգտվող յուրաքանչյուր անձի նկատմամբ։ Անձնական էջի օգտագործումը կարգավորվում է նաև դրա պայմաններով, իսկ Ձեր անձնական տվյալների մշակումը՝ Ձեր տված համաձայնություններով։ Վարկը կարգավորվում է բանկի հետ Ձեր ստորագրած պայմանագրերով․ դրանց և այս պայմանների միջև տարբերության դեպքում գերակայում են պայմանագրերը։",
          ru: "Сайтом Tun управляет банк, который действует на основании лицензии Центрального банка Республики Армения и находится под его надзором. Сайт объединяет каталог жилья и онлайн-ипотеку банка: здесь можно найти и забронировать жильё, рассчитать кредит и оформить ипотеку онлайн — от предварительного одобрения до выдачи кредита.\n\nЭти условия распространяются на всех, кто пользуется сайтом. Пользование личным кабинетом регулируется также его условиями, а обработка Ваших персональных данных — данными Вами согласиями. Кредит регулируется договорами, которые Вы подписываете с банком; если они расходятся с этими условиями, преимущество имеют договоры.",
          en: "The Tun site is run by the bank, which works under a licence of the Central Bank of the Republic of Armenia and is supervised by it. The site joins a catalogue of homes to the bank's online mortgage: you can find and book a home, estimate a loan and apply for a mortgage online, from pre-qualification to the payout.\n\nThese terms apply to everyone who uses the site. The personal profile is also governed by its own terms, and the processing of your personal data by the consents you give. A loan is governed by the agreements you sign with the bank; where they differ from these terms, the agreements prevail.",
        },
      },
      {
        number: "2",
        heading: { hy: "Կատալոգը", ru: "Каталог", en: "The catalogue" },
        body: {
          hy: "Կատալոգում ներկայացված են գործընկեր կառուցապատողների նորակառույցները, երկրորդային շուկայի բնակարաններն ու տները, վարձով տրվող գույքը, այլ կառուցապատողների նախագծերը և արտասահմանյան նախագծերը։ Գները, հատակագծերը, լուսանկարները, նկարագրությունները և հասանելիության մասին տեղեկությունները տրամադրում են դրանք տեղադրող կառուցապատողները, գործակալությունները, բրոքերները և վաճառողները․ բանկը դրանք հրապարակում է ստացված տեսքով և չի երաշխավորում դրանց ճշգրտությունը։\n\nԳինը և հասանելիությունը կարող են փոխվել մինչև գործարքի կնքումը։ Գնելուց առաջ ինքներդ ստուգեք գույքը և դրա փաստաթղթերը՝ գույքի նկատմամբ գրանցված իրավունքները, վաճառողին և պայմանագրի պայմանները։ Կայքում տեղադրված հայտարարությունը բանկի կողմից գույք վաճառելու առաջարկ չէ։",
          ru: "В каталоге представлены новостройки застройщиков-партнёров, вторичное жильё, аренда, проекты других застройщиков и зарубежные проекты. Цены, планировки, фотографии, описания и сведения о наличии предоставляют разместившие их застройщики, агентства, брокеры и продавцы; банк публикует их в полученном виде и не гарантирует их точность.\n\nЦена и наличие могут измениться в любой момент до заключения сделки. Перед покупкой самостоятельно проверьте объект и его документы: зарегистрированные на него права, продавца и условия договора. Объявление на сайте не является предложением банка продать недвижимость.",
          en: "The catalogue shows the new buildings of partner developers, resale homes, rentals, projects of other developers and projects abroad. Prices, floor plans, photos, descriptions and availability are provided by the developers, agencies, brokers and sellers who list them; the bank publishes them as received and does not guarantee them.\n\nA price or availability may change at any time until the deal is made. Before buying, check the property and its documents yourself: the rights registered to it, the seller and the terms of the contract. A listing on the site is not an offer of the bank to sell a property.",
        },
      },
      {
        number: "3",
        heading: { hy: "Ամրագրումներ", ru: "Бронирование", en: "Bookings" },
        body: {
          hy: "Մուտք գործած անձը կարող է անվճար ամրագրել վաճառվող գույքը․ գործընկեր կառուցապատողի բնակարանը՝ 2 օրով, երկրորդային շուկայի գույքը՝ 5 օրով, միաժամանակ՝ առավելագույնը 2 գույք։ Ամրագրումը գույքը պահում է միայն կայքում․ այն գնում, վաճառողի հետ պայմանագիր կամ վարկ տրամադրելու խոստում չէ։\n\nԱմրագրման ժամկետը լրանալուն պես այն հանվում է, և գույքը կրկին հասանելի է դառնում մյուսների համար։ Հիփոթեքային հայտի հետ չկապված ամրագրումը կարող եք չեղարկել ցանկացած պահի։ Հիփոթեքային հայտ սկսելիս գույքն անմիջապես ամրագրվում է, և ամրագրումը տևում է այնքան, որքան հայտի ներկայացման ժամկետը։ Վարձով տրվող գույքը չի ամրագրվում․ դրա համար ուղարկվում է վարձակալության հայտ։",
          ru: "Войдя в свою учётную запись, Вы можете бесплатно забронировать продаваемый объект: квартиру застройщика-партнёра — на 2 дня, вторичное жильё — на 5 дней, одновременно — не более 2 объектов. Бронь удерживает объект только на сайте; это не покупка, не договор с продавцом и не обещание выдать кредит.\n\nКогда срок брони истекает, она снимается, и объект снова доступен другим. Бронь, не связанную с заявкой на ипотеку, можно отменить в любой момент. Когда Вы начинаете заявку на ипотеку, объект сразу бронируется, и бронь действует столько же, сколько срок подачи заявки. Аренда не бронируется: для неё отправляется заявка на аренду.",
          en: "A signed-in person may book a home for sale free of charge: a flat of a partner developer for 2 days, a resale home for 5 days, and at most 2 homes at a time. A booking holds the home on the site only; it is not a purchase, a contract with the seller or a promise of a loan.\n\nWhen the hold ends, the booking is released and the home is offered to others again. A booking that is not part of a mortgage application can be cancelled at any time. Starting a mortgage application books the home at once, and the booking then lasts as long as the application's submission window. Rentals are not booked: for them you send a rental request.",
        },
      },
      {
        number: "4",
        heading: { hy: "Հաշվիչներ և հաշվարկներ", ru: "Калькуляторы и расчёты", en: "Calculators and estimates" },
        body: {
          hy: "Վարկային հաշվիչը, «Որքա՞ն վարկ կարող եմ ստանալ» հաշվիչը, վերանորոգման և եկամտային հարկի վերադարձի հաշվիչները, ինչպես նաև գնի կողքին ցուցադրվող ամսական վճարը տեղեկատվական բնույթի գնահատականներ են։ Գնի կողքին ցուցադրվող վճարը հաշվարկված է տարեկան 12% տոկոսադրույքով, 30 տարի (360 ամիս) ժամկետով և 10% կանխավճարով։ Կայքի հաշվարկներից ոչ մեկը բանկի առաջարկ կամ վարկ տրամադրելու պարտավորություն չէ։\n\nՎարկի ճշգրիտ տոկոսադրույքը, միջնորդավճարները, ապահովագրությունը և մարման ժամանակացույցը նշվում են բանկի առաջարկում՝ հայտի վերաբերյալ որոշում կայացնելուց հետո։ Համեմատության համար հաշվիչները կարող են գումարները ցույց տալ նաև ԱՄՆ դոլարով և եվրոյով, իսկ առցանց հիփոթեքը տրամադրվում է դրամով։",
          ru: "Кредитный калькулятор, калькулятор «Сколько я могу взять в кредит», калькуляторы ремонта и возврата подоходного налога, а также ежемесячный платёж рядом с ценой — это ориентировочные расчёты для информации. Платёж рядом с ценой рассчитан по ставке 12% годовых на 30 лет (360 месяцев) при первоначальном взносе 10%. Ни один расчёт на сайте не является предложением банка или обязательством выдать кредит.\n\nТочная ставка, комиссии, страхование и график платежей указываются в предложении банка после решения по заявке. Для сравнения калькуляторы могут показывать суммы также в долларах США и евро; сама онлайн-ипотека выдаётся в драмах.",
          en: "The loan calculator, the “How much can I borrow” calculator, the renovation and income-tax refund calculators, and the monthly payment shown next to a price are estimates for information only. The payment next to a price is counted at 12% a year over 30 years (360 months) with a 10% down payment. No calculation on the site is an offer of the bank or a promise to lend.\n\nThe exact rate, fees, insurance and repayment schedule of a loan are stated in the bank's offer once the application is decided. For comparison the calculators can also show amounts in US dollars and euros; the online mortgage itself is given in drams.",
        },
      },
      {
        number: "5",
        heading: { hy: "Առցանց հիփոթեք", ru: "Онлайн-ипотека", en: "The online mortgage" },
        body: {
          hy: "Առցանց հիփոթեքը դրամով տրամադրվող վարկ է բնակելի գույք ձեռք բերելու համար․ գործընկեր կառուցապատողի բնակարան (վարկը՝ 3–100 մլն դրամ, գույքի արժեքը՝ 3,5–110 մլն դրամ) կամ Երևանում գտնվող երկրորդային շուկայի գույք (վարկը՝ 3–50 մլն դրամ, արժեքը՝ 3,5–62,5 մլն դրամ)։ Ժամկետը 1-ից 30 տարի է, կանխավճարը՝ արժեքի առնվազն 10%-ը այն գույքի համար, որտեղ ապրելու եք, և 30%-ը՝ երկրորդ տան կամ ներդրման դեպքում։ Բոլոր վարկերի ամսական վճարները միասին չեն կարող գերազանցել զուտ ամսական եկամտի 50%-ը։ Այս սահմաններից դուրս կարող եք դիմել բանկի մասնաճյուղ։\n\nՆախնական հաստատման և ներկայացված հայտի վերաբերյալ բանկը որոշում է կայացնում բնակչության պետական ռեգիստրի և, Ձեր համաձայնությամբ, վարկային ռեգիստրի տվյալների հիման վրա․ բանկը կարող է մերժել, հաստատել պահանջվածից փոքր գումար կամ հայտը փոխանցել իր աշխատակցի ուսումնասիրությանը։ Վարկը տրամադրվում է միայն բանկի առաջարկն ընդունելուց և վարկային պայմանագիրը, հիփոթեքի պայմանագիրը և մյուս փաստաթղթերը ստորագրելուց հետո։ Երկրորդային շուկայի գույքի վարկը ձևակերպվում է մասնաճյուղում՝ հաստատումից հետո 30 օրվա ընթացքում։",
          ru: "Онлайн-ипотека — это кредит в драмах на покупку жилья: квартиры у застройщика-партнёра (кредит — 3–100 млн драмов, стоимость — 3,5–110 млн драмов) или вторичного жилья в Ереване (кредит — 3–50 млн драмов, стоимость — 3,5–62,5 млн драмов). Срок — от 1 до 30 лет, первоначальный взнос — не менее 10% стоимости для жилья, в котором Вы будете жить, и 30% для второго жилья или инвестиции. Все платежи по кредитам вместе не могут превышать 50% чистого ежемесячного дохода. За пределами этих условий можно обратиться в отделение банка.\n\nРешение по предварительному одобрению и поданной заявке банк принимает по данным государственного регистра населения и, с Вашего согласия, кредитного регистра; банк может отказать, одобрить меньшую сумму или передать заявку на рассмотрение своему сотруднику. Кредит выдаётся только после принятия предложения банка и подписания кредитного договора, договора ипотеки и других документов. Кредит на вторичное жильё оформляется в отделении в течение 30 дней после одобрения.",
          en: "The online mortgage is a loan in drams to buy a home: a flat of a partner developer (loan AMD 3–100 million, price AMD 3.5–110 million) or a resale home in Yerevan (loan AMD 3–50 million, price AMD 3.5–62.5 million). The term is 1 to 30 years, and the down payment at least 10% of the price for a home you will live in and 30% for a second home or an investment. All loan payments together may take at most 50% of the net monthly income. Outside these limits you can apply at a branch of the bank.\n\nThe bank decides on a pre-qualification and a submitted application with the data of the population registry and, with your consent, of the credit register; it may refuse, approve less than asked or pass the application to an employee for review. A loan is issued only after the bank's offer is accepted and the loan agreement, the mortgage agreement and the other documents are signed. A resale home's loan is completed at a branch within 30 days of approval.",
        },
      },
      {
        number: "6",
        heading: { hy: "Անձնական էջ", ru: "Личный кабинет", en: "The personal page" },
        body: {
          hy: "Ամրագրելու, նախնական հաստատման կամ հիփոթեքի համար դիմելու, ընտրյալներ և որոնումներ պահպանելու և կարծիքներ գրելու համար անհրաժեշտ է կայքում հաշիվ (անձնական էջ)։ Դրա ստեղծումն ու օգտագործումը կարգավորվում են անձնական էջի պայմաններով, որոնք Դուք ընդունում եք գրանցվելիս։\n\nՁեր հաշվով կատարված գործողությունների համար պատասխանատու եք Դուք․ գաղտնի պահեք Ձեր գաղտնաբառը և անհապաղ տեղեկացրեք բանկին, եթե կարծում եք, որ այլ անձ է օգտվել Ձեր հաշվից։",
          ru: "Для бронирования, заявки на предварительное одобрение или ипотеку, сохранения избранного и поисков и написания отзывов нужна учётная запись на сайте (личный кабинет). Её создание и использование регулируются условиями личного кабинета, которые Вы принимаете при регистрации.\n\nЗа действия, совершённые под Вашей учётной записью, отвечаете Вы: храните пароль в тайне и сразу сообщите банку, если считаете, что Вашей учётной записью воспользовался кто-то другой.",
          en: "Booking, applying for pre-qualification or a mortgage, keeping favourites and searches, and writing reviews need an account on the site (the personal page). Its creation and use are governed by the terms of the personal profile, which you accept at sign-up.\n\nYou are responsible for what is done under your account: keep your password secret and tell the bank at once if you think someone else has used your account.",
        },
      },
      {
        number: "7",
        heading: { hy: "Կարծիքներ և վարքագծի կանոններ", ru: "Отзывы и правила поведения", en: "Reviews and rules of conduct" },
        body: {
          hy: "Մուտք գործած անձը կարող է գնահատել շենքը և գրել դրա մասին մեկ կարծիք։ Կարծիքները մոդերացվում են․ բանկի մոդերատորը կարող է թաքցնել այս կանոնները խախտող կարծիքը՝ նշելով պատճառը։ Թաքցված կարծիքը չի ցուցադրվում և չի հաշվվում միջին գնահատականում։\n\nԿայքում արգելվում է՝\n- տեղադրել վիրավորանքներ, սպառնալիքներ, խտրական արտահայտություններ, գովազդ կամ այլ անձանց անձնական տվյալներ,\n- տեղադրել ակնհայտ կեղծ տեղեկություններ կամ ներկայանալ այլ անձի անունով,\n- հայտերում և հարցումներում ներկայացնել կեղծ տվյալներ,\n- խաթարել կայքի աշխատանքը, ավտոմատ եղանակով հավաքել դրա տվյալները կամ փորձել մուտք գործել այլ անձանց հաշիվներ։\n\nԱյս կանոնները խախտող անձի համար բանկը կարող է սահմանափակել կայքի օգտագործումը։",
          ru: "Пользователь, вошедший в учётную запись, может оценить здание и оставить о нём один отзыв. Отзывы модерируются: модератор банка может скрыть отзыв, нарушающий эти правила, указав причину. Скрытый отзыв не показывается и не учитывается в средней оценке.\n\nНа сайте запрещается:\n- размещать оскорбления, угрозы, дискриминационные высказывания, рекламу или персональные данные других людей;\n- размещать заведомо ложные сведения или выдавать себя за другого человека;\n- указывать недостоверные данные в заявках и запросах;\n- нарушать работу сайта, автоматически собирать его данные или пытаться получить доступ к чужим учётным записям.\n\nТому, кто нарушает эти правила, банк может ограничить пользование сайтом.",
          en: "A signed-in person may rate a building and write one review of it. Reviews are moderated: the bank's moderator may hide a review that breaks these rules, giving the reason. A hidden review is neither shown nor counted in the average rating.\n\nOn the site it is not allowed to:\n- post insults, threats, discrimination, advertising or other people's personal data;\n- post knowingly false information or pretend to be someone else;\n- give false data in applications and requests;\n- disrupt the site, collect its data automatically or try to get into other people's accounts.\n\nThe bank may restrict the use of the site for a person who breaks these rules.",
        },
      },
      {
        number: "8",
        heading: { hy: "Մտավոր սեփականություն", ru: "Интеллектуальная собственность", en: "Intellectual property" },
        body: {
          hy: "Կայքի դիզայնը, տեքստերը, հաշվիչները, ծրագրային ապահովումը, Tun անվանումը և տարբերանշանը պատկանում են բանկին կամ օգտագործվում են նրա կողմից լիցենզիայի հիման վրա։ Գույքի լուսանկարները, հատակագծերը և նկարագրությունները պատկանում են դրանք տրամադրած անձանց։\n\nԿայքի նյութերը կարող եք դիտել և դրանց հղումները տարածել անձնական, ոչ առևտրային նպատակով։ Դրանց պատճենումը, հրապարակումը, զանգվածային հավաքումը կամ առևտրային օգտագործումը թույլատրվում է միայն բանկի գրավոր համաձայնությամբ։",
          ru: "Дизайн, тексты, калькуляторы и программное обеспечение сайта, название и логотип Tun принадлежат банку или используются им по лицензии. Фотографии, планировки и описания объектов принадлежат тем, кто их предоставил.\n\nВы можете просматривать материалы сайта и делиться ссылками на них в личных некоммерческих целях. Копирование, публикация, массовый сбор или коммерческое использование материалов допускаются только с письменного согласия банка.",
          en: "The site's design, texts, calculators and software, and the Tun name and logo belong to the bank or are used by it under licence. Photos, floor plans and descriptions of properties belong to those who provided them.\n\nYou may view the site's materials and share links to them for personal, non-commercial use. Copying, publishing or collecting them in bulk, or using them commercially, needs the bank's written permission.",
        },
      },
      {
        number: "9",
        heading: { hy: "Պատասխանատվություն", ru: "Ответственность", en: "Liability" },
        body: {
          hy: "Բանկը հոգում է կայքի անխափան աշխատանքի և իր տրամադրած տեղեկությունների ճշգրտության մասին, սակայն պատասխանատվություն չի կրում՝\n- կառուցապատողների, գործակալությունների, բրոքերների և վաճառողների տրամադրած տվյալների, գների և հասանելիության, ինչպես նաև Ձեզ հետ կնքած գործարքներով նրանց պարտավորությունների համար,\n- միայն հաշվիչների գնահատականների հիման վրա Ձեր կայացրած որոշումների համար,\n- տեխնիկական աշխատանքներով, արտաքին համակարգերի (պետական ռեգիստրների, վարկային ռեգիստրի, նույնականացման և կապի ծառայություններ մատուցողների) անհասանելիությամբ կամ բանկից անկախ այլ հանգամանքներով պայմանավորված ընդհատումների համար,\n- այն վնասների համար, որոնք առաջացել են Ձեր գաղտնաբառը կամ կոդերն այլ անձանց հայտնելու հետևանքով։\n\nՎարկի գծով բանկի պարտավորությունները սահմանվում են նրա հետ կնքված պայմանագրերով։",
          ru: "Банк заботится о бесперебойной работе сайта и точности собственной информации, но не отвечает:\n- за данные, цены и наличие, указанные застройщиками, агентствами, брокерами и продавцами, а также за их обязательства по сделкам с Вами;\n- за решения, принятые только на основании расчётов калькуляторов;\n- за перерывы в работе из-за технических работ, недоступности внешних систем (государственных регистров, кредитного регистра, провайдеров идентификации и связи) или других обстоятельств, не зависящих от банка;\n- за убытки, возникшие из-за того, что Вы сообщили свой пароль или коды другим лицам.\n\nОбязательства банка по кредиту определяются подписанными с ним договорами.",
          en: "The bank takes care that the site works and that its own information is correct, but it is not liable for:\n- the data, prices and availability given by developers, agencies, brokers and sellers, or their obligations under the deals they make with you;\n- decisions you take on the calculators' estimates alone;\n- breaks caused by maintenance, outages of outside systems (state registries, the credit register, identification and communication providers) or other events beyond the bank's control;\n- losses caused by your telling your password or codes to others.\n\nThe bank's obligations under a loan are set by the agreements signed with it.",
        },
      },
      {
        number: "10",
        heading: { hy: "Պայմանների փոփոխություն", ru: "Изменение условий", en: "Changes to the terms" },
        body: {
          hy: "Բանկը կարող է փոփոխել այս պայմանները։ Յուրաքանչյուր տարբերակ պահպանվում է իր համարով և կիրառման սկզբի ամսաթվով․ գործող տարբերակը հրապարակված է այս էջում, իսկ նախորդ տարբերակները պահպանվում են բանկում։\n\nՆոր տարբերակը կիրառվում է դրանում նշված ամսաթվից։ Եթե փոփոխությունը վերաբերում է անձնական էջի պայմաններով կամ համաձայնությամբ Ձեր իրավունքներին, բանկը նախքան դրա կիրառումը Ձեզ տեղեկացնում է կայքում կամ էլ. փոստով, իսկ օրենքով պահանջվող դեպքերում խնդրում է կրկին ընդունել այն։ Փոփոխությունները չեն փոխում արդեն ստորագրված վարկային պայմանագրերը։",
          ru: "Банк может изменять эти условия. Каждая редакция хранится со своим номером и датой начала действия; действующая редакция опубликована на этой странице, прежние хранятся в банке.\n\nНовая редакция применяется с указанной в ней даты. Если изменение касается Ваших прав по условиям личного кабинета или по согласию, банк заранее сообщает о нём на сайте или по электронной почте, а в случаях, предусмотренных законом, просит принять его заново. Изменения не затрагивают уже подписанные кредитные договоры.",
          en: "The bank may change these terms. Each version is kept with its number and the date it applies from; the current version is published on this page, and the earlier ones are kept by the bank.\n\nA new version applies from the date stated in it. If a change concerns your rights under the terms of the personal profile or a consent, the bank tells you on the site or by e-mail before it applies and, where the law requires, asks you to accept it again. Changes do not alter loan agreements already signed.",
        },
      },
      {
        number: "11",
        heading: { hy: "Կիրառելի իրավունքը և վեճերը", ru: "Применимое право и споры", en: "Applicable law and disputes" },
        body: {
          hy: "Այս պայմանները և կայքի օգտագործումից ծագող հարաբերությունները կարգավորվում են Հայաստանի Հանրապետության օրենսդրությամբ։ Հայերեն տեքստը գերակայում է ռուսերեն և անգլերեն տեքստերի նկատմամբ։\n\nԲողոքը կարող եք ներկայացնել բանկին գրավոր կամ էլ. փոստով․ բանկը պատասխանում է օրենքով սահմանված ժամկետում։ Ֆինանսական ծառայության վերաբերյալ բանկի պատասխանին չհամաձայնելու դեպքում կարող եք դիմել Ֆինանսական համակարգի հաշտարարին, իսկ վեճերը լուծվում են Հայաստանի Հանրապետության դատարաններում։",
          ru: "Эти условия и отношения, возникающие при пользовании сайтом, регулируются законодательством Республики Армения. Текст на армянском языке имеет преимущество перед русским и английским.\n\nЖалобу можно направить банку письменно или по электронной почте; банк отвечает в срок, установленный законом. Если Вы не согласны с ответом банка по финансовой услуге, Вы можете обратиться к Финансовому системному медиатору, а споры разрешаются судами Республики Армения.",
          en: "These terms and the relations arising from the use of the site are governed by the law of the Republic of Armenia. The Armenian text prevails over the Russian and English ones.\n\nYou can send a complaint to the bank in writing or by e-mail; the bank answers within the time the law sets. If you disagree with the bank's answer about a financial service, you may turn to the Financial System Mediator, and disputes are settled by the courts of the Republic of Armenia.",
        },
      },
      {
        number: "12",
        heading: { hy: "Կոնտակտներ", ru: "Контакты", en: "Contacts" },
        body: {
          hy: "- Բանկի գլխամասային գրասենյակ՝ Վազգեն Սարգսյան փ. 10, Երևան 0010\n- Էլ. փոստ՝ sales@tun.am\n\nԿարող եք գրել նաև կայքի հետադարձ կապի ձևով կամ այցելել բանկի ցանկացած մասնաճյուղ։ Հաղորդագրություններին և հարցումներին պատասխանում ենք 1 աշխատանքային օրվա ընթացքում։",
          ru: "- Головной офис банка: ул. Вазгена Саргсяна, 10, Ереван 0010\n- Электронная почта: sales@tun.am\n\nМожно также написать через форму обратной связи на сайте или прийти в любое отделение банка. На сообщения и запросы мы отвечаем в течение 1 рабочего дня.",
          en: "- The bank's head office: 10 Vazgen Sargsyan St, Yerevan 0010\n- E-mail: sales@tun.am\n\nYou can also write through the contact form on the site or visit any branch of the bank. Messages and requests are answered within 1 working day.",
        },
      },
    ],
  },
  {
    kind: 'profileTerms',
    title: {
      hy: "Անձնական էջի պայմաններ",
      ru: "Условия личного кабинета",
      en: "Terms of the personal profile",
    },
    summary: {
      hy: "Պայմաններ, որոնք ընդունում եք Tun-ում հաշիվ ստեղծելիս․ ինչպես է հաշիվը ստեղծվում և պաշտպանվում, ինչ է պահպանվում դրանում, ինչ պարտավորություններ եք ստանձնում և ինչպես է այն փակվում։",
      ru: "Условия, которые Вы принимаете при создании учётной записи на Tun: как учётная запись создаётся и защищается, что в ней хранится, какие обязательства Вы берёте на себя и как её закрыть.",
      en: "The terms you accept when you create an account on Tun: how the account is created and protected, what it keeps, what you undertake and how it is closed.",
    },
    sections: [
      {
        number: "1",
        heading: { hy: "Հաշվի ստեղծումը", ru: "Создание учётной записи", en: "Creating the account" },
        body: {
          hy: "Հաշիվը ստեղծվում է գրանցման էջում․ Դուք նշում եք Ձեր անունը, ազգանունը, էլ. փոստը և գաղտնաբառը և ընդունում այս պայմանները։ Հաշիվն ակտիվանում է, երբ հաստատում եք Ձեր էլ. փոստը՝ այդ հասցեին ուղարկված հղումով․ մինչ այդ մուտք գործել հնարավոր չէ։\n\nՀաշիվը պատկանում է մեկ անձի։ Անունը և ազգանունը նշեք լատինատառերով, ինչպես անձը հաստատող փաստաթղթում։ Մեկ էլ. հասցեով կարելի է ունենալ միայն մեկ հաշիվ։",
          ru: "Учётная запись создаётся на странице регистрации: Вы указываете имя, фамилию, адрес электронной почты и пароль и принимаете эти условия. Учётная запись начинает действовать, когда Вы подтверждаете адрес по ссылке, отправленной на него; до этого войти нельзя.\n\nУчётная запись принадлежит одному человеку. Имя и фамилию укажите латинскими буквами, как в документе, удостоверяющем личность. На один адрес электронной почты можно зарегистрировать только одну учётную запись.",
          en: "You create the account on the sign-up page: you give your first name, last name, e-mail and a password, and accept these terms. The account opens once you confirm your e-mail with the link sent to that address; until then you cannot sign in.\n\nAn account belongs to one person. Give your first and last names in Latin letters, as in your identity document. One e-mail address can have only one account.",
        },
      },
      {
        number: "2",
        heading: { hy: "Գաղտնաբառը", ru: "Пароль", en: "The password" },
        body: {
          hy: "Գաղտնաբառը պետք է պարունակի առնվազն 8 նիշ, այդ թվում՝ փոքրատառ, մեծատառ, թվանշան և հատուկ նշան։ Մի՛ օգտագործեք այն այլ կայքերում, մի՛ հայտնեք որևէ մեկին և մի՛ պահեք այնպիսի տեղում, որտեղ ուրիշները կարող են տեսնել այն։ Բանկը երբեք չի պահանջում Ձեր գաղտնաբառը հեռախոսով, էլ. փոստով կամ SMS-ով։\n\nԵթե մոռացել եք գաղտնաբառը, մուտքի էջում պահանջեք վերականգնման հղում․ այն գործում է մեկ ժամ։ Եթե կարծում եք, որ Ձեր գաղտնաբառն ուրիշին հայտնի է, անմիջապես փոխեք այն անձնական էջում։",
          ru: "Пароль должен содержать не менее 8 символов, в том числе строчную букву, заглавную букву, цифру и специальный символ. Не используйте его на других сайтах, никому не сообщайте и не храните там, где его могут увидеть другие. Банк никогда не запрашивает пароль по телефону, электронной почте или в SMS.\n\nЕсли Вы забыли пароль, запросите ссылку для восстановления на странице входа; она действует один час. Если Вы считаете, что пароль стал известен кому-то ещё, сразу смените его в личном кабинете.",
          en: "The password must be at least 8 characters long and contain a lowercase letter, an uppercase letter, a digit and a symbol. Do not use it on other sites, do not tell it to anyone and do not keep it where others can see it. The bank never asks for your password by phone, e-mail or SMS.\n\nIf you forget the password, ask for a reset link on the sign-in page; the link is valid for one hour. If you think someone else knows your password, change it at once in your personal page.",
        },
      },
      {
        number: "3",
        heading: { hy: "Սեսիաներ և ելք հաշվից", ru: "Сеансы и выход", en: "Sessions and signing out" },
        body: {
          hy: "Մուտք գործելուց հետո կայքը բացում է Ձեր սեսիան։ Այն ավարտվում է, երբ դուրս եք գալիս հաշվից, 30 րոպե անգործությունից հետո և, ամեն դեպքում, մուտքից 12 ժամ անց։ Մուտքի մի քանի անհաջող փորձից հետո կայքը խնդրում է անցնել կարճ ավտոմատ ստուգում։\n\nԱնձնական էջում գաղտնաբառը փոխելիս Ձեր մյուս բոլոր սեսիաներն ավարտվում են բոլոր սարքերում, իսկ մոռացված գաղտնաբառը վերականգնելիս ավարտվում են բոլոր սեսիաները։ Ընդհանուր օգտագործման համակարգչից օգտվելիս աշխատանքն ավարտելուց հետո դուրս եկեք հաշվից։",
          ru: "После входа сайт открывает для Вас сеанс. Он завершается, когда Вы выходите из учётной записи, после 30 минут бездействия и в любом случае через 12 часов после входа. После нескольких неудачных попыток входа сайт просит пройти короткую автоматическую проверку.\n\nСмена пароля в личном кабинете завершает все остальные Ваши сеансы на всех устройствах, а восстановление забытого пароля — все сеансы. Пользуясь общим компьютером, выходите из учётной записи, когда закончите.",
          en: "After you sign in, the site keeps a session for you. It ends when you sign out, after 30 minutes without activity and in any case 12 hours after sign-in. After several failed sign-in attempts the site asks you to pass a short automatic check.\n\nChanging your password in the personal page signs out all your other sessions, on every device; resetting a forgotten password ends all of them. On a shared computer, sign out when you finish.",
        },
      },
      {
        number: "4",
        heading: { hy: "Հեռախոսահամարի հաստատումը", ru: "Подтверждение телефона", en: "Confirming the phone" },
        body: {
          hy: "Նախնական հաստատման, վարկային հայտի և փաստաթղթերի ստորագրման համար անհրաժեշտ է հաստատված բջջային հեռախոսահամար։ Բանկն այդ համարին SMS-ով ուղարկում է վեցանիշ կոդ, որը պետք է մուտքագրել կայքում։ Կոդը գործում է 5 րոպե, և այն մուտքագրելու համար տրվում է 3 փորձ․ դրանից հետո պահանջեք նոր կոդ։\n\nՆոր համարը պրոֆիլում փոխարինում է նախորդին միայն դրան ուղարկված կոդը հաստատելուց հետո։ Հաստատված համարին են ուղարկվում նաև փաստաթղթերի ստորագրման կոդերը։",
          ru: "Для предварительного одобрения, заявки на кредит и подписания документов нужен подтверждённый номер мобильного телефона. Банк отправляет на него в SMS 6-значный код, который нужно ввести на сайте. Код действует 5 минут, на его ввод даётся 3 попытки; после этого запросите новый код.\n\nНовый номер заменяет прежний в профиле только после подтверждения отправленного на него кода. На подтверждённый номер приходят и коды для подписания документов.",
          en: "Pre-qualification, a loan application and signing documents need a confirmed mobile phone number. The bank texts a 6-digit code to the number, and you enter it on the site. A code is valid for 5 minutes and allows 3 tries; after that, ask for a new code.\n\nA new number replaces the old one in the profile only once the code sent to it is confirmed. The codes for signing documents are also sent to the confirmed number.",
        },
      },
      {
        number: "5",
        heading: { hy: "Ինչ է պահպանվում անձնական էջում", ru: "Что хранится в личном кабинете", en: "What the profile keeps" },
        body: {
          hy: "Ձեր անձնական էջում պահպանվում են՝\n- ընտրյալները և պահպանված ֆիլտրերը, ինչպես նաև նոր հայտարարությունների մասին էլ. փոստով ծանուցումները, եթե միացրել եք դրանք,\n- ամրագրումները՝ յուրաքանչյուրի ավարտին մնացած ժամանակով,\n- կայքից Ձեր ուղարկած հարցումները,\n- նախնական հաստատման ստուգումները և նամակները,\n- վարկային հայտերը, այդ թվում՝ այն հայտերը, որոնցում Դուք համավարկառու եք, և վարկի ձևակերպման փուլերը,\n- ծանուցումները Ձեր ամրագրումների, հարցումների, հայտերի և որոնումների մասին։\n\nՀայտերի և վարկերի տվյալները բանկը պահպանում է նաև օրենքով սահմանված կարգով՝ անկախ անձնական էջից։",
          ru: "В личном кабинете хранятся:\n- избранное и сохранённые фильтры, а также уведомления по электронной почте о новых объявлениях, если Вы их включили;\n- бронирования с временем, оставшимся до окончания каждой брони;\n- запросы, отправленные Вами с сайта;\n- проверки и письма предварительного одобрения;\n- заявки на кредит, в том числе те, где Вы созаёмщик, и этапы оформления кредита;\n- уведомления о Ваших бронированиях, запросах, заявках и поисках.\n\nДанные заявок и кредитов банк хранит также в порядке, установленном законом, независимо от личного кабинета.",
          en: "Your personal page keeps:\n- your favourites and saved filters, with e-mail alerts about new listings if you turn them on;\n- your bookings, with the time left on each hold;\n- the requests you sent from the site;\n- your pre-qualification checks and letters;\n- your loan applications, including those where you are the co-applicant, and the stages of the loan process;\n- notifications about your bookings, requests, applications and searches.\n\nThe bank also keeps the data of applications and loans as the law requires, independently of the profile.",
        },
      },
      {
        number: "6",
        heading: { hy: "Ձեր պարտավորությունները", ru: "Ваши обязанности", en: "Your duties" },
        body: {
          hy: "Դուք պարտավորվում եք՝\n- ներկայացնել ճշգրիտ, ամբողջական և արդիական տվյալներ և թարմացնել դրանք փոփոխվելու դեպքում,\n- անունը և ազգանունը նշել այնպես, ինչպես անձը հաստատող փաստաթղթում, իսկ Ձեր նշած անձանց (համավարկառուի, ամուսնու) տվյալները ներկայացնել միայն նրանց իմացությամբ,\n- օգտագործել միայն Ձեր սեփական էլ. փոստը, հեռախոսահամարը և փաստաթղթերը,\n- թույլ չտալ, որ այլ անձ օգտվի Ձեր հաշվից։\n\nԿեղծ տվյալները կարող են հանգեցնել հայտի մերժման․ բանկը կարող է տվյալները ստուգել պետական ռեգիստրներում։",
          ru: "Вы обязуетесь:\n- указывать достоверные, полные и актуальные данные и обновлять их при изменении;\n- указывать имя и фамилию так, как в документе, удостоверяющем личность, а данные названных Вами людей (созаёмщика, супруга) — только с их ведома;\n- использовать только собственные адрес электронной почты, номер телефона и документы;\n- не позволять другим пользоваться Вашей учётной записью.\n\nНедостоверные данные могут привести к отказу по заявке; банк может проверить данные в государственных регистрах.",
          en: "You undertake to:\n- give true, complete and current data and update them when they change;\n- write your first and last names as in your identity document, and give the data of the people you name (a co-applicant, a spouse) only with their knowledge;\n- use only your own e-mail, phone number and documents;\n- not let anyone else use your account.\n\nFalse data may lead to the refusal of an application; the bank may check data with the state registries.",
        },
      },
      {
        number: "7",
        heading: { hy: "Հաշվի փակումը", ru: "Закрытие учётной записи", en: "Closing the account" },
        body: {
          hy: "Կարող եք ցանկացած պահի դադարեցնել հաշվի օգտագործումը և խնդրել բանկին փակել այն՝ մասնաճյուղում գրավոր դիմումով կամ հաշվի էլ. հասցեից sales@tun.am հասցեին ուղարկված նամակով։ Ընթացքի մեջ գտնվող վարկային հայտը նախ պետք է ավարտվի կամ հետ կանչվի․ հաշիվը փակելիս դադարում են դրա ամրագրումները, պահպանված ֆիլտրերը և ծանուցումները։\n\nԱյն տվյալները, որոնք բանկը պարտավոր է պահպանել օրենքով, օրինակ՝ հայտերի և վարկերի տվյալները, պահպանվում են օրենքով սահմանված ժամկետներում, իսկ մնացածը ջնջվում են։ Բանկը կարող է կասեցնել կամ փակել այս պայմանները կամ կայքի կանոնները խախտող հաշիվը՝ այդ մասին էլ. փոստով տեղեկացնելով դրա տիրոջը։",
          ru: "Вы можете в любой момент перестать пользоваться учётной записью и попросить банк закрыть её — письменным заявлением в отделении или письмом на sales@tun.am с адреса учётной записи. Начатую заявку на кредит нужно сначала завершить или отозвать; при закрытии учётной записи её брони, сохранённые фильтры и уведомления прекращаются.\n\nДанные, которые банк обязан хранить по закону, например данные заявок и кредитов, хранятся в установленные законом сроки, остальные удаляются. Банк может приостановить или закрыть учётную запись, нарушающую эти условия или правила сайта, сообщив об этом владельцу по электронной почте.",
          en: "You may stop using the account at any time and ask the bank to close it, with a written request at a branch or by e-mail to sales@tun.am from the account's address. A loan application in progress must first be completed or withdrawn; closing the account ends its bookings, saved filters and alerts.\n\nThe data the bank must keep by law, such as those of applications and loans, are kept for the periods the law sets, and the rest are deleted. The bank may suspend or close an account that breaks these terms or the site's rules, and tells its holder by e-mail.",
        },
      },
      {
        number: "8",
        heading: { hy: "Պայմանների փոփոխություն", ru: "Изменение условий", en: "Changes to these terms" },
        body: {
          hy: "Բանկը կարող է փոփոխել այս պայմանները։ Յուրաքանչյուր տարբերակ պահպանվում է իր համարով և կիրառման սկզբի ամսաթվով, իսկ գործող տարբերակը հրապարակված է «Պայմաններ և կանոններ» էջում։ Նոր տարբերակի մասին բանկը հայտարարում է կայքում և Ձեր հաշվի էլ. հասցեին ուղարկված նամակով՝ նախքան դրա կիրառումը։\n\nԵթե համաձայն չեք նոր տարբերակին, կարող եք փակել հաշիվը վերը նկարագրված կարգով․ նոր տարբերակի կիրառումից հետո շարունակելով օգտվել հաշվից՝ Դուք ընդունում եք այն։",
          ru: "Банк может изменять эти условия. Каждая редакция хранится со своим номером и датой начала действия, а действующая опубликована на странице «Условия и правила». О новой редакции банк сообщает на сайте и письмом на адрес Вашей учётной записи до того, как она начнёт действовать.\n\nЕсли Вы не согласны с новой редакцией, Вы можете закрыть учётную запись, как описано выше; продолжая пользоваться ею после вступления новой редакции в силу, Вы её принимаете.",
          en: "The bank may change these terms. Each version is kept with its number and the date it applies from, and the current one is published on the Terms and rules page. The bank announces a new version on the site and by e-mail to your account's address before it applies.\n\nIf you do not agree with the new version, you may close the account as described above; if you go on using it after the new version applies, you accept it.",
        },
      },
    ],
  },
  {
    kind: 'serviceConsent',
    title: {
      hy: "Համաձայնություն բանկի առցանց ծառայությունների համար անձնական տվյալների մշակմանը",
      ru: "Согласие на обработку персональных данных для онлайн-услуг банка",
      en: "Consent to the processing of personal data for the bank's online services",
    },
    summary: {
      hy: "1.1 և 1.2 կետերը պարտադիր են բանկի առցանց ծառայությունների՝ նախնական հաստատման, հիփոթեքային հայտի և վարկի ձևակերպման համար։ 1.3 կետը կամընտիր է, և ցանկացած համաձայնություն կարելի է հետ վերցնել 2-րդ բաժնում նկարագրված կարգով։",
      ru: "Пункты 1.1 и 1.2 обязательны для онлайн-услуг банка: предварительного одобрения, заявки на ипотеку и оформления кредита. Пункт 1.3 необязателен, а любое согласие можно отозвать в порядке, описанном в разделе 2.",
      en: "Items 1.1 and 1.2 are required for the bank's online services: pre-qualification, the mortgage application and the loan's process. Item 1.3 is optional, and any consent can be withdrawn as section 2 describes.",
    },
    sections: [
      {
        number: "1.1",
        required: true,
        heading: {
          hy: "Իմ տրամադրած անձնական տվյալների մշակումը",
          ru: "Обработка предоставленных мной персональных данных",
          en: "Processing of the personal data I give",
        },
        body: {
          hy: "Համաձայն եմ, որ բանկը մշակի Tun կայքում իմ տրամադրած անձնական տվյալները՝ իմ խնդրած առցանց ծառայությունները մատուցելու համար․ նախնական հաստատում, հիփոթեքային հայտ և վարկի ձևակերպում, ամրագրումներ և հարցումներ։ Դրանք են՝\n- ինքնության տվյալներ՝ անուն, ազգանուն, ծննդյան ամսաթիվ, քաղաքացիություն, սոցիալական քարտի համար, անձը հաստատող փաստաթղթի տվյալներ և նկարներ,\n- կոնտակտային տվյալներ՝ էլ. փոստ, բջջային հեռախոսահամար, գրանցման և բնակության հասցեներ,\n- եկամտի տվյալներ՝ աշխատանքի վայր, ամսական եկամուտ, պահված եկամտային հարկ և այլ վարկերի վճարներ,\n- ընտանեկան տվյալներ՝ ամուսնական կարգավիճակ, ամուսնու տվյալներ և փաստաթուղթ, ինչպես նաև իմ հրավիրած համավարկառուի էլ. փոստը, հեռախոսահամարը և նրա հետ իմ կապը։\n\nԲանկը մշակում է այդ տվյալները «Անձնական տվյալների պաշտպանության մասին» Հայաստանի Հանրապետության օրենքի համաձայն, պահպանում է դրանց գաղտնիությունը և փոխանցում է դրանք միայն իմ խնդրած ծառայությանը մասնակցող անձանց (գույքի կառուցապատողին կամ գործակալությանը, նույնականացման և տեսազանգի ծառայություններ մատուցողներին, նոտարին, ապահովագրողին և իրավունքները գրանցող մարմնին)՝ նրանց անհրաժեշտ ծավալով։",
          ru: "Даю согласие банку на обработку персональных данных, которые я предоставляю на сайте Tun, для оказания запрошенных мной онлайн-услуг: предварительного одобрения, заявки на ипотеку и оформления кредита, бронирований и запросов. Это:\n- данные о личности: имя, фамилия, дата рождения, гражданство, номер социальной карты, данные и фотографии документа, удостоверяющего личность;\n- контактные данные: электронная почта, номер мобильного телефона, адреса регистрации и проживания;\n- данные о доходе: место работы, ежемесячный доход, удержанный подоходный налог и платежи по другим кредитам;\n- семейные данные: семейное положение, данные и документ супруга, а также электронная почта и телефон приглашённого мной созаёмщика и то, кем он мне приходится.\n\nБанк обрабатывает эти данные в соответствии с Законом Республики Армения «О защите персональных данных», сохраняет их конфиденциальность и передаёт их только участникам запрошенной мной услуги (застройщику или агентству, провайдерам идентификации и видеозвонков, нотариусу, страховщику и органу, регистрирующему права) в необходимом им объёме.",
          en: "I agree that the bank processes the personal data I give on the Tun site to provide the online services I ask for: pre-qualification, the mortgage application and the loan's process, bookings and requests. These are:\n- identity: first and last names, date of birth, citizenship, the social card number, the identity document's data and pictures;\n- contacts: e-mail, mobile phone number, addresses of registration and residence;\n- income: employer, monthly income, income tax withheld and payments on other loans;\n- family data: marital status, the spouse's data and document, and the e-mail, phone number and relationship of a co-applicant I invite.\n\nThe bank processes these data under the Law of the Republic of Armenia “On Protection of Personal Data”, keeps them confidential and passes them only to those who take part in the service I asked for (the developer or agency of the home, the identification and video-call providers, the notary, the insurer and the body that registers rights), to the extent they need.",
        },
      },
      {
        number: "1.2",
        required: true,
        heading: {
          hy: "Հարցումներ բնակչության պետական ռեգիստր",
          ru: "Запросы в государственный регистр населения",
          en: "Requests to the population registry",
        },
        body: {
          hy: "Համաձայն եմ, որ բանկն իմ սոցիալական քարտի համարով և անձը հաստատող փաստաթղթով հարցում կատարի Հայաստանի Հանրապետության բնակչության պետական ռեգիստր և ստանա իմ տվյալները՝ անուն, ազգանուն, ծննդյան ամսաթիվ, քաղաքացիություն, ամուսնական կարգավիճակ, գրանցման հասցե և ինձ տրված փաստաթղթերի տվյալները։\n\nԲանկն օգտագործում է դրանք նախնական հաստատման, վարկային հայտի և վարկի ձևակերպման ընթացքում իմ ինքնությունը, տարիքը, քաղաքացիությունը և ամուսնական կարգավիճակը, ինչպես նաև իմ փաստաթղթերի վավերականությունը և ռեգիստրի տվյալներին դրանց համապատասխանությունը ստուգելու համար։ Բանկը կարող է կրկնել հարցումը, քանի դեռ հայտն ընթացքի մեջ է։",
          ru: "Даю согласие банку запрашивать по номеру моей социальной карты и документу, удостоверяющему личность, мои данные в государственном регистре населения Республики Армения и получать их: имя, фамилию, дату рождения, гражданство, семейное положение, адрес регистрации и данные выданных мне документов.\n\nБанк использует их, чтобы при предварительном одобрении, рассмотрении заявки и оформлении кредита проверить мою личность, возраст, гражданство и семейное положение, а также действительность моих документов и их соответствие регистру. Банк может повторять запрос, пока заявка не завершена.",
          en: "I agree that the bank requests from the state register of the population of the Republic of Armenia, by my social card number and identity document, and receives my data: names, date of birth, citizenship, marital status, registration address and the data of the documents issued to me.\n\nThe bank uses them during pre-qualification, the loan application and the loan's process to check my identity, age, citizenship and marital status, and that my documents are valid and match the register. The bank may repeat the request while the application is in progress.",
        },
      },
      {
        number: "1.3",
        heading: {
          hy: "Նորություններ և առաջարկներ էլ. փոստով",
          ru: "Новости и предложения по электронной почте",
          en: "News and offers by e-mail",
        },
        body: {
          hy: "Համաձայն եմ էլ. փոստով ստանալ բանկի և նրա գործընկերների՝ կառուցապատողների, գործակալությունների և կայքի այլ գործընկերների նորություններն ու առաջարկները։\n\nԱյս կետը պարտադիր չէ որևէ ծառայության համար, և կարող եմ այն չնշել։ Կարող եմ ցանկացած պահի հետ վերցնել այս համաձայնությունը յուրաքանչյուր նման նամակում առկա՝ բաժանորդագրությունից դուրս գալու հղումով կամ 2-րդ բաժնում նկարագրված կարգով։",
          ru: "Даю согласие получать по электронной почте новости и предложения банка и его партнёров: застройщиков, агентств и других партнёров сайта.\n\nЭтот пункт не обязателен ни для одной услуги, его можно не отмечать. Согласие можно отозвать в любой момент по ссылке для отписки в каждом таком письме или в порядке, описанном в разделе 2.",
          en: "I agree to receive by e-mail news and offers of the bank and of its partners: developers, agencies and the site's other partners.\n\nThis item is not required for any service, and I may leave it unticked. I may withdraw it at any time through the unsubscribe link in every such e-mail or as described in section 2.",
        },
      },
      {
        number: "2",
        heading: {
          hy: "Պահպանման ժամկետները, իմ իրավունքները և համաձայնության հետ վերցնումը",
          ru: "Сроки хранения, мои права и отзыв согласия",
          en: "Storage, my rights and withdrawal",
        },
        body: {
          hy: "Բանկը տվյալները պահպանում է այնքան ժամանակ, որքան անհրաժեշտ է ծառայության համար, իսկ դրանից հետո՝ օրենքով պահանջվող ժամկետներում․ նախնական հաստատման, վարկային հայտի և վարկի տվյալները՝ բանկային գործունեության, փողերի լվացման դեմ պայքարի և հաշվապահական հաշվառման մասին օրենքներով սահմանված ժամկետներում, իսկ նորությունների և առաջարկների համար տվյալները՝ մինչև 1.3 կետով տրված համաձայնությունը հետ վերցնելը։\n\nԵս իրավունք ունեմ՝\n- իմանալ, թե իմ որ տվյալներն է մշակում բանկը, ինչ նպատակով և ում է դրանք փոխանցում, և ստանալ դրանք,\n- պահանջել ուղղել սխալ կամ հնացած տվյալները, արգելափակել կամ ոչնչացնել անօրինական մշակվող տվյալները,\n- ցանկացած պահի հետ վերցնել այս համաձայնություններից յուրաքանչյուրը։\n\nՀամաձայնությունը հետ վերցնելու համար ներկայացնում եմ գրավոր դիմում բանկի մասնաճյուղում կամ այն ուղարկում եմ իմ հաշվի էլ. հասցեից sales@tun.am հասցեին։ 1.1 կամ 1.2 կետով տրված համաձայնությունը հետ վերցնելիս դադարում են այն պահանջող ծառայությունները, և ընթացիկ նախնական հաստատումը կամ հայտը չի կարող շարունակվել․ դա չի ազդում մինչ այդ կատարված մշակման և այն տվյալների վրա, որոնք բանկը պարտավոր է պահպանել օրենքով։",
          ru: "Банк хранит данные, пока они нужны для услуги, а затем — в сроки, которых требует закон: данные предварительного одобрения, заявки на кредит и кредита — в сроки, установленные законами о банковской деятельности, о противодействии отмыванию денег и о бухгалтерском учёте; данные для новостей и предложений — до отзыва согласия по пункту 1.3.\n\nЯ имею право:\n- знать, какие мои данные обрабатывает банк, с какой целью и кому их передаёт, и получить их;\n- требовать исправить неверные или устаревшие данные, заблокировать или уничтожить данные, обрабатываемые незаконно;\n- в любой момент отозвать любое из этих согласий.\n\nЧтобы отозвать согласие, я подаю письменное заявление в отделении банка или отправляю его на sales@tun.am с адреса электронной почты моей учётной записи. Отзыв согласия по пункту 1.1 или 1.2 прекращает услуги, для которых оно нужно, поэтому начатые предварительное одобрение или заявка не могут продолжаться; это не влияет на обработку, проведённую ранее, и на данные, которые банк обязан хранить по закону.",
          en: "The bank keeps the data for as long as the service needs them and afterwards for the periods the law requires: the data of a pre-qualification, a loan application and a loan, for the periods set by the laws on banking, on combating money laundering and on accounting; the data for news and offers, until I withdraw item 1.3.\n\nI have the right to:\n- know which of my data the bank processes, for what purpose and to whom it passes them, and receive them;\n- have wrong or outdated data corrected, and data processed unlawfully blocked or destroyed;\n- withdraw any of these consents at any time.\n\nTo withdraw a consent, I submit a written request at a branch of the bank or send it by e-mail to sales@tun.am from the e-mail of my account. Withdrawing item 1.1 or 1.2 ends the services that need it, so a pre-qualification or an application in progress cannot go on; it does not affect the processing done before, nor the data the bank must keep by law.",
        },
      },
    ],
  },
  {
    kind: 'creditRegisterConsent',
    title: {
      hy: "Համաձայնություն վարկային պատմության հարցման համար",
      ru: "Согласие на запрос кредитной истории",
      en: "Consent to the request of my credit history",
    },
    summary: {
      hy: "Այս համաձայնությամբ բանկը կարող է Ձեր վարկային պատմությունը հարցնել Հայաստանի կենտրոնական բանկի վարկային ռեգիստրից և «ԱՔՌԱ Քրեդիտ Ռեփորթինգ» վարկային բյուրոյից՝ Ձեր նախնական հաստատման և հիփոթեքային հայտի համար։ Այն գործում է տրվելու օրվանից մինչև 3 ամիս։",
      ru: "С этим согласием банк может запросить Вашу кредитную историю в Кредитном регистре Центрального банка Армении и в кредитном бюро «АКРА Кредит Репортинг» для предварительного одобрения и заявки на ипотеку. Оно действует до 3 месяцев со дня, когда Вы его дали.",
      en: "With this consent the bank may request your credit history from the Credit Register of the Central Bank of Armenia and from the credit bureau ACRA Credit Reporting for your pre-qualification and mortgage application. It is valid for up to 3 months from the day you give it.",
    },
    sections: [
      {
        number: "1",
        heading: { hy: "Ինչին եմ համաձայնում", ru: "На что я даю согласие", en: "What I agree to" },
        body: {
          hy: "Համաձայն եմ, որ բանկը հարցում կատարի և ստանա իմ վարկային պատմությունը, վարկային զեկույցը և վարկային միավորը (սքորը) Հայաստանի Հանրապետության կենտրոնական բանկի վարկային ռեգիստրից և «ԱՔՌԱ Քրեդիտ Ռեփորթինգ» ՓԲԸ վարկային բյուրոյից։\n\nԲանկն օգտագործում է դրանք իմ նախնական հաստատման և հիփոթեքային հայտի վերաբերյալ որոշում կայացնելու և հայտին մինչև վարկի տրամադրումը հետևելու համար։",
          ru: "Даю согласие банку запрашивать и получать мою кредитную историю, кредитный отчёт и кредитный скоринг в Кредитном регистре Центрального банка Республики Армения и в кредитном бюро ЗАО «АКРА Кредит Репортинг».\n\nБанк использует их, чтобы принять решение по моему предварительному одобрению и заявке на ипотеку и сопровождать заявку до выдачи кредита.",
          en: "I agree that the bank requests and receives my credit history, credit report and credit score from the Credit Register of the Central Bank of the Republic of Armenia and from the credit bureau ACRA Credit Reporting CJSC.\n\nThe bank uses them to decide on my pre-qualification and mortgage application and to follow the application until the loan is issued.",
        },
      },
      {
        number: "2",
        heading: { hy: "Ինչ է հարցվում և ինչու", ru: "Что запрашивается и зачем", en: "What is requested and why" },
        body: {
          hy: "Բանկը ստանում է՝\n- իմ ընթացիկ և նախկին վարկերը, վարկային գծերը և երաշխավորությունները, դրանց գումարները, մնացորդները և վճարումները,\n- ժամկետանց վճարումները, դրանց գումարները և տևողությունը,\n- այլ վարկատուների կողմից իմ վարկային պատմության վերաբերյալ կատարված հարցումները,\n- իմ վարկային միավորը։\n\nԲանկն օգտագործում է այս տվյալները՝ գնահատելու վարկը մարելու իմ կարողությունը․ պարտքային բեռը (բոլոր վարկերի վճարները միասին չեն կարող գերազանցել իմ զուտ ամսական եկամտի 50%-ը), վճարային կարգապահությունը և վարկի ռիսկը։",
          ru: "Банк получает:\n- мои текущие и прошлые кредиты, кредитные линии и поручительства, их суммы, остатки и платежи;\n- просроченные платежи, их суммы и продолжительность;\n- запросы моей кредитной истории, сделанные другими кредиторами;\n- мой кредитный скоринг.\n\nБанк использует эти данные, чтобы оценить мою способность вернуть кредит: долговую нагрузку (все платежи по кредитам вместе могут составлять не более 50% моего чистого ежемесячного дохода), платёжную дисциплину и риск кредита.",
          en: "The bank receives:\n- my current and past loans, credit lines and guarantees, their amounts, balances and payments;\n- overdue payments, their amounts and length;\n- the requests for my credit history made by other lenders;\n- my credit score.\n\nThe bank uses these data to assess whether I can repay the loan: my debt burden (all loan payments together may take at most 50% of my net monthly income), my payment discipline and the risk of the loan.",
        },
      },
      {
        number: "3",
        heading: { hy: "Գործողության ժամկետը", ru: "Срок действия", en: "How long it is valid" },
        body: {
          hy: "Այս համաձայնությունը գործում է այն տալու օրվանից մինչև 3 ամիս։ Այդ ընթացքում բանկը կարող է կրկնել հարցումը, քանի դեռ իմ նախնական հաստատումը կամ հայտն ընթացքի մեջ է, իսկ ժամկետը լրանալուց հետո կայքը կխնդրի ինձ տալ նոր համաձայնություն։\n\nԿարող եմ հետ վերցնել համաձայնությունն ավելի վաղ՝ մասնաճյուղում գրավոր դիմումով կամ sales@tun.am հասցեին ուղարկված նամակով․ դրանից հետո բանկը նոր հարցումներ չի կատարում, և դրանք պահանջող հայտը չի կարող շարունակվել։",
          ru: "Это согласие действует до 3 месяцев со дня, когда я его даю. В течение этого срока банк может повторять запрос, пока рассматривается моё предварительное одобрение или заявка, а по истечении срока сайт попросит у меня новое согласие.\n\nЯ могу отозвать согласие раньше — письменным заявлением в отделении или письмом на sales@tun.am; после этого банк не делает новых запросов, а заявка, для которой они нужны, не может продолжаться.",
          en: "This consent is valid for up to 3 months from the day I give it. Within that time the bank may repeat the request while my pre-qualification or application is in progress; once it ends, the site asks me for a new consent.\n\nI may withdraw the consent earlier, with a written request at a branch or by e-mail to sales@tun.am; the bank then makes no new requests, and an application that needs them cannot go on.",
        },
      },
      {
        number: "4",
        heading: { hy: "Ով է տեսնում տվյալները", ru: "Кто видит данные", en: "Who sees the data" },
        body: {
          hy: "Իմ վարկային պատմությունը տեսնում են միայն բանկի այն աշխատակիցները և համակարգերը, որոնք որոշում են կայացնում իմ հայտի վերաբերյալ և սպասարկում այն, և այն պահպանվում է որպես բանկային գաղտնիք։ Բանկն այն չի փոխանցում կառուցապատողներին, գործակալություններին, վաճառողներին կամ կայքի այլ օգտատերերին։\n\nՀարցումն ինքնին գրանցվում է իմ վարկային պատմության մեջ՝ վարկային ռեգիստրում և ԱՔՌԱ-ում, ուստի այլ բանկերը և վարկային կազմակերպությունները, որոնք հետագայում կստուգեն իմ պատմությունը, կարող են տեսնել, որ հարցում է կատարվել։",
          ru: "Мою кредитную историю видят только те сотрудники и системы банка, которые принимают решение по моей заявке и обслуживают её, и она хранится как банковская тайна. Банк не передаёт её застройщикам, агентствам, продавцам или другим пользователям сайта.\n\nСам запрос фиксируется в моей кредитной истории в Кредитном регистре и в АКРА, поэтому другие банки и кредитные организации, которые позже проверят мою историю, могут увидеть, что запрос был сделан.",
          en: "My credit history is seen only by the bank's employees and systems that decide on and handle my application, and it is kept as bank secrecy. The bank does not pass it to developers, agencies, sellers or other users of the site.\n\nThe request itself is recorded in my credit history at the Credit Register and at ACRA, so other banks and credit organisations that check my history later may see that the request was made.",
        },
      },
      {
        number: "5",
        heading: { hy: "Համավարկառուն", ru: "Созаёмщик", en: "A co-applicant" },
        body: {
          hy: "Եթե դիմում եմ համավարկառուի հետ միասին, նա տալիս է իր սեփական համաձայնությունը կայքում՝ իր հաշվից․ իմ համաձայնությունը չի տարածվում նրա վարկային պատմության վրա, իսկ նրանը՝ իմի։ Բանկը հայտի վերաբերյալ որոշում է կայացնում երկուսիս վարկային պատմությունների հիման վրա։",
          ru: "Если я подаю заявку вместе с созаёмщиком, он даёт собственное согласие на сайте из своей учётной записи: моё согласие не распространяется на его кредитную историю, а его — на мою. Банк принимает решение по заявке с учётом кредитных историй нас обоих.",
          en: "If I apply together with a co-applicant, they give their own consent on the site from their own account: my consent does not cover their credit history, and theirs does not cover mine. The bank decides on the application with the credit histories of both of us.",
        },
      },
    ],
  },
];
